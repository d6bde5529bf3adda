import Foundation

/// Not a leaf, though it never names `NotesCache.shared` in its body: the cache is its
/// initializer's default, and emptying the trash changes it.
final class TrashViewModel {
  private let cache: NotesCache

  init(cache: NotesCache = .shared) {
    self.cache = cache
  }

  func restore(_ note: Note) {
    cache.update(note)
  }
}

/// Not a screen: a row's model, named for the part it is, that the notes list makes per note.
final class NoteRowViewModel {
  let title: String

  init(note: Note) {
    title = note.text
  }
}
