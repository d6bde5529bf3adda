import GraftSupport
import SwiftDeclarationParser

/// A closure of a chain `transform` returns (`.map { [weak self] text in … }`) read as the
/// statements of a method and the value it makes: its parameter renamed as the value it is
/// handed, `self?.` of a weak capture read as `self.` where that keeps its meaning, and what it
/// returns told optional or not from its syntax, for `OutputChainMethod`.
struct ChainClosureReader {
  typealias Refusal = StreamChain.Refusal

  /// What `transform` binds (its parameters, its locals), which no closure of a chain may read.
  var transformNames: Set<String>
  /// Whether a property of the view model is optional, or a method returns an optional, by name
  /// (`["title"]`), or a service's (`["notes", "count"]`); nil for no such member, or one Graft
  /// cannot tell.
  var isOptionalMember: ([String]) -> Bool?
  var text: (Range<Int>) -> String

  /// Whether a step is a `.compactMap` whose closure returns what is there whenever the feature is.
  func isCertainCompactMap(_ step: StreamChain.Step) throws -> Bool {
    guard step.operator_ == .compactMap else { return false }
    let (_, expression, returned, _) = try parts(of: step.closure, value: "value")
    if case .certain? = optionalForm(of: expression, returned: returned) { return true }
    return false
  }

  /// A closure's work and the value it returns, with its parameter read as `value`: the
  /// statements before its `return` (a weak capture's `guard let self` dropped), and the
  /// returned expression's text.
  func parts(of closure: Closure, value: String?) throws -> (prelude: [String], expression: String, returned: ExpressionSyntax?, bound: [String]) {
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
    // (Only what lies within the text, in order: a part inside another's is the other's.)
    for (part, replacement) in replaced.sorted(by: { $0.0.lowerBound < $1.0.lowerBound })
    where part.lowerBound >= position && part.upperBound <= range.upperBound {
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
  func selfMember(_ expression: ExpressionSyntax) -> (root: ExpressionSyntax, isOptional: Bool?)? {
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
  func certain(_ expression: String) throws -> String {
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
  func optionalForm(of expression: String, returned: ExpressionSyntax?, valueType: String? = nil) -> Optionality? {
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
