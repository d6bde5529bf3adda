import Foundation
import Testing

@testable import GraftAudit

/// The report's JSON is written by hand for speed; it must stay byte for byte what Foundation's
/// encoder wrote with the same options, so that tools reading version 1 see no change.
@Suite struct AuditJSONWriterTests {
  private struct Sample: Encodable {
    var name: String
    var items: [String]
    var empty: [Int]
    var count: Int
    var flag: Bool
  }

  @Test(arguments: ["plain", "quote \" and back\\slash", "a/b", "tab\tnew\nline\rcarriage", "\u{8}\u{C}\u{1}\u{1F}", "é → ✓ 🙂", ""])
  func writesWhatTheEncoderWrote(text: String) throws {
    let sample = Sample(name: text, items: [text, "x"], empty: [], count: -42, flag: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let expected = String(decoding: try encoder.encode(sample), as: UTF8.self)

    var writer = JSONWriter()
    writer.object { json in
      json.key("count")
      json.int(sample.count)
      json.key("empty")
      json.array(sample.empty) { $0.int($1) }
      json.key("flag")
      json.bool(sample.flag)
      json.key("items")
      json.array(sample.items) { $0.string($1) }
      json.key("name")
      json.string(sample.name)
    }
    #expect(writer.document() == expected + "\n")
  }
}
