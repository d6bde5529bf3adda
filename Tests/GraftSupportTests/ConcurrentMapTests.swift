import Testing

@testable import GraftSupport

@Suite struct ConcurrentMapTests {
  @Test func resultsKeepTheInputsOrder() {
    let inputs = Array(0..<1_000)
    #expect(inputs.concurrentMap { $0 * 3 } == inputs.map { $0 * 3 })
    #expect([7].concurrentMap { $0 + 1 } == [8])
    #expect([Int]().concurrentMap { $0 } == [])
  }

  @Test func theWorkAlongsideReturnsItsOwnResultAndEveryElementIsMapped() {
    let inputs = Array(0..<500).map(String.init)
    let (mapped, other) = inputs.concurrentMap({ Int($0)! * 2 }, alongside: { inputs.count + 1 })
    #expect(mapped == Array(0..<500).map { $0 * 2 })
    #expect(other == 501)
    let (none, alone) = [String]().concurrentMap({ $0.count }, alongside: { "ran" })
    #expect(none.isEmpty && alone == "ran")
  }
}
