import GraftSupport
import SwiftDeclarationParser
import Testing

/// The `// graft:` comment as both generation and the audit read it.
@Suite struct AnnotationSyntaxTests {
  @Test func wordsKeepTheirColumns() throws {
    let file = SourceFile(path: "VM.swift", text: "  /// graft: feature name=EditFeature  seed\n  final class A {}")
    let annotation = try #require(file.declarations.first?.annotations.first)
    #expect(annotation.location == SourceLocation(line: 1, column: 7))
    #expect(annotation.words.map(\.key) == ["feature", "name", "seed"])
    #expect(annotation.words.map(\.value) == [nil, "EditFeature", nil])
    #expect(annotation.words.map(\.location.column) == [14, 22, 40])
  }

  @Test func onlyAnAnnotationThatSaysFeatureMarksAFeature() {
    let file = SourceFile(path: "VM.swift", text: """
      // graft: feature name=Editor
      final class A {}
      /// graft: ignore
      // feature, but not an annotation
      final class B {}
      // graft:feature
      final class C {}
      """)
    #expect(file.declarations.map { Annotation.marksFeature($0.annotations) } == [true, false, true])
  }
}
