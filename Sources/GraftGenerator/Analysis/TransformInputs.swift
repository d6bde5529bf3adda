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
  /// The statements of `transform` that read the stream itself.
  var readers: [Statement] = []
  /// Whether `transform` keeps only the stream's latest value: it combines it with others
  /// (`let credentials = Driver.combineLatest(input.email, input.password)`) that the rest reads
  /// only when another stream delivers (`.withLatestFrom(credentials)`) or hands to the view in
  /// what it returns. A field of State holds that value, which the action sets.
  var isReadForLatestValue = false

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
      let chain = reader + "." + stream.field
      let readers = statements.filter { reads($0, chain, of: method) }
      return TransformInput(
        field: stream.field, element: stream.element, chains: chains(reading: chain, in: statements, of: method), readers: readers,
        isReadForLatestValue: stream.element != nil && !readers.isEmpty
          && readers.allSatisfy { isCombination($0, of: reader, in: statements, method: method) })
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

  /// Whether `statement` is `let name = Driver.combineLatest(input.a, input.b)` (`Observable`,
  /// `Signal`, Combine's `Publishers.CombineLatest`) of the input's streams, whose value the
  /// statements after it read only for its latest value, or return.
  private static func isCombination(_ statement: Statement, of input: String, in statements: [Statement], method: Declaration) -> Bool {
    guard case let .variable(variable) = statement.kind, variable.names.count == 1, let value = variable.initializer,
      case let .call(callee, arguments) = value.kind, case let .member(base, combinator) = callee.kind, case let .name(type) = base.kind,
      (["Driver", "Observable", "Signal"].contains(type) && combinator == "combineLatest")
        || (type == "Publishers" && ["CombineLatest", "CombineLatest3", "CombineLatest4"].contains(combinator)),
      arguments.allSatisfy({ isStream($0.value, of: input) }), let position = statements.firstIndex(of: statement)
    else { return false }
    return isReadForLatestValue(variable.names[0], in: statements[(position + 1)...], method: method, depth: 0)
  }

  /// `input.email`, `input.email.asObservable()`.
  private static func isStream(_ expression: ExpressionSyntax, of input: String) -> Bool {
    switch expression.kind {
    case let .member(base, _): if case .name(input) = base.kind { return true }
    case let .call(callee, []): if case let .member(base, name) = callee.kind, conversions.contains(name) { return isStream(base, of: input) }
    default: break
    }
    return false
  }

  static let conversions: Set<String> = ["asObservable", "asDriver", "asSignal", "eraseToAnyPublisher"]

  /// Whether the statements read `name` only inside `.withLatestFrom(name)` (`.sample(name)`),
  /// in what `transform` returns, or in a local read so in turn.
  private static func isReadForLatestValue(_ name: String, in statements: ArraySlice<Statement>, method: Declaration, depth: Int) -> Bool {
    guard depth < 3 else { return false }
    for (offset, statement) in zip(statements.indices, statements) {
      var mentions = 0
      var latest = 0
      statement.forEachExpressionEnteringClosures { expression in
        if case .name(name) = expression.kind { mentions += 1 }
        if case let .call(callee, arguments) = expression.kind, case let .member(_, combinator) = callee.kind, ["withLatestFrom", "sample"].contains(combinator) {
          latest += arguments.filter { if case .name(name) = $0.value.kind { true } else { false } }.count
        }
      }
      guard mentions > latest else { continue }
      switch statement.kind {
      case .return: continue
      case let .variable(variable) where variable.names.count == 1:
        if !isReadForLatestValue(variable.names[0], in: statements[(offset + 1)...], method: method, depth: depth + 1) { return false }
      default: return false
      }
    }
    return true
  }

  /// Whether `statement` reads `name` (`input.loginTapped`, a local), alone or as the start of a
  /// longer chain.
  private static func reads(_ statement: Statement, _ name: String, of method: Declaration) -> Bool {
    SwiftIdentifier.mentionedChains(in: method.sourceText(statement.range)).contains { $0 == name || $0.hasPrefix(name + ".") }
  }

  /// The statements that read `chain` (`input.loginTapped`), each with the locals declared before
  /// it that it reads (`let info = Driver.combineLatest(…)`), joined and dedented.
  private static func chains(reading chain: String, in statements: [Statement], of method: Declaration) -> String? {
    func reads(_ statement: Statement, _ name: String) -> Bool { Self.reads(statement, name, of: method) }
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
