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

/// Maps byte offsets to line and column. `\n`, `\r\n` and a lone `\r` each end a line, as
/// in Swift.
struct LineTable: Sendable {
  /// Offset of the first byte of each line; built by `SourceScan`.
  let lineStarts: [UInt32]

  func compacted() -> LineTable { LineTable(lineStarts: lineStarts.compacted()) }

  func location(of offset: Int) -> SourceLocation {
    let target = UInt32(truncatingIfNeeded: max(0, offset))
    let line = binarySearch(target, from: 0)
    return SourceLocation(line: line + 1, column: Int(target - lineStarts[line]) + 1)
  }

  /// The last line whose start is at or before `target`, searching from line `low` on.
  private func binarySearch(_ target: UInt32, from low: Int) -> Int {
    var low = low
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    return low
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(startOffset: start, endOffset: end, start: location(of: start), end: location(of: end))
  }
}
