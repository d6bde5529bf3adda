import Foundation
import GraftGenerator
import Testing

/// A folder's entries, each name read exactly (no byte past its end, none of it cut), from
/// names of one byte to the longest a file system allows.
@Suite struct DirectoryEntriesTests {
  @Test func everyEntryIsListedWithItsWholeNameAndKind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-entries-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder + "/Sub.xcodeproj", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = ["a", "B.swift", String(repeating: "n", count: 200) + ".swift", String(repeating: "x", count: 255)]
    for name in names { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) }
    var listed: [String: UInt8] = [:]
    #expect(DirectoryEntries.forEach(in: folder) { name, type in
      listed[String(decoding: name, as: UTF8.self)] = type
      return true
    })
    #expect(Set(listed.keys) == Set(names + ["Sub.xcodeproj", ".", ".."]))
    #expect(listed["Sub.xcodeproj"] == UInt8(DT_DIR))
    #expect(listed["B.swift"] == UInt8(DT_REG))
    // Stopped by its body after the first entry.
    var seen = 0
    DirectoryEntries.forEach(in: folder) { _, _ in
      seen += 1
      return false
    }
    #expect(seen == 1)
    #expect(!DirectoryEntries.forEach(in: folder + "/missing") { _, _ in true })
  }
}
