import GraftSupport

/// A service method that answers once through RxSwift: `func fetchUser() -> Single<User>`, a
/// `Maybe<User>` or a `Completable`. Its client's endpoint waits for that answer instead
/// (`async throws -> User`), the way a TCA effect calls a dependency; its live closure subscribes
/// and resumes a continuation with the one event the trait delivers.
///
/// An `Observable` is left as it is: it may deliver any number of values, which no single
/// wait stands for.
struct RxTrait: Sendable, Equatable {
  enum Kind: String, Sendable {
    /// Exactly one value or a failure.
    case single = "Single"
    /// One value, none, or a failure.
    case maybe = "Maybe"
    /// The end or a failure, no value.
    case completable = "Completable"
  }

  var kind: Kind
  /// The element the trait delivers: `User`; `Never` for a `Completable`.
  var element: String

  /// The endpoint's return type: the element, optional for a `Maybe`, `Void` for a
  /// `Completable`.
  var returnType: String {
    switch kind {
    case .single: element
    case .maybe: TypeText(element).isClosure || element.contains(" ") ? "(\(element))?" : element + "?"
    case .completable: "Void"
    }
  }

  /// `returnType` is the method's written result. Unqualified names count only in a file that
  /// imports RxSwift (or RxCocoa, which re-exports it), and only when the app declares no type
  /// of that name itself.
  init?(returnType: String, imports: [String], declaresOwn: (String) -> Bool) {
    var text = returnType.trimmed()
    let qualified = text.hasPrefix("RxSwift.")
    if qualified { text.removeFirst("RxSwift.".count) }
    let importsRx = imports.contains { ["RxSwift", "RxCocoa"].contains($0) }
    func named(_ name: String) -> Bool { qualified || (importsRx && !declaresOwn(name)) }
    if text == "Completable", named("Completable") {
      self.init(kind: .completable, element: "Never")
      return
    }
    for kind in [Kind.single, .maybe] {
      if let arguments = TopLevelSplit.genericArguments(of: text, named: kind.rawValue), arguments.count == 1, named(kind.rawValue) {
        self.init(kind: kind, element: arguments[0])
        return
      }
    }
    // `PrimitiveSequence<SingleTrait, User>`: what the aliases stand for.
    guard let arguments = TopLevelSplit.genericArguments(of: text, named: "PrimitiveSequence"), arguments.count == 2, named("PrimitiveSequence"),
      let kind = [Kind.single, .maybe, .completable].first(where: { arguments[0] == $0.rawValue + "Trait" })
    else { return nil }
    if kind == .completable, arguments[1] != "Never" { return nil }
    self.init(kind: kind, element: arguments[1])
  }

  private init(kind: Kind, element: String) {
    self.kind = kind
    self.element = element
  }

  /// What the live closure appends to the legacy call to resume `continuation` with the
  /// trait's one event: `.subscribe(onSuccess: { … }, onFailure: { … })`. The closures are
  /// `@Sendable`: formed in a main-actor closure they would otherwise be the main actor's, which
  /// Swift 6 checks when the trait calls them from the thread it answers on.
  func subscription(resuming continuation: String) -> String {
    let failure = "{ @Sendable error in \(continuation).resume(throwing: error) }"
    switch kind {
    case .single:
      return ".subscribe(onSuccess: { @Sendable value in \(continuation).resume(returning: value) }, onFailure: \(failure))"
    case .maybe:
      return ".subscribe(onSuccess: { @Sendable value in \(continuation).resume(returning: value) }, onError: \(failure), "
        + "onCompleted: { @Sendable in \(continuation).resume(returning: nil) })"
    case .completable:
      return ".subscribe(onCompleted: { @Sendable in \(continuation).resume() }, onError: \(failure))"
    }
  }
}
