/// Swift's rule for a plain identifier (no backticks), for names that come from annotations,
/// `graft.json` and folder names before Graft writes them into code.
enum SwiftIdentifier {
  /// `continue` for `` `continue` ``: a name without the backticks that let it be a keyword,
  /// for making another name from it (`continueResponse`).
  static func unquoted(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// Swift's reserved words: a name among them is written in backticks (`` `public` ``), though
  /// an argument label may be one as it is (`create(public: true)`).
  static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
    "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "Type",
  ]

  /// `` `public` `` for `public`; any other name as it is.
  static func escaped(_ name: String) -> String { reservedWords.contains(name) ? "`\(name)`" : name }

  static func isValid(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
  }

  /// Whether Swift text names `name` as a whole word, not as another value's member
  /// (`name`, `name.count`, but not `other.name` or `rename`).
  static func isMentioned(_ name: String, in text: String) -> Bool {
    var searched = text[...]
    while let found = searched.range(of: name) {
      let before = found.lowerBound == text.startIndex ? " " : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? " " : text[found.upperBound]
      let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
      if !isWord(before) && before != "." && !isWord(after) { return true }
      searched = text[found.upperBound...]
    }
    return false
  }

  /// Whether Swift text reaches a member of the value `name` (`request.nonce = …`,
  /// `request.scopes`), not another value's `other.request.nonce`.
  static func readsMember(of name: String, in text: String) -> Bool {
    mentionedChains(in: text).contains { $0.hasPrefix(name + ".") }
  }

  /// Whether Swift text assigns `name` itself, a property of the object the text runs in:
  /// `name = …`, `self.name = …` or `self?.name = …`, but not `name == …`, `name.x = …`,
  /// `other.name = …`, nor a new name bound to it (`let name = name`, `if let name = self.name`,
  /// a capture `[name = self.name]`).
  static func isAssigned(_ name: String, in text: String) -> Bool {
    // Read as bytes: asked for every service and `var` of every view model over its methods'
    // bodies, Foundation's `range(of:)` cost a generate run a thirtieth of its instructions.
    let bytes = Array(text.utf8)
    let wanted = Array(name.utf8)
    guard let first = wanted.first, bytes.count >= wanted.count else { return false }
    let isWord = { (byte: UInt8) in
      byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    func endsWith(_ suffix: String, at end: Int) -> Bool {
      let suffix = Array(suffix.utf8)
      return end >= suffix.count && bytes[(end - suffix.count)..<end].elementsEqual(suffix)
    }
    var start = 0
    while start + wanted.count <= bytes.count {
      defer { start += 1 }
      guard bytes[start] == first, bytes[start..<(start + wanted.count)].elementsEqual(wanted) else { continue }
      let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
      let throughSelf = endsWith("self?.", at: start) ? 6 : endsWith("self.", at: start) ? 5 : 0
      guard !isWord(before), before != UInt8(ascii: ".") || throughSelf > 0 else { continue }
      var after = start + wanted.count
      while after < bytes.count, isBlank(bytes[after]) { after += 1 }
      guard after < bytes.count, bytes[after] == UInt8(ascii: "="), after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { continue }
      // What stands before the name, past spaces: `let`/`var` bind it; `[` or `,` start a
      // capture or another binding.
      var preceding = start - throughSelf - 1
      while preceding >= 0, isBlank(bytes[preceding]) { preceding -= 1 }
      if preceding >= 0, bytes[preceding] == UInt8(ascii: "[") || bytes[preceding] == UInt8(ascii: ",") { continue }
      var wordStart = preceding
      while wordStart >= 0, isWord(bytes[wordStart]) { wordStart -= 1 }
      if wordStart < preceding {
        let word = bytes[(wordStart + 1)...preceding]
        if word.elementsEqual("let".utf8) || word.elementsEqual("var".utf8) { continue }
      }
      return true
    }
    return false
  }

  /// Every dotted chain of names the text holds, and each of its leading parts: `self.$query.sink`
  /// gives `self`, `self.$query` and `self.$query.sink`, written over several lines or not. A
  /// chain starts where a name follows neither a name nor a `.`, so a member of another value
  /// (`other.name`) starts none. One pass over the text: asking `isMentioned` for each of many
  /// words reads the text once per word.
  static func mentionedChains(in text: String) -> Set<String> { chains(in: text).mentioned }

  /// The chains of `mentionedChains(in:)`, and the whole ones among them: `email` in
  /// `combineLatest(email, password)`, not in `email.value` nor in `self.email = …`.
  static func chains(in text: String) -> (mentioned: Set<String>, whole: Set<String>) {
    var chains: Set<String> = []
    var whole: Set<String> = []
    let bytes = Array(text.utf8)
    let isWord = { (byte: UInt8) in
      byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x30 && byte <= 0x39)
        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
    let isSpace = { (byte: UInt8) in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) }
    var index = 0
    while index < bytes.count {
      let previous = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
      guard isWord(bytes[index]), !isWord(previous), previous != UInt8(ascii: ".") else {
        index += 1
        continue
      }
      var end = index
      var chain = ""
      while true {
        let start = end
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        chain += (chain.isEmpty ? "" : ".") + String(decoding: bytes[start..<end], as: UTF8.self)
        chains.insert(chain)
        // `$query\n  .debounce(…)`: the chain goes on after spaces and line breaks.
        var dot = end
        while dot < bytes.count, isSpace(bytes[dot]) { dot += 1 }
        guard dot + 1 < bytes.count, bytes[dot] == UInt8(ascii: "."), isWord(bytes[dot + 1]) else {
          // `self.events = events`: a chain assigned to is stored into, not handed on; in
          // `Child(events: .init())`, `events` is a label.
          let isAssigned = dot + 1 < bytes.count && bytes[dot] == UInt8(ascii: "=") && bytes[dot + 1] != UInt8(ascii: "=")
          // (Only an argument's: after `(` or `,`; `b` of `a ? b : c` is a value.)
          var before = index - 1
          while before >= 0, isSpace(bytes[before]) { before -= 1 }
          let isLabel = dot < bytes.count && bytes[dot] == UInt8(ascii: ":") && !chain.contains(".")
            && before >= 0 && (bytes[before] == UInt8(ascii: "(") || bytes[before] == UInt8(ascii: ","))
          if !isAssigned, !isLabel { whole.insert(chain) }
          break
        }
        end = dot + 1
      }
      index = end
    }
    return (chains, whole)
  }

  /// The capitalized names a line of code writes outside its string literals: the types it
  /// names (`URL`, `NSManagedObjectContext`), for the imports they need.
  static func typeNames(in line: String) -> [String] {
    var names: [String] = []
    var current = ""
    var inString = false
    var previous: Character = " "
    for character in line + " " {
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString, character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if current.first?.isUppercase == true { names.append(current) }
        current = ""
      }
      previous = character
    }
    return names
  }
}
