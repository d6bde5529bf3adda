import ComposableArchitecture

/// ProfileEditor, ported from ProfileEditorViewModel.
@Reducer
struct ProfileEditorFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.saveTapped):
        state.saveCount += 1
        return .none

      #if os(iOS)
      case .view(.shareTapped):
        state.saveCount += 0
        return .none
      #endif

      case .view(.onAppear):
        state.saveCount = 0
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
