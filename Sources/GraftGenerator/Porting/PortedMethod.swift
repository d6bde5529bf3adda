import SwiftDeclarationParser

/// The body a view action's port carries into the reducer: a method's, or the closure a
/// reactive view model subscribes to one of the view's streams with
/// (`input.loginTapped.emit(onNext: { [weak self] in … })`), which runs as a method of the
/// stream's value would. Its statements, the values it binds, and its declaration, whose file
/// its texts are read from.
struct PortedMethod {
  /// The method, or the one whose body holds the closure (`transform(_:)`).
  var declaration: Declaration
  /// A closure's statements and the value it binds; nil for the method's own body, read from
  /// the declaration when asked, as before.
  private var closure: (statements: [Statement], parameters: [Parameter])?
  /// The name the closure is handed the view model under (`owner` of `.withUnretained(self)`),
  /// which its statements read as `self`: no ported line may keep it.
  var selfAlias: String? = nil

  /// A method's own body.
  init(_ method: Declaration) {
    declaration = method
  }

  /// A closure of `declaration`'s body, run as a synchronous method of `parameters`.
  init(closureIn declaration: Declaration, statements: [Statement], parameters: [Parameter]) {
    self.declaration = declaration
    closure = (statements, parameters)
  }

  /// Whether it is a closure's body rather than the declaration's.
  var isClosure: Bool { closure != nil }
  var statements: [Statement]? { closure?.statements ?? declaration.statements }
  var parameters: [Parameter] { closure?.parameters ?? declaration.parameters }
  var effects: Effects { closure == nil ? declaration.effects : Effects() }

  var name: String { declaration.name }
  var kind: Declaration.Kind { declaration.kind }
  var returnType: String? { isClosure ? nil : declaration.returnType }
  /// Its statements' text: the method's body, braces included, or the closure's statements.
  var bodyText: String? {
    guard let closure else { return declaration.bodyText }
    guard let first = closure.statements.first, let last = closure.statements.last else { return "" }
    return sourceText(first.range.lowerBound..<last.range.upperBound)
  }

  func sourceText(_ range: Range<Int>) -> String { declaration.sourceText(range) }
  func isInSameFile(as other: Declaration) -> Bool { declaration.isInSameFile(as: other) }
}
