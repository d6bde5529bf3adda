/// The classes the app's storyboards and nibs name as live code. A scene's controller is made
/// when something reaches the scene: it is its storyboard's first, a segue or a reference leads
/// to it, or code names its identifier (`instantiateViewController(withIdentifier:
/// "DialogRename")`, an enum's raw value). A scene nothing reaches (a dialog left in a storyboard
/// after its code stopped showing it) names its class no more than a comment would: the class is
/// live only if code names it. Every other class a storyboard or a nib names (a view's, an
/// object's) is named.
enum StoryboardReach {
  /// `codeWords`: the words of the app's code (`words(of:)`), made only when a scene nothing
  /// else reaches has an identifier to look for.
  static func namedClasses(in storyboards: [Storyboard], codeWords: () -> Set<String>) -> [String] {
    var byName: [String: Int] = [:]
    for (index, storyboard) in storyboards.enumerated() where byName[storyboard.name] == nil { byName[storyboard.name] = index }
    // Per storyboard, the ids of the controllers something reaches.
    var reached = storyboards.map { storyboard in Set(storyboard.initialController.map { [$0] } ?? []) }
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
        }
      }
    }
    var words: Set<String>?
    var sceneClasses: Set<String> = []
    var live: Set<String> = []
    for (index, storyboard) in storyboards.enumerated() {
      for controller in storyboard.controllers {
        guard let customClass = controller.customClass else { continue }
        sceneClasses.insert(customClass)
        if reached[index].contains(controller.id) {
          live.insert(customClass)
        } else if let identifier = controller.storyboardIdentifier {
          if words == nil { words = codeWords() }
          if words?.contains(identifier) == true { live.insert(customClass) }
        }
      }
    }
    return storyboards.flatMap(\.namedClasses).filter { !sceneClasses.contains($0) || live.contains($0) }
  }

  /// The words of the app's code: its identifiers, and the words its string literals hold
  /// (`"DialogRename"`). A byte outside ASCII is part of a word.
  static func words(of sources: [[UInt8]]) -> Set<String> {
    var words: Set<String> = []
    for bytes in sources {
      var start: Int?
      for (offset, byte) in bytes.enumerated() {
        let isWordByte = byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        if isWordByte {
          if start == nil { start = offset }
        } else if let first = start {
          words.insert(String(decoding: bytes[first..<offset], as: UTF8.self))
          start = nil
        }
      }
      if let first = start { words.insert(String(decoding: bytes[first...], as: UTF8.self)) }
    }
    return words
  }
}
