/// What a view model's member becomes in the feature.
public enum MemberRole: String, Sendable, CaseIterable {
  /// A field of `State`.
  case state
  /// A case of `Action.View`.
  case viewAction
  /// A method that returns a value and changes nothing: what TCA reads from State, never an action.
  case query
  /// A closure the parent sets: a case of `Action.Delegate`, a closure parameter of the bridge.
  case outcome
  /// `weak var delegate: P`: one `Delegate` case per requirement of `P`.
  case delegateReference
  /// A service: a `@Dependency` and a `@DependencyClient` wrapping it.
  case service
  /// Shared data, which has one owner: reached through it, never copied.
  case shared
  /// Its parameters are the values the feature starts from (the seed).
  case initializer
  /// Combine and Task plumbing: effects replace it.
  case plumbing
  case ignored
}

/// A member's role and the rule or annotation that gave it, for `graft inspect`.
public struct MemberClassification: Sendable {
  public var member: Member
  public var role: MemberRole
  /// Why, in a few words: "@Published var", "annotation 'ignore'"…
  public var reason: String
  /// For state: whether the view may write it (`binding`); false for `private(set)`.
  public var isBindable = false
  /// For state: a value the view does not observe (a constant, a property of an ObservableObject
  /// that is not `@Published`), which State holds only when its type is known to be a value.
  public var isUnobserved = false
  /// What the team should hear about a member whose role loses something the view model had:
  /// an event stream or a view-layer object left out of the feature.
  public var advisory: String? = nil
  /// For a service nobody hands in: how the view model reaches it (`CacheService.shared`).
  var reach: ServiceReach? = nil
  /// For a view action: a private helper the initializer runs (`observeScores()`), an action
  /// only as the feature's start, and only when its body is ported; otherwise a helper again.
  var isStartHelper = false
}
