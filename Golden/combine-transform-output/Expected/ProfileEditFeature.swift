import ComposableArchitecture

/// ProfileEdit, ported from ProfileEditViewModel.
@Reducer
struct ProfileEditFeature {
  @Dependency(\.profileEditingClient) var editing

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.nicknameChanged(nickname)):
        state.isNicknameValid = nickname.count >= 2 && !nickname.contains(" ")
        return .run { @MainActor _ in
          editing.remember(nickname)
        }

      case let .view(.bioChanged(bio)):
        let trimmedBio = state.trimmed(bio)
        state.bio = trimmedBio
        state.bioCount = trimmedBio.count
        return .none

      case let .view(.ageTextChanged(ageText)):
        if let age = Int(ageText), age > 0 {
          state.age = age
        }
        return .none

      case .view(.tagsChanged):
        // TODO: port ProfileEditViewModel.transform(from:) on input.tagsChanged (Graft stopped at 'Output.tagCounts' delivers '(all: Int, filled: Int)', which State cannot hold: a tuple is not Equatable):
        //   tagCounts: input.tagsChanged.map { (all: $0.count, filled: $0.filter { !$0.isEmpty }.count) }.eraseToAnyPublisher()
        return .none

      case .view(.nextTapped):
        if let title = state.draftTitle {
          return .run { send in
            await send(.delegate(.title(title)))
            await send(.delegate(.step(EditStep.bio)))
          }
        } else {
          return .send(.delegate(.step(EditStep.bio)))
        }

      case .view(.backTapped):
        return .send(.delegate(.step(EditStep.name)))

      case .view(.closeTapped):
        return .send(.delegate(.dismiss))

      case .view(.saveTapped):
        // TODO: port ProfileEditViewModel.transform(from:) on input.saveTapped (Graft stopped at 'Output.saved': it goes through '.throttle', an operator Graft does not port):
        //   saved: input.saveTapped.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false).eraseToAnyPublisher()
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
