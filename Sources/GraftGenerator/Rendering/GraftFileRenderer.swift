/// Renders the Graft-owned file of a source file's features, without its header: the imports
/// they need, once, then each feature's part. A dependency several features share is declared
/// once: here, unless `declaredElsewhere` names it.
public enum GraftFileRenderer {
  /// With `declaringReducers`, each feature the sources do not declare gets an empty reducer of
  /// Graft's, until the team's exists.
  public static func render(
    _ models: [FeatureModel], templates: TemplateSet = .builtIn, declaredElsewhere: Set<String> = [], declaringReducers: Bool = false
  ) throws -> String {
    let imports = Set(models.flatMap(\.imports))
    var output = try templates.render("Imports.swift", ImportsContext(imports))
    var imported = Set(imports.filter { $0.condition == nil }.map(\.module))
    var declared = declaredElsewhere
    for model in models {
      let context = GraftFileContext(
        model, imported: &imported, declared: &declared, declaresReducer: declaringReducers && !model.isDeclaredInSources)
      output += try templates.render("Graft.swift", context)
    }
    return output
  }

  /// The Graft-owned file of a service's source that has no feature of its own: the clients of
  /// its protocols that features elsewhere use, with the imports their types need.
  static func renderClients(
    _ clients: [DependencyClient], imports: [Import], accessLevel: FeatureOptions.AccessLevel, buildSettings: TargetBuildSettings,
    templates: TemplateSet = .builtIn
  ) throws -> String {
    /// What `Clients.swift` reads: the clients, their visibility and isolation.
    struct ClientsContext: Encodable {
      var access: String
      var nonisolated: String
      var declaresSendable: Bool
      var clients: [GraftFileContext.Client]
    }
    var names: Set<String> = []
    for type in clients.flatMap(\.endpointTypes) {
      // `UIAlertController.Style`: the outer type says the framework.
      let text = TypeText(type)
      names.formUnion(text.leafNames + text.leafPaths.compactMap { $0.split(separator: ".").first.map(String.init) })
    }
    // The frameworks the endpoints' types come from (`UIAlertController.Style` of a protocol it
    // inherits from another file), and the libraries they name (`Observable<[Item]>`, RxSwift's).
    let needed = FeatureBuilder.frameworks(naming: names, importing: Set(imports.map(\.module))).union(clients.flatMap(\.libraryImports))
    var selected = imports.filter { !$0.module.contains(".") && (!FeatureBuilder.appleFrameworks.contains($0.module) || needed.contains($0.module)) }
    for module in needed.sorted() where module != "Foundation" && !selected.contains(where: { $0.module == module }) {
      selected.append(Import(module: module))
    }
    // `Date` of an endpoint: Foundation, which the service's file may have had only through
    // another module's import (UIKit's, a library's left out above).
    if FeatureBuilder.needsFoundation(names: names, frameworks: needed), !selected.contains(where: { $0.module == "Foundation" }) {
      selected.append(Import(module: "Foundation"))
    }
    selected.append(Import(module: "ComposableArchitecture"))
    let context = ClientsContext(
      access: accessLevel.prefix, nonisolated: buildSettings.nonisolatedPrefix, declaresSendable: accessLevel != .internal, clients: clients.map(GraftFileContext.Client.init))
    return try templates.render("Imports.swift", ImportsContext(Set(selected))) + (try templates.render("Clients.swift", context))
  }
}
