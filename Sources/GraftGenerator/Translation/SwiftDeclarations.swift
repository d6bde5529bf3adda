/// The declarations Graft writes, as values: the typed representation between the feature model
/// and the templates. The `Property`, `Case`, `Parameter` and `DependencyClient` templates lay
/// them out, so that a team's template of the same name changes how every one is declared.

/// `@Shared(.appStorage("k")) public var sort: String = "date"`, `let notes: any NotesService`.
struct PropertyDeclaration: Encodable, Equatable {
  var attributes: [String] = []
  /// `public `, `private `, or nothing.
  var access = ""
  var keyword = "var"
  var name: String
  /// Nil when the declaration leaves it to inference.
  var type: String?
  var defaultValue: String?
}

/// `case select(item: String, Int)`.
struct CaseDeclaration: Encodable, Equatable {
  var name: String
  var associatedValues: [AssociatedValue]
  var hasAssociatedValues: Bool
  /// `os(iOS)`: the case exists only where its member does.
  var condition: String? = nil

  struct AssociatedValue: Encodable, Equatable, ListItem {
    var label: String?
    var type: String
    var isLast = false
  }

  init(name: String, values: [Value], condition: String? = nil) {
    self.name = name
    associatedValues = values.map { AssociatedValue(label: $0.label, type: $0.type) }.markingLast()
    hasAssociatedValues = !values.isEmpty
    self.condition = condition
  }
}

/// A parameter of a function's or an initializer's signature: `_ seed: EditNoteSeed`,
/// `onSave: @escaping @MainActor (Note) -> Void = { _ in }`.
struct ParameterDeclaration: Encodable, Equatable, ListItem {
  /// The argument label, written before the name when it differs from it (`_`).
  var label: String?
  var name: String
  var type: String
  var defaultValue: String?
  var isLast = false

  init(label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// An argument of a call: `text: text`, or `seed` without a label.
struct ArgumentExpression: Encodable, Equatable, ListItem {
  var label: String?
  var value: String
  var isLast = false

  init(label: String?, value: String) {
    self.label = label
    self.value = value
  }
}

/// An element of a list that templates separate with commas: `{{^isLast}}, {{/isLast}}`.
protocol ListItem {
  var isLast: Bool { get set }
}

extension Array where Element: ListItem {
  /// The same elements, the last one marked.
  func markingLast() -> [Element] {
    var marked = self
    if !marked.isEmpty { marked[marked.count - 1].isLast = true }
    return marked
  }
}
