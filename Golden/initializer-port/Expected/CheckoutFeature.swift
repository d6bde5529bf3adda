import ComposableArchitecture

/// Checkout, ported from CheckoutViewModel.
@Reducer
struct CheckoutFeature {
  @Dependency(\.pricingClient) var pricing

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.clearTapped):
        // TODO: port CheckoutViewModel.clearTapped():
        //   cart.clear()
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
