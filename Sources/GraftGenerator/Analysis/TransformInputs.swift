import GraftSupport
import SwiftDeclarationParser

/// The view's events of a reactive view model that is handed them all at once:
/// `func transform(_ input: Input) -> Output`, where `Input` is the view model's own struct of
/// streams (`let loginTapped: Signal<Void>`, `let query: Driver<String>`). Each stream is
/// something the view does, so each is a view action: `.loginTapped`, `.queryChanged(String)`.
/// What `transform` does with a stream (the statements that read `input.loginTapped`) is that
/// action's work: ported where it is a closure run for each value (`StreamSubscription`) or the
/// stream is kept for its latest value, quoted under the action's TODO otherwise.
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
  /// only when another stream delivers (`.withLatestFrom(credentials)`). A field of State holds
  /// that value, which the action sets.
  var isReadForLatestValue = false
  /// The stream's type's name: `Driver`, `BehaviorRelay`.
  var kind = ""
  /// The `#if` conditions the field is declared under, beyond its struct's, combined; nil for none.
  var condition: String? = nil
  /// The field, for diagnostics.
  var declaration: Declaration? = nil

  /// Whether the stream hands a subscriber its current value when it subscribes (a relay or
  /// subject of a value, a control's property, a `Driver`), so that what `transform` subscribes
  /// with ran once then, before the view did anything.
  var deliversOnSubscribe: Bool {
    element != nil && ["BehaviorRelay", "BehaviorSubject", "ReplaySubject", "CurrentValueSubject", "ControlProperty", "Driver"].contains(kind)
  }

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

  /// Whether what the stream delivers is what the view holds (text typed, a switch, a slider's
  /// value), or the screen's appearing, rather than a discrete act of the user's (a tap, a
  /// selection, a deletion): what `transform` makes of it is shown, not acted on.
  var deliversState: Bool {
    let words = CaseConversion.words(of: field)
    if element == nil { return words.contains { Self.lifecycleWords.contains($0) } }
    return !words.contains { Self.actWords.contains($0) }
  }

  static let lifecycleWords: Set<String> = ["load", "loaded", "appear", "appeared", "appearing", "refresh", "refreshed", "reload", "reloaded", "foreground"]
  static let actWords: Set<String> = [
    "tap", "tapped", "click", "clicked", "press", "pressed", "touch", "select", "selected", "selection", "submit", "submitted",
    "trigger", "triggered", "delete", "deleted", "remove", "removed", "confirm", "button", "btn", "swipe", "swiped", "done", "send",
  ]

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

  /// The streams of `method`'s `Input`, with what `transform` does with each, when `method` is a
  /// `transform` handed a struct of streams the view model declares; nil for any other method.
  static func of(_ method: Declaration, in viewModel: ViewModel, index: SourceIndex) -> [TransformInput]? {
    guard let streams = streams(of: method, in: viewModel, index: index), let parameter = method.parameters.first else { return nil }
    let statements = method.statements ?? []
    let reader = parameter.boundName ?? "input"
    return streams.map { stream in
      var stream = stream
      let chain = reader + "." + stream.field
      stream.readers = statements.filter { reads($0, chain, of: method) }
      stream.chains = chains(reading: chain, in: statements, of: method)
      stream.isReadForLatestValue = stream.element != nil && !stream.readers.isEmpty
        && stream.readers.allSatisfy { isCombination($0, of: reader, in: statements) }
      return stream
    }
  }

  /// The streams of `method`'s `Input` alone, its body not read: what tells a `transform` from
  /// any other method.
  static func streams(of method: Declaration, in viewModel: ViewModel, index: SourceIndex) -> [TransformInput]? {
    guard method.kind == .function, method.name == "transform", let parameter = method.parameters.first,
      let inputName = TypeText(parameter.type).leafNames.first(where: { $0.hasSuffix("Input") }),
      let input = index.qualifiedTypes[viewModel.qualifiedName + "." + inputName]?.declaration, input.kind == .struct
    else { return nil }
    let streams: [TransformInput] = input.members.compactMap { member in
      guard member.kind == .let || member.kind == .var, member.accessors.allSatisfy({ $0.kind != "get" }),
        let type = (member.type ?? Self.madeType(member.initializer))?.trimmed(), let stream = TypeText(type).leafNames.first,
        streamTypes.contains(stream),
        let arguments = TopLevelSplit.genericArguments(of: type.hasSuffix("?") ? String(type.dropLast()) : type, named: stream),
        let first = arguments.first
      else { return nil }
      let element = first.trimmed()
      return TransformInput(
        field: member.name, element: ["Void", "()"].contains(element) ? nil : element, kind: stream,
        condition: CompilationCondition.combined(Array(member.conditions.dropFirst(input.conditions.count))), declaration: member)
    }
    return streams.isEmpty ? nil : streams
  }

  /// `PublishRelay<Void>()`, `BehaviorRelay<String>(value: "")`: the type an initial value makes,
  /// for a field written without one.
  private static func madeType(_ initializer: String?) -> String? {
    guard let text = initializer?.trimmed(), let open = text.firstIndex(of: "("), text[..<open].contains("<") else { return nil }
    return String(text[..<open])
  }

  /// The statements of `transform` that read none of its input's streams, nor a local that
  /// does, other than what it returns: work it does when the view hands the streams over, which
  /// no action of the view's carries (`isEditing = true`, `load()`).
  static func statementsReadingNoStream(of method: Declaration, streams: [TransformInput]) -> [Statement] {
    guard let statements = method.statements else { return [] }
    let reader = method.parameters.first?.boundName ?? "input"
    var streamLocals: Set<String> = []
    var unread: [Statement] = []
    for statement in statements {
      if case .return = statement.kind { continue }
      let names = streams.map { reader + "." + $0.field } + streamLocals.sorted()
      if names.contains(where: { reads(statement, $0, of: method) }) {
        if case let .variable(variable) = statement.kind { streamLocals.formUnion(variable.names) }
        continue
      }
      unread.append(statement)
    }
    return unread
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
  /// statements after it read only for its latest value.
  private static func isCombination(_ statement: Statement, of input: String, in statements: [Statement]) -> Bool {
    guard case let .variable(variable) = statement.kind, variable.names.count == 1, let value = variable.initializer,
      case let .call(callee, arguments) = value.kind, case let .member(base, combinator) = callee.kind, case let .name(type) = base.kind,
      (["Driver", "Observable", "Signal"].contains(type) && combinator == "combineLatest")
        || (type == "Publishers" && ["CombineLatest", "CombineLatest3", "CombineLatest4"].contains(combinator)),
      arguments.allSatisfy({ isStream($0.value, of: input) }), let position = statements.firstIndex(of: statement)
    else { return false }
    return isReadForLatestValue(variable.names[0], in: statements[(position + 1)...])
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

  /// `MainScheduler.instance`, `MainScheduler.asyncInstance`, `DispatchQueue.main`, `RunLoop.main`:
  /// a hop to the main queue, where a reducer is already.
  static func isMainScheduler(_ scheduler: ExpressionSyntax) -> Bool {
    guard case let .member(base, name) = scheduler.kind, case let .name(type) = base.kind else { return false }
    return (type == "MainScheduler" && ["instance", "asyncInstance"].contains(name)) || (["DispatchQueue", "RunLoop"].contains(type) && name == "main")
  }

  /// Whether the statements read `name` only inside `.withLatestFrom(name)`, for its latest
  /// value when another stream delivers, or in what `transform` returns to the view through
  /// operators that do no work of their own (`credentials.map { !$0.0.isEmpty }`). `.sample(name)`
  /// runs on each of its changes, and so may `.do(onNext:)`, `.flatMapLatest { service.search($0) }`
  /// or a closure that reads `self`, returned; a local mapped from it is not followed.
  private static func isReadForLatestValue(_ name: String, in statements: ArraySlice<Statement>) -> Bool {
    for statement in statements {
      var mentions = 0
      var latest = 0
      var works = false
      statement.forEachExpressionEnteringClosures { expression in
        switch expression.kind {
        case .name(name): mentions += 1
        case .name("self"), .assignment: works = true
        case let .call(callee, arguments):
          guard case let .member(_, method) = callee.kind else { break }
          if method == "withLatestFrom" { latest += arguments.filter { if case .name(name) = $0.value.kind { true } else { false } }.count }
          if !workFreeOperators.contains(method) && method != "withLatestFrom" { works = true }
        default: break
        }
      }
      guard mentions > latest else { continue }
      guard case .return = statement.kind, !works else { return false }
    }
    return true
  }

  /// Operators a stream returned to the view may go through and still do no work of their own.
  static let workFreeOperators: Set<String> = [
    "map", "compactMap", "filter", "distinctUntilChanged", "asObservable", "asDriver", "asSignal", "eraseToAnyPublisher", "startWith",
    "isEmpty", "trimmingCharacters", "count", "contains", "hasPrefix", "hasSuffix", "lowercased", "uppercased",
  ]

  /// Whether `statement` reads `name` (`input.loginTapped`, a local), alone or as the start of a
  /// longer chain.
  static func reads(_ statement: Statement, _ name: String, of method: Declaration) -> Bool {
    SwiftIdentifier.mentionedChains(in: method.sourceText(statement.range)).contains { $0 == name || $0.hasPrefix(name + ".") }
  }

  /// The statements that read `chain` (`input.loginTapped`), each with the locals declared before
  /// it that it reads (`let info = Driver.combineLatest(…)`), joined and dedented.
  private static func chains(reading chain: String, in statements: [Statement], of method: Declaration) -> String? {
    // Each statement's text, as ranges of the file; of `return Output(…)`, only the arguments
    // that read the chain, whose work it is.
    var ranges = statements.map { [$0.range] }
    if let last = statements.last, case let .return(value?) = last.kind, case let .call(_, arguments) = value.kind {
      // The chain itself, and the locals made from it, through others.
      var names = [chain]
      for statement in statements.dropLast() {
        guard case let .variable(variable) = statement.kind else { continue }
        let mentioned = SwiftIdentifier.mentionedChains(in: method.sourceText(statement.range))
        if names.contains(where: { name in mentioned.contains { $0 == name || $0.hasPrefix(name + ".") } }) { names += variable.names }
      }
      let reading = arguments.filter { argument in
        let mentioned = SwiftIdentifier.mentionedChains(in: method.sourceText(argument.value.range))
        return names.contains { name in mentioned.contains { $0 == name || $0.hasPrefix(name + ".") } }
      }
      // (An argument whose text Graft cannot cut whole, braces unbalanced, leaves the statement whole.)
      let isWhole = reading.allSatisfy { argument in
        let text = method.sourceText(argument.value.range)
        return text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count && text.filter { $0 == "(" }.count == text.filter { $0 == ")" }.count
      }
      if !reading.isEmpty, isWhole {
        ranges[ranges.count - 1] = reading.map { argument in
          // With its label: `saved: input.saveTapped.throttle(…)`.
          let start = argument.label == nil ? argument.value.range.lowerBound : labelStart(before: argument.value.range.lowerBound, in: method)
          return start..<argument.value.range.upperBound
        }
      }
    }
    // Each statement's chains read once, however many names are asked of it.
    let mentionedByStatement = ranges.map { $0.reduce(into: Set<String>()) { $0.formUnion(SwiftIdentifier.mentionedChains(in: method.sourceText($1))) } }
    func reads(_ position: Int, _ name: String) -> Bool {
      mentionedByStatement[position].contains { $0 == name || $0.hasPrefix(name + ".") }
    }
    var kept = Set(statements.indices.filter { reads($0, chain) })
    guard !kept.isEmpty else { return nil }
    // The locals those statements read, and the locals those read, declared before them.
    var queue = Array(kept)
    while let position = queue.popLast() {
      for earlier in statements.indices.prefix(position) where !kept.contains(earlier) {
        guard case .variable = statements[earlier].kind else { continue }
        if statements[earlier].boundNames.contains(where: { reads(position, $0) }) {
          kept.insert(earlier)
          queue.append(earlier)
        }
      }
    }
    let text = kept.sorted().flatMap { ranges[$0] }.map { range -> String in
      // From the start of its line, so that its indentation is kept with its other lines'.
      var start = range.lowerBound
      let bytes = Array(method.sourceText(max(0, start - 200)..<start).utf8)
      let blanks = bytes.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.count
      if bytes.count == blanks || bytes[bytes.count - blanks - 1] == 0x0A { start -= blanks }
      return method.sourceText(start..<range.upperBound)
    }.joined(separator: "\n")
    // Statements, not a body: a last one may end in a closure's brace.
    return BodyText.dedented(text)
  }

  /// Where the label of the argument whose value starts at `valueStart` starts: `saved` of
  /// `saved: input.saveTapped`.
  private static func labelStart(before valueStart: Int, in method: Declaration) -> Int {
    let before = Array(method.sourceText(max(0, valueStart - 200)..<valueStart).utf8)
    var position = before.count
    while position > 0, before[position - 1] == 0x20 || before[position - 1] == 0x09 || before[position - 1] == 0x0A { position -= 1 }
    guard position > 0, before[position - 1] == UInt8(ascii: ":") else { return valueStart }
    position -= 1
    while position > 0, before[position - 1] == 0x20 || before[position - 1] == 0x09 { position -= 1 }
    var start = position
    while start > 0, before[start - 1] == UInt8(ascii: "_") || (before[start - 1] >= 0x30 && before[start - 1] <= 0x39)
      || (before[start - 1] | 0x20 >= 0x61 && before[start - 1] | 0x20 <= 0x7A) || before[start - 1] >= 0x80 { start -= 1 }
    return start == position ? valueStart : valueStart - (before.count - start)
  }

}
