import ComposableArchitecture

/// Cart, ported from CartViewModel.
@Reducer
struct CartFeature {
  @Dependency(\.checkoutClient) var checkout

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.increase(id)):
        guard let line = state.line(withID: id), line.quantity < 9 else {
          state.message = "You can have at most 9 of one item"
          return .none
        }
        state.lines = state.lines.map { $0.id == id ? CartLine(id: $0.id, name: $0.name, quantity: $0.quantity + 1, unitPrice: $0.unitPrice) : $0 }
        state.message = nil
        return .none

      case .view(.applyCoupon):
        if state.discount == 0 {
          state.message = "This coupon does not apply"
        }
        return .none

      case .view(.checkoutTapped):
        return .send(.delegate(.checkout(state.total)))

      case .delegate:
        return .none
      }
    }
  }
}
