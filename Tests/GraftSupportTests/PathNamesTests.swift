import GraftSupport
import Testing

@Suite struct PathNamesTests {
  @Test(arguments: [
    ("App/Base.lproj/Main.storyboard", "Main"), ("Alias/CreateAliasView.swift", "CreateAliasView"), ("Makefile", "Makefile"),
    ("Config/.swiftlint.yml", ".swiftlint"), ("a/b.c/Name", "Name"), (".hidden", ".hidden"),
  ])
  func theStemIsTheFileNameWithoutItsExtension(_ path: String, _ stem: String) {
    #expect(PathNames.stem(path) == stem)
  }
}
