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
}
