import ComposableArchitecture
import Foundation

/// TodoList, ported from TodoListViewModel.
@Reducer
struct TodoListFeature {
  @Dependency(\.todoClient) var service
  @Dependency(\.analyticsClient) var analytics
  @Dependency(\.calendar) var calendar
  @Dependency(\.date.now) var now
  @Dependency(\.defaultAppStorage) var userDefaults
  @Dependency(\.uuid) var uuid
  @Dependency(\.todoArchiveClient) var todoArchive
  @Dependency(\.todoExporterClient) var todoExporter
  private let log = TodoLog(category: "TodoList")

  private enum CancelID { case search }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.onAppear):
        state.isLoading = true
        return .run { send in
          await send(.onAppearResponse(Result { try await service.load() }))
        }

      case .view(.retry):
        state.errorMessage = nil
        state.isLoading = true
        return .run { send in
          analytics.track("retry")
          await send(.retryResponse(Result { try await service.load() }))
        }

      case .view(.load):
        state.isLoading = true
        return .run { send in
          await send(.loadResponse(Result { try await service.load() }))
        }

      case .view(.refresh):
        return .run { send in
          await send(.refreshResponse(Result { try await service.load() }))
        }

      case let .view(.reloadList(fromStart: fromStart)):
        if fromStart {
          let keepsError: Bool = false
          let text: String = ""
          state.draft = text
          if !keepsError {
            state.errorMessage = nil
          }
          return .run { send in
            await send(.reloadListResponse(try? await service.load()))
          }
        } else {
          if state.isLoading {
            return .none
          }
          return .run { send in
            await send(.reloadListResponse(try? await service.load()))
          }
        }

      case .view(.reloadNow):
        return .run(priority: .userInitiated) { send in
          await send(.reloadNowResponse(try? await service.load()))
        }

      case .view(.countRemaining):
        return .run { send in
          await send(.countRemainingResponse(Result { try await service.load() }))
        }

      case let .view(.addAfterReload(title: title)):
        guard let title else {
          return .none
        }
        return .run { send in
          await send(.addAfterReloadResponse(Result { try await service.load() }, title: title))
        }

      case let .view(.delete(id: id)):
        return .run { send in
          await send(.deleteResponse(Result { try await service.delete(id) }, id: id))
        }

      case .view(.markReviewed):
        state.reviewedAt = now
        state.reviewID = uuid()
        return .none

      case let .view(.rename(id: id)):
        return .run { [draft = state.draft] send in
          await send(.renameResponse(await service.rename(id, draft)))
        }

      case let .view(.open(id: id)):
        guard !state.isLoading else {
          return .none
        }
        return .run { send in
          analytics.track("open")
          await send(.delegate(.open(id)))
        }

      case .view(.discardDraft):
        if state.draft.isEmpty {
          return .none
        }
        state.draft = ""
        state.errorMessage = nil
        return .run { _ in
          analytics.track("discard")
        }

      case .view(.toggleDoneVisible):
        AppLogs.lists.debug("done items shown: \(!state.showsDone)")
        state.showsDone.toggle()
        if state.todos.isEmpty {
          return .send(.delegate(.empty))
        } else {
          let event = "toggled"
          return .run { _ in
            analytics.track(event)
          }
        }

      case .view(.clearDraft):
        log.debug("TodoListViewModel.clearDraft()")
        state.draft = ""
        state.errorMessage = nil
        return .none

      case let .view(.didSwipe(at: indexPath)):
        state.swipedRows.append(indexPath)
        return .none

      case .view(.trimDraft):
        if state.draft.count > 40 {
          state.draft = ""
        }
        return .none

      case .view(.add):
        assert(state.draft.count < 1_000)
        guard state.canAdd && state.showsDone else {
          return .none
        }
        state.todos.append(Todo(id: state.todos.count, title: state.draft, isDone: false))
        state.draft = ""
        return .none

      case let .view(.searchChanged(query)):
        return .run { send in
          await send(.searchChangedResponse(try? await service.search(query)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .view(.searchCancelled):
        // TODO: port TodoListViewModel.searchCancelled() (Graft stopped at 'searchTask?.cancel()': it cancels a stored task without starting another: the legacy task still ran what follows its awaits, which a cancelled effect does not):
        //   searchTask?.cancel()
        //   searchTask = nil
        //   matches = []
        return .none

      case let .view(.archive(id: id)):
        state.todos.removeAll { $0.id == id }
        return .run { _ in
          await todoArchive.store(id)
          await todoArchive.compact()
        }

      case .view(.export):
        return .run { [todos = state.todos] send in
          await send(.exportResponse(await todoExporter.export(todos)))
        }

      case .view(.close):
        return .send(.delegate(.close))

      case .view(.reviewToday):
        state.reviewedAt = calendar.startOfDay(for: now)
        return .none

      case .view(.tipAppeared):
        state.showsDone = !userDefaults.bool(forKey: "tip.seen")
        return .none

      case .view(.tipDismissed):
        userDefaults.set(true, forKey: "tip.seen")
        userDefaults.set(now, forKey: "tip.dismissedAt")
        state.showsDone = true
        return .none

      case .view(.preferenceLoaded):
        return .run { send in
          await send(.preferenceLoadedResponse(Result { try await service.prefersDone() }))
        }

      case let .view(.stickerPicked(picked)):
        state.sticker = picked
        return .none

      case .view(.startOver):
        let keepsError: Bool = false
        let text: String = ""
        state.draft = text
        if !keepsError {
          state.errorMessage = nil
        }
        return .none

      case let .onAppearResponse(.success(value)):
        state.todos = value
        state.errorMessage = nil
        state.isLoading = false
        return .none

      case .onAppearResponse(.failure):
        state.errorMessage = "Could not load"
        state.isLoading = false
        return .none

      case let .retryResponse(.success(value)):
        state.todos = value
        state.errorMessage = nil
        state.isLoading = false
        return .none

      case .retryResponse(.failure):
        state.errorMessage = "Could not load"
        state.isLoading = false
        return .none

      case let .loadResponse(.success(value)):
        state.todos = value
        state.errorMessage = nil
        state.isLoading = false
        return .none

      case .loadResponse(.failure):
        state.errorMessage = "Could not load"
        state.isLoading = false
        return .none

      case let .refreshResponse(.success(value)):
        state.todos = value
        state.errorMessage = nil
        return .none

      case .refreshResponse(.failure(TodoFailure.offline)):
        state.errorMessage = "You are offline"
        return .none

      case .refreshResponse(.failure(let TodoFailure.rejected(reason))):
        state.errorMessage = reason
        return .none

      case .refreshResponse(.failure):
        state.errorMessage = "Could not refresh"
        return .none

      case let .reloadListResponse(response):
        let loaded = response ?? []
        state.todos = loaded
        return .none

      case let .reloadNowResponse(response):
        state.todos = response ?? []
        return .none

      case let .countRemainingResponse(.success(response)):
        let remaining = response.count
        state.errorMessage = remaining == 0 ? "All done" : nil
        return .none

      case .countRemainingResponse(.failure):
        state.errorMessage = "Could not count"
        return .none

      case let .addAfterReloadResponse(.success(loaded), title):
        state.todos = loaded + [Todo(id: loaded.count + 1, title: title, isDone: false)]
        return .none

      case .addAfterReloadResponse(.failure, _):
        state.errorMessage = "Could not load"
        return .none

      case let .deleteResponse(.success, id):
        state.todos.removeAll { $0.id == id }
        return .run { _ in
          analytics.track("deleted")
        }

      case .deleteResponse(.failure, _):
        state.errorMessage = "Could not delete"
        return .none

      case let .renameResponse(renamed):
        state.lastRenamed = renamed
        state.draft = ""
        return .none

      case let .searchChangedResponse(found):
        state.matches = found ?? []
        return .none

      case let .exportResponse(value):
        state.exported = value
        return .none

      case let .preferenceLoadedResponse(.success(preference)):
        state.showsDone = preference ?? true
        return .none

      case .preferenceLoadedResponse(.failure):
        state.showsDone = true
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
