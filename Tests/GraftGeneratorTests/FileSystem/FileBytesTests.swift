import Foundation
import GraftGenerator
import Testing

@Suite struct FileBytesTests {
  @Test func readsWholeFilesExactly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-bytes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sizes = [0, 1, 4095, 4096, 4097, 70_001]
    for size in sizes {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let path = folder.appendingPathComponent("\(size).bin").path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(FileBytes.read(path) == bytes, "a file of \(size) bytes")
    }
    #expect(FileBytes.read(folder.appendingPathComponent("missing").path) == nil)
  }

  #if os(Linux)
    /// A file whose size `stat` reports as 0 is still read to its end.
    @Test func readsPastTheSizeStatReports() throws {
      let bytes = try #require(FileBytes.read("/proc/self/status"))
      #expect(String(decoding: bytes, as: UTF8.self).contains("\nPid:"))
    }
  #endif
}
