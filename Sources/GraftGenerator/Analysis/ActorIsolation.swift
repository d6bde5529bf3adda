import SwiftDeclarationParser

/// Whether the app's declarations run on the main actor: what they say, else what their type
/// says, else the module's default isolation, which Xcode 26 sets to `MainActor` for new
/// targets. A service on the main actor is reached from the feature's effects by hopping there,
/// and what Graft generates for such a module says `nonisolated` where TCA needs it.
extension SourceIndex {
  /// `owner`: the type whose member `declaration` is, whose isolation its members share.
  func isMainActor(_ declaration: Declaration, in owner: Declaration? = nil) -> Bool {
    if declaration.attribute(named: "MainActor") != nil { return true }
    if declaration.hasModifier("nonisolated") || declaration.kind == .actor { return false }
    // Another global actor (`@DatabaseActor`) is not the main one.
    if declaration.attributes.contains(where: { $0.name.hasSuffix("Actor") }) { return false }
    if let owner { return isMainActor(owner) }
    let path = pathOfType[declaration.name] ?? types[declaration.name]?.path
    return (path.flatMap { isolationByPath[$0] } ?? defaultIsolation) == .mainActor
  }
}
