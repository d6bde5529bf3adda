/// The Swift keywords the detectors read statements by, found once per token when a file is
/// lexed: a detector's inner loop then tests a byte instead of looking a name up.
enum Keyword: UInt8, Sendable {
  case none
  // Statements whose block follows.
  case `if`, `guard`, `for`, `while`, `else`, `do`, `catch`, `repeat`, `defer`, `switch`
  // Accessors.
  case get, set, willSet, didSet
  // What may come before an implicit member: `return .profile`.
  case `return`, `case`, `in`, `try`, `await`, `throw`, yield
  // Declarations.
  case `let`, `var`, `func`, initializer, `struct`, `class`, `enum`, `extension`, `protocol`, actor, `typealias`, `some`, `any`
  case `default`, `self`, `super`, `as`, `static`

  /// Keywords that open a statement's block: the `{` that follows is not a closure.
  var opensBlock: Bool { rawValue >= Keyword.if.rawValue && rawValue <= Keyword.didSet.rawValue }

  /// Keywords after which `.name` is an implicit member expression.
  var precedesExpression: Bool { rawValue >= Keyword.return.rawValue && rawValue <= Keyword.yield.rawValue }

  /// Keywords after which a capitalized name is declared or written as a type, not made.
  var precedesTypeName: Bool {
    switch self {
    case .func, .initializer, .struct, .class, .enum, .extension, .protocol, .actor, .typealias, .some, .any: true
    default: false
    }
  }

  /// Keywords after which a name is the type being declared or extended.
  var declaresType: Bool {
    switch self {
    case .struct, .class, .enum, .extension, .protocol, .actor, .typealias: true
    default: false
    }
  }

  /// By name, for the lexer's pass. Spelled out: a case's name read back through reflection
  /// costs a search of every protocol conformance in the binary.
  static let byName = NameTable<Keyword>(
    [
      ("if", Keyword.if), ("guard", .guard), ("for", .for), ("while", .while), ("else", .else), ("do", .do), ("catch", .catch),
      ("repeat", .repeat), ("defer", .defer), ("switch", .switch), ("get", .get), ("set", .set), ("willSet", .willSet),
      ("didSet", .didSet), ("return", .return), ("case", .case), ("in", .in), ("try", .try), ("await", .await), ("throw", .throw),
      ("yield", .yield), ("let", .let), ("var", .var), ("func", .func), ("init", .initializer), ("struct", .struct),
      ("class", .class), ("enum", .enum), ("extension", .extension), ("protocol", .protocol), ("actor", .actor),
      ("typealias", .typealias), ("some", .some), ("any", .any), ("default", .default), ("self", .self), ("super", .super),
      ("as", .as), ("static", .static),
    ].map { (Name($0), $1) })
}
