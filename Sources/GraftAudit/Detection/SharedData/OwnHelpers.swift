/// Classes that keep one screen's state: named for the screen whose code holds them, and held by
/// no other type (`CoinSelectService` of `CoinSelectViewModel`). Made with the screen, they are
/// its code rather than shared data: setting them writes nothing another screen reads, and what
/// they hand on to the app's managers is the screen's write.
///
/// A structure that one screen's type keeps (`var settings = ApplicationSettingsViewModel()` in
/// `NFCSettingsController`) is that screen's code whatever its name: a value is copied, never
/// shared, and what its setters write (`SettingsConfig.isNFCOnAppLaunchEnabled = newValue`), the
/// screen writes.
///
/// `AccountsService`, which `AccountsViewModel` holds and so do a dozen other types, is the app's;
/// so is `SyncManager`, which `SyncViewModel` and the app delegate hold; and `ContactsService` is
/// not named for the `Contact` screen, since the name must go on at a word.
struct OwnHelpers: Sendable {
  /// Per helper, the screen type that holds it.
  let holder: [Int: Int]

  init(sources: AuditSources, roles: TypeRoles) {
    var holders: [Int: Set<Int>] = [:]
    for (index, type) in sources.types.enumerated() where type.kind != .extension {
      for property in type.storedProperties {
        guard let held = property.heldType, held != index, sources.types[held].kind == .class || sources.types[held].kind == .struct
        else { continue }
        holders[held, default: []].insert(index)
      }
    }
    var holder: [Int: Int] = [:]
    for (held, types) in holders where types.count == 1 {
      let screenType = types.first!
      guard roles.isScreenCode(screenType) else { continue }
      if sources.types[held].kind == .struct {
        if !roles.isShowable(held) { holder[held] = screenType }
        continue
      }
      guard !roles.isPart(held), !roles.isCoordinatorNamed[held] else { continue }
      let screen = ScreenNames.base(of: sources.types[screenType].name)
      let name = sources.types[held].name
      guard screen.count > 2, name.hasPrefix(screen), name.dropFirst(screen.count).first?.isUppercase == true else { continue }
      holder[held] = screenType
    }
    self.holder = holder
  }

  func contains(_ type: Int) -> Bool { holder[type] != nil }
}
