import ComposableArchitecture

/// Payments, ported from PaymentsViewModel.
@Reducer
struct PaymentsFeature {
  @Dependency(\.hPaymentClient) var paymentService

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.fetch):
        state.isLoading = true
        return .run { send in
          await send(.fetchResponse(Result { try await paymentService.summary() }))
        }

      case .view(.fetch2):
        state.isLoading = true
        return .run { send in
          await send(.fetch2Response(Result { try await paymentService.summary() }))
        }

      case let .fetchResponse(.success(value)):
        state.summary = value
        state.isLoading = false
        return .none

      case .fetchResponse(.failure):
        state.failed = true
        state.isLoading = false
        return .none

      case let .fetch2Response(.success(value)):
        state.summary = value
        state.isLoading = false
        return .none

      case .fetch2Response(.failure):
        state.failed = true
        state.isLoading = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
