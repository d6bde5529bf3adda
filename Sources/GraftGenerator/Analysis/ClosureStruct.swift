import SwiftDeclarationParser

extension SourceIndex {
  /// `struct LoginActions { var showHome: (() -> Void)?; let showDetail: (Item) -> Void }`: a
  /// struct of the sources whose stored properties are all closures, which the parent that makes
  /// a screen fills with what each of its outcomes does. Its closures, or nil for any other type.
  func closureStructMembers(of name: String) -> [Declaration]? {
    guard let declared = types[name], declared.kind == .struct, declared.declaration.genericParameters == nil else { return nil }
    let stored = declared.declaration.members.filter { member in
      (member.kind == .var || member.kind == .let) && !member.hasModifier("static") && member.accessors.isEmpty
    }
    guard !stored.isEmpty, stored.allSatisfy({ member in member.type.map { TypeText(resolvingAliases($0)).isClosure } ?? false }) else {
      return nil
    }
    return stored
  }
}
