import SwiftDeclarationParser

/// A `[weak self]` closure's statements as a reducer reads them: its `guard let self` dropped, and
/// `self?.isLoading = false`, `self?.reload()` and `self?.onDone?()`, which run only while the view model lives, as
/// a reducer's case always does (the store lives as long as the screen), read as their `self.…`
/// form. A `self?` inside a value (`let name = self?.name`) is left as it is: there its optional
/// type matters.
enum WeakSelf {
  /// `guard let self else { return }` and `guard let self = self …` opening a closure: a weak
  /// capture's check, which the reducer has no use for.
  static func droppingGuard(_ statements: [Statement]) -> [Statement] {
    guard let first = statements.first, case let .guard(conditions, _) = first.kind, conditions.count == 1,
      case .optionalBinding(_, "self", _) = conditions[0].kind
    else { return statements }
    return Array(statements.dropFirst())
  }

  static func strengthened(_ statement: Statement) -> Statement {
    guard case let .expression(expression) = statement.kind else { return statement }
    switch expression.kind {
    case let .assignment(target, op, value):
      guard let strong = strengthened(chain: target) else { return statement }
      return Statement(.expression(ExpressionSyntax(.assignment(strong, op, value), range: expression.range)), range: statement.range)
    case let .call(callee, arguments):
      guard let strong = strengthened(chain: callee) else { return statement }
      return Statement(.expression(ExpressionSyntax(.call(strong, arguments), range: expression.range)), range: statement.range)
    default:
      return statement
    }
  }

  /// `self?.a.b` as `self.a.b`; nil when the chain does not start at `self?`.
  private static func strengthened(chain expression: ExpressionSyntax) -> ExpressionSyntax? {
    switch expression.kind {
    case let .member(base, name):
      if case let .optionalChain(inner) = base.kind, case .name("self") = inner.kind {
        return ExpressionSyntax(.member(inner, name), range: expression.range)
      }
      return strengthened(chain: base).map { ExpressionSyntax(.member($0, name), range: expression.range) }
    case let .subscript(base, arguments):
      return strengthened(chain: base).map { ExpressionSyntax(.subscript($0, arguments), range: expression.range) }
    // `self?.onDone?(value)`: an optional closure of the view model's, called where it is set.
    case let .optionalChain(base):
      return strengthened(chain: base).map { ExpressionSyntax(.optionalChain($0), range: expression.range) }
    default:
      return nil
    }
  }
}
