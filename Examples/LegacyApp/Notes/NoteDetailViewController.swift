import SwiftUI
import UIKit

/// Not a leaf for both reasons: it presents the editor, and writes a global.
final class NoteDetailViewController: UIViewController {
  private var note: Note
  @IBOutlet private var textLabel: UILabel!

  init(note: Note) {
    self.note = note
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    lastOpenedNoteID = note.id
  }

  func editTapped() {
    let editor = EditNoteViewModel(text: note.text)
    present(UIHostingController(rootView: EditNoteView(viewModel: editor)), animated: true)
  }
}
