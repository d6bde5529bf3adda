import GraftSupport
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
    /// Declared `private` or `fileprivate` (not `private(set)`): only its own type reads it.
    var isPrivate = false
    /// `theme` for `@AppStorage("theme") var theme`.
    var appStorageKey: String?
    /// `(SessionManager, shared)` for `let session = SessionManager.shared`, `(Application, app)` for
    /// `= Application.app.services.favorites`: a type's static member, perhaps a singleton
    /// (`AuditSources.isSingleton(_:from:)` says).
    var heldSingleton: (type: String, accessor: String)?
    /// `Theme` in `@Environment(Theme.self)`.
    var environmentArgument: Range<Int>?
    /// `modelContext` in `@Environment(\.modelContext)`.
    var environmentKey: String?
    /// `\Container.repository` in `@LazyInjected(\Container.repository)` or
    /// `= resolve(\.repository)`: an object a dependency container hands in.
    var injectionKeyPath: Range<Int>?
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
  /// The type names its inheritance clause hands a generic superclass or protocol:
  /// `ItemTableViewCell` of `TableModelViewItem<ItemTableViewCell>`.
  var inheritedArguments: [String] = []
  /// What its inheritance clause's first entry, a generic superclass, is handed, one name per
  /// argument in order: `ListViewModel`, `FeedCoordinator` of `BaseViewController<ListViewModel<Article>,
  /// FeedCoordinator>`.
  var superclassArguments: [String] = []
  var attributes: [String]
  var isGraftFeature: Bool
  /// Its generic parameters and their `where` clause, as written: `<Content: View>` for
  /// `struct Card<Content: View>`, `<Content> where Content: View` when the clause constrains them.
  var genericParameters: String?
  var storedProperties: [StoredProperty] = []
  /// `typealias TrackedViewController = BaseViewController & Tracking`, read as a protocol that
  /// inherits its components: a class that inherits it has the class among them as superclass.
  var isComposition = false
  /// Declared in Objective-C: its name and superclass are known, its code is not read.
  var isObjectiveC = false
  /// Declared `public` or `open`: its module's interface, which code the audit was not given may use.
  var isPublic = false
  /// Declared `private` or `fileprivate` outside any type: its file's own, which another file
  /// may declare again under the same name (`private class ViewModel` beside each controller).
  var isFilePrivate = false
  /// A typealias that specialises a generic class under its own name, read as a subclass of it.
  var isSpecialization = false
  /// The app extension or watch app it is declared in (`BookPlayerWatch`), when that declares
  /// a type of a name the app declares too: its qualified name starts with it
  /// (`BookPlayerWatch::ItemListView`), and so does its screen's name.
  var target: String?
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
