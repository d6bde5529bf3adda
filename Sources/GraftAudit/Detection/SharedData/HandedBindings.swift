/// Bindings to the app's settings handed down to another view: `FlagPicker(isOn: $showsBadges)`
/// where `@AppStorage("badges") var showsBadges`, or `$textEditing.invisibles` of a settings
/// wrapper (`@AppSettings(\.textEditing)`). The child's `@Binding var isOn` is that key: what the
/// child writes through it, the defaults keep, so the child is no leaf. Followed down the views
/// a binding is handed on to.
///
/// So is a view's own state handed down (`BudgetEditorSheet(form: $form)` where `@State var form
/// = BudgetForm()`): the datum `BudgetView.form`, which the child writes for its holder to read.
/// Only another screen's write of it is shared data (`owners`): a part that edits its screen's
/// state is that screen's code. A flag or an optional (`$isPresented`, `$selectedItem`) is a
/// presentation, whose child's write dismisses it; a selection, a path or a collection navigates.
struct HandedBindings: Sendable {
  /// Per type, its `@Binding` properties that are a settings key or another view's state, with
  /// their datums (`UserDefaults[badges]`, `BudgetView.form`): each holder may hand it another
  /// (a row shared by two toggles).
  let datums: [Int: [(property: Name, datums: [String])]]
  /// The datums that are a view's state, each with the type of that view.
  let owners: [String: Int]

  /// How far down a binding is followed: a settings screen, its section, its row.
  private static let depth = 4

  init(sources: AuditSources, handOffs: BindingHandOffs) {
    // What each type's own properties are keyed by, and the bindings handed to it so far.
    var keys: [Int: NameTable<[String]>] = [:]
    var owners: [String: Int] = [:]
    for (index, type) in sources.types.enumerated() {
      var keyed = type.storedProperties.compactMap { property in property.appStorageKey.map { (property.key, [SharedDatum.defaultsKey($0)]) } }
      if handOffs.byHolder[index] != nil {
        let navigating = Self.navigatingProjections(of: type, in: sources)
        for property in type.storedProperties
        where property.appStorageKey == nil && !navigating.contains(property.key) && Self.isEditedState(property, of: type, in: sources) {
          let datum = "\(type.qualifiedName).\(property.name)"
          keyed.append((property.key, [datum]))
          owners[datum] = index
        }
      }
      if !keyed.isEmpty { keys[index] = NameTable(keyed) }
    }
    var handed: [Int: [(property: Name, datums: [String])]] = [:]
    var pending = keys.keys.sorted()
    for _ in 0..<Self.depth where !pending.isEmpty {
      var next: Set<Int> = []
      for holder in pending {
        guard let table = keys[holder] else { continue }
        for handOff in handOffs.byHolder[holder] ?? [] {
          guard let datums = table[handOff.projected] else { continue }
          let (child, property) = (handOff.child, handOff.property)
          // A `@Binding` is no key of the child's own: what it already is, it was handed.
          var childKeys = keys[child] ?? NameTable()
          let had = childKeys[property] ?? []
          let new = datums.filter { !had.contains($0) }
          guard !new.isEmpty else { continue }
          childKeys[property] = had + new
          keys[child] = childKeys
          if let known = handed[child]?.firstIndex(where: { $0.property == property }) {
            handed[child]?[known].datums += new
          } else {
            handed[child, default: []].append((property, new))
          }
          next.insert(child)
        }
      }
      pending = next.sorted()
    }
    datums = handed
    self.owners = owners
  }

  private static let state = Name("State")

  /// The properties a view binds to what it shows (`TabView(selection: $tab)`,
  /// `NavigationStack(path: $path)`, `List(selection: $item)`): a selection, never data to edit.
  private static func navigatingProjections(of type: AuditedType, in sources: AuditSources) -> Set<Name> {
    var names: Set<Name> = []
    for member in type.members {
      let file = sources.files[member.file]
      for index in member.tokens where file.isProjection(index) && file.name(index - 1) == .colon && navigatingLabels.contains(file.name(index - 2)) {
        names.insert(file.projectedName(index))
      }
    }
    return names
  }

  private static let navigatingLabels = NameSet(["selection", "path"])

  /// Whether a property is a view's `@State` that holds a value to edit: a structure or a class
  /// of the app's (`BudgetForm`), written or made (`= BudgetForm()`), or a text or a date (`=
  /// ""`, `: Date`). Not a flag or an optional, which a presentation is bound to, nor a number (a
  /// tab's or a page's index), an enum's case (a selection), a path or a collection, which
  /// navigate.
  private static func isEditedState(_ property: AuditedType.StoredProperty, of holder: AuditedType, in sources: AuditSources) -> Bool {
    guard property.has(state) else { return false }
    let file = sources.files[property.file]
    let written: Range<Int>
    if !property.annotation.isEmpty {
      written = property.annotation
      let last = file.name(written.upperBound - 1)
      guard last != .question, last != .bang else { return false }
    } else {
      written = property.initializer
      guard !written.isEmpty else { return false }
      // `= ""`: a text to edit.
      if written.count == 1 { return file.tokens[written.lowerBound].kind == .string }
      // `= BudgetForm()`: a value made of the app's type.
      guard file.name(written.upperBound - 1) == .closeParen else { return false }
    }
    let path = DeclarationTokens.typePath(written, in: file)
    guard !path.isCollection, let last = path.path.last else { return false }
    if path.path.count == 1, editedValues.contains(last) { return true }
    guard let type = sources.resolve(path.path, from: holder) else { return false }
    return sources.types[type].kind == .struct || sources.types[type].kind == .class
  }

  private static let editedValues = NameSet(["String", "Date"])
}
