import Combine
import Foundation

// graft: feature
final class ProfileEditorViewModel: ObservableObject {
  @Published var displayName = ""
  @Published var isPublic = false
  @Published private(set) var saveCount = 0

  func saveTapped() {
    saveCount += 1
  }

  #if os(iOS)
  func shareTapped() {
    saveCount += 0
  }
  #endif

  func onAppear() {
    saveCount = 0
  }
}
