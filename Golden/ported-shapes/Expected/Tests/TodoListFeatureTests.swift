import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct TodoListFeatureTests {
  @Test func draftBinding() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(\.binding.draft, "Sample draft") {
      $0.draft = "Sample draft"
    }
  }

  @Test func showsDoneBinding() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(\.binding.showsDone, false) {
      $0.showsDone = false
    }
  }

  @Test func onAppear() async {
    let sampleLoad = [Todo(id: 1, title: "Sample title", isDone: true)]
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in sampleLoad }
    }
    await store.send(.view(.onAppear)) {
      $0.isLoading = true
    }
    await store.receive(\.onAppearResponse.success) {
      $0.todos = sampleLoad
      $0.isLoading = false
    }
  }

  @Test func onAppearFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.onAppear)) {
      $0.isLoading = true
    }
    await store.receive(\.onAppearResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "Could not load"
    }
  }

  @Test func retry() async {
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let sampleLoad = [Todo(id: 1, title: "Sample title", isDone: true)]
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
      $0.todoClient.load = { @Sendable in sampleLoad }
    }
    await store.send(.view(.retry)) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.retryResponse.success) {
      $0.todos = sampleLoad
      $0.isLoading = false
    }
    await store.finish()
    #expect(analyticsTrackCalls.value == ["retry"])
  }

  @Test func retryFailure() async {
    let analyticsTrackCalls = LockIsolated<[String]>([])
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.retry)) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(\.retryResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "Could not load"
    }
    await store.finish()
    #expect(analyticsTrackCalls.value == ["retry"])
  }

  @Test func load() async {
    let sampleLoad = [Todo(id: 1, title: "Sample title", isDone: true)]
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in sampleLoad }
    }
    await store.send(.view(.load)) {
      $0.isLoading = true
    }
    await store.receive(\.loadResponse.success) {
      $0.todos = sampleLoad
      $0.isLoading = false
      $0.errorMessage = nil
    }
  }

  @Test func loadFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.load)) {
      $0.isLoading = true
    }
    await store.receive(\.loadResponse.failure) {
      $0.isLoading = false
      $0.errorMessage = "Could not load"
    }
  }

  @Test func refresh() async {
    let sampleLoad = [Todo(id: 1, title: "Sample title", isDone: true)]
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in sampleLoad }
    }
    await store.send(.view(.refresh))
    await store.receive(\.refreshResponse.success) {
      $0.todos = sampleLoad
      $0.errorMessage = nil
    }
  }

  @Test func refreshFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.refresh))
    await store.receive(\.refreshResponse.failure) {
      $0.errorMessage = "Could not refresh"
    }
  }

  @Test func reloadList() async {
    let response = [Todo(id: 1, title: "Sample title", isDone: true)]
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in response }
    }
    await store.send(.view(.reloadList(fromStart: true))) {
      $0.draft = ""
      $0.errorMessage = nil
    }
    await store.receive(\.reloadListResponse) {
      $0.todos = response
    }
  }

  @Test func reloadNow() async {
    let response = [Todo(id: 1, title: "Sample title", isDone: true)]
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in response }
    }
    await store.send(.view(.reloadNow))
    await store.receive(\.reloadNowResponse) {
      $0.todos = response
    }
  }

  @Test func countRemaining() async {
    let response = [Todo(id: 1, title: "Sample title", isDone: true)]
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in response }
    }
    await store.send(.view(.countRemaining))
    await store.receive(\.countRemainingResponse.success) {
      $0.errorMessage = nil
    }
  }

  @Test func countRemainingFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    var initialState = TodoListFeature.State()
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.countRemaining))
    await store.receive(\.countRemainingResponse.failure) {
      $0.errorMessage = "Could not count"
    }
  }

  @Test(.disabled("Graft ported addAfterReload(title:), but cannot predict 'todos' on samples: assert what it does."))
  func addAfterReload() async {
    // let store = TestStore(initialState: TodoListFeature.State()) {
    //   TodoListFeature()
    // }
    // await store.send(.view(.addAfterReload))
  }

  @Test func addAfterReloadFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.load = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.addAfterReload(title: "Sample value")))
    await store.receive(\.addAfterReloadResponse) {
      $0.errorMessage = "Could not load"
    }
  }

  @Test func delete() async {
    let serviceDeleteCalls = LockIsolated<[Int]>([])
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.delete = { @Sendable id in serviceDeleteCalls.withValue { $0.append(id) } }
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.delete(id: 1)))
    await store.receive(\.deleteResponse)
    await store.finish()
    #expect(analyticsTrackCalls.value == ["deleted"])
    #expect(serviceDeleteCalls.value == [1])
  }

  @Test func deleteFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.delete = { @Sendable _ in throw SampleFailure() }
    }
    await store.send(.view(.delete(id: 1)))
    await store.receive(\.deleteResponse) {
      $0.errorMessage = "Could not delete"
    }
  }

  @Test func markReviewed() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.uuid = .incrementing
    }
    await store.send(.view(.markReviewed)) {
      $0.reviewedAt = Date(timeIntervalSince1970: 0)
      $0.reviewID = UUID(0)
    }
  }

  @Test func rename() async {
    let renamed = Todo(id: 1, title: "Sample title", isDone: true)
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.rename = { @Sendable _, _ in renamed }
    }
    await store.send(.view(.rename(id: 1)))
    await store.receive(\.renameResponse) {
      $0.draft = ""
      $0.lastRenamed = renamed
    }
  }

  @Test func open() async {
    let analyticsTrackCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.open(id: 1)))
    await store.receive(\.delegate.open, 1)
    await store.finish()
    #expect(analyticsTrackCalls.value == ["open"])
  }

  @Test func discardDraft() async {
    let analyticsTrackCalls = LockIsolated<[String]>([])
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.analyticsClient.track = { @Sendable event in analyticsTrackCalls.withValue { $0.append(event) } }
    }
    await store.send(.view(.discardDraft)) {
      $0.draft = ""
      $0.errorMessage = nil
    }
    await store.finish()
    #expect(analyticsTrackCalls.value == ["discard"])
  }

  @Test func toggleDoneVisible() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.toggleDoneVisible)) {
      $0.showsDone = false
    }
    await store.receive(\.delegate.empty)
  }

  @Test func clearDraft() async {
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    }
    await store.send(.view(.clearDraft)) {
      $0.draft = ""
      $0.errorMessage = nil
    }
  }

  @Test func didSwipe() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.didSwipe(at: IndexPath(indexes: [0, 1])))) {
      $0.swipedRows = [IndexPath(indexes: [0, 1])]
    }
  }

  @Test func trimDraft() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.trimDraft))
  }

  @Test func add() async {
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    }
    await store.send(.view(.add)) {
      $0.todos = [Todo(id: 0, title: "Sample draft", isDone: false)]
      $0.draft = ""
    }
  }

  @Test func searchChanged() async {
    let found = [Todo(id: 1, title: "Sample title", isDone: true)]
    let serviceSearchCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.search = { @Sendable query in
        serviceSearchCalls.withValue { $0.append(query) }
        return found
      }
    }
    await store.send(.view(.searchChanged("Sample query")))
    await store.receive(\.searchChangedResponse) {
      $0.matches = found
    }
    await store.finish()
    #expect(serviceSearchCalls.value == ["Sample query"])
  }

  @Test(.disabled("Port TodoListViewModel.searchCancelled() first, then assert its state changes and effects."))
  func searchCancelled() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.searchCancelled))
  }

  @Test func archive() async {
    let todoArchiveStoreCalls = LockIsolated<[Int]>([])
    let todoArchiveCompactCalls = LockIsolated(0)
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoArchiveClient.store = { @Sendable id in todoArchiveStoreCalls.withValue { $0.append(id) } }
      $0.todoArchiveClient.compact = { @Sendable in todoArchiveCompactCalls.withValue { $0 += 1 } }
    }
    await store.send(.view(.archive(id: 1)))
    await store.finish()
    #expect(todoArchiveCompactCalls.value == 1)
    #expect(todoArchiveStoreCalls.value == [1])
  }

  @Test func export() async {
    let sampleExport = "Sample export"
    let todoExporterExportCalls = LockIsolated<[[Todo]]>([])
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.todoExporterClient.export = { @Sendable todos in
        todoExporterExportCalls.withValue { $0.append(todos) }
        return sampleExport
      }
    }
    await store.send(.view(.export))
    await store.receive(\.exportResponse) {
      $0.exported = sampleExport
    }
    await store.finish()
    #expect(todoExporterExportCalls.value == [[]])
  }

  @Test func close() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.close))
    await store.receive(\.delegate.close)
  }

  @Test func reviewToday() async {
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    } withDependencies: {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    await store.send(.view(.reviewToday)) {
      $0.reviewedAt = Calendar(identifier: .gregorian).startOfDay(for: Date(timeIntervalSince1970: 0))
    }
  }

  @Test func tipAppeared() async {
    var initialState = TodoListFeature.State()
    initialState.showsDone = false
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.defaultAppStorage = .inMemory
    }
    await store.send(.view(.tipAppeared)) {
      $0.showsDone = true
    }
  }

  @Test func tipDismissed() async {
    var initialState = TodoListFeature.State()
    initialState.showsDone = false
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.defaultAppStorage = .inMemory
    }
    await store.send(.view(.tipDismissed)) {
      $0.showsDone = true
    }
  }

  @Test func preferenceLoaded() async {
    let preference: Bool? = true
    var initialState = TodoListFeature.State()
    initialState.showsDone = false
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.prefersDone = { @Sendable in preference }
    }
    await store.send(.view(.preferenceLoaded))
    await store.receive(\.preferenceLoadedResponse.success) {
      $0.showsDone = true
    }
  }

  @Test func preferenceLoadedFailure() async {
    struct SampleFailure: LocalizedError { var errorDescription: String? { "Sample failure" } }
    var initialState = TodoListFeature.State()
    initialState.showsDone = false
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    } withDependencies: {
      $0.todoClient.prefersDone = { @Sendable in throw SampleFailure() }
    }
    await store.send(.view(.preferenceLoaded))
    await store.receive(\.preferenceLoadedResponse.failure) {
      $0.showsDone = true
    }
  }

  @Test func stickerPicked() async {
    let samplePicked = Sticker(emoji: "Sample emoji")
    let store = TestStore(initialState: TodoListFeature.State()) {
      TodoListFeature()
    }
    await store.send(.view(.stickerPicked(samplePicked))) {
      $0.sticker = samplePicked
    }
  }

  @Test func startOver() async {
    var initialState = TodoListFeature.State()
    initialState.draft = "Sample draft"
    initialState.errorMessage = "Sample error message"
    let store = TestStore(initialState: initialState) {
      TodoListFeature()
    }
    await store.send(.view(.startOver)) {
      $0.draft = ""
      $0.errorMessage = nil
    }
  }
}
