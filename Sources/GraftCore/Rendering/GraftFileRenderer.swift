/// Renders the Graft-owned file of a source file's features, without its header: the imports
/// they need, once, then each feature's part.
public enum GraftFileRenderer {
  public static func render(_ models: [FeatureModel], templates: TemplateSet = .builtIn) throws -> String {
    let imports = Set(models.flatMap(\.imports))
    var output = try templates.render("Imports.swift", ImportsContext(imports: imports.sorted()))
    var imported = imports
    for model in models {
      output += try templates.render("Graft.swift", GraftFileContext(model, imported: &imported))
    }
    return output
  }
}
