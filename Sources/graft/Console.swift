import Foundation

/// What `graft` prints. Each message is written to its stream with one `write`, and never held
/// in a buffer: when standard output and standard error go to one pipe (a build log, an IDE), a
/// warning never lands inside a line of output, splitting a word.
enum Console {
  static func output(_ text: String, terminator: String = "\n") {
    write(text + terminator, to: STDOUT_FILENO)
  }

  static func error(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n", to: STDERR_FILENO)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    var written = 0
    bytes.withUnsafeMutableBytes { buffer in
      while written < buffer.count {
        let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count > 0 {
          written += count
        } else if count < 0 && errno != EINTR {
          return
        }
      }
    }
  }
}
