/// The navigation a storyboard wires, between the app's classes: each segue from a scene whose
/// controller is an app class to the app class it shows, through navigation and tab
/// containers (their root and tab relationships) and references to other storyboards. A segue a
/// button triggers has no Swift at all; one code triggers with `performSegue(withIdentifier:)`
/// is found by its identifier.
struct StoryboardSegues: Sendable {
  struct Segue: Sendable, Equatable {
    var source: Int
    var destination: Int
    var kind: NavigationEdge.Kind
    var identifier: String?
    /// `segue 'SelectServer' in Main`, for people.
    var description: String
    var location: AuditLocation
  }

  /// Every segue the storyboards wire between app types, in storyboard and document order.
  let segues: [Segue]
  /// Per app type, its segues' indices in `segues`.
  let bySource: [Int: [Int]]
  /// App types a storyboard shows: the destination of a segue that is not an embedding (a
  /// container's root and tabs included).
  let shown: Set<Int>
  /// App types a storyboard makes: those it shows, those it embeds, and those code instantiates,
  /// by their identifier or as a storyboard's first controller: code may embed those by hand as
  /// well as show them.
  let made: Set<Int>
  /// App types a storyboard has a scene of, however it is reached: the storyboard makes them.
  let inScenes: Set<Int>
  /// App types a storyboard only embeds in a container view, never shows: parts of the
  /// container's screen.
  let embedded: Set<Int>

  static let none = StoryboardSegues(segues: [], bySource: [:], shown: [], made: [], inScenes: [], embedded: [])

  private init(segues: [Segue], bySource: [Int: [Int]], shown: Set<Int>, made: Set<Int>, inScenes: Set<Int>, embedded: Set<Int>) {
    self.segues = segues
    self.bySource = bySource
    self.shown = shown
    self.made = made
    self.inScenes = inScenes
    self.embedded = embedded
  }

  init(storyboards: [Storyboard], sources: AuditSources) {
    let byName = Storyboard.positionsByName(storyboards)
    let controllerIndex = storyboards.map { storyboard in
      Dictionary(storyboard.controllers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    let identified = storyboards.map { storyboard in
      Dictionary(
        storyboard.controllers.compactMap { controller in controller.storyboardIdentifier.map { ($0, controller.id) } },
        uniquingKeysWith: { first, _ in first })
    }
    func appType(_ controller: Storyboard.Controller) -> Int? {
      controller.customClass.flatMap { sources.resolve($0, from: nil) }
    }
    // What each controller stands for, worked out once: containers and references may lead to
    // each other in a circle, and many segues lead to one container.
    var resolved: [Int: [Int]] = [:]
    var inProgress: Set<Int> = []
    let offsets = storyboards.reduce(into: [0]) { $0.append($0.last! + $1.controllers.count) }
    /// The app types a controller stands for: itself, or what a container or a reference holds.
    func shownTypes(storyboard: Int, id: String) -> [Int] {
      guard let index = controllerIndex[storyboard][id] else { return [] }
      let key = offsets[storyboard] + index
      if let known = resolved[key] { return known }
      guard inProgress.insert(key).inserted else { return [] }
      defer { inProgress.remove(key) }
      let controller = storyboards[storyboard].controllers[index]
      var types: [Int] = []
      if let type = appType(controller) {
        types = [type]
      } else if controller.element == "viewControllerPlaceholder" {
        // A reference with no storyboard's name refers into its own storyboard.
        if let other = controller.referencedStoryboard.map({ byName[$0] }) ?? storyboard {
          let target = controller.referencedIdentifier.map { identified[other][$0] } ?? storyboards[other].initialController
          types = target.map { shownTypes(storyboard: other, id: $0) } ?? []
        }
      } else {
        // A container of the framework's: what its root, its tabs or its pages are.
        for segue in controller.segues where segue.kind == "relationship" {
          for type in shownTypes(storyboard: storyboard, id: segue.destination) where !types.contains(type) { types.append(type) }
        }
      }
      resolved[key] = types
      return types
    }

    var segues: [Segue] = []
    var bySource: [Int: [Int]] = [:]
    var shown: Set<Int> = []
    var made: Set<Int> = []
    var embeds: Set<Int> = []
    var inScenes: Set<Int> = []
    for (storyboardIndex, storyboard) in storyboards.enumerated() {
      if let initial = storyboard.initialController { made.formUnion(shownTypes(storyboard: storyboardIndex, id: initial)) }
      for controller in storyboard.controllers {
        if controller.storyboardIdentifier != nil, let type = appType(controller) { made.insert(type) }
        guard let source = appType(controller) else { continue }
        inScenes.insert(source)
        for segue in controller.segues {
          guard let kind = Self.kind(of: segue) else { continue }
          for destination in shownTypes(storyboard: storyboardIndex, id: segue.destination) where destination != source {
            if segue.kind == "embed" {
              made.insert(destination)
              embeds.insert(destination)
            } else {
              shown.insert(destination)
            }
            bySource[source, default: []].append(segues.count)
            let name = segue.identifier.map { "segue '\($0)'" } ?? (segue.kind == "relationship" ? "relationship" : "segue")
            segues.append(Segue(
              source: source, destination: destination, kind: kind, identifier: segue.identifier,
              description: "\(name) in \(storyboard.name)", location: segue.location))
          }
        }
      }
    }
    self.segues = segues
    self.bySource = bySource
    self.shown = shown
    self.made = made.union(shown)
    self.inScenes = inScenes.union(self.made)
    self.embedded = embeds.subtracting(shown)
  }

  /// How a segue shows its destination; nil for one that goes back (`unwind`).
  private static func kind(of segue: Storyboard.Segue) -> NavigationEdge.Kind? {
    switch segue.kind {
    case "show", "push", "showDetail", "replace": return .pushes
    case "presentation", "modal", "popoverPresentation", "popover", "custom": return .presents
    // A controller embedded in a container view, or a tab of a tab bar controller the app subclassed.
    case "embed", "relationship": return .storesChild
    default: return nil
    }
  }
}
