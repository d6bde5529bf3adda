import Foundation
import Testing

/// `graft generate` as a team runs it: the second run writes nothing, an edited file is
/// refused, `--check` and `--dry-run` write nothing and report through exit codes.
@Suite struct GenerateCommandTests {
  let command = InspectCommandTests()
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Golden").standardized

  /// A fresh folder holding the edit-note view model, and the output path it generates.
  func workspace() throws -> (sources: String, output: String) {
    let folder = TestFolders.new("generate")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.golden.appendingPathComponent("edit-note-seed/Input/EditNoteViewModel.swift"),
      to: folder.appendingPathComponent("Sources/EditNoteViewModel.swift"))
    return (folder.appendingPathComponent("Sources").path, folder.appendingPathComponent("Generated").path)
  }

  /// The file's inode: Graft writes by renaming a new file into place, so a rewrite changes it.
  func fileNumber(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
  }

  @Test func writesOnceThenNothing() throws {
    let (sources, output) = try workspace()
    let first = try command.graft("generate", sources, "--output", output)
    #expect(first.status == 0)
    #expect(first.output.contains("created \(output)/EditNoteViewModel+Graft.swift"))
    let generated = "\(output)/EditNoteViewModel+Graft.swift"
    let expected = try String(contentsOf: Self.golden.appendingPathComponent("edit-note-seed/Expected/EditNoteViewModel+Graft.swift"), encoding: .utf8)
    #expect(try String(contentsOfFile: generated, encoding: .utf8) == expected)
    #expect(first.errors.contains("EditNoteViewModel.swift:16:3: warning: 'error: Error?' becomes 'String?'"))
    // No package or project around the sources: the tests' module is a guess, and said to be one.
    #expect(first.errors.contains("EditNoteViewModel.swift: warning: no Package.swift or Xcode project above this file"))
    let named = try command.graft("generate", sources, "--output", TestFolders.new("named").path, "--module", "Notes")
    #expect(!named.errors.contains("no Package.swift"))
    let written = try fileNumber(generated)
    // A fresh cache: the whole pipeline runs again, and finds the same bytes on disk.
    let fresh = TestFolders.new("cache").path
    defer { try? FileManager.default.removeItem(atPath: fresh) }
    let second = try command.graft(["generate", sources, "--output", output], cacheDirectory: fresh)
    #expect(second.status == 0)
    #expect(second.output.contains("Graft wrote 0 files, 1 unchanged, 3 left to the team."))
    #expect(try fileNumber(generated) == written)
    #expect(try command.graft("generate", sources, "--output", output, "--check").status == 0)
    // The reducer is the team's from its first write: edited, it is kept as it is.
    let reducer = "\(output)/EditNoteFeature.swift"
    try "// ported by the team\n".write(toFile: reducer, atomically: false, encoding: .utf8)
    #expect(try command.graft("generate", sources, "--output", output, "--force").status == 0)
    #expect(try String(contentsOfFile: reducer, encoding: .utf8) == "// ported by the team\n")
  }

  @Test func aRunThatFindsNothingChangedStopsAtItsRecord() throws {
    let (sources, output) = try workspace()
    let cache = TestFolders.new("cache").path
    let arguments = ["generate", sources, "--output", output]
    let first = try command.graft(arguments, cacheDirectory: cache)
    #expect(first.status == 0)
    let records = try FileManager.default.contentsOfDirectory(atPath: cache)
    try #require(records.count == 1)
    let recordPath = "\(cache)/\(records[0])"
    let record = try String(contentsOfFile: recordPath, encoding: .utf8)
    #expect(record.contains("warning: 'error: Error?' becomes 'String?'"))

    // The next run reads the sources and the record, parses nothing, and repeats what it recorded.
    try record.replacingOccurrences(of: "becomes 'String?'", with: "becomes (as recorded) 'String?'")
      .write(toFile: recordPath, atomically: false, encoding: .utf8)
    let second = try command.graft(arguments, cacheDirectory: cache)
    #expect(second.output == "Graft wrote 0 files, 1 unchanged, 3 left to the team.\n")
    #expect(second.errors.contains("becomes (as recorded) 'String?'"))

    // One more byte in a view model is another fingerprint: the full run, which says it anew.
    let viewModel = "\(sources)/EditNoteViewModel.swift"
    try (String(contentsOfFile: viewModel, encoding: .utf8) + "// touched\n").write(toFile: viewModel, atomically: false, encoding: .utf8)
    let third = try command.graft(arguments, cacheDirectory: cache)
    #expect(third.output == "Graft wrote 0 files, 1 unchanged, 3 left to the team.\n")
    #expect(third.errors.contains("becomes 'String?'") && !third.errors.contains("as recorded"))

    // A team file deleted since is written again; a record Graft cannot read is no record.
    try FileManager.default.removeItem(atPath: "\(output)/EditNoteFeature.swift")
    let fourth = try command.graft(arguments, cacheDirectory: cache)
    #expect(fourth.output.contains("created \(output)/EditNoteFeature.swift"))
    try "graft-run 99\n".write(toFile: recordPath, atomically: false, encoding: .utf8)
    let fifth = try command.graft(arguments, cacheDirectory: cache)
    #expect(fifth.status == 0)
    #expect(try String(contentsOfFile: recordPath, encoding: .utf8).hasPrefix("graft-run 1\ninputs "))
  }

  @Test func contextFoldersAreReadForTheirTypesOnly() throws {
    let (sources, output) = try workspace()
    let core = URL(fileURLWithPath: sources).deletingLastPathComponent().appendingPathComponent("Core").path
    try FileManager.default.createDirectory(atPath: core, withIntermediateDirectories: true)
    // The edit-note view model holds a 'Note?': declared as a class in another module, it is no value.
    let viewModel = "\(sources)/EditNoteViewModel.swift"
    let text = try String(contentsOfFile: viewModel, encoding: .utf8)
    try text.replacingOccurrences(of: "struct Note: Equatable, Identifiable, Sendable { let id: UUID; var text: String }\n", with: "")
      .write(toFile: viewModel, atomically: false, encoding: .utf8)
    try "public final class Note: Equatable { public static func == (a: Note, b: Note) -> Bool { a === b } }\n"
      .write(toFile: "\(core)/Note.swift", atomically: false, encoding: .utf8)
    let run = try command.graft("generate", sources, "--context", core, "--output", output, "--no-tests")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("'saved: Note?' is left out of State, which holds Equatable values: 'Note' is a class"))
    #expect(!FileManager.default.fileExists(atPath: "\(output)/Note+Graft.swift"))
    let generated = try String(contentsOfFile: "\(output)/EditNoteViewModel+Graft.swift", encoding: .utf8)
    #expect(!generated.contains("var saved"))
  }

  /// The view model's own folder given as context, spelt another way, is not read twice.
  @Test func aFileNamedTwoWaysIsReadOnce() throws {
    let (sources, output) = try workspace()
    let folder = URL(fileURLWithPath: sources).lastPathComponent
    let run = try command.graft("generate", "\(sources)/EditNoteViewModel.swift", "--context", "\(sources)/../\(folder)/.", "--output", output, "--no-tests")
    #expect(run.status == 0, "\(run.errors)")
    let generated = try String(contentsOfFile: "\(output)/EditNoteViewModel+Graft.swift", encoding: .utf8)
    #expect(generated.components(separatedBy: "case saveTapped\n").count == 2)
    #expect(!generated.contains("saveTapped2"))
  }

  @Test func foldersStartingWithADotAreNotSearched() throws {
    let (sources, output) = try workspace()
    let checkout = "\(sources)/.build/checkouts/Other"
    try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: "\(sources)/EditNoteViewModel.swift", toPath: "\(checkout)/OtherViewModel.swift")
    let run = try command.graft("generate", sources, "--output", output, "--no-tests")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["EditNoteFeature.swift", "EditNoteFeatureView.swift", "EditNoteViewModel+Graft.swift"])
  }

  @Test func anEditedFileIsRefusedUnlessForced() throws {
    let (sources, output) = try workspace()
    _ = try command.graft("generate", sources, "--output", output)
    let generated = "\(output)/EditNoteViewModel+Graft.swift"
    let edited = try String(contentsOfFile: generated, encoding: .utf8) + "// my change\n"
    try edited.write(toFile: generated, atomically: false, encoding: .utf8)
    let refused = try command.graft("generate", sources, "--output", output)
    #expect(refused.status == 1)
    #expect(refused.errors.contains("\(generated): error: this file was edited by hand or is not Graft's"))
    #expect(try String(contentsOfFile: generated, encoding: .utf8) == edited)
    let forced = try command.graft("generate", sources, "--output", output, "--force")
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: generated, encoding: .utf8) != edited)
  }

  @Test func checkAndDryRunWriteNothing() throws {
    let (sources, output) = try workspace()
    let check = try command.graft("generate", sources, "--output", output, "--check")
    #expect(check.status == 1)
    #expect(check.output.contains("stale: \(output)/EditNoteViewModel+Graft.swift (missing)"))
    let dryRun = try command.graft("generate", sources, "--output", output, "--dry-run")
    #expect(dryRun.status == 0)
    #expect(dryRun.output.contains("--- /dev/null\n+++ \(output)/EditNoteViewModel+Graft.swift\n@@ -0,0 +1,"))
    #expect(dryRun.output.contains("--- /dev/null\n+++ \(output)/EditNoteFeature.swift\n@@ -0,0 +1,"))
    #expect(dryRun.output.contains("+struct EditNoteBridge: View {"))
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(try command.graft("generate", sources, "--dry-run", "--check").status == 2)
  }

  /// The record is found by the folders a run reads and writes, however they are spelled.
  @Test func aRecordIsFoundWhateverTheSpellingOfItsFolders() throws {
    let (sources, output) = try workspace()
    let cache = TestFolders.new("cache").path
    #expect(try command.graft(["generate", sources, "--output", output], cacheDirectory: cache).status == 0)
    let folder = URL(fileURLWithPath: sources).lastPathComponent
    let respelled = try command.graft(["generate", sources + "/../" + folder + "/./", "--output", output + "/"], cacheDirectory: cache)
    #expect(respelled.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count == 1)
  }

  @Test func inputErrorsExitOneAndWriteNothingForThatFile() throws {
    let (sources, output) = try workspace()
    try "// graft: feature name=../../escape\nfinal class XViewModel: ObservableObject {}\n"
      .write(toFile: "\(sources)/XViewModel.swift", atomically: false, encoding: .utf8)
    let run = try command.graft("generate", sources, "--output", output)
    #expect(run.status == 1)
    #expect(run.errors.contains("XViewModel.swift:1:19: error: 'name=' needs a Swift identifier"))
    #expect(FileManager.default.fileExists(atPath: "\(output)/EditNoteViewModel+Graft.swift"))
    #expect(!FileManager.default.fileExists(atPath: "\(output)/XViewModel+Graft.swift"))
  }

  /// Folders are searched at every depth, but not those starting with a dot nor links to
  /// folders; a file reached through two of the paths given is read once.
  @Test func everyFileOfTheTreeOnceWhateverThePathsGiven() throws {
    let root = TestFolders.new("tree").path
    func viewModel(_ name: String, at folder: String) throws {
      try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
      try "// graft: feature\nfinal class \(name)ViewModel: ObservableObject {\n  @Published var count = 0\n}\n"
        .write(toFile: "\(root)/\(folder)/\(name)ViewModel.swift", atomically: false, encoding: .utf8)
    }
    try viewModel("Top", at: ".")
    try viewModel("Middle", at: "App")
    try viewModel("Deep", at: "App/Screens/Detail/Rows")
    try viewModel("Hidden", at: "App/.build")
    try FileManager.default.createSymbolicLink(atPath: "\(root)/Loop", withDestinationPath: root)
    let run = try command.graft("generate", root, "\(root)/App", "--dry-run")
    #expect(run.status == 0)
    let written = run.output.split(separator: "\n").filter { $0.hasPrefix("+++ ") && $0.hasSuffix("+Graft.swift") }.map { String($0.dropFirst(4)) }
    #expect(written == [
      "\(root)/App/MiddleViewModel+Graft.swift", "\(root)/App/Screens/Detail/Rows/DeepViewModel+Graft.swift", "\(root)/TopViewModel+Graft.swift",
    ])
  }

  /// Two modules may each hold a file of one name; into one `--output` folder their Graft files
  /// would clash. Every clash is reported, in path order whatever order the files were read in,
  /// and nothing is written.
  @Test func filesThatWouldClashInOneOutputFolderAreAllReported() throws {
    let (sources, output) = try workspace()
    for module in ["Zeta", "Alpha", "Mid"] {
      try FileManager.default.createDirectory(atPath: "\(sources)/\(module)", withIntermediateDirectories: true)
      try "// graft: feature name=\(module)Note\nfinal class NoteViewModel: ObservableObject {}\n"
        .write(toFile: "\(sources)/\(module)/NoteViewModel.swift", atomically: false, encoding: .utf8)
    }
    for module in ["Zeta", "Alpha"] {
      try "// graft: feature name=\(module)List\nfinal class ListViewModel: ObservableObject {}\n"
        .write(toFile: "\(sources)/\(module)/ListViewModel.swift", atomically: false, encoding: .utf8)
    }
    var reports: Set<String> = []
    for _ in 0..<3 {
      let run = try command.graft("generate", sources, "--output", output)
      #expect(run.status == 1)
      reports.insert(run.errors)
    }
    #expect(reports.count == 1)
    let errors = try #require(reports.first)
    let list = try #require(errors.range(of: "\(output)/ListViewModel+Graft.swift: error: \(sources)/Alpha/ListViewModel.swift and \(sources)/Zeta/ListViewModel.swift would each write this file; rename one of them"))
    let note = try #require(errors.range(of: "\(output)/NoteViewModel+Graft.swift: error: \(sources)/Alpha/NoteViewModel.swift, \(sources)/Mid/NoteViewModel.swift and \(sources)/Zeta/NoteViewModel.swift would each write this file; rename all but one"))
    #expect(list.lowerBound < note.lowerBound)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// README's first command, on the example app: every annotated view model gets its files,
  /// and a second run writes nothing.
  @Test func theReadmeDemo() throws {
    let example = Self.golden.deletingLastPathComponent().appendingPathComponent("Examples/LegacyNotes").path
    let output = TestFolders.new("demo").path
    let first = try command.graft("generate", example, "--output", output)
    #expect(first.status == 0)
    for name in ["EditNoteViewModel+Graft.swift", "EditNoteFeature.swift", "EditNoteFeatureView.swift", "Tests/EditNoteFeatureTests.swift",
      "SettingsViewModel+Graft.swift", "SettingsFeature.swift", "SettingsFeatureView.swift", "Tests/SettingsFeatureTests.swift"] {
      #expect(first.output.contains("created \(output)/\(name)\n"), "\(name)")
    }
    let second = try command.graft("generate", example, "--output", output)
    // The notes service's own file declares the client both features use.
    #expect(second.output == "Graft wrote 0 files, 3 unchanged, 6 left to the team.\n")
  }
}

/// `graft templates` and a team's templates folder over the built-in templates.
@Suite struct TemplatesCommandTests {
  let command = InspectCommandTests()

  @Test func listShowAndExport() throws {
    let list = try command.graft("templates", "list")
    #expect(list.output == """
      Clients.swift
      Graft.swift             blocks: stateAndAction, conformances, dependencyClients, bridges, legacyScreen
      Imports.swift
      Reducer.swift           blocks: dependencyProperties, portedCases
      Tests.swift             blocks: testCases
      View.swift              blocks: viewBody
      XCTests.swift           blocks: testCases
      Case.swift              declares each enum case (Action, Delegate, responses, outcomes)
      Conformance.swift       declares each `Equatable` conformance Graft writes for a type of the sources that State holds
      DependencyClient.swift  declares each dependency client, its test value, live(_:) and key
      LegacyService.swift     declares each service Graft cannot see into, held as it is, and its key
      Parameter.swift         declares each parameter of a multi-line signature
      Property.swift          declares each stored property (State fields, a seed's fields, stored services)
      ViewContent.swift       declares the starting form of a view's body, inside WithPerceptionTracking where it needs one

      """)
    let show = try command.graft("templates", "show", "View.swift")
    // The team's view compiles only where SwiftUI exists: the rest of the target builds anywhere.
    #expect(show.output.hasPrefix("#if canImport(SwiftUI)\nimport ComposableArchitecture\nimport SwiftUI\n\n"))
    #expect(show.output.contains("@ViewAction(for: {{feature}}.self)\n"))
    #expect(try command.graft("templates", "show", "Nope").status == 2)
    let folder = TestFolders.new("templates").path
    #expect(try command.graft("templates", "export", folder).status == 0)
    #expect(try String(contentsOfFile: "\(folder)/View.swift.mustache", encoding: .utf8) == show.output)
    // The exported files are the team's now: a second export keeps an edited one.
    try "edited".write(toFile: "\(folder)/View.swift.mustache", atomically: false, encoding: .utf8)
    let again = try command.graft("templates", "export", folder)
    #expect(again.output.contains("kept \(folder)/View.swift.mustache"))
    #expect(try String(contentsOfFile: "\(folder)/View.swift.mustache", encoding: .utf8) == "edited")
  }

  @Test func aTeamTemplateReplacesTheBuiltInOne() throws {
    let root = TestFolders.new("team").path
    try FileManager.default.createDirectory(atPath: "\(root)/templates", withIntermediateDirectories: true)
    try "// {{feature}}, the team's way\n".write(toFile: "\(root)/templates/View.swift.mustache", atomically: false, encoding: .utf8)
    let example = GenerateCommandTests.golden.deletingLastPathComponent().appendingPathComponent("Examples/LegacyNotes").path
    let run = try command.graft("generate", example, "--output", "\(root)/out", "--templates", "\(root)/templates")
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: "\(root)/out/EditNoteFeatureView.swift", encoding: .utf8) == "// EditNoteFeature, the team's way\n")
    // Templates the folder does not hold stay the built-in ones.
    #expect(try String(contentsOfFile: "\(root)/out/EditNoteFeature.swift", encoding: .utf8).contains("@Reducer\nstruct EditNoteFeature {"))
    try "line\n{{#feature}}\n".write(toFile: "\(root)/templates/View.swift.mustache", atomically: false, encoding: .utf8)
    let broken = try command.graft("generate", example, "--output", "\(root)/out2", "--templates", "\(root)/templates")
    #expect(broken.status == 1)
    // Named with its folder, as the team wrote it: the file to open.
    #expect(broken.errors.contains("\(root)/templates/View.swift.mustache:2:1: error: unclosed section 'feature'"), "\(broken.errors)")
    let missing = try command.graft("generate", example, "--templates", "\(root)/missing")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("is not a folder\nSee 'graft generate --help'."))
  }

  @Test func aTeamTemplateOverridesOneBlockOfTheBuiltInOne() throws {
    let root = TestFolders.new("block").path
    try FileManager.default.createDirectory(atPath: "\(root)/templates", withIntermediateDirectories: true)
    try """
      {{<graft/View.swift}}
      {{$viewBody}}
        var body: some View {
          Text("{{feature}}, the team's way")
        }
      {{/viewBody}}
      {{/graft/View.swift}}

      """.write(toFile: "\(root)/templates/View.swift.mustache", atomically: false, encoding: .utf8)
    let example = GenerateCommandTests.golden.deletingLastPathComponent().appendingPathComponent("Examples/LegacyNotes").path
    let builtIn = try command.graft("generate", example, "--output", "\(root)/builtIn")
    let run = try command.graft("generate", example, "--output", "\(root)/out", "--templates", "\(root)/templates")
    #expect(builtIn.status == 0 && run.status == 0, "\(run.errors)")
    let original = try String(contentsOfFile: "\(root)/builtIn/EditNoteFeatureView.swift", encoding: .utf8)
    let overridden = try String(contentsOfFile: "\(root)/out/EditNoteFeatureView.swift", encoding: .utf8)
    // Everything outside the block is the built-in template's, byte for byte.
    let bodyStart = try #require(original.range(of: "  var body: some View {"))
    #expect(overridden == original[..<bodyStart.lowerBound] + """
        var body: some View {
          Text("EditNoteFeature, the team's way")
        }
      }
      #endif

      """)
  }
}

/// `graft.json`'s `fileNames`, end to end.
@Suite struct FileNamesCommandTests {
  let command = InspectCommandTests()

  @Test func theTeamsFilesAreNamedAfterThePatterns() throws {
    let (sources, output) = try GenerateCommandTests().workspace()
    try #"{ "fileNames": { "reducer": "{feature}+Reducer.swift", "view": "{feature}+View.swift" } }"#
      .write(toFile: "\(sources)/graft.json", atomically: false, encoding: .utf8)
    let run = try command.graft("generate", sources, "--output", output)
    #expect(run.status == 0, "\(run.errors)")
    let written = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(written == ["EditNoteFeature+Reducer.swift", "EditNoteFeature+View.swift", "EditNoteViewModel+Graft.swift", "Tests"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(output)/Tests") == ["EditNoteFeatureTests.swift"])
  }
}
