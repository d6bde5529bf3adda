import Combine
import Foundation

struct Profile: Equatable, Sendable {
  var handle: String
  var followers: Int
}

enum FollowError: Error, Equatable {
  case offline
  case blocked
}

protocol FollowService {
  func follow(_ handle: String) -> AnyPublisher<Profile, FollowError>
  func suggestions() -> AnyPublisher<[String], Never>
  func unfollow(_ handle: String) -> AnyPublisher<Void, Error>
  func ping() -> AnyPublisher<Void, Never>
}

/// A use case the view model calls as a function: `block(handle)` is its `callAsFunction`.
struct BlockUseCase {
  let service: FollowService
  func callAsFunction(_ handle: String) -> AnyPublisher<Void, FollowError> {
    service.follow(handle).map { _ in }.eraseToAnyPublisher()
  }
}

/// One that waits: `await suggest(handle)`.
struct SuggestUseCase: Sendable {
  func callAsFunction(_ handle: String) async -> [String] { [handle + "_fan"] }
}

/// A list of people to follow, whose service answers through Combine publishers.
// graft: feature
final class FollowListViewModel: ObservableObject {
  @Published var handle = ""
  @Published var suggestions: [String] = []
  @Published var followed: Profile?
  @Published var isFollowing = false
  @Published var message: String?
  var onBlocked: ((String) -> Void)?
  var onFollowed: ((String) -> Void)?
  var onUnfollowFailed: ((String) -> Void)?
  private let service: FollowService
  private let block: BlockUseCase
  private let suggest: SuggestUseCase
  private var cancellables = Set<AnyCancellable>()
  private var pingCancellable: AnyCancellable?
  private var tickCancellable: AnyCancellable?

  init(service: FollowService, block: BlockUseCase, suggest: SuggestUseCase) {
    self.service = service
    self.block = block
    self.suggest = suggest
  }

  func blockTapped() {
    block(handle)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] completion in
        if case .failure = completion {
          self?.message = "Could not block"
        }
      } receiveValue: { [weak self] in
        self?.message = "Blocked"
      }
      .store(in: &cancellables)
  }

  func suggestTapped() async {
    suggestions = await suggest(handle)
  }

  func followTapped() {
    isFollowing = true
    service.follow(handle)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] completion in
        guard let self else { return }
        switch completion {
        case .finished:
          self.isFollowing = false
        case .failure(let error):
          self.isFollowing = false
          if error == .blocked { self.onBlocked?(self.handle) }
          self.message = "Could not follow"
        }
      } receiveValue: { [weak self] profile in
        self?.followed = profile
        self?.onFollowed?(profile.handle)
      }
      .store(in: &cancellables)
  }

  func appeared() {
    service.suggestions()
      .sink(receiveValue: { [weak self] names in
        self?.suggestions = names
      })
      .store(in: &cancellables)
  }

  /// A failure it ignores, and a publisher of signals that carry no value.
  func refollowTapped() {
    service.follow(handle)
      .sink { _ in } receiveValue: { [weak self] profile in
        self?.followed = profile
      }
      .store(in: &cancellables)
  }

  func pingTapped() {
    service.ping()
      .sink { [weak self] _ in
        self?.message = "Online"
      }
      .store(in: &cancellables)
  }

  /// A subscription kept in a property of its own: the next one replaces it, and stopping
  /// cancels it.
  func watchTapped() {
    pingCancellable?.cancel()
    pingCancellable = service.ping()
      .sink { [weak self] _ in
        self?.message = "Still online"
      }
  }

  func stopWatchingTapped() {
    pingCancellable?.cancel()
    message = nil
  }

  /// A subscription through an operator Graft does not port stays a TODO; cancelling it still
  /// names its id.
  func tickTapped() {
    tickCancellable = service.ping()
      .dropFirst()
      .sink { [weak self] _ in
        self?.message = "Tick"
      }
  }

  func stopTickingTapped() {
    tickCancellable?.cancel()
  }

  func unfollowTapped(_ name: String) {
    service.unfollow(name)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] completion in
        if case .failure = completion {
          self?.onUnfollowFailed?(name)
        }
      } receiveValue: { _ in }
      .store(in: &cancellables)
  }
}
