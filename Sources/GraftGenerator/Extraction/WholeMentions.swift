import SwiftDeclarationParser

/// The names a member's code hands on whole, as values (`combineLatest(email, password)`,
/// `pager.bind(selected: selectedSubject)`, `isValid <~ email`), where no local, closure
/// parameter or case binding of that name is in scope: in `{ orders in self.orders.accept(orders) }`
/// the bare `orders` is the closure's value, not the property; in
/// `combineLatest(email, password).map { email, password in … }` the first two are the properties.
/// `self.email` is always the property. A name read as the start of a chain (`email.value`), a
/// callee or an assignment's target is not handed on.
enum WholeMentions {
  /// Those of `candidates` that `statements` hand on whole.
  static func names(in statements: [Statement], among candidates: Set<String>) -> Set<String> {
    var found: Set<String> = []
    walk(statements, scope: [], candidates: candidates, into: &found)
    return found
  }

  private static func walk(_ statements: [Statement], scope: Set<String>, candidates: Set<String>, into found: inout Set<String>) {
    var scope = scope
    func visit(_ expression: ExpressionSyntax?, _ inScope: Set<String>) {
      if let expression { WholeMentions.visit(expression, isValue: true, scope: inScope, candidates: candidates, into: &found) }
    }
    // Conditions bind in order: `if let a = x, a.isEmpty`.
    func conditions(_ list: [Condition], _ start: Set<String>) -> Set<String> {
      var inner = start
      for condition in list {
        switch condition.kind {
        case let .expression(value): visit(value, inner)
        case let .optionalBinding(_, name, value):
          visit(value, inner)
          inner.insert(name)
        case let .pattern(_, names, value):
          visit(value, inner)
          inner.formUnion(names)
        case .availability: break
        }
      }
      return inner
    }
    for statement in statements {
      switch statement.kind {
      case let .variable(variable):
        visit(variable.initializer, scope)
        scope.formUnion(variable.names)
      case let .expression(value), let .throw(value):
        visit(value, scope)
      case let .return(value):
        visit(value, scope)
      case let .if(branch):
        walk(branch.then, scope: conditions(branch.conditions, scope), candidates: candidates, into: &found)
        walk(branch.otherwise ?? [], scope: scope, candidates: candidates, into: &found)
      case let .guard(list, otherwise):
        let bound = conditions(list, scope)
        walk(otherwise, scope: scope, candidates: candidates, into: &found)
        scope = bound
      case let .while(list, body):
        walk(body, scope: conditions(list, scope), candidates: candidates, into: &found)
      case let .switch(subject, cases):
        visit(subject, scope)
        for item in cases {
          let inner = scope.union(item.names)
          visit(item.whereClause, inner)
          walk(item.body, scope: inner, candidates: candidates, into: &found)
        }
      case let .for(names, sequence, whereClause, body):
        visit(sequence, scope)
        visit(whereClause, scope.union(names))
        walk(body, scope: scope.union(names), candidates: candidates, into: &found)
      case let .repeat(body, condition):
        walk(body, scope: scope, candidates: candidates, into: &found)
        visit(condition, scope)
      case let .do(block, catches):
        walk(block, scope: scope, candidates: candidates, into: &found)
        for item in catches { walk(item.body, scope: scope.union(item.names + ["error"]), candidates: candidates, into: &found) }
      case let .defer(body):
        walk(body, scope: scope, candidates: candidates, into: &found)
      case .break, .continue, .fallthrough, .unsupported:
        continue
      }
    }
  }

  /// `isValue`: whether the expression stands as a value, not as the start of a chain, a callee
  /// or an assignment's target.
  private static func visit(_ expression: ExpressionSyntax, isValue: Bool, scope: Set<String>, candidates: Set<String>, into found: inout Set<String>) {
    func value(_ inner: ExpressionSyntax) { visit(inner, isValue: true, scope: scope, candidates: candidates, into: &found) }
    func base(_ inner: ExpressionSyntax) { visit(inner, isValue: false, scope: scope, candidates: candidates, into: &found) }
    switch expression.kind {
    case let .name(name):
      if isValue, candidates.contains(name), !scope.contains(name) { found.insert(name) }
    case let .member(receiver, name):
      if isValue, case .name("self") = receiver.kind, candidates.contains(name) { found.insert(name) }
      base(receiver)
    case let .optionalChain(inner), let .forceUnwrap(inner), let .parenthesized(inner), let .await(inner), let .try(_, inner):
      visit(inner, isValue: isValue, scope: scope, candidates: candidates, into: &found)
    case let .call(callee, arguments):
      base(callee)
      for argument in arguments { value(argument.value) }
    case let .subscript(receiver, arguments):
      base(receiver)
      for argument in arguments { value(argument.value) }
    case let .closure(closure):
      walk(closure.body, scope: scope.union(closure.parameters), candidates: candidates, into: &found)
    case let .assignment(target, _, assigned):
      base(target)
      value(assigned)
    default:
      for inner in expression.children { value(inner) }
    }
  }
}
