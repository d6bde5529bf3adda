import Foundation

/// `graft-benchmark --plugin N`: what the build-tool plugin costs a real package with N annotated
/// view models, measured with the real `swift build`:
///   - a build in which nothing changed, with the plugin against the same package without Graft
///     (its generated files checked in), side by side;
///   - a one-file change: the whole build, and Graft's own regeneration within it.
enum PluginBenchmark {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func run(viewModels count: Int, repetitions: Int) throws {
    guard let swift = ProcessMeasurements.which("swift") else { throw Failure("swift is not on PATH") }
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("graft-plugin-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: base) }
    // The run records of the regenerations measured below stay with the packages, as the
    // plugin keeps them in its work folder, not in the user's caches.
    setenv("GRAFT_CACHE_DIR", base.appendingPathComponent("cache").path, 1)
    let with = base.appendingPathComponent("WithPlugin")
    let without = base.appendingPathComponent("WithoutGraft")
    try writePackage(at: with, viewModels: count, plugin: true)
    try writePackage(at: without, viewModels: count, plugin: false)

    print("Build-tool plugin — \(count) annotated view models, swift build (debug), best and median of \(repetitions)")
    try check(swift, ["package", "--allow-writing-to-package-directory", "generate-feature", "--target", "App"], in: with)
    let coldWith = try timed(swift, ["build"], in: with)
    let generated = try pluginOutputs(in: with)
    // The same package without Graft: the team's files and Graft's output are plain sources.
    for name in try FileManager.default.contentsOfDirectory(atPath: with.appendingPathComponent("Sources/App").path)
    where name.hasSuffix("Feature.swift") || name.hasSuffix("FeatureView.swift") {
      try FileManager.default.copyItem(
        at: with.appendingPathComponent("Sources/App/\(name)"), to: without.appendingPathComponent("Sources/App/\(name)"))
    }
    for file in try FileManager.default.contentsOfDirectory(atPath: generated.path) {
      try FileManager.default.copyItem(at: generated.appendingPathComponent(file), to: without.appendingPathComponent("Sources/App/\(file)"))
    }
    let coldWithout = try timed(swift, ["build"], in: without)
    print("  first build:       with the plugin \(ms(coldWith)) (graft was built by generate-feature before), without Graft \(ms(coldWithout))")

    let noOpWith = try (0..<repetitions).map { _ in try timed(swift, ["build"], in: with) }
    let noOpWithout = try (0..<repetitions).map { _ in try timed(swift, ["build"], in: without) }
    let overhead = median(noOpWith) - median(noOpWithout)
    let allowed = max(0.05 * median(noOpWithout), 0.1)
    print("  nothing changed:   with the plugin \(ms(noOpWith.min()!)) best, \(ms(median(noOpWith))) median; "
      + "without Graft \(ms(noOpWithout.min()!)) best, \(ms(median(noOpWithout))) median")
    print("                     the plugin adds \(ms(overhead)) = \(format(overhead / median(noOpWithout) * 100))% "
      + "(target <= max(5%, 100 ms) = \(ms(allowed)))")

    // One view model changes: the build regenerates its file and recompiles the target.
    let changed = with.appendingPathComponent("Sources/App/Screen1ViewModel.swift")
    let original = try String(contentsOf: changed, encoding: .utf8)
    var builds: [Double] = []
    var regenerations: [Double] = []
    let tool = try graftTool(in: with)
    for repetition in 0..<repetitions {
      let edited = original.replacingOccurrences(
        of: "    public var count = 0", with: "    public var count = 0\n    public var note\(repetition) = \"\"")
      try edited.write(to: changed, atomically: true, encoding: .utf8)
      builds.append(try timed(swift, ["build"], in: with))
      // Graft's share: the plugin's command alone, on the same change.
      try (edited + "\n").write(to: changed, atomically: true, encoding: .utf8)
      regenerations.append(try timed(tool, pluginArguments(in: with, output: generated), in: with))
    }
    try original.write(to: changed, atomically: true, encoding: .utf8)
    let share = median(regenerations) / median(builds)
    print("  one file changed:  build \(ms(median(builds))) median, of which Graft regenerating "
      + "\(ms(median(regenerations))) = \(format(share * 100))% (target <= 10%)")
  }

  static func writePackage(at directory: URL, viewModels count: Int, plugin: Bool) throws {
    let sources = directory.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let identity = repository.standardizedFileURL.lastPathComponent.lowercased()
    let manifest = plugin
      ? """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "Bench",
          dependencies: [.package(path: "\(repository.path)")],
          targets: [.target(name: "App", plugins: [.plugin(name: "GraftPlugin", package: "\(identity)")])]
        )

        """
      : """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(name: "Bench", targets: [.target(name: "App")])

        """
    try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    // The plugin tests' plain-Swift templates: what they generate compiles without TCA.
    let fixture = repository.appendingPathComponent("Tests/Fixtures/PluginPackage")
    if plugin {
      try FileManager.default.copyItem(at: fixture.appendingPathComponent("GraftTemplates"), to: directory.appendingPathComponent("GraftTemplates"))
      try FileManager.default.copyItem(at: fixture.appendingPathComponent("graft.json"), to: directory.appendingPathComponent("graft.json"))
    }
    try "public struct Note: Equatable, Sendable { public var text: String }\n"
      .write(to: sources.appendingPathComponent("Note.swift"), atomically: true, encoding: .utf8)
    for index in 1...count {
      try """
        import Foundation

        // graft: feature
        @MainActor
        public final class Screen\(index)ViewModel {
            public var title: String
            public var count = 0
            public private(set) var isLoading = false
            public var onClose: (() -> Void)?
            public var onSave: ((Note) -> Void)?

            public init(title: String) { self.title = title }

            public func titleChanged(_ newTitle: String) { title = newTitle }

            public func increment() { count += 1 }

            public func closeTapped() { onClose?() }
        }

        """.write(to: sources.appendingPathComponent("Screen\(index)ViewModel.swift"), atomically: true, encoding: .utf8)
    }
  }

  /// The folder the plugin writes to.
  static func pluginOutputs(in package: URL) throws -> URL {
    let folder = package.appendingPathComponent(".build/plugins/outputs/withplugin/App/destination/GraftPlugin/Generated")
    guard FileManager.default.fileExists(atPath: folder.path) else { throw Failure("no plugin output at \(folder.path)") }
    return folder
  }

  /// The `graft` the plugin runs: SwiftPM builds it in the package's debug configuration.
  static func graftTool(in package: URL) throws -> String {
    for candidate in ["graft-tool", "graft"] {
      let path = package.appendingPathComponent(".build/debug/\(candidate)").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw Failure("graft was not built in \(package.path)")
  }

  /// The plugin's command line (GraftBuildCommand): every Swift file of the target.
  static func pluginArguments(in package: URL, output: URL) -> [String] {
    let sources = package.appendingPathComponent("Sources/App")
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).filter { $0.hasSuffix(".swift") }
    return ["generate"] + files.sorted().map { sources.appendingPathComponent($0).path }
      + ["--output", output.path, "--only", "graft", "--placeholders", "--force", "--quiet",
         "--config-search", sources.path, "--config-search", package.path]
  }

  static func timed(_ executable: String, _ arguments: [String], in directory: URL) throws -> Double {
    guard let run = ProcessMeasurements.timeCommand(executable, arguments, in: directory), run.status == 0 else {
      throw Failure("\(executable) \(arguments.prefix(3).joined(separator: " ")) failed in \(directory.path)")
    }
    return run.seconds
  }

  static func check(_ executable: String, _ arguments: [String], in directory: URL) throws {
    _ = try timed(executable, arguments, in: directory)
  }

  static func median(_ values: [Double]) -> Double { ProcessMeasurements.median(values) }

  static func ms(_ seconds: Double) -> String { "\(format(seconds * 1000, 0)) ms" }
}
