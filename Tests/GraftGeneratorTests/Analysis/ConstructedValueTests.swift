@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// The values Graft writes for a type (placeholders, test samples): only through initializers
/// the generated file's module may call.
@Suite struct ConstructedValueTests {
  /// A struct's memberwise initializer is internal: from another module (a pod the project
  /// names, not one its folders would guess) it cannot be called, and no value is made.
  @Test func aStructOfAnotherModuleIsMadeOnlyThroughItsPublicInitializers() {
    let index = SourceIndex([
      SourceFile(path: "App/Core/Language.swift", text: "public struct Language { public var code: String }\npublic struct Region { public var code: String; public init(code: String) { self.code = code } }"),
      SourceFile(path: "App/Feature/SettingsViewModel.swift", text: "final class SettingsViewModel {}"),
    ])
    let home = "App/Feature/SettingsViewModel.swift"
    let sameTree = ConstructedValue(index: index, kind: .zero, home: home)
    #expect(sameTree.value(of: "Language") == "Language(code: \"\")")
    let pods = ConstructedValue(
      index: index, kind: .zero, home: home, modules: ["App/Core/Language.swift": "Core", home: "Feature"])
    #expect(pods.value(of: "Language") == nil)
    #expect(pods.value(of: "Region") == "Region(code: \"\")")
  }

  /// `Creator` where the app says `typealias Creator = User` at its top level and a search result
  /// nests a `struct Creator` of its own: written outside that type, the name is the alias's, and
  /// the value is a `User`'s (through the alias's name, which the file reads as the user).
  @Test func anAliasAtTheTopLevelWinsOverATypeNestedUnderTheSameName() {
    let index = SourceIndex([
      SourceFile(path: "App/Model/User.swift", text: "typealias Creator = User\nstruct User { var id: String; var followers: Int }"),
      SourceFile(path: "App/Model/SearchResult.swift", text: "struct SearchResult { struct Creator { let id: String; let fullName: String } }"),
      SourceFile(path: "App/Profile/ProfileViewModel.swift", text: "final class ProfileViewModel { var creator: Creator }"),
    ])
    let value = ConstructedValue(index: index, kind: .zero, home: "App/Profile/ProfileViewModel.swift")
    #expect(value.value(of: "Creator") == "Creator(id: \"\", followers: 0)")
    #expect(value.value(of: "SearchResult.Creator") == "SearchResult.Creator(id: \"\", fullName: \"\")")
  }
}
