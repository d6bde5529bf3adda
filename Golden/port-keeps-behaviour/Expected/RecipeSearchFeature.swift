import ComposableArchitecture

/// RecipeSearch, ported from RecipeSearchViewModel.
@Reducer
struct RecipeSearchFeature {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.clearQuery):
        state.query = ""
        state.loadState = .loading
        return .none

      case .view(.showQuickRecipes):
        // TODO: port RecipeSearchViewModel.showQuickRecipes() (Graft stopped at 'scope = .quick': it sets 'scope', and a reducer would not run the view model's own pipeline on '$scope'):
        //   scope = .quick
        return .none

      case .view(.refreshSoon):
        // TODO: port RecipeSearchViewModel.refreshSoon() (Graft stopped at 'Task { @MainActor in': it puts work off to a Task that waits for nothing):
        //   Task { @MainActor in
        //     self.isRefreshing = true
        //   }
        return .none

      case let .view(.apply(state: stateValue)):
        state.loadState = stateValue
        if case let .loaded(count) = stateValue {
          state.resultCount = count
        }
        return .none

      case let .view(.pick(recipeID: recipeID)):
        return .send(.delegate(.recipeSearchDidPick(recipeID: recipeID)))

      case .delegate:
        return .none
      }
    }
  }
}
