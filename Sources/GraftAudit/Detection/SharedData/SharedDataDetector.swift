import GraftSupport
import SwiftDeclarationParser

/// Finds reads and writes of shared data in a type's members: singletons (`X.shared`,
/// `.default`, `.standard`, `.current`, and properties that hold one), objects injected through
/// the SwiftUI environment (`@Environment(Theme.self)`, `@EnvironmentObject`), `Current.`,
/// globals, `UserDefaults` keys and `@AppStorage`, `NotificationCenter` posts and observers, and
/// keychain wrappers, and the app's files (the `FileManager.default` calls that change them). A
/// router or coordinator is navigation, not data.
///
/// A write is an assignment through the datum (`Session.shared.user = u`, `theme.tint = c`), or
/// a call that changes it: for the app's own types, a method whose body changes the object
/// (`MutatingMethods`); for the others, a call whose name says so (`logout()`,
/// `set(_:forKey:)`, `append(_:)`). Storing the injected object itself (`self.context =
/// context`) writes nothing. Anything else is a read.
struct SharedDataDetector: Sendable {
  struct Access: Sendable, Equatable {
    var datum: String
    var kind: SharedDatum.Kind
    var isWrite: Bool
    var location: AuditLocation
    var detail: String
    /// The view model the datum is, when it is one a screen's code is handed: whether that is
    /// shared data is decided once the screens are known (`HandedInModels`).
    var screenModel: Int? = nil
  }

  /// What a stored property holds, when it is shared data: the datum's name and the app type
  /// whose methods say what a call does.
  private struct Alias {
    var datum: String
    var kind: SharedDatum.Kind
    var type: Int?
    /// Another screen's view model, handed in.
    var isScreenModel = false
  }

  /// Singletons of the platform that hold no app data (and `URLSessionConfiguration.default`,
  /// which makes a new configuration each time it is read).
  static let systemSingletons: Set<String> = [
    "FileManager", "Calendar", "Locale", "TimeZone", "UIDevice", "UIScreen", "URLSession", "URLSessionConfiguration", "Bundle", "UIApplication",
    "ProcessInfo", "DispatchQueue", "RunLoop", "OperationQueue", "JSONEncoder", "JSONDecoder", "NSTimeZone", "NSLocale",
    "UIFont", "UIColor", "Color", "NSCalendar", "UNUserNotificationCenter", "UIPasteboard", "NSWorkspace", "NSApplication",
  ]

  /// Call names that change what they are called on, at a camel-case boundary (`setTheme`,
  /// `logout`, `removeAll`).
  static let mutatingPrefixes = [
    "set", "update", "save", "store", "remove", "delete", "clear", "reset", "add", "insert", "append", "login", "logIn",
    "logout", "logOut", "signIn", "signOut", "register", "unregister", "toggle", "increment", "decrement", "invalidate",
    "write", "post", "mark", "refresh", "reload", "purchase", "buy", "restore", "subscribe", "unsubscribe", "enable", "disable",
  ]

  /// And what a service, a repository or an interactor is asked to change on a server or in a
  /// database (`createFilter`, `changePassword`, `unbanContact`, `applyCorrection`): verbs too loose for any
  /// object (`group.leave()`, `queue.sync`), said of a data layer's method, they are changes.
  static let serviceChangePrefixes = mutatingPrefixes + [
    "create", "change", "edit", "rename", "move", "migrate", "import", "upload", "submit", "publish", "invite", "accept",
    "decline", "approve", "reject", "revoke", "join", "leave", "block", "unblock", "ban", "unban", "mute", "unmute", "pin",
    "unpin", "archive", "unarchive", "follow", "unfollow", "favorite", "unfavorite", "unlink", "redeem", "trash", "untrash",
    "purge", "wipe", "discard",
  ]
  /// A change when its result is left unused (`repository.applyCorrection(id)`); a transform
  /// otherwise (`let shown = service.applyFilters(items)`).
  private static let discardedChangePrefixBytes = ["apply"].map { Array($0.utf8) }

  let sources: AuditSources
  let hierarchy: TypeHierarchy
  let roles: TypeRoles
  let mutatingMethods: MutatingMethods
  /// Global variables of the app, by name.
  let globals: NameSet
  /// Per type, its singleton accessor (`shared`), if it declares one.
  let singletonAccessors: [String?]
  /// Global constants that name one of the app's singletons (`let SignedUser =
  /// _SignedUser.default`): what is done through one is done to the singleton. One declared
  /// `private` or `fileprivate` is named so in its own file only.
  private let singletonGlobals: NameTable<[(alias: Alias, file: Int?)]>
  /// The classes a singleton keeps (`PushNotificationsService.shared.subscriptions`'s
  /// `Subscription`), with that singleton's datum: writing one writes the singleton's data.
  let keptBySingleton: [Int: String]
  /// The app's protocols that a store implements: whoever holds one holds the store.
  let storeBackedProtocols: Set<Int>
  /// The app's protocols that one of its managers implements: a screen that holds one holds the
  /// manager.
  let managerBackedProtocols: Set<Int>
  /// Classes that keep one screen's state: its code, not shared data.
  let ownHelpers: OwnHelpers
  /// Per type, its static `var`s, stored or with a setter (`ThemeManager.theme`): state the whole
  /// app shares, with every name among them, to rule out most `Type.member` uses without a look-up.
  let staticVariables: [Int: NameSet]
  /// Of those, per type, the ones that hold a subject (`static var current = CurrentValueSubject…`).
  let staticSubjects: [Int: NameSet]
  let staticVariableNames: NameSet
  /// The app's protocols a controller, a view or a view model adopts
  /// (`LoginViewProtocol`): a screen's own code behind a protocol, not data.
  let screenProtocols: Set<Int>
  /// Those a controller, a view, or a VIPER module's presenter or interactor adopts
  /// (`ChartSettingsViewInput`, `ChartSettingsViewOutput`): a screen's own code, which its other
  /// roles call and set, never a store; not a view model's, which other screens may write.
  let moduleProtocols: Set<Int>
  /// Objects static properties hold (`ServiceLocator.stores`), reached by name like singletons.
  let staticHolders: StaticHolders
  private let inputs: [Inputs]
  /// The bindings handed down that are settings keys or another view's state.
  let handedBindings: HandedBindings
  private let relayed = RelayedWrites()
  /// The app's protocols that only coordinators adopt, one or two of them, with those adopters: a
  /// screen's `delegate?.didPickGas(.low)` on one runs their implementation, whose writes are
  /// the screen's, as the navigation it does is.
  let coordinatorDelegates: [Int: [Int]]

  init(sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, handOffs: BindingHandOffs) {
    self.sources = sources
    self.hierarchy = hierarchy
    self.roles = roles
    mutatingMethods = MutatingMethods(sources: sources, hierarchy: hierarchy)
    globals = NameSet(Array(sources.globals.keys))
    singletonAccessors = sources.types.map { $0.singletonAccessors.sorted().first }
    var kept: [Int: String] = [:]
    for (keeper, type) in sources.types.enumerated() {
      guard let accessor = singletonAccessors[keeper] else { continue }
      for property in type.storedProperties {
        guard let held = property.elementType ?? property.heldType, held != keeper, sources.types[held].kind == .class,
          sources.types[held].singletonAccessors.isEmpty, !roles.isController[held], !roles.isSwiftUIView[held], !roles.isUIKitView[held],
          !roles.isViewModelNamed[held], !roles.isCoordinatorNamed[held]
        else { continue }
        kept[held] = kept[held] ?? "\(type.name).\(accessor)"
      }
    }
    keptBySingleton = kept
    singletonGlobals = Self.singletonGlobals(in: sources, roles: roles)
    // `UserDefaultsFireproofing: Fireproofing`, `KeychainTokenStore: TokenStore`: a protocol an
    // app type named for its storage implements.
    // And `extension DeviceDataManager: BolusEntryDelegate`: a protocol the app's manager adopts.
    var storeBacked = Set<Int>()
    var managerBacked = Set<Int>()
    for (index, type) in sources.types.enumerated() where type.kind != .protocol && type.kind != .extension && !roles.isPart(index)
      && !roles.isController[index] && !roles.isSwiftUIView[index] && !roles.isViewModelNamed[index] && !roles.isCoordinatorNamed[index]
    {
      let name = type.name.lowercased()
      let isStore = Self.storageWords.contains(where: name.containsBytes)
      guard isStore || (type.kind == .class && Self.appStorageWords.contains(where: name.containsBytes)) else { continue }
      for adopted in type.inheritance {
        guard let protocolIndex = sources.resolve(adopted, from: type), sources.types[protocolIndex].kind == .protocol else { continue }
        if isStore { storeBacked.insert(protocolIndex) } else { managerBacked.insert(protocolIndex) }
      }
    }
    storeBackedProtocols = storeBacked
    managerBackedProtocols = managerBacked
    coordinatorDelegates = Self.coordinatorDelegates(in: sources, roles: roles)
    inputs = Self.inputs(in: sources)
    let staticHolders = StaticHolders(sources: sources)
    self.staticHolders = staticHolders
    handedBindings = HandedBindings(sources: sources, handOffs: handOffs)
    ownHelpers = OwnHelpers(sources: sources, roles: roles)
    var statics: [Int: NameSet] = [:]
    var staticNames: [Name] = []
    var subjects: [Int: NameSet] = [:]
    for (index, type) in sources.types.enumerated() {
      let held = type.members.filter { $0.isStatic && $0.isStored && Self.holdsSubject($0, in: sources.files[$0.file]) }.map(\.key)
      if !held.isEmpty { subjects[index] = NameSet(held) }
      // Stored, or computed with a setter (`static var allowSync: Bool { get {…} set {…} }`):
      // `set {` or `set(value) {`, not a call's `defaults.set(…)` or a `set:` label.
      let names = type.members.filter { member in
        // `static let currentLocale = CurrentValueSubject<Locale, Never>(…)`: a constant that
        // holds a stream of values the app sends into is one value for the whole app too, and so
        // is one that holds an object of the app's with state of its own (`static let
        // isUsingBottomBar = Option<Bool>(key: "bottom-bar", default: false)`, whose `value` a
        // screen sets).
        if member.isStatic, member.kind == .let, member.isStored {
          return subjects[index]?.contains(member.key) == true || Self.holdsStatefulObject(member.key, of: index, holders: staticHolders, in: sources)
        }
        guard member.isStatic, member.kind == .var else { return false }
        if member.isStored { return true }
        let file = sources.files[member.file]
        return member.tokens.contains { index in
          file.tokens[index].keyword == .set && file.name(index - 1) != .dot
            && (file.name(index + 1) == .openBrace || file.name(index + 1) == .openParen)
        }
      }.map(\.key)
      guard !names.isEmpty else { continue }
      statics[index] = NameSet(names)
      staticNames += names
    }
    staticVariables = statics
    staticSubjects = subjects
    staticVariableNames = NameSet(staticNames)
    var adoptedByScreens = Set<Int>()
    var adoptedByModules = Set<Int>()
    for (index, type) in sources.types.enumerated() {
      let isModuleRole = type.kind == .class && ScreenNames.screenCodeRoleSuffixes.contains(where: type.name.hasSuffix)
      let isScreenCode = roles.isScreenCode(index) || roles.isUIKitView[index]
      guard isScreenCode || isModuleRole else { continue }
      let isModuleCode = roles.isController[index] || roles.isSwiftUIView[index] || roles.isUIKitView[index] || isModuleRole
      for adopted in type.inheritance {
        guard let protocolIndex = sources.resolve(adopted, from: type), sources.types[protocolIndex].kind == .protocol else { continue }
        if isScreenCode { adoptedByScreens.insert(protocolIndex) }
        if isModuleCode { adoptedByModules.insert(protocolIndex) }
      }
    }
    screenProtocols = adoptedByScreens
    moduleProtocols = adoptedByModules
  }

  /// Whether a stored property's initial value makes a subject (`= CurrentValueSubject<…>(…)`) or
  /// its annotation names one (`: PassthroughSubject<Void, Never> = .init()`).
  private static func holdsSubject(_ member: AuditedType.Member, in file: AuditFile) -> Bool {
    for index in member.tokens where index > member.nameToken && file.tokens[index].kind == .identifier {
      if subjectTypes.contains(file.name(index)) { return true }
      // Only the first type named counts: `= Store(subject: PassthroughSubject())` is a store.
      if file.isCapitalized(index) { return false }
    }
    return false
  }

  /// Of an app object a static property of another type holds, whether it is shared data: `true`
  /// for a store, a manager or a service, whose reads count too; `false` for an object that holds
  /// one (`LogManager.logger`, whose `store` keeps what the log screen lists), only what changes it;
  /// nil for any other (`Keys.sharedSecret`, a value of its own; a cache, which keeps copies of
  /// data kept elsewhere; a screen, a view, a navigator).
  private func sharedKind(ofStaticallyHeld held: Int) -> Bool? {
    guard isSharedCollaborator(held), !sources.types[held].name.lowercased().containsBytes("cache") else { return nil }
    func isData(_ type: Int) -> Bool { keepsDataElsewhere(type) || storeBackedProtocols.contains(type) || managerBackedProtocols.contains(type) }
    if isData(held) { return true }
    return sources.types[held].storedProperties.contains { $0.heldType.map(isData) == true } ? false : nil
  }

  /// Whether an initializer's parameter of the property's name sets it: a property without a
  /// value of its own, `let source: Source` beside `init(source: Source)`.
  static func isSetByInitializer(_ property: AuditedType.StoredProperty, parameters: NameSet) -> Bool {
    property.initializer.isEmpty && parameters.contains(property.key)
  }

  /// The names of a type's initializers' parameters: `init(source: Source)` hands in `source`.
  static func initializerParameters(of type: AuditedType, in sources: AuditSources) -> NameSet {
    // A struct without an initializer of its own takes each stored property without a value
    // through its memberwise one: `DeviceListView(devices: devices)`.
    // What the environment hands a view (`@Environment`, `@EnvironmentObject`) is no parameter.
    if type.kind == .struct, !type.members.contains(where: { $0.kind == .initializer }) {
      return NameSet(type.storedProperties.filter { $0.initializer.isEmpty && !$0.attributes.contains(where: environmentWrappers.contains) }.map(\.key))
    }
    var names: [Name] = []
    for member in type.members where member.kind == .initializer {
      let file = sources.files[member.file]
      guard let open = member.tokens.first(where: { file.name($0) == .openParen }), let close = file.partner(open), close > open else { continue }
      var index = open + 1
      while index < close {
        // `name:` or `label name:` at the start of a parameter.
        if file.tokens[index].kind == .identifier, file.name(index + 1) == .colon,
          file.name(index - 1) == .openParen || file.name(index - 1) == .comma || file.tokens[index - 1].kind == .identifier
        {
          names.append(file.name(index))
        }
        if file.tokens[index].kind == .punctuation, let partner = file.partner(index), partner > index, index != open { index = partner }
        index += 1
      }
    }
    return NameSet(names)
  }

  private static let environmentWrappers = NameSet(["Environment", "EnvironmentObject"])
  private static let mutatingPrefixBytes = mutatingPrefixes.map { Array($0.lowercased().utf8) }
  private static let serviceChangePrefixBytes = serviceChangePrefixes.map { Array($0.lowercased().utf8) }

  /// Whether a data layer's method named at `index` is named for a change: `unbanContact`.
  static func isServiceChange(_ index: Int, in file: AuditFile) -> Bool {
    serviceChangePrefixBytes.contains { file.hasWordPrefix(index, lowercased: $0) }
      || (discardedChangePrefixBytes.contains { file.hasWordPrefix(index, lowercased: $0) } && isStatement(callAt: index, in: file))
  }

  /// Whether the call of the method named at `index` is a statement of its own, its result
  /// unused: what comes before its receiver chain (and `try`, `await`) starts a statement.
  private static func isStatement(callAt index: Int, in file: AuditFile) -> Bool {
    var start = index
    while start >= 2, file.name(start - 1) == .dot {
      var before = start - 2
      if file.name(before) == .question || file.name(before) == .bang { before -= 1 }
      guard before >= 0, file.tokens[before].kind == .identifier else { break }
      start = before
    }
    // `try? await repository.apply…`: `try`, `?` and `await` belong to the statement.
    while start >= 1, file.keyword(start - 1) == .try || file.keyword(start - 1) == .await || file.name(start - 1) == .question || file.name(start - 1) == .bang {
      start -= 1
    }
    guard start > 0 else { return true }
    let previous = start - 1
    if file.name(previous) == .openBrace || file.name(previous) == .closeBrace || file.keyword(previous) == .in || file.text(previous) == ";" { return true }
    // On a line of its own, unless what ends the line before hands it on (`=`, `return`, `(`, `,`).
    return file.tokens[start].startsLine && file.tokens[previous].kind != .operator && file.keyword(previous) != .return
      && file.name(previous) != .openParen && file.name(previous) != .comma && file.name(previous) != .colon && file.name(previous) != .openBracket
  }

  /// The app type a property of `type` (or of a superclass) holds.
  private func heldType(of property: Name, in type: Int) -> Int? {
    sources.propertyType(property, lineage: hierarchy.lineage[type])
  }

  /// Whether the method named at `index` is named for a change: `setTheme`, `removeAll`, `logout`.
  static func isMutating(_ index: Int, in file: AuditFile) -> Bool {
    mutatingPrefixBytes.contains { file.hasWordPrefix(index, lowercased: $0) }
  }

  /// The type's reads and writes of shared data; for a screen's own code, with the writes the
  /// app's helper types make for it one call away (`RelayedWrites`).
  func accesses(in typeIndex: Int) -> [Access] {
    let own = memberAccesses(in: typeIndex)
    // And a coordinator's: `DiaryDeleteCoordinator` deletes the entry its screen confirms.
    guard isScreenCode(typeIndex) || roles.isCoordinatorNamed[typeIndex] else { return own.flatMap { $0 } }
    return own.flatMap { $0 } + relayedWrites(in: typeIndex)
  }

  /// The accesses of each of the type's members, in order; a stored property's `@AppStorage`
  /// read counts for the first member.
  private func memberAccesses(in typeIndex: Int) -> [[Access]] {
    let type = sources.types[typeIndex]
    var aliases = NameTable<Alias>()
    // Per property, the keys it is: its own, or each one handed down to a `@Binding`.
    var appStorage = NameTable<[String]>()
    var defaultsHolders = NameTable<Int>()
    var accesses: [Access] = []
    // `init(cart: CartManager = .shared) { cart.clear() }`: the parameter is the singleton, and so
    // is the property it is stored in.
    // Tables made only for the few types that have such a parameter: most types have none.
    var parameters: NameTable<Alias>?
    for owner in hierarchy.lineage[typeIndex] {
      var defaulted: NameTable<Alias>?
      if sources.types[owner].members.contains(where: { $0.kind == .initializer }) {
        for parameter in DefaultedSingletons.parameters(of: sources.types[owner], in: sources) {
          if defaulted == nil { defaulted = NameTable() }
          defaulted?[parameter.name] = Alias(datum: "\(parameter.typeName).\(parameter.accessor)", kind: .singleton, type: parameter.type)
        }
      }
      if owner == typeIndex { parameters = defaulted }
      for property in sources.types[owner].storedProperties where aliases[property.key] == nil && appStorage[property.key] == nil {
        // `var settings = KeyboardSettings()`, whose own properties are kept in the defaults.
        if let held = property.heldType, sources.types[held].storedProperties.contains(where: { $0.appStorageKey != nil }) {
          defaultsHolders[property.key] = held
        }
        if let key = property.appStorageKey {
          appStorage[property.key] = [SharedDatum.defaultsKey(key)]
          if owner == typeIndex {
            accesses.append(Access(
              datum: SharedDatum.defaultsKey(key), kind: .userDefaults, isWrite: false, location: property.location,
              detail: "@AppStorage var \(property.name)"))
          }
        } else if let alias = alias(of: property, in: owner, orItsDefault: defaulted?[property.key]) {
          aliases[property.key] = alias
        }
      }
    }
    // `@Binding var isOn` handed `$showsBadges` of a settings key: the child's binding is the key.
    for (property, datums) in handedBindings.datums[typeIndex] ?? [] where appStorage[property] == nil && aliases[property] == nil {
      appStorage[property] = datums
    }
    // `init(tunnel: TunnelManager) { self.tunnel = tunnel; item.onTap = { tunnel.update(…) } }`:
    // a parameter named like a property that holds shared data is the object stored there.
    var initializerParameters = parameters
    if type.members.contains(where: { $0.kind == .initializer }) {
      let names = Self.initializerParameters(of: type, in: sources)
      for owner in hierarchy.lineage[typeIndex] {
        for property in sources.types[owner].storedProperties
        where Self.isSetByInitializer(property, parameters: names) && initializerParameters?[property.key] == nil {
          guard let alias = aliases[property.key] else { continue }
          if initializerParameters == nil { initializerParameters = NameTable() }
          initializerParameters?[property.key] = alias
        }
      }
    }
    var perMember = type.members.map { member in
      scan(
        member.tokens, of: member.file, in: typeIndex, aliases: aliases, appStorage: appStorage, defaultsHolders: defaultsHolders,
        parameters: member.kind == .initializer ? initializerParameters : nil)
    }
    if !accesses.isEmpty {
      if perMember.isEmpty { perMember.append([]) }
      perMember[0] = accesses + perMember[0]
    }
    return perMember
  }

  /// A call in a type's code of a method of an app type that one of its properties holds, or
  /// that it names: `service.save(…)`, `self?.store.reset()`, `identityContext.service.createFilter(…)`,
  /// `AppSettings.setTheme(…)`.
  private struct HelperCall {
    /// The member whose code makes it, and the method's name token there.
    var member: Int
    var index: Int
    /// The chain's names before the method, `self` left out: `service`, `AppSettings`.
    var names: [Int]
    var isStatic: Bool
    var helper: Int
    var method: Name
  }

  /// The calls of helpers' methods in a type's code, and its properties handed in rather than
  /// made there (by a dependency container, or through an initializer's parameter of the
  /// property's name): the app's objects the type shares with whoever made it.
  private func helperCalls(in typeIndex: Int) -> (calls: [HelperCall], handedIn: NameSet) {
    let type = sources.types[typeIndex]
    // What each stored property holds, unless it is shared data itself: a call on a datum is
    // that datum's write or read already.
    var held = NameTable<Int>()
    var handedIn: [Name] = []
    for owner in hierarchy.lineage[typeIndex] {
      let parameters = Self.initializerParameters(of: sources.types[owner], in: sources)
      for property in sources.types[owner].storedProperties where held[property.key] == nil {
        guard let heldType = property.heldType, alias(of: property, in: owner, orItsDefault: nil) == nil else { continue }
        held[property.key] = heldType
        if property.injectionKeyPath != nil || Self.isSetByInitializer(property, parameters: parameters) { handedIn.append(property.key) }
      }
    }
    var calls: [HelperCall] = []
    for (memberIndex, member) in type.members.enumerated() {
      let file = sources.files[member.file]
      let range = member.tokens
      // `let config = MenuConfig()`: a helper the member makes for itself, from where it makes it.
      // Made at the first such local: most members have none.
      var made: NameTable<Int>?
      // `service.save(entry)`, and `service.save { … }` with only a trailing closure.
      for index in range where file.tokens[index].kind == .identifier && index + 1 < range.upperBound {
        let next = file.name(index + 1)
        if next == .assign, let local = Self.madeLocal(at: index, in: range, of: file, resolve: { sources.resolve($0, from: type) }) {
          if made == nil { made = NameTable() }
          made?[file.tokens[index].name] = local
          continue
        }
        guard next == .openParen || next == .openBrace, index > range.lowerBound, file.name(index - 1) == .dot else { continue }
        var names: [Int]
        var helper: Int?
        var isStatic = false
        if file.name(index - 2) == .closeParen, let open = file.partner(index - 2), open - 1 >= range.lowerBound, file.isCapitalized(open - 1),
          open - 1 == range.lowerBound || file.name(open - 2) != .dot
        {
          // `ShortcutRegister().update(ids)`: a helper made for the call.
          names = [open - 1, index]
          helper = sources.resolve(file.tokens[open - 1].name, from: type)
        } else {
          // Not the tail of a call's or a subscript's result: `makeContext().service.save(`.
          guard let (chain, start) = TokenPatterns.chain(endingAt: index, in: file, from: range.lowerBound),
            start == range.lowerBound || file.name(start - 1) != .dot
          else { continue }
          // `service.save(`, `self.service.save(`, `self?.service.save(`, `AppSettings.setTheme(`.
          // And down the helpers' own properties: `identityContext.service.createFilter(`.
          names = file.name(chain[0]) == .`self` ? Array(chain.dropFirst()) : chain
          guard names.count >= 2, names.count <= 4 else { continue }
          isStatic = file.isCapitalized(names[0])
          if isStatic {
            helper = names.count == 2 ? sources.resolve(file.tokens[names[0]].name, from: type) : nil
          } else {
            // A local the member makes hides a property of its name.
            helper = (file.name(names[0] - 1) == .dot ? nil : made?[file.tokens[names[0]].name]) ?? held[file.tokens[names[0]].name]
          }
          for property in names.dropFirst().dropLast() { helper = helper.flatMap { heldType(of: file.name(property), in: $0) } }
        }
        guard let helper else { continue }
        // `service.save { … }` is a call with its trailing closure only where the helper declares
        // the method: `if service.updateAvailable {` reads a property.
        let method = file.tokens[index].name
        if file.name(index + 1) == .openBrace,
          !hierarchy.lineage[helper].contains(where: { sources.types[$0].members.contains { $0.key == method && $0.kind == .function } })
        {
          continue
        }
        // `ThemeManager.addObserver(self)`: signing up to be told of changes changes no data.
        if (file.name(index + 2) == .`self` && file.name(index + 3) == .closeParen) || Self.isSignUp(index, in: file) { continue }
        calls.append(HelperCall(member: memberIndex, index: index, names: Array(names.dropLast()), isStatic: isStatic, helper: helper, method: method))
      }
    }
    return (calls, NameSet(handedIn))
  }

  /// The app type the local named at `name` is bound to where it is made: `config` in `let config
  /// = MenuConfig()`.
  private static func madeLocal(at name: Int, in range: Range<Int>, of file: AuditFile, resolve: (Name) -> Int?) -> Int? {
    guard name - 1 >= range.lowerBound, name + 3 < range.upperBound, file.name(name - 1) == .let || file.name(name - 1) == .var,
      file.isCapitalized(name + 2), file.name(name + 3) == .openParen
    else { return nil }
    return resolve(file.tokens[name + 2].name)
  }

  /// Whether the audit reads what a call of `helper`'s methods writes: one of the app's helper
  /// types, or the app's extension of a framework type through its static helpers
  /// (`NotificationCenter.showThing(id)`).
  private func relaysWrites(of helper: Int, reachedStatically isStatic: Bool) -> Bool {
    isHelper(helper) && (isStatic || sources.types[helper].kind != .extension)
  }

  /// Whether the static property `name` of the type at `type` holds an object of one of the
  /// app's classes that keeps state of its own: a stored instance `var`.
  private static func holdsStatefulObject(_ name: Name, of type: Int, holders: StaticHolders, in sources: AuditSources) -> Bool {
    guard let held = holders.heldType(name, of: type), sources.types[held].kind == .class else { return false }
    return sources.types[held].members.contains { !$0.isStatic && $0.isStored && $0.kind == .var }
  }

  /// A helper's table of writes and calls, read once.
  private func relayTable(of helper: Int) -> RelayedWrites.Table {
    relayed.table(of: helper, in: sources, memberAccesses: { self.memberAccesses(in: $0) }) { type in
      var relays = Array(repeating: [RelayedWrites.Relay](), count: self.sources.types[type].members.count)
      for call in self.helperCalls(in: type).calls where self.relaysWrites(of: call.helper, reachedStatically: call.isStatic) {
        relays[call.member].append(RelayedWrites.Relay(helper: call.helper, method: call.method))
      }
      return relays
    }
  }

  /// The app's protocols that one or two types adopt, all of them coordinators, by protocol:
  /// `extension SendCoordinator: GasPickerDelegate` counts for `SendCoordinator`.
  private static func coordinatorDelegates(in sources: AuditSources, roles: TypeRoles) -> [Int: [Int]] {
    var adopters: [Int: [Int]] = [:]
    for (index, type) in sources.types.enumerated() where type.kind != .protocol {
      let adopter = type.kind == .extension ? sources.resolve(Name(type.name), from: type) : index
      guard let adopter else { continue }
      for adopted in type.inheritance {
        guard let protocolIndex = sources.resolve(adopted, from: type), sources.types[protocolIndex].kind == .protocol,
          !(adopters[protocolIndex] ?? []).contains(adopter)
        else { continue }
        adopters[protocolIndex, default: []].append(adopter)
      }
    }
    return adopters.filter { _, types in types.count <= 2 && types.allSatisfy { roles.isCoordinatorNamed[$0] } }
  }

  /// Calls in a screen's code to a method of one of the app's helper types (`service.save(…)`,
  /// `self?.store.reset()`, `AppSettings.setTheme(…)`) whose body writes shared data, itself or
  /// through the helpers it calls: each write, at the call, once per datum and call.
  private func relayedWrites(in typeIndex: Int) -> [Access] {
    let type = sources.types[typeIndex]
    let (calls, shared) = helperCalls(in: typeIndex)
    var accesses: [Access] = []
    for call in calls {
      let file = sources.files[type.members[call.member].file]
      let (index, names, isStatic, helper, method) = (call.index, call.names, call.isStatic, call.helper, call.method)
      let helperName = sources.types[helper].name
      var datums: Set<String> = []
      // `delegate.onGasPicked(.low)` in a screen's code: a protocol only coordinators adopt runs
      // their method for the screen (not for another coordinator, which is no screen).
      let implementers = isStatic || !isScreenCode(typeIndex) ? [] : coordinatorDelegates[helper] ?? []
      if relaysWrites(of: helper, reachedStatically: isStatic) || !implementers.isEmpty {
        let writes = implementers.isEmpty
          ? relayed.writes(of: method, on: helper, table: relayTable(of:))
          : implementers.flatMap { relayed.writes(of: method, on: $0, table: relayTable(of:)) }
        for write in writes {
          // `NotificationCenter.postOnMainThread(notification: .dismissed)` posts the name it is handed.
          let datum = write.kind == .notification
            ? forwardedNotification(write.datum, by: method, of: helper, call: index + 1, in: file) ?? write.datum : write.datum
          guard datums.insert(datum).inserted else { continue }
          accesses.append(Access(
            datum: datum, kind: write.kind, isWrite: true, location: file.location(index),
            detail: "\(helperName).\(file.text(index))() → \(write.detail)"))
        }
      }
      // `accountService.updateProfile(…)` whose body hands the change to a server or a
      // database the audit does not read: the service's data, which every screen holding
      // the service shares, is written.
      // `UserManager.setStatus(…)` on a namespace of static methods is the same, and so is
      // `source.save(url)` on any object of the app's handed in, for a name that says it changes
      // what it is called on.
      let changes = Self.isServiceChange(index, in: file) || mutatingMethods.changes(method, on: helper) == true
      // A struct's or an enum's own static method, not one of its cases (`StorageError.saveFailed(…)`).
      let isStaticMethod = sources.types[helper].members.contains { $0.key == method && $0.kind == .function && $0.isStatic }
      if datums.isEmpty,
        (keepsDataElsewhere(helper, reachedStatically: isStatic && isStaticMethod) && changes)
          || (names.count == 1 && shared.contains(file.name(names[0])) && isSharedCollaborator(helper) && Self.isMutating(index, in: file))
      {
        accesses.append(Access(
          datum: helperName, kind: .environment, isWrite: true, location: file.location(index), detail: "\(helperName).\(file.text(index))()"))
      }
    }
    return accesses
  }

  /// `Notification[dismissed]` for a helper's `Notification[notification]`, where `notification`
  /// is the helper's parameter and the call at `open` hands it `.dismissed`.
  private func forwardedNotification(_ datum: String, by method: Name, of helper: Int, call open: Int, in file: AuditFile) -> String? {
    guard let posted = SharedDatum.notificationName(of: datum).map(Name.init) else { return nil }
    for owner in hierarchy.lineage[helper] {
      for member in sources.types[owner].members where member.key == method && member.kind == .function {
        let declaring = sources.files[member.file]
        let parameters = ParameterList.declaration(member.nameToken, in: declaring)
        guard let position = parameters.firstIndex(where: { $0.name == posted }) else { continue }
        // By its label, or where it stands among the arguments when it has none.
        let label = parameters[position].label
        let argument = label == .none
          ? TokenPatterns.argument(at: position, in: file, call: open) : TokenPatterns.argument(in: file, call: open, labels: [label])
        return argument.map { SharedDatum.notification(TokenPatterns.notificationName(file.text($0))) }
      }
    }
    return nil
  }

  /// One of the app's types that does work for screens: not a screen's controller, view or view
  /// model, not a navigator, not a protocol (whose requirements have no body to read). The app's
  /// extension of a framework's type counts (`extension NotificationCenter { static func
  /// showThing(_:) }`, which posts): its methods are the app's code; the caller reaches it
  /// through its static methods only.
  private func isHelper(_ type: Int) -> Bool {
    let kind = sources.types[type].kind
    return kind != .protocol && !roles.isController[type] && !roles.isSwiftUIView[type] && !roles.isUIKitView[type]
      && !roles.isViewModelNamed[type] && !roles.isCoordinatorNamed[type]
  }

  /// The singleton a global constant names, where no property of the type's lineage, parameter
  /// or local of that name hides it, and the constant is seen from `file`.
  private func singletonGlobal(_ name: Name, seenFrom file: Int, in type: Int, shadowedBy shadowing: [Name]) -> Alias? {
    guard let globals = singletonGlobals[name], !shadowing.contains(name),
      !hierarchy.lineage[type].contains(where: { sources.types[$0].storedProperty(name) != nil })
    else { return nil }
    // The file's own private one first, else the one every file sees.
    return (globals.first { $0.file == file } ?? globals.first { $0.file == nil })?.alias
  }

  /// `let SignedUser = _SignedUser.default` at a file's top level: a class of the app reached by
  /// one of its singleton accessors, under a global name. Not a coordinator's or a router's, as
  /// for a local bound so: what it changes is navigation, which the navigation scan reads.
  private static func singletonGlobals(in sources: AuditSources, roles: TypeRoles) -> NameTable<[(alias: Alias, file: Int?)]> {
    var found = NameTable<[(alias: Alias, file: Int?)]>()
    for (fileIndex, file) in sources.files.enumerated() {
      for declaration in file.source.declarations where declaration.kind == .let {
        guard let value = declaration.initializer?.trimmed() else { continue }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let held = sources.resolve(parts[0], from: nil), sources.types[held].kind == .class,
          !roles.isCoordinatorNamed[held]
        else { continue }
        // The accessor as its type declares it, which names the datum wherever it is reached:
        // `` `default` `` is written with its backticks there.
        let accessor = parts[1].filter { $0 != "`" }
        guard let declared = [accessor, "`\(accessor)`"].first(where: sources.types[held].singletonAccessors.contains)
          ?? (AuditSources.singletonAccessorNames.contains(accessor) ? accessor : nil)
        else { continue }
        let isPrivate = declaration.hasModifier("private") || declaration.hasModifier("fileprivate")
        found.update(Name(declaration.name), default: []) {
          $0.append((Alias(datum: parts[0] + "." + declared, kind: .singleton, type: held), isPrivate ? fileIndex : nil))
        }
      }
    }
    return found
  }

  /// The shared datum a stored property holds: `let session = Session.shared`, `let session:
  /// Session` of a singleton type, `@Environment(Theme.self) var theme`, `@EnvironmentObject var
  /// store: Store`.
  /// Else `singletonDefault`, the singleton an initializer's parameter of its name defaults to,
  /// which names it better than the manager its type reaches.
  private func alias(of property: AuditedType.StoredProperty, in owner: Int, orItsDefault singletonDefault: Alias?) -> Alias? {
    alias(of: property, in: owner, reachingManagers: singletonDefault == nil) ?? singletonDefault
  }

  private func alias(of property: AuditedType.StoredProperty, in owner: Int, reachingManagers: Bool) -> Alias? {
    let type = sources.types[owner]
    if let singleton = property.heldSingleton {
      guard !Self.systemSingletons.contains(singleton.type), singleton.type != "UserDefaults", singleton.type != "NotificationCenter" else {
        return nil
      }
      let held = sources.resolve(singleton.type, from: type)
      if let held, roles.isCoordinatorNamed[held] { return nil }
      // `DataManager.sharedManager` is a singleton where `DataManager` declares it one.
      if sources.isSingleton(singleton, from: type) {
        return Alias(datum: "\(singleton.type).\(singleton.accessor)", kind: .singleton, type: held)
      }
    }
    // `@ObservedObject var switches = Preferences.BraveCore.activeSwitches`: one of the app's
    // statics that is one value for the whole app, held under another name.
    if let (holder, member) = staticDatum(initializing: property, from: type) {
      return Alias(datum: "\(sources.types[holder].qualifiedName).\(sources.files[property.file].text(member))", kind: .global,
        type: staticHolders.heldType(sources.files[property.file].name(member), of: holder))
    }
    // SwiftData's and Core Data's context: the app's store.
    if let key = property.environmentKey, let store = Self.storeContexts[key] { return Alias(datum: store, kind: .environment, type: nil) }
    // An object a singleton keeps, however it got here.
    if let held = property.heldType, let keeper = keptBySingleton[held] { return Alias(datum: keeper, kind: .singleton, type: held) }
    // A store handed in (`let storage: WaitlistStorage`, set from a parameter): the app's data,
    // kept behind a protocol or a class.
    if property.initializer.isEmpty, let name = DeclarationTokens.typeNameToken(property.annotation, in: sources.files[property.file]) {
      let file = sources.files[property.file]
      let held = property.heldType.map { storeProtocol(composedInto: $0) ?? $0 } ?? composedStore(named: name, in: file, from: type)
      if Self.storeWords.contains(where: { file.contains(name, lowercased: $0) }) || held.map(storeBackedProtocols.contains) == true
        || (reachingManagers && isScreenCode(owner) && held.map { (isAppWideObject($0) || managerBackedProtocols.contains($0)) && !ownHelpers.contains($0) } == true),
        // Not a screen's own view or presenter behind its protocol (`weak var view:
        // ChartSettingsViewInput!` of a presenter, `var output: ChartSettingsViewOutput!` of its
        // controller), whatever its name says.
        held.map({ !roles.isPart($0) && !roles.isCoordinatorNamed[$0] && !moduleProtocols.contains($0) }) ?? true
      {
        // A composed name is its store's.
        let datum = held.flatMap { $0 == property.heldType ? nil : sources.types[$0].name } ?? file.text(name)
        return Alias(datum: datum, kind: .environment, type: held)
      }
    }
    // `@ObservedObject var model: SyncSettingsViewModel` in `SyncWithServerView`, `private let
    // viewModel: SettingsViewModel` in `AboutViewController`: a view model handed in, maybe
    // another screen's; what this screen changes in it, that screen's state, it writes. Which it
    // is, the auditor decides once it knows the screens (`HandedInModels`).
    if roles.isScreenCode(owner), let held = property.heldType, roles.descendsFromViewModel[held], !roles.isCoordinatorNamed[held],
      property.initializer.isEmpty, !property.has(Self.environmentObject), property.environmentType == nil,
      ScreenNames.screenName(of: sources.types[held]) != ScreenNames.screenName(of: type)
    {
      return Alias(datum: sources.types[held].name, kind: .environment, type: held, isScreenModel: true)
    }
    // `@Environment(Theme.self) var theme`, `@EnvironmentObject var store: Store`: injected.
    let injected = property.environmentType ?? (property.has(Self.environmentObject) ? property.heldType : nil)
    guard let held = injected ?? property.heldType, !roles.isCoordinatorNamed[held] else { return nil }
    let name = sources.types[held].name
    if let accessor = singletonAccessors[held] { return Alias(datum: "\(name).\(accessor)", kind: .singleton, type: held) }
    return injected == nil ? nil : Alias(datum: name, kind: .environment, type: held)
  }

  /// The app type and the token of its static member a stored property's initial value is, as a
  /// whole (`Preferences.BraveCore.activeSwitches`, `ThemeManager.theme`), when that static is
  /// shared data (`staticVariables`); nil for anything else, a value read off it included.
  private func staticDatum(initializing property: AuditedType.StoredProperty, from scope: AuditedType) -> (holder: Int, member: Int)? {
    let file = sources.files[property.file]
    let value = property.initializer
    guard value.count == 3 || value.count == 5, file.isCapitalized(value.lowerBound), file.name(value.lowerBound + 1) == .dot else { return nil }
    let member = value.upperBound - 1
    guard file.tokens[member].kind == .identifier, staticVariableNames.contains(file.name(member)) else { return nil }
    let holder: Int?
    if value.count == 3 {
      holder = sources.resolve(file.name(value.lowerBound), from: scope)
    } else {
      guard file.isCapitalized(value.lowerBound + 2), file.name(value.lowerBound + 3) == .dot else { return nil }
      holder = sources.index(qualified: "\(file.text(value.lowerBound)).\(file.text(value.lowerBound + 2))")
    }
    guard let holder, staticVariables[holder]?.contains(file.name(member)) == true else { return nil }
    return (holder, member)
  }

  /// `FavoritesStoring` for `typealias FavoritesStoringProviding = FavoritesStoring & AnyObject`
  /// or a protocol that refines it: what is held is that store.
  private func storeProtocol(composedInto type: Int) -> Int? {
    let declared = sources.types[type]
    guard declared.kind == .protocol, !storeBackedProtocols.isEmpty, !storeBackedProtocols.contains(type) else { return nil }
    return declared.inheritance.lazy.compactMap { sources.resolve($0, from: declared) }.first(where: storeBackedProtocols.contains)
  }

  private static let composingSuffixes = ["Providing", "Provider", "Protocol", "Type"]
  private static let composingWords = ["provid", "protocol", "type"].map { Array($0.utf8) }

  /// `FavoritesStoring` for `FavoritesStoringProviding`: a name composed from a store's protocol
  /// (a composition of protocols or a protocol refining it) reaches that store.
  private func composedStore(named token: Int, in file: AuditFile, from scope: AuditedType) -> Int? {
    guard !storeBackedProtocols.isEmpty, Self.composingWords.contains(where: { file.contains(token, lowercased: $0) }) else { return nil }
    let name = file.text(token)
    for suffix in Self.composingSuffixes where name.count > suffix.count && name.hasSuffix(suffix) {
      if let store = sources.resolve(String(name.dropLast(suffix.count)), from: scope), storeBackedProtocols.contains(store) { return store }
    }
    return nil
  }

  /// What an implementation is named for when it keeps data: `UserDefaultsFireproofing`, `KeychainTokenStore`.
  private static let storageWords = ["storage", "store", "keychain", "defaults", "repository", "database", "persistence"]
  /// And an app type, whatever the protocol it is handed as: a manager is one object the whole
  /// app shares (`DeviceDataManager` behind a screen's delegate protocol). Not for the platform's
  /// types: a `CLLocationManager` or an `UndoManager` keeps no app data.
  private static let appStorageWords = storageWords + ["manager"]
  /// What a data layer is named for: its instances reach data they do not keep themselves.
  private static let dataLayerWords = appStorageWords + ["service", "dao", "interactor", "usecase"]

  /// Whether the app's type keeps its data past its own properties (on a server, in a database,
  /// in the platform), so that a method named for a change changes shared data whatever its body
  /// shows: a service, a repository, a manager, a store; not a screen's own helper.
  /// A struct or an enum counts when its static methods are called: a namespace of them is one
  /// object for the whole app.
  private func keepsDataElsewhere(_ type: Int, reachedStatically: Bool = false) -> Bool {
    let declared = sources.types[type]
    let kinds: [Declaration.Kind] = reachedStatically ? [.class, .protocol, .actor, .struct, .enum] : [.class, .protocol, .actor]
    guard kinds.contains(declared.kind), !ownHelpers.contains(type), !roles.isPart(type), !roles.isCoordinatorNamed[type] else { return false }
    let name = declared.name.lowercased()
    return Self.dataLayerWords.contains(where: name.containsBytes)
  }

  /// Whether an object of the app that a screen is handed may hold what other screens read: a
  /// class, an actor or a protocol that is no screen, view, part or navigator, no helper of one
  /// screen, not the one who made the screen listening (`delegate`, `output`, `listener`), and
  /// not a builder or a factory, which makes screens (`coordinatorBuilder.signOutConfirmation()`).
  private func isSharedCollaborator(_ type: Int) -> Bool {
    let declared = sources.types[type]
    guard declared.kind == .class || declared.kind == .protocol || declared.kind == .actor, !ownHelpers.contains(type), !roles.isPart(type),
      !screenProtocols.contains(type),
      !roles.isCoordinatorNamed[type], !roles.isController[type], !roles.isSwiftUIView[type], !roles.isUIKitView[type], !roles.isViewModelNamed[type]
    else { return false }
    let name = declared.name.lowercased()
    return !Self.listenerWords.contains(where: name.containsBytes)
  }

  private static let signUpWords = ["observer", "listener"].map { Array($0.utf8) }
  private static let signUpVerbs = ["add", "remove", "register", "unregister"].map { Array($0.utf8) }

  /// `addObserver(view)`, `removeListener(…)`: a call that signs something up to be told of
  /// changes, or off.
  static func isSignUp(_ index: Int, in file: AuditFile) -> Bool {
    signUpVerbs.contains { file.hasWordPrefix(index, lowercased: $0) } && signUpWords.contains { file.contains(index, lowercased: $0) }
  }

  /// What the type of an object that is told of events, rather than keeping data, is named for;
  /// and a builder's or a factory's, which makes screens.
  private static let listenerWords = [
    "delegate", "datasource", "listener", "observer", "output", "handler", "presenter", "view", "display", "builder", "factory",
  ]

  /// Whether a type is a screen's own code: managers and their helpers handing each other
  /// delegates are the app's wiring, not a screen's data.
  private func isScreenCode(_ type: Int) -> Bool {
    roles.isScreenCode(type) || ownHelpers.contains(type)
  }

  /// Whether an app type handed to a screen is one the whole app shares: a class named for its
  /// data or a manager, not a screen, a view or a navigator of its own.
  private func isAppWideObject(_ type: Int) -> Bool {
    let declared = sources.types[type]
    // A singleton's type is named by its accessor (`CartManager.shared`), below.
    guard declared.kind == .class, singletonAccessors[type] == nil, !roles.isPart(type), !roles.isController[type], !roles.isSwiftUIView[type], !roles.isUIKitView[type],
      !roles.isViewModelNamed[type], !roles.isCoordinatorNamed[type]
    else { return false }
    let name = declared.name.lowercased()
    return Self.appStorageWords.contains(where: name.containsBytes)
  }
  /// And what a stored property is named for when it holds a store: the same words, and settings.
  private static let storeWords = (storageWords + ["settings", "preferences"]).map { Array($0.utf8) }
  private static let storeContexts = ["modelContext": "SwiftData.modelContext", "managedObjectContext": "CoreData.managedObjectContext"]
  private static let observedObject = Name(0x0c71898b62679c3e, "ObservedObject")
  private static let environmentObject = Name(0x0f14dd445e964f71, "EnvironmentObject")
  private static let keychainWord = Array("keychain".utf8), delegateWord = Array("delegate".utf8)
  private static let userDefaults = Name(0xef0aad73c1f1fa84, "UserDefaults"), standard = Name(0xa47809ae5cba1648, "standard"), notificationCenter = Name(0x96cf39f9d4c4c80b, "NotificationCenter")
  private static let post = Name(0x8c2fe90da8958d47, "post"), current = Name(0xab8b4cbbb1fa71fa, "Current"), forKey = Name(0x4019f78e4aad3b4f, "forKey")
  private static let notificationLabels: Set<Name> = Set(["name", "forName", "for", "named"].map { Name($0) })
  private static let notificationTypes = NameSet(["Notification", "NSNotification"])
  private static let keyLabels: Set<Name> = Set(["forKey", "key", "account"].map { Name($0) })
  private static let systemSingletonNames = NameSet(Array(systemSingletons))
  private static let fileManager = Name("FileManager")
  /// The defaults' own methods: `UserDefaults.suite.set(…)` calls one on a suite the app keeps.
  private static let defaultsMethods = NameSet([
    "set", "setValue", "removeObject", "object", "value", "string", "bool", "integer", "double", "float", "array", "dictionary", "data",
    "url", "stringArray", "register", "synchronize", "removePersistentDomain",
  ])
  /// What `FileManager` changes on disk; its reads are everywhere and say nothing.
  private static let fileChanges = NameSet([
    "removeItem", "moveItem", "copyItem", "createDirectory", "createFile", "replaceItem", "replaceItemAt", "trashItem",
    "setAttributes", "linkItem", "createSymbolicLink", "setUbiquitous",
  ])

  private func scan(
    _ range: Range<Int>, of fileIndex: Int, in typeIndex: Int, aliases: NameTable<Alias>, appStorage: NameTable<[String]>,
    defaultsHolders: NameTable<Int>, parameters: NameTable<Alias>?
  ) -> [Access] {
    let file = sources.files[fileIndex]
    let type = sources.types[typeIndex]
    var accesses: [Access] = []
    // Parameters and locals of the member's own that share a property's name: bare, the name
    // is theirs (`init(session:) { self.session = session }`).
    var shadowing: [Name] = []
    // Locals bound to a singleton or to what it holds (`let manager =
    // WalletManager.shared.tokens`): what is done through them is done to the singleton.
    // Made at the first such local: most members have none.
    var singletonLocals: NameTable<Alias>?
    // The signature, before the body's brace, declares the parameters.
    let body = range.first { file.name($0) == .openBrace } ?? range.upperBound
    func name(_ index: Int) -> Name { index < range.upperBound ? file.name(index) : .none }
    /// The type whose static `var` `Type.member` at `index` is, in its own declaration or the app's
    /// extension of a framework type (`ThemeManager.theme`, `UserDefaults.isPaused`): a nested
    /// type named from its outer one too (`Localization.Locale.current`).
    func appStaticHolder(at index: Int, previous: Name) -> Int? {
      guard previous != .dot || (index >= 2 && file.isCapitalized(index - 2)), name(index + 1) == .dot,
        staticVariableNames.contains(name(index + 2)), file.isCapitalized(index),
        let held = previous == .dot ? sources.index(qualified: "\(file.text(index - 2)).\(file.text(index))") : sources.resolve(file.name(index), from: type),
        staticVariables[held]?.contains(name(index + 2)) == true
      else { return nil }
      return held
    }
    for index in range where file.tokens[index].kind == .identifier {
      let previous = index > range.lowerBound ? file.name(index - 1) : .none
      let token = file.tokens[index].name
      // A declared name is no access. `let session = …` shadows the property for the rest of the
      // member, `guard let session` only unwraps it.
      let declares = previous == .func || previous == .case || previous == .var || previous == .let
      let shadows = previous == .case || ((previous == .var || previous == .let)
        && (name(index + 1) == .colon || (name(index + 1) == .assign && name(index + 2) != token)))
      // A parameter's name or label: `(session: Session)`, `(_ session: Session)`.
      let names = index < body && name(index + 1) == .colon
        && (previous == .openParen || previous == .comma || file.tokens[index - 1].kind == .identifier)
      if shadows || names { shadowing.append(token) }
      // Not `var url = Environment.current.baseURL`: a value copied, changed as a copy.
      if previous == .let, name(index + 1) == .assign, index + 4 < range.upperBound, file.isCapitalized(index + 2),
        name(index + 3) == .dot, AuditSources.singletonAccessors.contains(name(index + 4)), !Self.systemSingletonNames.contains(name(index + 2)),
        let held = sources.resolve(name(index + 2), from: type), !roles.isCoordinatorNamed[held],
        name(index + 5) != .dot || (name(index + 7) != .dot && name(index + 7) != .openParen
          && heldType(of: name(index + 6), in: held).map { [.class, .actor].contains(sources.types[$0].kind) } == true)
      {
        if singletonLocals == nil { singletonLocals = NameTable<Alias>() }
        singletonLocals?[token] = Alias(datum: "\(file.text(index + 2)).\(file.text(index + 4))", kind: .singleton, type: held)
      }
      if declares || names { continue }
      // `self.session` is the property; `other.session` is not ours to resolve.
      let isBare = previous != .dot
      // `self?.store.value = x` in a `[weak self]` closure is `self.store` too.
      let isOwnMember = (isBare && !shadowing.contains(token)) || (index - 2 >= range.lowerBound && file.name(index - 2) == .`self`)
        || (index - 3 >= range.lowerBound && file.name(index - 2) == .question && file.name(index - 3) == .`self`)
      /// `readsCount`: whether a read of the datum is an access, or only what changes it.
      func record(
        _ datum: String, _ kind: SharedDatum.Kind, type datumType: Int?, chainFrom last: Int, isHeld: Bool = false, isScreenModel: Bool = false,
        readsCount: Bool = true
      ) {
        guard let (isWrite, detail) = effect(in: file, after: last, within: range, on: datumType, isHeld: isHeld), isWrite || readsCount else { return }
        accesses.append(Access(
          datum: datum, kind: kind, isWrite: isWrite, location: file.location(index), detail: detail, screenModel: isScreenModel ? datumType : nil))
      }
      // Used through (`cart.clear()`), not stored or handed on: storing it is `aliases`' business.
      if isBare, index > body, name(index + 1) == .dot || name(index + 1) == .question || name(index + 1) == .bang,
        let alias = parameters?[token] ?? singletonLocals?[token] ?? singletonGlobal(token, seenFrom: fileIndex, in: typeIndex, shadowedBy: shadowing)
      {
        record(alias.datum, alias.kind, type: alias.type, chainFrom: index, isHeld: true)
      } else if previous != .dot, token == Self.defaults || token == Self.userDefaults,
        let (key, close) = Self.defaultsSubscript(at: index, in: file, upTo: range.upperBound)
      {
        // `Defaults[.theme] = "dark"`, `UserDefaults.standard[.font]`: a key of the defaults, read or written.
        let (isWrite, detail) = effect(in: file, after: close, within: range, on: nil, isHeld: false) ?? (false, "")
        accesses.append(Access(
          datum: SharedDatum.defaultsKey(key), kind: .userDefaults, isWrite: isWrite, location: file.location(index),
          detail: "[\(key)]\(detail.isEmpty ? "" : " " + detail)"))
      } else if token == Self.userDefaults, previous != .dot, let method = Self.defaultsCall(after: index, in: file, upTo: range.upperBound),
        // `UserDefaults.isPaused.toggle()` of the app's own static is its datum, below; a suite it
        // keeps (`static let shared = UserDefaults(suiteName:)`) is still the defaults.
        appStaticHolder(at: index, previous: previous) == nil || Self.defaultsMethods.contains(file.name(method))
      {
        let key = TokenPatterns.argument(in: file, call: method + 1, labels: [Self.forKey]).map { TokenPatterns.unquoted(file.text($0)) } ?? "?"
        let method = file.text(method)
        let isWrite = method == "set" || method == "setValue" || method == "removeObject"
        accesses.append(Access(
          datum: SharedDatum.defaultsKey(key), kind: .userDefaults, isWrite: isWrite, location: file.location(index), detail: "\(method)(forKey:)"))
      } else if name(index + 1) == .dot || name(index + 1) == .question || name(index + 1) == .bang, token != Self.userDefaults,
        file.hasSuffix(index, lowercased: Self.defaultsWord),
        let (method, key) = Self.keyedDefaultsCall(after: index, in: file, upTo: range.upperBound)
      {
        // `kSharedDefaults.set(true, forKey: "onboarded")`, `Self.defaults?.removeObject(forKey: …)`:
        // a suite of the defaults, or the app's own name for them, written or read by key.
        let text = file.text(method)
        accesses.append(Access(
          datum: SharedDatum.defaultsKey(key), kind: .userDefaults, isWrite: text.hasPrefix("set") || text.hasPrefix("remove"),
          location: file.location(index), detail: "\(text)(forKey:)"))
      } else if let change = fileChange(at: index, in: file, of: type, isOwnMember: isOwnMember, previous: previous, upTo: range.upperBound) {
        // `FileManager.default.removeItem(at:)`, `fileManager.moveItem(…)`: the app's files,
        // which other screens list and open.
        accesses.append(Access(
          datum: "FileManager.default", kind: .singleton, isWrite: true, location: file.location(index), detail: "\(file.text(change))()"))
      } else if token == Self.setAlternateIconName, previous == .dot, name(index + 1) == .openParen {
        // `UIApplication.shared.setAlternateIconName(…)`: a setting of the whole app, kept by the system.
        accesses.append(Access(
          datum: "UIApplication.alternateIconName", kind: .singleton, isWrite: true, location: file.location(index), detail: "\(file.text(index))()"))
      } else if token == Self.notificationCenter, previous != .dot, name(index + 1) == .dot, name(index + 2) == .`default`,
        name(index + 3) == .dot, name(index + 5) == .openParen
      {
        var argument = TokenPatterns.argument(in: file, call: index + 5, labels: Self.notificationLabels)
        // `post(Notification(name: .reloadDetail))`: the notification made in place names it.
        if argument == nil, name(index + 4) == Self.post, let made = TokenPatterns.firstArgument(in: file, call: index + 5),
          Self.notificationTypes.contains(name(made.lowerBound)), name(made.lowerBound + 1) == .openParen
        {
          argument = TokenPatterns.argument(in: file, call: made.lowerBound + 1, labels: Self.notificationLabels)
        }
        guard let notification = argument.map(file.text) else { continue }
        let method = file.text(index + 4)
        accesses.append(Access(
          datum: SharedDatum.notification(TokenPatterns.notificationName(notification)), kind: .notification, isWrite: name(index + 4) == Self.post,
          location: file.location(index), detail: "\(method)(\(notification))"))
      } else if previous != .dot, file.contains(index, lowercased: Self.keychainWord) {
        var last = index
        while name(last + 1) == .dot, last + 2 < range.upperBound, file.tokens[last + 2].kind == .identifier { last += 2 }
        if last > index, name(last + 1) == .assign, name(last + 2) != .`self`, !file.contains(last, lowercased: Self.delegateWord) {
          // `KeyChain.apiToken = token`, `keychain.accessToken = token`: the wrapper's property is
          // the item of its name (not the object told of its events, `keychainService.delegate`).
          accesses.append(Access(
            datum: "Keychain[\(file.text(last))]", kind: .keychain, isWrite: true, location: file.location(index), detail: "\(file.text(last)) ="))
          continue
        }
        guard name(last + 1) == .openParen, last > index || !file.isCapitalized(index) else { continue }
        let method = file.text(last)
        let key = TokenPatterns.argument(in: file, call: last + 1, labels: Self.keyLabels).map { TokenPatterns.unquoted(file.text($0)) }
          ?? TokenPatterns.firstString(in: file, call: last + 1).map(TokenPatterns.unquoted)
        accesses.append(Access(
          datum: key.map { "Keychain[\($0)]" } ?? "Keychain", kind: .keychain, isWrite: Self.isMutating(last, in: file), location: file.location(index),
          detail: "\(method)(…)"))
      } else if previous != .dot, file.isCapitalized(index), name(index + 1) == .dot, sources.isSingletonAccessor(name(index + 2)),
        !Self.systemSingletonNames.contains(token)
      {
        let held = sources.resolve(token, from: type)
        if let held, roles.isCoordinatorNamed[held] { continue }
        // An accessor named otherwise than usual (`sharedManager`) is a singleton of the type that declares it.
        if !AuditSources.singletonAccessors.contains(name(index + 2)), held.map({ sources.types[$0].singletonAccessors.contains(file.text(index + 2)) }) != true {
          continue
        }
        record("\(file.text(index)).\(file.text(index + 2))", .singleton, type: held, chainFrom: index + 2)
      } else if previous != .dot, name(index + 1) == .dot, staticHolders.names.contains(name(index + 2)), file.isCapitalized(index),
        let holderType = sources.resolve(token, from: type), !roles.isCoordinatorNamed[holderType],
        let held = staticHolders.heldType(name(index + 2), of: holderType), let isData = sharedKind(ofStaticallyHeld: held)
      {
        // `ServiceLocator.stores.dispatch(…)`, `LogManager.logger.store.clear()`: the object a static
        // property holds is one for the whole app. Reading a store reads shared data; of any other
        // object (`ServiceLocator.analytics.track(…)`), only what changes it counts.
        record("\(file.text(index)).\(file.text(index + 2))", .singleton, type: held, chainFrom: index + 2, readsCount: isData)
      } else if let held = appStaticHolder(at: index, previous: previous), !roles.isCoordinatorNamed[held] {
        // Named by the type's full name, however the code names it (`Locale.current` inside `Localization`).
        let datum = "\(sources.types[held].qualifiedName).\(file.text(index + 2))"
        // `ThemeManager.theme = .dark`: a static `var` is one value for the whole app. Only its
        // writes are recorded: most static `var`s are constants nobody changes. A static subject
        // (`LocaleStore.current.send(locale)`) is written by what is sent into it.
        let isSubject = staticSubjects[held]?.contains(name(index + 2)) == true
        if isSubject, name(index + 3) == .dot,
          (Self.sendingCalls.contains(name(index + 4)) && name(index + 5) == .openParen) || (name(index + 4) == Self.value && name(index + 5) == .assign)
        {
          accesses.append(Access(
            datum: datum, kind: .global, isWrite: true, location: file.location(index),
            detail: "\(file.text(index + 2)).\(file.text(index + 4))\(name(index + 5) == .assign ? " =" : "()")"))
        } else if !isSubject,
          let (isWrite, detail) = effect(in: file, after: index, within: range, on: nil, isHeld: false), isWrite
        {
          // A subject's operators (`currentLocale.removeDuplicates()`) subscribe: only another
          // static is written by what else is done to it.
          accesses.append(Access(
            datum: datum, kind: .global, isWrite: true, location: file.location(index), detail: detail))
        }
      } else if token == Self.current, previous != .dot, name(index + 1) == .dot, index + 2 < range.upperBound,
        file.tokens[index + 2].kind == .identifier
      {
        record("Current.\(file.text(index + 2))", .environment, type: nil, chainFrom: index + 2)
      } else if isOwnMember, let holder = defaultsHolders[token], name(index + 1) == .dot, index + 2 < range.upperBound,
        let key = sources.types[holder].storedProperty(file.name(index + 2))?.appStorageKey
      {
        // `settings.onNewTab = …`: a property the holder's type keeps in the defaults.
        guard let (isWrite, detail) = effect(in: file, after: index + 2, within: range, on: nil, isHeld: false) else { continue }
        let text = "\(file.text(index + 2))\(detail.isEmpty ? "" : " " + detail)"
        accesses.append(Access(datum: SharedDatum.defaultsKey(key), kind: .userDefaults, isWrite: isWrite, location: file.location(index), detail: text))
      } else if isOwnMember, let alias = aliases[token] {
        record(alias.datum, alias.kind, type: alias.type, chainFrom: index, isHeld: true, isScreenModel: alias.isScreenModel)
      } else if isOwnMember, file.isProjection(index), let alias = aliases[file.projectedName(index)] {
        // `$preferences.isOn` hands out a binding to the datum's property: whoever holds it writes.
        let path = TokenPatterns.effect(in: file, after: index, upTo: range.upperBound).path.map(file.text).joined(separator: ".")
        accesses.append(Access(
          datum: alias.datum, kind: alias.kind, isWrite: !path.isEmpty, location: file.location(index), detail: "binding \(file.text(index)).\(path)",
          screenModel: alias.isScreenModel ? alias.type : nil))
      } else if isOwnMember, appStorage.count > 0, let datums = appStorage[file.projectedName(index)] {
        // `$flag` hands out a binding: whoever holds it writes.
        let text = file.text(index)
        let (isWrite, detail) = effect(in: file, after: index, within: range, on: nil, isHeld: false) ?? (false, "")
        for datum in datums {
          accesses.append(Access(
            datum: datum, kind: handedBindings.owners[datum] == nil ? .userDefaults : .environment, isWrite: isWrite || file.isProjection(index),
            location: file.location(index),
            detail: file.isProjection(index) ? "binding \(text)" : detail.isEmpty ? text : "\(text) \(detail)"))
        }
      } else if previous != .dot, globals.contains(token), name(index + 1) != .colon {
        record(file.text(index), .global, type: nil, chainFrom: index)
      }
    }
    return accesses
  }

  /// The method of a call that changes the app's files: `FileManager.default.removeItem(…)`, or
  /// the same on a property that holds the file manager (`let fileManager = FileManager.default`,
  /// `let fileManager: FileManager`).
  private func fileChange(
    at index: Int, in file: AuditFile, of type: AuditedType, isOwnMember: Bool, previous: Name, upTo end: Int
  ) -> Int? {
    func name(_ index: Int) -> Name { index < end ? file.name(index) : .none }
    guard name(index + 1) == .dot else { return nil }
    let token = file.name(index)
    if token == Self.fileManager, previous != .dot, name(index + 2) == .`default`, name(index + 3) == .dot,
      Self.fileChanges.contains(name(index + 4)), name(index + 5) == .openParen
    {
      return index + 4
    }
    guard isOwnMember, Self.fileChanges.contains(name(index + 2)), name(index + 3) == .openParen,
      let property = type.storedProperty(token)
    else { return nil }
    let declaring = sources.files[property.file]
    let namesFileManager = { (tokens: Range<Int>) in tokens.contains { declaring.name($0) == Self.fileManager } }
    let holdsFileManager = namesFileManager(property.annotation) || namesFileManager(property.initializer)
      || property.heldSingleton?.type == "FileManager"
    return holdsFileManager ? index + 2 : nil
  }

  private static let defaults = Name(0x48022f6d5501d677, "Defaults")
  private static let defaultsWord = Array("defaults".utf8)
  private static let setAlternateIconName = Name("setAlternateIconName")

  /// The method and key of `defaults.set(x, forKey: "k")`, `defaults?.bool(forKey: .k)` after the
  /// name at `index`: a call with a `forKey:` argument on something named for the defaults.
  private static func keyedDefaultsCall(after index: Int, in file: AuditFile, upTo end: Int) -> (method: Int, key: String)? {
    var dot = index + 1
    if dot < end, file.name(dot) == .question || file.name(dot) == .bang { dot += 1 }
    guard dot + 2 < end, file.name(dot) == .dot, file.tokens[dot + 1].kind == .identifier, file.name(dot + 2) == .openParen,
      let key = TokenPatterns.argument(in: file, call: dot + 2, labels: [forKey])
    else { return nil }
    return (dot + 1, TokenPatterns.unquoted(file.text(key)))
  }

  /// The key and closing bracket of `Defaults[.theme]` (the wrapper libraries' subscript) or
  /// `UserDefaults.standard[.theme]` starting at `index`.
  private static func defaultsSubscript(at index: Int, in file: AuditFile, upTo end: Int) -> (key: String, close: Int)? {
    let token = file.name(index)
    var open = index + 1
    if token == userDefaults, file.name(index + 1) == .dot, file.name(index + 2) == standard {
      open = index + 3
    } else if token != defaults {
      return nil
    }
    guard open < end, file.name(open) == .openBracket, let close = file.partner(open), close < end, close > open + 1 else { return nil }
    if file.tokens[open + 1].kind == .string { return (TokenPatterns.unquoted(file.text(open + 1)), close) }
    guard let last = (open + 1..<close).last(where: { file.tokens[$0].kind == .identifier }) else { return nil }
    return (file.text(last), close)
  }

  /// The method of `UserDefaults.standard.set(…)`, `UserDefaults(suiteName: …).set(…)` or
  /// `UserDefaults().set(…)`: the app's defaults, whichever object reaches them.
  private static func defaultsCall(after index: Int, in file: AuditFile, upTo end: Int) -> Int? {
    var cursor = index + 1
    if file.name(cursor) == .dot, cursor + 1 < end, file.tokens[cursor + 1].kind == .identifier, file.name(cursor + 2) == .dot {
      cursor += 2
    } else if file.name(cursor) == .openParen, let close = file.partner(cursor), close < end {
      cursor = close + 1
    } else {
      return nil
    }
    guard file.name(cursor) == .dot, cursor + 2 < end, file.tokens[cursor + 1].kind == .identifier, file.name(cursor + 2) == .openParen else { return nil }
    return cursor + 1
  }

  /// What the code does with the datum whose expression ends at `last`: an assignment through
  /// it, a call that changes it, or a read; with the path it takes, for people. Nil for a
  /// property that holds the datum being given its reference (`self.context = context`).
  private func effect(in file: AuditFile, after last: Int, within member: Range<Int>, on datumType: Int?, isHeld: Bool) -> (isWrite: Bool, detail: String)? {
    let (path, assignment, call) = TokenPatterns.effect(in: file, after: last, upTo: member.upperBound)
    let names = path.map(file.text)
    let readsPublisher = path.contains(where: file.isProjection)
    let joined = names.joined(separator: ".")
    if let assignment, !readsPublisher {
      if isHeld, path.isEmpty { return nil }
      // `model.delegate = self`: the screen hands itself over to be told, as with `register(self)`
      // (not `Session.shared.activeScreen = self`, which every screen reads).
      if file.name(assignment + 1) == .`self`, !Self.continuesExpression(file.name(assignment + 2)), let property = path.last,
        Self.listenerWords.contains(where: file.text(property).lowercased().containsBytes)
      {
        return (false, "\(joined) = self")
      }
      return (true, "\(joined.isEmpty ? "" : joined + " ")\(file.text(assignment))")
    }
    if let call {
      guard !readsPublisher else { return (false, "\(joined)()") }
      // `ThemeService.shared.addThemeable(self)`, `center.register(self)`: the screen signs itself
      // up to be told of changes, which changes no data another screen reads.
      if file.name(call + 1) == .openParen, file.name(call + 2) == .`self`, file.name(call + 3) == .closeParen {
        return (false, "\(joined)(self)")
      }
      if Self.isSignUp(call, in: file) { return (false, "\(joined)()") }
      // The object the method is called on: the datum, or a property of it down the path.
      var receiver = datumType
      for property in path.dropLast() { receiver = receiver.flatMap { heldType(of: file.name(property), in: $0) } }
      // `LogManager.logger.error(…)`: a line written to a logger, which screens write as they go;
      // a store's own `log(_:)` (`HistoryStore.shared.log(visit)`) is that store's change.
      if Self.logLevels.contains(file.name(call)), receiver.map({ isLogger($0) }) ?? true { return (false, "\(joined)()") }
      // `settings.search.onNext(text)`: a value sent into one of the datum's subjects.
      if path.count == 2, Self.sendingCalls.contains(file.name(call)), let datumType, declaresSubject(file.name(path[0]), in: datumType) {
        return (true, "\(joined)()")
      }
      // `MyPageViewModel.shared.userSubject.subscribe(onNext: …)`: an observer of one of the
      // datum's subjects, which reads what is sent there (a `subscribe` elsewhere may sign up for
      // a server's topic, a change).
      if path.count == 2, Self.observingCalls.contains(file.name(call)), let datumType, declaresSubject(file.name(path[0]), in: datumType) {
        return (false, "\(joined)()")
      }
      // A method the app's type does not declare is made for it (by a macro: `@Stateful`'s
      // `createBackup(options:)` for its `Action` case) or inherited: judged by its name as a
      // service's request is.
      let changes = receiver.map { mutatingMethods.changes(file.name(call), on: $0) ?? Self.isServiceChange(call, in: file) }
        ?? Self.isMutating(call, in: file)
      // `repository.trashItems(…)`, whose body hands the change to a database the audit cannot read.
      let changesElsewhere = Self.isServiceChange(call, in: file) && receiver.map { keepsDataElsewhere($0) } == true
      return (changes || changesElsewhere || Self.dispatchesChange(call, in: file, from: member.lowerBound), "\(joined)()")
    }
    // `Toggle(isOn: settings.autoplayBinding)`, `observer: settings.toggleAutoLaunch`: a binding
    // or an observer the datum hands out writes it.
    if let first = path.first, let datumType, handsOutInput(file.name(first), in: datumType) { return (true, "binding \(joined)") }
    // `field.rx.text.bind(to: settings.search)`: what is bound to the datum's subject writes it.
    let start = file.name(last - 1) == .dot && file.name(last - 2) == .`self` ? last - 2 : last
    if !path.isEmpty, file.name(start - 1) == .colon, file.name(start - 2) == Self.to, file.name(start - 3) == .openParen,
      file.name(start - 4) == Self.bind
    {
      return (true, "bound to \(joined)")
    }
    // `Button(action: model.pasteCode)`: the method, handed on to be called.
    if path.count == 1, let datumType, mutatingMethods.changes(file.name(path[0]), on: datumType) == true { return (true, "\(joined)()") }
    return (false, joined)
  }

  /// Whether an app type is named for logging: `EventLogger`, `AppLog`.
  private func isLogger(_ type: Int) -> Bool {
    let name = sources.types[type].name
    return name.hasSuffix("Log") || name.contains("Logger") || name.contains("Logging")
  }

  /// Whether a token after a value goes on with it: `self.value`, `self?.x`, `self[…]`.
  private static func continuesExpression(_ name: Name) -> Bool {
    name == .dot || name == .question || name == .bang || name == .openBracket || name == .openParen
  }

  private static let dispatchingCalls = NameSet(["dispatch", "send", "process"])
  private static let logLevels = NameSet(["log", "trace", "verbose", "debug", "info", "notice", "warn", "warning", "error", "fault", "critical"])
  private static let to = Name(0x08c8_3907_b56a_c0a4, "to"), bind = Name("bind")
  /// What sends a value into a subject or a relay.
  static let sendingCalls = NameSet(["onNext", "accept", "send"])
  /// What observes a subject or a relay.
  private static let observingCalls = NameSet(["subscribe", "sink", "bind", "drive", "observe"])
  /// A `CurrentValueSubject`'s or a relay's current value, which assigning sends.
  private static let value = Name("value")

  /// `store.dispatch(SettingAction.updateTheme(…))`, `store.send(.removeAll)`, or the same action
  /// bound to a local first (`let action = …; stores.dispatch(action)`): a store that runs an
  /// action named for a change is changed, whatever its `dispatch` does.
  private static func dispatchesChange(_ call: Int, in file: AuditFile, from start: Int) -> Bool {
    guard dispatchingCalls.contains(file.name(call)), let argument = TokenPatterns.firstArgument(in: file, call: call + 1) else { return false }
    var index = argument.lowerBound
    if argument.count == 1, file.tokens[index].kind == .identifier, !file.isCapitalized(index) {
      let local = file.name(index)
      guard let bound = (start..<call).last(where: {
        file.name($0) == local && file.name($0 + 1) == .assign && (file.name($0 - 1) == .let || file.name($0 - 1) == .var)
      }) else { return false }
      index = bound + 2
    }
    // `SettingAction.Theme.update`, `.update`: the case after the types that name it.
    var steps = 0
    while steps < 4, file.isCapitalized(index), file.name(index + 1) == .dot {
      index += 2
      steps += 1
    }
    if file.name(index) == .dot { index += 1 }
    return index < file.tokens.count && file.tokens[index].kind == .identifier && isMutating(index, in: file)
  }

  /// Whether the type (or a superclass) declares `name` as an input: a `Binding` or an observer.
  private func handsOutInput(_ name: Name, in type: Int) -> Bool {
    hierarchy.lineage[type].contains { inputs[$0].handedOut.contains(name) }
  }

  /// Whether the type (or a superclass) declares `name` as a subject or a relay.
  private func declaresSubject(_ name: Name, in type: Int) -> Bool {
    hierarchy.lineage[type].contains { inputs[$0].subjects.contains(name) }
  }

  /// What writes whoever it is handed to: a `Binding`, RxSwift's `AnyObserver` and `Binder`.
  private static let inputTypes = NameSet(["Binding", "AnyObserver", "Binder"])
  /// What writes whoever sends into it: Combine's and RxSwift's subjects and relays.
  static let subjectTypes = NameSet([
    "PublishSubject", "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "PassthroughSubject", "CurrentValueSubject",
    "CurrentValueRelay", "PassthroughRelay",
  ])

  /// A type's reactive inputs: what it hands out to be written through, what is sent into.
  struct Inputs: Sendable {
    var handedOut: NameSet
    var subjects: NameSet
  }

  /// Per type, the properties it declares as an input: `var autoplayBinding: Binding<Bool> {
  /// Binding(get: …, set: …) }`, `let toggleAutoLaunch: AnyObserver<Bool>`, `let search =
  /// PublishSubject<String>()`.
  private static func inputs(in sources: AuditSources) -> [Inputs] {
    Array(sources.types.indices).concurrentMap { index in
      var handedOut: [Name] = []
      var subjects: [Name] = []
      for member in sources.types[index].members {
        let file = sources.files[member.file]
        // The written type, or for a stored property without one, what its value is made of.
        let written = member.annotation.isEmpty && member.isStored ? member.tokens : member.annotation
        if member.annotation.contains(where: { inputTypes.contains(file.name($0)) }) { handedOut.append(member.key) }
        if written.contains(where: { subjectTypes.contains(file.name($0)) }) { subjects.append(member.key) }
      }
      return Inputs(handedOut: NameSet(handedOut), subjects: NameSet(subjects))
    }
  }
}
