import GraftGenerator
import Testing

/// A subscription to a service's publisher (`.sink { … } receiveValue: { … }.store(in: &…)`):
/// the case returns the publisher as its effect, each value, the end and the failure mapped to
/// cases of their own; refused where the legacy order or the completion's reading would change.
@Suite struct PublisherSinkPortTests {
  let porter = BodyPorterTests()
  static let header = """
    import Combine
    enum FeedError: Error, Equatable { case offline }
    protocol FeedService {
      func latest(limit: Int) -> AnyPublisher<[Item], FeedError>
      func ticks() -> AnyPublisher<Int, Never>
    }

    """
  static let members = """
      private let feed: FeedService
      private var cancellables = Set<AnyCancellable>()

    """

  func port(_ method: String) throws -> (lines: [String]?, refusal: String?, responses: [PortedResponse]) {
    let action = try #require(try porter.model(Self.members + method, header: Self.header).viewActions.last)
    return (action.ported?.lines.flatMap { $0.split(separator: "\n").map(String.init) }, action.portRefusal, action.ported?.responses ?? [])
  }

  @Test func eachValueTheEndAndTheFailureIsACaseOfItsOwn() throws {
    let result = try port("""
        func refresh(_ limit: Int) {
          isBusy = true
          feed.latest(limit: limit)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
              switch completion {
              case .finished: self?.isBusy = false
              case let .failure(error): self?.query = "\\(error)"
              }
            } receiveValue: { [weak self] items in
              self?.items = items
            }
            .store(in: &cancellables)
        }
      """)
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.lines == [
      "state.isBusy = true",
      "return .publisher {",
      "  feed.latest(limit)",
      "    .map { Action.refreshValue($0) }",
      "    .append(Action.refreshFinished)",
      "    .catch { Just(Action.refreshFailure($0)) }",
      "}",
    ])
    #expect(result.responses.map(\.response.name) == ["refreshValue", "refreshFinished", "refreshFailure"])
    #expect(result.responses.map(\.isFailure) == [false, false, true])
    #expect(result.responses.map { $0.handlers[0].pattern } == [
      "case let .refreshValue(items):", "case .refreshFinished:", "case let .refreshFailure(error):",
    ])
  }

  /// `Just` sends its value and its end at once: the store runs both cases before what the
  /// value's case sent.
  @Test func theTestReceivesTheValueTheEndThenWhatTheValueSent() throws {
    let action = try #require(try porter.model(Self.members + """
        func refresh() {
          feed.latest(limit: 1).sink { [weak self] completion in
            switch completion {
            case .finished: self?.isBusy = true
            case .failure: self?.query = "failed"
            }
          } receiveValue: { [weak self] items in
            self?.onSelect?(items.count)
          }
          .store(in: &cancellables)
        }
      """, header: Self.header).viewActions.last)
    let tests = try #require(action.ported?.tests)
    #expect(tests.map(\.name) == ["refresh", "refreshFailure"])
    #expect(tests[0].test.steps.map(\.label) == [".view(.refresh)", "\\.refreshValue", "\\.refreshFinished", "\\.delegate.select, 1"])
    #expect(tests[0].test.dependencies.first?.contains("Just(sampleItems).setFailureType(to: FeedError.self)") == true)
    #expect(tests[1].test.steps.map(\.label) == [".view(.refresh)", "\\.refreshFailure"])
    #expect(tests[1].test.dependencies.first?.contains("Fail(outputType: [Item].self, failure: .offline)") == true)
  }

  @Test func aPublisherThatNeverFailsHasNoFailureCase() throws {
    let result = try port("""
        func watch() {
          feed.ticks().sink(receiveValue: { [weak self] tick in self?.query = "\\(tick)" }).store(in: &cancellables)
        }
      """)
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.lines == ["return .publisher {", "  feed.ticks()", "    .map { Action.watchValue($0) }", "}"])
  }

  @Test func shapesWhoseOrderOrReadingWouldChangeAreRefused() throws {
    let sink = """
      .sink { _ in } receiveValue: { [weak self] items in self?.items = items }.store(in: &cancellables)
      """
    // What follows ran before the closures did.
    let followed = try port("func a() {\n  feed.latest(limit: 1)\(sink)\n  isBusy = true\n}")
    #expect(followed.refusal?.contains("statements follow a subscription") == true)
    // Delivered elsewhere than on the main thread.
    let background = try port("func a() {\n  feed.latest(limit: 1).receive(on: DispatchQueue.global())\(sink)\n}")
    #expect(background.refusal?.contains("a scheduler other than the main one") == true)
    // Operators between the service and the sink.
    let operators = try port("func a() {\n  feed.latest(limit: 1).map { $0 }\(sink)\n}")
    #expect(operators.refusal?.contains("through '.map', an operator Graft does not port") == true)
    // A completion read other than through its failure.
    let other = try port("""
        func a() {
          feed.latest(limit: 1).sink { completion in
            print(completion)
          } receiveValue: { [weak self] items in self?.items = items }.store(in: &cancellables)
        }
      """)
    #expect(other.refusal?.contains("other than through a 'switch'") == true)
  }
}
