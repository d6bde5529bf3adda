import Foundation
import GraftGenerator
import Mustache
import SwiftDeclarationParser

/// What `generate` and `eject` share: the configuration from `graft.json` and the templates.
struct GenerationSettings {
  var configuration: GraftConfiguration
  /// The team's templates over the built-in ones, when there is a folder.
  var templates: (any TemplateLoader)?
  /// What the team's templates hold, for the inputs fingerprint; empty without them.
  var templatesIdentity = ""

  /// Where a folder's `graft.json` would be.
  private static func configuration(in folder: String) -> String {
    (folder.hasSuffix("/") ? folder : folder + "/") + "graft.json"
  }

  /// `--config FILE`, a `graft.json` in a `--config-search DIR` (the build plugin names the
  /// target's and the package's folders, since one may appear after the build was planned), or
  /// else the `graft.json` at the top of a folder given on the command line. Several are an
  /// error: which one would win is not obvious to a reader. `--templates` wins over graft.json's
  /// folder, which is relative to graft.json.
  static func load(configPaths: [String], configFolders: [String] = [], searching paths: [String], templates: String?) throws
    -> GenerationSettings
  {
    var candidates = configPaths
    for folder in configFolders {
      let candidate = configuration(in: folder)
      if FileManager.default.fileExists(atPath: candidate) { candidates.append(candidate) }
    }
    if configPaths.isEmpty && configFolders.isEmpty {
      for path in paths {
        var isDirectory: ObjCBool = false
        let candidate = configuration(in: path)
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
          FileManager.default.fileExists(atPath: candidate)
        {
          candidates.append(candidate)
        }
      }
    }
    guard let path = candidates.first else {
      return GenerationSettings(configuration: GraftConfiguration(), folder: templates)
    }
    guard candidates.count == 1 else {
      throw ConfigurationError(diagnostics: candidates.dropFirst().map {
        Diagnostic(path: $0, location: SourceLocation(line: 1, column: 1), severity: .error,
          // The plugins search folders; only a person at the command line can name a file.
          message: "several graft.json files apply (\(candidates.joined(separator: ", "))): keep one"
            + (configFolders.isEmpty ? ", or choose with --config" : " (the target's or the package's)"))
      })
    }
    guard let bytes = FileBytes.read(path) else { throw SourceDiscovery.MissingPath(path: path) }
    let configuration = try GraftConfiguration.parse(String(decoding: bytes, as: UTF8.self), path: path)
    let configFolder = (path as NSString).deletingLastPathComponent
    let folder = templates ?? configuration.templates.map { folder in
      folder.hasPrefix("/") || configFolder.isEmpty ? folder : configFolder + "/" + folder
    }
    return GenerationSettings(configuration: configuration, folder: folder)
  }

  /// The settings with a team's templates folder, when there is one, over the built-in ones.
  init(configuration: GraftConfiguration, folder: String?) {
    self.configuration = configuration
    if let folder {
      let team = FolderTemplateLoader(directory: folder)
      templates = LayeredTemplateLoader([team, TemplateLibrary.loader])
      templatesIdentity = team.digest
    }
  }

  /// `--templates DIR`, which must be a folder.
  static func templatesOption(_ reader: ArgumentReader) throws -> String? {
    guard let templates = reader.value("--templates") else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError("--templates \(templates) is not a folder")
    }
    return templates
  }
}
