import GraftSupport
import SwiftDeclarationParser

/// The method a stream's action runs for the outputs `transform` makes from the stream
/// (`TransformOutputs`), written as the view model would have written it, for `BodyPorter` to
/// port as any other: each value goes through the chain's closures in order, and ends in a field
/// the view shows (`self.nicknameValid = !nickname.isEmpty`) or an event it hears
/// (`self.moveToNext.send()`). `.filter` is an `if`, `.compactMap` an `if let`, and a local of
/// `transform` that outputs share is a local of the method, computed once as a shared stream
/// would.
struct OutputChainMethod {
  typealias Refusal = StreamChain.Refusal

  /// The view model's name, which the method extends.
  var viewModel: String
  /// The action's name, the method's.
  var action: String
  /// The input's stream the action stands for: its field.
  var stream: String
  /// The stream's value: its name in the method and its type; nil for `Void`.
  var value: (name: String, type: String)?
  var outputs: [TransformOutput]
  var dataflow: TransformOutputs
  /// What `transform` binds (its parameters, its locals), which no closure of a chain may read.
  var transformNames: Set<String>
  /// The view model's members' names, which the method's locals do not take.
  var memberNames: Set<String>
  /// Whether a property of the view model is optional, or a method returns an optional, by name
  /// (`["title"]`), or a service's (`["notes", "count"]`); nil for no such member, or one Graft
  /// cannot tell.
  var isOptionalMember: ([String]) -> Bool?
  var text: (Range<Int>) -> String

  /// The method's source, `extension ViewModel { func nicknameChanged(_ nickname: String) { … } }`.
  func source() throws -> String {
    var flat = self
    flat.inlineLocalsReadOnce()
    return try flat.writtenSource()
  }

  /// How many chains start at the local: outputs' and other locals', merges included.
  private func readers(of local: String) -> Int {
    let chains = outputs.compactMap(\.chain) + dataflow.locals.values
    return chains.reduce(0) { count, chain in
      switch chain.source {
      case .local(local): count + 1
      case let .mergedLocals(names): count + names.filter { $0 == local }.count
      default: count
      }
    }
  }

  /// A local that only one output reads, and nothing else: part of that output's chain, so that
  /// `let valid = input.name.map { !$0.isEmpty }` returned as `valid` sets the field at once.
  private mutating func inlineLocalsReadOnce() {
    var changed = true
    while changed {
      changed = false
      for position in outputs.indices {
        guard let chain = outputs[position].chain, case let .local(name) = chain.source, let local = dataflow.locals[name],
          readers(of: name) == 1
        else { continue }
        outputs[position].chain = StreamChain(
          source: local.source, steps: local.steps + chain.steps,
          repeatsDroppedAfter: local.repeatsDroppedAfter ?? chain.repeatsDroppedAfter.map { local.steps.count + $0 })
        dataflow.locals[name] = nil
        changed = true
      }
    }
  }

  private func writtenSource() throws -> String {
    var names = NameSource(taken: memberNames.union(value.map { [$0.name] } ?? []))
    var lines: [String] = []
    try emit(from: .stream(stream), value: value?.name, depth: 1, into: &lines, names: &names)
    let parameters = value.map { "_ \($0.name): \($0.type)" } ?? ""
    // A statement written over several lines keeps its lines, indented as its first.
    let body = lines.map { line -> String in
      let indent = String(line.prefix { $0 == " " })
      return line.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .map { position, part in "  " + (position == 0 ? "" : indent) + part + "\n" }.joined()
    }.joined()
    return "extension \(viewModel) {\n  func \(action)(\(parameters)) {\n" + body + "  }\n}\n"
  }

  /// Writes what the chains starting at `source` do with `value`, the value it delivers: a
  /// merge of the source with others starts there too.
  private func emit(from source: StreamChain.Source, value: String?, depth: Int, into lines: inout [String], names: inout NameSource) throws {
    func starts(_ chain: StreamChain) -> Bool {
      if chain.source == source { return true }
      if case let .mergedLocals(merged) = chain.source, case let .local(name) = source { return merged.contains(name) }
      return false
    }
    // A merged stream only its output reads is part of that output's chain
    // (`Publishers.Merge(input.next.map { .bio }, …)` sets the field at once).
    func mergedIntoOutput(_ local: String) -> Bool {
      readers(of: local) == 1 && outputs.contains { output in
        if case let .mergedLocals(merged)? = output.chain?.source { return merged.contains(local) }
        return false
      }
    }
    for local in dataflow.localOrder {
      guard let chain = dataflow.locals[local], starts(chain), isRead(local), !mergedIntoOutput(local) else { continue }
      // A closure that does more than make a value runs once for each subscriber of a stream
      // that is not shared: what the view subscribes to decides how often, which Graft cannot see.
      if readers(of: local) > 1, chain.steps.contains(where: { WeakSelf.droppingGuard($0.closure.body).count > 1 }) {
        throw Refusal(reason: "'\(Self.shown(local))' does work in its closure and \(readers(of: local)) streams are made from it: how often it runs depends on who subscribes")
      }
      if let dropped = chain.repeatsDroppedAfter, !onlyShownAfter(local, steps: chain.steps[min(dropped, chain.steps.count)...]) {
        throw Refusal(reason: "'\(Self.shown(local))' lets through only values that changed ('.removeDuplicates()'), which an action that runs for every value cannot tell")
      }
      var opened = 0
      let name = names.fresh(Self.shown(local))
      let made = try emit(chain.steps, value: value, naming: name, depth: depth, opened: &opened, into: &lines, names: &names)
      try emit(from: .local(local), value: made, depth: depth + opened, into: &lines, names: &names)
      close(opened, depth: depth, into: &lines)
    }
    for output in outputs {
      guard let chain = output.chain else { continue }
      guard case let .mergedLocals(merged) = chain.source else {
        if starts(chain) {
          try emit(output, steps: chain.steps, repeatsDroppedAfter: chain.repeatsDroppedAfter, value: value, depth: depth, into: &lines, names: &names)
        }
        continue
      }
      // A merge delivers its streams' values in the order it subscribed to them.
      for local in merged {
        if case .local(local) = source {
          try emit(output, steps: chain.steps, repeatsDroppedAfter: chain.repeatsDroppedAfter, value: value, depth: depth, into: &lines, names: &names)
        } else if mergedIntoOutput(local), let branch = dataflow.locals[local], starts(branch) {
          let dropped = branch.repeatsDroppedAfter ?? chain.repeatsDroppedAfter.map { branch.steps.count + $0 }
          try emit(output, steps: branch.steps + chain.steps, repeatsDroppedAfter: dropped, value: value, depth: depth, into: &lines, names: &names)
        }
      }
    }
  }

  /// Writes `steps` run on `value`, ending in the output: the field set, or the event sent.
  private func emit(
    _ output: TransformOutput, steps: [StreamChain.Step], repeatsDroppedAfter: Int?, value: String?, depth: Int, into lines: inout [String],
    names: inout NameSource
  ) throws {
    // `.removeDuplicates()` lets through only values that changed: a field of State set to the
    // value it holds is the same either way; an event sent, or work done, after it is not.
    if let dropped = repeatsDroppedAfter,
      output.isEvent || steps[min(dropped, steps.count)...].contains(where: { WeakSelf.droppingGuard($0.closure.body).count > 1 })
    {
      throw Refusal(reason: "'\(output.field)' lets through only values that changed ('.removeDuplicates()'), which an action that runs for every value cannot tell")
    }
    var opened = 0
    var steps = steps
    // The last `.map` of a value shown is the field's new value, set at once; so is a
    // `.compactMap` of what is there whenever the feature is.
    var last: StreamChain.Step?
    if let step = steps.last, step.operator_ == .map || (try? isCertainCompactMap(step)) == true { last = steps.removeLast() }
    let made = try emit(steps, value: value, naming: names.fresh(output.field), depth: depth, opened: &opened, into: &lines, names: &names)
    let indent = String(repeating: "  ", count: depth + opened)
    var result = made
    if let last {
      let (prelude, expression, returned, bound) = try parts(of: last.closure, value: made)
      try declare(bound, in: &names)
      lines += prelude.map { indent + $0 }
      if last.operator_ == .compactMap, case let .certain(value)? = optionalForm(of: expression, returned: returned) {
        result = value
      } else if output.isEvent, let returned, case .call = returned.kind, let (root, _) = selfMember(returned), case .optionalChain = root.kind {
        // `{ [weak self] in self?.clear() }` of an event: a call of the view model's, run while it lives.
        result = "self" + expression.dropFirst(5)
      } else {
        result = try certain(expression)
      }
    }
    if output.isEvent, output.element == nil {
      // A `Void` stream's last closure is run for what it does.
      if let result, result != "()", last != nil { lines.append(indent + result) }
      lines.append(indent + "self.\(output.field).send()")
    } else if output.isEvent {
      guard let result else { throw Refusal(reason: "'\(output.field)' delivers values, and its chain makes none") }
      lines.append(indent + "self.\(output.field).send(\(result))")
    } else {
      guard let result else { throw Refusal(reason: "'\(output.field)' delivers values, and its chain makes none") }
      // (`Output.mission` of `self?.mission`: State's own field, shown as it is; another value
      // would overwrite the view model's own.)
      if output.mirrorsMember, result != "self.\(output.field)" {
        throw Refusal(reason: "'\(output.field)' is named as the view model's '\(output.field)', and its chain makes another value of it")
      }
      if result != "self.\(output.field)" { lines.append(indent + "self.\(output.field) = \(result)") }
    }
    close(opened, depth: depth, into: &lines)
  }

  /// Whether a step is a `.compactMap` whose closure returns what is there whenever the feature is.
  private func isCertainCompactMap(_ step: StreamChain.Step) throws -> Bool {
    guard step.operator_ == .compactMap else { return false }
    let (_, expression, returned, _) = try parts(of: step.closure, value: "value")
    if case .certain? = optionalForm(of: expression, returned: returned) { return true }
    return false
  }

  /// Whether what follows a `.removeDuplicates()` in a local only computes values that fields
  /// of State show: its steps after it and every chain made from it do no work and send no event.
  private func onlyShownAfter(_ local: String, steps: ArraySlice<StreamChain.Step>) -> Bool {
    func pure(_ steps: some Collection<StreamChain.Step>) -> Bool { steps.allSatisfy { WeakSelf.droppingGuard($0.closure.body).count <= 1 } }
    func reads(_ chain: StreamChain) -> Bool {
      switch chain.source {
      case .local(local): true
      case let .mergedLocals(names): names.contains(local)
      default: false
      }
    }
    guard pure(steps) else { return false }
    for output in outputs where output.chain.map(reads) == true {
      guard !output.isEvent, let chain = output.chain, pure(chain.steps) else { return false }
    }
    for (name, chain) in dataflow.locals where reads(chain) && name != local {
      guard onlyShownAfter(name, steps: chain.steps[...]) else { return false }
    }
    return true
  }

  /// Whether an output's chain starts at the local, or another local read so does.
  private func isRead(_ local: String) -> Bool {
    func reads(_ chain: StreamChain) -> Bool {
      switch chain.source {
      case .local(local): true
      case let .mergedLocals(names): names.contains(local)
      default: false
      }
    }
    return outputs.contains { $0.chain.map(reads) ?? false }
      || dataflow.locals.contains { name, chain in reads(chain) && name != local && isRead(name) }
  }

  /// A local's name as the method binds it: a merged stream's is its merge's (`count·2`).
  private static func shown(_ local: String) -> String {
    String(local.prefix { $0 != "·" })
  }

  /// Writes `steps` run on `value`, and returns the name of what they make (`naming`), nil for
  /// nothing (a stream of `Void`). Each `.filter` and `.compactMap` opens a block, counted in
  /// `opened`.
  private func emit(
    _ steps: [StreamChain.Step], value: String?, naming: String, depth: Int, opened: inout Int, into lines: inout [String], names: inout NameSource
  ) throws -> String? {
    var current = value
    // The type of what `current` holds, known for the stream's own value only.
    var currentType = current == self.value?.name ? self.value?.type : nil
    // The last step that makes a value binds `naming`; one before it a name of its own.
    let lastBinding = steps.lastIndex { $0.operator_ != .filter }
    // The line of the `if` this chain opened last, while nothing followed it: a condition after
    // it joins it (`if let age = Int(text), age > 0 {`).
    var openIf: Int?
    func condition(_ text: String, indent: String) {
      if let line = openIf, line == lines.count - 1, lines[line].hasSuffix(" {") {
        lines[line] = String(lines[line].dropLast(2)) + ", " + text + " {"
      } else {
        lines.append(indent + "if " + text + " {")
        opened += 1
      }
      openIf = lines.count - 1
    }
    for (position, step) in steps.enumerated() {
      let indent = String(repeating: "  ", count: depth + opened)
      let (prelude, expression, returned, bound) = try parts(of: step.closure, value: current)
      try declare(bound, in: &names)
      lines += prelude.map { indent + $0 }
      let name = position == lastBinding ? naming : names.fresh(naming)
      defer { if step.operator_ != .filter { currentType = nil } }
      switch step.operator_ {
      case .map:
        lines.append(indent + "let \(name) = \(try certain(expression))")
        current = name
      case .filter:
        condition(try certain(expression), indent: indent)
      case .compactMap:
        switch optionalForm(of: expression, returned: returned, valueType: currentType) {
        case let .optional(optional)?:
          condition("let \(name) = \(optional)", indent: indent)
        case let .certain(value)?:
          // `self?.mission` of a weak capture, `mission` not optional: there whenever the feature is.
          lines.append(indent + "let \(name) = \(value)")
        case nil:
          throw Refusal(reason: "its '.compactMap' closure returns '\(expression.prefix(60))', which Graft cannot tell is optional")
        }
        current = name
      }
    }
    return current
  }

  private func close(_ opened: Int, depth: Int, into lines: inout [String]) {
    for level in stride(from: depth + opened - 1, through: depth, by: -1) { lines.append(String(repeating: "  ", count: level) + "}") }
  }

  /// A closure's work and the value it returns, with its parameter read as `value`: the
  /// statements before its `return` (a weak capture's `guard let self` dropped), and the
  /// returned expression's text.
  private func parts(of closure: Closure, value: String?) throws -> (prelude: [String], expression: String, returned: ExpressionSyntax?, bound: [String]) {
    guard !closure.isAsync, !closure.isThrowing else { throw Refusal(reason: "its closure is asynchronous or throws") }
    if let capture = closure.captures.first(where: { !["weak self", "unowned self", "self", "unowned(safe) self"].contains($0) }) {
      throw Refusal(reason: "its closure captures '\(capture)'")
    }
    guard closure.parameters.count <= 1 else { throw Refusal(reason: "its closure takes \(closure.parameters.count) values, where the stream delivers one") }
    let body = WeakSelf.droppingGuard(closure.body)
    let statements = Array(body.dropLast())
    let returned: ExpressionSyntax?
    switch body.last?.kind {
    case let .return(expression)?: returned = expression
    case let .expression(expression)? where body.count == 1: returned = expression
    case nil: returned = nil
    default:
      throw Refusal(reason: "its closure does not end in the value it returns")
    }
    for statement in statements {
      var returns = false
      statement.forEachStatement { if case .return = $0.kind { returns = true } }
      if returns { throw Refusal(reason: "its closure returns early ('\(text(statement.range).onOneLine().prefix(60))')") }
    }
    let parameter = closure.parameters.first ?? "$0"
    for name in transformNames.subtracting([parameter]).sorted()
    where (statements + [returned.map { Statement(.expression($0), range: $0.range) }].compactMap { $0 }).contains(where: { BodyPorter.reads($0, name) }) {
      throw Refusal(reason: "its closure reads '\(name)', which 'transform' binds, and which the action does not carry")
    }
    var prelude: [String] = []
    for statement in statements {
      // `self?.camperID = id`: the view model's, which runs while it lives, as a reducer's case always does.
      let strengthens = WeakSelf.strengthened(statement) != statement
      prelude.append(try rewritten(statement.range, parameter: parameter, value: value, in: [statement], strengthening: strengthens ? statement : nil))
    }
    let bound = statements.flatMap(\.boundNames)
    guard let returned else { return (prelude, "()", nil, bound) }
    let expression = try rewritten(
      returned.range, parameter: parameter, value: value, in: [Statement(.expression(returned), range: returned.range)], strengthening: nil)
    return (prelude, expression, returned, bound)
  }

  /// Takes the names a closure's statements bind for the method, where no other closure, local
  /// or member has them: the method is one scope where the closures were several.
  private func declare(_ bound: [String], in names: inout NameSource) throws {
    for name in bound where !names.taken.insert(name).inserted {
      throw Refusal(reason: "its closure declares '\(name)', a name another closure, the action or the view model has already")
    }
  }

  /// The text at `range`, the closure's parameter renamed `value` and a leading `self?.` chain of
  /// a statement read as `self.`.
  private func rewritten(_ range: Range<Int>, parameter: String, value: String?, in statements: [Statement], strengthening: Statement?) throws -> String {
    var replaced: [(Range<Int>, String)] = []
    for statement in statements {
      let visit = { (expression: ExpressionSyntax) in
        if case .name(parameter) = expression.kind { replaced.append((expression.range, value ?? "")) }
      }
      // `$0` of a closure inside is that closure's own; a named parameter is read inside too.
      if parameter == "$0" { statement.forEachExpression(visit) } else { statement.forEachExpressionEnteringClosures(visit) }
      if parameter != "$0" {
        var rebinds = false
        statement.forEachExpressionEnteringClosures { expression in
          for closure in expression.closuresMade where closure.parameters.contains(parameter) { rebinds = true }
        }
        statement.forEachStatement { if $0.boundNames.contains(parameter) { rebinds = true } }
        if rebinds { throw Refusal(reason: "its closure names another value '\(parameter)'") }
      }
    }
    if parameter == "_" { replaced = [] }
    if !replaced.isEmpty, value == nil { throw Refusal(reason: "its closure reads '\(parameter)', a value of 'Void'") }
    if let strengthening, case let .expression(expression) = strengthening.kind {
      expression.forEach { node in
        if case let .optionalChain(inner) = node.kind, case .name("self") = inner.kind, node.range.lowerBound == range.lowerBound {
          replaced.append((node.range, "self"))
        }
      }
    }
    // `self?.maxCount ?? 0` of a weak capture, `maxCount` not optional: `self.maxCount`, as the
    // view model reads it while it lives.
    for statement in statements {
      statement.forEachExpression { node in
        guard case let .binary(left, "??", _) = node.kind, let (root, optional) = selfMember(left), case .optionalChain = root.kind,
          optional == false
        else { return }
        replaced.append((root.range, "self"))
        replaced.append((left.range.upperBound..<node.range.upperBound, ""))
      }
    }
    var result = ""
    var position = range.lowerBound
    for (part, replacement) in replaced.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) where part.lowerBound >= position {
      result += text(position..<part.lowerBound) + replacement
      position = part.upperBound
    }
    result += text(position..<range.upperBound)
    if parameter != "$0", parameter != "_", parameter != value, Self.readsName(parameter, in: result) {
      throw Refusal(reason: "its closure reads '\(parameter)' where Graft cannot follow it")
    }
    return relative(result, startingAt: range.lowerBound)
  }

  /// `text`, which starts at byte `start` of the file, with its lines after the first indented
  /// from the first's line rather than from the file's margin.
  private func relative(_ text: String, startingAt start: Int) -> String {
    let before = Array(self.text(max(0, start - 200)..<start).utf8)
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let margin = before[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }.count
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return ([String(lines[0])] + lines.dropFirst().map { line in
      let blanks = line.prefix { $0 == " " || $0 == "\t" }.count
      return String(line.dropFirst(min(blanks, margin)))
    }).joined(separator: "\n")
  }

  /// `self?.name`, `self.name`, `self?.name(…)`, `self?.service.method(…)`: a member of the view
  /// model, or a method of a service it holds, read through `self` (`self?` of a weak capture,
  /// whose node is returned), and whether its type is optional; nil where it is no such member or
  /// Graft cannot tell.
  private func selfMember(_ expression: ExpressionSyntax) -> (root: ExpressionSyntax, isOptional: Bool?)? {
    var member = expression
    if case let .call(callee, _) = member.kind { member = callee }
    var path: [String] = []
    while case let .member(base, name) = member.kind {
      path.insert(name, at: 0)
      member = base
      guard path.count <= 2 else { return nil }
    }
    switch member.kind {
    case let .optionalChain(inner): guard case .name("self") = inner.kind, !path.isEmpty else { return nil }
    case .name("self"): guard !path.isEmpty else { return nil }
    default: return nil
    }
    return (member, isOptionalMember(path))
  }

  /// Whether `text` names `name` other than as a member or an argument's label (`f(name: x)`).
  private static func readsName(_ name: String, in text: String) -> Bool {
    let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
    var searched = text[...]
    while let found = searched.range(of: name) {
      searched = text[found.upperBound...]
      let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
      let after = text[found.upperBound...].first ?? " "
      if isWord(before) || before == "." || before == "$" || isWord(after) { continue }
      if text[found.upperBound...].drop(while: { $0 == " " }).first == ":" { continue }
      return true
    }
    return false
  }

  /// An expression that is a value as written: not one reached through a weak capture's `self?`.
  private func certain(_ expression: String) throws -> String {
    if expression.contains("self?") { throw Refusal(reason: "its closure returns a value through 'self?'") }
    return expression
  }

  enum Optionality {
    /// An optional `if let` binds.
    case optional(String)
    /// A value that is there whenever the feature is.
    case certain(String)
  }

  /// What a `.compactMap` closure returns, when Graft can tell from its syntax: an optional
  /// through optional chaining, `as?`, `try?`, `first`/`last`, a failable conversion of a
  /// `String` (`Int(text)`, `URL(string:)`), or a member of the view model whose type is
  /// optional. `self?.mission` of a weak capture is `self.mission`, certain where the property
  /// is not optional. `valueType`: the type of the value the closure is handed, where known.
  private func optionalForm(of expression: String, returned: ExpressionSyntax?, valueType: String? = nil) -> Optionality? {
    let trimmed = expression.trimmed()
    guard let returned else { return nil }
    if let (root, optional) = selfMember(returned) {
      var strong = trimmed
      if case .optionalChain = root.kind, strong.hasPrefix("self?") { strong = "self" + strong.dropFirst(5) }
      guard !strong.contains("self?") else { return nil }
      switch optional {
      case true?: return .optional(strong)
      case false?: return .certain(strong)
      case nil: return nil
      }
    }
    if trimmed.contains("self?") { return nil }
    switch returned.kind {
    case .cast(_, "as?", _), .try("try?", _): return .optional(trimmed)
    case .member(_, "first"), .member(_, "last"): return .optional(trimmed)
    case let .call(callee, arguments):
      if case let .member(_, name) = callee.kind, ["randomElement", "first", "last", "firstIndex", "lastIndex", "min", "max"].contains(name) {
        return .optional(trimmed)
      }
      // `Int(text)` of a `String`; `URL(string:)`, `UUID(uuidString:)`, `Decimal(string:)` of anything.
      guard case let .name(type) = callee.kind, arguments.count == 1 else { break }
      if ["URL", "Decimal"].contains(type) && arguments[0].label == "string" || type == "UUID" && arguments[0].label == "uuidString" {
        return .optional(trimmed)
      }
      if ["Int", "Double", "Float", "Bool", "Int64", "Int32"].contains(type), arguments[0].label == nil, valueType == "String",
        case .name = arguments[0].value.kind
      {
        return .optional(trimmed)
      }
    case .name:
      if let valueType, valueType.hasSuffix("?") { return .optional(trimmed) }
    default: break
    }
    // `item?.title`, `items.first?.name`: optional chaining, outside any argument.
    var node = returned
    while true {
      switch node.kind {
      case .optionalChain: return .optional(trimmed)
      case let .member(base, _), let .call(base, _), let .subscript(base, _), let .forceUnwrap(base): node = base
      default: return nil
      }
    }
  }
}

/// Local names a generated method binds, none of them one it reads already.
struct NameSource {
  var taken: Set<String>

  mutating func fresh(_ base: String) -> String {
    var name = base
    var number = 2
    while taken.contains(name) {
      name = base + String(number)
      number += 1
    }
    taken.insert(name)
    return name
  }
}
