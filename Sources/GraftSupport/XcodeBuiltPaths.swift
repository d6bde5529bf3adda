/// Where, in an Xcode project's folder, the files its targets build are: read off the project's
/// object graph (`PBXBuildFile` → `PBXFileReference` → the `PBXGroup`s above it, each adding its
/// `path`). The audit and generation match built files by name; two files of one name in the
/// project's folder (a stale copy beside the one the target builds, each declaring the same
/// class) need their paths to tell which one is built. Only the names asked for are resolved.
public struct XcodeBuiltPaths: Sendable {
  /// One object of the project: its fields, each a string or a list of object identifiers.
  private struct Object: Sendable {
    var fields: [String: String] = [:]
    var list: [String] = []
  }

  private var objects: [String: Object] = [:]
  private var parents: [String: String] = [:]

  /// Reads the object graph of a `project.pbxproj`'s bytes; a file it cannot read holds nothing.
  public init(_ bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    guard reader.skip(to: "objects") else { return }
    _ = reader.next()  // `=`
    guard reader.next() == "{" else { return }
    while let identifier = reader.next(), identifier != "}" {
      guard reader.next() == "=", reader.next() == "{" else { return }
      var object = Object()
      while let key = reader.next(), key != "}" {
        guard reader.next() == "=" else { return }
        guard let value = reader.next() else { return }
        if value == "(" {
          var items: [String] = []
          while let item = reader.next(), item != ")" {
            if item != "," { items.append(item) }
          }
          if key == "children" || key == "files" { object.list = items }
        } else if value == "{" {
          reader.skipBlock()
        } else {
          object.fields[key] = value
        }
        _ = reader.next()  // `;`
      }
      _ = reader.next()  // `;`
      objects[identifier] = object
    }
    for (identifier, object) in objects where object.fields["isa"] == "PBXGroup" || object.fields["isa"] == "PBXVariantGroup" {
      for child in object.list { parents[child] = identifier }
    }
  }

  /// The paths, relative to the project's folder as far as its groups say, of the files named
  /// `name` that a build phase holds: `App/Scenes/ViewModel/MateViewModel.swift`.
  public func builtPaths(named name: String) -> [String] {
    var paths: [String] = []
    for object in objects.values where object.fields["isa"] == "PBXBuildFile" {
      guard let reference = object.fields["fileRef"], let file = objects[reference], let path = file.fields["path"],
        path == name || path.hasSuffix("/" + name)
      else { continue }
      paths.append(resolved(path, of: reference, sourceTree: file.fields["sourceTree"]))
    }
    return paths.sorted()
  }

  /// A reference's path with the paths of the groups above it, up to one not relative to its
  /// group (the project's folder, `SOURCE_ROOT`) or the main group.
  private func resolved(_ path: String, of identifier: String, sourceTree: String?) -> String {
    var components = [path]
    var node = identifier
    var tree = sourceTree
    // A chain of groups is short; the bound keeps a cyclic file from looping.
    var steps = 0
    while tree == "<group>", let parent = parents[node], steps < 64 {
      steps += 1
      let group = objects[parent]
      if let path = group?.fields["path"] { components.insert(path, at: 0) }
      tree = group?.fields["sourceTree"]
      node = parent
    }
    return components.joined(separator: "/")
  }

  /// The tokens of the property-list text Xcode writes: words, quoted strings (unquoted), and
  /// the punctuation `{ } ( ) = ; ,`; comments skipped.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func next() -> String? {
      skipSpaceAndComments()
      guard position < bytes.count else { return nil }
      let byte = bytes[position]
      if Self.punctuation.contains(byte) {
        position += 1
        return String(decoding: [byte], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\"") {
        position += 1
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
          if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
          value.append(bytes[position])
          position += 1
        }
        position += 1
        return String(decoding: value, as: UTF8.self)
      }
      let start = position
      while position < bytes.count, !Self.punctuation.contains(bytes[position]), !Self.isSpace(bytes[position]),
        bytes[position] != UInt8(ascii: "\""), !startsComment()
      {
        position += 1
      }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Moves past the word `word` (a key such as `objects`); false when it never comes.
    mutating func skip(to word: String) -> Bool {
      while let token = next() {
        if token == word { return true }
      }
      return false
    }

    /// Past the `}` that closes a block whose `{` was just read.
    mutating func skipBlock() {
      var depth = 1
      while depth > 0, let token = next() {
        if token == "{" { depth += 1 }
        if token == "}" { depth -= 1 }
      }
    }

    private mutating func skipSpaceAndComments() {
      while position < bytes.count {
        if Self.isSpace(bytes[position]) {
          position += 1
        } else if startsComment() {
          if bytes[position + 1] == UInt8(ascii: "*") {
            position += 2
            while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
            position += 2
          } else {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
          }
        } else {
          return
        }
      }
    }

    private func startsComment() -> Bool {
      position + 1 < bytes.count && bytes[position] == UInt8(ascii: "/") && (bytes[position + 1] == UInt8(ascii: "*") || bytes[position + 1] == UInt8(ascii: "/"))
    }

    private static let punctuation: Set<UInt8> = Set("{}()=;,".utf8)

    private static func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
  }
}
