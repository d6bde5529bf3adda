#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files into byte arrays with one allocation each: no `Data` in between, whose
/// copy would double the memory a large target costs while it is read.
public enum FileBytes {
  /// The file's bytes, or nil when it cannot be opened or read.
  public static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    // Read straight into the array's storage: zero-filling it first was a tenth of a run that
    // finds nothing changed.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      while initialized < size {
        let count = systemRead(descriptor, buffer.baseAddress! + initialized, size - initialized)
        if count < 0, errno == EINTR { continue }
        if count <= 0 {
          failed = count < 0
          return
        }
        initialized += count
      }
    }
    if failed { return nil }
    // A regular file is as long as `fstat` says: one read of that size. A file that says 0 (in
    // `/proc`) or is not regular (a pipe) is read on, in chunks, until the end, with a small
    // buffer on the stack (up to 1 KB, the stack is used without asking whether it has room).
    if bytes.count < size || (size > 0 && status.st_mode & S_IFMT == S_IFREG) { return bytes }
    let complete = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { chunk -> Bool in
      while true {
        let count = systemRead(descriptor, chunk.baseAddress!, chunk.count)
        if count < 0, errno == EINTR { continue }
        guard count >= 0 else { return false }
        if count == 0 { return true }
        bytes.append(contentsOf: chunk[..<count])
      }
    }
    return complete ? bytes : nil
  }
}

/// `read(2)`, named apart from `FileBytes.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
