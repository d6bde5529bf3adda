import Combine
import Foundation

// graft: feature
/// Already migrated: Graft generates its TCA side.
final class EditNoteViewModel: ObservableObject {
  @Published var text: String
  var onSave: ((String) -> Void)?

  init(text: String) { self.text = text }

  func saveTapped() { onSave?(text) }
}
