/// The parsed form of one file, stored flat: every declaration is a fixed-size node of byte
/// spans into the file, and lists (attributes, parameters, members…) are ranges of shared
/// arrays. Parsing allocates no String and no per-declaration array; `Declaration` reads the
/// texts out when asked. This keeps memory within a small multiple of the source.
final class SyntaxTree: Sendable {
  let bytes: [UInt8]
  let lines: LineTable
  let nodes: [Node]
  let headerItems: [HeaderItem]
  let parameters: [ParameterNode]
  let accessors: [AccessorNode]
  let children: [UInt32]
  let conditionSets: [[String]]
  let topLevel: [UInt32]

  init(
    bytes: [UInt8], lines: LineTable, nodes: [Node], headerItems: [HeaderItem], parameters: [ParameterNode],
    accessors: [AccessorNode], children: [UInt32], conditionSets: [[String]], topLevel: [UInt32]
  ) {
    self.bytes = bytes
    self.lines = lines
    self.nodes = nodes
    self.headerItems = headerItems
    self.parameters = parameters
    self.accessors = accessors
    self.children = children
    self.conditionSets = conditionSets
    self.topLevel = topLevel
  }

  func text(_ span: Span) -> String? {
    guard span.isPresent else { return nil }
    return String(decoding: bytes[Int(span.start)..<Int(span.end)], as: UTF8.self)
  }

  /// A type or clause written over several lines, as one line.
  func foldedText(_ span: Span) -> String? {
    guard span.isPresent else { return nil }
    return bytes.withUnsafeBufferPointer { TextFolding.fold($0, Int(span.start), Int(span.end)) }
  }

  /// Whether the span's text is `text`; with `ignoringSpaces`, spaces in the span are skipped,
  /// so that `private (set)` matches `private(set)`.
  func matches(_ span: Span, _ text: String, ignoringSpaces: Bool) -> Bool {
    guard span.isPresent else { return false }
    var index = Int(span.start)
    let end = Int(span.end)
    for byte in text.utf8 {
      while ignoringSpaces, index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      guard index < end, bytes[index] == byte else { return false }
      index += 1
    }
    while ignoringSpaces, index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    return index == end
  }

  func range(_ span: Span) -> SourceRange {
    lines.range(Int(span.start), Int(span.end))
  }
}

/// A byte span of the file; `absent` when the part does not exist.
struct Span: Hashable, Sendable {
  var start: UInt32
  var end: UInt32

  init(_ start: Int, _ end: Int) {
    self.start = UInt32(truncatingIfNeeded: start)
    self.end = UInt32(truncatingIfNeeded: max(start, end))
  }

  private init(raw start: UInt32, _ end: UInt32) {
    self.start = start
    self.end = end
  }

  static let absent = Span(raw: .max, .max)
  var isPresent: Bool { start != .max }
}

/// A range of one of the tree's shared arrays.
struct ListSpan: Sendable {
  var start: UInt32 = 0
  var count: UInt32 = 0

  var indices: Range<Int> { Int(start)..<Int(start + count) }
}

/// One declaration, in 64 bytes. Which slots are used depends on the kind: `typeText` is a
/// property's type, an alias's target or a function's return type; `valueOrBody` an
/// initializer, a raw value or a macro's definition, or the body of a function; `list` the
/// members of a type, or the parameters of a function, subscript or enum case.
struct Node: Sendable {
  var range = Span.absent
  var name = Span.absent
  var typeText = Span.absent
  var valueOrBody = Span.absent
  var header = ListSpan()
  var list = ListSpan()
  var accessors = ListSpan()
  var conditionSet: UInt32 = 0
  var kind: Declaration.Kind = .var
  var effects = EffectBits()

  /// Whether `valueOrBody` holds a body rather than a value.
  var hasBody: Bool {
    switch kind {
    case .function, .initializer, .deinitializer: true
    default: false
    }
  }
}

/// `async` and the kind of throwing, in two bytes; a typed throw's type is a header item.
struct EffectBits: Sendable {
  var isAsync = false
  /// 0 none, 1 throws, 2 rethrows, 3 typed.
  var throwing: UInt8 = 0
}

/// What a declaration's header holds besides its name: attributes, modifiers, comments,
/// inheritance, generic parameters, `where` clause, a typed throw's error type.
struct HeaderItem: Sendable {
  enum Kind: UInt8, Sendable {
    case attribute, modifier, inheritance, genericParameters, whereClause, thrownType
    case lineComment, docLineComment, blockComment, docBlockComment
  }

  var kind: Kind
  var text: Span
  /// An attribute's arguments.
  var detail = Span.absent
}

struct ParameterNode: Sendable {
  var label = Span.absent
  var name = Span.absent
  /// Attributes written before the name (`@ViewBuilder content: …`), joined to the type.
  var attributes = Span.absent
  var type = Span.absent
  var defaultValue = Span.absent
}

struct AccessorNode: Sendable {
  var keyword = Span.absent
  var parameterName = Span.absent
  var body = Span.absent
  /// Header items: the accessor's attributes and modifiers.
  var modifiers = ListSpan()
  var effects = EffectBits()
  var thrownType = Span.absent
  var isImplicit = false
}

/// Folding line breaks and indentation inside a span into single spaces.
enum TextFolding {
  static func fold(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    var index = start
    var needsFolding = false
    while index < end {
      let byte = bytes[index]
      if byte == ASCII.newline || byte == ASCII.carriageReturn || byte == 0x09 {
        needsFolding = true
        break
      }
      index += 1
    }
    guard needsFolding else { return String(decoding: bytes[start..<end], as: UTF8.self) }
    var folded: [UInt8] = []
    folded.reserveCapacity(end - start)
    var pendingSpace = false
    let classes = ByteClasses.ascii
    index = start
    while index < end {
      let byte = bytes[index]
      if byte == ASCII.newline || byte == ASCII.carriageReturn || classes.isHorizontalSpace(byte) {
        pendingSpace = true
      } else {
        if pendingSpace, !folded.isEmpty, folded.last != ASCII.leftParen, folded.last != ASCII.leftBracket,
          byte != ASCII.rightParen, byte != ASCII.rightBracket, byte != ASCII.comma
        {
          folded.append(0x20)
        }
        pendingSpace = false
        folded.append(byte)
      }
      index += 1
    }
    return String(decoding: folded, as: UTF8.self)
  }
}
