import GraftSupport

/// What a `graft generate` run left behind, kept between runs so that the next one can see,
/// before parsing anything, that it has nothing to do: the fingerprint of its inputs
/// (`InputFingerprint`), each Graft-owned file it wrote with the digest of its bytes, the
/// team's files it found or created, and what it told the user, which the next run repeats. Kept out of the generated files, so that their bytes depend
/// on the view models alone.
public struct RunRecord: Equatable, Sendable {
  public var inputs: String
  /// Each Graft-owned file by path, with the digest of its bytes (`RunRecord.digest`).
  public var graftFiles: [String: String]
  public var teamFiles: [String]
  /// The run's warnings and notes, in order, each on the stream it went to.
  public var messages: [Message]

  public struct Message: Equatable, Sendable {
    public var isError: Bool
    public var text: String

    public init(isError: Bool, text: String) {
      self.isError = isError
      self.text = text
    }
  }

  public init(inputs: String, graftFiles: [String: String], teamFiles: [String], messages: [Message] = []) {
    self.inputs = inputs
    self.graftFiles = graftFiles
    self.teamFiles = teamFiles
    self.messages = messages
  }

  static let formatLine = "graft-run 1"

  /// One line per fact, paths last; nil when a path holds a line break, which the text could not
  /// keep (such a run is not recorded, and the next one does the full work).
  public var text: String? {
    let paths = graftFiles.keys + teamFiles
    guard !paths.contains(where: { $0.contains("\n") }) else { return nil }
    var lines = [Self.formatLine, "inputs \(inputs)"]
    lines += graftFiles.sorted { $0.key < $1.key }.map { "graft \($0.value) \($0.key)" }
    lines += teamFiles.sorted().map { "team \($0)" }
    lines += messages.map { "\($0.isError ? "stderr" : "stdout") \(Self.escaped($0.text))" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The record a `text` holds; nil for anything else, a record of another format included.
  public init?(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The record the bytes of a record's file hold. Read as bytes, line by line: a record repeats
  /// every warning of its run, and the run that reads it has nothing else to do.
  public init?(bytes: [UInt8]) {
    guard bytes.last == 0x0A else { return nil }
    var rest = bytes[...]
    // Each line up to its line break, which the last line has too.
    func nextLine() -> ArraySlice<UInt8>? {
      guard let end = rest.firstIndex(of: 0x0A) else { return nil }
      defer { rest = rest[(end + 1)...] }
      return rest[..<end]
    }
    guard let format = nextLine(), format.elementsEqual(Self.formatLine.utf8),
      let inputsLine = nextLine(), let inputs = Self.field("inputs ", of: inputsLine)
    else { return nil }
    self.inputs = String(decoding: inputs, as: UTF8.self)
    graftFiles = [:]
    teamFiles = []
    messages = []
    while let line = nextLine() {
      if let field = Self.field("graft ", of: line) {
        guard let space = field.firstIndex(of: 0x20) else { return nil }
        graftFiles[String(decoding: field[(space + 1)...], as: UTF8.self)] = String(decoding: field[..<space], as: UTF8.self)
      } else if let path = Self.field("team ", of: line) {
        teamFiles.append(String(decoding: path, as: UTF8.self))
      } else if let text = Self.field("stderr ", of: line) {
        messages.append(Message(isError: true, text: Self.unescaped(text)))
      } else if let text = Self.field("stdout ", of: line) {
        messages.append(Message(isError: false, text: Self.unescaped(text)))
      } else {
        return nil
      }
    }
  }

  /// The rest of `line` after `key`, when it starts with it.
  private static func field(_ key: StaticString, of line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let prefix = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
    guard line.count >= prefix.count, line.prefix(prefix.count).elementsEqual(prefix) else { return nil }
    return line.dropFirst(prefix.count)
  }

  /// A message on one line: its backslashes and line breaks escaped.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A }) else { return text }
    var result: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case 0x5C: result += [0x5C, 0x5C]
      case 0x0A: result += [0x5C, 0x6E]
      default: result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  static func unescaped(_ text: ArraySlice<UInt8>) -> String {
    guard text.contains(0x5C) else { return String(decoding: text, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var escaping = false
    for byte in text {
      if escaping {
        result.append(byte == 0x6E ? 0x0A : byte)
        escaping = false
      } else if byte == 0x5C {
        escaping = true
      } else {
        result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The digest a record keeps of a Graft-owned file's bytes.
  public static func digest(_ bytes: [UInt8]) -> String {
    FNV1a.hex(ContentDigest.of(bytes))
  }
}
