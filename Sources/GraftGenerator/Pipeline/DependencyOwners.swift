import GraftSupport
import SwiftDeclarationParser

/// Which source's Graft-owned file declares each dependency, and each `Equatable` conformance,
/// that several features share, in each module: the source that declares the service's protocol
/// (or class), or the type, when it is one of the sources and of that module, so that each view
/// model's file holds only what is its own and a problem in one file never breaks its
/// neighbours; else the first, by path, whose features use it. A module declares a type once; a
/// client its features use in two modules (an app of several packages) is declared in each,
/// since neither sees the other's.
struct DependencyOwners: Sendable {
  /// Each source's module, by path, where the package or project around it says; a source of
  /// no known module is of the one unnamed module.
  var modules: [String: String] = [:]
  private var owners: [String: String] = [:]
  /// The modules that declare each service, by its name.
  private var declaringModules: [String: Set<String>] = [:]
  /// The top-level types each module declares, by name, with the keyword a scoped import names
  /// them by (`protocol` for `import protocol Storage.StorageType`), nil for one no scoped import
  /// names (an actor).
  private var scopedKinds: [String: [String: String?]] = [:]
  /// Module names a folder stands in for, which no file can import.
  private var guessed: Set<String> = []

  init(modules: [String: String] = [:]) {
    self.modules = modules
  }

  /// `context`: the sources read for their declarations, whose services a client may stand for;
  /// `guessed`: module names a folder stands in for, which no file can import.
  init(_ results: [FeaturePipeline.SourceResult], context: [SourceFile] = [], modules: [String: String], guessed: Set<String> = []) {
    self.modules = modules
    self.guessed = guessed
    for file in context {
      guard let module = modules[file.path] else { continue }
      for name in Self.serviceNames(declaredIn: file) { declaringModules[name, default: []].insert(module) }
      recordScopedKinds(of: file, in: module)
    }
    // The file declaring each service, by module and name: two modules may each have a
    // `SettingsStore` of their own.
    var declaring: [String: String] = [:]
    for result in results {
      if let module = modules[result.source.path] { recordScopedKinds(of: result.source, in: module) }
      for name in Self.serviceNames(declaredIn: result.source) {
        let key = key(name, result.source.path)
        guard declaring[key] == nil else { continue }
        declaring[key] = result.source.path
        if let module = modules[result.source.path] { declaringModules[name, default: []].insert(module) }
      }
    }
    let sourcePaths = Set(results.map(\.source.path))
    for result in results where !result.hasErrors {
      let path = result.source.path
      for model in result.features.compactMap(\.model) {
        for conformance in model.equatableConformances where owner(of: Self.conformanceName(conformance), from: path) == nil {
          // The type's own source, even one with errors this run, which writes nothing then and
          // keeps its file: a conformance never moves to a feature's file and back.
          let declaring = conformance.path
          let isOwn = sourcePaths.contains(declaring) && modules[declaring] == modules[path]
          owners[key(Self.conformanceName(conformance), path)] = isOwn ? declaring : path
        }
        for client in model.dependencies where owner(of: client.name, from: path) == nil {
          // The service's file, when it is of the feature's module: a client declared in
          // another module would be out of the feature's sight, in a module that need not
          // depend on TCA.
          owners[key(client.name, path)] = declaring[key(client.protocolName, path)] ?? path
        }
        for service in model.legacyServices where owner(of: service.keyType, from: path) == nil {
          owners[key(service.keyType, path)] = path
        }
      }
    }
  }

  func module(of path: String) -> String { modules[path] ?? "" }

  private mutating func recordScopedKinds(of file: SourceFile, in module: String) {
    for declaration in file.declarations where declaration.kind.isTypeLike || declaration.kind == .typealias {
      guard declaration.kind != .extension else { continue }
      let kind = Self.scopedImportKeywords[declaration.kind]
      // Two kinds under one name (`#if` branches declaring `class Item` and `struct Item`): none.
      if let known = scopedKinds[module]?[declaration.name], known != kind {
        scopedKinds[module]?[declaration.name] = .some(nil)
      } else {
        scopedKinds[module, default: [:]][declaration.name] = kind
      }
    }
  }

  /// The keyword a scoped import names a kind of declaration by.
  private static let scopedImportKeywords: [Declaration.Kind: String] = [
    .class: "class", .struct: "struct", .enum: "enum", .protocol: "protocol", .typealias: "typealias",
  ]

  /// How a file imports the types `names` of `module`: declaration by declaration (`import
  /// protocol Storage.StorageType`) where Graft read each name's declaration there and a scoped
  /// import can name it; nil where one cannot, or where a name is nobody's Graft read (it may be
  /// that module's), and the file imports the whole module. Names other modules declare, and the
  /// standard library's, Foundation's and the frameworks', are not `module`'s to import.
  func scopedImports(of names: [String], in module: String) -> [Import]? {
    guard let declared = scopedKinds[module] else { return nil }
    var imports: [Import] = []
    for name in Set(names).sorted() {
      guard let entry = declared[name] else {
        let known = WellKnownTypes.contains(name) || FeatureBuilder.framework(ofType: name, importing: [module]) != nil
          || scopedKinds.values.contains { $0[name] != nil }
        if known { continue } else { return nil }
      }
      guard let kind = entry else { return nil }
      imports.append(Import(module: module, kind: kind, declaration: name))
    }
    return imports
  }

  /// The protocols, classes and actors a file declares, at any depth: what a client may stand for.
  private static func serviceNames(declaredIn file: SourceFile) -> [String] {
    var names: [String] = []
    var stack = file.declarations
    while let declaration = stack.popLast() {
      if [.protocol, .class, .actor].contains(declaration.kind) { names.append(declaration.name) }
      stack += declaration.members.filter(\.kind.isTypeLike)
    }
    return names
  }

  /// The one other module that declares the service `name`, which a file of `path`'s module
  /// declaring its client imports: the client names the service and what its methods take.
  func serviceModule(of name: String, from path: String) -> String? {
    guard let declaring = declaringModules[TypeNames.bare(name)], declaring.count == 1, let module = declaring.first,
      !guessed.contains(module), let own = modules[path], module != own
    else { return nil }
    return module
  }

  /// The name a conformance is owned by, beside the clients' and services' names.
  static func conformanceName(_ conformance: EquatableConformance) -> String { "Equatable " + conformance.typeName }

  /// The source whose file declares the dependency `name` for the features of `path`'s module.
  func owner(of name: String, from path: String) -> String? { owners[key(name, path)] }

  /// Whether `path`'s own file declares the dependency `name`.
  func declares(_ name: String, in path: String) -> Bool { owner(of: name, from: path) == path }

  private func key(_ name: String, _ path: String) -> String { module(of: path) + "\0" + name }
}
