/// Turns any `Encodable` value into a `MustacheValue`: structs and classes become dictionaries
/// keyed by their coding keys, collections arrays, and `nil` an explicit null, so that a
/// template's `{{#note}}` finds the key `note` whether or not the value has one.
///
/// A render context declared as `Encodable` structs cannot drift from the keys templates see:
/// the compiler writes the keys.
public enum MustacheEncoder {
  public static func encode(_ value: some Encodable) throws -> MustacheValue {
    let root = Box()
    try value.encode(to: BoxEncoder(box: root, codingPath: []))
    return root.value
  }
}

/// A value being encoded: what was stored into it, as one of the three container shapes.
private final class Box {
  enum Content {
    case single(MustacheValue)
    case keyed([String: Box])
    case unkeyed([Box])
  }

  var content = Content.single(.null)

  var value: MustacheValue {
    switch content {
    case let .single(value): value
    case let .keyed(boxes): .dictionary(boxes.mapValues(\.value))
    case let .unkeyed(boxes): .array(boxes.map(\.value))
    }
  }

  func child(forKey key: String) -> Box {
    let child = Box()
    guard case var .keyed(boxes) = content else {
      content = .keyed([key: child])
      return child
    }
    content = .single(.null)  // releases the dictionary so that the insertion does not copy it
    boxes[key] = child
    content = .keyed(boxes)
    return child
  }

  func appendChild() -> Box {
    let child = Box()
    guard case var .unkeyed(boxes) = content else {
      content = .unkeyed([child])
      return child
    }
    content = .single(.null)
    boxes.append(child)
    content = .unkeyed(boxes)
    return child
  }
}

private struct BoxEncoder: Encoder {
  let box: Box
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .single = box.content { box.content = .keyed([:]) }
    return KeyedEncodingContainer(KeyedBoxContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .single = box.content { box.content = .unkeyed([]) }
    return UnkeyedBoxContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleBoxContainer(box: box, codingPath: codingPath)
  }
}

/// Stores scalars as Mustache scalars and anything else through a nested encoder.
private func store(_ value: some Encodable, in box: Box, codingPath: [any CodingKey]) throws {
  switch value {
  case let value as String: box.content = .single(.string(value))
  case let value as Bool: box.content = .single(.bool(value))
  case let value as Int: box.content = .single(.int(value))
  case let value as Double: box.content = .single(.double(value))
  default: try value.encode(to: BoxEncoder(box: box, codingPath: codingPath))
  }
}

private struct KeyedBoxContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: Box
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { box.child(forKey: key.stringValue).content = .single(.null) }

  // Each scalar has a requirement of its own.
  mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value as Bool?, orNilForKey: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try encode(value as String?, orNilForKey: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value as Double?, orNilForKey: key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value as Float?, orNilForKey: key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value as Int?, orNilForKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value as Int8?, orNilForKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value as Int16?, orNilForKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value as Int32?, orNilForKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value as Int64?, orNilForKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value as UInt?, orNilForKey: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value as UInt8?, orNilForKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value as UInt16?, orNilForKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value as UInt32?, orNilForKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value as UInt64?, orNilForKey: key) }

  private mutating func encode(_ value: (some Encodable)?, orNilForKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try store(value, in: box.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try store(value, in: box.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }

  // Synthesized conformances skip a nil optional; a template must still find its key.
  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
    guard let value else { return try encodeNil(forKey: key) }
    try encode(value, forKey: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    let child = box.child(forKey: key.stringValue)
    child.content = .keyed([:])
    return KeyedEncodingContainer(KeyedBoxContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = box.child(forKey: key.stringValue)
    child.content = .unkeyed([])
    return UnkeyedBoxContainer(box: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { BoxEncoder(box: box.child(forKey: "super"), codingPath: codingPath) }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    BoxEncoder(box: box.child(forKey: key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedBoxContainer: UnkeyedEncodingContainer {
  let box: Box
  let codingPath: [any CodingKey]

  var count: Int {
    if case let .unkeyed(boxes) = box.content { return boxes.count }
    return 0
  }

  mutating func encodeNil() throws { box.appendChild().content = .single(.null) }

  mutating func encode(_ value: Bool) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: String) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Double) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Int) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Int8) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Int16) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Int32) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: Int64) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: UInt) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: UInt8) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: UInt16) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: UInt32) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }
  mutating func encode(_ value: UInt64) throws { try store(value, in: box.appendChild(), codingPath: codingPath) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try store(value, in: box.appendChild(), codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let child = box.appendChild()
    child.content = .keyed([:])
    return KeyedEncodingContainer(KeyedBoxContainer<NestedKey>(box: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = box.appendChild()
    child.content = .unkeyed([])
    return UnkeyedBoxContainer(box: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder { BoxEncoder(box: box.appendChild(), codingPath: codingPath) }
}

private struct SingleBoxContainer: SingleValueEncodingContainer {
  let box: Box
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.content = .single(.null) }

  mutating func encode(_ value: Bool) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: String) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Double) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Int) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Int8) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Int16) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Int32) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: Int64) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: UInt) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: UInt8) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: UInt16) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: UInt32) throws { try store(value, in: box, codingPath: codingPath) }
  mutating func encode(_ value: UInt64) throws { try store(value, in: box, codingPath: codingPath) }

  mutating func encode<T: Encodable>(_ value: T) throws { try store(value, in: box, codingPath: codingPath) }
}
