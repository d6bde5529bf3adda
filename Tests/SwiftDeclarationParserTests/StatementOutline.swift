import SwiftDeclarationParser

/// A compact outline of statement trees for assertions: each statement on its own line, nested
/// blocks indented, expressions as S-expressions with their source text at the leaves.
enum StatementOutline {
  static func of(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return lines(StatementReader.statements(of: bytes, in: 0..<bytes.count), bytes, indent: "").joined(separator: "\n")
  }

  static func lines(_ statements: [Statement], _ bytes: [UInt8], indent: String) -> [String] {
    statements.flatMap { lines($0, bytes, indent: indent) }
  }

  static func lines(_ statement: Statement, _ bytes: [UInt8], indent: String) -> [String] {
    let inner = indent + "  "
    func e(_ expression: ExpressionSyntax) -> String { self.expression(expression, bytes) }
    func block(_ body: [Statement]) -> [String] { lines(body, bytes, indent: inner) }
    switch statement.kind {
    case let .expression(expression): return [indent + e(expression)]
    case let .variable(variable):
      var line = indent + variable.modifiers.map { $0 + " " }.joined() + (variable.isConstant ? "let " : "var ")
      line += variable.names.joined(separator: ",")
      if let type = variable.type { line += ": " + type }
      if let initializer = variable.initializer { line += " = " + e(initializer) }
      return [line]
    case let .if(statement):
      return [indent + "if " + conditions(statement.conditions, bytes)] + block(statement.then)
        + (statement.otherwise.map { [indent + "else"] + block($0) } ?? [])
    case let .guard(conditions, otherwise):
      return [indent + "guard " + self.conditions(conditions, bytes)] + block(otherwise)
    case let .switch(subject, cases):
      var result = [indent + "switch " + e(subject)]
      for item in cases {
        var head = inner + (item.isDefault ? "default" : "case " + item.patterns.joined(separator: " | "))
        if !item.names.isEmpty { head += " binds " + item.names.joined(separator: ",") }
        if let whereClause = item.whereClause { head += " where " + e(whereClause) }
        result.append(head)
        result += lines(item.body, bytes, indent: inner + "  ")
      }
      return result
    case let .for(names, sequence, whereClause, body):
      var head = indent + "for " + names.joined(separator: ",") + " in " + e(sequence)
      if let whereClause { head += " where " + e(whereClause) }
      return [head] + block(body)
    case let .while(conditions, body): return [indent + "while " + self.conditions(conditions, bytes)] + block(body)
    case let .repeat(body, condition): return [indent + "repeat"] + block(body) + [indent + "while " + e(condition)]
    case let .do(body, catches):
      var result = [indent + "do"] + block(body)
      for clause in catches {
        let pattern = clause.pattern.map { " " + $0 } ?? ""
        result.append(indent + "catch" + pattern + " binds " + clause.names.joined(separator: ","))
        result += block(clause.body)
      }
      return result
    case let .defer(body): return [indent + "defer"] + block(body)
    case let .return(value): return [indent + "return" + (value.map { " " + e($0) } ?? "")]
    case let .throw(value): return [indent + "throw " + e(value)]
    case let .break(label): return [indent + "break" + (label.map { " " + $0 } ?? "")]
    case let .continue(label): return [indent + "continue" + (label.map { " " + $0 } ?? "")]
    case .fallthrough: return [indent + "fallthrough"]
    case let .unsupported(reason): return [indent + "unsupported(\(reason))"]
    }
  }

  static func conditions(_ conditions: [Condition], _ bytes: [UInt8]) -> String {
    conditions.map { condition in
      switch condition.kind {
      case let .expression(expression): return self.expression(expression, bytes)
      case let .optionalBinding(isConstant, name, value):
        return (isConstant ? "let " : "var ") + name + (value.map { " = " + self.expression($0, bytes) } ?? "")
      case let .pattern(pattern, names, value):
        return "case " + pattern + " binds " + names.joined(separator: ",") + " = " + self.expression(value, bytes)
      case .availability: return "#available"
      }
    }.joined(separator: ", ")
  }

  static func expression(_ expression: ExpressionSyntax, _ bytes: [UInt8]) -> String {
    func e(_ expression: ExpressionSyntax) -> String { self.expression(expression, bytes) }
    func arguments(_ arguments: [Argument]) -> String {
      arguments.map { argument in
        (argument.isTrailingClosure ? "trailing " : "") + (argument.label.map { $0 + ": " } ?? "") + e(argument.value)
      }.joined(separator: ", ")
    }
    let text = String(decoding: bytes[expression.range], as: UTF8.self)
    switch expression.kind {
    case let .name(name): return name
    case .integer, .float, .boolean, .nil, .regex, .keyPath, .pound: return text
    case let .string(interpolations): return interpolations.isEmpty ? text : "string(" + interpolations.map(e).joined(separator: ", ") + ")"
    case let .implicitMember(name): return "." + name
    case let .member(base, name): return "(. " + e(base) + " " + name + ")"
    case let .optionalChain(base): return "(? " + e(base) + ")"
    case let .forceUnwrap(base): return "(! " + e(base) + ")"
    case let .call(callee, list): return "(call " + e(callee) + (list.isEmpty ? "" : " " + arguments(list)) + ")"
    case let .subscript(base, list): return "(subscript " + e(base) + " " + arguments(list) + ")"
    case let .closure(closure):
      var head = "{"
      if !closure.captures.isEmpty { head += "[" + closure.captures.joined(separator: ", ") + "] " }
      if !closure.parameters.isEmpty { head += closure.parameters.joined(separator: ",") + " " }
      if closure.isAsync { head += "async " }
      if closure.isThrowing { head += "throws " }
      return head + lines(closure.body, bytes, indent: "").joined(separator: "; ") + "}"
    case let .tuple(list): return "(tuple " + arguments(list) + ")"
    case let .parenthesized(inner): return "(paren " + e(inner) + ")"
    case let .array(elements): return "[" + elements.map(e).joined(separator: ", ") + "]"
    case let .dictionary(elements): return "[" + (elements.isEmpty ? ":" : elements.map { e($0.key) + ": " + e($0.value) }.joined(separator: ", ")) + "]"
    case let .prefix(op, operand): return "(" + op + "prefix " + e(operand) + ")"
    case let .postfix(operand, op): return "(postfix" + op + " " + e(operand) + ")"
    case let .binary(left, op, right): return "(" + op + " " + e(left) + " " + e(right) + ")"
    case let .assignment(left, op, right): return "(" + op + " " + e(left) + " " + e(right) + ")"
    case let .ternary(condition, then, otherwise): return "(?: " + e(condition) + " " + e(then) + " " + e(otherwise) + ")"
    case let .cast(operand, op, type): return "(" + op + " " + e(operand) + " " + type + ")"
    case let .try(kind, operand): return "(" + kind + " " + e(operand) + ")"
    case let .await(operand): return "(await " + e(operand) + ")"
    case let .unknown(reason): return "unknown(" + reason + ")"
    }
  }
}
