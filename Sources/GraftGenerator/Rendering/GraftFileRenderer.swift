/// Renders the Graft-owned file of a source file's features, without its header: the imports
/// they need, once, then each feature's part, then what the file declares for other sources'
/// features (`OwnedDeclarations`). A dependency or conformance several features share is
/// declared once: here, unless `declaredElsewhere` names it.
public enum GraftFileRenderer {
  /// With `declaringReducers`, each feature the sources do not declare gets an empty reducer of
  /// Graft's, until the team's exists.
  public static func render(
    _ models: [FeatureModel], templates: TemplateSet = .builtIn, declaredElsewhere: Set<String> = [], declaringReducers: Bool = false
  ) throws -> String {
    try render(models, templates: templates, declaredElsewhere: declaredElsewhere, declaringReducers: declaringReducers, owned: nil)
  }

  /// `owned`: what the file declares for other sources' features, with the imports it needs
  /// and the build settings of the source's target.
  static func render(
    _ models: [FeatureModel], templates: TemplateSet = .builtIn, declaredElsewhere: Set<String> = [], declaringReducers: Bool = false,
    owned: (declarations: OwnedDeclarations, imports: [Import], buildSettings: TargetBuildSettings)?
  ) throws -> String {
    let imports = Set(models.flatMap(\.imports) + (owned?.imports ?? []))
    var output = try templates.render("Imports.swift", ImportsContext(imports))
    var imported = Set(imports.filter { $0.condition == nil }.map(\.module))
    var declared = declaredElsewhere
    for model in models {
      let context = GraftFileContext(
        model, imported: &imported, declared: &declared, declaresReducer: declaringReducers && !model.isDeclaredInSources)
      output += try templates.render("Graft.swift", context)
    }
    if let owned, !owned.declarations.isEmpty {
      let declarations = try templates.render("Clients.swift", owned.declarations.context(buildSettings: owned.buildSettings))
      // Without imports (a conformance of plain values), the header's blank line is the only one.
      output += output.isEmpty ? String(declarations.drop { $0 == "\n" }) : declarations
    }
    return output
  }
}
