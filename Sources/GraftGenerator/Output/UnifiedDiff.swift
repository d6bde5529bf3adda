/// Unified diffs of text files, for `graft generate --dry-run` and for golden-file failures.
public enum UnifiedDiff {
  /// Past this many line pairs the line matching would cost too much memory; the diff then
  /// shows the old file removed and the new one added.
  static let maximumComparisons = 4_000_000

  /// A unified diff of `old` and `new` with `context` lines around each change, or "" when
  /// they are equal. `oldName`/`newName` head it as `---`/`+++`.
  public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let a = lines(old)
    let b = lines(new)
    let operations = editScript(a, b)
    var output = "--- \(oldName)\n+++ \(newName)\n"
    // Group operations into hunks: changes with up to `context` equal lines around them.
    var index = 0
    while index < operations.count {
      guard let firstChange = operations[index...].firstIndex(where: { $0.kind != .equal }) else { break }
      var start = max(index, firstChange - context)
      // Never reach back into the previous hunk.
      start = max(start, index)
      var end = firstChange
      var lastChange = firstChange
      while end < operations.count {
        if operations[end].kind != .equal { lastChange = end }
        if end - lastChange > 2 * context { break }
        end += 1
      }
      end = min(operations.count, lastChange + context + 1)
      let hunk = operations[start..<end]
      let oldStart = hunk.first?.oldLine ?? 0
      let newStart = hunk.first?.newLine ?? 0
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for operation in hunk {
        switch operation.kind {
        case .equal: output += " " + a[operation.oldLine] + "\n"
        case .delete: output += "-" + a[operation.oldLine] + "\n"
        case .insert: output += "+" + b[operation.newLine] + "\n"
        }
      }
      index = end
    }
    return output
  }

  struct Operation {
    enum Kind { case equal, delete, insert }
    var kind: Kind
    /// Index in the old lines (for an insert: where it goes).
    var oldLine: Int
    var newLine: Int
  }

  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The longest common subsequence of lines, as equal/delete/insert operations.
  static func editScript(_ a: [String], _ b: [String]) -> [Operation] {
    guard a.count * b.count <= maximumComparisons else {
      return a.indices.map { Operation(kind: .delete, oldLine: $0, newLine: 0) }
        + b.indices.map { Operation(kind: .insert, oldLine: a.count, newLine: $0) }
    }
    let width = b.count + 1
    var table = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i * width + j] = a[i] == b[j] ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        operations.append(Operation(kind: .equal, oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        // Deletions first, as diff(1) shows a changed line: `-` old, then `+` new.
        operations.append(Operation(kind: .delete, oldLine: i, newLine: j))
        i += 1
      } else {
        operations.append(Operation(kind: .insert, oldLine: i, newLine: j))
        j += 1
      }
    }
    return operations
  }
}
