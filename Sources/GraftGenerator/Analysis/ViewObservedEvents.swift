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
/// the code of a view or controller type (by its name or what it inherits) that names the view
/// model's type (or a protocol of its own it adopts) reads it through a value (`viewModel.loadingSubject`), outside the view model's
/// own declarations, and does not only send into it.
enum ViewObservedEvents {
  /// For each view model, by qualified name, the streams of `candidates` its view subscribes
  /// to, each with the view's type name. `code`: the run's files, test code aside; `mentions`:
  /// their words, among them the candidates.
  static func find(
    candidates: [String: Set<String>], viewModels: [ViewModel], code: [SourceFile], mentions: WordMentions, index: SourceIndex
  ) -> [String: [String: String]] {
    guard !candidates.isEmpty else { return [:] }
    var views: [String: [(range: Range<Int>, name: String)]] = [:]
    var bytes: [String: [UInt8]] = [:]
    for file in code {
      let found = viewDeclarations(in: file.declarations)
      if !found.isEmpty {
        views[file.path] = found
        bytes[file.path] = file.bytes
      }
    }
    var observed: [String: [String: String]] = [:]
    for viewModel in viewModels {
      guard let streams = candidates[viewModel.qualifiedName] else { continue }
      let own = OwnSteps.ownRanges(of: viewModel, index: index)
      // The names its view may hold it by: its own, or a protocol of its own it adopts
      // (`let viewModel: PrepareRunViewModelTypes`), not a framework's or a base's every model shares.
      let conformances = viewModel.declaration.inheritance + (index.extensions[viewModel.name] ?? []).flatMap(\.declaration.inheritance)
      let heldBy = ([viewModel.name] + conformances.map { TypeNames.bare($0) }.filter { !sharedConformances.contains($0) && !$0.contains("<") })
      for stream in streams.sorted() {
        var view: String?
        _ = mentions.contains(stream) { path, offset in
          guard !(own[path] ?? []).contains(where: { $0.contains(offset) }),
            let found = views[path]?.first(where: { $0.range.contains(offset) }), let text = bytes[path],
            isSubscription(at: offset, of: stream, in: text),
            // Its own view holds it: the view's code names the view model's type.
            heldBy.contains(where: { SwiftIdentifier.isMentioned($0, in: String(decoding: text[found.range], as: UTF8.self)) })
          else { return false }
          view = found.name
          return true
        }
        if let view { observed[viewModel.qualifiedName, default: [:]][stream] = view }
      }
    }
    return observed
  }

  /// Whether the word at `offset` is the stream read through the view model (`viewModel.loading`,
  /// `vm.outputs.loading`), and not sent into (`viewModel.query.send(text)`): a bare word is
  /// another thing of that name (`dismiss(animated:)`).
  private static func isSubscription(at offset: Int, of stream: String, in bytes: [UInt8]) -> Bool {
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else { return false }
    var after = offset + stream.utf8.count
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\n") { after += 1 }
    guard after < bytes.count, bytes[after] == UInt8(ascii: ".") else { return true }
    let rest = bytes[(after + 1)..<min(bytes.count, after + 8)]
    return !["send(", "accept(", "onNext("].contains { rest.starts(with: Array($0.utf8)) }
  }

  /// Conformances many view models share, which say nothing of which one a view holds.
  private static let sharedConformances: Set<String> = [
    "ObservableObject", "NSObject", "AnyObject", "Sendable", "Identifiable", "Equatable", "Hashable", "Stepper", "ViewModelType",
    "ViewModel", "BaseViewModel", "ViewModelProtocol",
  ]

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
    // (A plain `…Controller` may be a parent that owns the model: only what it inherits says.)
    if ["ViewController", "VC", "View", "Cell", "Screen", "Page"].contains(where: name.hasSuffix) { return true }
    return inheritance.contains { viewBaseClasses.contains(TypeNames.bare($0)) }
  }

  private static let viewBaseClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController", "UIView",
    "UITableViewCell", "UICollectionViewCell", "NSViewController", "NSWindowController", "NSView", "View",
  ]
}
