/// Renders the team-owned files of a feature: written once, then the team's.
public enum TeamFileRenderer {
  public static func reducer(_ model: FeatureModel, templates: TemplateSet = .builtIn) throws -> String {
    try templates.render("Reducer.swift", ReducerFileContext(model))
  }

  /// Swift Testing, or XCTest with `tests=xctest`.
  public static func tests(_ model: FeatureModel, module: String, templates: TemplateSet = .builtIn) throws -> String {
    try templates.render(model.options.tests == .xctest ? "XCTests.swift" : "Tests.swift", TestsFileContext(model, module: module))
  }

  public static func view(_ model: FeatureModel, templates: TemplateSet = .builtIn) throws -> String {
    try templates.render("View.swift", ViewFileContext(model))
  }
}
