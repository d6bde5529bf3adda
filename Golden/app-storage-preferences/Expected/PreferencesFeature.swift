import ComposableArchitecture
import Foundation

/// Preferences, ported from PreferencesViewModel.
@Reducer
struct PreferencesFeature {
  @Dependency(\.defaultAppStorage) var userDefaults

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.soundToggled(on)):
        state.$soundOn.withLock { $0 = on }
        return .none

      case let .view(.fontSizeChanged(to: size)):
        state.$fontSize.withLock { $0 = size }
        return .none

      case .view(.tipsAppeared):
        state.showsTips = !userDefaults.bool(forKey: "tips.seen")
        return .none

      case .view(.tipsDismissed):
        // TODO: port PreferencesViewModel.tipsDismissed() (Graft stopped at 'defaults.set(true, forKey: "tips.seen")': it writes the defaults, where State's preference 'fontSize' ("font.size") hears every change to the store):
        //   defaults.set(true, forKey: "tips.seen")
        //   showsTips = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
