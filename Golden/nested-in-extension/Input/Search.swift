import Combine
import Foundation

enum Search {}

extension Search {
  // graft: feature name=SearchFeature bridge=swiftui
  @MainActor
  final class ViewModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var results: [String] = []

    func textChanged(_ text: String) {
      self.text = text
    }
  }
}
