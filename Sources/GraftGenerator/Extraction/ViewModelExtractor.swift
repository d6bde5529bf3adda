import GraftSupport
import SwiftDeclarationParser

/// Finds the view models in parsed files: classes annotated `// graft: feature`, or named on
/// the command line, at any depth (nested in extensions and types), several per file.
public struct ViewModelExtractor: Sendable {
  /// Classes to take even without an annotation (`--type NAME`), by name or qualified name.
  public var selectedTypes: Set<String>
  /// What a `feature` annotation starts from: `graft.json`'s defaults.
  public var defaults: FeatureOptions

  public init(selectedTypes: Set<String> = [], defaults: FeatureOptions = FeatureOptions()) {
    self.selectedTypes = selectedTypes
    self.defaults = defaults
  }

  public struct Result: Sendable {
    public var viewModels: [ViewModel]
    public var diagnostics: [Diagnostic]
  }

  /// The view models declared in `file`, with the members of their extensions in it.
  public func extract(from file: SourceFile) -> Result {
    extract(from: file, index: SourceIndex([file]))
  }

  /// The view models declared in `file`, each with the members of its extensions anywhere in
  /// the sources `index` was made from.
  public func extract(from file: SourceFile, index: SourceIndex) -> Result {
    var reader = AnnotationReader(path: file.path)
    var found: [ViewModel] = []
    let imports = file.declarations.filter { $0.kind == .import }.map { declaration in
      Import.reading(file.text(of: declaration.range), path: declaration.name, condition: CompilationCondition.combined(declaration.conditions))
    }
    visit(file.declarations, scope: [], file: file, imports: imports, index: index, reader: &reader, found: &found)
    // In source order, whatever order the checks ran in.
    let diagnostics = reader.diagnostics.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    return Result(viewModels: found, diagnostics: diagnostics)
  }

  private func visit(
    _ declarations: [Declaration], scope: [String], file: SourceFile, imports: [Import], index: SourceIndex,
    reader: inout AnnotationReader, found: inout [ViewModel]
  ) {
    for declaration in declarations where declaration.kind.isTypeLike {
      let qualified = (scope + [declaration.name]).joined(separator: ".")
      let annotations = declaration.annotations
      let isSelected = selectedTypes.contains(declaration.name) || selectedTypes.contains(qualified)
      if declaration.kind == .extension, !Annotation.marksFeature(annotations),
        index.annotatedClasses.contains(declaration.name) || isSelected
      {
        // An extension of a view model: its members are read with the class.
      } else if Annotation.marksFeature(annotations) || isSelected {
        if let viewModel = viewModel(declaration, qualified: qualified, file: file, imports: imports, index: index, reader: &reader) {
          found.append(viewModel)
        }
      } else if Self.ejectionMark(declaration) != nil {
        // `graft eject` wrote this extension: the feature is the team's now (see `ejectedFeatures`).
      } else {
        if let annotation = annotations.first, let word = annotation.words.first {
          reader.error(
            "a graft annotation on \(declaration.kind.rawValue) '\(declaration.name)' needs 'feature': only a view model's class starts a feature",
            at: word.location)
        }
        // A member annotation in a type that is no feature would silently do nothing.
        for member in declaration.members where !member.kind.isTypeLike {
          if let word = member.annotations.first?.words.first {
            reader.error("'\(member.name)' is annotated, but '\(declaration.name)' is not a feature: add '// graft: feature' to it", at: word.location)
          }
        }
      }
      let inner = declaration.kind == .extension ? scope + declaration.name.split(separator: ".").map(String.init) : scope + [declaration.name]
      visit(declaration.members, scope: inner, file: file, imports: imports, index: index, reader: &reader, found: &found)
    }
  }

  /// The features `graft eject` handed to the team, by name, with where each says so
  /// (`path:line`): an extension of the feature marked `// graft: ejected`. Their view models
  /// generate nothing more.
  public static func ejectedFeatures(in files: [SourceFile]) -> [String: String] {
    // Marked twice, the first path wins, whatever order the files come in.
    var ejected: [String: (path: String, line: Int)] = [:]
    for file in files {
      for declaration in file.declarations {
        guard let location = ejectionMark(declaration) else { continue }
        if let existing = ejected[declaration.name], existing.path <= file.path { continue }
        ejected[declaration.name] = (file.path, location.line)
      }
    }
    return ejected.mapValues { "\($0.path):\($0.line)" }
  }

  /// Where a top-level extension says `// graft: ejected` and nothing else, if it does.
  static func ejectionMark(_ declaration: Declaration) -> SourceLocation? {
    guard declaration.kind == .extension, let annotation = declaration.annotations.first,
      declaration.annotations.count == 1, annotation.words.count == 1,
      annotation.words[0].key == "ejected", annotation.words[0].value == nil
    else { return nil }
    return annotation.location
  }

  private func viewModel(
    _ declaration: Declaration, qualified: String, file: SourceFile, imports: [Import], index: SourceIndex,
    reader: inout AnnotationReader
  ) -> ViewModel? {
    let location = declaration.annotations.first?.location ?? declaration.range.start
    guard declaration.kind == .class else {
      let advice = declaration.kind == .actor
        ? "an actor's state is isolated to it and cannot be mirrored into State; keep it as a dependency"
        : "a feature is generated from a view model class"
      reader.error("'\(declaration.name)' is \(article(declaration.kind)) \(declaration.kind.rawValue): \(advice)", at: location)
      return nil
    }
    if let controller = declaration.inheritance.first(where: Self.isViewController) {
      reader.error(
        "'\(declaration.name)' is a \(controller): Graft generates a feature from the view model a screen shows, not from its controller; annotate that view model, or move the controller's state into one first",
        at: location)
      return nil
    }
    if let generics = declaration.genericParameters {
      reader.error(
        "'\(declaration.name)<\(generics)>' is generic: a feature's State needs concrete types; generate from a non-generic subclass or typealias",
        at: location)
      return nil
    }
    let options = reader.featureOptions(declaration.annotations, defaults: defaults)
    // The class's members, then those of its extensions, file by file: an extension's members
    // are the view model's as much as the class's own.
    // The view model's own file first, in source order, then the others by path.
    let all = index.extensions[qualified] ?? []
    let extensions = all.filter { $0.path == file.path } + all.filter { $0.path != file.path }
    var parts: [(path: String, members: [Declaration], access: String?, inheritedFrom: String?)] = [(file.path, declaration.members, nil, nil)]
    parts += extensions.map { ($0.path, $0.declaration.members, $0.declaration.modifiers.first(where: Member.accessLevels.contains), nil) }
    // Then what it inherits from the app's classes above it, nearest first: a subclass's State is
    // its superclasses' too. A member a nearer class declares hides the farther one's.
    let superclasses = index.flattenedSuperclasses(of: declaration)
    for superclass in superclasses {
      let name = superclass.declaration.name
      parts.append((superclass.path, superclass.declaration.members, nil, name))
      parts += (index.extensions[name] ?? []).map {
        ($0.path, $0.declaration.members, $0.declaration.modifiers.first(where: Member.accessLevels.contains), name)
      }
    }
    var members: [Member] = []
    var indexByName: [String: Int] = [:]
    var hidden: [String: Declaration] = [:]
    var declaredBelow: Set<String> = []
    var declaredHere: Set<String> = []
    var currentClass: String?
    // A subclass that declares no initializer inherits its superclass's: they make the object.
    var initializerBelow = false
    var initializerHere = false
    for (path, declarations, access, inheritedFrom) in parts {
      if inheritedFrom != currentClass {
        declaredBelow.formUnion(declaredHere)
        declaredHere = []
        initializerBelow = initializerBelow || initializerHere
        initializerHere = false
        currentClass = inheritedFrom
      }
      var memberReader = AnnotationReader(path: path)
      for member in declarations where !member.kind.isTypeLike {
        if member.kind == .initializer { initializerHere = true }
        if inheritedFrom != nil {
          // An overridden member is the subclass's; a superclass's initializer is inherited only
          // where no class below declares one.
          if member.kind == .deinitializer || (member.kind == .initializer && initializerBelow) { continue }
          if declaredBelow.contains(Self.signature(of: member)) {
            if member.kind == .function, hidden[member.name] == nil { hidden[member.name] = member }
            continue
          }
        }
        declaredHere.insert(Self.signature(of: member))
        let isMethod = member.kind == .function
        let directive = path == file.path
          ? reader.memberDirective(member.annotations, isMethod: isMethod) : memberReader.memberDirective(member.annotations, isMethod: isMethod)
        // The same property in `#if` / `#else` branches is one member.
        let key = "\(member.kind.rawValue) \(member.name)"
        if member.kind == .var || member.kind == .let, !member.conditions.isEmpty, let index = indexByName[key] {
          members[index].branches.append(member)
          continue
        }
        indexByName[key] = members.count
        members.append(Member(
          declaration: member, directive: directive, branches: [member], path: path, extensionAccess: access,
          injectedType: Self.injectionKeyPath(of: member).flatMap(index.injectedType(keyPath:)), inheritedFrom: inheritedFrom))
      }
      reader.diagnostics += memberReader.diagnostics
    }
    let conformances = declaration.inheritance + extensions.flatMap(\.declaration.inheritance)
      + superclasses.flatMap { $0.inheritance + (index.extensions[$0.declaration.name] ?? []).flatMap(\.declaration.inheritance) }
    var viewModel = ViewModel(
      name: declaration.name, qualifiedName: qualified, path: file.path, declaration: declaration, options: options,
      observation: observation(of: declaration, conformances: conformances), members: members,
      imports: imports + Self.imports(ofFilesOf: superclasses, besides: imports, index: index))
    viewModel.superclasses = superclasses
    viewModel.hiddenSuperclassMethods = hidden
    viewModel.chains = ViewModel.chains(of: members)
    return viewModel
  }

  private func observation(of declaration: Declaration, conformances: [String]) -> ViewModel.Observation {
    if declaration.attribute(named: "Observable") != nil { return .observable }
    if conformances.contains(where: { $0 == "ObservableObject" || $0.hasSuffix(".ObservableObject") }) {
      return .observableObject
    }
    return .plain
  }

  /// The modules the superclasses' files import that the view model's does not: what their
  /// members name may come from one. (Kept as the feature's imports are: Apple's frameworks only
  /// where it names one of their types.)
  static func imports(ofFilesOf superclasses: [SourceIndex.DeclaredType], besides own: [Import], index: SourceIndex) -> [Import] {
    var modules = Set(own.map(\.module))
    var found: [Import] = []
    for superclass in superclasses {
      for module in index.importsByPath[superclass.path] ?? [] where modules.insert(module).inserted {
        found.append(Import(module: module))
      }
    }
    return found
  }

  /// What makes two members one: their kind and name, and a function's argument labels
  /// (`func load(page:)` and `func load()` are two).
  static func signature(of member: Declaration) -> String {
    "\(member.kind.rawValue) " + (member.kind == .function || member.kind == .subscript ? MemberClassifier.selector(of: member) : member.name)
  }

  /// `\Container.repository` in `@LazyInjected(\Container.repository) var repository` or
  /// `let repository = resolve(\.repository)`: a property without a written type that a
  /// dependency container hands in.
  static func injectionKeyPath(of member: Declaration) -> String? {
    guard member.kind == .var || member.kind == .let, member.type == nil else { return nil }
    if let keyPath = member.attributes.lazy.compactMap({ $0.name == "Environment" ? nil : $0.arguments?.trimmed() })
      .first(where: { $0.hasPrefix("\\") })
    {
      return keyPath
    }
    // `resolve(\.repository)`, `inject(\Container.repository)`: a function of the app's handed a key path.
    guard let initializer = member.initializer?.trimmed(), let open = initializer.firstIndex(of: "("), initializer.hasSuffix(")") else { return nil }
    let callee = initializer[..<open]
    guard let first = callee.first, first.isLowercase, callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let argument = initializer[initializer.index(after: open)..<initializer.index(before: initializer.endIndex)].trimmed()
    return argument.hasPrefix("\\") ? argument : nil
  }

  /// `UIViewController`, `UITableViewController`, `NSViewController`, and subclasses named so.
  static func isViewController(_ typeName: String) -> Bool {
    typeName.hasSuffix("ViewController") || ((typeName.hasPrefix("UI") || typeName.hasPrefix("NS")) && typeName.hasSuffix("Controller"))
  }

  private func article(_ kind: Declaration.Kind) -> String {
    [.actor, .enum, .extension].contains(kind) ? "an" : "a"
  }
}
