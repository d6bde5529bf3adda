// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The package Graft's plugin tests build: a legacy app target with annotated view models, using
// Graft's plugins by path. The tests copy it elsewhere and point GRAFT_PACKAGE_PATH at the
// checkout; the package's identity is its folder's name.
let graftPath = Context.environment["GRAFT_PACKAGE_PATH"] ?? "../../.."
let graftIdentity = URL(fileURLWithPath: graftPath).standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
  name: "PluginPackage",
  dependencies: [.package(path: graftPath)],
  targets: [
    // The module the app's model types come from: the plugin reads it for what it declares.
    .target(name: "NotesCore"),
    .target(name: "Notes", dependencies: ["NotesCore"], plugins: [.plugin(name: "GraftPlugin", package: graftIdentity)]),
    .executableTarget(name: "NotesDemo", dependencies: ["Notes"]),
    .testTarget(name: "NotesTests", dependencies: ["Notes"]),
  ]
)
