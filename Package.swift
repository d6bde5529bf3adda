// swift-tools-version: 6.1
import PackageDescription

// Graft has no package dependencies by design: everything here builds with the toolchain alone.
let package = Package(
  name: "Graft",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "graft", targets: ["graft"]),
    // The two stages that stand alone, for anyone who needs a dependency-free Swift declaration
    // parser or a spec-conformant Mustache engine (and for the fuzz package in Fuzz/).
    .library(name: "SwiftDeclarationParser", targets: ["SwiftDeclarationParser"]),
    .library(name: "Mustache", targets: ["Mustache"]),
    // The two products behind `graft`, for tools built on them (and the fuzz target): the
    // generation pipeline, and the migration audit.
    .library(name: "GraftGenerator", targets: ["GraftGenerator"]),
    .library(name: "GraftAudit", targets: ["GraftAudit"]),
    // Regenerates the Graft-owned files on every build: `plugins: [.plugin(name: "GraftPlugin", package: "Graft")]`.
    .plugin(name: "GraftPlugin", targets: ["GraftPlugin"]),
    // `swift package --allow-writing-to-package-directory generate-feature`.
    .plugin(name: "GenerateFeaturePlugin", targets: ["GenerateFeaturePlugin"]),
  ],
  targets: [
    // Syntax: a lexer and declaration parser for Swift. Knows nothing of view models or TCA.
    .target(name: "SwiftDeclarationParser"),
    // Templates: a Mustache engine that passes the official specification. Knows nothing of Swift.
    .target(name: "Mustache"),
    // What generation and the audit share: the `// graft:` comment syntax, a concurrent map.
    .target(name: "GraftSupport", dependencies: ["SwiftDeclarationParser"]),
    // The default templates, at the package's root where a team reads them, built into the code
    // so that the tool needs no files of its own.
    .target(
      name: "GraftTemplates", path: "Templates",
      resources: [
        "Case", "Clients", "Conformance", "DependencyClient", "Graft", "Imports", "LegacyService", "Parameter", "Property",
        "Reducer", "Tests", "View", "ViewContent", "XCTests",
      ].map { .embedInCode($0 + ".swift.mustache") }),
    // Generation: extraction → analysis → feature model → translation → rendering → output plan.
    .target(name: "GraftGenerator", dependencies: ["SwiftDeclarationParser", "Mustache", "GraftSupport", "GraftTemplates"]),
    // The migration audit: an index of the app, detectors, the plan, Markdown and JSON.
    .target(name: "GraftAudit", dependencies: ["SwiftDeclarationParser", "GraftSupport"]),
    // Arguments, files and exit codes.
    .executableTarget(name: "graft", dependencies: ["GraftGenerator", "GraftAudit", "GraftSupport", "Mustache"]),
    .plugin(name: "GraftPlugin", capability: .buildTool(), dependencies: ["graft"]),
    .plugin(
      name: "GenerateFeaturePlugin",
      capability: .command(
        intent: .custom(
          verb: "generate-feature",
          description: "Writes the team-owned reducer, view and tests of annotated view models, or ejects a finished feature"),
        permissions: [.writeToPackageDirectory(reason: "Graft writes the feature's reducer, view and tests into the target's folders")]
      ),
      dependencies: ["graft"]
    ),
    // `swift run -c release graft-benchmark`
    .executableTarget(
      name: "graft-benchmark",
      dependencies: ["SwiftDeclarationParser", "GraftGenerator", "GraftAudit"],
      path: "Benchmarks/GraftBenchmark"
    ),
    .testTarget(name: "SwiftDeclarationParserTests", dependencies: ["SwiftDeclarationParser"]),
    .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
    .testTarget(name: "GraftSupportTests", dependencies: ["GraftSupport", "SwiftDeclarationParser"]),
    .testTarget(name: "GraftGeneratorTests", dependencies: ["GraftGenerator", "GraftTestSupport"]),
    .testTarget(name: "GraftAuditTests", dependencies: ["GraftAudit", "GraftTestSupport"]),
    // Where the tests find the repository's files, and golden-file comparison.
    .target(name: "GraftTestSupport", dependencies: ["GraftGenerator"], path: "Tests/GraftTestSupport"),
    // Runs the built `graft` executable, as users do.
    .testTarget(name: "GraftCommandTests", dependencies: ["graft"]),
    // Builds the package in Tests/Fixtures/PluginPackage with the real `swift build`, plugins included.
    .testTarget(name: "GraftPluginTests"),
  ]
)
