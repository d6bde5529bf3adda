// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets over Graft's parsers: graft-fuzz takes every input through the parsers,
// the pipeline and the audit; statement-fuzz through the statement reader alone. A package of its own because its executable has
// no `main` of its own (libFuzzer supplies it), so it only links with `--sanitize=fuzzer`:
//   cd Fuzz && swift build -c release --sanitize=fuzzer && .build/release/graft-fuzz CORPUS
let package = Package(
  name: "GraftFuzz",
  dependencies: [.package(name: "Graft", path: "..")],
  targets: [
    .executableTarget(
      name: "graft-fuzz",
      dependencies: [
        .product(name: "SwiftDeclarationParser", package: "Graft"),
        .product(name: "Mustache", package: "Graft"),
        .product(name: "GraftGenerator", package: "Graft"),
        .product(name: "GraftAudit", package: "Graft"),
      ]
    ),
    .executableTarget(name: "statement-fuzz", dependencies: [.product(name: "SwiftDeclarationParser", package: "Graft")]),
  ]
)
