import SwiftDeclarationParser

/// `Task { … }` and `Task(priority: .userInitiated) { … }`: the work a method starts as a task,
/// and the priority it asks for it, which the effect that replaces the task asks for too
/// (`.run(priority: .userInitiated) { … }`). A priority written as a constant of `TaskPriority`
/// (`.high`, `TaskPriority.background`), never a value the body computes.
struct TaskStart {
  var closure: Closure
  /// `.userInitiated`, as written; nil for none.
  var priority: String?

  static let priorities: Set<String> = ["high", "medium", "low", "userInitiated", "utility", "background"]

  /// The task `expression` starts, nil when it starts none or asks for more than a priority.
  init?(_ expression: ExpressionSyntax) {
    guard case let .call(callee, arguments) = expression.kind, case .name("Task") = callee.kind, let closure = arguments.last?.closure
    else { return nil }
    switch arguments.count {
    case 1:
      priority = nil
    case 2:
      guard arguments[0].label == "priority", let priority = Self.priority(arguments[0].value) else { return nil }
      self.priority = priority
    default:
      return nil
    }
    self.closure = closure
  }

  private static func priority(_ value: ExpressionSyntax) -> String? {
    switch value.kind {
    case let .implicitMember(name) where priorities.contains(name):
      return "." + name
    case let .member(base, name) where priorities.contains(name):
      guard case .name("TaskPriority") = base.kind else { return nil }
      return "." + name
    default:
      return nil
    }
  }
}
