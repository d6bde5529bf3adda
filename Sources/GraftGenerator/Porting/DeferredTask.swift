import SwiftDeclarationParser

/// `Task { await load() }` followed by more statements, in a synchronous method on the main
/// actor: the Task's body starts once the method has returned, after those statements. A
/// reducer runs its case, then its effects: the same order once the Task is moved last. Only
/// when nothing after it can end the method early (a `return`, a `guard`, a `throw`, which left
/// the Task running all the same) and no other Task follows it (whose order against it would
/// change); else the statements stay as written, and the porter says why it stops.
enum DeferredTask {
  static func movedLast(_ statements: [Statement]) -> [Statement] {
    guard let position = statements.firstIndex(where: isTask), position < statements.count - 1 else { return statements }
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
      }
    }
    guard !endsEarly, !startsAnother else { return statements }
    return Array(statements[..<position]) + Array(rest) + [statements[position]]
  }

  /// `Task { … }` as a statement of its own.
  private static func isTask(_ statement: Statement) -> Bool {
    guard case let .expression(expression) = statement.kind, case let .call(callee, arguments) = expression.kind,
      case .name("Task") = callee.kind, arguments.count == 1, arguments[0].closure != nil
    else { return false }
    return true
  }
}
