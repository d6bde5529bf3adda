// The parts of Xcode's XcodeProjectPlugin module that Graft's plugins use, as declared by Xcode 16+,
// so that CI type-checks their #if canImport(XcodeProjectPlugin) branches on Linux (.ci/run).
// Not Apple's code: only the signatures the plugins call.
import Foundation
import PackagePlugin

public struct XcodePluginContext {
  public var xcodeProject: XcodeProject
  public var pluginWorkDirectoryURL: URL
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}
public struct XcodeProject {
  public var directoryURL: URL
  public var displayName: String
  public var targets: [XcodeTarget]
}
public struct XcodeTarget {
  public var displayName: String
  public var inputFiles: FileList
}
public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
public protocol XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
