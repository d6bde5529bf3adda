import Combine
import Foundation

/// A leaf: it presents nothing and writes no shared data. The first screen to graft.
// graft: feature seed
@MainActor
final class EditNoteViewModel: ObservableObject {
  @Published var text: String
  @Published private(set) var isSaving = false
  @Published var error: Error?

  var onSave: ((Note) -> Void)?
  var onCancel: (() -> Void)?

  private let notes: NotesService

  init(text: String, notes: NotesService) {
    self.text = text
    self.notes = notes
  }

  func textChanged(_ newText: String) {
    text = newText
  }

  func saveTapped() async {
    isSaving = true
    defer { isSaving = false }
    do {
      let note = try await notes.save(text)
      onSave?(note)
    } catch {
      self.error = error
    }
  }

  func cancelTapped() {
    onCancel?()
  }
}
