import Combine
import Foundation

struct Note: Equatable, Identifiable, Sendable { let id: UUID; var text: String }

protocol NotesService: Sendable {
  func save(_ text: String) async throws -> Note
  func delete(id: UUID) async throws
}

// graft: feature seed
@MainActor
final class EditNoteViewModel: ObservableObject {
  @Published var text: String
  @Published private(set) var isSaving = false
  @Published var error: Error?
  @Published private(set) var saved: Note?

  var onSave: ((Note) -> Void)?
  var onCancel: (() -> Void)?

  private let notes: NotesService
  private var cancellables = Set<AnyCancellable>()

  init(text: String, notes: NotesService) { self.text = text; self.notes = notes }

  func textChanged(_ newText: String) { text = newText }

  func saveTapped() async {
    isSaving = true
    defer { isSaving = false }
    do { let note = try await notes.save(text); saved = note; onSave?(note) }
    catch { self.error = error }
  }

  func cancelTapped() { onCancel?() }
}
