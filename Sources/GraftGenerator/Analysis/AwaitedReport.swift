/// How a service method reports its result other than by returning it, which its client's
/// endpoint waits for instead: through the completion it takes last, or through the RxSwift
/// trait it returns. Either way the live closure resumes a checked continuation with the one
/// report, so the endpoint reads `async throws -> Item` like any other.
enum AwaitedReport: Sendable, Equatable {
  case completion(CompletionHandler)
  case rx(RxTrait)

  var isThrowing: Bool {
    switch self {
    case let .completion(completion): completion.isThrowing
    case .rx: true
    }
  }

  /// The endpoint's return type, before the client writes it.
  var returnType: String {
    switch self {
    case let .completion(completion): completion.returnType
    case let .rx(trait): trait.returnType
    }
  }

  /// Whether the method's last parameter is the completion, which the endpoint does not take.
  var takesCompletion: Bool {
    if case .completion = self { true } else { false }
  }

  /// `withCheckedContinuation`, or its throwing sibling.
  var continuationFunction: String { isThrowing ? "withCheckedThrowingContinuation" : "withCheckedContinuation" }

  /// The live closure's statement, `call` followed by what hands its report to
  /// `continuation`: a trailing completion, or a subscription whose disposable it lets go (the
  /// trait ends the subscription with its one event).
  func statement(calling call: String, resuming continuation: String) -> String {
    switch self {
    case let .completion(completion): call + " " + completion.completion(resuming: continuation)
    case let .rx(trait): "_ = " + call + trait.subscription(resuming: continuation)
    }
  }

  /// The doc comment of the endpoint, for the legacy method `selector`.
  func summary(of selector: String) -> String {
    switch self {
    case .completion: "Waits for `\(selector)` to call its completion, which it must do exactly once."
    case let .rx(trait): "Waits for the `\(trait.kind.rawValue)` that `\(selector)` returns."
    }
  }
}
