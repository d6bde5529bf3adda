import Mustache

/// The templates of one run, each parsed once: the built-in ones (parsed once per process), or
/// a team's loader over them. A team template that does not parse throws where it is rendered,
/// as it did before it was parsed ahead: a broken template no feature uses stays harmless.
///
/// Rendering is strict: a name that no context has is an error at its tag, so a template and
/// the context it reads cannot drift apart unnoticed.
public struct TemplateSet: Sendable {
  /// Partials and parents, `graft/NAME` included.
  let partials: any TemplateLoader
  let parsed: [String: Result<Template, any Error>]
  /// The templates' sources, where the libraries' names they write are looked for.
  private let sources: [String]

  /// The built-in templates.
  public static let builtIn = TemplateSet(
    partials: TemplateLibrary.loader, parsed: TemplateLibrary.parsedDefaults, sources: Array(TemplateLibrary.defaults.values))

  private init(partials: any TemplateLoader, parsed: [String: Result<Template, any Error>], sources: [String]) {
    self.partials = partials
    self.parsed = parsed
    self.sources = sources
  }

  /// Of the libraries' names the app declares too, those these templates or Graft's own code
  /// write into a feature's files: only those take their module there.
  func libraryNamesWritten(among clashing: Set<String>) -> Set<String> {
    clashing.isEmpty ? [] : LibraryNameQualifier.namesWritten(among: clashing, byTemplates: sources)
  }

  /// `loader`'s templates over the built-in ones; the built-in set when nil.
  public init(_ loader: (any TemplateLoader)?) {
    guard let loader else {
      self = .builtIn
      return
    }
    var parsed: [String: Result<Template, any Error>] = [:]
    var sources: [String] = []
    for name in TemplateLibrary.names {
      let source = loader.templateSource(named: name) ?? TemplateLibrary.defaults[name] ?? ""
      let location = loader.templateLocation(named: name) ?? name + ".mustache"
      parsed[name] = Result { try Template(name: location, source: source) }
      sources.append(source)
    }
    self.init(partials: loader, parsed: parsed, sources: sources)
  }

  func render(_ name: String, _ context: some Encodable) throws -> String {
    guard let template = parsed[name] else { preconditionFailure("no built-in template named \(name)") }
    return try template.get().render(MustacheEncoder.encode(context), partials: partials, options: .strict)
  }
}
