import GraftSupport
import SwiftDeclarationParser

/// The app's files, lexed once, its types (extensions folded in) and its global variables, with
/// the indexes every detector needs: a type by name, as Swift would find it from a scope. What
/// stored properties hold is known once `resolveHeldTypes(alongside:)` has run.
struct AuditSources: Sendable {
  /// What a type that is no part of the app inherits from: a preview's and a test case's base.
  private static let aroundTheApp: Set<String> = ["PreviewProvider", "XCTestCase"]

  var files: [AuditFile]
  /// Sorted by qualified name.
  var types: [AuditedType]
  /// Top-level `var`s: shared mutable state by construction.
  var globals: [String: AuditLocation]
  private var byQualifiedName: [String: Int] = [:]
  private var bySimpleName = NameTable<[Int]>()
  /// Per type, the index of the type it is declared in, -1 for none: scopes walked by number.
  private var parents: [Int] = []

  static let singletonAccessorNames: Set<String> = ["shared", "default", "standard", "current"]

  /// The accessors of the app's own singletons named otherwise: `sharedManager`,
  /// `sharedInstance`, `instance` (a static property of a class that makes the class itself).
  private(set) var appSingletonAccessors = NameSet([Name]())

  /// The app's typealiases of another type's plain name (`typealias Actions =
  /// LoginViewModelActions`), by their own name: where each is declared (its type's index, -1
  /// at the top level) and the app type it stands for, resolved once the types are known.
  private var typeAliases = NameTable<[(scope: Int, target: Int)]>()

  /// The app's typealiases of a closure's type, at any depth: `typealias SortCompletion =
  /// (SortType, Bool) -> Void`.
  private var closureAliases = NameSet([Name]())
  private var hasClosureAliases = false

  /// Whether a stored property holds a closure: `var onDone: ((Kind) -> Void)?`, or a
  /// typealias of one (`var onDone: SortCompletion?`).
  func holdsClosure(_ property: AuditedType.StoredProperty) -> Bool {
    let file = files[property.file]
    if file.tokens[property.annotation].contains(where: { $0.name == .arrow }) { return true }
    guard hasClosureAliases, let last = DeclarationTokens.typePath(property.annotation, in: file).path.last else { return false }
    return namesClosure(last)
  }

  /// Whether a type's name is one of the app's typealiases of a closure's type (`DoneHandler`).
  func namesClosure(_ name: Name) -> Bool {
    hasClosureAliases && closureAliases.contains(name)
  }

  /// Whether a property's `X.accessor` (`heldSingleton`) is a singleton: one of the usual names
  /// (`Session.shared`), or one `X` declares for itself (`static let app = Application()`).
  func isSingleton(_ held: (type: String, accessor: String), from scope: AuditedType) -> Bool {
    Self.singletonAccessorNames.contains(held.accessor)
      || resolve(held.type, from: scope).map { types[$0].singletonAccessors.contains(held.accessor) } == true
  }

  /// Whether `X.<accessor>` reaches a singleton: one of the usual names, or one an app type
  /// declares for itself.
  func isSingletonAccessor(_ accessor: Name) -> Bool {
    Self.singletonAccessors.contains(accessor) || appSingletonAccessors.contains(accessor)
  }

  /// A file of the app: parsed already, or bytes that the index lexes, then parses.
  enum Input: Sendable {
    case parsed(SourceFile)
    case unparsed(path: String, bytes: [UInt8])

    var path: String {
      switch self {
      case let .parsed(source): source.path
      case let .unparsed(path, _): path
      }
    }

    var bytes: [UInt8] {
      switch self {
      case let .parsed(source): source.bytes
      case let .unparsed(_, bytes): bytes
      }
    }

    func indexed() -> AuditFile {
      switch self {
      case let .parsed(source): AuditFile(source)
      // Objective-C is not lexed as Swift: only its interfaces are read, from the bytes.
      case let .unparsed(path, _) where ObjectiveCInterfaces.isObjectiveC(path): AuditFile(path: path, bytes: [])
      case let .unparsed(path, bytes): AuditFile(path: path, bytes: bytes)
      }
    }
  }

  /// `appProjectFolders`: the folders of the Xcode projects among the files read that build an app
  /// (`XcodeTargets`), which tell apps kept side by side in one repository apart.
  init(_ inputs: [Input], appProjectFolders: [String] = []) {
    // Each file is lexed (and parsed, if it is not yet) and its types read across the cores;
    // then the parts of one type (its declaration and its extensions, in path order) are put
    // together.
    let sorted = inputs.sorted { $0.path < $1.path }
    let perFile = Array(sorted.enumerated()).concurrentMap { index, input in
      let file = input.indexed()
      if ObjectiveCInterfaces.isObjectiveC(input.path) {
        return (file, (Self.objectiveCTypes(in: input.bytes, of: file, index: index), [String: AuditLocation]()))
      }
      return (file, Self.types(in: file, index: index))
    }
    files = perFile.map(\.0)
    // Sized up front: growing a dictionary of a whole app's types rehashes every name it holds.
    var byName: [String: AuditedType] = [:]
    byName.reserveCapacity(perFile.reduce(0) { $0 + $1.1.0.count })
    var globals: [String: AuditLocation] = [:]
    let targets = Self.extensionTargets(perFile.map { ($0.0.path, $0.1.0) }, appProjectFolders: appProjectFolders)
    for (file, (fileTypes, fileGlobals)) in perFile {
      globals.merge(fileGlobals) { first, _ in first }
      let target = targets.first { file.path.hasPrefix($0.folder) }?.name
      // A file's private types, and what the file nests in or adds to them, are kept by the
      // file's path: another file's type of that name is another type.
      let filePrivate = Set(fileTypes.filter(\.isFilePrivate).map(\.name))
      for part in fileTypes {
        // Named before the target's prefix: `extension ViewModel` beside the private class.
        let outermost = String(part.qualifiedName.prefix { $0 != "." })
        if let target {
          part.target = target
          part.qualifiedName = target + "::" + part.qualifiedName
        }
        let key = filePrivate.contains(outermost) ? file.path + "::" + part.qualifiedName : part.qualifiedName
        guard let type = byName[key] else {
          byName[key] = part
          continue
        }
        type.fold(part)
      }
    }
    // `extension Inner` of a type declared as `Outer.Inner` in another module's style: folded
    // into the one declared type of that simple name.
    let declared = Dictionary(grouping: byName.values.filter { $0.kind != .extension }, by: \.name)
    for (key, part) in byName where part.kind == .extension && !key.utf8.contains(UInt8(ascii: ".")) {
      guard let targets = declared[part.name], targets.count == 1, targets[0].qualifiedName != key else { continue }
      byName[key] = nil
      byName[targets[0].qualifiedName]?.fold(part)
    }
    // A specialisation stands for an app's generic class only: `typealias SettingsViewModel =
    // CurrentValueSubject<SettingsState, Never>` is a framework's value.
    // What the app's extensions of such an alias declare stays, as an extension.
    for (key, type) in byName where type.isSpecialization {
      let generic = type.inheritance.first.flatMap { byName[$0] }
      guard generic?.kind != .class || generic?.genericParameters == nil else { continue }
      if type.members.isEmpty && type.storedProperties.isEmpty {
        byName[key] = nil
      } else {
        type.kind = .extension
        type.inheritance.removeFirst()
        type.isSpecialization = false
      }
    }
    // Two files' private types of one name: in their files' order.
    types = byName.values.sorted { ($0.qualifiedName, $0.file) < ($1.qualifiedName, $1.file) }
    self.globals = globals
    appSingletonAccessors = NameSet(types.flatMap { $0.singletonAccessors.filter { !Self.singletonAccessorNames.contains($0) }.map { Name($0) } })
    byQualifiedName.reserveCapacity(types.count)
    for (index, type) in types.enumerated() {
      byQualifiedName[type.qualifiedName] = index
      bySimpleName.update(Name(type.name), default: []) { $0.append(index) }
    }
    // The nearest enclosing scope that is a type the app declares or extends.
    parents = types.map { [byQualifiedName] type in
      var prefix = type.parentName
      while let current = prefix {
        if let index = byQualifiedName[current] { return index }
        prefix = TypeNames.enclosing(current)
      }
      return -1
    }
    let aliases = Self.typeAliases(in: files) { [byQualifiedName] in byQualifiedName[$0] }
    closureAliases = NameSet(aliases.closures)
    hasClosureAliases = !aliases.closures.isEmpty
    typeAliases = resolvedTypeAliases(aliases.plain)
  }

  /// The aliases' targets as app types, each looked up from where its alias is declared, through
  /// other aliases (`typealias Action = Actions`, `typealias Actions = LoginActions`) a few at
  /// most: a cycle, which Swift rejects, resolves to nothing.
  private func resolvedTypeAliases(_ written: [Name: [(scope: Int, target: String)]]) -> NameTable<[(scope: Int, target: Int)]> {
    func target(of alias: (scope: Int, target: String), depth: Int) -> Int? {
      let path = TypeNames.path(alias.target).map { Name($0) }
      let scope = alias.scope >= 0 ? types[alias.scope] : nil
      if let found = resolve(path, from: scope, followingAliases: false) { return found }
      guard depth < 4, path.count == 1, let next = path.last, let candidates = written[next],
        let nearest = Self.nearestAlias(candidates, from: alias.scope, parents: parents)
      else { return nil }
      return target(of: nearest, depth: depth + 1)
    }
    var resolved = NameTable<[(scope: Int, target: Int)]>()
    for (name, aliases) in written {
      for alias in aliases {
        guard let found = target(of: alias, depth: 0) else { continue }
        resolved.update(name, default: []) { $0.append((alias.scope, found)) }
      }
    }
    return resolved
  }

  /// Of a name's aliases, the one declared in `scope` or the nearest type around it, else a
  /// top-level one.
  private static func nearestAlias<Target>(_ aliases: [(scope: Int, target: Target)], from scope: Int?, parents: [Int]) -> (scope: Int, target: Target)? {
    var current = scope.flatMap { $0 >= 0 ? $0 : nil }
    var steps = 0
    while let enclosing = current, steps < 64 {
      if let alias = aliases.first(where: { $0.scope == enclosing }) { return alias }
      current = parents[enclosing] >= 0 ? parents[enclosing] : nil
      steps += 1
    }
    return aliases.first { $0.scope < 0 }
  }

  /// The app's typealiases, at any depth, in one walk: the names of those of a closure's type
  /// (`typealias SortCompletion = (SortType, Bool) -> Void`), and every one of a plain type name
  /// (a path of names, optional or not), with the index of the type it is declared in: not a
  /// composition's or a generic type's, which name no one type of the app; nor one inside a type
  /// the index leaves out (a mock's).
  private static func typeAliases(in files: [AuditFile], scope: (String) -> Int?) -> (closures: [Name], plain: [Name: [(scope: Int, target: String)]]) {
    var closures: [Name] = []
    var aliases: [Name: [(scope: Int, target: String)]] = [:]
    var queue = files.flatMap { $0.source.declarations.map { ($0, nil as String?) } }
    while let (declaration, parent) = queue.popLast() {
      if declaration.kind.isTypeLike {
        let qualified = declaration.kind == .extension || parent == nil ? declaration.name : parent! + "." + declaration.name
        queue += declaration.members.map { ($0, qualified) }
        continue
      }
      guard declaration.kind == .typealias, var target = declaration.type else { continue }
      if target.contains("->") {
        closures.append(Name(declaration.name))
        continue
      }
      guard declaration.genericParameters == nil else { continue }
      if target.hasSuffix("?") || target.hasSuffix("!") { target.removeLast() }
      guard !target.isEmpty, target.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 >= 0x80 || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
      else { continue }
      var owner = -1
      if let parent {
        guard let found = scope(parent) else { continue }
        owner = found
      }
      aliases[Name(declaration.name), default: []].append((owner, target))
    }
    return (closures, aliases)
  }

  /// Resolves what each stored property holds, once for every detector, across the cores, and
  /// returns what `other` makes of the index meanwhile: work that reads the types but not what
  /// their properties hold (the type hierarchy, the types' roles) need not wait for it.
  mutating func resolveHeldTypes<Other: Sendable>(alongside other: @Sendable (AuditSources) -> Other) -> Other {
    let index = self
    let soleConformers = soleConformers()
    // Only the protocols a composition names: few apps type a property so.
    var composed = Set<Name>()
    for type in types {
      for property in type.storedProperties {
        let file = files[property.file]
        guard file.tokens[property.annotation].contains(where: { $0.name == DeclarationTokens.ampersand }) else { continue }
        for part in DeclarationTokens.compositionParts(property.annotation, in: file) { composed.formUnion(part.suffix(1)) }
      }
    }
    let adopters = composed.isEmpty ? [:] : adopters { adopted, _ in composed.contains(Name(TypeNames.bare(adopted))) }
    let (resolved, result) = Array(types.indices).concurrentMap(
      { typeIndex in
        index.types[typeIndex].storedProperties.map { property -> (Int?, Int?, Int?) in
          let (held, element, environment) = index.heldTypes(of: property, in: index.types[typeIndex], adopters: adopters)
          return (held.map { soleConformers[$0] ?? $0 }, element.map { soleConformers[$0] ?? $0 }, environment)
        }
      }, alongside: { other(index) })
    for (typeIndex, properties) in resolved.enumerated() {
      for (property, (held, element, environment)) in properties.enumerated() {
        types[typeIndex].storedProperties[property].heldType = held
        types[typeIndex].storedProperties[property].elementType = element
        types[typeIndex].storedProperties[property].environmentType = environment
      }
    }
    return result
  }

  /// `ComposerViewModelProtocol` → `ComposerViewModel`: an app protocol named after the one app
  /// type that adopts it. A property typed with the protocol holds that type, as far as a reader
  /// can tell, the mocks the tests and previews swap in being left out. A protocol named otherwise
  /// (`ProfileViewControllerDelegate`, adopted by one coordinator) says nothing of who holds what;
  /// nor does one another app type adopts too (`ProfileViewModelType` of `ProfileViewModel` and
  /// `ProfileCreationViewModel`, either of which the holder may be handed).
  private func soleConformers() -> [Int: Int] {
    // `MockProfileViewModel`, `ProfileViewModelStub`, `PreviewProfileModel`: not `LinkPreviewViewModel`.
    let standIns = ["Mock", "Stub", "Fake", "Preview", "Dummy"]
    let isReal = { (_: String, adopter: AuditedType) in !standIns.contains { adopter.name.hasPrefix($0) || adopter.name.hasSuffix($0) } }
    var conformers = adopters(where: isReal).compactMapValues { found in found.count == 1 ? found[0] : nil }.filter { adopted, adopter in
      types[adopted].name.hasPrefix(Self.withoutImplementationAffix(types[adopter].name))
    }
    // A view model's protocol of one part of it, which its one view model adopts through a
    // composition (`DeleteProfileImageViewModel` of `DefaultMyPageViewModel`, through
    // `typealias MyPageViewModel = MyPageViewModelInput & DeleteProfileImageViewModel`), handed
    // to the sheet that deletes the image.
    for (adopted, found) in adopters(where: isReal, throughCompositions: true) where conformers[adopted] == nil && found.count == 1 {
      if TypeRoles.namesViewModel(types[adopted].name), TypeRoles.namesViewModel(types[found[0]].name) { conformers[adopted] = found[0] }
    }
    return conformers
  }

  /// A class's name without the word that says it implements a protocol of the plain name:
  /// `MyPageViewModel` of `DefaultMyPageViewModel`, `LiveSearchViewModel`, `SearchViewModelImpl`.
  static func withoutImplementationAffix(_ name: String) -> String {
    for prefix in ["Default", "Live", "Real", "Concrete"] where name.count > prefix.count && name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      if rest.first?.isUppercase == true { return String(rest) }
    }
    for suffix in ["Implementation", "Impl", "Imp"] where name.count > suffix.count && name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// Per app protocol, the app's types that say they adopt it, in the order they are declared:
  /// of the names `include` keeps, each adopter's inheritance read as written, and with
  /// `throughCompositions` the parts of a composition it adopts (`typealias MyPageViewModel =
  /// Input & Output`).
  private func adopters(where include: (_ adopted: String, _ adopter: AuditedType) -> Bool, throughCompositions: Bool = false) -> [Int: [Int]] {
    var adopters: [Int: [Int]] = [:]
    for (index, type) in types.enumerated() where type.kind != .protocol && type.kind != .extension {
      var adopted: [Int] = []
      for name in type.inheritance where include(name, type) {
        guard let named = resolve(name, from: type) else { continue }
        if throughCompositions, types[named].isComposition {
          adopted += types[named].inheritance.compactMap { part in include(part, type) ? resolve(part, from: types[named]) : nil }
        } else {
          adopted.append(named)
        }
      }
      for adoptedIndex in adopted where types[adoptedIndex].kind == .protocol && adopters[adoptedIndex]?.last != index {
        adopters[adoptedIndex, default: []].append(index)
      }
    }
    return adopters
  }

  /// What a property typed by a composition holds (`weak var coordinator: (Coordinator &
  /// VaultNaming)?`): the one app type that adopts every app protocol of it, as far as a reader
  /// can tell (many types adopt `Coordinator`; the role beside it says which one this is); else
  /// its one app protocol (`HelpRouting & AnyObject`), whose implementations a call reaches.
  private func compositionConformer(_ parts: [[Name]], from scope: AuditedType, adopters: [Int: [Int]]) -> Int? {
    let protocols = parts.compactMap { resolve($0, from: scope) }.filter { types[$0].kind == .protocol }
    guard let first = protocols.first else { return nil }
    let all = (adopters[first] ?? []).filter { candidate in protocols.dropFirst().allSatisfy { adopters[$0]?.contains(candidate) == true } }
    if all.count == 1 { return all[0] }
    return protocols.count == 1 ? first : nil
  }

  /// What a stored property holds: from its annotation (`Child?`, `[Row]`, the one adopter of
  /// `Coordinator & Naming`), else from its initial value (`Child()`, `Session.shared`); and an
  /// `@Environment(Theme.self)` object.
  private func heldTypes(of property: AuditedType.StoredProperty, in type: AuditedType, adopters: [Int: [Int]]) -> (Int?, Int?, Int?) {
    let file = files[property.file]
    var environment: Int?
    if let argument = property.environmentArgument {
      environment = resolve(DeclarationTokens.typePath(argument, in: file).path, from: type)
    }
    let parts = DeclarationTokens.compositionParts(property.annotation, in: file)
    if parts.count > 1 { return (compositionConformer(parts, from: type, adopters: adopters), nil, environment) }
    var written = DeclarationTokens.typePath(property.annotation, in: file)
    if written.path.isEmpty, let keyPath = property.injectionKeyPath {
      return (injectedType(keyPath, in: file, from: type), nil, environment)
    }
    if written.path.isEmpty, !property.initializer.isEmpty {
      // `= Child(…)`, `= Outer.Child(…)`, `= Session.shared`: the names before the call or the accessor.
      written = (DeclarationTokens.typePath(property.initializer.lowerBound..<property.initializer.upperBound, in: file).path, false, false)
      if let last = written.path.last, isSingletonAccessor(last) { written.path.removeLast() }
    }
    let held = resolve(written.path, from: type)
    return written.isCollection ? (nil, held, environment) : (held, nil, environment)
  }

  /// The protocol a stored property of a generic type holds through its generic parameter:
  /// `CollectionsViewable` for `@State var model: ViewModel` in `CollectionsScene<ViewModel:
  /// CollectionsViewable>`.
  func genericConstraint(of property: AuditedType.StoredProperty, in type: AuditedType) -> Int? {
    guard type.genericParameters != nil else { return nil }
    let written = DeclarationTokens.typePath(property.annotation, in: files[property.file])
    guard written.path.count == 1, !written.isCollection, let constraint = Self.genericConstraint(of: written.path[0], in: type.genericParameters)
    else { return nil }
    return resolve([constraint], from: type)
  }

  /// What a subclass hands its generic superclass for the parameter a stored property of the
  /// superclass is declared with: `DefaultHomeCoordinator` for `weak var coordinator: C?` of
  /// `BaseViewController<H, M, C: Coordinator>`, in `HomeViewController: BaseViewController<HomeHeader,
  /// HomeView, DefaultHomeCoordinator>`; or for the parameter it makes, `let contentView = View()` of
  /// `BaseViewController<View: UIView>`. Nil when the arguments and the parameters do not pair up.
  func genericArgument(for property: AuditedType.StoredProperty, of base: Int, inheritedBy subclass: Int) -> Int? {
    guard let parameters = types[base].genericParameters else { return nil }
    let file = files[property.file]
    var annotation = DeclarationTokens.typePath(property.annotation, in: file)
    if property.annotation.isEmpty, property.initializer.count == 3, file.tokens[property.initializer.lowerBound].kind == .identifier,
      file.name(property.initializer.lowerBound + 1) == .openParen, file.name(property.initializer.lowerBound + 2) == .closeParen
    {
      annotation = ([file.name(property.initializer.lowerBound)], false, false)
    }
    guard annotation.path.count == 1, !annotation.isCollection else { return nil }
    let names = (parameters.components(separatedBy: " where ").first ?? parameters).split(separator: ",").map { declared in
      Name(declared.split(separator: ":", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces))
    }
    let arguments = types[subclass].superclassArguments
    guard arguments.count == names.count, let position = names.firstIndex(of: annotation.path[0]), !arguments[position].isEmpty else {
      return nil
    }
    return resolve(arguments[position].split(separator: ".").map { Name(String($0)) }, from: types[subclass])
  }

  /// The protocol a generic parameter is constrained to where it is declared: `CollectionsViewable`
  /// for `ViewModel` in `<ViewModel: CollectionsViewable>`; none for a composition or no constraint.
  static func genericConstraint(of parameter: Name, in parameters: String?) -> Name? {
    // Written without its brackets, perhaps followed by its `where` clause (`VM where VM: P`).
    guard let parameters else { return nil }
    for declared in parameters.replacingOccurrences(of: " where ", with: ",").split(separator: ",") {
      let parts = declared.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, Name(parts[0]) == parameter, !parts[1].contains("&"), !parts[1].isEmpty else { continue }
      return Name(parts[1])
    }
    return nil
  }

  /// What an instance property of the first type in `lineage` (or of a superclass) holds, as
  /// its chain is read (`application.userDataStore.add(…)`): a stored property's held type, or
  /// the type a computed one is declared with (`var userDataStore: UserDataStore { config.store }`).
  func propertyType(_ name: Name, lineage: [Int]) -> Int? {
    for owner in lineage {
      let type = types[owner]
      if let stored = type.storedProperty(name) { return stored.heldType }
      if let computed = type.members.first(where: { $0.key == name && $0.kind == .var && !$0.isStored && !$0.isStatic }) {
        return computedType(computed, in: owner)
      }
    }
    return nil
  }

  /// The app type a computed property is declared with; none for a collection or for a
  /// framework's type the app only extends (`var top: UIViewController { … }`).
  func computedType(_ member: AuditedType.Member, in owner: Int) -> Int? {
    guard !member.annotation.isEmpty else { return nil }
    let written = DeclarationTokens.typePath(member.annotation, in: files[member.file])
    guard !written.isCollection, let resolved = resolve(written.path, from: types[owner]), types[resolved].kind != .extension else { return nil }
    return resolved
  }

  /// The containers a key path without a root (`\.repository`) reaches: Factory's and
  /// swift-dependencies', as the app extends them.
  private static let implicitContainers = [[Name("Container")], [Name("DependencyValues")]]

  /// What a dependency container hands out for `\Container.repository`: the type its member is
  /// declared with (`var repository: Repository`), or what that member's factory makes
  /// (`Factory<Repository>`, `ParameterFactory<Int, Repository>`: the last argument).
  private func injectedType(_ keyPath: Range<Int>, in file: AuditFile, from scope: AuditedType) -> Int? {
    var index = keyPath.lowerBound + 1
    var root: [Name] = []
    while index + 1 < keyPath.upperBound, file.tokens[index].kind == .identifier, file.name(index + 1) == .dot {
      root.append(file.name(index))
      index += 2
    }
    if root.isEmpty, index < keyPath.upperBound, file.name(index) == .dot { index += 1 }
    guard index < keyPath.upperBound, file.tokens[index].kind == .identifier else { return nil }
    let member = file.name(index)
    for path in root.isEmpty ? Self.implicitContainers : [root] {
      guard let container = resolve(path, from: scope),
        let declared = types[container].members.first(where: { $0.key == member && $0.kind == .var && !$0.annotation.isEmpty })
      else { continue }
      let declaringFile = files[declared.file]
      var annotation = declared.annotation
      if declaringFile.contains(annotation.lowerBound, lowercased: Self.factoryWord), annotation.count > 2,
        declaringFile.bytes[Int(declaringFile.tokens[annotation.lowerBound + 1].start)] == UInt8(ascii: "<")
      {
        // The factory's own last argument: a comma inside a nested generic is not its.
        var depth = 0
        var lastComma: Int?
        for token in annotation {
          let first = declaringFile.bytes[Int(declaringFile.tokens[token].start)]
          if first == UInt8(ascii: "<") { depth += declaringFile.tokens[token].end - declaringFile.tokens[token].start == 1 ? 1 : 0 }
          if first == UInt8(ascii: ">") { depth -= 1 }
          if depth == 1, declaringFile.name(token) == .comma { lastComma = token }
        }
        annotation = ((lastComma ?? annotation.lowerBound + 1) + 1)..<annotation.upperBound
      }
      return resolve(DeclarationTokens.typePath(annotation, in: declaringFile).path, from: types[container])
    }
    return nil
  }

  private static let factoryWord = Array("factory".utf8)

  /// A member's name as written.
  func name(of member: AuditedType.Member) -> String { files[member.file].text(member.nameToken) }

  func index(qualified name: String) -> Int? { byQualifiedName[name] }

  /// The types of that simple name, in every module and nesting.
  func types(named name: Name) -> [Int]? { bySimpleName[name] }

  /// The type a name written inside `scope` means: a type nested in the scope or one of its
  /// enclosing types first, then the app's type of that name (the first by qualified name when
  /// modules repeat one).
  func resolve(_ name: Name, from scope: AuditedType?) -> Int? {
    resolve(name, from: scope, followingAliases: true)
  }

  private func resolve(_ name: Name, from scope: AuditedType?, followingAliases: Bool) -> Int? {
    // `typealias Action = LoginViewModelActions` in the scope or around it stands for that type
    // there, before any type of its name elsewhere; a top-level one, where no type has its name.
    if followingAliases, let aliases = typeAliases[name],
      let alias = Self.nearestAlias(aliases, from: scope.flatMap { byQualifiedName[$0.qualifiedName] }, parents: parents),
      alias.scope >= 0 || bySimpleName[name] == nil
    {
      return alias.target
    }
    guard var candidates = bySimpleName[name] else { return nil }
    // Another file's private type is not in reach.
    if let scope, candidates.contains(where: { types[$0].isFilePrivate && types[$0].file != scope.file }) {
      candidates.removeAll { types[$0].isFilePrivate && types[$0].file != scope.file }
      if candidates.isEmpty { return nil }
    }
    if candidates.count == 1 { return candidates[0] }
    var current = scope.flatMap { byQualifiedName[$0.qualifiedName] }
    var steps = 0
    while let enclosing = current, steps < 64 {
      if let nested = candidates.first(where: { parents[$0] == enclosing }) { return nested }
      current = parents[enclosing] >= 0 ? parents[enclosing] : nil
      steps += 1
    }
    // The one of the scope's own target first: a watch app's `ItemListView` means its own.
    let isTopLevel = { (index: Int) in parents[index] < 0 && !self.types[index].qualifiedName.utf8.contains(UInt8(ascii: ".")) }
    // One declared in the scope's own file before any other: two files of a module may each
    // declare a `private class ViewModel` of their own, and each file means its own.
    if let scope, let own = candidates.first(where: { isTopLevel($0) && types[$0].file == scope.file }) { return own }
    return candidates.first { isTopLevel($0) && types[$0].target == scope?.target } ?? candidates.first(where: isTopLevel) ?? candidates[0]
  }

  /// `ComposeContentToolbarView.ViewModel`, `Module.Type`, `Profile?`: a written type, its path
  /// followed through nested types.
  func resolve(_ name: String, from scope: AuditedType?) -> Int? {
    resolve(TypeNames.path(name).map { Name($0) }, from: scope)
  }

  /// A dotted path of names: the first component that is an app type, then each nested one
  /// inside it; a module's name before it is skipped.
  func resolve(_ path: [Name], from scope: AuditedType?) -> Int? {
    resolve(path, from: scope, followingAliases: true)
  }

  private func resolve(_ path: [Name], from scope: AuditedType?, followingAliases: Bool) -> Int? {
    guard let last = path.last else { return nil }
    let resolveName = { (name: Name) in self.resolve(name, from: scope, followingAliases: followingAliases) }
    guard path.count > 1 else { return resolveName(last) }
    guard let start = path.indices.first(where: { resolveName(path[$0]) != nil }), var current = resolveName(path[start]) else {
      return nil
    }
    for component in path[(start + 1)...] {
      guard let nested = nested(component, in: current) else { return resolveName(last) }
      current = nested
    }
    return current
  }

  /// The type named `name` declared inside type `outer`.
  func nested(_ name: Name, in outer: Int) -> Int? {
    bySimpleName[name]?.first { parents[$0] == outer }
  }

  /// One file's type declarations and extensions, at any depth, and its global variables.
  private static func types(in file: AuditFile, index fileIndex: Int) -> ([AuditedType], [String: AuditLocation]) {
    var globals: [String: AuditLocation] = [:]
    let declarations = file.source.declarations
    for declaration in declarations where declaration.kind == .var {
      let start = declaration.range.start
      globals[declaration.name] = globals[declaration.name] ?? AuditLocation(path: file.path, line: start.line, column: start.column)
    }
    var types: [AuditedType] = []
    var queue = declarations.filter(\.kind.isTypeLike).map { ($0, nil as String?) }
    var next = 0
    while next < queue.count {
      let (declaration, parent) = queue[next]
      next += 1
      // Split as bytes, not characters: every type and extension of an app passes here.
      let written = declaration.name.utf8.split(separator: UInt8(ascii: ".")).map { String(decoding: $0, as: UTF8.self) }
      // A mock the tests swap in is no part of the app, wherever it is declared; nor is what only a
      // debug build has (`#if DEBUG`: a preview harness, a UI test's host).
      guard let name = written.last, !name.isEmpty, !TestCode.isMock(typeName: name), !declaration.conditions.contains(where: Self.isDebugOnly) else { continue }
      // Nor is a preview Xcode's canvas shows: it reads what the app shares, it is no reader;
      // nor a test case, wherever its file is (a UI test fastlane runs for screenshots).
      if declaration.inheritance.contains(where: { Self.aroundTheApp.contains(TypeNames.bare($0)) }) { continue }
      // An extension names its type in full; a nested declaration is named inside its parent.
      let qualified = declaration.kind == .extension ? written.joined(separator: ".") : [parent, name].compactMap { $0 }.joined(separator: ".")
      queue += declaration.members.filter(\.kind.isTypeLike).map { ($0, qualified) }
      let start = declaration.range.start
      let type = AuditedType(
        name: name, qualifiedName: qualified, kind: declaration.kind, file: fileIndex,
        location: AuditLocation(path: file.path, line: start.line, column: start.column),
        inheritance: declaration.inheritance.map(TypeNames.bare), attributes: declaration.attributes.map(\.name),
        isGraftFeature: Annotation.marksFeature(declaration.annotations),
        // `<Content> … where Content: View` constrains its parameter as `<Content: View>` does.
        genericParameters: declaration.genericParameters.map { generics in declaration.whereClause.map { generics + " where " + $0 } ?? generics })
      type.inheritedArguments = declaration.inheritance.flatMap(Self.genericArguments)
      type.superclassArguments = declaration.inheritance.first.map(Self.topLevelGenericArguments) ?? []
      type.isPublic = declaration.kind != .extension && declaration.modifiers.contains { $0 == "public" || $0 == "open" }
      type.isFilePrivate = parent == nil && declaration.kind != .extension
        && declaration.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
      if declaration.kind == .extension, let clause = declaration.whereClause {
        type.conditionSets.append(TypeNames.conformances(inWhereClause: clause))
      }
      read(declaration.members, of: file, index: fileIndex, isProtocol: declaration.kind == .protocol, into: type)
      types.append(type)
    }
    // `typealias AppNavigable = Routable & RouterActionable`: adopting it adopts each protocol,
    // holding it holds something that does: read as a protocol that inherits them all.
    for declaration in declarations where declaration.kind == .typealias && !TestCode.isMock(typeName: declaration.name) {
      guard let written = declaration.type else { continue }
      if let specialization = specialization(named: declaration.name, written: written, file: file, fileIndex: fileIndex, at: declaration.range.start) {
        types.append(specialization)
        continue
      }
      // A composition of names only: not a closure's type (`(A & B) -> Void`) or a generic one.
      guard written.utf8.contains(UInt8(ascii: "&")),
        !written.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "-") })
      else { continue }
      let components = written.split(separator: "&").map { TypeNames.bare(String($0)) }
      guard !components.contains(where: \.isEmpty) else { continue }
      let start = declaration.range.start
      let composition = AuditedType(
        name: declaration.name, qualifiedName: declaration.name, kind: .protocol, file: fileIndex,
        location: AuditLocation(path: file.path, line: start.line, column: start.column), inheritance: components, attributes: [],
        isGraftFeature: false, genericParameters: nil)
      composition.isComposition = true
      types.append(composition)
    }
    return (types, globals)
  }

  /// What an app extension's, a watch app's or another platform's app folder is named for
  /// (`BookPlayerWatch`, `ShareExtension`, `Share`, `TodayWidget`, `VPN-tvOS`).
  private static let extensionWords = [
    "Watch", "Extension", "Share", "Widget", "Widgets", "Intents", "Clip", "Notification", "Today", "Keyboard", "AutoFill",
    "tvOS", "TV", "watchOS", "macOS", "visionOS",
  ]

  /// Folder names, lower-cased, of one platform's app: `apps/ios` beside `apps/macos`.
  private static let platformFolders: Set<String> = ["ios", "macos", "mac", "tvos", "watchos", "visionos", "ipados"]

  /// Whether a folder's name has one of `extensionWords` as a word of its own: `BookPlayerWatch`,
  /// `Share`, not `SharedKit`; or is a platform's name, `ios`, `macos`.
  /// Whether an `#if` condition holds in debug builds alone: `DEBUG`, `DEBUG && os(iOS)`; not
  /// `DEBUG || STAGING`, nor `!DEBUG`.
  static func isDebugOnly(_ condition: String) -> Bool {
    !condition.contains("||") && condition.split(separator: "&").contains { $0.trimmingCharacters(in: .whitespaces) == "DEBUG" }
  }

  private static func namesExtension(_ folder: String) -> Bool {
    if platformFolders.contains(folder.lowercased()) { return true }
    return extensionWords.contains { word in
      var rest = folder[...]
      while let range = rest.range(of: word) {
        let after = rest[range.upperBound...].first
        if after == nil || after!.isUppercase || after!.isNumber || after == " " || after == "-" || after == "_" { return true }
        rest = rest[range.upperBound...]
      }
      return false
    }
  }

  /// The folders of the app's extensions, watch app, other platforms' apps and packages' modules
  /// that declare a top-level type of a name the app declares too, with their names. Two
  /// declarations of one name cannot share a module, so such a folder is another target: its
  /// types are kept apart from the app's. The folder with the most files of each such pair is the
  /// app's; only a folder named for an extension, a watch app or a platform, or the folder of a
  /// package's module when each twin is in a module of its own, is set apart: two folders of one
  /// Xcode target (a file left out of the target beside the one in it) are left as one. Apart
  /// from twins, the folder of an Xcode project kept beside the app's (another app in the same
  /// repository, neither project inside the other's folder) is set apart whole: `MainView` of a
  /// tool app beside the app's `MainViewController` is another screen.
  private static func extensionTargets(_ files: [(path: String, types: [AuditedType])], appProjectFolders: [String]) -> [(folder: String, name: String)] {
    var declaredIn: [String: Set<String>] = [:]
    // Names only enums declare: namespaces of constants (`L10n`, `Asset`), which every module
    // of an app generated by the same tool declares.
    var namespaces: Set<String> = []
    var others: Set<String> = []
    for (path, types) in files {
      for type in types where type.kind != .extension && !type.isObjectiveC && !type.isSpecialization && !type.qualifiedName.contains(".") {
        declaredIn[type.qualifiedName, default: []].insert(path)
        if type.kind == .enum { namespaces.insert(type.qualifiedName) } else { others.insert(type.qualifiedName) }
      }
    }
    namespaces.subtract(others)
    var found: Set<String> = []
    var fileCounts: [String: Int] = [:]
    func count(_ folder: String) -> Int {
      if let known = fileCounts[folder] { return known }
      let counted = files.reduce(0) { $0 + ($1.path.hasPrefix(folder) ? 1 : 0) }
      fileCounts[folder] = counted
      return counted
    }
    // The projects side by side, none in another's folder: the one with the most files is the app's.
    let sideBySide = Set(appProjectFolders).filter { folder in !appProjectFolders.contains { $0 != folder && folder.hasPrefix($0) } }
    if sideBySide.count > 1, let main = sideBySide.max(by: { (count($0), $1) < (count($1), $0) }) {
      found.formUnion(sideBySide.filter { $0 != main && count($0) > 0 })
    }
    let modules = SourceModules(paths: files.map(\.path), declaringTypes: Set(files.filter { !$0.types.isEmpty }.map(\.path)))
    for (name, paths) in declaredIn where paths.count > 1 {
      // In packages' modules: each module other than the biggest is a target of its own, when
      // the twins are types that do something (`HomeView` in `Home` and `HomeMac`, each
      // module's `DIContainer` that makes its screens); namespaces of constants of one name
      // (`enum L10n`) say nothing of which screen is whose.
      let moduleFolders = paths.compactMap { modules.moduleFolder(of: $0).map(String.init) }
      if moduleFolders.count == paths.count, Set(moduleFolders).count == paths.count, !namespaces.contains(name) {
        let main = moduleFolders.max { (count($0), $1) < (count($1), $0) }
        found.formUnion(moduleFolders.filter { $0 != main })
        continue
      }
      let components = paths.sorted().map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
      var common = 0
      while components.allSatisfy({ $0.count > common + 1 }), Set(components.map { $0[common] }).count == 1 { common += 1 }
      // Each in a folder of its own below what they share, not two files of one folder.
      guard components.allSatisfy({ $0.count > common + 1 }) else { continue }
      let folders = components.map { $0[...common].joined(separator: "/") + "/" }
      guard Set(folders).count == folders.count else { continue }
      let main = folders.max { (count($0), $1) < (count($1), $0) }
      for (folder, parts) in zip(folders, components) where folder != main {
        if namesExtension(parts[common]) { found.insert(folder) }
      }
    }
    // The longest first: a target nested in another's folder is its own.
    return found.sorted { ($0.count, $0) > ($1.count, $1) }.map { folder in
      (folder, String(folder.dropLast().split(separator: "/").last ?? Substring(folder)))
    }
  }

  /// The classes an Objective-C file declares, with their superclasses and no members.
  private static func objectiveCTypes(in bytes: [UInt8], of file: AuditFile, index fileIndex: Int) -> [AuditedType] {
    ObjectiveCInterfaces.interfaces(in: bytes).map { interface in
      let type = AuditedType(
        name: interface.name, qualifiedName: interface.name, kind: .class, file: fileIndex,
        location: AuditLocation(path: file.path, line: interface.line, column: interface.column), inheritance: [interface.superclass],
        attributes: [], isGraftFeature: false, genericParameters: nil)
      type.isObjectiveC = true
      return type
    }
  }

  /// `typealias EventEditorViewController = HostingViewModelController<EventEditorView>`: a
  /// generic type specialised under a screen's name, read as a subclass of it by that name, so
  /// that `EventEditorViewController(viewModel:)` makes the editor's controller. Only for a name
  /// with a screen's role (`…ViewController`, `…ViewModel`, `…View`) and an app's generic type:
  /// any other alias (`typealias Handler = Result<Data, Error>`) is no type of the app's.
  private static func specialization(named name: String, written: String, file: AuditFile, fileIndex: Int, at start: SourceLocation) -> AuditedType? {
    guard let open = written.firstIndex(of: "<"), written.hasSuffix(">"), !ScreenNames.base(of: name).isEmpty,
      ScreenNames.base(of: name) != name,
      !written.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "-") })
    else { return nil }
    let generic = TypeNames.bare(String(written[..<open]))
    guard let first = generic.unicodeScalars.first, first.properties.isUppercase else { return nil }
    let type = AuditedType(
      name: name, qualifiedName: name, kind: .class, file: fileIndex, location: AuditLocation(path: file.path, line: start.line, column: start.column),
      inheritance: [generic], attributes: [], isGraftFeature: false, genericParameters: nil)
    // Kept only if the app declares that generic class (`AuditSources.init`).
    type.isSpecialization = true
    return type
  }

  /// The same, as names to compare tokens with.
  static let singletonAccessors = NameSet(Array(singletonAccessorNames))
  private static let defaultWord = Array("default".utf8)
  /// What a property wrapper over the app's keyed preferences is named for.
  private static let keyedStoreWords = [defaultWord, Array("setting".utf8), Array("preference".utf8)]

  /// `theme` for `("theme")`, `(key: .theme, defaultValue: 0)`, `(.theme)`, `(Keys.theme)`.
  private static func defaultsKey(_ arguments: Range<Int>, in file: AuditFile) -> String? {
    var start = arguments.lowerBound
    if start + 1 < arguments.upperBound, file.tokens[start].kind == .identifier, file.name(start + 1) == .colon { start += 2 }
    var end = start
    while end < arguments.upperBound, file.name(end) != .comma { end += 1 }
    guard start < end else { return nil }
    if file.tokens[start].kind == .string { return TokenPatterns.unquoted(file.text(start)) }
    let names = (start..<end).filter { file.tokens[$0].kind == .identifier }.map(file.text)
    return names.last { $0 != "rawValue" }
  }
  private static let appStorage = Name(0xe83d8dd9c7f328a5, "AppStorage"), environment = Name(0x25641c21047495da, "Environment")

  private static func read(
    _ members: [Declaration], of file: AuditFile, index fileIndex: Int, isProtocol: Bool,
    into type: AuditedType
  ) {
    for member in members {
      let kind = member.kind
      guard !kind.isTypeLike else { continue }
      let tokens = file.tokenRange(of: member.byteRange)
      let declaration = DeclarationTokens(tokens, in: file)
      let isProperty = kind == .var || kind == .let
      let isStored = isProperty && !declaration.isComputed
      // An enum case's name is its own element's, not the first of its `case a, b` line.
      let nameToken: Int
      if kind == .enumCase {
        let key = Name(member.name)
        nameToken = tokens.last { file.name($0) == key } ?? declaration.keyword
      } else {
        nameToken = declaration.name ?? declaration.keyword
      }
      let key = file.name(nameToken)
      // `static var current: IncomingCallBanner?` points at whichever one is shown, if any: shared
      // state like the type's other static `var`s, no singleton (`static var shared: Model!`, set
      // once at launch, is one).
      let isOptional = declaration.isStatic && !declaration.annotation.isEmpty
        && file.bytes[Int(file.tokens[declaration.annotation.upperBound - 1].end) - 1] == UInt8(ascii: "?")
      if declaration.isStatic, isStored, !isOptional,
        singletonAccessors.contains(key)
          || (type.kind == .class && makesItsOwnType(declaration, named: nameToken, isConstant: kind == .let, typeName: type.name, in: file))
      {
        type.singletonAccessors.insert(file.text(nameToken))
        continue
      }
      if isStored, !declaration.isStatic {
        type.storedProperties.append(storedProperty(declaration, nameToken: nameToken, isVariable: kind == .var, in: file, index: fileIndex))
      }
      let parameterStart = type.parameterTypes.count
      if kind == .enumCase { type.parameterTypes += member.parameters.map(\.type) }
      type.members.append(AuditedType.Member(
        key: key, nameToken: nameToken, kind: kind, isStatic: declaration.isStatic, isStored: isStored, file: fileIndex, tokens: tokens,
        didSet: declaration.didSet, annotation: declaration.annotation, parameterTypes: parameterStart..<type.parameterTypes.count,
        conditions: type.conditionSets.count - 1, isRequirement: isProtocol))
    }
  }

  /// `static let sharedManager = DataManager()`, `static let instance: Store = Store()`,
  /// `static let app = Application()`: a static property that holds its own class, named as
  /// singletons are (`shared…`, `instance`) or constant: one object every caller reaches. (A
  /// preview's or a mock's is read only where the audit does not look.)
  private static func makesItsOwnType(
    _ declaration: DeclarationTokens, named nameToken: Int, isConstant: Bool, typeName: String, in file: AuditFile
  ) -> Bool {
    guard isConstant || namesSingleton(nameToken, in: file) else { return false }
    let initializer = declaration.initializer
    if initializer.count >= 2, file.name(initializer.lowerBound + 1) == .openParen {
      let made = file.text(initializer.lowerBound)
      return made == typeName || made == "Self"
    }
    return DeclarationTokens.typeNameToken(declaration.annotation, in: file).map { file.text($0) == typeName } ?? false
  }
  private static let sharedWord = Array("shared".utf8), instance = Name("instance")

  /// Whether tokens are names joined by dots, nothing else: `app.services.favorites`.
  private static func isMemberChain(_ range: Range<Int>, in file: AuditFile) -> Bool {
    range.enumerated().allSatisfy { offset, index in
      offset.isMultiple(of: 2) ? file.tokens[index].kind == .identifier : file.name(index) == .dot
    } && range.count % 2 == 1
  }

  /// Whether the name reads as a singleton's accessor: `shared`, `current`, `sharedManager`, `instance`.
  private static func namesSingleton(_ index: Int, in file: AuditFile) -> Bool {
    singletonAccessors.contains(file.name(index)) || file.hasWordPrefix(index, lowercased: sharedWord) || file.name(index) == instance
  }

  private static func storedProperty(
    _ declaration: DeclarationTokens, nameToken: Int, isVariable: Bool, in file: AuditFile, index fileIndex: Int
  ) -> AuditedType.StoredProperty {
    let initializer = declaration.initializer
    var heldSingleton: (type: String, accessor: String)?
    // Which names are a singleton's, the type's declaration says (`isSingleton(_:from:)`).
    // An object the singleton keeps (`= Application.app.services.favorites`) is the singleton's
    // state all the same: what changes it changes the singleton.
    if initializer.count >= 3, file.isCapitalized(initializer.lowerBound), file.name(initializer.lowerBound + 1) == .dot,
      file.tokens[initializer.lowerBound + 2].kind == .identifier, Self.isMemberChain(initializer.lowerBound + 2..<initializer.upperBound, in: file)
    {
      heldSingleton = (file.text(initializer.lowerBound), file.text(initializer.lowerBound + 2))
    }
    var appStorageKey: String?
    var environmentArgument: Range<Int>?
    var environmentKey: String?
    for attribute in declaration.attributes {
      // `@AppStorage("theme")`, and the wrappers apps write for the same: `@UserDefault("theme")`,
      // `@UserDefaultsWrapper(key: .theme, defaultValue: …)`, `@Defaults(.theme)`, and a settings
      // store's (`@AppSettings(\.theme.matchAppearance)`, `@UserPreference(key: .threads)`).
      if attribute.name == appStorage || Self.keyedStoreWords.contains(where: { file.contains(attribute.token, lowercased: $0) }),
        let arguments = attribute.arguments,
        let key = Self.defaultsKey(arguments, in: file)
      {
        appStorageKey = key
      }
      // `@Environment(Theme.self)`, not `@Environment(\.dismiss)`.
      if attribute.name == environment, let arguments = attribute.arguments, arguments.count >= 3,
        file.name(arguments.upperBound - 1) == .`self`
      {
        environmentArgument = arguments.lowerBound..<(arguments.upperBound - 2)
      } else if attribute.name == environment, let arguments = attribute.arguments, arguments.count == 3, file.name(arguments.lowerBound) == .backslash {
        environmentKey = file.text(arguments.upperBound - 1)
      }
    }
    // `@Injected(\.repository)`, `@LazyInjected(\Container.repository)`, `= resolve(\.repository)`.
    var injectionKeyPath = declaration.attributes.lazy.compactMap { attribute -> Range<Int>? in
      guard attribute.name != environment, let arguments = attribute.arguments, arguments.count >= 2, file.name(arguments.lowerBound) == .backslash
      else { return nil }
      return arguments
    }.first
    if injectionKeyPath == nil, initializer.count >= 5, file.tokens[initializer.lowerBound].kind == .identifier, !file.isCapitalized(initializer.lowerBound),
      file.name(initializer.lowerBound + 1) == .openParen, file.name(initializer.lowerBound + 2) == .backslash,
      file.partner(initializer.lowerBound + 1) == initializer.upperBound - 1
    {
      injectionKeyPath = (initializer.lowerBound + 2)..<(initializer.upperBound - 1)
    }
    let location = file.location(nameToken)
    var property = AuditedType.StoredProperty(
      name: file.text(nameToken), key: file.name(nameToken), file: fileIndex, annotation: declaration.annotation, initializer: initializer,
      attributes: declaration.attributes.map(\.name), location: location, isVariable: isVariable,
      isOptional: DeclarationTokens.typePath(declaration.annotation, in: file).isOptional, appStorageKey: appStorageKey,
      heldSingleton: heldSingleton, environmentArgument: environmentArgument, environmentKey: environmentKey, injectionKeyPath: injectionKeyPath)
    property.isPrivate = Self.isDeclaredPrivate(before: nameToken, in: file)
    return property
  }

  private static let privateModifiers = NameSet(["private", "fileprivate"])

  /// Whether the modifiers before the `let` or `var` at `nameToken - 1`, on its line, make the
  /// property private: `private let relay`, `fileprivate var cache`; not `private(set) var`.
  static func isDeclaredPrivate(before nameToken: Int, in file: AuditFile) -> Bool {
    var cursor = nameToken - 2
    while cursor >= 0, nameToken - cursor < 8, file.tokens[cursor].kind == .identifier {
      if privateModifiers.contains(file.name(cursor)), file.name(cursor + 1) != .openParen { return true }
      if file.tokens[cursor].startsLine { break }
      cursor -= 1
    }
    return false
  }
}

extension AuditedType {
  /// Adds an extension (or, seen after its extension, the declaration itself) to the type.
  func fold(_ part: AuditedType) {
    // The type's own declaration wins over an extension seen first.
    if kind == .extension, part.kind != .extension {
      kind = part.kind
      file = part.file
      location = part.location
      genericParameters = part.genericParameters
      // A class's superclass is the first name of its declaration's list.
      inheritance = part.inheritance + inheritance.filter { !part.inheritance.contains($0) }
    } else {
      inheritance += part.inheritance.filter { !inheritance.contains($0) }
    }
    attributes += part.attributes
    isGraftFeature = isGraftFeature || part.isGraftFeature
    isObjectiveC = isObjectiveC || part.isObjectiveC
    isPublic = isPublic || part.isPublic
    isSpecialization = isSpecialization || part.isSpecialization
    storedProperties += part.storedProperties
    // The part's positions in its own tables, moved past this type's.
    let parameterBase = parameterTypes.count
    let conditionBase = conditionSets.count - 1
    members += part.members.map { member in
      var member = member
      member.parameterTypes = (member.parameterTypes.lowerBound + parameterBase)..<(member.parameterTypes.upperBound + parameterBase)
      if member.conditions > 0 { member.conditions += conditionBase }
      return member
    }
    parameterTypes += part.parameterTypes
    conditionSets += part.conditionSets.dropFirst()
    singletonAccessors.formUnion(part.singletonAccessors)
  }
}

extension AuditSources {
  /// The capitalised names between a written type's angle brackets: `ItemTableViewCell` of
  /// `TableModelViewItem<ItemTableViewCell>`, none of `BaseViewModel`.
  /// The generic arguments of `written`, each by the name it starts with, at the top level only:
  /// `["ListViewModel", "FeedCoordinator"]` for `Base<ListViewModel<Article>, FeedCoordinator>`.
  static func topLevelGenericArguments(of written: String) -> [String] {
    guard let open = written.firstIndex(of: "<") else { return [] }
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in written[written.index(after: open)...] {
      switch character {
      case "<", "(", "[":
        depth += 1
      case ">", ")", "]":
        if depth == 0 {
          arguments.append(current)
          return arguments.map { $0.trimmingCharacters(in: .whitespaces) }.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) }
        }
        depth -= 1
      case "," where depth == 0:
        arguments.append(current)
        current = ""
      default:
        if depth == 0 { current.append(character) }
      }
    }
    return []
  }

  static func genericArguments(of written: String) -> [String] {
    guard let open = written.firstIndex(of: "<") else { return [] }
    return written[written.index(after: open)...]
      .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      .filter { $0.first?.isUppercase == true }
      .map(String.init)
  }
}
