import SwiftDeclarationParser

/// A type of the app as the audit's detectors see it: its header, its stored properties, and
/// each member as a range of its file's tokens. Extensions of a type are folded into it, those of
/// a protocol into the protocol, each member keeping its extension's `where Self: …`.
///
/// A class: every detector reads a type many times per member, and a reference is one retain
/// where a copy of this value was a dozen. `AuditSources` alone changes it, while it builds the
/// index and before any detector sees it, which is why it can be shared across threads.
final class AuditedType: @unchecked Sendable {
  struct StoredProperty: Sendable {
    var name: String
    var key: Name
    var file: Int
    /// Its type annotation and initial value.
    var annotation: Range<Int>
    var initializer: Range<Int>
    /// Its attributes' names: `AppStorage`, `Environment`, `IBOutlet`…
    var attributes: [Name]
    var location: AuditLocation
    var isVariable: Bool
    var isOptional: Bool
    /// `theme` for `@AppStorage("theme") var theme`.
    var appStorageKey: String?
    /// `(SessionManager, shared)` for `let session = SessionManager.shared`.
    var heldSingleton: (type: String, accessor: String)?
    /// `Theme` in `@Environment(Theme.self)`.
    var environmentArgument: Range<Int>?
    /// `modelContext` in `@Environment(\.modelContext)`.
    var environmentKey: String?
    /// The app type it holds, as its declaration or its initial value says; for a collection
    /// (`[Row]`), the app type of its elements instead; for `@Environment(Theme.self)`, the
    /// environment's object. Nil until `AuditSources.resolveHeldTypes(alongside:)`.
    var heldType: Int?
    var elementType: Int?
    var environmentType: Int?

    func has(_ attribute: Name) -> Bool { attributes.contains(attribute) }
  }

  /// A member that runs code: a function, an initializer, a computed property, a subscript, an
  /// enum case (its associated values), a stored property's initial value or observers.
  struct Member: Sendable {
    var key: Name
    /// The token of its name, in its file.
    var nameToken: Int
    var kind: Declaration.Kind
    var isStatic: Bool
    /// A stored property: its tokens are its declaration and initial value.
    var isStored: Bool
    var file: Int
    var tokens: Range<Int>
    /// The `didSet` body, for the property it observes.
    var didSet: Range<Int>?
    /// A property's written type: `Binding<Bool>` in `var isOn: Binding<Bool> { … }`.
    var annotation: Range<Int>
    /// Its enum case's associated value types, in its type's `parameterTypes`. Positions rather
    /// than arrays keep a member plain data, copied without reference counting: detectors copy
    /// members a hundred thousand times.
    var parameterTypes: Range<Int>
    /// Its protocol extension's `where Self: …` conformances, in its type's `conditionSets`.
    var conditions: Int
    /// Declared in a protocol's own body: a requirement, with no code.
    var isRequirement: Bool
  }

  var name: String
  /// `ProfileCardView.ViewModel` for the `ViewModel` nested in `ProfileCardView`.
  var qualifiedName: String
  var kind: Declaration.Kind
  var file: Int
  var location: AuditLocation
  var inheritance: [String]
  var attributes: [String]
  var isGraftFeature: Bool
  /// `Content: View` for `struct Card<Content: View>`.
  var genericParameters: String?
  var storedProperties: [StoredProperty] = []
  var members: [Member] = []
  /// The members' enum case associated value types, end to end.
  var parameterTypes: [String] = []
  /// `DataSourceProvider` for a member of `extension P where Self: DataSourceProvider`: the
  /// protocols a type must also conform to for a member to be its own; the first set is empty.
  var conditionSets: [[String]] = [[]]
  /// `static let shared` and the like: the type is a singleton.
  var singletonAccessors: Set<String> = []

  init(
    name: String, qualifiedName: String, kind: Declaration.Kind, file: Int, location: AuditLocation, inheritance: [String],
    attributes: [String], isGraftFeature: Bool, genericParameters: String?
  ) {
    self.name = name
    self.qualifiedName = qualifiedName
    self.kind = kind
    self.file = file
    self.location = location
    self.inheritance = inheritance
    self.attributes = attributes
    self.isGraftFeature = isGraftFeature
    self.genericParameters = genericParameters
  }

  /// The enclosing type's qualified name, for a nested type.
  var parentName: String? { TypeNames.enclosing(qualifiedName) }

  func storedProperty(_ key: Name) -> StoredProperty? { storedProperties.first { $0.key == key } }

  func parameterTypes(of member: Member) -> ArraySlice<String> { parameterTypes[member.parameterTypes] }

  func conditions(of member: Member) -> [String] { conditionSets[member.conditions] }
}

/// Reading type names as written in a declaration.
enum TypeNames {
  /// `ChildViewModel` for `ChildViewModel?`, `ChildViewModel!`, `Optional<ChildViewModel>`,
  /// `any ChildViewModel`, `UIHostingController<Root>`'s `UIHostingController`, `Module.Child`'s `Child`.
  static func bare(_ type: String) -> String { path(type).last ?? "" }

  /// `["ComposeView", "ViewModel"]` for `ComposeView.ViewModel?`: the components of a written
  /// type's name. Read byte by byte: every inherited name of every type goes through here.
  static func path(_ type: String) -> [String] {
    let bytes = Array(type.utf8)
    var start = 0
    var end = bytes.count
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    func hasPrefix(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard end - start >= count else { return false }
      return word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[start + $0] == word[$0] } }
    }
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    if hasPrefix("any ") { start += 4 } else if hasPrefix("some ") { start += 5 }
    if hasPrefix("Optional<"), end > start, bytes[end - 1] == UInt8(ascii: ">") {
      start += 9
      end -= 1
    }
    while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
    if let generic = bytes[start..<end].firstIndex(of: UInt8(ascii: "<")) { end = generic }
    return bytes[start..<end].split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `Outer.Middle` for `Outer.Middle.Inner`; nil for a name without a dot. Searched as bytes:
  /// `String.lastIndex(of:)` walks characters, and every nested type of an app asks.
  static func enclosing(_ qualifiedName: String) -> String? {
    qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(qualifiedName[..<$0]) }
  }

  /// `DataSourceProvider`, `AuthContextProvider` for `Self: DataSourceProvider & AuthContextProvider, Self: UIViewController`.
  static func conformances(inWhereClause clause: String) -> [String] {
    clause.split(separator: ",").flatMap { requirement -> [String] in
      let parts = requirement.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmed() == "Self" else { return [] }
      return parts[1].split(separator: "&").map { bare(String($0)) }
    }
  }
}
