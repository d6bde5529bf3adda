import SwiftDeclarationParser

/// `input.tapped.withUnretained(self).subscribe(onNext: { owner, _ in owner.isLoading = true })`:
/// a closure handed the view model under a name of its own, read as `self` wherever the name
/// stands for it. A closure inside that binds the name again (`{ owner in … }`) keeps its own.
enum SelfAlias {
  static func replacing(_ alias: String, in statements: [Statement]) -> [Statement] {
    statements.map { replacing(alias, in: $0) }
  }

  static func replacing(_ alias: String, in statement: Statement) -> Statement {
    let expression = { (value: ExpressionSyntax) in replacing(alias, in: value) }
    let body = { (statements: [Statement]) in replacing(alias, in: statements) }
    let kind: Statement.Kind
    switch statement.kind {
    case let .expression(value): kind = .expression(expression(value))
    case var .variable(variable):
      variable.initializer = variable.initializer.map(expression)
      kind = .variable(variable)
    case var .if(branch):
      branch.conditions = branch.conditions.map { replacing(alias, in: $0) }
      branch.then = body(branch.then)
      branch.otherwise = branch.otherwise.map(body)
      kind = .if(branch)
    case let .guard(conditions, otherwise): kind = .guard(conditions.map { replacing(alias, in: $0) }, else: body(otherwise))
    case let .switch(subject, cases):
      kind = .switch(expression(subject), cases.map { switchCase in
        var switchCase = switchCase
        switchCase.whereClause = switchCase.whereClause.map(expression)
        switchCase.body = body(switchCase.body)
        return switchCase
      })
    case let .for(names, sequence, whereClause, statements):
      kind = .for(names: names, sequence: expression(sequence), whereClause: whereClause.map(expression), body: body(statements))
    case let .while(conditions, statements): kind = .while(conditions.map { replacing(alias, in: $0) }, body(statements))
    case let .repeat(statements, condition): kind = .repeat(body(statements), expression(condition))
    case let .do(statements, catches):
      kind = .do(body(statements), catches: catches.map { clause in
        var clause = clause
        clause.whereClause = clause.whereClause.map(expression)
        clause.body = body(clause.body)
        return clause
      })
    case let .defer(statements): kind = .defer(body(statements))
    case let .return(value): kind = .return(value.map(expression))
    case let .throw(value): kind = .throw(expression(value))
    case .break, .continue, .fallthrough, .unsupported: kind = statement.kind
    }
    return Statement(kind, range: statement.range)
  }

  private static func replacing(_ alias: String, in condition: Condition) -> Condition {
    var condition = condition
    switch condition.kind {
    case let .expression(value): condition.kind = .expression(replacing(alias, in: value))
    case let .optionalBinding(isConstant, name, value): condition.kind = .optionalBinding(isConstant: isConstant, name: name, value: value.map { replacing(alias, in: $0) })
    case let .pattern(text, names, value): condition.kind = .pattern(text, names: names, value: replacing(alias, in: value))
    case .availability: break
    }
    return condition
  }

  static func replacing(_ alias: String, in expression: ExpressionSyntax) -> ExpressionSyntax {
    let inner = { (value: ExpressionSyntax) in replacing(alias, in: value) }
    let arguments = { (list: [Argument]) in
      list.map { Argument(label: $0.label, value: inner($0.value), isTrailingClosure: $0.isTrailingClosure) }
    }
    let kind: ExpressionSyntax.Kind
    switch expression.kind {
    case .name(alias): kind = .name("self")
    case let .string(interpolations): kind = .string(interpolations: interpolations.map(inner))
    case let .member(base, name): kind = .member(inner(base), name)
    case let .optionalChain(base): kind = .optionalChain(inner(base))
    case let .forceUnwrap(base): kind = .forceUnwrap(inner(base))
    case let .call(callee, list): kind = .call(inner(callee), arguments(list))
    case let .subscript(base, list): kind = .subscript(inner(base), arguments(list))
    case var .closure(closure):
      // A closure that names a value of its own so keeps it.
      guard !closure.parameters.contains(alias) else { return expression }
      closure.body = replacing(alias, in: closure.body)
      kind = .closure(closure)
    case let .tuple(list): kind = .tuple(arguments(list))
    case let .parenthesized(base): kind = .parenthesized(inner(base))
    case let .array(elements): kind = .array(elements.map(inner))
    case let .dictionary(elements):
      kind = .dictionary(elements.map { element in
        var element = element
        element.key = inner(element.key)
        element.value = inner(element.value)
        return element
      })
    case let .prefix(op, base): kind = .prefix(op, inner(base))
    case let .postfix(base, op): kind = .postfix(inner(base), op)
    case let .binary(left, op, right): kind = .binary(inner(left), op, inner(right))
    case let .assignment(target, op, value): kind = .assignment(inner(target), op, inner(value))
    case let .ternary(condition, then, otherwise): kind = .ternary(inner(condition), inner(then), inner(otherwise))
    case let .cast(base, op, type): kind = .cast(inner(base), op, type)
    case let .try(mark, base): kind = .try(mark, inner(base))
    case let .await(base): kind = .await(inner(base))
    case .name, .integer, .float, .boolean, .nil, .regex, .implicitMember, .keyPath, .pound, .unknown: return expression
    }
    return ExpressionSyntax(kind, range: expression.range)
  }
}
