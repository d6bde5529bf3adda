import GraftSupport

/// What a source's Graft-owned file declares for the features of other sources: the clients of
/// the services it declares, and the `Equatable` conformances of its types (`DependencyOwners`),
/// with the imports they need. What `Clients.swift` renders, after the file's own features.
struct OwnedDeclarations: Sendable {
  var clients: [(client: DependencyClient, access: FeatureOptions.AccessLevel)] = []
  /// Each with whether its `==` is public: the type is, or a feature that holds it is.
  var conformances: [(conformance: EquatableConformance, isPublic: Bool)] = []

  var isEmpty: Bool { clients.isEmpty && conformances.isEmpty }

  /// What `Clients.swift` reads: the conformances and clients, their visibility and isolation.
  struct Context: Encodable {
    var access: String
    var nonisolated: String
    var declaresSendable: Bool
    var conformances: [GraftFileContext.Conformance]
    var clients: [GraftFileContext.Client]
  }

  /// The clients as visible as the most visible feature that uses them.
  func context(buildSettings: TargetBuildSettings) -> Context {
    let levels = clients.map(\.access)
    let access = levels.contains(.public) ? FeatureOptions.AccessLevel.public : levels.contains(.package) ? .package : .internal
    return Context(
      access: access.prefix, nonisolated: buildSettings.nonisolatedPrefix, declaresSendable: access != .internal,
      conformances: conformances.map { GraftFileContext.conformance($0.conformance, isPublic: $0.isPublic) },
      clients: clients.map { GraftFileContext.Client($0.client) })
  }

  /// The modules these declarations need, of those `sourceImports` (the source's own imports)
  /// name, and the frameworks their types come from. A library Graft has not read
  /// (`isUnreadLibrary`) served the service's implementation (`import Nuke` for its image
  /// prefetching) where the types they name are only the standard library's, Foundation's and
  /// the frameworks': none of theirs can be that library's.
  func imports(sourceImports: [Import], isUnreadLibrary: (String) -> Bool) -> [Import] {
    let types = clients.flatMap(\.client.endpointTypes) + conformances.flatMap(\.conformance.heldTypes)
    var names: Set<String> = []
    for type in types {
      // `UIAlertController.Style`: the outer type says the framework.
      let text = TypeText(type)
      names.formUnion(text.leafNames + text.leafPaths.compactMap { $0.split(separator: ".").first.map(String.init) })
    }
    let sourceModules = Set(sourceImports.map(\.module))
    let namesOnlyKnown = names.allSatisfy { WellKnownTypes.contains($0) || FeatureBuilder.framework(ofType: $0, importing: sourceModules) != nil }
    let candidates = sourceImports.filter { !namesOnlyKnown || !isUnreadLibrary($0.module) }
    // The frameworks the types come from (`UIAlertController.Style` of a protocol it inherits
    // from another file), and the libraries the clients name (`Observable<[Item]>`, RxSwift's).
    let needed = FeatureBuilder.frameworks(naming: names, importing: Set(candidates.map(\.module)))
      .union(clients.flatMap(\.client.libraryImports))
    var selected = candidates.filter {
      !$0.module.contains(".") && (!FeatureBuilder.appleFrameworks.contains($0.module) || needed.contains($0.module))
    }
    for module in needed.sorted() where module != "Foundation" && !selected.contains(where: { $0.module == module }) {
      selected.append(Import(module: module))
    }
    // `Date` of an endpoint: Foundation, which the source may have had only through another
    // module's import (UIKit's, a library's left out above).
    if FeatureBuilder.needsFoundation(names: names, frameworks: needed), !selected.contains(where: { $0.module == "Foundation" }) {
      selected.append(Import(module: "Foundation"))
    }
    if !clients.isEmpty { selected.append(Import(module: "ComposableArchitecture")) }
    return selected
  }
}
