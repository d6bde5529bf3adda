import SwiftDeclarationParser

extension ExpressionSyntax {
  /// The name of the object's own method a call's callee names: `reload` in `reload()`,
  /// `self.reload()` and `self?.reload()`; nil for another value's method.
  var ownMethodName: String? {
    switch kind {
    case let .name(name): return name
    case let .member(base, name): return base.isSelf ? name : nil
    default: return nil
    }
  }

  /// `self`, or `self?` in a `[weak self]` closure.
  var isSelf: Bool {
    switch kind {
    case .name("self"): return true
    case let .optionalChain(inner): return inner.isSelf
    default: return false
    }
  }
}
