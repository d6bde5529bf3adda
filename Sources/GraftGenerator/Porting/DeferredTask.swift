import SwiftDeclarationParser

/// `Task { await load() }` followed by more statements, in a synchronous method on the main
/// actor: the Task's body starts once the method has returned, after those statements, as work
/// put off on the main queue for a while (`DispatchQueue.main.asyncAfter`) does whatever the
/// view model's isolation (a view calls its actions on the main thread). A
/// reducer runs its case, then its effects: the same order once the Task is moved last. Only
/// when nothing after it can end the method early (a `return`, a `guard`, a `throw`, which left
/// the Task running all the same) and no other Task or wait follows it (whose order against it
/// would change); else the statements stay as written, and the porter says why it stops.
/// (`DispatchQueue.main.async`, put off without a delay, moves nowhere: the porter takes it
/// only last, as `MainThreadHop` says.)
enum DeferredTask {
  /// `tasks`: whether a `Task` moves too (on the main actor), or only work put off on the main
  /// queue.
  static func movedLast(_ statements: [Statement], tasks: Bool = true) -> [Statement] {
    guard let position = statements.firstIndex(where: { tasks ? isTask($0) : isPutOffOnTheMainQueue($0) }), position < statements.count - 1
    else { return statements }
    let rest = statements[(position + 1)...]
    var endsEarly = false
    var startsAnother = false
    for statement in rest {
      statement.forEachStatement { nested in
        switch nested.kind {
        case .return, .guard, .throw, .defer: endsEarly = true
        default: break
        }
      }
      statement.forEachExpression { expression in
        if case let .call(callee, _) = expression.kind, case .name("Task") = callee.kind { startsAnother = true }
        if Delay.isAsyncAfter(expression) { startsAnother = true }
        // In an asynchronous method, a wait after it: the put-off work may run before it ends.
        if case .await = expression.kind { startsAnother = true }
      }
    }
    guard !endsEarly, !startsAnother else { return statements }
    return Array(statements[..<position]) + Array(rest) + [statements[position]]
  }

  /// `Task { … }` (`Task(priority: .high) { … }`) or `DispatchQueue.main.asyncAfter(…) { … }` as a
  /// statement of its own.
  private static func isTask(_ statement: Statement) -> Bool {
    guard case let .expression(expression) = statement.kind, case let .call(callee, _) = expression.kind else { return false }
    if case .name("Task") = callee.kind { return TaskStart(expression) != nil }
    return Delay.isAsyncAfter(expression)
  }

  private static func isPutOffOnTheMainQueue(_ statement: Statement) -> Bool {
    guard case let .expression(expression) = statement.kind else { return false }
    return Delay.isAsyncAfter(expression)
  }
}
