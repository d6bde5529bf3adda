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
        // TODO: port CheckoutViewModel.clearTapped() (Graft stopped at 'cart.clear()': it reads 'cart', which State does not hold):
        //   cart.clear()
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
