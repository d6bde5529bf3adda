import Foundation
import GraftGenerator
import Testing

@Suite struct AtomicWriterTests {
  /// A regular file is replaced whole; a pipe (or `/dev/null`) is written into and stays what it
  /// is: a rename over it would put a plain file in its place (and reading a pipe first would wait
  /// for a writer forever).
  @Test(.timeLimit(.minutes(1))) func aPipeIsWrittenIntoNeverReplaced() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("report.md").path
    try AtomicWriter.write("first", to: plain)
    try AtomicWriter.write("second", to: plain)
    #expect(FileBytes.read(plain) == Array("second".utf8))

    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    // A reader that does not wait, so that opening the pipe to write does not block.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try AtomicWriter.write("report", to: pipe)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(Array(buffer.prefix(max(0, count))) == Array("report".utf8))
    var status = stat()
    #expect(stat(pipe, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
  }
}
