import GraftSupport

/// An Interface Builder storyboard, as navigation needs it: each scene's controller (its id, the
/// app class it is, the identifier code instantiates it by) and the segues and relationships that
/// leave it. A UIKit app wired in storyboards navigates there, with no Swift to read.
struct Storyboard: Sendable, Equatable {
  struct Controller: Sendable, Equatable {
    /// The storyboard's own id for it, which segues name as their destination.
    var id: String
    /// `viewController`, `tableViewController`, `navigationController`…, or
    /// `viewControllerPlaceholder` for a reference to another storyboard.
    var element: String
    /// The app's class (`customClass`), when it is not the framework's own.
    var customClass: String?
    /// The identifier `instantiateViewController(withIdentifier:)` finds it by.
    var storyboardIdentifier: String?
    /// A placeholder's storyboard and the identifier it refers to there (its initial
    /// controller when there is none).
    var referencedStoryboard: String?
    var referencedIdentifier: String?
    var segues: [Segue]
    var location: AuditLocation
  }

  struct Segue: Sendable, Equatable {
    var destination: String
    /// `show`, `push`, `presentation`, `embed`, `relationship`, `unwind`…
    var kind: String
    var identifier: String?
    /// For a relationship: `rootViewController`, `viewControllers`…
    var relationship: String?
    var location: AuditLocation
  }

  /// The file's name without its extension: what `UIStoryboard(name:)` and references call it.
  var name: String
  var initialController: String?
  var controllers: [Controller]
  /// Every class the file names (`customClass`): its scenes', its views', its objects'. A nib
  /// (`.xib`), read the same way, has only these.
  var namedClasses: [String] = []
}

extension Storyboard {
  /// Each storyboard's position by its name, the first of a name (`Base.lproj` and a localized
  /// copy) in the order given: what `UIStoryboard(name:)` and references mean by the name.
  static func positionsByName(_ storyboards: [Storyboard]) -> [String: Int] {
    var byName: [String: Int] = [:]
    for (index, storyboard) in storyboards.enumerated() where byName[storyboard.name] == nil { byName[storyboard.name] = index }
    return byName
  }

  /// The storyboard (or nib) in a file's bytes. XML that is not a storyboard, or damaged, gives what
  /// could be read of it: the audit reads storyboards for evidence, never rejects one.
  init(path: String, bytes: [UInt8]) {
    name = PathNames.stem(path)
    initialController = nil
    controllers = []
    var lines = LineCounter(bytes: bytes)
    // The controller of the scene being read, by index in `controllers`: a scene's segues leave it.
    var sceneController: Int?
    var inScene = false
    XMLTags.forEach(in: bytes) { tag in
      if !tag.isClosing, let named = tag.attributes["customClass"] { namedClasses.append(named) }
      switch tag.name {
      case "document":
        if !tag.isClosing { initialController = tag.attributes["initialViewController"] }
      case "scene":
        inScene = !tag.isClosing
        sceneController = nil
      case "segue":
        guard let current = sceneController, let destination = tag.attributes["destination"] else { return }
        let (line, column) = lines.position(of: tag.offset)
        controllers[current].segues.append(Segue(
          destination: destination, kind: tag.attributes["kind"] ?? "", identifier: tag.attributes["identifier"],
          relationship: tag.attributes["relationship"], location: AuditLocation(path: path, line: line, column: column)))
      default:
        // Each scene has one controller, which its segues leave; any other one declared in it is
        // recorded too, for segues that name it.
        guard inScene, !tag.isClosing, tag.attributes["sceneMemberID"] == "viewController", let id = tag.attributes["id"] else { return }
        let (line, column) = lines.position(of: tag.offset)
        controllers.append(Controller(
          id: id, element: tag.name, customClass: tag.attributes["customClass"], storyboardIdentifier: tag.attributes["storyboardIdentifier"],
          referencedStoryboard: tag.attributes["storyboardName"], referencedIdentifier: tag.attributes["referencedIdentifier"], segues: [],
          location: AuditLocation(path: path, line: line, column: column)))
        if sceneController == nil { sceneController = controllers.count - 1 }
      }
    }
  }
}

/// Line and column of byte offsets met in increasing order, counted once over the bytes.
private struct LineCounter {
  let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func position(of target: Int) -> (line: Int, column: Int) {
    while offset < target, offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
    return (line, target - lineStart + 1)
  }
}
