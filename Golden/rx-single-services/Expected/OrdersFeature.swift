import ComposableArchitecture

/// Orders, ported from OrdersViewModel.
@Reducer
struct OrdersFeature {
  @Dependency(\.orderClient) var repository

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.refresh):
        state.isLoading = true
        return .run { [page = state.page] send in
          await send(.refreshResponse(Result { try await repository.fetchOrders(page) }))
        }

      case let .view(.cancelTapped(id: id)):
        return .run { send in
          await send(.cancelTappedResponse(Result { try await repository.cancelOrder(id) }))
        }

      case .view(.loadMore):
        return .run { [page = state.page] send in
          await send(.loadMoreResponse(Result { try await repository.fetchOrders(page + 1) }))
        }

      case .view(.restoreDraft):
        // TODO: port OrdersViewModel.restoreDraft() (Graft stopped at 'repository.draft()': it subscribes to a 'Maybe', which Graft does not port: its client waits for an optional value instead):
        //   repository.draft()
        //     .subscribe(onSuccess: { [weak self] order in
        //       self?.orders.accept([order])
        //     })
        //     .disposed(by: disposeBag)
        return .none

      case .view(.refreshTitles):
        // TODO: port OrdersViewModel.refreshTitles() (Graft stopped at 'repository.fetchOrders(page: 1)': it subscribes through '.map', an operator Graft does not port: it reads a service's 'Single' with at most '.observe(on:)' the main scheduler):
        //   repository.fetchOrders(page: 1)
        //     .map { $0.map(\.title) }
        //     .subscribe(onSuccess: { [weak self] titles in
        //       self?.errorMessage.accept(titles.first)
        //     })
        //     .disposed(by: disposeBag)
        return .none

      case let .refreshResponse(.success(orders)):
        state.isLoading = false
        state.orders = orders
        return .none

      case let .refreshResponse(.failure(error)):
        state.isLoading = false
        state.errorMessage = error.localizedDescription
        return .none

      case .cancelTappedResponse(.success):
        state.page = 1
        return .none

      case .cancelTappedResponse(.failure):
        return .none

      case let .loadMoreResponse(.success(orders)):
        state.page += 1
        state.orders = orders
        return .none

      case .loadMoreResponse(.failure):
        state.errorMessage = "Could not load more"
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
