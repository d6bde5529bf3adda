import SwiftDeclarationParser

/// Work the legacy code puts off for a while: `DispatchQueue.main.asyncAfter(deadline: .now() +
/// 0.3) { … }` and `try await Task.sleep(nanoseconds: 500_000_000)`. A reducer waits on TCA's
/// clock instead (`try await clock.sleep(for: .seconds(0.3))` in an effect, then a case of its
/// own for what follows), which a test replaces with an `ImmediateClock`. Only a delay written
/// as a number, or as a `Duration`/`DispatchTimeInterval` of one, is read, or of a name `seconds`
/// answers for (`PortEnvironment.delaySeconds`: a value of the action of a number's type, a
/// static constant of a number): its length in the reducer is then the legacy code's.
enum Delay {
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` (or `execute: { … }`) as a
  /// statement of its own: the `Duration` the reducer sleeps for, and the closure's statements
  /// (a `[weak self]` check dropped).
  static func putOff(
    by statement: Statement, text: (Range<Int>) -> String, seconds: (ExpressionSyntax) -> String?
  ) -> (duration: String, body: [Statement])? {
    guard case let .expression(expression) = statement.kind, isAsyncAfter(expression), case let .call(_, arguments) = expression.kind,
      arguments.count == 2, arguments[0].label == "deadline", [nil, "execute"].contains(arguments[1].label),
      let closure = arguments[1].closure, closure.parameters.isEmpty,
      case let .binary(now, "+", interval) = arguments[0].value.kind, isNow(now), let duration = duration(of: interval, text: text, seconds: seconds)
    else { return nil }
    return (duration, WeakSelf.droppingGuard(closure.body))
  }

  /// `DispatchQueue.main.asyncAfter(…)`, whatever its arguments.
  static func isAsyncAfter(_ expression: ExpressionSyntax) -> Bool {
    guard case let .call(callee, _) = expression.kind, case let .member(queue, "asyncAfter") = callee.kind,
      case let .member(type, "main") = queue.kind, case .name("DispatchQueue") = type.kind
    else { return false }
    return true
  }

  /// `Task.sleep(nanoseconds: 500_000_000)`, `Task.sleep(for: .seconds(2))`: the `Duration` the
  /// reducer sleeps for on its clock.
  static func slept(by call: ExpressionSyntax, text: (Range<Int>) -> String, seconds: (ExpressionSyntax) -> String?) -> String? {
    guard case let .call(callee, arguments) = call.kind, case let .member(type, "sleep") = callee.kind, case .name("Task") = type.kind,
      arguments.count == 1
    else { return nil }
    switch arguments[0].label {
    case "nanoseconds"?:
      guard case .integer = arguments[0].value.kind else { return nil }
      return duration(nanoseconds: text(arguments[0].value.range))
    case "for"?:
      return durationCall(arguments[0].value, text: text, seconds: seconds)
    default:
      return nil
    }
  }

  /// `guard !Task.isCancelled else { return }` or `if Task.isCancelled { return }`: a task that
  /// ends where it was cancelled, as an effect cancelled in its sleep does.
  static func endsWhenCancelled(_ statement: Statement) -> Bool {
    func isCancelled(_ expression: ExpressionSyntax) -> Bool {
      guard case let .member(type, "isCancelled") = expression.kind, case .name("Task") = type.kind else { return false }
      return true
    }
    func returns(_ statements: [Statement]) -> Bool { statements.count == 1 && statements[0].kind == .return(nil) }
    switch statement.kind {
    case let .guard(conditions, otherwise):
      guard conditions.count == 1, case let .expression(condition) = conditions[0].kind, case let .prefix("!", inner) = condition.kind else { return false }
      return isCancelled(inner) && returns(otherwise)
    case let .if(branch):
      guard branch.conditions.count == 1, case let .expression(condition) = branch.conditions[0].kind, branch.otherwise == nil else { return false }
      return isCancelled(condition) && returns(branch.then)
    default:
      return false
    }
  }

  /// `.now()`, `DispatchTime.now()`.
  private static func isNow(_ expression: ExpressionSyntax) -> Bool {
    guard case let .call(callee, arguments) = expression.kind, arguments.isEmpty else { return false }
    switch callee.kind {
    case .implicitMember("now"): return true
    case let .member(type, "now"): return type.kind == .name("DispatchTime")
    default: return false
    }
  }

  /// `0.3` → `.seconds(0.3)`, `delay` → `.seconds(delay)`; `.milliseconds(300)` as written.
  private static func duration(of interval: ExpressionSyntax, text: (Range<Int>) -> String, seconds: (ExpressionSyntax) -> String?) -> String? {
    switch interval.kind {
    case .integer, .float: ".seconds(\(text(interval.range)))"
    default: durationCall(interval, text: text, seconds: seconds) ?? seconds(interval).map { ".seconds(\($0))" }
    }
  }

  /// `.seconds(2)`, `.milliseconds(300)`: the same in `Duration` as in `DispatchTimeInterval`,
  /// for a number.
  private static func durationCall(_ expression: ExpressionSyntax, text: (Range<Int>) -> String, seconds: (ExpressionSyntax) -> String?) -> String? {
    guard case let .call(callee, arguments) = expression.kind, case let .implicitMember(unit) = callee.kind,
      ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(unit), arguments.count == 1, arguments[0].label == nil
    else { return nil }
    switch arguments[0].value.kind {
    case .integer, .float: return ".\(unit)(\(text(arguments[0].value.range)))"
    default: return seconds(arguments[0].value).map { ".\(unit)(\($0))" }
    }
  }

  /// `500_000_000` → `.milliseconds(500)`: the largest unit that keeps it whole.
  private static func duration(nanoseconds literal: String) -> String? {
    let digits = literal.filter { $0 != "_" }
    guard let value = Int(digits) else { return nil }
    for (unit, scale) in [("seconds", 1_000_000_000), ("milliseconds", 1_000_000), ("microseconds", 1_000)] where value % scale == 0 {
      return ".\(unit)(\(value / scale))"
    }
    return ".nanoseconds(\(value))"
  }
}
