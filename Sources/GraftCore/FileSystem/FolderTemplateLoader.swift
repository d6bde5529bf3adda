import Mustache

/// A team's templates folder: `NAME.mustache` files that replace the built-in template of the
/// same name. Stacked over the defaults with `LayeredTemplateLoader`.
public struct FolderTemplateLoader: TemplateLoader {
  public var directory: String

  public init(directory: String) {
    self.directory = directory
  }

  public func templateSource(named name: String) -> String? {
    FileBytes.read("\(directory)/\(name).mustache").map { String(decoding: $0, as: UTF8.self) }
  }
}
