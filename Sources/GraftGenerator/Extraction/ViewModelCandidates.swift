import SwiftDeclarationParser

/// The classes that look like view models, annotated or not: named `…ViewModel`, conforming to
/// `ObservableObject`, or `@Observable`. What Graft suggests when a run finds nothing to do.
public enum ViewModelCandidates {
  public struct Candidate: Sendable, Equatable {
    /// `Search.ViewModel` for one nested in a type.
    public var qualifiedName: String
    public var path: String
    public var location: SourceLocation
  }

  /// In path order, then source order.
  public static func find(in sources: [SourceFile]) -> [Candidate] {
    var found: [Candidate] = []
    for source in sources.sorted(by: { $0.path < $1.path }) {
      var stack = source.declarations.reversed().map { (declaration: $0, scope: "") }
      while let (declaration, scope) = stack.popLast() {
        guard declaration.kind.isTypeLike else { continue }
        let qualified = declaration.kind == .extension ? declaration.name : (scope.isEmpty ? "" : scope + ".") + declaration.name
        if declaration.kind == .class, isCandidate(declaration) {
          found.append(Candidate(qualifiedName: qualified, path: source.path, location: declaration.range.start))
        }
        stack += declaration.members.reversed().map { (declaration: $0, scope: qualified) }
      }
    }
    return found
  }

  static func isCandidate(_ declaration: Declaration) -> Bool {
    declaration.name.hasSuffix("ViewModel") || declaration.attribute(named: "Observable") != nil
      || declaration.inheritance.contains { $0 == "ObservableObject" || $0.hasSuffix(".ObservableObject") }
  }

  /// The error for a `--type NAME` that names none of the view models found (qualified names),
  /// with the classes that look like view models; nil when every name was found. A class that is
  /// there but was refused (a generic one) has its own positioned error already.
  public static func unmatchedSelection(_ selected: Set<String>, viewModels: [String], in sources: [SourceFile]) -> String? {
    let found = find(in: sources).map(\.qualifiedName)
    let names = { (name: String, among: [String]) in among.contains { $0 == name || $0.hasSuffix("." + name) } }
    guard let unknown = selected.sorted().first(where: { !names($0, viewModels) && !names($0, found) }) else {
      return nil
    }
    return "error: no class named '\(unknown)' in the sources given" + (found.isEmpty ? "" : "; the view models found: \(found.joined(separator: ", "))")
  }
}
