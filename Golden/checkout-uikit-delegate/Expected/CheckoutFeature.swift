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
        // TODO: port CheckoutViewModel.payTapped():
        //   isPaying = true
        //   defer { isPaying = false }
        //   do {
        //     let orderID = try await payments.pay(amount: total, currency: "EUR")
        //     delegate?.checkoutDidFinish(orderID: orderID)
        //   } catch {
        //     isPaying = false
        //   }
        return .none

      case .view(.cancelTapped):
        return .send(.delegate(.checkoutDidCancel))

      case .delegate:
        return .none
      }
    }
  }
}
