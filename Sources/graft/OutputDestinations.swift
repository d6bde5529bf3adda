import Foundation
import GraftGenerator

/// Where `graft generate` puts each file: into `--output`, or beside the view model it comes
/// from; test skeletons into `--tests-output`, the test target of the package around the
/// sources, or beside them when no package encloses them.
struct OutputDestinations: Sendable {
  var output: String?
  var testsOutput: String?
  var layouts: PackageLayouts

  enum Destination: Equatable, Sendable {
    case path(String)
    /// A test skeleton whose target has no test target: not written.
    case noTestTarget(target: String)
  }

  func destination(of name: String, from sourcePath: String) -> Destination {
    let sourceFolder = (sourcePath as NSString).deletingLastPathComponent
    guard name.hasPrefix("Tests/") else { return .path(Self.path(output ?? sourceFolder, name)) }
    let testName = String(name.dropFirst("Tests/".count))
    if let testsOutput { return .path(Self.path(testsOutput, testName)) }
    if output == nil, let layout = layouts.layout(of: sourcePath) {
      guard let folder = layout.testsFolder else { return .noTestTarget(target: layout.target) }
      return .path(Self.path(folder, testName))
    }
    return .path(Self.path(output ?? sourceFolder, name))
  }

  static func path(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }
}
