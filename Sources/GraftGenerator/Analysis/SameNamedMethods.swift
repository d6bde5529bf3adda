import SwiftDeclarationParser

/// Where other types call a method of their own that is named like one of a view model's: the
/// `handleError(error:)` or `loadData()` that each view model of an app declares for itself and
/// calls bare. Such a word names no call of the view model's, so `OwnSteps` does not count it as
/// one from outside.
///
/// A mention counts as another type's own call when it is inside one of that type's members, the
/// type (or a class it inherits from) declares a method of the name, and nothing but `self`
/// comes before it: `handleError(…)`, `self.handleError(…)`, `self?.handleError(…)`.
/// `viewModel.handleError(…)` stays a call from outside.
struct SameNamedMethods {
  /// For each name, the members of the types that declare a method of it (or inherit one), each
  /// with its type's name, by path.
  private var callers: [String: [String: [(type: String, range: Range<Int>)]]] = [:]
  /// The bytes of the files that hold such members.
  private var bytes: [String: [UInt8]] = [:]

  /// `names`: the methods to look for.
  init(of names: Set<String>, in files: [SourceFile], index: SourceIndex) {
    guard !names.isEmpty else { return }
    // Each type's members that run code and the methods it declares, wherever it is declared or
    // extended, by the type's simple name.
    var members: [String: [(path: String, range: Range<Int>)]] = [:]
    var declared: [String: Set<String>] = [:]
    for file in files {
      var stack = file.declarations.filter(\.kind.isTypeLike)
      while let type = stack.popLast() {
        let name = String(type.name.split(separator: ".").last ?? "")
        // A protocol's extension calls what the conforming type declares: the view model's own
        // method, where the view model conforms.
        guard type.kind != .protocol, !(type.kind == .extension && index.protocols[name] != nil) else { continue }
        for member in type.members {
          if member.kind.isTypeLike {
            stack.append(member)
            continue
          }
          members[name, default: []].append((file.path, member.byteRange))
          if member.kind == .function, names.contains(member.name) { declared[name, default: []].insert(member.name) }
        }
      }
    }
    for (type, methods) in declared {
      // A subclass calls what its superclass declares bare too.
      for caller in [type] + index.descendants(ofClass: type).keys {
        for (path, range) in members[caller] ?? [] {
          for method in methods { callers[method, default: [:]][path, default: []].append((caller, range)) }
        }
      }
    }
    let paths = Set(callers.values.flatMap(\.keys))
    for file in files where paths.contains(file.path) { bytes[file.path] = file.bytes }
  }

  /// Whether the mention of `name` at `offset` of `path` is a call of its own method by a type
  /// other than `excluded` (the view model and its subclasses, whose calls are its own anyway).
  func isOwnCall(of name: String, path: String, offset: Int, byTypeOtherThan excluded: Set<String>) -> Bool {
    guard let members = callers[name]?[path], members.contains(where: { !excluded.contains($0.type) && $0.range.contains(offset) }),
      let bytes = bytes[path]
    else { return false }
    var index = offset - 1
    func skipSpaces() {
      while index >= 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) { index -= 1 }
    }
    skipSpaces()
    guard index >= 0, bytes[index] == UInt8(ascii: ".") else { return true }
    index -= 1
    if index >= 0, bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "!") { index -= 1 }
    skipSpaces()
    let receiver = Array("self".utf8)
    guard index >= receiver.count - 1, Array(bytes[(index - receiver.count + 1)...index]) == receiver else { return false }
    let before = index - receiver.count
    // `self`, not `myself` or `viewModel.self`.
    return before < 0 || !(WordMentions.isWordByte(bytes[before]) || bytes[before] == UInt8(ascii: "."))
  }
}
