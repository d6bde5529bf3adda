import SwiftDeclarationParser

@testable import GraftAudit

/// A small app written in the tests, one file per entry, audited as `graft audit` would.
struct AuditFixture {
  let report: AuditReport

  init(_ files: [String: String]) {
    report = Auditor().audit(files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
  }

  init(_ text: String) { self.init(["App.swift": text]) }

  var screenNames: [String] { report.screens.map(\.name) }

  func screen(_ name: String) -> AuditScreen? { report.screens.first { $0.name == name } }

  /// `"From -> To idiom"` for each edge.
  var edges: [String] { report.navigation.map { "\($0.from) -> \($0.to) \($0.idiom.rawValue)" } }

  func edge(_ from: String, _ to: String) -> NavigationEdge? { report.navigation.first { $0.from == from && $0.to == to } }

  /// `"datum: by detail"` for each write.
  var writes: [String] { report.sharedData.flatMap { datum in datum.writers.map { "\(datum.name): \($0.by) \($0.detail)" } } }

  /// `"datum: by detail"` for each read.
  var reads: [String] { report.sharedData.flatMap { datum in datum.readers.map { "\(datum.name): \($0.by) \($0.detail)" } } }

  var leaves: [String] { report.screens.filter(\.isLeaf).map(\.name) }
}
