/// Bindings to the app's settings handed down to another view: `FlagPicker(isOn: $showsBadges)`
/// where `@AppStorage("badges") var showsBadges`, or `$textEditing.invisibles` of a settings
/// wrapper (`@AppSettings(\.textEditing)`). The child's `@Binding var isOn` is that key: what the
/// child writes through it, the defaults keep, so the child is no leaf. Followed down the views
/// a binding is handed on to.
struct HandedBindings: Sendable {
  /// Per type, its `@Binding` properties that are a settings key, with the keys' datums
  /// (`UserDefaults[badges]`): each holder may hand it another key (a row shared by two toggles).
  let datums: [Int: [(property: Name, datums: [String])]]

  private static let binding = Name("Binding")
  /// How far down a binding is followed: a settings screen, its section, its row.
  private static let depth = 4

  init(sources: AuditSources) {
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
        for (child, property, datums) in Self.handOffs(in: holder, keyedBy: table, sources: sources) {
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

  /// `Child(label: $name)` or `Child(label: $name.member)` in a holder's code, where `name` is
  /// keyed and `Child` declares `@Binding var label`.
  private static func handOffs(in holder: Int, keyedBy keys: NameTable<[String]>, sources: AuditSources) -> [(Int, Name, [String])] {
    let type = sources.types[holder]
    var found: [(Int, Name, [String])] = []
    for member in type.members {
      let file = sources.files[member.file]
      for index in member.tokens where file.isProjection(index) {
        guard let datums = keys[file.projectedName(index)], index >= 2, file.name(index - 1) == .colon,
          file.tokens[index - 2].kind == .identifier, let callee = calleeOfArgument(at: index - 2, in: file, from: member.tokens.lowerBound),
          let child = sources.resolve(file.name(callee), from: type), child != holder,
          sources.types[child].storedProperties.contains(where: { $0.key == file.name(index - 2) && $0.has(Self.binding) })
        else { continue }
        found.append((child, file.name(index - 2), datums))
      }
    }
    return found
  }

  /// The type named before the parenthesis that holds the argument labelled at `label`.
  private static func calleeOfArgument(at label: Int, in file: AuditFile, from start: Int) -> Int? {
    var index = label - 1
    while index > start {
      let name = file.name(index)
      if name == .openParen {
        return file.isCapitalized(index - 1) ? index - 1 : nil
      }
      if name == .closeParen || name == .closeBracket || name == .closeBrace, let open = file.partner(index), open < index {
        index = open - 1
        continue
      }
      if name == .openBrace || name == .openBracket { return nil }
      index -= 1
    }
    return nil
  }
}
