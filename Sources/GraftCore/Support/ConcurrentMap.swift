import Dispatch

extension Array where Element: Sendable {
  /// `map` across all cores, results in input order. For independent, CPU-bound work such as
  /// parsing one file per element.
  public func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    guard count > 1 else { return map(transform) }
    nonisolated(unsafe) let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    self.withUnsafeBufferPointer { elements in
      nonisolated(unsafe) let elements = elements
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        results[index] = transform(elements[index])
      }
    }
    return results.map { $0! }
  }
}
