import GraftSupport
import SwiftDeclarationParser

/// What a reactive view model's `transform(_:)` hands back to the view: the streams of its
/// `Output`, read where each is one of the view's streams run through operators that work on each
/// value alone, written in place (`nicknameValid: input.nickname.map { !$0.isEmpty }`) or through
/// locals (`let truncated = input.text.map { self.truncate($0) }`). Such a stream is what the
/// stream's action does: a value the view shows (a field of State the action sets) or, for a
/// stream of `Void`, an event the view hears (`moveToNext`, a delegate action).
struct TransformOutput: Sendable, Equatable {
  /// Output's field: `nicknameValid`.
  var field: String
  /// What it delivers, nil for `Void`.
  var element: String?
  /// How `transform` makes it; nil where it is not a chain Graft reads, `refusal` says why.
  var chain: StreamChain?
  var refusal: String?
  /// The field, for diagnostics.
  var declaration: Declaration
  /// The stream's type's name: `AnyPublisher`, `Driver`, `Signal`.
  var kind: String
  /// Whether the view hears it as an event (a delegate action) rather than shows its value (a
  /// field of State): a stream of `Void`, one that keeps no value (`Signal`, a relay or subject
  /// of events), or one the feature says is.
  var isEvent: Bool
  /// Whether it is a field of the view model's own the view shows as it is (`Output.title` of
  /// `self.title`): its chain may only hand it the field itself.
  var mirrorsMember = false

  init(field: String, element: String?, kind: String = "AnyPublisher", chain: StreamChain? = nil, refusal: String? = nil, declaration: Declaration) {
    self.field = field
    self.element = element
    self.kind = kind
    self.chain = chain
    self.refusal = refusal
    self.declaration = declaration
    isEvent = element == nil || Self.eventKinds.contains(kind)
  }

  /// Streams that keep no value, whose values are events even where they carry one.
  static let eventKinds: Set<String> = ["Signal", "PublishRelay", "PublishSubject", "PassthroughSubject", "ControlEvent"]
}

/// A stream made from another by operators that work on each value alone: `input.text` (or a
/// local made so) run through `.map`, `.compactMap` and `.filter`, and through conversions that
/// change nothing for a view's values (`.eraseToAnyPublisher()`, `.asDriver(…)`, `.share()`, a hop
/// to the main queue, where a reducer is already).
struct StreamChain: Sendable, Equatable {
  indirect enum Source: Sendable, Equatable {
    /// A stream of the input: its field.
    case stream(String)
    /// A local of `transform` that is itself a chain.
    case local(String)
    /// Streams merged (`Publishers.Merge(a, b)`, `a.merge(with: b)`, `Observable.merge(a, b)`):
    /// each value of each, as it comes.
    case merge([StreamChain])
    /// Locals merged: `merge`'s chains, each a local of its own (`TransformOutputs` names them).
    case mergedLocals([String])
  }

  enum Operator: String, Sendable { case map, compactMap, filter }

  struct Step: Sendable, Equatable {
    var operator_: Operator
    var closure: Closure
  }

  var source: Source
  var steps: [Step]
  /// How many of `steps` run before a `.removeDuplicates()` (`.distinctUntilChanged()`), which
  /// lets through only values that changed: nil for none. Only a field of State, set to the same
  /// value again, is the same whether it runs or not.
  var repeatsDroppedAfter: Int? = nil

  /// Conversions and operators that leave each value as it is, for a view that shows the last
  /// one: removing duplicates changes nothing State would show (see `repeatsDroppedAfter`).
  static let valuePreserving = TransformInput.conversions.union(["asInfallible", "share", "removeDuplicates", "distinctUntilChanged"])

  /// The chain `expression` is: the stream, local or merge it starts at, and its operators in
  /// source order; throws a reason naming the first one Graft does not read.
  static func of(_ expression: ExpressionSyntax, input: String, text: (Range<Int>) -> String) throws -> StreamChain {
    var calls: [(name: String, arguments: [Argument], node: ExpressionSyntax)] = []
    var current = expression
    while case let .call(callee, arguments) = current.kind, case let .member(base, name) = callee.kind, mergedStreams(current) == nil {
      // `Observable.combineLatest(…)`, a type's own operator: where the chain starts.
      if case let .name(type) = base.kind, type.first?.isUppercase == true { break }
      calls.insert((name, arguments, current), at: 0)
      current = base
    }
    let source: Source
    switch current.kind {
    case let .member(base, field):
      guard case .name(input) = base.kind else { throw Refusal(reason: "it is '\(quoted(current, text))', no stream of '\(input)'") }
      source = .stream(field)
    case let .name(local):
      source = .local(local)
    default:
      guard let merged = mergedStreams(current) else {
        throw Refusal(reason: "it starts at '\(quoted(current, text))', which Graft does not port")
      }
      source = .merge(try merged.map { try of($0, input: input, text: text) })
    }
    var steps: [Step] = []
    var repeatsDroppedAfter: Int?
    for call in calls {
      let (name, arguments) = (call.name, call.arguments)
      if valuePreserving.contains(name) && (arguments.isEmpty || ["asDriver", "asSignal", "share", "asInfallible"].contains(name))
        || (["receive", "observe", "observeOn"].contains(name) && arguments.count == 1 && TransformInput.isMainScheduler(arguments[0].value))
      {
        if ["removeDuplicates", "distinctUntilChanged"].contains(name), repeatsDroppedAfter == nil { repeatsDroppedAfter = steps.count }
        continue
      }
      guard let operator_ = Operator(rawValue: name) else {
        throw Refusal(reason: "it goes through '.\(name)', an operator Graft does not port")
      }
      guard arguments.count == 1, arguments[0].label == nil, let closure = arguments[0].closure else {
        throw Refusal(reason: "its '.\(name)' is handed '\(quoted(call.node, text))' rather than a closure")
      }
      steps.append(Step(operator_: operator_, closure: closure))
    }
    return StreamChain(source: source, steps: steps, repeatsDroppedAfter: repeatsDroppedAfter)
  }

  /// The streams `expression` merges: `Publishers.Merge(a, b)` (`Merge3`…`Merge8`, `MergeMany`),
  /// `a.merge(with: b)`, `Observable.merge(a, b)` or `.merge([a, b])` (of `Driver`, `Signal`).
  private static func mergedStreams(_ expression: ExpressionSyntax) -> [ExpressionSyntax]? {
    guard case let .call(callee, arguments) = expression.kind, case let .member(base, name) = callee.kind, !arguments.isEmpty,
      arguments.allSatisfy({ $0.closure == nil })
    else { return nil }
    if name == "merge", arguments[0].label == "with" { return [base] + arguments.map(\.value) }
    guard case let .name(type) = base.kind, arguments.allSatisfy({ $0.label == nil }) else { return nil }
    let isMerge = (type == "Publishers" && (name == "Merge" || name == "MergeMany" || (name.hasPrefix("Merge") && Int(name.dropFirst(5)) != nil)))
      || (["Observable", "Driver", "Signal"].contains(type) && name == "merge")
    guard isMerge else { return nil }
    if arguments.count == 1, case let .array(elements) = arguments[0].value.kind { return elements }
    return arguments.map(\.value)
  }

  struct Refusal: Error, Equatable {
    var reason: String
  }

  private static func quoted(_ expression: ExpressionSyntax, _ text: (Range<Int>) -> String) -> String {
    let line = text(expression.range).onOneLine()
    return line.count > 60 ? line.prefix(59) + "…" : line
  }

}

/// The streams `transform` returns and the locals it makes them through.
struct TransformOutputs: Sendable, Equatable {
  var outputs: [TransformOutput]
  /// The locals of `transform` that are chains, by name; a stream merged in place
  /// (`Publishers.Merge(input.a.map { … }, b)`) is a local of its own, named after the local or
  /// output that merges it with `·` and its place.
  var locals: [String: StreamChain]
  /// The locals' names in the order `transform` declares them, each merged stream's before its
  /// merge's.
  var localOrder: [String]
  /// Why a stream of the input cannot be carried over as the outputs made from it, by field: it
  /// is read elsewhere than in those chains.
  var readElsewhere: [String: String]

  /// The streams of the input a chain starts from, through the locals and merges it reads; nil
  /// where it reads a local that is no chain (or a cycle).
  func streams(of chain: StreamChain) -> Set<String>? {
    // The locals on the way from the chain, not every local met: two merged streams may read one.
    var visiting: Set<String> = []
    func streams(_ source: StreamChain.Source) -> Set<String>? {
      switch source {
      case let .stream(field): return [field]
      case let .local(name):
        guard visiting.insert(name).inserted, let local = locals[name] else { return nil }
        defer { visiting.remove(name) }
        return streams(local.source)
      case let .merge(chains): return chains.reduce(into: Set<String>?.some([])) { found, chain in
          guard let more = streams(chain.source) else { found = nil; return }
          found?.formUnion(more)
        }
      case let .mergedLocals(names): return streams(.merge(names.map { StreamChain(source: .local($0), steps: []) }))
      }
    }
    return streams(chain.source)
  }

  /// The outputs made from the input's stream `field`, when all of them are chains and nothing
  /// else reads the stream; else why not, or nil and empty when none is made from it.
  func outputs(madeFrom field: String) -> (outputs: [TransformOutput], refusal: String?) {
    let made = outputs.filter { $0.chain.flatMap(streams(of:))?.contains(field) == true }
    guard !made.isEmpty else { return ([], nil) }
    return (made, readElsewhere[field])
  }

  /// Reads `method`'s statements: its chain locals, and what it returns, `Output(…)` of the
  /// declared `output` struct's stream fields.
  static func of(_ method: Declaration, output: Declaration, streams: [TransformInput]) -> TransformOutputs? {
    guard let statements = method.statements, let input = method.parameters.first?.boundName, let last = statements.last else { return nil }
    // `return Output(…)`, or `Output(…)` alone, returned without the word.
    let returned: ExpressionSyntax
    switch last.kind {
    case let .return(value?): returned = value
    case let .expression(value) where statements.count == 1: returned = value
    default: return nil
    }
    guard case let .call(callee, arguments) = returned.kind, isOutputInitializer(callee, named: output.name) else { return nil }
    let text = method.sourceText
    var locals: [String: StreamChain] = [:]
    var order: [String] = []
    var localRefusals: [String: String] = [:]
    for statement in statements.dropLast() {
      guard case let .variable(variable) = statement.kind, variable.names.count == 1, let value = variable.initializer else { continue }
      do {
        locals[variable.names[0]] = try StreamChain.of(value, input: input, text: text)
        order.append(variable.names[0])
      } catch {
        localRefusals[variable.names[0]] = (error as? StreamChain.Refusal)?.reason
      }
    }
    var outputs: [TransformOutput] = []
    // An initializer of `Output`'s own may make of its arguments something else than its fields.
    let ownInitializer = output.members.contains { $0.kind == .initializer }
    for member in output.members where member.kind == .let || member.kind == .var {
      guard let type = member.type, let stream = TypeText(type).leafNames.first, TransformInput.streamTypes.contains(stream),
        let element = TopLevelSplit.genericArguments(of: type, named: stream)?.first
      else { continue }
      var found = TransformOutput(field: member.name, element: ["Void", "()"].contains(element) ? nil : element, kind: stream, declaration: member)
      if member.conditions.count > output.conditions.count {
        found.refusal = "it is declared under '#if'"
      } else if ownInitializer {
        found.refusal = "'\(output.name)' has an initializer of its own, which may make of its arguments other values than it is handed"
      } else if let argument = arguments.first(where: { $0.label == member.name }) {
        do {
          let chain = try StreamChain.of(argument.value, input: input, text: text)
          if let unread = chain.readLocals.first(where: { locals[$0] == nil }) {
            found.refusal = localRefusals[unread].map { "'\(unread)': \($0)" } ?? "it is '\(unread)', which 'transform' does not make from the view's streams"
          } else {
            found.chain = chain
          }
        } catch let refusal as StreamChain.Refusal {
          found.refusal = refusal.reason
        } catch {
          found.refusal = "\(error)"
        }
      } else {
        found.refusal = "'\(output.name)(…)' does not set it by name"
      }
      outputs.append(found)
    }
    var result = TransformOutputs(outputs: outputs, locals: locals, localOrder: order, readElsewhere: [:])
    // An output that reads a stream without being a chain of it says why, with its place.
    var refusedOutputs: [(reads: String, reason: String)] = []
    for found in outputs {
      guard let refusal = found.refusal, let argument = arguments.first(where: { $0.label == found.field }) else { continue }
      refusedOutputs.append((text(argument.value.range), "'\(output.name).\(found.field)': \(refusal)"))
    }
    result.findReadsElsewhere(of: streams, in: statements, input: input, refusedOutputs: refusedOutputs, text: text)
    result.nameMergedStreams()
    return result
  }

  /// A stream, or a local made from it, read anywhere but where a chain starts (a subscription,
  /// a closure, an operator Graft does not port): its action does more than set what the view
  /// shows.
  private mutating func findReadsElsewhere(
    of streams: [TransformInput], in statements: [Statement], input: String, refusedOutputs: [(reads: String, reason: String)],
    text: (Range<Int>) -> String
  ) {
    guard let last = statements.last else { return }
    for stream in streams {
      let names = ["\(input).\(stream.field)"] + localOrder.filter { locals[$0].flatMap(self.streams(of:))?.contains(stream.field) == true }
      for statement in statements {
        let chainLocal: String? = if case let .variable(variable) = statement.kind, variable.names.count == 1, locals[variable.names[0]] != nil {
          variable.names[0]
        } else { nil }
        for name in names {
          let expected: Int
          if let chainLocal {
            expected = locals[chainLocal].map { $0.starts(at: name, input: input) } ?? 0
          } else if statement == last {
            expected = outputs.reduce(0) { $0 + ($1.chain?.starts(at: name, input: input) ?? 0) }
          } else {
            expected = 0
          }
          guard Self.mentions(of: name, in: statement) != expected, readElsewhere[stream.field] == nil else { continue }
          if statement == last, let refused = refusedOutputs.first(where: { SwiftIdentifier.mentionedChains(in: $0.reads).contains(name) }) {
            readElsewhere[stream.field] = refused.reason
            continue
          }
          let quoted = text(statement.range).onOneLine()
          let place = "'" + (quoted.count > 60 ? quoted.prefix(59) + "…" : quoted) + "'"
          // `let results = input.query.flatMap { … }`: the operator it goes through says why.
          if case let .variable(variable) = statement.kind, let value = variable.initializer {
            do {
              _ = try StreamChain.of(value, input: input, text: text)
            } catch let refusal as StreamChain.Refusal {
              readElsewhere[stream.field] = "\(place): \(refusal.reason)"
              continue
            } catch {}
          }
          readElsewhere[stream.field] = "\(place) reads '\(name)' otherwise than as a chain of per-value operators"
        }
      }
    }
  }

  /// Each stream merged in place a local of its own, so that a merge is of locals alone.
  private mutating func nameMergedStreams() {
    func named(_ chain: StreamChain, owner: String, into order: inout [String]) -> StreamChain {
      guard case let .merge(chains) = chain.source else { return chain }
      let names = chains.enumerated().map { position, branch -> String in
        if case let .local(name) = branch.source, branch.steps.isEmpty { return name }
        let name = "\(owner)·\(position + 1)"
        locals[name] = named(branch, owner: name, into: &order)
        order.append(name)
        return name
      }
      return StreamChain(source: .mergedLocals(names), steps: chain.steps, repeatsDroppedAfter: chain.repeatsDroppedAfter)
    }
    var order: [String] = []
    for name in localOrder {
      if let chain = locals[name] { locals[name] = named(chain, owner: name, into: &order) }
      order.append(name)
    }
    for position in outputs.indices {
      if let chain = outputs[position].chain { outputs[position].chain = named(chain, owner: outputs[position].field, into: &order) }
    }
    localOrder = order
  }

  /// `Output(…)`, `Output.init(…)`, `.init(…)`.
  private static func isOutputInitializer(_ callee: ExpressionSyntax, named name: String) -> Bool {
    switch callee.kind {
    case .name(name), .implicitMember("init"): return true
    case let .member(base, "init"): if case .name(name) = base.kind { return true }
    default: break
    }
    return false
  }

  /// How often `statement` names `name` (`input.text`, `truncated`), closures entered.
  private static func mentions(of name: String, in statement: Statement) -> Int {
    let parts = name.split(separator: ".").map(String.init)
    var count = 0
    statement.forEachExpressionEnteringClosures { expression in
      if parts.count == 2 {
        if case let .member(base, field) = expression.kind, field == parts[1], case .name(parts[0]) = base.kind { count += 1 }
      } else if case .name(name) = expression.kind {
        count += 1
      }
    }
    return count
  }
}

extension StreamChain {
  /// How often the chain starts at `name` (`input.text`, a local), merged streams counted each.
  func starts(at name: String, input: String) -> Int {
    switch source {
    case let .stream(field): return name == "\(input).\(field)" ? 1 : 0
    case let .local(local): return name == local ? 1 : 0
    case let .merge(chains): return chains.reduce(0) { $0 + $1.starts(at: name, input: input) }
    case let .mergedLocals(names): return names.filter { $0 == name }.count
    }
  }

  /// The locals it starts at, merged ones included.
  var readLocals: [String] {
    switch source {
    case .stream: return []
    case let .local(name): return [name]
    case let .merge(chains): return chains.flatMap(\.readLocals)
    case let .mergedLocals(names): return names
    }
  }
}
