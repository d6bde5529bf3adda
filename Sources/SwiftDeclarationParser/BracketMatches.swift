/// Bracketed groups that a full lex of the same bytes has already matched: for each, the offsets
/// of its opening and closing brackets, in the order of the opening ones. Only groups free of
/// damage belong here (every bracket inside them matched, no lexical problem inside): the parser
/// jumps over these instead of scanning their bytes again, and scans any other group as it
/// always does, reporting what is wrong with it.
public struct BracketMatches: Sendable {
  let openers: [UInt32]
  let closers: [UInt32]

  /// No group known: every group is scanned.
  public static let none = BracketMatches(openers: [], closers: [], problems: [])

  /// `openers` ascending, `closers[i]` the offset of the bracket that closes `openers[i]`. A group
  /// with one of the lexer's `problems` inside (`SourceFile.withTokens(of:_:)`) is left out; with
  /// more problems than a file reports, every group is: which problems the parser reports must
  /// not depend on what it jumped over.
  public init(openers: [UInt32], closers: [UInt32], problems: [Int]) {
    precondition(openers.count == closers.count, "one closing offset per opening one")
    guard problems.count < DeclarationParser.diagnosticLimit else {
      self.openers = []
      self.closers = []
      return
    }
    guard !problems.isEmpty else {
      self.openers = openers
      self.closers = closers
      return
    }
    let problems = problems.sorted()
    var keptOpeners: [UInt32] = []
    var keptClosers: [UInt32] = []
    keptOpeners.reserveCapacity(openers.count)
    keptClosers.reserveCapacity(closers.count)
    // The first problem after the current opener: openers come in order, so it only moves on.
    var nextProblem = 0
    for (opener, closer) in zip(openers, closers) {
      while nextProblem < problems.count, problems[nextProblem] <= Int(opener) { nextProblem += 1 }
      if nextProblem < problems.count, problems[nextProblem] < Int(closer) { continue }
      keptOpeners.append(opener)
      keptClosers.append(closer)
    }
    self.openers = keptOpeners
    self.closers = keptClosers
  }
}

/// The matches as the lexer reads them while a file is parsed: two buffers, copied with the
/// lexer at no cost when the parser looks ahead.
struct MatchedGroups {
  var openers = UnsafeBufferPointer<UInt32>(start: nil, count: 0)
  var closers = UnsafeBufferPointer<UInt32>(start: nil, count: 0)

  /// The offset of the bracket that closes the one at `opener`, when the group is known.
  func closer(of opener: Int) -> Int? {
    guard !openers.isEmpty else { return nil }
    var low = 0
    var high = openers.count
    while low < high {
      let middle = (low + high) / 2
      if Int(openers[middle]) < opener { low = middle + 1 } else { high = middle }
    }
    return low < openers.count && Int(openers[low]) == opener ? Int(closers[low]) : nil
  }
}
