import Foundation

// A ported action whose test Graft writes, and one whose test it leaves to the team (the run
// reaches a trap on the samples): inspect tells them apart.
// graft: feature
final class CounterViewModel: ObservableObject {
  @Published var count = 0

  func increment() {
    count += 1
  }

  func reset() {
    assertionFailure("reset is not expected")
    count = 0
  }
}
