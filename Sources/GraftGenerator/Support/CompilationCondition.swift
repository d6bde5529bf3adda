/// `#if` conditions as one expression: the nesting levels of a declaration (outermost first),
/// joined with `&&`, each parenthesized when it is compound, so that the whole keeps its meaning.
enum CompilationCondition {
  static func combined(_ levels: [String]) -> String? {
    guard !levels.isEmpty else { return nil }
    guard levels.count > 1 else { return levels[0] }
    return levels.map { level in
      level.allSatisfy { $0 != " " && $0 != "&" && $0 != "|" } ? level : "(\(level))"
    }.joined(separator: " && ")
  }
}
