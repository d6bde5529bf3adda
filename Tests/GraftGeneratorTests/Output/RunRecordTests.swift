import GraftGenerator
import Testing

@Suite struct RunRecordTests {
  @Test func aRecordReadsBackAsItWasWritten() throws {
    let record = RunRecord(
      inputs: "00ff00ff00ff00ff",
      graftFiles: ["/app/My Screens/B+Graft.swift": "0000000000000002", "/app/A+Graft.swift": "0000000000000001"],
      teamFiles: ["/app/My Screens/BFeature.swift"],
      messages: [
        RunRecord.Message(isError: true, text: "/app/A.swift:3:5: warning: a \\ backslash"),
        RunRecord.Message(isError: false, text: "two\nlines"),
      ])
    let text = try #require(record.text)
    #expect(text.hasPrefix("graft-run 1\ninputs 00ff00ff00ff00ff\ngraft 0000000000000001 /app/A+Graft.swift\n"))
    #expect(RunRecord(text: text) == record)
  }

  @Test func aPathWithALineBreakIsNotRecorded() {
    #expect(RunRecord(inputs: "1", graftFiles: [:], teamFiles: ["/app/odd\nname.swift"]).text == nil)
  }

  @Test(arguments: ["", "graft-run 1\n", "graft-run 2\ninputs 1\n", "graft-run 1\ninputs 1\nsomething else\n", "graft-run 1\ninputs 1\ngraft 1\n", "graft-run 1\ninputs 1"])
  func anythingElseIsNoRecord(_ text: String) {
    #expect(RunRecord(text: text) == nil)
  }

  @Test func theFingerprintFollowsEveryByteAndNameButNotTheOrder() {
    let a = (name: "A.swift", bytes: Array("class A {}".utf8))
    let b = (name: "B.swift", bytes: Array("class B {}".utf8))
    let fingerprint = InputFingerprint.of(settings: "s", sources: [a, b])
    #expect(InputFingerprint.of(settings: "s", sources: [b, a]) == fingerprint)
    #expect(InputFingerprint.of(settings: "t", sources: [a, b]) != fingerprint)
    #expect(InputFingerprint.of(settings: "s", sources: [a, (b.name, Array("class B { }".utf8))]) != fingerprint)
    #expect(InputFingerprint.of(settings: "s", sources: [a, ("C.swift", b.bytes)]) != fingerprint)
    #expect(InputFingerprint.of(settings: "s", sources: [a]) != fingerprint)
  }

  @Test func theDigestOfAFileFollowsEveryByte() {
    let bytes = Array("struct A { var text = \"\" }\n".utf8)
    let digest = RunRecord.digest(bytes)
    #expect(digest.count == 16)
    // Each byte, the last ones past the eight-byte words too, and the length.
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 1
      #expect(RunRecord.digest(changed) != digest, "byte \(index)")
    }
    #expect(RunRecord.digest(bytes + [0]) != digest)
    #expect(RunRecord.digest([]) != RunRecord.digest([0]))
  }
}
