/// A value a template is rendered against: what JSON has, plus Swift objects that answer keys
/// themselves, so that a render context needs no conversion to dictionaries.
public enum MustacheValue: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([MustacheValue])
  case dictionary([String: MustacheValue])
  case object(any MustacheObject)

  /// Sections render for truthy values. Falsey: null, false, an empty list, an empty string
  /// (so that `{{#comment}}` renders only when there is one).
  public var isTruthy: Bool {
    switch self {
    case .null: false
    case let .bool(value): value
    case let .string(value): !value.isEmpty
    case let .array(values): !values.isEmpty
    case .int, .double, .dictionary, .object: true
    }
  }

  /// The text an interpolation tag writes.
  public var interpolated: String {
    switch self {
    case .null, .dictionary, .object: ""
    case let .bool(value): value ? "true" : "false"
    case let .int(value): String(value)
    case let .double(value):
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case let .string(value): value
    case let .array(values): values.map(\.interpolated).joined(separator: ",")
    }
  }

  /// The value of `key` inside this one, or nil when it has no such key.
  func value(forKey key: String) -> MustacheValue? {
    switch self {
    case let .dictionary(values): values[key]
    case let .object(object): object.mustacheValue(forKey: key)
    default: nil
    }
  }
}

/// A Swift value that a template can look into. The default implementation reads stored
/// properties by name through reflection; a type overrides it to offer computed keys, and may
/// call `reflectedValue(forKey:)` for the rest.
public protocol MustacheObject: Sendable {
  /// The value for `key`, or nil when there is none: the lookup then continues down the
  /// context stack, as for a dictionary without the key.
  func mustacheValue(forKey key: String) -> MustacheValue?
}

extension MustacheObject {
  public func mustacheValue(forKey key: String) -> MustacheValue? {
    reflectedValue(forKey: key)
  }

  /// The stored property named `key`, converted with `MustacheValue(reflecting:)`.
  public func reflectedValue(forKey key: String) -> MustacheValue? {
    for child in Mirror(reflecting: self).children where child.label == key {
      return MustacheValue(reflecting: child.value)
    }
    return nil
  }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  public init(nilLiteral: ()) { self = .null }

  /// Converts a Swift value: strings, booleans, numbers, optionals, arrays, `[String: Any]`,
  /// `MustacheObject`s and `MustacheValue`s; anything else by its description.
  public init(reflecting value: Any) {
    switch value {
    case let value as MustacheValue: self = value
    case let value as any MustacheObject: self = .object(value)
    case let value as String: self = .string(value)
    case let value as Substring: self = .string(String(value))
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .int(value)
    case let value as any BinaryInteger: self = .int(Int(truncatingIfNeeded: value))
    case let value as Double: self = .double(value)
    case let value as any BinaryFloatingPoint: self = .double(Double(value))
    case let value as [String: Any]: self = .dictionary(value.mapValues(MustacheValue.init(reflecting:)))
    default:
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .optional:
        self = mirror.children.first.map { MustacheValue(reflecting: $0.value) } ?? .null
      case .collection, .set:
        self = .array(mirror.children.map { MustacheValue(reflecting: $0.value) })
      default:
        self = .string(String(describing: value))
      }
    }
  }
}
