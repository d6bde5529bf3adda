/// The classes the app's storyboards and nibs name as live code. A scene's controller is made
/// when something reaches the scene: it is its storyboard's first, a segue or a reference leads
/// to it, or code names its identifier (`instantiateViewController(withIdentifier:
/// "DialogRename")`, an enum's raw value). A scene nothing reaches (a dialog left in a storyboard
/// after its code stopped showing it) names its class no more than a comment would: the class is
/// live only if code names it. Every other class a storyboard or a nib names (a view's, an
/// object's) is named.
enum StoryboardReach {
  /// The storyboard Xcode's templates make the main one: counted as opened whatever the property
  /// lists and build settings name, since a project may still open it by its name elsewhere.
  static let mainStoryboardNames: Set<String> = ["Main"]
  /// The build settings that name the main storyboard where no `Info.plist` does.
  private static let mainStoryboardSettings = ["INFOPLIST_KEY_UIMainStoryboardFile", "INFOPLIST_KEY_NSMainStoryboardFile"]

  /// The main storyboards a `project.pbxproj`'s build settings name
  /// (`INFOPLIST_KEY_UIMainStoryboardFile = Home;`).
  static func mainStoryboards(inProject bytes: [UInt8]) -> [String] {
    var names: [String] = []
    for setting in mainStoryboardSettings {
      let key = Array(setting.utf8)
      var from = 0
      while let found = bytes.firstIndex(ofBytes: key, from: from) {
        from = found + key.count
        // ` = Home;` or ` = "Home";`
        let value = bytes[from...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "\"") }
          .prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") }
        if !value.isEmpty { names.append(String(decoding: value, as: UTF8.self)) }
      }
    }
    return names
  }

  /// `mainStoryboards`: those the projects' build settings name. `code`: the bytes of the app's
  /// Swift and Objective-C files and its property lists (which name its main storyboard), read
  /// only when a scene or a storyboard nothing else reaches has a name to look for.
  static func namedClasses(in storyboards: [Storyboard], mainStoryboards: Set<String> = [], code: () -> [[UInt8]]) -> [String] {
    let byName = Storyboard.positionsByName(storyboards)
    // Per storyboard, the ids of the controllers something reaches.
    var reached = storyboards.map { _ in Set<String>() }
    // The storyboards something opens: another's reference, the app's main one, or code that
    // names it; their first controllers are reached.
    let main = mainStoryboardNames.union(mainStoryboards)
    var opened = Set(storyboards.indices.filter { main.contains(storyboards[$0].name) })
    for (index, storyboard) in storyboards.enumerated() {
      for controller in storyboard.controllers {
        for segue in controller.segues { reached[index].insert(segue.destination) }
        // A reference to another storyboard reaches the scene it names there, or its first.
        guard controller.element == "viewControllerPlaceholder" else { continue }
        let other = controller.referencedStoryboard.flatMap { byName[$0] } ?? index
        if let identifier = controller.referencedIdentifier,
          let id = storyboards[other].controllers.first(where: { $0.storyboardIdentifier == identifier })?.id
        {
          reached[other].insert(id)
        } else {
          opened.insert(other)
        }
      }
    }
    // `UIStoryboard(name: "GlobalLoading", …)`, `R.storyboard.globalLoading`, SwiftGen's
    // `StoryboardScene.GlobalLoading`: a storyboard only a comment names opens nowhere.
    let unopened = storyboards.indices.filter { !opened.contains($0) && storyboards[$0].initialController != nil }
    if !unopened.isEmpty {
      let names = Set(unopened.map { storyboards[$0].name })
      let named = namedIdentifiers(names, orWords: names, in: code())
      opened.formUnion(unopened.filter { named.contains(storyboards[$0].name) })
    }
    for index in opened { if let initial = storyboards[index].initialController { reached[index].insert(initial) } }
    var sceneClasses: Set<String> = []
    var live: Set<String> = []
    var waiting: [(customClass: String, identifier: String)] = []
    for (index, storyboard) in storyboards.enumerated() {
      for controller in storyboard.controllers {
        guard let customClass = controller.customClass else { continue }
        sceneClasses.insert(customClass)
        if reached[index].contains(controller.id) {
          live.insert(customClass)
        } else if let identifier = controller.storyboardIdentifier {
          waiting.append((customClass, identifier))
        }
      }
    }
    if !waiting.isEmpty {
      let named = namedIdentifiers(Set(waiting.map(\.identifier)), in: code())
      for scene in waiting where named.contains(scene.identifier) { live.insert(scene.customClass) }
    }
    return storyboards.flatMap(\.namedClasses).filter { !sceneClasses.contains($0) || live.contains($0) }
  }

  /// The identifiers the code names: as a string literal's whole text
  /// (`instantiateViewController(withIdentifier: "DialogRename")`, an enum's raw value), or as
  /// the accessor a resource generator writes for it (R.swift's `R.storyboard.main.dialogRename()`,
  /// SwiftGen's `StoryboardScene.Main.dialogRename`); and of `words`, those it writes as a whole
  /// word too (a storyboard's name, `StoryboardScene.GlobalLoading`). An identifier as a bare word
  /// is not enough: it is most often the class's own name, which its declaration writes. What a
  /// comment names (code left there after it stopped running) is not named.
  static func namedIdentifiers(_ identifiers: Set<String>, orWords words: Set<String> = [], in files: [[UInt8]]) -> Set<String> {
    var accessors: [String: String] = [:]
    for identifier in identifiers where identifier.utf8.allSatisfy(isWordByte) {
      let accessor = identifier.prefix(1).lowercased() + identifier.dropFirst()
      if accessor != identifier { accessors[accessor] = identifier }
    }
    for word in words { accessors[word] = word }
    // Only a word or a literal of a wanted length is made into a string.
    let wordLengths = Set(accessors.keys.map(\.utf8.count))
    let literalLengths = Set(identifiers.map(\.utf8.count))
    let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    var named: Set<String> = []
    for bytes in files {
      var word: Int?
      var literal: Int?
      var offset = 0
      while offset <= bytes.count {
        defer { offset += 1 }
        // One past the end ends the last word.
        let byte = offset < bytes.count ? bytes[offset] : newline
        if let start = literal {
          if byte == quote, bytes[offset - 1] != backslash {
            literal = nil
            if literalLengths.contains(offset - start) {
              let text = String(decoding: bytes[start..<offset], as: UTF8.self)
              if identifiers.contains(text) { named.insert(text) }
            }
          } else if byte == newline {
            literal = nil
          }
          continue
        }
        if isWordByte(byte) {
          if word == nil { word = offset }
          continue
        }
        if let start = word {
          word = nil
          if wordLengths.contains(offset - start), let identifier = accessors[String(decoding: bytes[start..<offset], as: UTF8.self)] {
            named.insert(identifier)
          }
        }
        if byte == quote { literal = offset + 1 }
        // Past a comment: `//` to the end of its line, `/* … */` to its end.
        if byte == slash, offset + 1 < bytes.count {
          if bytes[offset + 1] == slash {
            while offset + 1 < bytes.count, bytes[offset + 1] != newline { offset += 1 }
          } else if bytes[offset + 1] == star {
            offset += 2
            while offset + 1 < bytes.count, !(bytes[offset] == star && bytes[offset + 1] == slash) { offset += 1 }
            offset += 1
          }
        }
      }
    }
    return named
  }

  /// A byte of an identifier: a letter, a digit, `_`, or any byte outside ASCII.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }
}
