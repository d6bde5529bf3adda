import SwiftDeclarationParser

extension SourceIndex {
  /// `struct LoginActions { var showHome: (() -> Void)?; let showDetail: (Item) -> Void }`: a
  /// struct of the sources whose stored properties are all closures that return nothing, wait
  /// for nothing and throw nothing, which the parent that makes a screen fills with what each of
  /// its outcomes does. Its closures, or nil for any other type: a struct of
  /// closures that answer (`struct APIClient { var fetch: () async throws -> [Item] }`) is a
  /// dependency, not a parent.
  func closureStructMembers(of name: String) -> [Declaration]? {
    guard let declared = types[name], declared.kind == .struct, declared.declaration.genericParameters == nil else { return nil }
    let stored = declared.declaration.members.filter { member in
      (member.kind == .var || member.kind == .let) && !member.hasModifier("static") && member.accessors.isEmpty
    }
    guard !stored.isEmpty, stored.allSatisfy({ member in
      guard let closure = member.type.flatMap({ ClosureType(resolvingAliases($0)) }) else { return false }
      return ["Void", "()"].contains(closure.signature.returnType) && !closure.signature.isAsync && !closure.signature.isThrowing
    }) else {
      return nil
    }
    return stored
  }

  /// The struct of closures a written type names (`LoginActions?`, or the view model's alias of
  /// it, `Action?`), seen from `scope`: its name and its closures, or nil for any other type.
  func closureStruct(writtenAs type: String, in scope: String? = nil) -> (name: String, closures: [Declaration])? {
    guard let name = TypeText(resolvingAliases(type, in: scope)).mentionedNames.first, let closures = closureStructMembers(of: name) else { return nil }
    return (name, closures)
  }
}
