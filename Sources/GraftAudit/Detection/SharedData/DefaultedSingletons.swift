/// The initializer parameters whose default is a singleton: `init(cart: CartManager = .shared)`,
/// `init(cart: CartManaging = CartManager.shared)`. The caller may hand in another object, but
/// the app as written runs on the singleton: the parameter, and the property it is stored in,
/// are that shared datum.
enum DefaultedSingletons {
  struct Parameter {
    var name: Name
    /// `CartManager` and `shared`.
    var type: Int
    var typeName: String
    var accessor: String
  }

  /// The defaulted parameters of the type's initializers.
  static func parameters(of type: AuditedType, in sources: AuditSources) -> [Parameter] {
    var found: [Parameter] = []
    for member in type.members where member.kind == .initializer {
      let file = sources.files[member.file]
      // The signature: from `init(` to the `(`'s partner.
      guard let open = member.tokens.first(where: { file.name($0) == .openParen }), let close = file.partner(open), close > open else { continue }
      var index = open + 1
      while index < close {
        defer { index += 1 }
        guard file.name(index) == .assign, let parameter = parameter(assignedAt: index, in: file, open: open, scope: type, sources: sources) else { continue }
        found.append(parameter)
      }
    }
    return found
  }

  /// `cart: CartManager = .shared` or `cart: CartManaging = CartManager.shared`, whose `=` is at `equals`.
  private static func parameter(assignedAt equals: Int, in file: AuditFile, open: Int, scope: AuditedType, sources: AuditSources) -> Parameter? {
    // The name: the identifier before the `:` that starts this parameter.
    var colon = equals - 1
    while colon > open, file.name(colon) != .colon, file.name(colon) != .comma { colon -= 1 }
    guard file.name(colon) == .colon, colon - 1 > open, file.tokens[colon - 1].kind == .identifier else { return nil }
    let name = file.name(colon - 1)
    let value = equals + 1
    let typeToken: Int
    let accessor: Int
    if file.name(value) == .dot {
      // `.shared`: the annotation's type, the last capitalized name before the `=`.
      guard let annotated = (colon + 1..<equals).last(where: { file.isCapitalized($0) }) else { return nil }
      typeToken = annotated
      accessor = value + 1
    } else if file.isCapitalized(value), file.name(value + 1) == .dot {
      typeToken = value
      accessor = value + 2
    } else {
      return nil
    }
    guard sources.isSingletonAccessor(file.name(accessor)), file.name(accessor + 1) != .openParen,
      let type = sources.resolve(file.name(typeToken), from: scope),
      sources.types[type].singletonAccessors.contains(where: { $0 == file.text(accessor) || $0 == "`\(file.text(accessor))`" })
    else { return nil }
    return Parameter(name: name, type: type, typeName: file.text(typeToken), accessor: file.text(accessor))
  }
}
