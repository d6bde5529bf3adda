/// Bindings to the app's settings handed down to another view: `FlagPicker(isOn: $showsBadges)`
/// where `@AppStorage("badges") var showsBadges`, or `$textEditing.invisibles` of a settings
/// wrapper (`@AppSettings(\.textEditing)`). The child's `@Binding var isOn` is that key: what the
/// child writes through it, the defaults keep, so the child is no leaf. Followed down the views
/// a binding is handed on to.
struct HandedBindings: Sendable {
  /// Per type, its `@Binding` properties that are a settings key, with the keys' datums
  /// (`UserDefaults[badges]`): each holder may hand it another key (a row shared by two toggles).
  let datums: [Int: [(property: Name, datums: [String])]]

  /// How far down a binding is followed: a settings screen, its section, its row.
  private static let depth = 4

  init(sources: AuditSources, handOffs: BindingHandOffs) {
    // What each type's own properties are keyed by, and the bindings handed to it so far.
    var keys: [Int: NameTable<[String]>] = [:]
    for (index, type) in sources.types.enumerated() {
      let keyed = type.storedProperties.compactMap { property in property.appStorageKey.map { (property.key, [SharedDatum.defaultsKey($0)]) } }
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
  }
}
