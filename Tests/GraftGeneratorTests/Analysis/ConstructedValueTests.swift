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
}
