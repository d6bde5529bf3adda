#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder's entries as `readdir` gives them: each name as its bytes, read in place up to its
/// end, and what the file system says the entry is.
///
/// `entry.pointee.d_name` would copy the whole 256-byte field, and `readdir` packs entries no
/// longer than their names: the last one of its buffer can end at the end of a page, and reading
/// past it then crashes, once in a few hundred runs.
public enum DirectoryEntries {
  private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
  private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!

  /// Calls `body` with each entry's name (without its terminating zero) and its `d_type`, in the
  /// order `readdir` gives them, until `body` returns false. False when the folder cannot be
  /// opened.
  @discardableResult
  public static func forEach(in folder: String, _ body: (_ name: UnsafeRawBufferPointer, _ type: UInt8) -> Bool) -> Bool {
    guard let directory = opendir(folder) else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let start = UnsafeRawPointer(entry)
      let name = start.advanced(by: nameOffset)
      let length = strlen(name.assumingMemoryBound(to: CChar.self))
      if !body(UnsafeRawBufferPointer(start: name, count: length), start.load(fromByteOffset: typeOffset, as: UInt8.self)) { break }
    }
    return true
  }
}
