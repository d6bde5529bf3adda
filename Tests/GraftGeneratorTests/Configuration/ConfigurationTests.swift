import GraftSupport
import SwiftDeclarationParser
import Testing
@testable import GraftGenerator

@Suite struct ConfigurationTests {
  func problems(_ json: String) -> [String] {
    do {
      _ = try GraftConfiguration.parse(json, path: "graft.json")
      return []
    } catch let error as ConfigurationError {
      return error.diagnostics.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @Test func everyKey() throws {
    let configuration = try GraftConfiguration.parse(
      #"{ "templates": "Templates", "featureSuffix": "Screen", "tests": "xctest", "bridge": "uikit", "indentation": 0, "module": "NotesApp" }"#,
      path: "graft.json")
    #expect(configuration.templates == "Templates")
    #expect(configuration.featureSuffix == "Screen")
    #expect(configuration.tests == .xctest)
    #expect(configuration.bridge == .uikit)
    #expect(configuration.indentation == 0)
    #expect(configuration.module == "NotesApp")
    #expect(problems(#"{ "module": "Notes App" }"#) == ["graft.json:1:13: error: 'module' is a Swift module name: an identifier"])
    #expect(try GraftConfiguration.parse(#"{ "accessLevel": "package" }"#, path: "graft.json").accessLevel == .package)
    #expect(problems(#"{ "accessLevel": "open" }"#) == ["graft.json:1:18: error: 'accessLevel' is one of: internal, public, package"])
    #expect(try GraftConfiguration.parse("{}", path: "graft.json") == GraftConfiguration())
  }

  /// A run's fingerprint holds every setting: each one changed changes it, and a setting added
  /// to the configuration without its line in `identity` fails here.
  @Test func everySettingIsInTheRunsIdentity() {
    let changes: [(inout GraftConfiguration) -> Void] = [
      { $0.templates = "Templates" }, { $0.templates = "" }, { $0.featureSuffix = "Screen" }, { $0.tests = .xctest },
      { $0.bridge = .uikit }, { $0.accessLevel = .public }, { $0.indentation = 0 }, { $0.module = "Notes" }, { $0.module = "" },
      { $0.fileNames.reducer = "R.swift" }, { $0.fileNames.view = "V.swift" }, { $0.fileNames.tests = "T.swift" },
      { $0.defaultIsolation = .mainActor }, { $0.defaultIsolation = .nonisolated }, { $0.platforms = [.iOS: "16.0"] },
      { $0.platforms = [.iOS: "16.0", .macOS: "13.0"] }, { $0.platforms = [:] },
    ]
    let identities = [GraftConfiguration().identity] + changes.map { change in
      var configuration = GraftConfiguration()
      change(&configuration)
      return configuration.identity
    }
    #expect(Set(identities).count == identities.count)
    #expect(Mirror(reflecting: GraftConfiguration()).children.count == GraftConfiguration.keys.count)
    #expect(Mirror(reflecting: FileNames()).children.count == FileNames.keys.count)
  }

  /// The target's build settings: said in graft.json, they win over what the project says;
  /// unsaid, the project's fill in.
  @Test func buildSettingsFromTheFileWinOverTheProjects() throws {
    let configuration = try GraftConfiguration.parse(
      #"{ "defaultIsolation": "MainActor", "platforms": { "iOS": "16.4", "watchOS": "9" } }"#, path: "graft.json")
    #expect(configuration.defaultIsolation == .mainActor)
    #expect(configuration.platforms == [.iOS: "16.4", .watchOS: "9"])
    let project = TargetBuildSettings(defaultIsolation: .nonisolated, deploymentTargets: [.iOS: "18.0"])
    #expect(configuration.buildSettings(over: project) == TargetBuildSettings(
      defaultIsolation: .mainActor, deploymentTargets: [.iOS: "16.4", .watchOS: "9"]))
    #expect(GraftConfiguration().buildSettings(over: project) == project)
    #expect(GraftConfiguration().featureDefaults.buildSettings == TargetBuildSettings())
    #expect(problems(#"{ "defaultIsolation": "mainactor", "platforms": { "android": "14", "iOS": 16, "macOS": "13.x" } }"#) == [
      "graft.json:1:23: error: 'defaultIsolation' is one of: MainActor, nonisolated",
      "graft.json:1:51: error: unknown platform 'android'; 'platforms' knows: iOS, macOS, tvOS, watchOS, visionOS",
      "graft.json:1:75: error: 'iOS' is the oldest version deployed to, a string such as \"16.0\"",
      "graft.json:1:88: error: 'macOS' is the oldest version deployed to, a string such as \"16.0\"",
    ])
    #expect(problems(#"{ "platforms": "iOS 16" }"#) == ["graft.json:1:16: error: 'platforms' has the wrong type: an object is expected"])
  }

  @Test func wrongKeysAndValuesAtTheirPositions() {
    #expect(problems("{\n  \"tests\": \"xunit\",\n  \"colour\": 1,\n  \"indentation\": \"4\",\n  \"tests\": \"xctest\"\n}") == [
      "graft.json:2:12: error: 'tests' is one of: swift-testing, xctest",
      "graft.json:3:3: error: unknown key 'colour'; graft.json knows: templates, featureSuffix, fileNames, tests, bridge, accessLevel, indentation, module, defaultIsolation, platforms",
      "graft.json:4:18: error: 'indentation' has the wrong type: a number is expected",
      "graft.json:5:3: error: 'tests' is given twice",
    ])
    #expect(problems(#"{ "featureSuffix": "My Feature", "indentation": 12 }"#) == [
      "graft.json:1:20: error: 'featureSuffix' is part of a type name: letters and digits",
      "graft.json:1:49: error: 'indentation' is a number of spaces from 1 to 8, or 0 for a tab",
    ])
  }

  @Test func fileNamePatterns() throws {
    let configuration = try GraftConfiguration.parse(
      #"{ "fileNames": { "reducer": "{feature}+Reducer.swift", "tests": "{feature}StoreTests.swift" } }"#, path: "graft.json")
    #expect(configuration.fileNames.reducer(for: "EditNoteFeature") == "EditNoteFeature+Reducer.swift")
    #expect(configuration.fileNames.view(for: "EditNoteFeature") == "EditNoteFeatureView.swift")
    #expect(configuration.fileNames.tests(for: "EditNoteFeature") == "EditNoteFeatureStoreTests.swift")
    #expect(problems(#"{ "fileNames": { "reducer": "Reducer.swift", "view": "{feature}/View.swift", "model": "x", "tests": 1 } }"#) == [
      "graft.json:1:29: error: a file name pattern needs {feature}, or every feature would write the same file",
      "graft.json:1:54: error: a file name pattern names a file, not a folder: no '/'",
      "graft.json:1:78: error: unknown file in 'fileNames': 'model'; it names: reducer, view, tests",
      "graft.json:1:101: error: 'tests' is a file name pattern: a string such as \"{feature}.swift\"",
    ])
    #expect(problems(#"{ "fileNames": "{feature}.swift" }"#) == ["graft.json:1:16: error: 'fileNames' has the wrong type: an object is expected"])
  }

  @Test func malformedJSONAtItsPosition() {
    #expect(problems("{\n  \"tests\": \"xctest\"\n  \"bridge\": \"uikit\"\n}") == ["graft.json:3:3: error: malformed JSON: expected ',' or '}'"])
    #expect(problems("{ \"tests\": \"xct") == ["graft.json:1:12: error: malformed JSON: unterminated string"])
    #expect(problems("[1, 2]") == [#"graft.json:1:1: error: graft.json holds an object: { "tests": "xctest", … }"#])
    #expect(problems(String(repeating: "[", count: 10_000)) == ["graft.json:1:65: error: malformed JSON: nested too deeply"])
    #expect(problems("") == ["graft.json:1:1: error: malformed JSON: expected a value, found the end of the file"])
  }

  @Test func defaultsApplyUnlessTheAnnotationSays() throws {
    var configuration = GraftConfiguration()
    configuration.featureSuffix = "Screen"
    configuration.tests = .xctest
    configuration.bridge = .uikit
    configuration.indentation = 4
    configuration.module = "NotesApp"
    let source = SourceFile(path: "A.swift", text: """
      // graft: feature
      final class AViewModel: ObservableObject {
        @Published var text = ""
        @Published var poem = \"\"\"
          two spaces kept
          \"\"\"
        func tap() {}
      }
      // graft: feature tests=swift-testing bridge=swiftui
      final class BViewModel: ObservableObject { @Published var on = false }
      """)
    let result = try FeatureGenerator(configuration: configuration).generate([source])
    let names = result.files.map(\.name)
    #expect(names == ["A+Graft.swift", "AScreen.swift", "Tests/AScreenTests.swift", "BScreen.swift", "Tests/BScreenTests.swift", "BScreenView.swift"])
    let owned = try #require(result.files.first)
    #expect(OwnedFileHeader.isUnedited(owned.contents))
    #expect(owned.contents.contains("\nextension AScreen {\n    @ObservableState\n    struct State: Equatable {\n        var text = \"\"\n"))
    // A multi-line string's lines keep their bytes: their indentation is part of its value.
    #expect(owned.contents.contains("var poem = \"\"\"\n    two spaces kept\n    \"\"\"\n"))
    #expect(result.files[2].contents.contains("XCTestCase"))
    #expect(result.files[2].contents.contains("@testable import NotesApp\n"))
    #expect(result.files[4].contents.contains("import Testing"))
  }
}
