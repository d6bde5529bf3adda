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
}
