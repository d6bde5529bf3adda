import SwiftDeclarationParser

/// A value the legacy code made from the system that a reducer asks TCA's dependencies for, so
/// that its tests fix it: `Date()` is `@Dependency(\.date.now) var now`, `UUID()` is
/// `@Dependency(\.uuid) var uuid`.
public enum SystemDependency: String, Sendable, Hashable, CaseIterable, Comparable {
  case now
  case uuid

  /// The type whose initializer without arguments makes it: `Date`, `UUID`.
  init?(madeBy type: String) {
    switch type {
    case "Date": self = .now
    case "UUID": self = .uuid
    default: return nil
    }
  }

  /// The key path the reducer's `@Dependency` names: `date.now`, `uuid`.
  public var key: String {
    switch self {
    case .now: "date.now"
    case .uuid: "uuid"
    }
  }

  /// The reducer's property: `now`, `uuid`.
  public var property: String { rawValue }

  /// What the reducer writes where the legacy code made the value.
  var read: String {
    switch self {
    case .now: "now"
    case .uuid: "uuid()"
    }
  }

  /// What a test sets the dependency to (`$0.date.now = …`), so that each value made is known.
  public var testOverride: String {
    switch self {
    case .now: "$0.date.now = Date(timeIntervalSince1970: 0)"
    case .uuid: "$0.uuid = .incrementing"
    }
  }

  /// The value a read gives under `testOverride`, as a test writes it: the first, for a
  /// `UUID` (a body makes at most one).
  public var testValue: String {
    switch self {
    case .now: "Date(timeIntervalSince1970: 0)"
    case .uuid: "UUID(0)"
    }
  }

  /// What one body's expressions asked the reducer for, noted as each is ported: TCA's
  /// dependencies, and the loggers it holds.
  final class Use {
    var used: Set<SystemDependency> = []
    /// How many `UUID()`s the body's text makes: a test knows which value each gets only when
    /// it makes one, once.
    var uuidReads = 0
    /// The view model's loggers the body logs through, which the reducer then holds.
    var loggers: Set<String> = []
    /// The names the body and the helpers it carries in declare anywhere (`let now = Date()`):
    /// one that is a dependency's property would hide it where it is read.
    var declared: Set<String> = []

    /// Notes the names `statements` bind, at any depth (`Statement.boundNames`).
    func declare(in statements: [Statement]) {
      for statement in statements {
        statement.forEachStatement { declared.formUnion($0.boundNames) }
      }
    }
  }

  public static func < (lhs: SystemDependency, rhs: SystemDependency) -> Bool { lhs.rawValue < rhs.rawValue }
}
