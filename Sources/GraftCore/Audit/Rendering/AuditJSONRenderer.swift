import Foundation

/// The audit for tools: a JSON document with `"schema": "graft-audit"` and a `version`
/// (`AuditReport.schemaVersion`), keys sorted, so that the same app gives the same bytes.
public enum AuditJSONRenderer {
  public static func render(_ report: AuditReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }
}
