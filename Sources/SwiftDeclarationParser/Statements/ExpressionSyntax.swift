/// An expression of a function body, as written: its shape, and the span of source bytes it
/// covers, so that a reader can quote it or rewrite parts of it without reformatting the rest.
///
/// Binary operators are folded with Swift's standard precedences; an operator the standard
/// library does not declare is folded with the additive ones, which is what custom operators
/// usually mean. What the reader does not understand is `unknown`: never a guess.
public struct ExpressionSyntax: Sendable, Equatable {
  public indirect enum Kind: Sendable, Equatable {
    /// `x`, `self`, `super`, `$0`, `$text`, `` `default` `` (without its backticks), or a
    /// type's name (`Date`, `[Note]` in `[Note]()`, `Set<AnyCancellable>`).
    case name(String)
    case integer
    case float
    case boolean(Bool)
    case `nil`
    /// A string literal; the code of its interpolations, in order.
    case string(interpolations: [ExpressionSyntax])
    case regex
    /// `.saved` with no base: a member of the type the context expects.
    case implicitMember(String)
    /// `base.name`, `base.0`.
    case member(ExpressionSyntax, String)
    /// `base?`, as in `onSave?(note)` or `delegate?.finish()`.
    case optionalChain(ExpressionSyntax)
    /// `base!`.
    case forceUnwrap(ExpressionSyntax)
    /// `callee(arguments)`, trailing closures among the arguments.
    case call(ExpressionSyntax, [Argument])
    case `subscript`(ExpressionSyntax, [Argument])
    case closure(Closure)
    /// `(a, b: c)`, `()`: a tuple; one unlabeled element in parentheses is `parenthesized`.
    case tuple([Argument])
    case parenthesized(ExpressionSyntax)
    case array([ExpressionSyntax])
    case dictionary([DictionaryElement])
    /// `!flag`, `-x`, `&value`.
    case prefix(String, ExpressionSyntax)
    /// `range...`.
    case postfix(ExpressionSyntax, String)
    case binary(ExpressionSyntax, String, ExpressionSyntax)
    /// `x = y`, `x += 1`: assignment is an expression in Swift, at the lowest precedence.
    case assignment(ExpressionSyntax, String, ExpressionSyntax)
    case ternary(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
    /// `x as T`, `x as? T`, `x as! T`, `x is T`: the operator and the type as written.
    case cast(ExpressionSyntax, String, String)
    /// `try`, `try?` or `try!`, and what follows.
    case `try`(String, ExpressionSyntax)
    case await(ExpressionSyntax)
    /// `\.name`, `\Note.text`.
    case keyPath
    /// `#selector(…)`, `#file`, `#available(…)`.
    case pound(String)
    /// What the reader does not understand, with why.
    case unknown(String)
  }

  public var kind: Kind
  /// The bytes of the file it spans.
  public var range: Range<Int>

  public init(_ kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }

  /// Every expression inside this one, depth first, this one included; closures' statements are
  /// not entered (they run later, elsewhere).
  public func forEach(_ visit: (ExpressionSyntax) -> Void) {
    visit(self)
    for child in children { child.forEach(visit) }
  }

  /// The closures this expression makes itself: one written as a value, or handed to a call or a
  /// subscript as an argument.
  public var closuresMade: [Closure] {
    switch kind {
    case let .closure(closure): [closure]
    case let .call(_, arguments), let .subscript(_, arguments): arguments.compactMap(\.closure)
    default: []
    }
  }

  /// The expressions directly inside this one, closures excluded.
  public var children: [ExpressionSyntax] {
    switch kind {
    case let .string(interpolations): return interpolations
    case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .parenthesized(base),
      let .prefix(_, base), let .postfix(base, _), let .cast(base, _, _), let .try(_, base), let .await(base):
      return [base]
    case let .call(callee, arguments), let .subscript(callee, arguments):
      return [callee] + arguments.compactMap { $0.closure == nil ? $0.value : nil }
    case let .tuple(arguments): return arguments.map(\.value)
    case let .array(elements): return elements
    case let .dictionary(elements): return elements.flatMap { [$0.key, $0.value] }
    case let .binary(left, _, right), let .assignment(left, _, right): return [left, right]
    case let .ternary(condition, then, otherwise): return [condition, then, otherwise]
    case .name, .integer, .float, .boolean, .nil, .regex, .implicitMember, .closure, .keyPath, .pound, .unknown:
      return []
    }
  }
}

/// An argument of a call, a subscript or a tuple element: `label: value`.
public struct Argument: Sendable, Equatable {
  public var label: String?
  public var value: ExpressionSyntax
  /// Written after the parentheses: `load { … }`.
  public var isTrailingClosure = false

  public init(label: String?, value: ExpressionSyntax, isTrailingClosure: Bool = false) {
    self.label = label
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }

  /// The closure it passes, when its value is one.
  public var closure: Closure? {
    if case let .closure(closure) = value.kind { return closure }
    return nil
  }
}

public struct DictionaryElement: Sendable, Equatable {
  public var key: ExpressionSyntax
  public var value: ExpressionSyntax
}

/// `{ [weak self] note in … }`.
public struct Closure: Sendable, Equatable {
  /// `weak self`, `text = state.text`: each capture as written.
  public var captures: [String]
  /// The names of its parameters, in order (`_` kept); `$0`-style closures have none.
  public var parameters: [String]
  /// Whether its signature says `async`, `throws`.
  public var isAsync = false
  public var isThrowing = false
  public var body: [Statement]
}
