import Foundation
import Testing
@testable import GraftGenerator

/// The walk up the folders to the package or project around a source.
@Suite struct PackageLayoutTests {
  @Test func theNearestPackageAboveTheSourceNamesItsTarget() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let outer = root.appendingPathComponent("Outer")
    let inner = outer.appendingPathComponent("Vendor/Inner")
    for folder in ["Sources/App/Deep", "Tests/AppTests"] {
      try FileManager.default.createDirectory(at: inner.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(at: outer.appendingPathComponent("Sources/Shell"), withIntermediateDirectories: true)
    for package in [outer, inner] {
      try Data().write(to: package.appendingPathComponent("Package.swift"))
    }
    var cache: [String: PackageLayout.Kind?] = [:]
    let found = try #require(PackageLayout.find(for: inner.path + "/Sources/./App/Deep/../Deep/F.swift", cache: &cache))
    #expect(found == PackageLayout(root: inner.path, kind: .swiftPackage, target: "App", testsFolder: inner.path + "/Tests/AppTests"))
    let shell = try #require(PackageLayout.find(for: outer.path + "/Sources/Shell/G.swift", cache: &cache))
    #expect(shell == PackageLayout(root: outer.path, kind: .swiftPackage, target: "Shell", testsFolder: nil))
    // Directly under a package, not in a target of it: no layout, and the folders above it are not searched.
    #expect(PackageLayout.find(for: inner.path + "/Loose.swift", cache: &cache) == nil)
    #expect(cache[inner.path] == .some(.swiftPackage))
    #expect(cache[inner.path + "/Sources/App/Deep"] == .some(nil))
  }
}
