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
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, size - filled) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      filled += count
    }
    if filled < size {
      bytes.removeLast(size - filled)
      return bytes
    }
    // The file may have grown since `fstat`: read on, in chunks, until the end. Probing with
    // a small buffer keeps the common case at exactly the file's size.
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }
}

/// `read(2)`, named apart from `FileBytes.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
