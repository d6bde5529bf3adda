import GraftSupport
import SwiftDeclarationParser

/// The view's events of a reactive view model that is handed them all at once:
/// `func transform(_ input: Input) -> Output`, where `Input` is the view model's own struct of
/// streams (`let loginTapped: Signal<Void>`, `let query: Driver<String>`). Each stream is
/// something the view does, so each is a view action: `.loginTapped`, `.queryChanged(String)`.
/// What `transform` does with a stream (the statements that read `input.loginTapped`) is that
/// action's work, quoted under its TODO until Graft ports such chains.
struct TransformInput: Sendable, Equatable {
  /// The field of `Input`: `loginTapped`.
  var field: String
  /// What the stream delivers, nil for `Void`: `String` for `Driver<String>`.
  var element: String?
  /// The statements of `transform` that read the stream, with the locals they read that it
  /// declares before them, in source order, dedented: the action's work as written.
  var chains: String?

  /// The view action's name: the field's, with `Changed` for a stream of values not named for
  /// an event (`query` → `queryChanged`, `itemSelected` stays). A stream of values named for its
  /// kind says what it carries without it (`deletePublisher` → `delete`).
  var actionName: String {
    guard element != nil else { return field }
    var name = field
    if let suffix = Self.streamWords.first(where: { name.hasSuffix($0) && name.count > $0.count }) { name.removeLast(suffix.count) }
    let isEvent = Self.eventWords.contains { name.hasSuffix($0) || name == $0.lowercased() } || name.contains("Did") || name.contains("Will")
    return isEvent ? name : name + "Changed"
  }

  static let streamWords = ["Publisher", "Subject", "Relay", "Signal", "Observable", "Stream"]

  static let eventWords = [
    "Changed", "Change", "Tapped", "Tap", "Selected", "Select", "Clicked", "Click", "Pressed", "Submitted", "Trigger", "Triggered",
    "Event", "Appear", "Appeared", "Load", "Loaded", "Refresh", "Refreshed", "Scrolled", "Toggled", "Edited", "Entered", "Delete",
    "Deleted", "Removed", "Added", "Saved", "Started", "Ended", "Requested", "Finished", "Completed",
  ]

  /// The streams RxSwift, RxCocoa and Combine hand a view's events in.
  static let streamTypes: Set<String> = [
    "Observable", "Driver", "Signal", "ControlEvent", "ControlProperty", "Infallible", "PublishRelay", "BehaviorRelay",
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject",
  ]

  /// The streams of `method`'s `Input`, when `method` is a `transform` handed a struct of streams
  /// the view model declares; nil for any other method.
  static func of(_ method: Declaration, in viewModel: ViewModel, index: SourceIndex) -> [TransformInput]? {
    guard method.kind == .function, method.name == "transform", let parameter = method.parameters.first,
      let inputName = TypeText(parameter.type).leafNames.first(where: { $0.hasSuffix("Input") }),
      let input = index.qualifiedTypes[viewModel.qualifiedName + "." + inputName]?.declaration, input.kind == .struct
    else { return nil }
    let streams: [(field: String, element: String?)] = input.members.compactMap { member in
      guard member.kind == .let || member.kind == .var, member.accessors.allSatisfy({ $0.kind != "get" }),
        let type = member.type?.trimmed(), let stream = TypeText(type).leafNames.first, streamTypes.contains(stream),
        let arguments = TopLevelSplit.genericArguments(of: type.hasSuffix("?") ? String(type.dropLast()) : type, named: stream),
        let first = arguments.first
      else { return nil }
      let element = first.trimmed()
      return (member.name, ["Void", "()"].contains(element) ? nil : element)
    }
    guard !streams.isEmpty else { return nil }
    let statements = method.statements ?? []
    let reader = parameter.boundName ?? "input"
    return streams.map { stream in
      TransformInput(field: stream.field, element: stream.element, chains: chains(reading: reader + "." + stream.field, in: statements, of: method))
    }
  }

  /// The struct `transform` returns (`Output`), when the view model declares it with streams:
  /// what the view shows.
  static func output(of method: Declaration, in viewModel: ViewModel, index: SourceIndex) -> (name: String, declaration: Declaration, streams: [String])? {
    guard let returned = method.returnType, let name = TypeText(returned).leafNames.first,
      let output = index.qualifiedTypes[viewModel.qualifiedName + "." + name]?.declaration, output.kind == .struct
    else { return nil }
    let streams = output.members.filter { member in
      (member.kind == .let || member.kind == .var) && member.type.map { TypeText($0).leafNames.first.map(streamTypes.contains) ?? false } == true
    }.map(\.name)
    return streams.isEmpty ? nil : (name, output, streams)
  }

  /// The statements that read `chain` (`input.loginTapped`), each with the locals declared before
  /// it that it reads (`let info = Driver.combineLatest(…)`), joined and dedented.
  private static func chains(reading chain: String, in statements: [Statement], of method: Declaration) -> String? {
    func reads(_ statement: Statement, _ name: String) -> Bool {
      SwiftIdentifier.mentionedChains(in: method.sourceText(statement.range)).contains { $0 == name || $0.hasPrefix(name + ".") }
    }
    var kept = Set(statements.indices.filter { reads(statements[$0], chain) })
    guard !kept.isEmpty else { return nil }
    // The locals those statements read, and the locals those read, declared before them.
    var queue = Array(kept)
    while let position = queue.popLast() {
      for earlier in statements.indices.prefix(position) where !kept.contains(earlier) {
        guard case .variable = statements[earlier].kind else { continue }
        if statements[earlier].boundNames.contains(where: { reads(statements[position], $0) }) {
          kept.insert(earlier)
          queue.append(earlier)
        }
      }
    }
    let text = kept.sorted().map { position -> String in
      let range = statements[position].range
      // From the start of its line, so that its indentation is kept with its other lines'.
      var start = range.lowerBound
      let bytes = Array(method.sourceText(max(0, start - 200)..<start).utf8)
      let blanks = bytes.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.count
      if bytes.count == blanks || bytes[bytes.count - blanks - 1] == 0x0A { start -= blanks }
      return method.sourceText(start..<range.upperBound)
    }.joined(separator: "\n")
    return BodyText.inner(text)
  }
}
