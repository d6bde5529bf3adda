import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-feature [--target T] [--type NAME]
/// [--dry-run] [--force] [--eject FEATURE]`
///
/// Writes the team-owned files of each annotated view model (reducer, view, tests) into its
/// target and the matching test target, once: a file that exists is never overwritten. With
/// `--eject`, hands a finished feature's Graft-owned code to the team instead.
@main
struct GenerateFeaturePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) throws {
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
    func configurations(of targets: [SourceModuleTarget]) -> [String] {
      (targets.map(\.directoryURL) + [context.package.directoryURL])
        .map { $0.appending(path: "graft.json").filePath }.filter { FileManager.default.fileExists(atPath: $0) }
    }
    // Only targets with annotations when none was named: the others have nothing to scaffold.
    let annotated = targetNames.isEmpty
      ? chosen.filter { FeatureRequest.hasAnnotations($0.sourceFiles(withSuffix: "swift").map(\.url)) } : chosen
    if request.eject != nil {
      // The feature's view model is in one of the targets; the ejected file goes beside it.
      try FeatureRequest.run(tool, request.arguments(
        inputs: annotated.map(\.directoryURL.filePath), output: nil, module: nil, testsFolder: nil,
        configurations: configurations(of: annotated)))
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
        inputs: [folder], output: folder, module: target.name, testsFolder: testTarget?.directoryURL.filePath,
        configurations: configurations(of: [target])))
    }
  }
}

/// The options `generate-feature` passes on to `graft`, shared by the SwiftPM and Xcode entry
/// points.
struct FeatureRequest {
  var types: [String]
  var eject: String?
  var dryRun: Bool
  var force: Bool

  init(extractor: inout ArgumentExtractor) throws {
    types = extractor.extractOption(named: "type")
    eject = extractor.extractOption(named: "eject").last
    dryRun = extractor.extractFlag(named: "dry-run") > 0
    force = extractor.extractFlag(named: "force") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unknown arguments \(extractor.remainingArguments.joined(separator: " ")); "
          + "usage: generate-feature [--target T] [--type NAME] [--dry-run] [--force] [--eject FEATURE]")
    }
  }

  /// `output` nil writes beside each view model.
  func arguments(inputs: [String], output: String?, module: String?, testsFolder: String?, configurations: [String]) -> [String] {
    var arguments: [String]
    let outputArguments = output.map { ["--output", $0] } ?? []
    if let eject {
      arguments = ["eject", eject] + inputs + outputArguments
    } else {
      arguments = ["generate"] + inputs + ["--only", "team"] + outputArguments + (module.map { ["--module", $0] } ?? [])
      for type in types { arguments += ["--type", type] }
      if let testsFolder { arguments += ["--tests-output", testsFolder] } else { arguments.append("--no-tests") }
      if force { arguments.append("--force") }
    }
    if dryRun { arguments.append("--dry-run") }
    for configuration in configurations { arguments += ["--config", configuration] }
    return arguments
  }

  static func hasAnnotations(_ files: [URL]) -> Bool {
    files.contains { (try? Data(contentsOf: $0, options: .mappedIfSafe))?.range(of: Data("graft:".utf8)) != nil }
  }

  /// Runs `graft`, whose output goes straight to the user's terminal.
  static func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure("graft \(arguments.first ?? "") failed (exit status \(process.terminationStatus)); see above")
    }
  }
}

extension URL {
  /// The file system path without a trailing slash, as `graft` prints paths.
  var filePath: String {
    let path = path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}

struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
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
    let configuration = context.xcodeProject.directoryURL.appending(path: "graft.json")
    let configurations = FileManager.default.fileExists(atPath: configuration.filePath)
      ? [configuration.filePath] : []
    let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
    let annotated = targets.map { target in
      (target, target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url))
    }.filter { FeatureRequest.hasAnnotations($0.1) }
    if request.eject != nil {
      try FeatureRequest.run(tool, request.arguments(
        inputs: annotated.flatMap { $0.1 }.map { $0.filePath }, output: nil, module: nil, testsFolder: nil, configurations: configurations))
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
        inputs: swiftFiles.map { $0.filePath }, output: nil, module: target.displayName,
        testsFolder: testsFolder, configurations: configurations))
    }
  }
}
#endif
