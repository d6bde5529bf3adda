import SwiftDeclarationParser

/// `graft.json`: a team's settings for every feature of a package or target. Every key is
/// optional; an unknown key or a wrong value is an error at its position.
///
/// ```json
/// {
///   "templates": "Templates",
///   "featureSuffix": "Feature",
///   "tests": "swift-testing",
///   "bridge": "both",
///   "indentation": 2,
///   "module": "NotesApp",
///   "defaultIsolation": "MainActor",
///   "platforms": { "iOS": "16.0" }
/// }
/// ```
public struct GraftConfiguration: Sendable, Equatable {
  /// A templates folder, relative to the configuration file, over the built-in templates.
  public var templates: String?
  /// What follows the screen's name in a feature's name: `EditNote` + `Feature`.
  public var featureSuffix = "Feature"
  /// The test framework of features that do not say (`tests=` on the annotation wins).
  public var tests: FeatureOptions.TestFramework = .swiftTesting
  /// The bridge of features that do not say (`bridge=` on the annotation wins).
  public var bridge: FeatureOptions.Bridge = .both
  /// Spaces per indentation level in generated files, or 0 for a tab.
  public var indentation = 2
  /// The module the generated tests `@testable import`; inferred from `Sources/<Module>/`
  /// when absent.
  public var module: String?
  /// `internal`, `public` or `package`: for a feature module that the app target imports.
  public var accessLevel: FeatureOptions.AccessLevel = .internal
  /// The team's file names: `{ "reducer": "{feature}.swift", "view": …, "tests": … }`.
  public var fileNames = FileNames()
  /// The target's default actor isolation; when absent, read from the project
  /// (`TargetBuildSettings`), else `nonisolated`, Swift's default.
  public var defaultIsolation: TargetBuildSettings.DefaultIsolation?
  /// The oldest OS version the target deploys to on each platform; when absent, read from the
  /// project, else none, which means Observation.
  public var platforms: [TargetBuildSettings.Platform: String]?

  public init() {}

  /// What a `feature` annotation starts from: the settings it may override.
  public var featureDefaults: FeatureOptions {
    var defaults = FeatureOptions()
    defaults.tests = tests
    defaults.bridge = bridge
    defaults.featureSuffix = featureSuffix
    defaults.accessLevel = accessLevel
    defaults.buildSettings = buildSettings(over: nil)
    return defaults
  }

  static let keys = [
    "templates", "featureSuffix", "fileNames", "tests", "bridge", "accessLevel", "indentation", "module", "defaultIsolation", "platforms",
  ]

  /// A target's build settings: what `graft.json` says, else what its project says, else
  /// Swift's defaults.
  public func buildSettings(over project: TargetBuildSettings?) -> TargetBuildSettings {
    TargetBuildSettings(
      defaultIsolation: defaultIsolation ?? project?.defaultIsolation ?? .nonisolated,
      deploymentTargets: platforms ?? project?.deploymentTargets ?? [:])
  }

  /// Every setting, one per key, for a run's fingerprint: a changed setting is a changed run.
  var identity: String {
    // Absent (the project says) and empty (Observation everywhere) are two settings.
    let platformVersions = platforms.map { "=" + TargetBuildSettings.identity(of: $0) } ?? "-"
    let lines: [String] = [
      "templates " + (templates.map { "=" + $0 } ?? "-"), "featureSuffix " + featureSuffix,
      "fileNames " + [fileNames.reducer, fileNames.view, fileNames.tests].joined(separator: "\0"),
      "tests " + tests.rawValue, "bridge " + bridge.rawValue, "accessLevel " + accessLevel.rawValue,
      "indentation \(indentation)", "module " + (module.map { "=" + $0 } ?? "-"),
      "defaultIsolation " + (defaultIsolation?.rawValue ?? "-"),
      "platforms " + platformVersions,
    ]
    return lines.joined(separator: "\n")
  }

  /// Reads a configuration, or throws the diagnostics of what is wrong in it, at their
  /// positions in `path`.
  public static func parse(_ text: String, path: String) throws -> GraftConfiguration {
    func problem(_ message: String, at location: SourceLocation) -> Diagnostic {
      Diagnostic(path: path, location: location, severity: .error, message: message)
    }
    let document: PositionedJSON
    do {
      document = try PositionedJSON.parse(text)
    } catch let error as PositionedJSON.SyntaxError {
      throw ConfigurationError(diagnostics: [problem("malformed JSON: \(error.message)", at: error.location)])
    }
    guard case let .object(members, _) = document else {
      throw ConfigurationError(diagnostics: [problem("graft.json holds an object: { \"tests\": \"xctest\", … }", at: document.location)])
    }
    var configuration = GraftConfiguration()
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for (key, keyLocation, value) in members {
      guard seen.insert(key).inserted else {
        diagnostics.append(problem("'\(key)' is given twice", at: keyLocation))
        continue
      }
      switch (key, value) {
      case let ("templates", .string(folder, _)):
        configuration.templates = folder
      case let ("featureSuffix", .string(suffix, location)):
        if suffix.isEmpty || !suffix.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          diagnostics.append(problem("'featureSuffix' is part of a type name: letters and digits", at: location))
        } else {
          configuration.featureSuffix = suffix
        }
      case let ("tests", .string(name, location)):
        if let framework = FeatureOptions.TestFramework(rawValue: name) {
          configuration.tests = framework
        } else {
          diagnostics.append(problem("'tests' is one of: swift-testing, xctest", at: location))
        }
      case let ("bridge", .string(name, location)):
        if let bridge = FeatureOptions.Bridge(rawValue: name) {
          configuration.bridge = bridge
        } else {
          diagnostics.append(problem("'bridge' is one of: \(FeatureOptions.Bridge.allCases.map(\.rawValue).joined(separator: ", "))", at: location))
        }
      case let ("fileNames", .object(patterns, _)):
        for (name, nameLocation, value) in patterns {
          guard FileNames.keys.contains(name) else {
            diagnostics.append(problem("unknown file in 'fileNames': '\(name)'; it names: \(FileNames.keys.joined(separator: ", "))", at: nameLocation))
            continue
          }
          guard case let .string(pattern, location) = value else {
            diagnostics.append(problem("'\(name)' is a file name pattern: a string such as \"{feature}.swift\"", at: value.location))
            continue
          }
          if let message = FileNames.problem(with: pattern) {
            diagnostics.append(problem(message, at: location))
          } else if name == "reducer" {
            configuration.fileNames.reducer = pattern
          } else if name == "view" {
            configuration.fileNames.view = pattern
          } else {
            configuration.fileNames.tests = pattern
          }
        }
      case let ("accessLevel", .string(name, location)):
        if let level = FeatureOptions.AccessLevel(rawValue: name) {
          configuration.accessLevel = level
        } else {
          diagnostics.append(problem("'accessLevel' is one of: internal, public, package", at: location))
        }
      case let ("module", .string(name, location)):
        if SwiftIdentifier.isValid(name) {
          configuration.module = name
        } else {
          diagnostics.append(problem("'module' is a Swift module name: an identifier", at: location))
        }
      case let ("defaultIsolation", .string(name, location)):
        if let isolation = TargetBuildSettings.DefaultIsolation(rawValue: name) {
          configuration.defaultIsolation = isolation
        } else {
          diagnostics.append(problem("'defaultIsolation' is one of: MainActor, nonisolated", at: location))
        }
      case let ("platforms", .object(versions, _)):
        var platforms: [TargetBuildSettings.Platform: String] = [:]
        for (name, nameLocation, value) in versions {
          guard let platform = TargetBuildSettings.Platform(rawValue: name) else {
            diagnostics.append(problem(
              "unknown platform '\(name)'; 'platforms' knows: \(TargetBuildSettings.Platform.allCases.map(\.rawValue).joined(separator: ", "))",
              at: nameLocation))
            continue
          }
          guard case let .string(version, _) = value, TargetBuildSettings.isVersion(version) else {
            diagnostics.append(problem("'\(name)' is the oldest version deployed to, a string such as \"16.0\"", at: value.location))
            continue
          }
          platforms[platform] = version
        }
        configuration.platforms = platforms
      case let ("indentation", .number(width, location)):
        if width.rounded() == width, (0...8).contains(width) {
          configuration.indentation = Int(width)
        } else {
          diagnostics.append(problem("'indentation' is a number of spaces from 1 to 8, or 0 for a tab", at: location))
        }
      case (_, _) where keys.contains(key):
        let expected = key == "indentation" ? "a number" : key == "fileNames" || key == "platforms" ? "an object" : "a string"
        diagnostics.append(problem("'\(key)' has the wrong type: \(expected) is expected", at: value.location))
      default:
        diagnostics.append(problem("unknown key '\(key)'; graft.json knows: \(keys.joined(separator: ", "))", at: keyLocation))
      }
    }
    guard diagnostics.isEmpty else { throw ConfigurationError(diagnostics: diagnostics) }
    return configuration
  }
}

/// What is wrong in a configuration, each at its position.
public struct ConfigurationError: Error, Sendable {
  public var diagnostics: [Diagnostic]

  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
