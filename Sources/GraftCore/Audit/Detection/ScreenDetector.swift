/// Finds the screens: annotated features, `ObservableObject` conformers, `@Observable` classes,
/// classes named `…ViewModel`, and view controllers that hold state; never a singleton
/// (`static let shared`), which is shared data. Types that share a name
/// once their role suffix is dropped (`ProfileViewModel`, `ProfileViewController`,
/// `ProfileView`) are one screen.
struct ScreenDetector: Sendable {
  struct Screen: Sendable, Equatable {
    var name: String
    var types: [String]
    var location: AuditLocation
    var evidence: Set<AuditScreen.Evidence>
    var isMigrated: Bool
  }

  /// Longest first, so that `ViewController` is not read as `View` + `Controller`.
  static let roleSuffixes = ["ViewController", "ViewModel", "Controller", "Screen", "Model", "View"]

  /// `Profile` for `ProfileViewModel`; the name itself when nothing is left.
  static func screenName(of typeName: String) -> String {
    guard !roleSuffixes.contains(typeName) else { return typeName }
    for suffix in roleSuffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
      return String(typeName.dropLast(suffix.count))
    }
    return typeName
  }

  func screens(in sources: AuditSources) -> [Screen] {
    var screens: [String: Screen] = [:]
    for type in sources.types {
      let evidence = Self.evidence(for: type)
      guard !evidence.isEmpty else { continue }
      let name = Self.screenName(of: type.name)
      var screen = screens[name] ?? Screen(name: name, types: [], location: type.location, evidence: [], isMigrated: false)
      screen.types.append(type.name)
      screen.location = min(screen.location, type.location)
      screen.evidence.formUnion(evidence)
      screen.isMigrated = screen.isMigrated || type.isGraftFeature
      screens[name] = screen
    }
    return screens.values.sorted { $0.name < $1.name }
  }

  static func evidence(for type: AuditedType) -> Set<AuditScreen.Evidence> {
    var evidence: Set<AuditScreen.Evidence> = []
    if type.isGraftFeature { evidence.insert(.graftFeature) }
    guard type.kind == .class else { return evidence }
    // A singleton is shared data that screens observe (a session, a store), not a screen.
    guard type.singletonAccessors.isEmpty else { return evidence }
    if type.inheritance.contains("ObservableObject") { evidence.insert(.observableObject) }
    if type.attributes.contains("Observable") { evidence.insert(.observable) }
    if type.name.hasSuffix("ViewModel") { evidence.insert(.viewModelName) }
    // A view controller without stored state is a container or a wrapper, not a screen to migrate.
    let isViewController = type.inheritance.first?.hasSuffix("ViewController") == true
    let holdsState = type.storedProperties.contains { property in property.isVariable && !property.has("IBOutlet") }
    if isViewController && holdsState { evidence.insert(.viewControllerWithState) }
    return evidence
  }
}
