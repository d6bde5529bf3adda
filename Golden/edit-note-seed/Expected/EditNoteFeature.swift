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
        // TODO: port EditNoteViewModel.saveTapped():
        //   isSaving = true
        //   defer { isSaving = false }
        //   do { let note = try await notes.save(text); saved = note; onSave?(note) }
        //   catch { self.error = error }
        return .none

      case .view(.cancelTapped):
        return .send(.delegate(.cancel))

      case .delegate:
        return .none
      }
    }
  }
}
