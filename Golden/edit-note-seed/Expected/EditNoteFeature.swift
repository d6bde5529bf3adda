import ComposableArchitecture

/// EditNote, ported from EditNoteViewModel.
@Reducer
struct EditNoteFeature {
  @Dependency(\.notesClient) var notes

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.textChanged(newText)):
        state.text = newText
        return .none

      case .view(.saveTapped):
        state.isSaving = true
        return .run { [text = state.text] send in
          await send(.saveTappedResponse(Result { try await notes.save(text) }))
        }

      case .view(.cancelTapped):
        return .send(.delegate(.cancel))

      case let .saveTappedResponse(.success(note)):
        state.saved = note
        state.isSaving = false
        return .send(.delegate(.save(note)))

      case let .saveTappedResponse(.failure(error)):
        state.error = error.localizedDescription
        state.isSaving = false
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
