import Combine
import Foundation

// graft: feature bridge=none
final class ToggleViewModel: ObservableObject {
  @Published var isOn = false
  @Published var count = 0

  func toggle() {
    isOn.toggle()
  }

  func countChanged(_ value: Int) {
    count = value
  }
}
