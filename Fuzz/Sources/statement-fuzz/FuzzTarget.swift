import SwiftDeclarationParser

/// libFuzzer's entry point for the statement reader: every input is read as a function body,
/// and every body of the file parsed as declarations is read too. A crash, a hang or runaway
/// memory is a failure; every span the tree gives must lie inside the input and in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  check(StatementReader.statements(of: bytes, in: 0..<bytes.count), size: bytes.count)
  let file = SourceFile(path: "fuzz.swift", bytes: bytes)
  var stack = file.declarations
  while let declaration = stack.popLast() {
    if let statements = declaration.statements { check(statements, size: bytes.count) }
    stack += declaration.members
  }
  return 0
}

/// Every statement's and expression's span lies inside the input, each after the one before.
func check(_ statements: [Statement], size: Int) {
  var previousEnd = 0
  for statement in statements {
    precondition(statement.range.lowerBound >= 0 && statement.range.upperBound <= size, "a statement's span leaves the input")
    precondition(statement.range.lowerBound >= previousEnd || statement.range.isEmpty, "statements out of order")
    previousEnd = max(previousEnd, statement.range.upperBound)
    visit(statement) { expression in
      precondition(expression.range.lowerBound >= 0 && expression.range.upperBound <= size, "an expression's span leaves the input")
    }
  }
}

/// Every expression of a statement, nested statements and closures included.
func visit(_ statement: Statement, _ body: (ExpressionSyntax) -> Void) {
  func expressions(_ expression: ExpressionSyntax) {
    expression.forEach { inner in
      body(inner)
      if case let .closure(closure) = inner.kind { closure.body.forEach { visit($0, body) } }
      if case let .call(_, arguments) = inner.kind {
        for argument in arguments { if let closure = argument.closure { closure.body.forEach { visit($0, body) } } }
      }
    }
  }
  func conditions(_ list: [Condition]) {
    for condition in list {
      switch condition.kind {
      case let .expression(expression): expressions(expression)
      case let .optionalBinding(_, _, value): value.map(expressions)
      case let .pattern(_, _, value): expressions(value)
      case .availability: break
      }
    }
  }
  switch statement.kind {
  case let .expression(expression), let .throw(expression): expressions(expression)
  case let .variable(variable): variable.initializer.map(expressions)
  case let .if(statement):
    conditions(statement.conditions)
    statement.then.forEach { visit($0, body) }
    statement.otherwise?.forEach { visit($0, body) }
  case let .guard(list, otherwise):
    conditions(list)
    otherwise.forEach { visit($0, body) }
  case let .switch(subject, cases):
    expressions(subject)
    for item in cases { item.body.forEach { visit($0, body) } }
  case let .for(_, sequence, whereClause, loop):
    expressions(sequence)
    whereClause.map(expressions)
    loop.forEach { visit($0, body) }
  case let .while(list, loop):
    conditions(list)
    loop.forEach { visit($0, body) }
  case let .repeat(loop, condition):
    loop.forEach { visit($0, body) }
    expressions(condition)
  case let .do(block, catches):
    block.forEach { visit($0, body) }
    for clause in catches { clause.body.forEach { visit($0, body) } }
  case let .defer(block): block.forEach { visit($0, body) }
  case let .return(value): value.map(expressions)
  case .break, .continue, .fallthrough, .unsupported: break
  }
}
