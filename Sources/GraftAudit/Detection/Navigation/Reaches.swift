/// The screens a piece of code leads to, each with the strongest way it does: what the
/// navigation resolver keeps for a method, a route body or a part. Sorted by screen, so that
/// merging is deterministic.
struct Reaches: Sendable, Equatable {
  /// One step of the way, read out as text only for the edges reported.
  enum Step: Sendable, Equatable {
    case none
    /// A call's or a method's name: `present`, `showProfile`, `performSegue`.
    case token(file: Int, token: Int)
    /// `.profile in present`: a route's name and the call it is handed to (-1 for none).
    case route(file: Int, token: Int, presenter: Int)
    /// `DataSourceFacade.coordinateToProfileScene`.
    case member(MemberReference)
    /// A part's type: `StatusRowView`.
    case part(Int)
    /// A stored property: `notesList`.
    case property(type: Int, index: Int)
    /// A storyboard's segue, by index in `StoryboardSegues.segues`.
    case segue(Int)
  }

  struct Reach: Sendable, Equatable {
    var kind: NavigationEdge.Kind
    var idiom: NavigationEdge.Idiom
    /// How many methods, routes or parts lie between: of two equally plain ways, the more direct wins.
    var depth: Int
    /// What the way says first, and the resolver's node the rest of it lies through (-1 for none).
    var step: Step
    var through: Int

    /// Whether this way says more plainly that the code navigates than `other`.
    func isBetter(than other: Reach) -> Bool {
      (kind.strength, -depth) > (other.kind.strength, -other.depth)
    }
  }

  struct Item: Sendable, Equatable {
    /// A screen's position in `ScreenDetector.Result.screens`, or past its end a system screen's:
    /// `screens.count + ` its position in `SystemScreens.names`.
    var screen: Int
    var reach: Reach
  }

  private(set) var items: [Item] = []

  /// Adds a way to `screen`; one already known is kept unless the new one is plainer.
  mutating func add(_ screen: Int, _ reach: Reach) {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].screen < screen { low = middle + 1 } else { high = middle }
    }
    if low < items.count, items[low].screen == screen {
      if reach.isBetter(than: items[low].reach) { items[low].reach = reach }
    } else {
      items.insert(Item(screen: screen, reach: reach), at: low)
    }
  }
}
