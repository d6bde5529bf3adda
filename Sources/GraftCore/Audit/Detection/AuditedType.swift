import SwiftDeclarationParser

/// A type of the app as the audit's detectors see it: its header, its stored properties, and
/// the tokens of each member. Extensions of a type are folded into it.
struct AuditedType: Sendable {
  struct StoredProperty: Sendable {
    var name: String
    var type: String?
    var attributes: [Attribute]
    var initializer: [SourceToken]
    var location: AuditLocation
    var isVariable: Bool

    /// `theme` for `@AppStorage("theme") var theme`.
    var appStorageKey: String? {
      attributes.first { $0.name == "AppStorage" }.map { storage in
        TokenPatterns.unquoted(storage.arguments?.split(separator: ",").first.map(String.init) ?? "")
      }
    }

    /// `(SessionManager, shared)` for `let session = SessionManager.shared`.
    var heldSingleton: (type: String, accessor: String)? {
      guard initializer.count >= 3, initializer[0].kind == .identifier, initializer[1].text == ".",
        AuditSources.singletonAccessorNames.contains(initializer[2].text)
      else { return nil }
      return (initializer[0].text, initializer[2].text)
    }
  }

  /// A member's tokens, with the member's name for what the code does there.
  struct Member: Sendable {
    var name: String
    var kind: Declaration.Kind
    var tokens: [SourceToken]
    /// `didSet` bodies, by the property they observe.
    var didSet: [SourceToken]?
  }

  var name: String
  var kind: Declaration.Kind
  var path: String
  var location: AuditLocation
  var inheritance: [String]
  var attributes: [String]
  var isGraftFeature: Bool
  var storedProperties: [StoredProperty] = []
  var members: [Member] = []
  /// `static let shared` and the like: the type is a singleton.
  var singletonAccessors: Set<String> = []

  func location(_ token: SourceToken) -> AuditLocation {
    AuditLocation(path: path, line: token.location.line, column: token.location.column)
  }
}

/// The app's types and its global variables, read from parsed files.
struct AuditSources: Sendable {
  var types: [AuditedType]
  /// Top-level `var`s: shared mutable state by construction.
  var globals: [String: AuditLocation]

  static let singletonAccessorNames: Set<String> = ["shared", "default", "standard", "current"]

  /// The types that declare `static let shared` (or `.default`…), with that accessor: a
  /// property of such a type holds the singleton.
  var singletonTypes: [String: String] {
    var singletons: [String: String] = [:]
    for type in types {
      if let accessor = type.singletonAccessors.sorted().first { singletons[type.name] = accessor }
    }
    return singletons
  }

  init(_ files: [SourceFile]) {
    // Each file's types are read across the cores, then the parts of one type (its declaration
    // and its extensions, in path order) are put together.
    let perFile = files.sorted(by: { $0.path < $1.path }).concurrentMap(Self.types(in:))
    var byName: [String: AuditedType] = [:]
    var globals: [String: AuditLocation] = [:]
    for (fileTypes, fileGlobals) in perFile {
      globals.merge(fileGlobals) { first, _ in first }
      for part in fileTypes {
        // Taken out while it grows, so that the dictionary's copy is not duplicated.
        guard var type = byName.removeValue(forKey: part.name) else {
          byName[part.name] = part
          continue
        }
        // The type's own declaration wins over an extension seen first.
        if type.kind == .extension, part.kind != .extension {
          type.kind = part.kind
          type.path = part.path
          type.location = part.location
        }
        type.inheritance += part.inheritance
        type.attributes += part.attributes
        type.isGraftFeature = type.isGraftFeature || part.isGraftFeature
        type.storedProperties += part.storedProperties
        type.members += part.members
        type.singletonAccessors.formUnion(part.singletonAccessors)
        byName[part.name] = type
      }
    }
    types = byName.values.sorted { $0.name < $1.name }
    self.globals = globals
  }

  /// One file's type declarations and extensions, at any depth, and its global variables.
  private static func types(in file: SourceFile) -> ([AuditedType], [String: AuditLocation]) {
    var globals: [String: AuditLocation] = [:]
    for declaration in file.declarations where declaration.kind == .var {
      let start = declaration.range.start
      globals[declaration.name] = globals[declaration.name] ?? AuditLocation(path: file.path, line: start.line, column: start.column)
    }
    var types: [AuditedType] = []
    var queue = file.declarations.filter(\.kind.isTypeLike)
    var next = 0
    while next < queue.count {
      let declaration = queue[next]
      next += 1
      queue += declaration.members.filter(\.kind.isTypeLike)
      let name = String(declaration.name.split(separator: ".").last ?? "")
      guard !name.isEmpty, declaration.kind != .protocol else { continue }
      let start = declaration.range.start
      var type = AuditedType(
        name: name, kind: declaration.kind, path: file.path, location: AuditLocation(path: file.path, line: start.line, column: start.column),
        inheritance: declaration.inheritance, attributes: declaration.attributes.map(\.name),
        isGraftFeature: AnnotationReader.marksFeature(declaration.annotations))
      read(declaration.members, of: file, into: &type)
      types.append(type)
    }
    return (types, globals)
  }

  private static func read(_ members: [Declaration], of file: SourceFile, into type: inout AuditedType) {
    for member in members where !member.kind.isTypeLike {
      let tokens = file.tokens(in: member.range)
      let isStored = (member.kind == .var || member.kind == .let)
        && member.accessors.allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
      if member.hasModifier("static"), isStored, singletonAccessorNames.contains(member.name) {
        type.singletonAccessors.insert(member.name)
        continue
      }
      if isStored, !member.hasModifier("static") {
        let initializer: [SourceToken]
        if let equals = tokens.firstIndex(where: { $0.kind == .operator && $0.text == "=" }) {
          initializer = Array(tokens[(equals + 1)...].prefix { $0.text != "{" || $0.kind != .punctuation })
        } else {
          initializer = []
        }
        let start = member.range.start
        type.storedProperties.append(AuditedType.StoredProperty(
          name: member.name, type: member.type, attributes: member.attributes, initializer: initializer,
          location: AuditLocation(path: file.path, line: start.line, column: start.column), isVariable: member.kind == .var))
      }
      let didSet = member.accessors.first { $0.kind == "didSet" }?.body.map { file.tokens(in: $0) }
      type.members.append(AuditedType.Member(name: member.name, kind: member.kind, tokens: tokens, didSet: didSet))
    }
  }
}
