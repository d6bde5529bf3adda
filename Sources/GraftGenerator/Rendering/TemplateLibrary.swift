import GraftTemplates
import Mustache

/// Graft's default templates (`Templates/` at the package's root, built into the executable) as
/// the renderer uses them.
///
/// Six render a file each (`Graft.swift`, `Clients.swift` for what a source's file declares for
/// other sources' features, `Reducer.swift`, `View.swift`, `Tests.swift`, `XCTests.swift`, with
/// `Imports.swift` heading the Graft-owned files); seven declare one thing
/// each and are included by the others (`Property.swift`, `Case.swift`, `Parameter.swift`,
/// `DependencyClient.swift`, `LegacyService.swift`, `Conformance.swift`,
/// `ViewContent.swift`), so that a team's template of the same name changes every field, case,
/// parameter, client, held service, conformance or view content Graft declares.
public enum TemplateLibrary {
  /// The default templates by name (file name without `.mustache`).
  public static let defaults = DefaultTemplates.sources

  /// The names of the templates a team can override, sorted.
  public static var names: [String] { defaults.keys.sorted() }

  /// The templates that declare one thing and are included by the others, with what each
  /// declares.
  public static let declarations: [String: String] = [
    "Property.swift": "each stored property (State fields, a seed's fields, stored services)",
    "Case.swift": "each enum case (Action, Delegate, responses, outcomes)",
    "Parameter.swift": "each parameter of a multi-line signature",
    "DependencyClient.swift": "each dependency client, its test value, live(_:) and key",
    "LegacyService.swift": "each service Graft cannot see into, held as it is, and its key",
    "Conformance.swift": "each `Equatable` conformance Graft writes for a type of the sources that State holds",
    "ViewContent.swift": "the starting form of a view's body, inside WithPerceptionTracking where it needs one",
  ]

  /// The built-in templates, each also as `graft/NAME`: the parent a team's template names to
  /// override one block of it, `{{<graft/Reducer.swift}}{{$portedCases}}…{{/portedCases}}{{/graft/Reducer.swift}}`,
  /// while its own `NAME` is the team's file.
  public static let loader: DictionaryTemplateLoader = {
    var templates = defaults
    for (name, source) in defaults { templates[builtInPrefix + name] = source }
    return DictionaryTemplateLoader(templates)
  }()

  public static let builtInPrefix = "graft/"

  /// The default templates parsed once per process (a static is initialised once, safely).
  static let parsedDefaults: [String: Result<Template, any Error>] = defaults.reduce(into: [:]) { parsed, entry in
    parsed[entry.key] = Result { try Template(name: entry.key + ".mustache", source: entry.value) }
  }
}
