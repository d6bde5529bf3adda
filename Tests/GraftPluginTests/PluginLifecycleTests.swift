import Foundation
import Testing

/// The plugins inside a real package, with the real `swift build` and `swift package`: the
/// fixture under `Tests/Fixtures/PluginPackage` uses them by path, and its `graft.json` points to
/// plain-Swift templates so that what Graft generates compiles here, without TCA.
///
/// One fixture copy and one build of `graft` for the whole lifecycle, step by step, since each
/// step starts from the state the one before left: the suite stays reasonable on two cores.
@Suite(.serialized) struct PluginLifecycleTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  let package: URL
  var generated: URL { package.appendingPathComponent(".build/plugins/outputs/pluginpackage/Notes/destination/GraftPlugin/Generated") }
  var notes: URL { package.appendingPathComponent("Sources/Notes") }

  init() throws {
    package = FileManager.default.temporaryDirectory.appendingPathComponent("graft-plugin-\(UUID().uuidString)/PluginPackage")
    try FileManager.default.createDirectory(at: package.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Tests/Fixtures/PluginPackage"), to: package)
  }

  struct Run {
    var status: Int32
    var output: String
  }

  /// `swift ARGUMENTS` in the fixture, stdout and stderr together as a user sees them.
  func swift(_ arguments: String...) throws -> Run { try swift(arguments) }

  /// Runs `swift` in the package. SwiftPM itself now and then dies of a signal on Linux (a
  /// segmentation fault in libdispatch's event loop, with nothing of Graft's on its stack): such
  /// a run is made again, at most twice; a build that fails is reported as it is.
  func swift(_ arguments: [String]) throws -> Run {
    var attempt = 0
    while true {
      let (run, crashed) = try run(
        URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: package, environment: ["GRAFT_PACKAGE_PATH": Self.repository.path])
      attempt += 1
      if attempt < 3, crashed || run.output.contains("*** Program crashed:") { continue }
      return run
    }
  }

  func demo() throws -> String {
    try run(package.appendingPathComponent(".build/debug/NotesDemo"), [], withErrors: false).run.output
  }

  /// Runs a program and waits for it: its status and output (stderr too, as a user sees them,
  /// unless `withErrors` is false), and whether a signal ended it.
  private func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], withErrors: Bool = true
  ) throws -> (run: Run, crashed: Bool) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let pipe = Pipe()
    process.standardOutput = pipe
    if withErrors { process.standardError = pipe }
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let run = Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    return (run, process.terminationReason == .uncaughtSignal)
  }

  func modified(_ url: URL) throws -> Date {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
  }

  func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  func append(_ text: String, to url: URL) throws {
    try (read(url) + text).write(to: url, atomically: false, encoding: .utf8)
  }

  func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: package.appendingPathComponent(relativePath).path)
  }

  @Test func theMigrationLifecycle() throws {
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let generateFeature = ["package", "--allow-writing-to-package-directory", "generate-feature"]

    // Right after annotating, before any scaffold, the target builds: Graft declares each
    // feature itself until the team's reducer exists.
    let annotatedOnly = try swift("build", "--target", "Notes")
    #expect(annotatedOnly.status == 0, "\(annotatedOnly.output)")
    #expect(try read(generated.appendingPathComponent("EditNoteViewModel+Graft.swift")).contains("Graft's stand-in for the team's reducer"))

    // generate-feature --dry-run shows the scaffolds and writes nothing.
    let dryRun = try swift(generateFeature + ["--dry-run"])
    #expect(dryRun.status == 0, "\(dryRun.output)")
    #expect(dryRun.output.contains("+++ \(notes.path)/EditNoteFeature.swift"))
    #expect(dryRun.output.contains("Dry run: 6 files would be written, nothing was."))
    #expect(!exists("Sources/Notes/EditNoteFeature.swift"))

    // generate-feature writes the team's reducer and view into the target, tests into the test target.
    let scaffold = try swift(generateFeature)
    #expect(scaffold.status == 0, "\(scaffold.output)")
    for path in [
      "Sources/Notes/EditNoteFeature.swift", "Sources/Notes/EditNoteFeatureView.swift", "Sources/Notes/SettingsFeature.swift",
      "Tests/NotesTests/EditNoteFeatureTests.swift", "Tests/NotesTests/SettingsFeatureTests.swift",
    ] {
      #expect(exists(path), "\(path) not written")
      #expect(scaffold.output.contains("created \(package.path)/\(path)"), "\(path) not reported")
    }

    // The first build runs Graft once for the target and compiles what it generated.
    let firstBuild = try swift("build")
    #expect(firstBuild.status == 0, "\(firstBuild.output)")
    #expect(firstBuild.output.contains("Graft: generating the TCA side of Notes"))
    #expect(try demo() == """
      EditNoteFeature.State: text, isSaving
      after textChanged: text=edited
      SettingsFeature.State: username, notificationsEnabled

      """)
    // A file that only mentions the marker gets an output with nothing but the header.
    #expect(try read(generated.appendingPathComponent("Note+Graft.swift")).hasPrefix("// Generated by Graft from Note.swift."))
    let editNoteOutput = generated.appendingPathComponent("EditNoteViewModel+Graft.swift")
    let settingsOutput = generated.appendingPathComponent("SettingsViewModel+Graft.swift")
    let firstOutputs = (try modified(editNoteOutput), try modified(settingsOutput))

    // Nothing changed: Graft does not run, and its outputs are untouched.
    let noOp = try swift("build")
    #expect(noOp.status == 0, "\(noOp.output)")
    #expect(!noOp.output.contains("Graft:"), "\(noOp.output)")
    #expect(try modified(editNoteOutput) == firstOutputs.0)

    // The plan does not depend on what files say: an annotation added to a file after the first
    // build reaches Graft, and so does a service protocol declared in another, unannotated file.
    let profile = notes.appendingPathComponent("ProfileViewModel.swift")
    try read(profile).replacingOccurrences(of: "@MainActor\npublic final class ProfileViewModel", with: "// graft: feature\n@MainActor\npublic final class ProfileViewModel")
      .write(to: profile, atomically: false, encoding: .utf8)
    let newlyAnnotated = try swift("build")
    #expect(newlyAnnotated.status == 0, "\(newlyAnnotated.output)")
    let profileOutput = try read(generated.appendingPathComponent("ProfileViewModel+Graft.swift"))
    #expect(profileOutput.contains("extension ProfileFeature"))
    #expect(profileOutput.contains("Graft's stand-in for the team's reducer"))
    // So does a graft.json added to the target later (here a second one, which Graft refuses).
    let targetConfiguration = notes.appendingPathComponent("graft.json")
    try "{}\n".write(to: targetConfiguration, atomically: false, encoding: .utf8)
    let twoConfigurations = try swift("build")
    #expect(twoConfigurations.status != 0)
    #expect(twoConfigurations.output.contains("several graft.json files apply"), "\(twoConfigurations.output)")
    // A plugin cannot be given --config: the message does not suggest it.
    #expect(!twoConfigurations.output.contains("--config"), "\(twoConfigurations.output)")
    try FileManager.default.removeItem(at: targetConfiguration)
    #expect(try swift("build").status == 0)
    let before = (try modified(editNoteOutput), try modified(settingsOutput))

    // A new method in a view model regenerates its file only; the team's switch is then not
    // exhaustive, which is how the compiler says what is left to port.
    let viewModel = notes.appendingPathComponent("EditNoteViewModel.swift")
    try read(viewModel).replacingOccurrences(
      of: "    public func cancelTapped()", with: "    public var title = \"\"\n\n    public func archiveTapped() {}\n\n    public func cancelTapped()"
    ).write(to: viewModel, atomically: false, encoding: .utf8)
    let changed = try swift("build")
    #expect(changed.status != 0)
    #expect(changed.output.contains("Graft: generating"))
    #expect(changed.output.contains("switch must be exhaustive"), "\(changed.output)")
    #expect(try read(editNoteOutput).contains("case archiveTapped"))
    #expect(try modified(editNoteOutput) > before.0)
    #expect(try modified(settingsOutput) == before.1, "an unchanged output was rewritten")

    // generate-feature never overwrites the team's files, edited or not.
    let reducer = notes.appendingPathComponent("EditNoteFeature.swift")
    try read(reducer).replacingOccurrences(
      of: "        case .delegate:", with: "        case .view(.archiveTapped):\n            return .none\n\n        case .delegate:"
    ).write(to: reducer, atomically: false, encoding: .utf8)
    let edited = try read(reducer)
    let again = try swift(generateFeature)
    #expect(again.status == 0, "\(again.output)")
    #expect(again.output.contains("\(viewModel.path):3:4: note: EditNoteFeature is declared in the sources already: Graft writes no other reducer"))
    #expect(try read(reducer) == edited)
    let ported = try swift("build")
    #expect(ported.status == 0, "\(ported.output)")
    #expect(try demo().hasPrefix("EditNoteFeature.State: text, isSaving, title\n"))

    // A mistake in an annotation fails the build at its line and column, and fixing it mends it.
    let annotated = try read(viewModel)
    try annotated.replacingOccurrences(of: "// graft: feature", with: "// graft: feature bridge=sideways")
      .write(to: viewModel, atomically: false, encoding: .utf8)
    let broken = try swift("build")
    #expect(broken.status != 0)
    #expect(broken.output.contains("\(viewModel.path):3:19: error: 'bridge' is one of: swiftui, uikit, both, none"), "\(broken.output)")
    try annotated.write(to: viewModel, atomically: false, encoding: .utf8)
    #expect(try swift("build").status == 0)

    // Eject hands SettingsFeature to the team: the build goes on without duplicates, and says
    // which annotation to delete.
    let eject = try swift(generateFeature + ["--eject", "SettingsFeature"])
    #expect(eject.status == 0, "\(eject.output)")
    #expect(eject.output.contains("created \(notes.path)/SettingsFeature+Core.swift"))
    #expect(eject.output.contains("the '// graft: feature' annotation of SettingsViewModel"))
    let afterEject = try swift("build")
    #expect(afterEject.status == 0, "\(afterEject.output)")
    #expect(afterEject.output.contains("SettingsFeature was ejected"))
    #expect(try !read(settingsOutput).contains("struct State"))
    try FileManager.default.removeItem(at: notes.appendingPathComponent("SettingsViewModel.swift"))
    let deleted = try swift("build")
    #expect(deleted.status == 0, "\(deleted.output)")
    #expect(try demo().hasSuffix("SettingsFeature.State: username, notificationsEnabled\n"))

    // Asked for a view model that no target declares, generate-feature says so.
    let nope = try swift(generateFeature + ["--type", "Nope"])
    #expect(nope.status != 0)
    #expect(nope.output.contains("no target of PluginPackage declares a class named 'Nope'"), "\(nope.output)")

    // Files `graft generate` wrote beside the sources before the plugin was added are compiled as
    // they are, with a warning: the build does not fail on two producers of one file.
    let cli = try graftCommand([
      "generate", notes.path, "--only", "graft", "--config", package.appendingPathComponent("graft.json").path,
      "--context", package.appendingPathComponent("Sources/NotesCore").path,
    ])
    #expect(cli.status == 0, "\(cli.output)")
    let checkedIn = notes.appendingPathComponent("EditNoteViewModel+Graft.swift")
    #expect(FileManager.default.fileExists(atPath: checkedIn.path))
    let besideTheSources = try swift("build")
    #expect(besideTheSources.status == 0, "\(besideTheSources.output)")
    #expect(besideTheSources.output.contains(
      "\(checkedIn.path): a Graft-owned file among the sources (written by 'graft generate'): the build compiles it as it is"),
      "\(besideTheSources.output)")
    try FileManager.default.removeItem(at: checkedIn)
    #expect(try swift("build").status == 0)
  }

  /// The `graft` executable SwiftPM built beside this test bundle, run with `arguments`.
  func graftCommand(_ arguments: [String]) throws -> Run {
    var directory = Bundle.main.bundleURL
    var executable = URL(fileURLWithPath: ".build/debug/graft")
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("graft")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        executable = candidate
        break
      }
      directory.deleteLastPathComponent()
    }
    return try run(executable, arguments, environment: ["GRAFT_CACHE_DIR": package.deletingLastPathComponent().appendingPathComponent("cache").path]).run
  }
}
