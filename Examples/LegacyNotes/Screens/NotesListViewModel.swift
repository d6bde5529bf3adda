import Combine
import Foundation

/// The parent: it presents the editor, so it is migrated after it (leaf first).
@MainActor
final class NotesListViewModel: ObservableObject {
  @Published var notes: [Note] = []
  @Published var editing: EditNoteViewModel?

  private let service: NotesService

  init(service: NotesService) {
    self.service = service
  }

  func addTapped() {
    let editor = EditNoteViewModel(text: "", notes: service)
    editor.onSave = { [weak self] note in
      self?.notes.append(note)
      self?.editing = nil
    }
    editor.onCancel = { [weak self] in self?.editing = nil }
    editing = editor
  }

  func load() async {
    notes = (try? await service.all()) ?? []
  }
}
