import GraftGenerator
import SwiftDeclarationParser
import Testing

/// A service method that answers once through RxSwift (`Single`, `Maybe`, `Completable`) is an
/// endpoint that waits for the answer, and a subscription to it (`.subscribe(onSuccess:
/// onFailure:).disposed(by:)`) is ported as the wait an `async` method would have written, its
/// closures the response's cases; refused where the order or the reading would change.
@Suite struct RxSubscriptionPortTests {
  static let header = """
    import RxRelay
    import RxSwift
    struct Trip: Equatable { let id: Int; var title: String }
    protocol TripRepository {
      func trips(page: Int) -> Single<[Trip]>
      func remove(id: Int) -> Completable
      func draft() -> Maybe<Trip>
      func live() -> Observable<[Trip]>
    }
    // graft: feature
    final class TripsViewModel {
      let trips = BehaviorRelay<[Trip]>(value: [])
      let isLoading = BehaviorRelay<Bool>(value: false)
      var message = ""
      private var requestBag = DisposeBag()
      private let repository: TripRepository
      private let disposeBag = DisposeBag()
      init(repository: TripRepository) { self.repository = repository }

    """

  func model(_ members: String, header: String = Self.header) throws -> FeatureModel {
    let file = SourceFile(path: "VM.swift", text: header + members + "\n}\n")
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
  }

  func port(_ method: String) throws -> (lines: [String]?, refusal: String?, responses: [PortedResponse]) {
    let action = try #require(try model(method).viewActions.last)
    return (action.ported?.lines.flatMap { $0.split(separator: "\n").map(String.init) }, action.portRefusal, action.ported?.responses ?? [])
  }

  /// Each trait's endpoint waits for its one answer; an `Observable`, which may answer any
  /// number of times, stays as it is.
  @Test func eachTraitIsAnEndpointThatWaitsForItsAnswer() throws {
    let endpoints = try #require(try model("").dependencies.first?.endpoints)
    #expect(endpoints.map(\.name) == ["trips", "remove", "draft", "live"])
    #expect(endpoints.map(\.returnType) == ["[Trip]", "Void", "Trip?", "Observable<[Trip]>"])
    #expect(endpoints.map(\.isAsync) == [true, true, true, false])
    #expect(endpoints.map(\.isThrowing) == [true, true, true, false])
    #expect(endpoints.map(\.parameters.count) == [1, 1, 0, 0])
  }

  /// Without `import RxSwift`, or where the app declares a `Single` of its own, the name is
  /// not RxSwift's.
  @Test func aTraitIsRxSwiftsOnlyWhereTheFileSaysSo() throws {
    let plain = try model("", header: Self.header.replacingOccurrences(of: "import RxRelay\nimport RxSwift\n", with: ""))
    #expect(plain.dependencies.first?.endpoints.first?.returnType == "Single<[Trip]>")
    let own = try model("", header: Self.header + "struct Single<Value> { var value: Value }\n")
    #expect(own.dependencies.first?.endpoints.first?.returnType == "Single<[Trip]>")
    let qualified = try model("", header: Self.header.replacingOccurrences(of: "-> Single<", with: "-> RxSwift.Single<"))
    #expect(qualified.dependencies.first?.endpoints.first?.returnType == "[Trip]")
  }

  @Test func successAndFailureAreTheResponsesCases() throws {
    // The closure's `trips` is the value, not the relay it is sent to.
    let result = try port("""
        func refresh() {
          isLoading.accept(true)
          repository.trips(page: 1)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] trips in
              self?.isLoading.accept(false)
              self?.trips.accept(trips)
            }, onFailure: { [weak self] error in
              self?.isLoading.accept(false)
              self?.message = error.localizedDescription
            })
            .disposed(by: disposeBag)
        }
      """)
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.lines == [
      "state.isLoading = true",
      "return .run { send in",
      "  await send(.refreshResponse(Result { try await repository.trips(1) }))",
      "}",
    ])
    #expect(result.responses.flatMap { $0.handlers.map(\.pattern) } == [
      "case let .refreshResponse(.success(trips)):", "case let .refreshResponse(.failure(error)):",
    ])
    #expect(result.responses.flatMap { $0.handlers.map(\.lines) } == [
      ["state.isLoading = false", "state.trips = trips", "return .none"],
      ["state.isLoading = false", "state.message = error.localizedDescription", "return .none"],
    ])
  }

  /// Without `onFailure:` RxSwift drops the error; a `Completable` answers with its end.
  @Test func aCompletableAnswersWithItsEndAndAMissingFailureDoesNothing() throws {
    let result = try port("""
        func removeTapped(id: Int) {
          repository.remove(id: id).subscribe(onCompleted: { [weak self] in
            guard let self else { return }
            self.message = "Removed"
          }).disposed(by: disposeBag)
        }
      """)
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.responses.flatMap { $0.handlers.map(\.pattern) } == ["case .removeTappedResponse(.success):", "case .removeTappedResponse(.failure):"])
    #expect(result.responses.flatMap { $0.handlers.map(\.lines) } == [["state.message = \"Removed\"", "return .none"], ["return .none"]])
  }

  /// `subscribe { result in switch result { … } }`: a `Single`'s event is a `Result`.
  @Test func oneClosureOfEveryEventIsReadAsAResult() throws {
    let reload = """
        func reload() {
          repository.trips(page: 2).subscribe { [weak self] result in
            switch result {
            case .success(let trips): self?.trips.accept(trips)
            case .failure: self?.message = "Failed"
            }
          }.disposed(by: disposeBag)
        }
      """
    let result = try port(reload)
    #expect(result.refusal == nil, "\(result.refusal ?? "")")
    #expect(result.responses.flatMap { $0.handlers.map(\.lines) } == [["state.trips = trips", "return .none"], ["state.message = \"Failed\"", "return .none"]])
    // Its test answers with a sample, then with a failure.
    let tests = try #require(try model(reload).viewActions.last?.ported?.tests)
    #expect(tests.map(\.name) == ["reload", "reloadFailure"])
    #expect(tests[1].test.steps.map(\.label) == [".view(.reload)", "\\.reloadResponse.failure"])
  }

  @Test func shapesWhoseOrderOrReadingWouldChangeAreRefused() throws {
    let subscription = ".subscribe(onSuccess: { [weak self] trips in self?.trips.accept(trips) }).disposed(by: disposeBag)"
    let refusals: [(String, String)] = [
      // What follows ran before the answer came.
      ("func a() {\n  repository.trips(page: 1)\(subscription)\n  message = \"asked\"\n}", "statements follow a call whose completion runs after them"),
      ("func a() {\n  repository.trips(page: 1).observe(on: ConcurrentDispatchQueueScheduler(qos: .background))\(subscription)\n}",
       "a scheduler other than the main one"),
      ("func a() {\n  repository.trips(page: 1).map { $0 }\(subscription)\n}", "through '.map', an operator Graft does not port"),
      // A value captured when the call was made.
      ("func a() {\n  repository.trips(page: 1).subscribe(onSuccess: { [message] trips in self.message = message }).disposed(by: disposeBag)\n}",
       "its closure captures 'message'"),
      ("func a() {\n  repository.draft().subscribe(onSuccess: { [weak self] trip in self?.message = trip.title }).disposed(by: disposeBag)\n}",
       "it subscribes to a 'Maybe'"),
      // The trait kept, not subscribed to: the legacy call did no work yet.
      ("func a() {\n  let request = repository.trips(page: 1)\n  message = \"\\(request)\"\n}",
       "its client waits for the 'Single' it returns, and Graft ports a subscription to it only"),
      ("func a() {\n  repository.trips(page: 1).subscribe(onSuccess: { [weak self] trips in self?.trips.accept(trips) }, onDisposed: { print(1) }).disposed(by: disposeBag)\n}",
       "it subscribes with 'onDisposed:'"),
    ]
    // Disposed into a bag the view model replaces to cancel it, which a wait cannot be.
    let replaced = try port("""
        func cancelRequests() { requestBag = DisposeBag() }
        func a() {
          repository.trips(page: 1).subscribe(onSuccess: { [weak self] trips in self?.trips.accept(trips) }).disposed(by: requestBag)
        }
      """)
    #expect(replaced.refusal?.contains("into 'requestBag', which 'cancelRequests' replaces") == true, "\(replaced.refusal ?? "ported")")
    for (method, reason) in refusals {
      let result = try port(method)
      #expect(result.lines == nil)
      #expect(result.refusal?.contains(reason) == true, "\(method): \(result.refusal ?? "ported")")
    }
  }
}
