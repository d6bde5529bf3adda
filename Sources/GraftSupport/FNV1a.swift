/// FNV-1a, 64 bits: stable across machines and releases. Inlinable: the audit hashes every
/// token's text with it.
@frozen public struct FNV1a {
  public var value: UInt64 = 0xcbf2_9ce4_8422_2325

  @inlinable public init() {}

  @inlinable public mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { add($0) }
  }

  @inlinable @inline(__always) public mutating func add(_ buffer: UnsafeBufferPointer<UInt8>) {
    var value = self.value
    for byte in buffer {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    self.value = value
  }

  @inlinable public mutating func add(_ number: UInt64) {
    withUnsafeBytes(of: number.littleEndian) { add(Array($0)) }
  }

  public var hex: String { Self.hex(value) }

  /// Sixteen hex digits.
  public static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
