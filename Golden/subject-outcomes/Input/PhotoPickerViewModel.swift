import Combine
import Foundation

struct Photo: Equatable, Sendable {
  let id: Int
  var title: String
}

// graft: feature
@MainActor
final class PhotoPickerViewModel: ObservableObject {
  @Published private(set) var photos: [Photo]
  @Published private(set) var selectedID: Int?

  /// What the picker's parent subscribes to.
  let didFinish = PassthroughSubject<Void, Never>()
  let pickedSubject = PassthroughSubject<Photo, Never>()

  /// Fed by the search field; the view model's own pipeline reads it.
  private let query = PassthroughSubject<String, Never>()
  private var cancellables: Set<AnyCancellable> = []

  init(photos: [Photo]) {
    self.photos = photos
    query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .sink { [weak self] _ in self?.selectedID = nil }
      .store(in: &cancellables)
  }

  func doneTapped() {
    didFinish.send()
  }

  func pick(_ photo: Photo) {
    selectedID = photo.id
    pickedSubject.send(photo)
  }

  func searchChanged(_ text: String) {
    query.send(text)
  }
}
