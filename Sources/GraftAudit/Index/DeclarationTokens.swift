/// A member's declaration read from its tokens, without building a String: its attributes,
/// whether it is static, its keyword and name, and for a property, its type annotation, its
/// initial value, and whether accessors make it computed.
struct DeclarationTokens {
  struct Attribute {
    var name: Name
    /// The token of its name.
    var token: Int
    /// The tokens between the attribute's parentheses.
    var arguments: Range<Int>?
  }

  var attributes: [Attribute] = []
  var isStatic = false
  /// `var`, `let`, `func`, `init`, `case`…; the range's end when there is none.
  var keyword: Int
  var name: Int?
  /// `ChildViewModel?` in `var child: ChildViewModel?`.
  var annotation: Range<Int>
  /// `Child()` in `let child = Child()`.
  var initializer: Range<Int>
  /// `get`/`set` accessors, or a getter body: no storage.
  var isComputed = false
  /// The body of a `didSet` observer.
  var didSet: Range<Int>?

  private static let modifiers = NameSet([
    "private", "fileprivate", "internal", "public", "open", "package", "final", "lazy", "weak", "unowned", "override", "mutating",
    "nonmutating", "dynamic", "required", "convenience", "optional", "nonisolated", "indirect", "distributed", "isolated", "consuming",
    "borrowing",
  ])
  private static let accessorKeywords = NameSet(["get", "set", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress", "init"])
  private static let observerKeywords = NameSet(["willSet", "didSet"])
  private static let didSetKeyword = Name(0xa66eecb0f4392146, "didSet")
  private static let classKeyword = Name(0xd11655952fcbab9f, "class")

  init(_ range: Range<Int>, in file: AuditFile) {
    var index = range.lowerBound
    var attributes: [Attribute] = []
    var isStatic = false
    while index < range.upperBound {
      let name = file.name(index)
      if name == .at, index + 1 < range.upperBound {
        // `@Environment(Theme.self)`, `@MainActor`, `@objc(name)`.
        var last = index + 1
        while file.name(last + 1) == .dot, last + 2 < range.upperBound { last += 2 }
        var arguments: Range<Int>?
        var next = last + 1
        if next < range.upperBound, file.name(next) == .openParen, let close = file.partner(next), close < range.upperBound {
          arguments = (next + 1)..<close
          next = close + 1
        }
        attributes.append(Attribute(name: file.name(last), token: last, arguments: arguments))
        index = next
      } else if name == .`static` || name == Self.classKeyword, index + 1 < range.upperBound, file.tokens[index + 1].kind == .identifier {
        isStatic = true
        index += 1
      } else if Self.modifiers.contains(name) {
        // `private(set)`: the modifier's detail.
        index += file.name(index + 1) == .openParen ? (file.partner(index + 1).map { $0 - index + 1 } ?? 1) : 1
      } else {
        break
      }
    }
    self.attributes = attributes
    self.isStatic = isStatic
    keyword = index
    let nameIndex = index + 1
    name = nameIndex < range.upperBound && file.tokens[nameIndex].kind == .identifier ? nameIndex : nil
    annotation = range.upperBound..<range.upperBound
    initializer = range.upperBound..<range.upperBound
    guard let nameIndex = name, file.name(index) == .var || file.name(index) == .let else { return }

    // The accessor or observer block closes the declaration, when there is one.
    var end = range.upperBound
    if let last = range.last, file.name(last) == .closeBrace, let open = file.partner(last), open > nameIndex {
      let first = open + 1 < last ? file.name(open + 1) : .none
      if Self.observerKeywords.contains(first) {
        end = open
        var cursor = open + 1
        while cursor < last {
          if file.name(cursor) == Self.didSetKeyword {
            var body = cursor + 1
            if file.name(body) == .openParen, let close = file.partner(body) { body = close + 1 }
            if file.name(body) == .openBrace, let close = file.partner(body) { didSet = (body + 1)..<close }
          }
          cursor = file.tokens[cursor].kind == .punctuation ? (file.partner(cursor).map { max($0, cursor) } ?? cursor) + 1 : cursor + 1
        }
      } else if Self.accessorKeywords.contains(first) {
        isComputed = true
        end = open
      } else if !(nameIndex..<open).contains(where: { file.name($0) == .assign }) {
        // `var body: some View { … }`: a getter.
        isComputed = true
        end = open
      }
    }
    var cursor = nameIndex + 1
    var annotationStart: Int?
    while cursor < end {
      let name = file.name(cursor)
      if name == .colon, annotationStart == nil { annotationStart = cursor + 1 }
      if name == .assign {
        if let start = annotationStart { annotation = start..<cursor }
        initializer = (cursor + 1)..<end
        return
      }
      if file.tokens[cursor].kind == .punctuation, let partner = file.partner(cursor), partner > cursor { cursor = partner }
      cursor += 1
    }
    if let start = annotationStart { annotation = start..<end }
  }

  /// The names of a written type (`Outer.Inner` of `Outer.Inner?`), the element's for a
  /// collection (`Row` of `[Row]`, `[Key: Row]`, `Set<Row>`), and whether it is optional.
  static func typePath(_ range: Range<Int>, in file: AuditFile) -> (path: [Name], isCollection: Bool, isOptional: Bool) {
    guard !range.isEmpty else { return ([], false, false) }
    // `?`, `!`, or a `>?` the lexer read as one operator.
    let lastByte = file.bytes[Int(file.tokens[range.upperBound - 1].end) - 1]
    let isOptional = lastByte == UInt8(ascii: "?") || lastByte == UInt8(ascii: "!")
    var start = range.lowerBound
    while start < range.upperBound, file.name(start) == Self.any || file.name(start) == Self.some { start += 1 }
    guard start < range.upperBound else { return ([], false, isOptional) }
    if file.name(start) == .openBracket, let close = file.partner(start), close < range.upperBound {
      // `[Row]` or `[Key: Row]`: the element is what follows the colon, if any.
      let colon = (start + 1..<close).first { file.name($0) == .colon }
      return (names(from: (colon ?? start) + 1, upTo: close, in: file), true, isOptional)
    }
    if Self.wrappers.contains(file.name(start)), start + 1 < range.upperBound, file.bytes[Int(file.tokens[start + 1].start)] == UInt8(ascii: "<") {
      let isCollection = file.name(start) != Self.optional
      return (names(from: start + 2, upTo: range.upperBound, in: file), isCollection, isOptional || !isCollection)
    }
    return (names(from: start, upTo: range.upperBound, in: file), false, isOptional)
  }

  /// The types of a composition, each as dotted names: `Coordinator`, `VaultNaming` for
  /// `(Coordinator & VaultNaming)?` or `any Coordinator & VaultNaming`; none for anything else
  /// (a closure's type, a generic one).
  static func compositionParts(_ range: Range<Int>, in file: AuditFile) -> [[Name]] {
    var parts: [[Name]] = []
    var index = range.lowerBound
    var end = range.upperBound
    // `(A & B)?`: inside the parentheses, when nothing but `?` or `!` follows them.
    if index < end, file.name(index) == .openParen, let close = file.partner(index), close < end, close + 2 >= end {
      index += 1
      end = close
    }
    while index < end, file.name(index) == Self.any || file.name(index) == Self.some { index += 1 }
    while index < end {
      let names = names(from: index, upTo: end, in: file)
      guard !names.isEmpty else { return [] }
      parts.append(names)
      index += names.count * 2 - 1
      // Each part ends where `&` joins the next, or the composition ends.
      guard index < end else { break }
      guard file.name(index) == Self.ampersand else { return [] }
      index += 1
    }
    return parts
  }

  /// The token of a written type's own name: `Storage` in `Module.Storage?`.
  static func typeNameToken(_ range: Range<Int>, in file: AuditFile) -> Int? {
    var start = range.lowerBound
    while start < range.upperBound, file.name(start) == Self.any || file.name(start) == Self.some { start += 1 }
    var last: Int?
    var index = start
    while index < range.upperBound, file.tokens[index].kind == .identifier {
      last = index
      guard index + 2 < range.upperBound, file.name(index + 1) == .dot else { break }
      index += 2
    }
    return last
  }

  static let ampersand = Name("&")
  private static let any = Name(0xe6f7b419052023cd, "any"), some = Name(0x6035dc18f0bbd4d1, "some"), optional = Name(0xcc7a3682dd25ae19, "Optional")
  private static let wrappers = NameSet(["Optional", "Array", "Set", "ContiguousArray"])

  /// `Outer`, `Inner` for `Outer.Inner<T>?`: the dotted names up to anything else.
  private static func names(from start: Int, upTo end: Int, in file: AuditFile) -> [Name] {
    var names: [Name] = []
    var index = start
    while index < end, file.tokens[index].kind == .identifier {
      names.append(file.name(index))
      guard index + 2 < end, file.name(index + 1) == .dot else { break }
      index += 2
    }
    return names
  }
}
