/// What a view model's methods set that a view presents from, for a closure handed to another
/// screen that calls them (`BadgeLibraryView { viewModel.openBadge($0) }`): the presentation
/// states each method sets, and the states each view's presentation modifiers are bound to.
extension NavigationScanner {
  /// The states each method of a type that keeps presentation state sets in its own code, to a
  /// value that shows something (not `nil`, not `false`): `selectedBadge = badge`,
  /// `self.isShowingHelp = true`.
  static func statesSetByMethods(in sources: AuditSources, presentationStates: NameTable<Name>) -> [Int: NameTable<[Name]>] {
    var found: [Int: NameTable<[Name]>] = [:]
    for (index, type) in sources.types.enumerated() where type.storedProperties.contains(where: { presentationStates[$0.key] != nil }) {
      let own = Set(type.storedProperties.filter { presentationStates[$0.key] != nil }.map(\.key))
      var methods = NameTable<[Name]>()
      var any = false
      for member in type.members where member.kind == .function && !member.isRequirement {
        let file = sources.files[member.file]
        var states: [Name] = []
        for equals in member.tokens where file.name(equals) == .assign && equals - 1 > member.tokens.lowerBound {
          let property = equals - 1
          guard own.contains(file.name(property)), !resets.contains(file.name(equals + 1)),
            file.name(property - 1) != .dot || file.name(property - 2) == .`self`
              || ((file.name(property - 2) == .question || file.name(property - 2) == .bang) && file.name(property - 3) == .`self`),
            file.keyword(property - 1) != .let, file.keyword(property - 1) != .var,
            let state = presentationStates[file.name(property)], !states.contains(state)
          else { continue }
          states.append(state)
        }
        guard !states.isEmpty else { continue }
        methods.update(member.key, default: []) { $0 += states }
        any = true
      }
      if any { found[index] = methods }
    }
    return found
  }

  /// The states each SwiftUI view presents from: those it hands a presentation modifier,
  /// `.sheet(item: $viewModel.selectedBadge)`, `.fullScreenCover(isPresented: $isShown)`, as
  /// `presentationStates` names them (`$selectedBadge`, `$isShown`).
  static func projectedStates(in sources: AuditSources, roles: TypeRoles, presentationStates: NameTable<Name>) -> [Int: Set<Name>] {
    var found: [Int: Set<Name>] = [:]
    for (index, type) in sources.types.enumerated() where roles.isSwiftUIView[index] {
      var states: Set<Name> = []
      for member in type.members {
        let file = sources.files[member.file]
        for call in member.tokens where ContentPresentation.modifiers[file.name(call)] != nil && file.name(call + 1) == .openParen {
          guard let close = file.partner(call + 1) else { continue }
          for token in call + 2..<close where file.isProjection(token) {
            let member = file.name(token + 1) == .dot && file.tokens[token + 2].kind == .identifier ? file.name(token + 2) : file.projectedName(token)
            if let state = presentationStates[member] { states.insert(state) }
          }
        }
      }
      if !states.isEmpty { found[index] = states }
    }
    return found
  }

}
