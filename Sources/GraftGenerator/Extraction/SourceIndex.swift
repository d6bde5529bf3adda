import GraftSupport
import SwiftDeclarationParser

/// What the whole set of sources declares, which decides what a member of one view model is:
/// a `weak var delegate: P` whose `P` is declared here is a delegate, an injected property of
/// such a protocol or of a class is a service, a type declared here names its static members (`Sort.default`), and a
/// type nested in another is written with the other's name outside it.
public struct SourceIndex: Sendable {
  /// Protocols by name, at any depth.
  public var protocols: [String: Declaration]
  /// Classes, structs, enums, actors and protocols by name, at any depth.
  public var typeNames: Set<String>
  /// Each declared type's kind and conformances, by name (the first declaration of a name wins:
  /// a type of the sources over one of the context of the same name).
  public var types: [String: DeclaredType]
  /// The same by qualified name, the extended type's path included: `Mastodon.Entity.Account`
  /// and `Mastodon.API.Account` are two types, which `types` cannot tell apart.
  var qualifiedTypes: [String: DeclaredType]
  /// And by the end of that path (`Entity.Account`), as code inside a module or a namespace
  /// writes it; the first declaration wins here too.
  private var typesByPathEnd: [String: DeclaredType]
  /// The top-level types of a name declared more than once, in several modules (`Currency` of
  /// the app's package and of its widget), in path order.
  private var sameNamedTopLevelTypes: [String: [DeclaredType]] = [:]
  /// The qualified names of the types each file declares, in name order.
  private(set) var typeNamesByPath: [String: [String]] = [:]
  /// The names of the cases the sources' enums declare.
  private(set) var enumCaseNames: Set<String> = []
  /// The types declared inside each type or its extensions, by the container's qualified name:
  /// `CheckoutViewModel` → `Step`, `Line`.
  public var nestedTypes: [String: [String]]
  /// The extensions of each type, by the type's name as the extensions write it, in path order:
  /// their members belong to the type.
  public var extensions: [String: [Extension]]
  /// The qualified names of the classes annotated `// graft: feature`.
  public var annotatedClasses: Set<String>
  /// Features `graft eject` handed to the team, by name, with where the team's file says so.
  public var ejectedFeatures: [String: String]
  /// Type aliases by name, at any depth, with what they stand for: `Handler` → `(Int) -> Void`.
  public var typeAliases: [String: String] = [:]
  /// The aliases nested in a type, by qualified name (`HomeViewModel.Row`): two types may each
  /// declare a `Row` of their own, and inside each, `Row` is its own.
  public var nestedTypeAliases: [String: String] = [:]
  /// Their simple names: most names in a type are no nested alias, and are looked up once.
  var nestedTypeAliasNames: Set<String> = []
  /// The generic parameters of the generic ones: `Transition` → `["T"]` for
  /// `typealias Transition<T> = (T) -> Void`.
  public var typeAliasParameters: [String: [String]] = [:]
  /// Types and aliases no other file can name, by qualified name (`Outer.Inner`): declared
  /// `private` or `fileprivate`, in a private extension, or nested in such a type.
  public var filePrivateTypes: Set<String> = []
  /// Top-level values and functions no other file can name (`private let logger = Logger(…)`),
  /// by the path of the file that declares them: a generated file that writes such a name, for
  /// code of that file, would not compile.
  public var filePrivateGlobals: [String: Set<String>] = [:]

  /// The modules each file imports unconditionally, by path: where a type a service's
  /// requirement names comes from when no file declares it (`Observable<Team>` of a library).
  public var importsByPath: [String: [String]] = [:]
  /// The modules some file imports that no file given is of, nor any folder of theirs is named
  /// (`AidokuRunner`, a package's library): `AidokuRunner.Chapter` is that module's, not the
  /// app's `Chapter`.
  var modulesNotRead: Set<String> = []
  /// The file that declares each top-level type, by name (the first declaration wins).
  public var pathOfType: [String: String] = [:]
  /// What a declaration without an isolation of its own runs on (`ActorIsolation`), where its
  /// file's target says nothing.
  public var defaultIsolation = TargetBuildSettings.DefaultIsolation.nonisolated
  /// Each file's target's default isolation, by path.
  public var isolationByPath: [String: TargetBuildSettings.DefaultIsolation] = [:]

  /// An extension and the file it is in.
  public struct Extension: Sendable {
    public var path: String
    public var declaration: Declaration
  }

  public struct DeclaredType: Sendable {
    public var kind: Declaration.Kind
    public var inheritance: [String]
    public var declaration: Declaration
    /// The file that declares it.
    public var path: String = ""
    /// Whether its module exports it: declared `public` or `open`, or inside a `public extension`
    /// without an access level of its own.
    public var isPublic = false
  }

  /// Where each type of the context (the app's other modules) is declared, for the types the
  /// sources themselves do not declare: a feature of such a name would clash with it.
  public var contextTypePaths: [String: String] = [:]

  /// `sources` first, then `context` (the app's other modules): a type of the sources wins over
  /// one of the context of the same name.
  public init(
    _ sources: [SourceFile], context: [SourceFile], defaultIsolation: TargetBuildSettings.DefaultIsolation = .nonisolated,
    isolationByPath: [String: TargetBuildSettings.DefaultIsolation] = [:]
  ) {
    self.init(sources + context)
    self.defaultIsolation = defaultIsolation
    self.isolationByPath = isolationByPath
    let own = SourceIndex(sources).typeNames
    for file in context.sorted(by: { $0.path < $1.path }) {
      for declaration in file.declarations where declaration.kind.isTypeLike && declaration.kind != .extension {
        if !own.contains(declaration.name), contextTypePaths[declaration.name] == nil {
          contextTypePaths[declaration.name] = "\(file.path):\(declaration.range.start.line)"
        }
      }
    }
  }

  /// Whether a struct or an enum of the sources named like a service does work, as a service
  /// does (`struct ConfirmService: Sendable { func getMetadata(…) }`, `struct API { func login(…) }`):
  /// it declares instance methods that leave it as it is (its client mirrors those; a `mutating`
  /// one changes a value, as State does). Such a value is a service, whatever its kind.
  func isWorkingValueType(_ name: String) -> Bool {
    guard let type = types[name], [.struct, .enum].contains(type.kind), ServiceName.isService(name) else { return false }
    return ([type.declaration] + (extensions[name] ?? []).map(\.declaration)).flatMap(\.members).contains {
      $0.kind == .function && !$0.hasModifier("static") && !$0.hasModifier("mutating")
    }
  }

  /// A protocol's members and those of the protocols it refines that the sources declare, its
  /// own first and each requirement once: what a conforming type, or a reference of the
  /// protocol's type, answers to.
  func requirements(ofProtocol name: String) -> [Declaration] {
    var visited: Set<String> = []
    var pending = [name]
    var selectors: Set<String> = []
    var requirements: [Declaration] = []
    while !pending.isEmpty {
      let next = pending.removeFirst()
      guard visited.insert(next).inserted, let declaration = protocols[next] else { continue }
      for member in declaration.members {
        if selectors.insert(MemberClassifier.selector(of: member)).inserted { requirements.append(member) }
      }
      pending += declaration.inheritance.flatMap { TypeText($0).mentionedNames }
    }
    return requirements
  }

  public init(_ sources: [SourceFile]) {
    var protocols: [String: Declaration] = [:]
    var types: [String: DeclaredType] = [:]
    var qualifiedTypes: [String: DeclaredType] = [:]
    var typesByPathEnd: [String: DeclaredType] = [:]
    var topLevelTypes: [String: [DeclaredType]] = [:]
    var nestedTypes: [String: [String]] = [:]
    var extensions: [String: [Extension]] = [:]
    var annotatedClasses: Set<String> = []
    // `private typealias ViewModel = ProfileView.ViewModel` beside `extension ViewModel { … }`:
    // the file extends the type the alias names.
    var extendedNames: [String: [String: String]] = [:]
    for source in sources {
      for declaration in source.declarations where declaration.kind == .typealias {
        guard let target = declaration.type?.trimmed(), target.contains("."),
          target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { continue }
        extendedNames[source.path, default: [:]][declaration.name] = target
      }
    }
    let extendedName = { (declaration: Declaration, path: String) in extendedNames[path]?[declaration.name] ?? declaration.name }
    for source in sources.sorted(by: { $0.path < $1.path }) {
      for declaration in source.declarations where declaration.kind == .extension {
        extensions[extendedName(declaration, source.path), default: []].append(Extension(path: source.path, declaration: declaration))
      }
    }
    // Walked in the order given, depth first, so that the first declaration of a name wins: the
    // pipeline gives the sources before the context, each in path order.
    var typeAliases: [String: String] = [:]
    var nestedTypeAliases: [String: String] = [:]
    var typeAliasParameters: [String: [String]] = [:]
    var filePrivateTypes: Set<String> = []
    var topLevelNames: Set<String> = []
    var stack = sources.flatMap { source in
      source.declarations.map { (declaration: $0, scope: "", hidden: false, path: source.path, inPublicExtension: false) }
    }.reversed().map { $0 }
    var filePrivateGlobals: [String: Set<String>] = [:]
    while let (declaration, scope, enclosingHidden, path, inPublicExtension) = stack.popLast() {
      let hidden = enclosingHidden || declaration.hasModifier("private") || declaration.hasModifier("fileprivate")
      if scope.isEmpty, hidden, [.var, .let, .function].contains(declaration.kind) { filePrivateGlobals[path, default: []].insert(declaration.name) }
      if declaration.kind == .typealias {
        if !scope.isEmpty, let target = declaration.type, nestedTypeAliases[scope + "." + declaration.name] == nil {
          nestedTypeAliases[scope + "." + declaration.name] = target
        }
        if typeAliases[declaration.name] == nil, let target = declaration.type {
          typeAliases[declaration.name] = target
          if let generics = declaration.genericParameters {
            typeAliasParameters[declaration.name] = Self.genericParameterNames(generics)
          }
        }
        if hidden { filePrivateTypes.insert((scope.isEmpty ? "" : scope + ".") + declaration.name) }
        if !scope.isEmpty { nestedTypes[scope, default: []].append(declaration.name) }
        continue
      }
      guard declaration.kind.isTypeLike else { continue }
      let qualified = declaration.kind == .extension
        ? (scope.isEmpty ? extendedName(declaration, path) : declaration.name) : (scope.isEmpty ? "" : scope + ".") + declaration.name
      if hidden, declaration.kind != .extension { filePrivateTypes.insert(qualified) }
      if declaration.kind == .protocol, protocols[declaration.name] == nil { protocols[declaration.name] = declaration }
      if declaration.kind == .class, Annotation.marksFeature(declaration.annotations) { annotatedClasses.insert(qualified) }
      if declaration.kind != .extension {
        let accessLevels = ["public", "open", "package", "internal", "fileprivate", "private"]
        let isPublic = declaration.hasModifier("public") || declaration.hasModifier("open")
          || (inPublicExtension && !accessLevels.contains(where: declaration.hasModifier))
        let declared = DeclaredType(
          kind: declaration.kind, inheritance: declaration.inheritance, declaration: declaration, path: path, isPublic: isPublic)
        // A bare name from another file means a top-level type: one nested elsewhere under the
        // same name (`Tables.Config` beside `struct Config`) gives way to it, and to Swift's or
        // Foundation's (`Keys.Bool` is never `Bool`).
        let isWellKnownNested = !scope.isEmpty && WellKnownTypes.contains(declaration.name)
        if !isWellKnownNested, types[declaration.name] == nil || (scope.isEmpty && !topLevelNames.contains(declaration.name)) {
          types[declaration.name] = declared
        }
        if scope.isEmpty {
          topLevelNames.insert(declaration.name)
          topLevelTypes[declaration.name, default: []].append(declared)
        }
        if qualifiedTypes[qualified] == nil { qualifiedTypes[qualified] = declared }
        var end = Substring(qualified)
        while let dot = end.firstIndex(of: "."), end[end.index(after: dot)...].contains(".") {
          end = end[end.index(after: dot)...]
          if typesByPathEnd[String(end)] == nil { typesByPathEnd[String(end)] = declared }
        }
        if !scope.isEmpty { nestedTypes[scope, default: []].append(declaration.name) }
      }
      let publicExtension = declaration.kind == .extension && declaration.hasModifier("public")
      stack += declaration.members.reversed().map { (declaration: $0, scope: qualified, hidden: hidden, path: path, inPublicExtension: publicExtension) }
    }
    self.typeAliases = typeAliases
    self.nestedTypeAliases = nestedTypeAliases
    nestedTypeAliasNames = Set(nestedTypeAliases.keys.map { String($0[$0.index(after: $0.lastIndex(of: ".")!)...]) })
    self.typeAliasParameters = typeAliasParameters
    self.filePrivateTypes = filePrivateTypes
    self.filePrivateGlobals = filePrivateGlobals
    self.protocols = protocols
    self.types = types
    for source in sources where importsByPath[source.path] == nil {
      // `import class Observable.Observable` brings the module `Observable` too.
      importsByPath[source.path] = source.declarations.filter { $0.kind == .import && $0.conditions.isEmpty }
        .map { String($0.name.prefix { $0 != "." }) }
      for declaration in source.declarations where declaration.kind.isTypeLike && declaration.kind != .extension && pathOfType[declaration.name] == nil {
        pathOfType[declaration.name] = source.path
      }
    }
    // A module Graft was given sits in a folder of its name (`Sources/Core/`, an Xcode project's
    // `Core/` framework target, a development pod's folder), which paths outside SwiftPM's
    // layout do not name as the module.
    var modulesRead = Set(sources.map { SourcePath.inferredModule($0.path) })
    for source in sources { modulesRead.formUnion(source.path.split(separator: "/").dropLast().map(String.init)) }
    modulesNotRead = Set(importsByPath.values.joined()).subtracting(modulesRead)
    self.qualifiedTypes = qualifiedTypes
    self.typesByPathEnd = typesByPathEnd
    typeNamesByPath = Dictionary(grouping: qualifiedTypes.sorted { $0.key < $1.key }, by: \.value.path).mapValues { $0.map(\.key) }
    enumCaseNames = Set(qualifiedTypes.values.filter { $0.kind == .enum }.flatMap { $0.declaration.members.filter { $0.kind == .enumCase }.map(\.name) })
    sameNamedTopLevelTypes = topLevelTypes.filter { $0.value.count > 1 }
    typeNames = Set(types.keys)
    self.nestedTypes = nestedTypes.mapValues { Array(Set($0)).sorted() }
    self.extensions = extensions
    self.annotatedClasses = annotatedClasses
    ejectedFeatures = ViewModelExtractor.ejectedFeatures(in: sources)
  }

  /// Whether a declared type adopts one of `protocols`: by its inheritance, an extension's, or a
  /// protocol of the sources that refines one (`@unchecked Sendable` counts as `Sendable`).
  func conforms(_ name: String, _ declared: DeclaredType, toOneOf protocols: Set<String>) -> Bool {
    adoptedNames(declared.inheritance + (extensions[name] ?? []).flatMap(\.declaration.inheritance), seenFrom: declared.path)
      .contains(where: protocols.contains)
  }

  /// The bare names an inheritance clause adopts, those of the sources' protocols it names
  /// refine, and those a type alias of a composition stands for (`typealias JSCObject = Hashable
  /// & Parsable`), each once, nearest first.
  /// `seenFrom`: the adopting type's file. A protocol of the platform's name that another module
  /// of the app declares too (`protocol Identifiable: Equatable` of a storage package) is the
  /// platform's there, unless that file's own module declares it or the file imports its module.
  func adoptedNames(_ inheritance: [String], seenFrom path: String? = nil) -> [String] {
    var seen: Set<String> = []
    var names: [String] = []
    var pending = inheritance.flatMap { $0.split(separator: "&").map { $0.trimmed() } }.reversed().map { $0 }
    while let next = pending.popLast() {
      let bare = TypeNames.bare(next.replacingOccurrences(of: "@unchecked ", with: ""))
      guard seen.insert(bare).inserted else { continue }
      names.append(bare)
      if let alias = typeAliases[bare] { pending += alias.split(separator: "&").map { $0.trimmed() }.reversed() }
      if let refined = protocols[bare], isVisible(protocolNamed: bare, from: path) {
        pending += refined.inheritance.flatMap { $0.split(separator: "&").map { $0.trimmed() } }.reversed()
      }
    }
    return names
  }

  /// Whether the app's protocol `name`, when the platform has one of that name, is the one the
  /// file at `path` means: declared in its module, or in a module it imports.
  private func isVisible(protocolNamed name: String, from path: String?) -> Bool {
    guard let path, WellKnownTypes.contains(name), let declared = qualifiedTypes[name] else { return true }
    return SourcePath.isSameModule(declared.path, path) || (importsByPath[path] ?? []).contains(SourcePath.inferredModule(declared.path))
  }

  /// The type a written name means: `Entity.Account` or `Mastodon.Entity.Account` by its path
  /// when the sources declare a type there, else the type of its last name (`Account`), as
  /// `types` keeps it.
  func declaredType(_ written: String) -> DeclaredType? {
    guard let lastDot = written.lastIndex(of: ".") else { return types[written] }
    if let found = qualifiedTypes[written] ?? typesByPathEnd[written] { return found }
    // `UISheetPresentationController.Detent.Identifier` is UIKit's, whatever the app names
    // `Identifier`: a path from a framework's type the app does not declare is not the app's.
    let root = String(written.prefix { $0 != "." })
    if types[root] == nil, WellKnownTypes.contains(root) || FeatureBuilder.framework(ofType: root) != nil { return nil }
    // `AidokuRunner.Chapter`, `SwiftUI.Color`: a type of a module Graft was not given, whatever
    // the app names `Chapter`.
    if types[root] == nil, modulesNotRead.contains(root) { return nil }
    return types[String(written[written.index(after: lastDot)...])]
  }

  /// The app's classes that inherit from the class `name`, at any depth, by name.
  func descendants(ofClass name: String) -> [String: DeclaredType] {
    let superclass = { (type: DeclaredType) in type.inheritance.first.flatMap { TypeText($0).leafNames.first } }
    var found: [String: DeclaredType] = [:]
    var grew = true
    while grew {
      grew = false
      for (candidate, type) in types where type.kind == .class && candidate != name && found[candidate] == nil {
        if let parent = superclass(type), parent == name || found[parent] != nil {
          found[candidate] = type
          grew = true
        }
      }
    }
    return found
  }

  /// The app's classes `declaration` inherits from, nearest first, and the superclass Graft read
  /// no declaration of, where the chain leaves the sources (nil when it ends at a platform root
  /// that declares nothing a subclass's code reads bare).
  func superclassChain(of declaration: Declaration) -> (classes: [DeclaredType], unread: String?) {
    // `Base<Item>` is `Base`; `PlayerControlsView.Model` is the `Model` nested in that view, as
    // the index finds it by its path.
    func superclass(_ inheritance: [String]) -> String? {
      guard let first = inheritance.first else { return nil }
      let name = String(first.prefix { $0 != "<" }).trimmed()
      return name.isEmpty ? nil : name
    }
    var classes: [DeclaredType] = []
    var seen: Set<String> = [declaration.name]
    var next = superclass(declaration.inheritance)
    while let alias = next, seen.insert(alias).inserted {
      // `HomeViewModelType = StateStoreViewModel<State, Action>`: the class the alias stands for.
      let written = superclass([resolvingAliases(alias)]) ?? alias
      guard let declared = declaredType(written) else {
        return (classes, Self.memberlessRoots.contains(written) ? nil : written)
      }
      // `class ProfileViewModel: LegacyKit.ProfileViewModel` names another module's class, which
      // a look-up by its last name would take for the view model itself.
      if declared.declaration.range == declaration.range, declared.declaration.name == declaration.name { return (classes, written) }
      guard declared.kind == .class else { break }
      classes.append(declared)
      next = superclass(declared.inheritance)
    }
    return (classes, nil)
  }

  /// Superclasses whose members a subclass's code does not read by a bare name.
  private static let memberlessRoots: Set<String> = ["NSObject", "ObservableObject"]

  /// The superclasses whose members a view model's feature takes as its own: the app's classes
  /// above it up to the first generic one, whose members name types only a subclass's
  /// arguments fill in.
  func flattenedSuperclasses(of declaration: Declaration) -> [DeclaredType] {
    Array(superclassChain(of: declaration).classes.prefix { $0.declaration.genericParameters == nil })
  }

  /// The type `written` names, through the aliases that stand for it: `PlaylistViewModel.Order`
  /// for `typealias Order = SortOrder` is the enum `SortOrder`. `near`: the file that names it,
  /// whose own module's type a bare name means when several modules declare one of that name.
  func declaredTypeResolvingAliases(_ written: String, near path: String? = nil) -> DeclaredType? {
    // `Creator` of `typealias Creator = User`, where a type nests a `struct Creator` of its own:
    // outside that type, the name is the alias's.
    if !written.contains("."), typeAliases[written] != nil, qualifiedTypes[written] == nil,
      let declared = declaredType(resolvingAliases(written), near: path)
    {
      return declared
    }
    if let declared = declaredType(written, near: path) { return declared }
    let name = written.split(separator: ".").last.map(String.init) ?? written
    let resolved = resolvingAliases(name)
    return resolved == name ? nil : declaredType(resolved, near: path)
  }

  /// The bare names a file at `path` reads as its own module's types where another module
  /// declares a type of the same name, qualified with its module (`Session` →
  /// `SharedPocketKit.Session`): copied into a file that imports both modules, the bare name
  /// would be ambiguous. Only modules the paths name (a package's targets).
  /// `visibleTypes`: the libraries' types the feature's file sees beside the sources'.
  func ownModuleQualifiedNames(near path: String, visibleTypes: Set<String>) -> [String: String] {
    var names = otherModuleNames(clashingWith: visibleTypes, near: path)
    for (name, candidates) in sameNamedTopLevelTypes {
      let modules = Set(candidates.map { SourcePath.inferredModule($0.path) })
      guard modules.count > 1, let own = candidates.first(where: { SourcePath.isSameModule($0.path, path) }) else { continue }
      if let module = moduleQualifier(of: own, visibleTypes: visibleTypes) { names[name] = module + "." + name }
    }
    return names
  }

  /// The app's types of another module than `path`'s named like one of `visibleTypes`, the
  /// libraries' (`ButtonState` of the app's design package, SwiftNavigation's through TCA),
  /// qualified with their module: the feature's file imports both, where the bare name would be
  /// ambiguous. One of `path`'s own module shadows the library's and needs nothing.
  func otherModuleNames(clashingWith visibleTypes: Set<String>, near path: String) -> [String: String] {
    var names: [String: String] = [:]
    for name in visibleTypes {
      guard let declared = qualifiedTypes[name], SourcePath.isOtherPackageModule(declared.path, than: path),
        (sameNamedTopLevelTypes[name] ?? [declared]).allSatisfy({ SourcePath.inferredModule($0.path) == SourcePath.inferredModule(declared.path) }),
        let module = moduleQualifier(of: declared, visibleTypes: visibleTypes)
      else { continue }
      names[name] = module + "." + name
    }
    return names
  }

  /// The module a type is written with: none where the path names no module, or where a type
  /// has the module's name (`Shared`, TCA's `@Shared`; a namespace `enum Analytics`) and would
  /// take the qualifier for itself.
  private func moduleQualifier(of type: DeclaredType, visibleTypes: Set<String>) -> String? {
    let module = SourcePath.inferredModule(type.path)
    return module != "App" && types[module] == nil && !visibleTypes.contains(module) ? module : nil
  }

  /// The type a file at `path` means by the bare name `name`, where several modules declare a
  /// top-level type of that name (`FMLogger` of the app's core package and of an image
  /// library's): its own module's, else that of a module the file imports, else the first.
  func type(named name: String, seenFrom path: String) -> DeclaredType? {
    guard let candidates = sameNamedTopLevelTypes[name] else { return types[name] }
    if let own = candidates.first(where: { SourcePath.isSameModule($0.path, path) }) { return own }
    let imported = Set(importsByPath[path] ?? [])
    return candidates.first { imported.contains(SourcePath.inferredModule($0.path)) } ?? types[name]
  }

  private func declaredType(_ written: String, near path: String?) -> DeclaredType? {
    if let path, let candidates = sameNamedTopLevelTypes[written], let own = candidates.first(where: { SourcePath.isSameModule($0.path, path) }) {
      return own
    }
    return declaredType(written)
  }

  /// The container a key path without a root (`\.repository`) reaches: Factory's, as the sources
  /// extend it. (swift-dependencies' `@Dependency(\.client)` is already TCA's own way.)
  private static let implicitContainers = ["Container"]

  /// What a dependency container hands out for the key path `\Container.repository` or
  /// `\.repository`: the type its member is declared with, or, for a factory
  /// (`Factory<ItemRepository>`, `ParameterFactory<Int, ItemRepository>`), what it makes.
  public func injectedType(keyPath text: String) -> String? {
    var path = text.trimmed()
    guard path.hasPrefix("\\") else { return nil }
    path.removeFirst()
    let components = path.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmed() }
    guard components.count >= 2, let member = components.last, !member.isEmpty,
      member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    let root = components.dropLast().joined(separator: ".")
    for container in root.isEmpty ? Self.implicitContainers : [root] {
      let declarations = [declaredType(container)?.declaration].compactMap { $0 } + (extensions[container] ?? []).map(\.declaration)
      guard let declared = declarations.lazy.flatMap(\.members).first(where: { $0.kind == .var && $0.name == member }),
        let type = declared.type?.trimmed()
      else { continue }
      guard let open = type.firstIndex(of: "<"), type.hasSuffix(">"), type[..<open].hasSuffix("Factory") else { return type }
      let arguments = TopLevelSplit.split(String(type[type.index(after: open)..<type.index(before: type.endIndex)]), on: ",")
      return arguments.last?.trimmed()
    }
    return nil
  }

  /// `target` with each generic parameter, as a whole word, replaced by its argument.
  static func substituting(_ parameters: [String], with arguments: [String], in target: String) -> String {
    guard parameters.count == arguments.count else { return target }
    let replacements = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
    var result = ""
    var word = ""
    func flush() {
      result += replacements[word] ?? word
      word = ""
    }
    for character in target {
      if character.isLetter || character == "_" || (character.isNumber && !word.isEmpty) {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `text` with the aliases it names replaced by what they stand for, a few levels deep:
  /// `Handler?` → `((Int) -> Void)?`, `Transition<Route>?` → `((Route) -> Void)?` for
  /// `typealias Transition<T> = ((T) -> Void)`. For telling what a type is; code keeps the alias.
  /// `scope`: the qualified name of the type the text is written in, whose own aliases, and its
  /// enclosing types', come first.
  public func resolvingAliases(_ text: String, in scope: String? = nil) -> String {
    guard !typeAliases.isEmpty else { return text }
    func alias(_ name: String) -> String? {
      guard nestedTypeAliasNames.contains(name) else { return typeAliases[name] }
      var enclosing: Substring? = scope.map { Substring($0) }
      while let current = enclosing, !current.isEmpty {
        if let target = nestedTypeAliases[current + "." + name] { return target }
        enclosing = current.lastIndex(of: ".").map { current[..<$0] }
      }
      return typeAliases[name]
    }
    var resolved = text
    for _ in 0..<4 {
      var changed = false
      var result = ""
      var identifier = ""
      var previous: Character = " "
      var before: Character = " "
      // A generic alias just read, whose arguments follow: its target waits for them.
      var pending: (target: String, parameters: [String])?
      var arguments = ""
      var depth = 0
      /// Whether it read an alias.
      @discardableResult func flush() -> Bool {
        defer { identifier = "" }
        guard before != ".", let target = alias(identifier), target != identifier else {
          result += identifier
          return false
        }
        // Parenthesized, so that `Handler?` stays an optional of the whole function type (once:
        // `((T) -> Void)` is already).
        let wrapped = target.hasPrefix("(") && TopLevelSplit.matchingParenthesis(Substring(target)).map { target.index(after: $0) == target.endIndex } == true
        let replacement = !wrapped && (TypeText(target).isClosure || target.contains("&")) ? "(" + target + ")" : target
        changed = true
        if let parameters = typeAliasParameters[identifier] { pending = (replacement, parameters) } else { result += replacement }
        return true
      }
      for character in resolved {
        defer { previous = character }
        if depth > 0 {
          if character == "<" { depth += 1 }
          if character == ">" { depth -= 1 }
          if depth > 0 {
            arguments.append(character)
          } else if let (target, parameters) = pending {
            // `Transition<Route>` is `(Route) -> Void`: each parameter by its argument.
            result += Self.substituting(parameters, with: TopLevelSplit.split(arguments, on: ",").map { $0.trimmed() }, in: target)
            pending = nil
          }
          continue
        }
        if character.isLetter || character == "_" || (character.isNumber && !identifier.isEmpty) {
          if identifier.isEmpty { before = previous }
          identifier.append(character)
          continue
        }
        flush()
        if character == "<", pending != nil {
          depth = 1
          arguments = ""
          continue
        }
        if let (target, _) = pending {
          result += target
          pending = nil
        }
        result.append(character)
      }
      flush()
      if let (target, _) = pending { result += target }
      resolved = result
      if !changed { break }
    }
    return resolved
  }
}

extension SourceIndex {
  /// The names a generic parameter clause declares: `T, U` of `<T: Hashable, U>`.
  static func genericParameterNames(_ clause: String) -> [String] {
    let inner = String(clause.drop { $0 == "<" || $0 == " " }.reversed().drop { $0 == ">" || $0 == " " }.reversed())
    return TopLevelSplit.split(inner, on: ",").map { String($0.prefix { $0 != ":" }).trimmed() }.filter { !$0.isEmpty }
  }
}
