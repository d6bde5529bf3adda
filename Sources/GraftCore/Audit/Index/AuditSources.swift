import SwiftDeclarationParser

/// The app's files, lexed once, its types (extensions folded in) and its global variables, with
/// the indexes every detector needs: a type by name, as Swift would find it from a scope.
struct AuditSources: Sendable {
  var files: [AuditFile]
  /// Sorted by qualified name.
  var types: [AuditedType]
  /// Top-level `var`s: shared mutable state by construction.
  var globals: [String: AuditLocation]
  private var byQualifiedName: [String: Int] = [:]
  private var bySimpleName: [Name: [Int]] = [:]

  static let singletonAccessorNames: Set<String> = ["shared", "default", "standard", "current"]

  init(_ sources: [SourceFile]) {
    // Each file is lexed and its types read across the cores; then the parts of one type (its
    // declaration and its extensions, in path order) are put together.
    let sorted = sources.sorted { $0.path < $1.path }
    let perFile = Array(sorted.enumerated()).concurrentMap { index, source in
      let file = AuditFile(source)
      return (file, Self.types(in: file, index: index))
    }
    files = perFile.map(\.0)
    var byName: [String: AuditedType] = [:]
    var globals: [String: AuditLocation] = [:]
    for (_, (fileTypes, fileGlobals)) in perFile {
      globals.merge(fileGlobals) { first, _ in first }
      for part in fileTypes {
        // Taken out while it grows, so that the dictionary's copy is not duplicated.
        guard var type = byName.removeValue(forKey: part.qualifiedName) else {
          byName[part.qualifiedName] = part
          continue
        }
        type.fold(part)
        byName[part.qualifiedName] = type
      }
    }
    // `extension Inner` of a type declared as `Outer.Inner` in another module's style: folded
    // into the one declared type of that simple name.
    let declared = Dictionary(grouping: byName.values.filter { $0.kind != .extension }, by: \.name)
    for (key, part) in byName where part.kind == .extension && !key.contains(".") {
      guard let targets = declared[part.name], targets.count == 1, targets[0].qualifiedName != key else { continue }
      byName[key] = nil
      byName[targets[0].qualifiedName]?.fold(part)
    }
    types = byName.values.sorted { $0.qualifiedName < $1.qualifiedName }
    self.globals = globals
    for (index, type) in types.enumerated() {
      byQualifiedName[type.qualifiedName] = index
      bySimpleName[Name(type.name), default: []].append(index)
    }
  }

  /// The types that declare `static let shared` (or `.default`…), with that accessor: a
  /// property of such a type holds the singleton.
  var singletonTypes: [String: String] {
    var singletons: [String: String] = [:]
    for type in types {
      if let accessor = type.singletonAccessors.sorted().first { singletons[type.name] = accessor }
    }
    return singletons
  }

  func type(qualified name: String) -> AuditedType? { byQualifiedName[name].map { types[$0] } }

  func index(qualified name: String) -> Int? { byQualifiedName[name] }

  /// The type a name written inside `scope` means: a type nested in the scope or one of its
  /// enclosing types first, then the app's type of that name (the first by qualified name when
  /// modules repeat one).
  func resolve(_ name: Name, from scope: AuditedType?) -> Int? {
    guard let candidates = bySimpleName[name] else { return nil }
    if candidates.count == 1 { return candidates[0] }
    var prefix = scope?.qualifiedName
    while let current = prefix {
      if let nested = candidates.first(where: { types[$0].parentName == current }) { return nested }
      prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
    }
    return candidates.first { types[$0].parentName == nil } ?? candidates[0]
  }

  func resolve(_ name: String, from scope: AuditedType?) -> Int? { resolve(Name(TypeNames.bare(name)), from: scope) }

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
      let written = declaration.name.split(separator: ".").map(String.init)
      guard let name = written.last, !name.isEmpty else { continue }
      // An extension names its type in full; a nested declaration is named inside its parent.
      let qualified = declaration.kind == .extension ? written.joined(separator: ".") : [parent, name].compactMap { $0 }.joined(separator: ".")
      queue += declaration.members.filter(\.kind.isTypeLike).map { ($0, qualified) }
      let start = declaration.range.start
      var type = AuditedType(
        name: name, qualifiedName: qualified, kind: declaration.kind, file: fileIndex,
        location: AuditLocation(path: file.path, line: start.line, column: start.column),
        inheritance: declaration.inheritance.map(TypeNames.bare), attributes: declaration.attributes.map(\.name),
        isGraftFeature: AnnotationReader.marksFeature(declaration.annotations), genericParameters: declaration.genericParameters)
      let conditions = declaration.kind == .extension ? declaration.whereClause.map(TypeNames.conformances(inWhereClause:)) ?? [] : []
      read(declaration.members, of: file, index: fileIndex, conditions: conditions, into: &type)
      types.append(type)
    }
    return (types, globals)
  }

  private static func read(
    _ members: [Declaration], of file: AuditFile, index fileIndex: Int, conditions: [String], into type: inout AuditedType
  ) {
    for member in members where !member.kind.isTypeLike {
      let tokens = file.tokenRange(of: member.range)
      let start = member.range.start
      let location = AuditLocation(path: file.path, line: start.line, column: start.column)
      let isStatic = member.hasModifier("static") || member.hasModifier("class")
      let accessors = member.accessors
      let isStored = (member.kind == .var || member.kind == .let) && accessors.allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
      if isStatic, isStored, singletonAccessorNames.contains(member.name) {
        type.singletonAccessors.insert(member.name)
        continue
      }
      if isStored, !isStatic {
        type.storedProperties.append(storedProperty(member, tokens: tokens, hasObservers: !accessors.isEmpty, in: file, index: fileIndex))
      }
      let didSet = accessors.first { $0.kind == "didSet" }?.body.map(file.tokenRange(of:))
      type.members.append(AuditedType.Member(
        name: member.name, key: Name(member.name), kind: member.kind, isStatic: isStatic, file: fileIndex, tokens: tokens,
        didSet: didSet, location: location, parameterTypes: member.parameters.map(\.type), conditions: conditions))
    }
  }

  private static func storedProperty(
    _ member: Declaration, tokens: Range<Int>, hasObservers: Bool, in file: AuditFile, index fileIndex: Int
  ) -> AuditedType.StoredProperty {
    // The initial value runs from `=` to the observers' block, when there is one.
    let end = hasObservers ? (tokens.last.flatMap(file.partner) ?? tokens.upperBound) : tokens.upperBound
    let equals = tokens.lowerBound..<max(tokens.lowerBound, end)
    let initializer = equals.firstIndex { file.name($0) == .assign }.map { ($0 + 1)..<end } ?? end..<end
    var heldSingleton: (type: String, accessor: String)?
    var constructedType: String?
    if initializer.count >= 2, file.isCapitalized(initializer.lowerBound) {
      let first = initializer.lowerBound
      if file.name(first + 1) == .dot, initializer.count >= 3, singletonAccessorNames.contains(file.text(first + 2)) {
        heldSingleton = (file.text(first), file.text(first + 2))
      } else if file.name(first + 1) == .openParen || (file.name(first + 1) == .dot && file.name(first + 2) == .`init`) {
        constructedType = file.text(first)
      }
    }
    let attributes = member.attributes
    let appStorageKey = attributes.first { $0.name == "AppStorage" }.map { storage in
      TokenPatterns.unquoted(storage.arguments?.split(separator: ",").first.map(String.init) ?? "")
    }
    let start = member.range.start
    return AuditedType.StoredProperty(
      name: member.name, key: Name(member.name), type: member.type, attributes: attributes, file: fileIndex, initializer: initializer,
      location: AuditLocation(path: file.path, line: start.line, column: start.column), isVariable: member.kind == .var,
      appStorageKey: appStorageKey, heldSingleton: heldSingleton, constructedType: constructedType)
  }
}

extension AuditedType {
  /// Adds an extension (or, seen after its extension, the declaration itself) to the type.
  mutating func fold(_ part: AuditedType) {
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
    storedProperties += part.storedProperties
    members += part.members
    singletonAccessors.formUnion(part.singletonAccessors)
  }
}
