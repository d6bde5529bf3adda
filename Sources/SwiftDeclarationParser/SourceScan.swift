/// One pass over a file's bytes before parsing: where each line starts, and where the UTF-8
/// is not well formed. Eight bytes at a time where they are ASCII with no carriage return,
/// which is most of any source file.
enum SourceScan {
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: LineTable, invalidUTF8: [PendingDiagnostic]) {
    var lineStarts: [UInt32] = [0]
    lineStarts.reserveCapacity(bytes.count / 32 + 1)
    var invalid: [PendingDiagnostic] = []
    guard let base = bytes.baseAddress else { return (LineTable(lineStarts: lineStarts), invalid) }
    let count = bytes.count
    var index = 0
    while index < count {
      if index + 8 <= count {
        // Byte k of the file is byte k of the number, whatever the machine's byte order.
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if word & 0x8080_8080_8080_8080 == 0, zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D) == 0 {
          // ASCII without a carriage return: each line feed in it starts a line, found by
          // its bit in the mask rather than byte by byte.
          var feeds = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
          while feeds != 0 {
            lineStarts.append(UInt32(truncatingIfNeeded: index + feeds.trailingZeroBitCount / 8 + 1))
            feeds &= feeds - 1
          }
          index += 8
          continue
        }
      }
      let byte = base[index]
      if byte < 0x80 {
        index += 1
        if byte == 0x0A {
          lineStarts.append(UInt32(truncatingIfNeeded: index))
        } else if byte == 0x0D {
          if index < count, base[index] == 0x0A { index += 1 }
          lineStarts.append(UInt32(truncatingIfNeeded: index))
        }
        continue
      }
      let length = validSequenceLength(bytes, at: index)
      if length > 0 {
        index += length
      } else {
        if invalid.count < UTF8Validation.reportLimit {
          invalid.append(PendingDiagnostic(offset: index, severity: .error, message: "invalid UTF-8 found in source file"))
        }
        index += 1
      }
    }
    return (LineTable(lineStarts: lineStarts), invalid)
  }

  /// The high bit of each byte of `word` that is zero, and no other (the shorter classic test's
  /// borrow can mark a byte above a zero one, which would put a line start in the wrong place).
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// The length of the well-formed UTF-8 sequence that starts at `index`, or 0.
  static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var minimumSecond: UInt8 = 0x80
    var maximumSecond: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; minimumSecond = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; maximumSecond = 0x9F
    case 0xF0: length = 4; minimumSecond = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; maximumSecond = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    let second = bytes[index + 1]
    guard second >= minimumSecond, second <= maximumSecond else { return 0 }
    var continuation = 2
    while continuation < length {
      guard bytes[index + continuation] & 0xC0 == 0x80 else { return 0 }
      continuation += 1
    }
    return length
  }
}

enum UTF8Validation {
  /// At most this many invalid sequences are reported per file; one is enough to know the file
  /// is damaged.
  static let reportLimit = 20
}
