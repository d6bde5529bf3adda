extension Statement {
  /// The statement and every statement nested in it (branches, cases, loop and `do` bodies,
  /// `defer` blocks); closures' bodies are not entered.
  public func forEachStatement(_ body: (Statement) -> Void) {
    body(self)
    let nested: [[Statement]]
    switch kind {
    case let .if(statement): nested = [statement.then, statement.otherwise ?? []]
    case let .guard(_, otherwise): nested = [otherwise]
    case let .switch(_, cases): nested = cases.map(\.body)
    case let .for(_, _, _, loop), let .while(_, loop), let .repeat(loop, _), let .defer(loop): nested = [loop]
    case let .do(block, catches): nested = [block] + catches.map(\.body)
    default: nested = []
    }
    for block in nested { for inner in block { inner.forEachStatement(body) } }
  }

  /// Every expression of the statement and of the statements nested in it, each with the
  /// expressions inside it; closures' bodies are not entered.
  public func forEachExpression(_ body: (ExpressionSyntax) -> Void) {
    forEachStatement { inner in
      for expression in inner.ownExpressions { expression.forEach(body) }
    }
  }

  /// Every expression of the statement and of the statements nested in it, as
  /// `forEachExpression`, and those of the closures among them, whose bodies it enters: what a
  /// `sink { [weak self] in … }` or a completion does is code of the same member, run later.
  public func forEachExpressionEnteringClosures(_ body: (ExpressionSyntax) -> Void) {
    forEachExpression { expression in
      body(expression)
      for closure in expression.closuresMade { for inner in closure.body { inner.forEachExpressionEnteringClosures(body) } }
    }
  }

  /// The expressions the statement holds itself, not those of the statements nested in it.
  public var ownExpressions: [ExpressionSyntax] {
    func conditions(_ list: [Condition]) -> [ExpressionSyntax] {
      list.compactMap { condition in
        switch condition.kind {
        case let .expression(value), let .pattern(_, _, value): return value
        case let .optionalBinding(_, _, value): return value
        case .availability: return nil
        }
      }
    }
    switch kind {
    case let .expression(value), let .throw(value): return [value]
    case let .variable(variable): return variable.initializer.map { [$0] } ?? []
    case let .return(value): return value.map { [$0] } ?? []
    case let .if(statement): return conditions(statement.conditions)
    case let .guard(list, _), let .while(list, _): return conditions(list)
    case let .switch(subject, cases): return [subject] + cases.compactMap(\.whereClause)
    case let .for(_, sequence, whereClause, _): return [sequence] + (whereClause.map { [$0] } ?? [])
    case let .repeat(_, condition): return [condition]
    case .do, .defer, .break, .continue, .fallthrough, .unsupported: return []
    }
  }

  /// The names the statement itself binds, for what follows it or for its own blocks: a
  /// variable's, a `for` loop's, its conditions' (`if let note`, `guard case .loaded(let page)`)
  /// and its cases' (`case .picked(let id)`); not those of the statements nested in it.
  public var boundNames: [String] {
    func bound(by conditions: [Condition]) -> [String] {
      conditions.flatMap { condition -> [String] in
        switch condition.kind {
        case let .optionalBinding(_, name, _): [name]
        case let .pattern(_, names, _): names
        case .expression, .availability: []
        }
      }
    }
    switch kind {
    case let .variable(variable): return variable.names
    case let .for(names, _, _, _): return names
    case let .if(statement): return bound(by: statement.conditions)
    case let .guard(conditions, _), let .while(conditions, _): return bound(by: conditions)
    case let .switch(_, cases): return cases.flatMap(\.names)
    default: return []
    }
  }
}
