import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-feature [--target T] [--type NAME]
/// [--dry-run] [--eject FEATURE]`
///
/// Writes the team-owned files of each annotated view model, once: the reducer and view beside
/// the view model, as `graft generate` does, and the tests into the matching test target. A file
/// that exists is never overwritten. With `--eject`, hands a finished feature's Graft-owned code
/// to the team instead.
@main
struct GenerateFeaturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(FeatureRequest.help)
      return
    }
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let request = try FeatureRequest(extractor: &extractor)
    let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    let chosen: [SourceModuleTarget]
    if targetNames.isEmpty {
      chosen = sourceTargets.filter { $0.kind != .test }
    } else {
      chosen = try targetNames.map { name in
        guard let target = sourceTargets.first(where: { $0.name == name }) else {
          throw PluginFailure("no source target named '\(name)' in \(context.package.displayName)")
        }
        return target
      }
    }
    let tool = try context.tool(named: "graft").url
    // Where a graft.json may be, as the build plugin looks: the targets' folders, the package's.
    func configurationFolders(of targets: [SourceModuleTarget]) -> [String] {
      (targets.map(\.directoryURL) + [context.package.directoryURL]).map(\.filePath)
    }
    // When no target is named: the targets with annotations, or, with --type, those that
    // declare the types; the others have nothing to scaffold.
    let annotated = targetNames.isEmpty
      ? chosen.filter { request.concerns($0.sourceFiles(withSuffix: "swift").map(\.url)) } : chosen
    guard !annotated.isEmpty else { throw PluginFailure(request.nothingFound(in: context.package.displayName)) }
    // What the targets depend on declares the types their view models hold, as in the build.
    func dependencyFolders(of targets: [SourceModuleTarget]) -> [String] {
      let names = Set(targets.map(\.name))
      var seen: Set<String> = []
      return targets.flatMap(\.recursiveTargetDependencies).compactMap { $0 as? SourceModuleTarget }
        .filter { !names.contains($0.name) && seen.insert($0.name).inserted }.map(\.directoryURL.filePath)
    }
    if request.eject != nil {
      // The feature's view model is in one of the targets; the ejected file goes beside it.
      try FeatureRequest.run(tool, request.arguments(
        inputs: annotated.map(\.directoryURL.filePath), module: nil, testsFolder: nil,
        configurationFolders: configurationFolders(of: annotated), context: dependencyFolders(of: annotated)))
      return
    }
    for target in annotated {
      let folder = target.directoryURL.filePath
      // The test target that tests this one: named after it, or depending on it.
      let testTarget = sourceTargets.first { candidate in
        candidate.kind == .test && candidate.name == target.name + "Tests"
      } ?? sourceTargets.first { candidate in
        candidate.kind == .test && candidate.dependencies.contains { dependency in
          if case let .target(dependedOn) = dependency { return dependedOn.id == target.id }
          return false
        }
      }
      print("\(target.name):")
      if testTarget == nil {
        print("no test target tests \(target.name) (none is named \(target.name)Tests or depends on it): no test skeletons written")
      }
      try FeatureRequest.run(tool, request.arguments(
        inputs: [folder], module: target.name, testsFolder: testTarget?.directoryURL.filePath,
        configurationFolders: configurationFolders(of: [target]), context: dependencyFolders(of: [target])))
    }
  }
}

/// The options `generate-feature` passes on to `graft`, shared by the SwiftPM and Xcode entry
/// points.
struct FeatureRequest {
  var types: [String]
  var eject: String?
  var dryRun: Bool

  static let usage = "usage: generate-feature [--target T] [--type NAME] [--dry-run] [--eject FEATURE]"

  static let help = """
    OVERVIEW: Write the team's reducer, view and tests of annotated view models, once.

    The reducer and view go beside each view model, the tests into the target's test target
    (<target>Tests, or one that depends on it); a file that exists is never overwritten. The
    build plugin writes Graft's own X+Graft.swift files on every build.

    \(usage)

    OPTIONS:
      --target T        Only this target (repeatable); by default every target with annotations.
      --type NAME       Only the view model NAME (repeatable), annotated or not.
      --dry-run         Print what would be written; write nothing.
      --eject FEATURE   Hand FEATURE's Graft-owned code to the team as FEATURE+Core.swift.
      -h, --help        Print this help.
    """

  init(extractor: inout ArgumentExtractor) throws {
    types = extractor.extractOption(named: "type")
    eject = extractor.extractOption(named: "eject").last
    dryRun = extractor.extractFlag(named: "dry-run") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure("unknown arguments \(extractor.remainingArguments.joined(separator: " ")); \(Self.usage)")
    }
  }

  /// The files are written beside each view model, as `graft generate` writes them.
  func arguments(
    inputs: [String], module: String?, testsFolder: String?, configurationFolders: [String], context: [String] = []
  ) -> [String] {
    var arguments: [String]
    if let eject {
      arguments = ["eject", eject] + inputs
    } else {
      arguments = ["generate"] + inputs + ["--only", "team"] + (module.map { ["--module", $0] } ?? [])
      for type in types { arguments += ["--type", type] }
      if let testsFolder { arguments += ["--tests-output", testsFolder] } else { arguments.append("--no-tests") }
    }
    if dryRun { arguments.append("--dry-run") }
    for folder in configurationFolders { arguments += ["--config-search", folder] }
    for folder in context { arguments += ["--context", folder] }
    return arguments
  }

  /// Why nothing was run: no annotation anywhere, or no class of the names asked for.
  func nothingFound(in package: String) -> String {
    if let eject { return "no target of \(package) has a '// graft: feature' annotation, so no feature \(eject) to eject" }
    if types.isEmpty {
      return "no target of \(package) has a '// graft: feature' annotation: annotate a view model's class, or name one with --type NAME"
    }
    return "no target of \(package) declares a class named \(types.map { "'\($0)'" }.joined(separator: " or ")); --target T looks in one target and lists its view models"
  }

  /// Whether these files have anything for the request: an annotation, or with `--type`, a
  /// class of one of the names. A byte scan: `graft` reads them properly.
  func concerns(_ files: [URL]) -> Bool {
    let markers = types.isEmpty ? [Data("graft:".utf8)] : types.map { Data("class \($0.split(separator: ".").last ?? "")".utf8) }
    return files.contains { file in
      guard let bytes = try? Data(contentsOf: file, options: .mappedIfSafe) else { return false }
      return markers.contains { bytes.range(of: $0) != nil }
    }
  }

  /// Runs `graft`. Its output and errors are read here and passed on in the order it wrote them,
  /// then a failure is reported: SwiftPM prints a plugin's error as soon as it is thrown, ahead
  /// of output still in the pipe, so graft's own messages would come after the verdict.
  static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      // The messages are the error: everything graft said, in its order, and nothing else.
      let messages = text.hasSuffix("\n") ? String(text.dropLast()) : text
      throw PluginFailure(messages.hasPrefix("error: ") ? String(messages.dropFirst("error: ".count)) : messages)
    }
    if !text.isEmpty { print(text, terminator: "") }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateFeaturePlugin: XcodeCommandPlugin {
  /// In an Xcode project, files are written beside each view model, and tests beside the first
  /// file of the target named `<target>Tests` (Xcode targets have no folder of their own).
  func performCommand(context: XcodePluginContext, arguments: [String]) throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let request = try FeatureRequest(extractor: &extractor)
    let tool = try context.tool(named: "graft").url
    let configurationFolders = [context.xcodeProject.directoryURL.filePath]
    let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
    let annotated = targets.map { target in
      (target, target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url))
    }.filter { request.concerns($0.1) }
    guard !annotated.isEmpty else { throw PluginFailure(request.nothingFound(in: context.xcodeProject.displayName)) }
    if request.eject != nil {
      try FeatureRequest.run(tool, request.arguments(
        inputs: annotated.flatMap { $0.1 }.map { $0.filePath }, module: nil, testsFolder: nil, configurationFolders: configurationFolders))
      return
    }
    for (target, swiftFiles) in annotated {
      let testsFolder = context.xcodeProject.targets.first { $0.displayName == target.displayName + "Tests" }?
        .inputFiles.first { $0.type == .source }?.url.deletingLastPathComponent().filePath
      print("\(target.displayName):")
      if testsFolder == nil {
        print("no target named \(target.displayName)Tests: no test skeletons written")
      }
      try FeatureRequest.run(tool, request.arguments(
        inputs: swiftFiles.map { $0.filePath }, module: target.displayName,
        testsFolder: testsFolder, configurationFolders: configurationFolders))
    }
  }
}
#endif
