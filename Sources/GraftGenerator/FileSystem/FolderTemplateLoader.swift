import Foundation
import Mustache

/// A team's templates folder: `NAME.mustache` files that replace the built-in template of the
/// same name, and partials in subfolders (`partials/header.mustache` is `partials/header`).
/// Stacked over the defaults with `LayeredTemplateLoader`.
///
/// The folder is read once, when the loader is made: a run renders every template for every
/// feature, and each render asks for its partials again.
public struct FolderTemplateLoader: TemplateLoader {
  public let directory: String
  let templates: [String: String]

  public init(directory: String) {
    self.directory = directory
    var templates: [String: String] = [:]
    let root = URL(fileURLWithPath: directory)
    let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
    for file in files where file.hasSuffix(".mustache") {
      if let bytes = FileBytes.read(root.appendingPathComponent(file).path) {
        templates[String(file.dropLast(".mustache".count))] = String(decoding: bytes, as: UTF8.self)
      }
    }
    self.templates = templates
  }

  public func templateSource(named name: String) -> String? { templates[name] }

  /// `GraftTemplates/Reducer.swift.mustache`: the file, as the folder was named.
  public func templateLocation(named name: String) -> String? {
    templates[name] == nil ? nil : (directory.hasSuffix("/") ? directory : directory + "/") + name + ".mustache"
  }

  /// What the folder holds, as a fingerprint: each template's name and text.
  public var digest: String {
    InputFingerprint.of(settings: "templates", sources: templates.map { ($0.key, Array($0.value.utf8)) })
  }
}
