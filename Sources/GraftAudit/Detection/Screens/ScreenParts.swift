/// The parts each screen is made of besides its own types: the rows, cells, embedded views and
/// child controllers, and the models only they hold, that its code makes or keeps, and theirs in
/// turn. A part's code runs inside the screen: what it writes, the screen writes.
struct ScreenParts: Sendable {
  /// Per screen, its part types, sorted.
  let parts: [[Int]]
  /// Per type, the screens it is a part of, in screen order: a part's code runs for each.
  let screensOfPart: [[Int]]

  init(sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, facts: [[NavigationFacts]], screens: ScreenDetector.Result) {
    func isPart(_ type: Int) -> Bool { screens.screenOfType[type] == nil && roles.isPart(type) }
    // An observable object that the types of several screens are handed (`let context:
    // AppContext`, an environment object) is the app's, as a service is: what its code and the
    // services it keeps write is theirs, not each holder's. One handed to a single screen is
    // still that screen's model.
    var handedTo = [Set<Int>](repeating: [], count: sources.types.count)
    for (screen, detected) in screens.screens.enumerated() {
      for type in detected.types {
        for owner in hierarchy.lineage[type] {
          for property in sources.types[owner].storedProperties where property.initializer.isEmpty {
            guard let held = property.heldType, roles.isObservable[held], !roles.isScreenCode(held) else { continue }
            handedTo[held].insert(screen)
          }
        }
      }
    }
    func isAppsObject(_ type: Int) -> Bool { handedTo[type].count >= 2 }
    // What each type's own code makes or keeps that is a part.
    let contained: [[Int]] = sources.types.indices.map { index in
      var found: Set<Int> = []
      for owner in hierarchy.lineage[index] {
        let type = sources.types[owner]
        // What a dependency container hands in is the app's, whoever else holds it, unless it is
        // a screen's own code (`@InjectedObject(\.dashboardViewModel)`).
        for property in type.storedProperties {
          // `let contentView = View()` of a generic superclass: the view its subclass names.
          let handed = owner == index || property.heldType != nil ? nil : sources.genericArgument(for: property, of: owner, inheritedBy: index)
          guard let heldType = property.heldType ?? property.elementType ?? handed, isPart(heldType),
            property.injectionKeyPath == nil || roles.isScreenCode(heldType), !isAppsObject(heldType)
          else { continue }
          found.insert(heldType)
        }
      }
      for reference in hierarchy.lineage[index] {
        for memberFacts in facts[reference] {
          for fact in memberFacts.facts {
            switch fact.action {
            case .construct(let type), .show(let type):
              // A representable presented (`SafariView(url:)` in a sheet) shows what it makes for
              // this screen; one put in a body only hosts a view.
              let presented = fact.presentation != .none || { if case .show = fact.action { true } else { false } }()
              if isPart(type) || (presented && roles.isRepresentable[type] && screens.screenOfType[type] == nil) { found.insert(type) }
            case .cast(let type): if isPart(type), roles.isUIKitView[type] { found.insert(type) }
            default: continue
            }
          }
        }
      }
      return found.sorted()
    }
    parts = screens.screens.map { screen in
      var seen = Set(screen.types)
      var pending = screen.types
      var found: [Int] = []
      while let type = pending.popLast() {
        for part in contained[type] where seen.insert(part).inserted {
          found.append(part)
          pending.append(part)
        }
      }
      return found.sorted()
    }
    var screensOfPart = [[Int]](repeating: [], count: sources.types.count)
    for (screen, screenParts) in parts.enumerated() {
      for part in screenParts { screensOfPart[part].append(screen) }
    }
    self.screensOfPart = screensOfPart
  }
}
