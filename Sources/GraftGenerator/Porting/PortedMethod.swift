import SwiftDeclarationParser

/// The body a view action's port carries into the reducer: a method's, or the closure a
/// reactive view model subscribes to one of the view's streams with
/// (`input.loginTapped.emit(onNext: { [weak self] in … })`), which runs as a method of the
/// stream's value would. Its statements, the values it binds, and its declaration, whose file
/// its texts are read from.
struct PortedMethod {
  /// The method, or the one whose body holds the closure (`transform(_:)`).
  var declaration: Declaration
  var statements: [Statement]?
  var parameters: [Parameter]
  var effects: Effects
  /// Whether it is a closure's body rather than the declaration's.
  var isClosure = false
  /// The name the closure is handed the view model under (`owner` of `.withUnretained(self)`),
  /// which its statements read as `self`: no ported line may keep it.
  var selfAlias: String? = nil

  /// A method's own body.
  init(_ method: Declaration) {
    declaration = method
    statements = method.statements
    parameters = method.parameters
    effects = method.effects
  }

  /// A closure of `declaration`'s body, run as a synchronous method of `parameters`.
  init(closureIn declaration: Declaration, statements: [Statement], parameters: [Parameter]) {
    self.declaration = declaration
    self.statements = statements
    self.parameters = parameters
    effects = Effects()
    isClosure = true
  }

  var name: String { declaration.name }
  var kind: Declaration.Kind { declaration.kind }
  /// Its statements' text: the method's body, braces included, or the closure's statements.
  var bodyText: String? {
    guard isClosure else { return declaration.bodyText }
    guard let first = statements?.first, let last = statements?.last else { return "" }
    return sourceText(first.range.lowerBound..<last.range.upperBound)
  }
  var returnType: String? { isClosure ? nil : declaration.returnType }
  func sourceText(_ range: Range<Int>) -> String { declaration.sourceText(range) }
  func isInSameFile(as other: Declaration) -> Bool { declaration.isInSameFile(as: other) }
}
