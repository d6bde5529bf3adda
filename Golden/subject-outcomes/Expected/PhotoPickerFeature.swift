import ComposableArchitecture

/// PhotoPicker, ported from PhotoPickerViewModel.
@Reducer
struct PhotoPickerFeature {
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.doneTapped):
        return .send(.delegate(.didFinish))

      case let .view(.pick(photo)):
        state.selectedID = photo.id
        return .send(.delegate(.picked(photo)))

      case .view(.searchChanged):
        // TODO: port PhotoPickerViewModel.searchChanged(_:) (Graft stopped at 'query.send(text)': it reads 'query', which State does not hold (PassthroughSubject: a stream of events; what it sends becomes actions or outcomes when ported)):
        //   query.send(text)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
