/// Tokens appended into memory managed by hand. An array checks at every append that its
/// storage is not shared, in a call the lexer's loop cannot inline; this buffer never is
/// shared, and only checks its capacity.
struct TokenBuffer {
  private var base: UnsafeMutablePointer<SourceToken>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  var isEmpty: Bool { count == 0 }

  /// The tokens appended so far, valid until the next append or `deallocate()`.
  var elements: UnsafeBufferPointer<SourceToken> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  mutating func append(_ token: SourceToken) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    count += 1
  }

  /// Tokens are plain values: moving them is a copy of their bytes.
  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<SourceToken>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  func deallocate() { base.deallocate() }
}
