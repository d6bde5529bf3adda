import Dispatch

extension Array where Element: Sendable {
  /// `map` across all cores, results in input order. For independent, CPU-bound work such as
  /// parsing one file per element.
  @inlinable public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    guard count > 1 else { return map(transform) }
    return concurrentMap(transform, alongside: {}).0
  }

  /// `concurrentMap`, with one more piece of work beside it on the same cores: the first task
  /// runs `other` while the rest map the elements, and the core that ran `other` maps elements
  /// once it is done. For a chain of steps that must run in order next to many small
  /// independent ones: no core idles while the chain runs.
  @inlinable public func concurrentMap<T: Sendable, Other: Sendable>(
    _ transform: @Sendable (Element) -> T, alongside other: @Sendable () -> Other
  ) -> ([T], Other) {
    nonisolated(unsafe) var otherResult: Other?
    nonisolated(unsafe) let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    self.withUnsafeBufferPointer { elements in
      nonisolated(unsafe) let elements = elements
      // Dispatch hands out iterations in order: `other` starts first.
      DispatchQueue.concurrentPerform(iterations: elements.count + 1) { index in
        if index == 0 {
          otherResult = other()
        } else {
          results[index - 1] = transform(elements[index - 1])
        }
      }
    }
    return (results.map { $0! }, otherResult!)
  }
}
