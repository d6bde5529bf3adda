import Combine
import Foundation

struct Todo: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var isDone: Bool
}

/// A value that gives itself an identity when made: two made alike still differ.
struct Sticker: Equatable, Sendable {
  let id = UUID()
  var emoji: String
}

protocol TodoService: Sendable {
  func load() async throws -> [Todo]
  func delete(id: Int) async throws
  func rename(id: Int, to title: String) async -> Todo
  func search(_ query: String) async throws -> [Todo]
  func prefersDone() async throws -> Bool?
}

enum TodoFailure: Error {
  case offline
  case rejected(reason: String)
}

protocol Analytics: Sendable {
  func track(_ event: String)
}

actor TodoArchive {
  static let shared = TodoArchive()
  private var archived: [Int] = []

  func store(id: Int) async { archived.append(id) }
  func compact() async { archived.sort() }
}

enum TodoExporter {
  static func export(_ todos: [Todo]) async -> String { "\(todos.count) todos" }
}

/// The app's loggers, one per area, for any type to write to.
enum AppLogs {
  static let lists = TodoLog(category: "lists")
}

/// The app's logger: one category per screen.
struct TodoLog {
  let category: String

  func debug(_ message: String) {
    print("[\(category)] \(message)")
  }
}

// graft: feature
@MainActor
final class TodoListViewModel: ObservableObject {
  @Published private(set) var todos: [Todo] = []
  @Published private(set) var isLoading = false
  @Published var draft = ""
  @Published private(set) var errorMessage: String?
  @Published private(set) var lastRenamed: Todo?
  @Published var showsDone = true
  @Published private(set) var swipedRows: [IndexPath] = []
  @Published private(set) var matches: [Todo] = []
  @Published private(set) var reviewedAt: Date?
  @Published private(set) var reviewID: UUID?
  @Published private(set) var exported = ""
  @Published private(set) var sticker: Sticker?
  private var searchTask: Task<Void, Never>?
  private let calendar = Calendar.current

  var onOpen: ((Int) -> Void)?
  var onEmpty: (() -> Void)?
  var onClose: (() -> Void)?

  private let service: TodoService
  private let analytics: Analytics
  private let log = TodoLog(category: "TodoList")

  init(service: TodoService, analytics: Analytics) {
    self.service = service
    self.analytics = analytics
  }

  /// Loads the list; a failure is shown as its message.
  func onAppear() {
    Task { [weak self] in
      guard let self else { return }
      await self.load()
    }
  }

  /// The reload starts once this method returns, after the error is cleared.
  func retry() {
    Task {
      await load()
    }
    errorMessage = nil
    analytics.track("retry")
  }

  func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      todos = try await service.load()
      errorMessage = nil
    } catch {
      errorMessage = "Could not load"
    }
  }

  /// Reloads, telling the service's failures apart.
  func refresh() async {
    do {
      todos = try await service.load()
      errorMessage = nil
    } catch TodoFailure.offline {
      errorMessage = "You are offline"
    } catch let TodoFailure.rejected(reason) {
      errorMessage = reason
    } catch {
      errorMessage = "Could not refresh"
    }
  }

  /// Reloads from a clean draft when asked, and not while a load runs: the wait follows each
  /// branch, with a response of its own.
  func reloadList(fromStart: Bool) async {
    if fromStart {
      resetDraft()
    } else if isLoading {
      return
    }
    let loaded = (try? await service.load()) ?? []
    todos = loaded
  }

  /// Reloads at the priority of the user's own request.
  func reloadNow() {
    Task(priority: .userInitiated) { @MainActor in
      todos = (try? await service.load()) ?? []
    }
  }

  /// A count read off what the wait returns: the response reads it once the call has returned.
  func countRemaining() async {
    do {
      let remaining = try await service.load().count
      errorMessage = remaining == 0 ? "All done" : nil
    } catch {
      errorMessage = "Could not count"
    }
  }

  /// An optional title, unwrapped before the wait and read after it.
  func addAfterReload(title: String?) async {
    guard let title else { return }
    do {
      let loaded = try await service.load()
      todos = loaded + [Todo(id: loaded.count + 1, title: title, isDone: false)]
    } catch {
      errorMessage = "Could not load"
    }
  }

  func delete(id: Int) async {
    do {
      try await service.delete(id: id)
      todos.removeAll { $0.id == id }
      analytics.track("deleted")
    } catch {
      errorMessage = "Could not delete"
    }
  }

  /// Marks the list reviewed now, under a new review's id.
  func markReviewed() {
    reviewedAt = Date()
    reviewID = UUID()
  }

  func rename(id: Int) async {
    let renamed = await service.rename(id: id, to: draft)
    lastRenamed = renamed
    draft = ""
  }

  func open(id: Int) {
    guard !isLoading else { return }
    analytics.track("open")
    onOpen?(id)
  }

  /// An early return with no `else`: what follows runs where there is a draft.
  func discardDraft() {
    if draft.isEmpty { return }
    draft = ""
    errorMessage = nil
    analytics.track("discard")
  }

  func toggleDoneVisible() {
    AppLogs.lists.debug("done items shown: \(!showsDone)")
    showsDone.toggle()
    if todos.isEmpty {
      onEmpty?()
    } else {
      track("toggled")
    }
  }

  func clearDraft() {
    log.debug("\(type(of: self)).\(#function)")
    draft = ""
    resetError()
  }

  /// A row's index path, which the test makes with Foundation alone.
  func didSwipe(at indexPath: IndexPath) {
    swipedRows.append(indexPath)
  }

  /// A helper that computes a value, read where it is called.
  func trimDraft() {
    if isTooLong(draft, limit: 40) { draft = "" }
  }

  private func isTooLong(_ text: String, limit: Int) -> Bool {
    text.count > limit
  }

  /// A check, then a computed property read where it is read.
  func add() {
    assert(draft.count < 1_000)
    guard canAdd && showsDone else { return }
    todos.append(Todo(id: todos.count, title: draft, isDone: false))
    draft = ""
  }

  /// Searches as the user types: a newer search replaces the one under way.
  func searchChanged(_ query: String) {
    searchTask?.cancel()
    searchTask = Task { [weak self] in
      guard let self else { return }
      let found = try? await service.search(query)
      matches = found ?? []
    }
  }

  func searchCancelled() {
    searchTask?.cancel()
    searchTask = nil
    matches = []
  }

  /// Two calls of a singleton that wait one after the other: one effect.
  func archive(id: Int) async {
    todos.removeAll { $0.id == id }
    await TodoArchive.shared.store(id: id)
    await TodoArchive.shared.compact()
  }

  /// A type's static method that waits, its value stored.
  func export() async {
    exported = await TodoExporter.export(todos)
  }

  func close() {
    if let onClose {
      onClose()
    }
  }

  private var hasDraft: Bool { !draft.isEmpty }
  private var canAdd: Bool { hasDraft && !isLoading }

  private func resetError() {
    errorMessage = nil
  }

  /// The system's calendar, kept as the view model was made, and read where the method reads it.
  func reviewToday() {
    reviewedAt = calendar.startOfDay(for: Date())
  }

  /// The defaults, read and written where the method does: TCA's `defaultAppStorage`, which a
  /// test starts empty.
  func tipAppeared() {
    showsDone = !UserDefaults.standard.bool(forKey: "tip.seen")
  }

  func tipDismissed() {
    UserDefaults.standard.set(true, forKey: "tip.seen")
    UserDefaults.standard.set(Foundation.Date(), forKey: "tip.dismissedAt")
    showsDone = true
  }

  /// An optional answer read with a default: the test asserts the value the sample holds.
  func preferenceLoaded() async {
    do {
      let preference = try await service.prefersDone()
      showsDone = preference ?? true
    } catch {
      showsDone = true
    }
  }

  /// A value of its own identity handed in: the test makes it once, sends it and asserts it.
  func stickerPicked(_ picked: Sticker) {
    sticker = picked
  }

  /// A helper whose call leaves out values it has defaults for.
  func startOver() {
    resetDraft()
  }

  private func resetDraft(keepsError: Bool = false, to text: String = "") {
    draft = text
    if !keepsError { errorMessage = nil }
  }

  private func track(_ event: String) {
    analytics.track(event)
  }
}
