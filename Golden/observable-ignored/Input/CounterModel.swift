import Observation

// graft: feature
@Observable
final class CounterModel {
  var value = 0
  var step = 1
  @ObservationIgnored var history: [Int] = []
  private(set) var isLocked = false

  func increment() {
    value += step
  }

  func stepChanged(to newStep: Int) {
    step = newStep
  }
}
