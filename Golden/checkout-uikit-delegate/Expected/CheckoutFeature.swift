import ComposableArchitecture

/// Checkout, ported from CheckoutViewModel.
@Reducer
struct CheckoutFeature {
  @Dependency(\.paymentsClient) var payments

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.payTapped):
        state.isPaying = true
        return .run { [total = state.total] send in
          await send(.payTappedResponse(Result { try await payments.pay(total, "EUR") }))
        }

      case .view(.cancelTapped):
        return .send(.delegate(.checkoutDidCancel))

      case let .payTappedResponse(.success(orderID)):
        state.isPaying = false
        return .send(.delegate(.checkoutDidFinish(orderID: orderID)))

      case .payTappedResponse(.failure):
        state.isPaying = false
        state.isPaying = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
