import Combine
import ComposableArchitecture

/// FollowList, ported from FollowListViewModel.
@Reducer
struct FollowListFeature {
  @Dependency(\.followClient) var service
  @Dependency(\.blockUseCaseClient) var block
  @Dependency(\.suggestUseCaseClient) var suggest

  private enum CancelID { case ping, tick }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.blockTapped):
        return .publisher {
          block.callAsFunction(state.handle)
            .map { _ in Action.blockTappedValue }
            .catch { Just(Action.blockTappedFailure($0)) }
        }

      case .view(.suggestTapped):
        return .run { [handle = state.handle] send in
          await send(.suggestTappedResponse(await suggest.callAsFunction(handle)))
        }

      case .view(.followTapped):
        state.isFollowing = true
        return .publisher {
          service.follow(state.handle)
            .map { Action.followTappedValue($0) }
            .append(Action.followTappedFinished)
            .catch { Just(Action.followTappedFailure($0)) }
        }

      case .view(.appeared):
        return .publisher {
          service.suggestions()
            .map { Action.appearedValue($0) }
        }

      case .view(.refollowTapped):
        return .publisher {
          service.follow(state.handle)
            .map { Action.refollowTappedValue($0) }
            .catch { _ in Empty() }
        }

      case .view(.pingTapped):
        return .publisher {
          service.ping()
            .map { _ in Action.pingTappedValue }
        }

      case .view(.watchTapped):
        return .publisher {
          service.ping()
            .map { _ in Action.watchTappedValue }
        }
        .cancellable(id: CancelID.ping, cancelInFlight: true)

      case .view(.stopWatchingTapped):
        state.message = nil
        return .cancel(id: CancelID.ping)

      case .view(.tickTapped):
        // TODO: port FollowListViewModel.tickTapped() (Graft stopped at 'tickCancellable = service.ping()': it subscribes through '.dropFirst', an operator Graft does not port: it reads a service's publisher with at most '.receive(on:)' the main queue):
        //   tickCancellable = service.ping()
        //     .dropFirst()
        //     .sink { [weak self] _ in
        //       self?.message = "Tick"
        //     }
        return .none

      case .view(.stopTickingTapped):
        return .cancel(id: CancelID.tick)

      case let .view(.unfollowTapped(name)):
        return .publisher {
          service.unfollow(name)
            .compactMap { _ in Action?.none }
            .catch { Just(Action.unfollowTappedFailure($0, name: name)) }
        }

      case .blockTappedValue:
        state.message = "Blocked"
        return .none

      case .blockTappedFailure:
        state.message = "Could not block"
        return .none

      case let .suggestTappedResponse(value):
        state.suggestions = value
        return .none

      case let .followTappedValue(profile):
        state.followed = profile
        return .send(.delegate(.followed(profile.handle)))

      case .followTappedFinished:
        state.isFollowing = false
        return .none

      case let .followTappedFailure(error):
        state.isFollowing = false
        if error == .blocked {
          state.message = "Could not follow"
          return .send(.delegate(.blocked(state.handle)))
        } else {
          state.message = "Could not follow"
          return .none
        }

      case let .appearedValue(names):
        state.suggestions = names
        return .none

      case let .refollowTappedValue(profile):
        state.followed = profile
        return .none

      case .pingTappedValue:
        state.message = "Online"
        return .none

      case .watchTappedValue:
        state.message = "Still online"
        return .none

      case let .unfollowTappedFailure(_, name):
        return .send(.delegate(.unfollowFailed(name)))

      case .delegate:
        return .none
      }
    }
  }
}
