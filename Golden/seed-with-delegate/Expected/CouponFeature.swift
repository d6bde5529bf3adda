import ComposableArchitecture

/// Coupon, ported from CouponViewModel.
@Reducer
struct CouponFeature {
  @Dependency(\.couponClient) var coupons

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.cancelTapped):
        return .send(.delegate(.didCancel))

      case let .view(.expired(code: code)):
        return .send(.delegate(.couponDidExpire(code: code)))

      case .delegate:
        return .none
      }
    }
  }
}
