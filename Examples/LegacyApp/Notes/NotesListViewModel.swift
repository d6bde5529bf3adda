import Combine
import UIKit

/// Not a leaf: it pushes the note detail. It only reads the shared cache.
final class NotesListViewModel: ObservableObject {
  @Published var notes: [Note] = []
  weak var navigationController: UINavigationController?

  func reload() {
    notes = NotesCache.shared.notes
  }

  func select(_ note: Note) {
    navigationController?.pushViewController(NoteDetailViewController(note: note), animated: true)
  }
}
