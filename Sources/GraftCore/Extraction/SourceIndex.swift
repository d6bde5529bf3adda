import SwiftDeclarationParser

/// What the whole set of sources declares, which decides what a member of one view model is:
/// a `weak var delegate: P` whose `P` is declared here is a delegate, a stored `let` of such a
/// protocol is a service, and a type declared here names its static members (`Sort.default`).
public struct SourceIndex: Sendable {
  /// Protocols by name, at any depth.
  public var protocols: [String: Declaration]
  /// Classes, structs, enums, actors and protocols by name, at any depth.
  public var typeNames: Set<String>
  /// Features `graft eject` handed to the team, by name, with where the team's file says so.
  public var ejectedFeatures: [String: String]

  public init(_ sources: [SourceFile]) {
    var protocols: [String: Declaration] = [:]
    var typeNames: Set<String> = []
    var stack = sources.flatMap(\.declarations)
    while let declaration = stack.popLast() {
      guard declaration.kind.isTypeLike else { continue }
      if declaration.kind == .protocol, protocols[declaration.name] == nil { protocols[declaration.name] = declaration }
      if declaration.kind != .extension { typeNames.insert(declaration.name) }
      stack += declaration.members
    }
    self.protocols = protocols
    self.typeNames = typeNames
    ejectedFeatures = ViewModelExtractor.ejectedFeatures(in: sources)
  }
}
