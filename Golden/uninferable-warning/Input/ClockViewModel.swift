import Combine
import Foundation

// graft: feature bridge=swiftui
final class ClockViewModel: ObservableObject {
  @Published var now = makeNow()
  @Published var label = "Now"

  func tick() {}
}

func makeNow() -> Date { Date() }
