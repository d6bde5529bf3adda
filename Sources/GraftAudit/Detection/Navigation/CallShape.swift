/// What tells a method's overloads apart at a call, as far as a reader sees without types: the
/// label of the first argument in parentheses, and whether a closure trails the call.
/// `navigateTo(stopID: id, from: self)` fits `navigateTo(stopID:from:)` and not
/// `navigateTo(alert:from:)`; `present { Detail() }` fits `present(style: Style = .sheet, content:)`.
struct CallShape: Equatable {
  /// `.none` for an unlabeled first argument; nil when the parentheses are empty or missing.
  var firstLabel: Name?
  var hasTrailingClosure: Bool

  /// The shape of the call whose name is at `name`.
  init(call name: Int, in file: AuditFile) {
    var after = name + 1
    firstLabel = nil
    if file.name(after) == .openParen, let close = file.partner(after) {
      let first = after + 1
      if first < close { firstLabel = file.name(first + 1) == .colon ? file.name(first) : Name.none }
      after = close + 1
    }
    hasTrailingClosure = file.name(after) == .openBrace
  }

  /// Whether a method with these parameters can be called this way: the first argument's label
  /// is a parameter's whose predecessors all have defaults; without arguments, every parameter
  /// has a default, or is the closure that trails.
  func fits(_ parameters: [ParameterList.Parameter]) -> Bool {
    guard let firstLabel else {
      let required = parameters.filter { !$0.hasDefault }
      // `showPaywall { … }` does not run `showPaywall(animated: Bool = true)`, which takes no closure.
      guard hasTrailingClosure else { return required.isEmpty }
      return required.isEmpty ? parameters.contains(where: \.isClosure) : required.count == 1 && required[0].isClosure
    }
    guard let position = parameters.firstIndex(where: { $0.label == firstLabel }) else { return false }
    return parameters[..<position].allSatisfy(\.hasDefault)
  }
}

/// The parameters of a method's declaration, as `CallShape` matches them.
enum ParameterList {
  struct Parameter: Equatable {
    /// `.none` for `_`.
    var label: Name
    /// What the body calls it: `screen` in `_ screen: T`.
    var name: Name
    /// Its type as written, without spaces, each type by its own name: `[Item]` for
    /// `[gdk.Item]`.
    var type: String
    var hasDefault: Bool
    var isClosure: Bool
    /// The last name of its type, past its attributes: `DoneHandler` of `@escaping DoneHandler`,
    /// which may be a closure's typealias.
    var typeName: Name
  }

  private static let underscore = Name("_"), lessThan = Name("<")

  /// The parameters of the declaration whose name is at `name`: `func show<T: Screen>(_ screen: T, animated: Bool = true)`.
  static func declaration(_ name: Int, in file: AuditFile) -> [Parameter] {
    var open = name + 1
    // Past the generic parameters, which hold no parenthesis in practice.
    if file.name(open) == lessThan {
      open = (open..<min(open + 64, file.tokens.count)).first { file.name($0) == .openParen } ?? open
    }
    guard file.name(open) == .openParen, let close = file.partner(open), close > open + 1 else { return [] }
    var parameters: [Parameter] = []
    var start = open + 1
    var cursor = start
    while cursor <= close {
      let token = file.name(cursor)
      if token == .comma || cursor == close {
        if cursor > start { parameters.append(parameter(start..<cursor, in: file)) }
        start = cursor + 1
      } else if token == .openParen || token == .openBracket || token == .openBrace, let partner = file.partner(cursor), partner < close {
        cursor = partner
      }
      cursor += 1
    }
    return parameters
  }

  /// `for stop: Stop`, `_ url: URL? = nil`, `@ViewBuilder content: () -> some View`.
  private static func parameter(_ tokens: Range<Int>, in file: AuditFile) -> Parameter {
    var first = tokens.lowerBound
    // Past the parameter's attributes: `@ViewBuilder`, `@MainActor(…)`.
    while first + 1 < tokens.upperBound, file.name(first) == .at {
      first += 2
      if file.name(first) == .openParen, let close = file.partner(first), close < tokens.upperBound { first = close + 1 }
    }
    let label = file.name(first) == underscore ? Name.none : file.name(first)
    let colon = (first..<tokens.upperBound).first { file.name($0) == .colon }
    var hasDefault = false
    var isClosure = false
    var cursor = first
    while cursor < tokens.upperBound {
      let token = file.name(cursor)
      if token == .assign { hasDefault = true }
      if token == .arrow { isClosure = true }
      // A closure's own parameter list: its arrow counts, its commas are inside.
      if token == .openParen || token == .openBracket, let partner = file.partner(cursor), partner < tokens.upperBound {
        if (cursor...partner).contains(where: { file.name($0) == .arrow }) { isClosure = true }
        cursor = partner
      }
      cursor += 1
    }
    // The type, up to a default value; `gdk.WalletItem` is `WalletItem`, a module or enclosing
    // type written or not.
    var type = ""
    var typeName = Name.none
    if let colon {
      var index = colon + 1
      while index < tokens.upperBound, file.name(index) != .assign {
        if file.tokens[index].kind == .identifier, file.name(index + 1) == .dot, index + 2 < tokens.upperBound {
          index += 2
          continue
        }
        if file.tokens[index].kind == .identifier, file.name(index - 1) != .at { typeName = file.name(index) }
        type += file.text(index)
        index += 1
      }
    }
    let name = colon.map { $0 - first >= 2 ? file.name($0 - 1) : file.name(first) } ?? file.name(first)
    return Parameter(label: label, name: name, type: type, hasDefault: hasDefault, isClosure: isClosure, typeName: typeName)
  }
}
