/// The bindings the app's views hand the views they make: `BookmarksSheet(isCreatePresented:
/// $isCreatePresented)` or `FilterSheet(filter: $model.filter)` in a holder's code, where the
/// child declares `@Binding var isCreatePresented`. What the child writes through it, the holder's
/// state keeps: a settings key the holder keeps (`HandedBindings`), or a presentation bound to that
/// state, which the child's write sets off (`NavigationScanner`).
struct BindingHandOffs: Sendable {
  struct HandOff: Sendable {
    var holder: Int
    /// The holder's name: the same view of another platform's app has it too.
    var holderName: Name
    var child: Int
    /// The child's `@Binding` property.
    var property: Name
    /// The holder's name projected: `isCreatePresented` of `$isCreatePresented`, `model` of
    /// `$model.filter`.
    var projected: Name
    /// The member after it, `.none` for none: `filter` of `$model.filter`.
    var member: Name
  }

  /// By holder, in the order of its code.
  let byHolder: [Int: [HandOff]]
  /// By child.
  let byChild: [Int: [HandOff]]

  private static let binding = Name("Binding")

  /// `holders`: the types whose code is read, SwiftUI views and what their code may make.
  init(sources: AuditSources, holders: some Sequence<Int>) {
    var byHolder: [Int: [HandOff]] = [:]
    var byChild: [Int: [HandOff]] = [:]
    for holder in holders {
      let type = sources.types[holder]
      for member in type.members {
        let file = sources.files[member.file]
        for index in member.tokens where file.isProjection(index) {
          guard index >= 2, file.name(index - 1) == .colon, file.tokens[index - 2].kind == .identifier,
            let callee = Self.calleeOfArgument(at: index - 2, in: file, from: member.tokens.lowerBound),
            let child = sources.resolve(file.name(callee), from: type), child != holder,
            sources.types[child].storedProperties.contains(where: { $0.key == file.name(index - 2) && $0.has(Self.binding) })
          else { continue }
          let hasMember = index + 2 < member.tokens.upperBound && file.name(index + 1) == .dot && file.tokens[index + 2].kind == .identifier
          let handOff = HandOff(
            holder: holder, holderName: Name(type.name), child: child, property: file.name(index - 2), projected: file.projectedName(index),
            member: hasMember ? file.name(index + 2) : .none)
          byHolder[holder, default: []].append(handOff)
          byChild[child, default: []].append(handOff)
        }
      }
    }
    self.byHolder = byHolder
    self.byChild = byChild
  }

  /// The states a child's `@Binding` property sets, up the views that handed it down (a part
  /// handed it by its screen, handed it by the screen's maker), a few views up: each holder's
  /// name for it, as `states` names it (`$movieDestination`), with the holder. Only along one
  /// chain: a view handed the binding by two makers (a row two screens show) sets one state or
  /// the other, which the code of the row alone cannot tell; the same maker of two platforms'
  /// apps is one (the resolver keeps each platform's edges to its own screens).
  func states(setBy property: Name, of child: Int, among states: NameTable<Name>) -> [(state: Name, holder: Int)] {
    guard byChild[child] != nil else { return [] }
    var found: [(state: Name, holder: Int)] = []
    var pending = [(property, child)]
    var visited: Set<Int> = [child]
    for _ in 0..<4 where !pending.isEmpty {
      var next: [(Name, Int)] = []
      for (property, child) in pending {
        let handed = (byChild[child] ?? []).filter { $0.property == property && $0.member == .none }
        guard let first = handed.first, handed.allSatisfy({ $0.holderName == first.holderName && $0.projected == first.projected }) else { continue }
        for handOff in handed {
          if let state = states[handOff.projected] { found.append((state, handOff.holder)) }
          if visited.insert(handOff.holder).inserted { next.append((handOff.projected, handOff.holder)) }
        }
      }
      pending = next
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
