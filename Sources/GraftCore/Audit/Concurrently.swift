import Dispatch
import Foundation

/// Runs two independent pieces of work at once and returns both results: the audit's navigation
/// and its data flow read the same index and do not depend on each other until the report. The
/// second runs on a thread of its own, not on the dispatch pool: a `concurrentPerform` inside a
/// pool's task runs serially, and each side spreads its own work over the cores.
func concurrently<First: Sendable, Second: Sendable>(_ first: () -> First, _ second: @escaping @Sendable () -> Second) -> (First, Second) {
  nonisolated(unsafe) var secondResult: Second?
  let finished = DispatchSemaphore(value: 0)
  let thread = Thread {
    secondResult = second()
    finished.signal()
  }
  thread.stackSize = 16 << 20
  thread.start()
  let firstResult = first()
  finished.wait()
  return (firstResult, secondResult!)
}
