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
  /// The view model's members' names, which the method's locals do not take.
  var memberNames: Set<String>
  /// How the chains' closures read.
  var closures: ChainClosureReader

  /// The method's source, `extension ViewModel { func nicknameChanged(_ nickname: String) { … } }`.
  func source() throws -> String {
    var flat = self
    flat.inlineLocalsReadOnce()
    return try flat.writtenSource()
  }

  /// How many chains start at the local: outputs' and other locals', merges included.
  private func readers(of local: String) -> Int {
    (outputs.compactMap(\.chain) + dataflow.locals.values).reduce(0) { $0 + Self.starts($1, at: local) }
  }

  /// How often a chain starts at the local: once, as many times as a merge names it, or never.
  private static func starts(_ chain: StreamChain, at local: String) -> Int {
    switch chain.source {
    case .local(local): 1
    case let .mergedLocals(names): names.filter { $0 == local }.count
    default: 0
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
    if let step = steps.last, step.operator_ == .map || (try? closures.isCertainCompactMap(step)) == true { last = steps.removeLast() }
    let made = try emit(steps, value: value, naming: names.fresh(output.field), depth: depth, opened: &opened, into: &lines, names: &names)
    let indent = String(repeating: "  ", count: depth + opened)
    var result = made
    if let last {
      let (prelude, expression, returned, bound) = try closures.parts(of: last.closure, value: made)
      try declare(bound, in: &names)
      lines += prelude.map { indent + $0 }
      if last.operator_ == .compactMap, case let .certain(value)? = closures.optionalForm(of: expression, returned: returned) {
        result = value
      } else if output.isEvent, let returned, case .call = returned.kind, let (root, _) = closures.selfMember(returned), case .optionalChain = root.kind {
        // `{ [weak self] in self?.clear() }` of an event: a call of the view model's, run while it lives.
        result = "self" + expression.dropFirst(5)
      } else {
        result = try closures.certain(expression)
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

  /// Whether what follows a `.removeDuplicates()` in a local only computes values that fields
  /// of State show: its steps after it and every chain made from it do no work and send no event.
  private func onlyShownAfter(_ local: String, steps: ArraySlice<StreamChain.Step>) -> Bool {
    func pure(_ steps: some Collection<StreamChain.Step>) -> Bool { steps.allSatisfy { WeakSelf.droppingGuard($0.closure.body).count <= 1 } }
    guard pure(steps) else { return false }
    for output in outputs where output.chain.map({ Self.starts($0, at: local) > 0 }) == true {
      guard !output.isEvent, let chain = output.chain, pure(chain.steps) else { return false }
    }
    for (name, chain) in dataflow.locals where Self.starts(chain, at: local) > 0 && name != local {
      guard onlyShownAfter(name, steps: chain.steps[...]) else { return false }
    }
    return true
  }

  /// Whether an output's chain starts at the local, or another local read so does.
  private func isRead(_ local: String) -> Bool {
    outputs.contains { $0.chain.map { Self.starts($0, at: local) > 0 } ?? false }
      || dataflow.locals.contains { name, chain in Self.starts(chain, at: local) > 0 && name != local && isRead(name) }
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
      let (prelude, expression, returned, bound) = try closures.parts(of: step.closure, value: current)
      try declare(bound, in: &names)
      lines += prelude.map { indent + $0 }
      let name = position == lastBinding ? naming : names.fresh(naming)
      defer { if step.operator_ != .filter { currentType = nil } }
      switch step.operator_ {
      case .map:
        lines.append(indent + "let \(name) = \(try closures.certain(expression))")
        current = name
      case .filter:
        condition(try closures.certain(expression), indent: indent)
      case .compactMap:
        switch closures.optionalForm(of: expression, returned: returned, valueType: currentType) {
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

  /// Takes the names a closure's statements bind for the method, where no other closure, local
  /// or member has them: the method is one scope where the closures were several.
  private func declare(_ bound: [String], in names: inout NameSource) throws {
    for name in bound where !names.taken.insert(name).inserted {
      throw Refusal(reason: "its closure declares '\(name)', a name another closure, the action or the view model has already")
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
