import Combine
import SwiftUI

/// Not a leaf: it routes to a tag, and presents the new-tag sheet through the router.
struct TagCloudView: View {
  @Environment(RouterPath.self) private var router
  @StateObject private var viewModel = TagCloudViewModel()

  var body: some View {
    List(viewModel.tags, id: \.self) { tag in
      Button(tag) { router.navigate(to: .tag(name: tag)) }
    }
    .toolbar {
      Button("New tag") { router.presentedSheet = .newTag }
    }
  }
}

/// The cloud's model, kept in sync both ways with its filter's: a Combine two-way sync
/// between two view models.
final class TagCloudViewModel: ObservableObject {
  @Published var tags: [String] = []
  @Published var selectedTags: [String] = []
  let filter = TagFilterViewModel()
  private var cancellables = Set<AnyCancellable>()

  init() {
    filter.cloud = self
    filter.$selectedTags.assign(to: \.selectedTags, on: self).store(in: &cancellables)
  }
}

/// Not a screen: a part of the cloud, which keeps it for good.
final class TagFilterViewModel: ObservableObject {
  @Published var selectedTags: [String] = []
  weak var cloud: TagCloudViewModel? {
    didSet { follow() }
  }
  private var cancellables = Set<AnyCancellable>()

  private func follow() {
    cloud?.$selectedTags.sink { [weak self] in self?.selectedTags = $0 }.store(in: &cancellables)
  }
}
