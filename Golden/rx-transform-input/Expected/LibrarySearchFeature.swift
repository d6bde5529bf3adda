import ComposableArchitecture

/// LibrarySearch, ported from LibrarySearchViewModel.
@Reducer
struct LibrarySearchFeature {
  @Dependency(\.bookSearchingClient) var searching

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case let .view(.queryChanged(query)):
        state.query = query
        return .none

      case let .view(.scopeChanged(scope)):
        state.scope = scope
        return .none

      case .view(.searchTapped):
        // TODO: port LibrarySearchViewModel.transform(_:) on input.searchTapped (Graft stopped at it reaches 'input.searchTapped' through '.withLatestFrom', an operator Graft does not port):
        //   let criteria = Observable.combineLatest(input.query, input.scope)
        //   input.searchTapped
        //     .withLatestFrom(criteria)
        //     .flatMapLatest { [searching] query, scope in searching.search(query, scope: scope).asObservable() }
        //     .bind(to: books)
        //     .disposed(by: disposeBag)
        return .none

      case let .view(.bookSelected(book)):
        state.selectedBook = book
        return .send(.delegate(.select(book)))

      case .view(.closeTapped):
        return .send(.delegate(.close))

      case .view(.refreshPulled):
        // TODO: port LibrarySearchViewModel.transform(_:) on input.refreshPulled (Graft stopped at it reaches 'input.refreshPulled' through '.throttle', an operator Graft does not port):
        //   input.refreshPulled
        //     .throttle(.seconds(1), scheduler: MainScheduler.instance)
        //     .subscribe(onNext: { [weak self] in self?.refreshCount += 1 })
        //     .disposed(by: disposeBag)
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
