/// A position in a source file, 1-based, with the column counted in UTF-8 bytes as swiftc counts it.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A half-open span of a source file: byte offsets for slicing, locations for people.
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Offset of the first byte.
  public var startOffset: Int
  /// Offset one past the last byte.
  public var endOffset: Int
  public var start: SourceLocation
  /// The location of the last byte's successor, as swiftc reports range ends.
  public var end: SourceLocation

  public init(startOffset: Int, endOffset: Int, start: SourceLocation, end: SourceLocation) {
    self.startOffset = startOffset
    self.endOffset = endOffset
    self.start = start
    self.end = end
  }

  public var description: String { "\(start)-\(end)" }
}

/// Maps byte offsets to line and column. Built once per file in one pass over its bytes.
///
/// `\n`, `\r\n` and a lone `\r` each end a line, as in Swift.
struct LineTable: Sendable {
  /// Offset of the first byte of each line.
  private(set) var lineStarts: [UInt32] = [0]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        lineStarts.append(UInt32(truncatingIfNeeded: index))
      } else if byte == 0x0D {
        if index < count, bytes[index] == 0x0A { index += 1 }
        lineStarts.append(UInt32(truncatingIfNeeded: index))
      }
    }
  }

  func location(of offset: Int) -> SourceLocation {
    // The last line start that is <= offset.
    var low = 0
    var high = lineStarts.count - 1
    let target = UInt32(truncatingIfNeeded: max(0, offset))
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(line: low + 1, column: Int(target - lineStarts[low]) + 1)
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(startOffset: start, endOffset: end, start: location(of: start), end: location(of: end))
  }
}
