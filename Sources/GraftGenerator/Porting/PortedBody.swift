/// A view action's body carried into the reducer with the same behaviour: what its case does,
/// the responses its effects send back and what each of them does, and how a test proves it.
public struct PortedBody: Sendable, Equatable {
  /// The action's case: statements on `state`, ending in `return` with its effect.
  public var lines: [String]
  /// What the effects send back, each with the case (or cases) that handle it.
  public var responses: [PortedResponse] = []
  /// Every line it writes: its case's, then those of its responses' handlers.
  var allLines: [String] { lines + responses.flatMap { $0.handlers.flatMap(\.lines) } }
  /// The exhaustive tests of the action (its success and, when it catches, its failure), each
  /// by name.
  public var tests: [NamedTest] = []
  /// The action's values its case reads, which its pattern binds (the others are `_`).
  public var readsPayload: Set<String> = []
  /// The reducer's `CancelID` cases its effects run under or cancel: its stored tasks'.
  public var cancelIDs: [String] = []
  /// TCA's dependencies the case asks for: `now` for `Date()`, `uuid()` for `UUID()`.
  public var systemDependencies: [SystemDependency] = []
  /// The view model's loggers the case logs through (`HeldLogger`), which the reducer holds.
  public var loggers: [String] = []
  /// The animation the legacy method made its changes with (`.default` for `withAnimation { … }`),
  /// which the view asks for when it sends the action: `send(.refresh, animation: .default)`.
  public var animation: String? = nil

  public init(lines: [String], responses: [PortedResponse] = [], tests: [NamedTest] = []) {
    self.lines = lines
    self.responses = responses
    self.tests = tests
  }

  public struct NamedTest: Sendable, Equatable {
    public var name: String
    public var test: PortTest
  }

  /// One response where two carry the same values back and handle them the same way: a wait
  /// the port carried into each branch of an `if` (`reloadListResponse`, `reloadListLoadResponse`)
  /// is one case, as a person would write it, and the sends of the others name the first.
  mutating func mergeIdenticalResponses() {
    var kept: [PortedResponse] = []
    var renamed: [String: String] = [:]
    for response in responses {
      let name = response.response.name
      if let twin = kept.first(where: { $0.isSame(as: response) }) {
        renamed[name] = twin.response.name
      } else {
        kept.append(response)
      }
    }
    guard !renamed.isEmpty else { return }
    func rename(_ line: String) -> String {
      renamed.reduce(line) { line, pair in PortedResponse.renamingCase(pair.key, to: pair.value, in: line) }
    }
    lines = lines.map(rename)
    responses = kept.map { response in
      var response = response
      response.handlers = response.handlers.map { PortedResponse.Handler(pattern: $0.pattern, lines: $0.lines.map(rename)) }
      return response
    }
  }
}

/// A response case and how the reducer handles it: `saveTappedResponse(Result<Note, any Error>)`
/// with a `.success` and a `.failure` case.
public struct PortedResponse: Sendable, Equatable {
  public var response: ResponseCase
  /// Extra values the response carries back for what follows the `await` (the action's
  /// parameters it reads), after the result.
  public var carried: [Value] = []
  public var handlers: [Handler]
  /// Sent when the work fails (a publisher's failure), which a test of its own receives.
  public var isFailure = false
  /// Where the statement that sends it is written (a delay's, a subscription's), by which a test
  /// that runs the body finds the case: two branches may each send one.
  public var sourcePosition: Int? = nil

  public struct Handler: Sendable, Equatable {
    /// `case let .saveTappedResponse(.success(note)):`
    public var pattern: String
    public var lines: [String]
  }

  /// Whether `other` carries the same values back and handles them with the same lines, its
  /// name aside.
  func isSame(as other: PortedResponse) -> Bool {
    guard response.result == other.response.result, carried == other.carried, isFailure == other.isFailure,
      handlers.count == other.handlers.count
    else { return false }
    return zip(handlers, other.handlers).allSatisfy { mine, theirs in
      mine.lines == theirs.lines && mine.pattern == Self.renamingCase(other.response.name, to: response.name, in: theirs.pattern)
    }
  }

  /// `line` with the case `.old` (followed by anything but a name's character: `(`, `:`, `)`)
  /// written `.new`.
  static func renamingCase(_ old: String, to new: String, in line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let found = rest.range(of: "." + old) {
      let after = rest[found.upperBound...].first
      let isWhole = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      result += rest[..<found.lowerBound] + (isWhole ? "." + new : rest[found])
      rest = rest[found.upperBound...]
    }
    return result + rest
  }
}

/// A test of a ported action: the dependencies it overrides with samples, what it sends, and
/// each step with the state it expects, exhaustively.
public struct PortTest: Sendable, Equatable {
  /// Lines before the store: sample values the steps name (`let note = Note(…)`).
  public var prelude: [String] = []
  /// `$0.notesClient.save = { @Sendable _ in note }`.
  public var dependencies: [String] = []
  public var steps: [Step] = []
  /// The fields the test starts from other values than State's first ones (`isPinned = true`),
  /// so that each the action sets shows a change.
  public var start: [String] = []
  /// Why the test cannot be written with samples, when it cannot.
  public var pending: String?
  /// The calls the port makes and hears nothing back from (`analytics.track(…)`): each counted
  /// by a recorder the prelude declares, and asserted once the effects have finished. Nothing
  /// else would tell the test that the call was made.
  public var counts: [CallCount] = []

  public struct CallCount: Sendable, Equatable {
    /// `analyticsTrackCalls`.
    public var recorder: String
    public var expected: Expectation

    /// What the test asserts of the recorder once the effects are done.
    public enum Expectation: Sendable, Equatable {
      /// A recorder that counts: `analyticsTrackCalls.value == 2`.
      case calls(Int)
      /// A recorder that keeps values, each known on the samples: `analyticsTrackCalls.value == ["shared"]`.
      case values([String])
      /// A recorder that keeps values, some not known on the samples: `analyticsTrackCalls.value.count == 2`.
      case valueCount(Int)
    }
  }

  public enum Step: Sendable, Equatable {
    /// `await store.send(.view(…)) { … }` with the expected state, field by field.
    case send(String, changes: [String])
    /// `await store.receive(\.saveTappedResponse.success) { … }`.
    case receive(String, changes: [String])

    /// What it sends or receives.
    public var label: String {
      switch self {
      case let .send(label, _), let .receive(label, _): label
      }
    }

    /// The expected state, field by field.
    public var changes: [String] {
      switch self {
      case let .send(_, changes), let .receive(_, changes): changes
      }
    }
  }

  public init(prelude: [String] = [], dependencies: [String] = [], steps: [Step] = [], pending: String? = nil) {
    self.prelude = prelude
    self.dependencies = dependencies
    self.steps = steps
    self.pending = pending
  }
}
