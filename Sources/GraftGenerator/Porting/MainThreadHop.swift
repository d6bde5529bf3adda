import SwiftDeclarationParser

/// `await MainActor.run { … }` and `DispatchQueue.main.async { … }`: the legacy code's way back
/// to the main thread, where a reducer's case always runs. `MainActor.run` waits for its
/// statements, so they run in place; `DispatchQueue.main.async` puts them off to a later turn,
/// which only the last statement of a body can do without changing the order.
enum MainThreadHop {
  /// The statements a hop runs, and whether they are put off (only the last statement may be).
  static func statements(of statement: Statement) -> (body: [Statement], isPutOff: Bool)? {
    guard case var .expression(expression) = statement.kind else { return nil }
    if case let .assignment(target, "=", value) = expression.kind, case .name("_") = target.kind { expression = value }
    if case let .try("try", inner) = expression.kind { expression = inner }
    var isPutOff = true
    if case let .await(inner) = expression.kind {
      expression = inner
      isPutOff = false
    }
    guard case let .call(callee, arguments) = expression.kind, arguments.count == 1, let closure = arguments[0].closure, closure.parameters.isEmpty,
      case let .member(base, name) = callee.kind
    else { return nil }
    switch (base.kind, name, isPutOff) {
    case (.name("MainActor"), "run", false):
      return (WeakSelf.droppingGuard(closure.body), false)
    case (.member(let queue, "main"), "async", true):
      guard case .name("DispatchQueue") = queue.kind else { return nil }
      return (WeakSelf.droppingGuard(closure.body), true)
    default:
      return nil
    }
  }
}
