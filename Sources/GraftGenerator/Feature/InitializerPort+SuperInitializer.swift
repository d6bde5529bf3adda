import SwiftDeclarationParser

/// `super.init(itemID: itemID, repository: repository)` in a view model whose superclass's
/// members State holds: State.init runs what that initializer does to them, as if written in
/// the subclass's initializer.
extension InitializerPort {
  /// What the superclass's initializer that `statement` calls does to State, read as State.init
  /// reads the subclass's: nil when the statement calls no initializer of a superclass State
  /// holds, or when its statements would not read the same inside State.init.
  func inliningSuperInitializer(_ statement: Statement) -> InitializerPort? {
    guard let initializers = superclassInitializers.first,
      case let .expression(expression) = statement.kind, case let .call(callee, arguments) = expression.kind,
      case let .member(base, "init") = callee.kind, case .name("super") = base.kind,
      let (initializer, bound) = Self.initializer(in: initializers, called: arguments), let statements = initializer.statements
    else { return nil }
    var inner = InitializerPort(fields: fields, parameters: [], members: members, qualifier: qualifier)
    inner.viewModelName = viewModelName
    inner.privateMembers = privateMembers
    inner.superclassInitializers = Array(superclassInitializers.dropFirst())
    for parameter in initializer.parameters {
      let name = parameter.name ?? parameter.label ?? ""
      // Handed on under its own name, a value State.init takes reads the same inside it; any
      // other argument would have to be renamed throughout the superclass's statements.
      if let argument = bound[name], case .name(name) = argument.kind, parameters.contains(name) {
        inner.parameters.insert(name)
      } else if let argument = bound[name], case .name(name) = argument.kind, serviceParameters.contains(name) {
        inner.serviceParameters.insert(name)
      } else {
        inner.unavailable[name] = "from '\(name)', which 'super.init' hands a value State.init does not take under that name"
      }
    }
    inner.read(statements, in: initializer)
    // Its locals would share State.init's scope with the subclass's own.
    guard inner.locals.isDisjoint(with: locals.union(parameters)) else { return nil }
    return inner
  }

  /// The initializer a call with `arguments` runs, and the argument each parameter is handed
  /// (a defaulted parameter the call leaves out gets none).
  static func initializer(in initializers: [Declaration], called arguments: [Argument]) -> (Declaration, [String: ExpressionSyntax])? {
    for initializer in initializers {
      var bound: [String: ExpressionSyntax] = [:]
      var remaining = arguments[...]
      var matches = true
      for parameter in initializer.parameters {
        let name = parameter.name ?? parameter.label ?? ""
        if let next = remaining.first, next.label == parameter.argumentLabel {
          bound[name] = next.value
          remaining = remaining.dropFirst()
        } else if parameter.defaultValue == nil {
          matches = false
          break
        }
      }
      if matches, remaining.isEmpty { return (initializer, bound) }
    }
    return nil
  }
}
