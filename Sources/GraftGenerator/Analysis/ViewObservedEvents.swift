import GraftSupport
import SwiftDeclarationParser

/// The event streams a view model sends into that its own view or controller subscribes to:
/// `loadingSubject.onNext(true)` for the controller's `viewModel.loadingSubject.bind(to: hud.rx.isAnimating)`,
/// `reasonSelected.accept(reason)` for the controller that then shows a confirmation. What is
/// sent there is the view's to show, not an outcome for whoever made the view model: a delegate
/// action would take it away from the screen. (A coordinator, a router or another view model
/// that subscribes is the parent; only a view's subscription counts here.)
///
/// Read from the words of every file of the run, test code aside: a stream is the view's when
/// its name is a word of the code of a view or controller type (its declaration or an
/// extension of it), outside the view model's own declarations.
enum ViewObservedEvents {
  /// For each view model, by qualified name, the streams of `candidates` its view subscribes
  /// to, each with the view's type name.
  static func find(candidates: [String: Set<String>], viewModels: [ViewModel], files: [SourceFile], index: SourceIndex) -> [String: [String: String]] {
    let names = Set(candidates.values.flatMap { $0 })
    guard !names.isEmpty else { return [:] }
    let code = files.filter { !OwnSteps.isTestCode($0.path) }
    let mentions = WordMentions(of: names, in: code)
    var views: [String: [(range: Range<Int>, name: String)]] = [:]
    for file in code {
      let found = viewDeclarations(in: file.declarations)
      if !found.isEmpty { views[file.path] = found }
    }
    var observed: [String: [String: String]] = [:]
    for viewModel in viewModels {
      guard let streams = candidates[viewModel.qualifiedName] else { continue }
      let own = OwnSteps.ownRanges(of: viewModel, index: index)
      for stream in streams.sorted() {
        var view: String?
        _ = mentions.contains(stream) { path, offset in
          guard !(own[path] ?? []).contains(where: { $0.contains(offset) }),
            let found = views[path]?.first(where: { $0.range.contains(offset) })
          else { return false }
          view = found.name
          return true
        }
        if let view { observed[viewModel.qualifiedName, default: [:]][stream] = view }
      }
    }
    return observed
  }

  /// The declarations of views and controllers among `declarations`, and those nested in them:
  /// their byte ranges and the type's name (an extension's, the type it extends).
  private static func viewDeclarations(in declarations: [Declaration]) -> [(range: Range<Int>, name: String)] {
    var found: [(range: Range<Int>, name: String)] = []
    for declaration in declarations where declaration.kind.isTypeLike {
      if isView(name: TypeNames.bare(declaration.name), inheritance: declaration.inheritance) {
        found.append((declaration.byteRange, TypeNames.bare(declaration.name)))
      } else {
        found += viewDeclarations(in: declaration.members)
      }
    }
    return found
  }

  /// A view or a controller, by the name the app gives it or by what it inherits from; never a
  /// coordinator, a router or a view model.
  static func isView(name: String, inheritance: [String]) -> Bool {
    if ["Coordinator", "Router", "Flow", "ViewModel", "VM"].contains(where: name.hasSuffix) { return false }
    if ["ViewController", "VC", "View", "Cell", "Controller", "Screen", "Page"].contains(where: name.hasSuffix) { return true }
    return inheritance.contains { viewBaseClasses.contains(TypeNames.bare($0)) }
  }

  private static let viewBaseClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController", "UIView",
    "UITableViewCell", "UICollectionViewCell", "NSViewController", "NSWindowController", "NSView", "View",
  ]
}
