/// A statement of a function body, as written, with the span of source bytes it covers.
///
/// The reader knows Swift's statements; a declaration inside a body (a nested function or type),
/// `#if`, and anything it cannot read are `unsupported`, with why, so that a stage built on it
/// can refuse a body instead of misreading it.
public struct Statement: Sendable, Equatable {
  public indirect enum Kind: Sendable, Equatable {
    case expression(ExpressionSyntax)
    /// `let note = …`, `var count: Int`, `let (a, b) = …`.
    case variable(Variable)
    case `if`(If)
    case `guard`([Condition], else: [Statement])
    case `switch`(ExpressionSyntax, [SwitchCase])
    /// `for pattern in sequence where … { … }`: the names the pattern binds.
    case `for`(names: [String], sequence: ExpressionSyntax, whereClause: ExpressionSyntax?, body: [Statement])
    case `while`([Condition], [Statement])
    case `repeat`([Statement], ExpressionSyntax)
    case `do`([Statement], catches: [CatchClause])
    case `defer`([Statement])
    case `return`(ExpressionSyntax?)
    case `throw`(ExpressionSyntax)
    case `break`(label: String?)
    case `continue`(label: String?)
    case `fallthrough`
    case unsupported(String)
  }

  public var kind: Kind
  /// The bytes of the file it spans.
  public var range: Range<Int>

  public init(_ kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}

/// `let x = value`, `var (a, b): (Int, Int)`.
public struct Variable: Sendable, Equatable {
  public var isConstant: Bool
  /// The names the pattern binds, in order: `x`; `a`, `b`.
  public var names: [String]
  /// The type as written, if any.
  public var type: String?
  public var initializer: ExpressionSyntax?
  /// `lazy`, `weak`, …, which a body rarely writes.
  public var modifiers: [String] = []

  public init(isConstant: Bool, names: [String], type: String? = nil, initializer: ExpressionSyntax?, modifiers: [String] = []) {
    self.isConstant = isConstant
    self.names = names
    self.type = type
    self.initializer = initializer
    self.modifiers = modifiers
  }
}

/// `if conditions { … } else …`.
public struct If: Sendable, Equatable {
  public var conditions: [Condition]
  public var then: [Statement]
  /// `else { … }` as its statements, `else if …` as one `if` statement.
  public var otherwise: [Statement]?
}

/// One clause of an `if`, `guard` or `while` condition list.
public struct Condition: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case expression(ExpressionSyntax)
    /// `let x = value`, `var x = value`, `let x` (shorthand: `value` is nil).
    case optionalBinding(isConstant: Bool, name: String, value: ExpressionSyntax?)
    /// `case .loaded(let items) = state`: the pattern's text, the names it binds, the value.
    case pattern(String, names: [String], value: ExpressionSyntax)
    /// `#available(iOS 17, *)`.
    case availability
  }

  public var kind: Kind
  public var range: Range<Int>
}

/// `case .a, .b(let x) where x > 0:` or `default:`, and its statements.
public struct SwitchCase: Sendable, Equatable {
  /// Each pattern's text; empty for `default`.
  public var patterns: [String]
  /// The names the patterns bind.
  public var names: [String]
  public var whereClause: ExpressionSyntax?
  public var body: [Statement]
  public var range: Range<Int>

  public var isDefault: Bool { patterns.isEmpty }
}

/// `catch`, `catch let error as DecodingError`, `catch Failure.offline where …`.
public struct CatchClause: Sendable, Equatable {
  /// The pattern's text; nil for a bare `catch`, which binds `error`.
  public var pattern: String?
  public var names: [String]
  public var whereClause: ExpressionSyntax?
  public var body: [Statement]
}
