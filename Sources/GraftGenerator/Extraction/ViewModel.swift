import SwiftDeclarationParser

/// A view model Graft will generate a feature from, as found in the sources.
public struct ViewModel: Sendable {
  /// How the view model tells its view that it changed.
  public enum Observation: String, Sendable {
    /// `ObservableObject` with `@Published` properties.
    case observableObject
    /// The `@Observable` macro.
    case observable
    /// Neither: a UIKit-era view model with plain stored properties and callbacks.
    case plain
  }

  public var name: String
  /// With the types it is nested in: `Settings.ViewModel`.
  public var qualifiedName: String
  public var path: String
  public var declaration: Declaration
  public var options: FeatureOptions
  public var observation: Observation
  /// Members in source order; a member declared in several `#if` branches appears once.
  public var members: [Member]
  /// The file's imports, in source order, each with the `#if` condition it is under.
  public var imports: [Import]
  /// The app's classes whose members it takes as its own, nearest first
  /// (`SourceIndex.flattenedSuperclasses`), found once.
  public var superclasses: [SourceIndex.DeclaredType] = []
  /// The superclasses' methods its own hide (`override func shareTapped()`), by name, nearest
  /// first: what `super.shareTapped()` runs.
  public var hiddenSuperclassMethods: [String: Declaration] = [:]
  /// The chains its code mentions (`mentionedChains`), and those mentioned whole, not as the start
  /// of a longer one: `email` handed to `combineLatest(email, password)` or bound with `<~`; not
  /// a member's parameter of that name, nor a local, a closure's parameter or a case's value of
  /// that name where it is in scope (`WholeMentions`). Found once, when the view model is read.
  var chains: (mentioned: Set<String>, whole: Set<String>) = ([], [])

  /// The conditions a member is declared under beyond the view model's own: `os(iOS)` for a
  /// method inside `#if os(iOS)`; nil for one under none, and for one declared in several
  /// branches, which exists in each (`branches`).
  func ownCondition(of member: Member) -> String? {
    guard member.branches.count <= 1 else { return nil }
    return CompilationCondition.combined(Array(member.declaration.conditions.dropFirst(declaration.conditions.count)))
  }

  /// The feature's name: `name=`, or the screen's followed by `Feature`.
  public var featureName: String {
    options.name ?? screenName + options.featureSuffix
  }

  /// `EditNote` for `EditNoteViewModel`, `Profile` for `ProfileModel`, `Search` for a
  /// `Search.ViewModel` whose own name says nothing: the prefix of the bridge and seed types.
  public var screenName: String {
    for suffix in ["ViewModel", "Model"] where name.hasSuffix(suffix) {
      let base = String(name.dropLast(suffix.count))
      if !base.isEmpty && base != "View" { return base }
      if let enclosing = qualifiedName.split(separator: ".").dropLast().last { return String(enclosing) }
      return base.isEmpty ? name : base
    }
    return name
  }
}

/// A member of a view model with what its annotation asks for.
public struct Member: Sendable {
  public var declaration: Declaration
  public var directive: MemberDirective?
  /// Every `#if` branch the member is declared in, when more than one.
  public var branches: [Declaration]
  /// The file it is declared in: the view model's, an extension's, or a superclass's.
  public var path: String
  /// The access level of the extension it is declared in (`private extension X { … }`), which
  /// its members take when they say none.
  public var extensionAccess: String? = nil
  /// What a dependency container hands it (`@LazyInjected(\Container.repository)`,
  /// `= resolve(\.repository)`), when its declaration writes no type.
  public var injectedType: String? = nil
  /// The app's class it is inherited from, for a member of a superclass; nil for the view
  /// model's own and its extensions'.
  public var inheritedFrom: String? = nil

  public var name: String { declaration.name }

  /// Its type as written, or as its container's key path says.
  public var writtenType: String? { declaration.type ?? injectedType }

  static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

  /// Its modifiers, with the extension's access level when it declares none of its own.
  public var modifiers: [String] {
    let own = declaration.modifiers
    guard let extensionAccess, !own.contains(where: Self.accessLevels.contains) else { return own }
    return [extensionAccess] + own
  }

  /// Whether it is private or file-private, itself or through its extension.
  public var isPrivate: Bool { modifiers.contains { $0 == "private" || $0 == "fileprivate" } }
}

extension ViewModel {
  /// Its methods by name, the first of overloads: what its bodies call as its own.
  var methodsByName: [String: Declaration] {
    Dictionary(members.filter { $0.declaration.kind == .function }.map { ($0.name, $0.declaration) }, uniquingKeysWith: { first, _ in first })
  }

  /// Every dotted chain of names its members' bodies and initial values mention
  /// (`SwiftIdentifier.mentionedChains`): what its own code does with a property
  /// (`self.$query.debounce`, `finishSubject.send`), read in one pass per member.
  var mentionedChains: Set<String> { chains.mentioned }

  /// `chains` of `members`, for `chains`.
  static func chains(of members: [Member]) -> (mentioned: Set<String>, whole: Set<String>) {
    let properties = Set(members.map(\.name))
    return members.reduce(into: (mentioned: Set<String>(), whole: Set<String>())) { chains, member in
      for text in [member.declaration.bodyText, member.declaration.initializer].compactMap({ $0 }) {
        let found = SwiftIdentifier.chains(in: text)
        chains.mentioned.formUnion(found.mentioned)
        // In `init(events:)`, a bare `events` is the parameter, which shadows the property.
        let parameters = Set(member.declaration.parameters.compactMap { $0.name ?? $0.label })
        var whole = found.whole.subtracting(parameters)
        // A property's name the body also binds (`{ orders in self.orders.accept(orders) }`) is
        // read with its scopes; the body is read only where such a name stands whole in it.
        // (Only where the text may bind one: `let name`, `var name`, `name in`, `name,`.)
        let mayBind = whole.intersection(properties).filter { name in
          ["let \(name)", "var \(name)", "\(name) in", "\(name),"].contains { text.contains($0) }
        }
        if !mayBind.isEmpty, text == member.declaration.bodyText, let statements = member.declaration.statements {
          let shadowed = mayBind.intersection(namesBound(in: statements))
          if !shadowed.isEmpty {
            whole.subtract(shadowed)
            whole.formUnion(WholeMentions.names(in: statements, among: shadowed))
          }
        }
        chains.whole.formUnion(whole)
      }
    }
  }

  /// The names statements bind, in their closures too: locals, cases' and conditions' values,
  /// closures' parameters.
  private static func namesBound(in statements: [Statement]) -> Set<String> {
    var names: Set<String> = []
    for statement in statements {
      statement.forEachStatement { names.formUnion($0.boundNames) }
      statement.forEachExpression { expression in
        for closure in expression.closuresMade {
          names.formUnion(closure.parameters)
          names.formUnion(namesBound(in: closure.body))
        }
      }
    }
    return names
  }
}

/// `import Module`, perhaps under `#if` conditions.
public struct Import: Sendable, Hashable, Comparable {
  public var module: String
  /// The conditions it is under, combined; nil when it is unconditional.
  public var condition: String?
  /// `protocol` for `import protocol Storage.StorageManagerType`, which imports that one
  /// declaration of the module, `StorageManagerType`.
  public var kind: String? = nil
  public var declaration: String? = nil

  /// What follows `import`: `Foundation`, `protocol Storage.StorageManagerType`.
  public var written: String { kind.map { "\($0) \(module).\(declaration ?? "")" } ?? module }

  /// The kinds of declaration a scoped import names.
  static let scopedKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

  /// `import protocol Storage.StorageManagerType` read from its text (`path` is the parser's
  /// `Storage.StorageManagerType`); any other import as its module. A scoped import with an
  /// attribute (`@testable`, `@preconcurrency`) is read as a plain path, which no generated file
  /// keeps: written back without it, it may not compile.
  static func reading(_ text: String, path: String, condition: String?) -> Import {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    guard let position = words.firstIndex(of: "import"), position + 1 < words.count, !words[..<position].contains(where: { $0.hasPrefix("@") }),
      scopedKinds.contains(String(words[position + 1])), let dot = path.firstIndex(of: ".")
    else { return Import(module: path, condition: condition) }
    return Import(
      module: String(path[..<dot]), condition: condition, kind: String(words[position + 1]), declaration: String(path[path.index(after: dot)...]))
  }

  public static func < (lhs: Import, rhs: Import) -> Bool {
    (lhs.condition ?? "", lhs.module) < (rhs.condition ?? "", rhs.module)
  }
}
