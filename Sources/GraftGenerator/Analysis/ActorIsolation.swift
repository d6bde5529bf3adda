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

  /// Whether `type.name` is a static method (`calls`) or a static variable of the app's type that
  /// runs on the main actor, by an attribute (on the member, its type or the extension that
  /// declares it) or by its module's default isolation (`enum AppleNonce { static func random()
  /// -> String }` in a target isolated to the main actor). Of overloads, any one on the main
  /// actor counts, since which one Swift picks is not read; a member marked `nonisolated` is
  /// free. A `static let` is not asked about here: a constant of a `Sendable` value is read from
  /// anywhere in its module.
  /// `path`: the file that names the type, which says which of same-named types it means.
  func isMainActorStaticMember(_ name: String, of type: String, calls: Bool, seenFrom path: String) -> Bool {
    guard let (declared, owned) = membersWithOwners(of: type, seenFrom: path) else { return false }
    return owned.contains { member, owner in
      guard member.name == name, member.kind == (calls ? .function : .var), member.hasModifier("static") || member.hasModifier("class") else { return false }
      return isMainActor(member, in: owner) || (!member.hasModifier("nonisolated") && isMainActor(declared.declaration))
    }
  }

  /// Whether making the app's type `type` runs on the main actor: it declares an initializer
  /// (itself or in an extension) that is isolated to it, by an attribute or by its type's
  /// isolation, and not marked `nonisolated`. The initializers Swift writes for a type are
  /// nonisolated where they can be: `Wallet()` of a `@MainActor struct Wallet` that declares none
  /// is made anywhere.
  func isMainActorInitializer(of type: String, seenFrom path: String) -> Bool {
    guard let (declared, owned) = membersWithOwners(of: type, seenFrom: path) else { return false }
    return owned.contains { member, owner in
      member.kind == .initializer && !member.hasModifier("nonisolated")
        && (isMainActor(member, in: owner) || isMainActor(declared.declaration))
    }
  }

  /// The app's type `type` as `path` sees it, and its members with the declaration that holds
  /// each (the type, or an extension of it), whose isolation a member shares.
  private func membersWithOwners(of type: String, seenFrom path: String) -> (DeclaredType, [(Declaration, Declaration)])? {
    guard type.first?.isUppercase == true, let declared = self.type(named: type, seenFrom: path) else { return nil }
    let owned = declared.declaration.members.map { ($0, declared.declaration) }
      + (extensions[type] ?? []).flatMap { item in item.declaration.members.map { ($0, item.declaration) } }
    return (declared, owned)
  }
}
