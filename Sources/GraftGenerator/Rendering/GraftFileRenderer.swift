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
    _ clients: [DependencyClient], imports: [Import], accessLevel: FeatureOptions.AccessLevel, templates: TemplateSet = .builtIn
  ) throws -> String {
    /// What the client's partial reads from the file around it, beside the client's own keys.
    struct ClientContext: Encodable {
      var access: String
      var declaresSendable: Bool
      var client: GraftFileContext.Client

      func encode(to encoder: any Encoder) throws {
        try client.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(access, forKey: .access)
        try container.encode(declaresSendable, forKey: .declaresSendable)
      }

      enum Keys: String, CodingKey { case access, declaresSendable }
    }
    var names: Set<String> = []
    for client in clients {
      for endpoint in client.endpoints { names.formUnion((endpoint.parameters.map(\.type) + [endpoint.returnType]).flatMap { TypeText($0).leafNames }) }
    }
    let needed = Set(names.compactMap(FeatureBuilder.framework(ofType:)))
    var selected = imports.filter { !$0.module.contains(".") && (!FeatureBuilder.appleFrameworks.contains($0.module) || needed.contains($0.module)) }
    selected.append(Import(module: "ComposableArchitecture"))
    var output = try templates.render("Imports.swift", ImportsContext(Set(selected)))
    for client in clients {
      let context = ClientContext(
        access: accessLevel.prefix, declaresSendable: accessLevel != .internal, client: GraftFileContext.Client(client))
      output += "\n" + (try templates.renderPartial("DependencyClient.swift", context))
    }
    return output
  }
}
