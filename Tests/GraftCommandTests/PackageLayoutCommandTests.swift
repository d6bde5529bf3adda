import Foundation
import Testing

/// `graft generate` inside an ordinary SwiftPM package, as a new user runs it: where each file
/// goes, platform conditions, a failing run that writes nothing, and what it says when there is
/// nothing to do.
@Suite struct PackageLayoutCommandTests {
  let command = InspectCommandTests()

  /// A package in a fresh folder: `Package.swift`, `Sources/App/Profile/ProfileViewModel.swift`,
  /// and `Tests/AppTests/` when `withTestTarget`.
  func package(withTestTarget: Bool = true, viewModel: String = Self.profile) throws -> URL {
    let root = TestFolders.new("package")
    let profile = root.appendingPathComponent("Sources/App/Profile")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    try "// swift-tools-version: 6.1\nimport PackageDescription\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    try viewModel.write(to: profile.appendingPathComponent("ProfileViewModel.swift"), atomically: false, encoding: .utf8)
    if withTestTarget {
      try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    }
    return root
  }

  static let profile = """
    import Combine

    // graft: feature
    @MainActor
    final class ProfileViewModel: ObservableObject {
      @Published var name = ""
      func rename(_ newName: String) { name = newName }
    }

    """

  func files(under root: URL) -> [String] {
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return paths.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.sorted()
  }

  @Test func testsGoToTheTestTargetAndTheRestBesideTheViewModel() throws {
    let root = try package()
    let run = try command.graft("generate", root.appendingPathComponent("Sources/App").path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(files(under: root) == [
      "Sources/App/Profile/ProfileFeature.swift", "Sources/App/Profile/ProfileFeatureView.swift",
      "Sources/App/Profile/ProfileViewModel+Graft.swift", "Sources/App/Profile/ProfileViewModel.swift",
      "Tests/AppTests/ProfileFeatureTests.swift",
    ])
    let tests = try String(contentsOf: root.appendingPathComponent("Tests/AppTests/ProfileFeatureTests.swift"), encoding: .utf8)
    #expect(tests.contains("@testable import App\n"))
  }

  @Test func inAnXcodeProjectTestsGoToTheSiblingTestFolder() throws {
    let root = TestFolders.new("project")
    let profile = root.appendingPathComponent("Notes/Profile")
    for folder in [profile, root.appendingPathComponent("Notes.xcodeproj"), root.appendingPathComponent("NotesTests")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Self.profile.write(to: profile.appendingPathComponent("ProfileViewModel.swift"), atomically: false, encoding: .utf8)
    let run = try command.graft("generate", root.appendingPathComponent("Notes").path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(files(under: root).filter { $0.hasSuffix("Tests.swift") } == ["NotesTests/ProfileFeatureTests.swift"])
    let tests = try String(contentsOf: root.appendingPathComponent("NotesTests/ProfileFeatureTests.swift"), encoding: .utf8)
    #expect(tests.contains("@testable import Notes\n"))
  }

  /// A project of one app target, `Notes`, whose Sources build phase lists `compiling`, with
  /// `objects` (build files, file references, groups) beside it.
  static func notesProject(compiling: [String], objects: String = "") -> String {
    """
    // !$*UTF8*$!
    {
    	objects = {
    		A1 /* Notes */ = {
    			isa = PBXNativeTarget;
    			buildPhases = (
    				B1 /* Sources */,
    			);
    			name = Notes;
    			productType = "com.apple.product-type.application";
    		};
    		B1 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			files = (
    \(compiling.map { "\t\t\t\t" + $0 + ",\n" }.joined())			);
    		};
    \(objects.isEmpty ? "" : objects + "\n")	};
    }
    """
  }

  /// A copy of a view model that no target of the project compiles (its Sources build phases list
  /// the other) is skipped with a note, so the one the app builds is generated alone. Given by its
  /// path, the copy is read.
  @Test func aFileNoTargetCompilesIsSkippedWithANote() throws {
    let root = TestFolders.new("project")
    let app = root.appendingPathComponent("Notes")
    for folder in ["Notes/Profile", "Notes/Old", "Notes.xcodeproj"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Self.notesProject(compiling: ["C1 /* ProfileViewModel.swift in Sources */"])
      .write(to: root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    try Self.profile.write(to: root.appendingPathComponent("Notes/Profile/ProfileViewModel.swift"), atomically: false, encoding: .utf8)
    let copy = root.appendingPathComponent("Notes/Old/OldProfileViewModel.swift")
    try Self.profile.write(to: copy, atomically: false, encoding: .utf8)
    let run = try command.graft("generate", app.path, "--dry-run")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("\(copy.path): note: no target of its Xcode project compiles this file; Graft skips it (give its path to read it anyway)"))
    #expect(!run.errors.contains("would each write"), "\(run.errors)")
    let given = try command.graft("generate", copy.path, "--dry-run")
    #expect(given.status == 0, "\(given.errors)")
    #expect(!given.errors.contains("skips it"), "\(given.errors)")
    // Beside a podspec, the development pod's files are compiled by the Pods project: the app's
    // project does not say, and nothing is skipped.
    try "Pod::Spec.new do |s|\n  s.name = 'NotesCore'\nend\n".write(to: root.appendingPathComponent("NotesCore.podspec"), atomically: false, encoding: .utf8)
    let podded = try command.graft("generate", app.path, "--dry-run")
    #expect(!podded.errors.contains("skips it"), "\(podded.errors)")
  }

  /// A file whose name starts with a space (` ProfileViewModel.swift`, which Xcode lists as
  /// `/*  ProfileViewModel.swift in Sources */`) is the one the target compiles, not a copy.
  @Test func aFileNameThatStartsWithASpaceIsCompiled() throws {
    let root = TestFolders.new("project")
    for folder in ["Notes/Profile", "Notes.xcodeproj"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Self.notesProject(compiling: ["C1 /*  ProfileViewModel.swift in Sources */"])
      .write(to: root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    try Self.profile.write(to: root.appendingPathComponent("Notes/Profile/ ProfileViewModel.swift"), atomically: false, encoding: .utf8)
    let run = try command.graft("generate", root.appendingPathComponent("Notes").path, "--dry-run")
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("skips it"), "\(run.errors)")
    #expect(run.output.contains("ProfileViewModel+Graft.swift"), "\(run.output)")
  }

  /// Two files of one name, each declaring the view model (a stale copy kept after a move): the
  /// project's groups say which path its target compiles, and the other is skipped with a note. A
  /// build file Xcode lost a reference to (`/* (null) in Sources */`) ends no list: every file
  /// listed after it is still compiled.
  @Test func aCopyOfTheSameNameIsToldApartByThePathTheProjectGives() throws {
    let root = TestFolders.new("project")
    let app = root.appendingPathComponent("Notes")
    for folder in ["Notes/Profile", "Notes/Old", "Notes.xcodeproj"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let objects = """
      		C0 /* (null) in Sources */ = {isa = PBXBuildFile; };
      		C1 /* ProfileViewModel.swift in Sources */ = {isa = PBXBuildFile; fileRef = D1 /* ProfileViewModel.swift */; };
      		D1 /* ProfileViewModel.swift */ = {isa = PBXFileReference; path = ProfileViewModel.swift; sourceTree = "<group>"; };
      		E0 = {isa = PBXGroup; children = (E1 /* Notes */); sourceTree = "<group>"; };
      		E1 /* Notes */ = {isa = PBXGroup; children = (E2 /* Profile */); path = Notes; sourceTree = "<group>"; };
      		E2 /* Profile */ = {isa = PBXGroup; children = (D1 /* ProfileViewModel.swift */); path = Profile; sourceTree = "<group>"; };
      """
    try Self.notesProject(compiling: ["C0 /* (null) in Sources */", "C1 /* ProfileViewModel.swift in Sources */"], objects: objects)
      .write(to: root.appendingPathComponent("Notes.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    let built = root.appendingPathComponent("Notes/Profile/ProfileViewModel.swift")
    let copy = root.appendingPathComponent("Notes/Old/ProfileViewModel.swift")
    for file in [built, copy] { try Self.profile.write(to: file, atomically: false, encoding: .utf8) }
    let run = try command.graft("generate", app.path, "--dry-run")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("\(copy.path): note: no target of its Xcode project compiles this file"), "\(run.errors)")
    #expect(!run.errors.contains("\(built.path): note"), "\(run.errors)")
    #expect(!run.errors.contains("would each write"), "\(run.errors)")
  }

  /// A development pod beside the app (`WalletCore.podspec`, its sources in `Pods/WalletCore/`)
  /// is a module of its own: the view model's file, which declares the client of its service,
  /// imports the pod's module, though the view model's file does not.
  @Test func aServiceOfADevelopmentPodIsImportedByTheFileDeclaringItsClient() throws {
    let root = TestFolders.new("pods")
    let app = root.appendingPathComponent("Wallet/Balance")
    let pod = root.appendingPathComponent("Pods/WalletCore/WalletCore/Prices")
    for folder in [app, pod, root.appendingPathComponent("Wallet.xcodeproj")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try """
      Pod::Spec.new do |s|
        s.name         = 'WalletCore'
        s.source_files = 'Pods/WalletCore/WalletCore/**/*.swift'
      end
      """.write(to: root.appendingPathComponent("WalletCore.podspec"), atomically: false, encoding: .utf8)
    try """
      public struct Price: Equatable, Sendable { public var amount: Int }
      public protocol PriceProviding: AnyObject { func latest() async throws -> Price }
      """.write(to: pod.appendingPathComponent("PriceProviding.swift"), atomically: false, encoding: .utf8)
    // The app re-exports the pod once; the view model's file does not import it.
    try "@_exported import WalletCore\n".write(to: app.appendingPathComponent("../Exports.swift"), atomically: false, encoding: .utf8)
    try """
      import Combine

      // graft: feature
      @MainActor
      final class BalanceViewModel: ObservableObject {
        @Published var price: Price?
        private let prices: PriceProviding
        init(prices: PriceProviding) { self.prices = prices }
        func refresh() async throws { price = try await prices.latest() }
      }
      """.write(to: app.appendingPathComponent("BalanceViewModel.swift"), atomically: false, encoding: .utf8)
    let run = try command.graft("generate", root.appendingPathComponent("Wallet").path, "--context", root.appendingPathComponent("Pods").path)
    #expect(run.status == 0, "\(run.errors)")
    let owned = try String(contentsOf: app.appendingPathComponent("BalanceViewModel+Graft.swift"), encoding: .utf8)
    #expect(owned.contains("struct PriceProvidingClient {"))
    #expect(owned.contains("import WalletCore\n"))
  }

  /// A Tuist workspace's projects (`Projects/Domain/Project.swift`, `Project.makeModule(name:
  /// "Domain", …)`) are modules of their own, the feature's too: the view model's file, which
  /// declares the client of a service of the domain's, imports it; an app's model named
  /// `Project.swift` is no manifest.
  @Test func aServiceOfATuistModuleIsImportedByTheFileDeclaringItsClient() throws {
    let root = TestFolders.new("tuist")
    let domain = root.appendingPathComponent("Projects/Domain")
    let feature = root.appendingPathComponent("Projects/Features/PricesFeature")
    let models = feature.appendingPathComponent("Sources/Models")
    for folder in [domain.appendingPathComponent("Sources"), models] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try """
      import ProjectDescription
      let project = Project.makeModule(name: "Domain", targets: [.dynamicFramework])
      """.write(to: domain.appendingPathComponent("Project.swift"), atomically: false, encoding: .utf8)
    try """
      import ProjectDescription
      let project = Project.makeModule(
        name: "PricesFeature",
        targets: [.staticFramework, .interface]
      )
      """.write(to: feature.appendingPathComponent("Project.swift"), atomically: false, encoding: .utf8)
    try """
      public struct Price: Equatable, Sendable { public var amount: Int }
      public protocol PriceUseCase: AnyObject { func latest() async throws -> Price }
      """.write(to: domain.appendingPathComponent("Sources/PriceUseCase.swift"), atomically: false, encoding: .utf8)
    try "struct Project: Equatable { var name = \"\" }\n".write(to: models.appendingPathComponent("Project.swift"), atomically: false, encoding: .utf8)
    try """
      import Combine

      // graft: feature
      @MainActor
      final class PricesViewModel: ObservableObject {
        @Published var price: Price?
        private let useCase: PriceUseCase
        init(useCase: PriceUseCase) { self.useCase = useCase }
        func refresh() async throws { price = try await useCase.latest() }
      }
      """.write(to: models.appendingPathComponent("PricesViewModel.swift"), atomically: false, encoding: .utf8)
    let run = try command.graft("generate", feature.appendingPathComponent("Sources").path, "--context", domain.path)
    #expect(run.status == 0, "\(run.errors)")
    let owned = try String(contentsOf: models.appendingPathComponent("PricesViewModel+Graft.swift"), encoding: .utf8)
    #expect(owned.contains("struct PriceUseCaseClient {"))
    #expect(owned.contains("import Domain\n"))
    #expect(!owned.contains("import Models"))
  }

  @Test func withoutATestTargetNoTestsUnlessAFolderIsNamed() throws {
    let root = try package(withTestTarget: false)
    let run = try command.graft("generate", root.appendingPathComponent("Sources/App").path)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("no test target for App (no Tests/AppTests folder): no test skeletons written"))
    #expect(!files(under: root).contains { $0.hasSuffix("Tests.swift") })
    let elsewhere = root.appendingPathComponent("SomewhereElse").path
    let named = try command.graft("generate", root.appendingPathComponent("Sources/App").path, "--tests-output", elsewhere)
    #expect(named.status == 0, "\(named.errors)")
    #expect(FileManager.default.fileExists(atPath: elsewhere + "/ProfileFeatureTests.swift"))
  }

  @Test func aTestTargetCreatedSinceTheLastRunGetsTheTests() throws {
    let root = try package(withTestTarget: false)
    let sources = root.appendingPathComponent("Sources/App").path
    let first = try command.graft("generate", sources)
    #expect(first.output.contains("no test target for App"))
    // Nothing else changed: the run record must not stand for a run that had no test target.
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    let second = try command.graft("generate", sources)
    #expect(second.status == 0, "\(second.errors)")
    #expect(!second.output.contains("no test target for App"))
    #expect(files(under: root).contains("Tests/AppTests/ProfileFeatureTests.swift"))
  }

  @Test func aMovedReducerIsNotWrittenAgain() throws {
    let root = try package()
    let sources = root.appendingPathComponent("Sources/App").path
    #expect(try command.graft("generate", sources).status == 0)
    let features = root.appendingPathComponent("Sources/App/Features")
    try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("Sources/App/Profile/ProfileFeature.swift"), to: features.appendingPathComponent("ProfileFeature.swift"))
    let again = try command.graft("generate", sources)
    #expect(again.status == 0, "\(again.errors)")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/App/Profile/ProfileFeature.swift").path))
    #expect(again.errors.contains("note: ProfileFeature is declared in the sources already: Graft writes no other reducer"))
  }

  @Test func platformConditionsEncloseEveryGeneratedFile() throws {
    let root = try package(viewModel: "#if os(iOS)\n" + Self.profile + "#endif\n")
    #expect(try command.graft("generate", root.appendingPathComponent("Sources/App").path).status == 0)
    for file in [
      "Sources/App/Profile/ProfileViewModel+Graft.swift", "Sources/App/Profile/ProfileFeature.swift",
      "Sources/App/Profile/ProfileFeatureView.swift", "Tests/AppTests/ProfileFeatureTests.swift",
    ] {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("\n#if os(iOS)\n") && text.hasSuffix("#endif\n"), "\(file)")
    }
  }

  @Test func aRunThatCannotWriteOneFileWritesNone() throws {
    let root = try package()
    // A regular file where a folder should be: no folder can be made under it, whoever runs the test.
    let blocker = root.appendingPathComponent("blocker")
    try "".write(to: blocker, atomically: false, encoding: .utf8)
    let run = try command.graft("generate", root.appendingPathComponent("Sources/App").path, "--tests-output", blocker.path + "/Tests")
    #expect(run.status == 1)
    #expect(run.errors.components(separatedBy: "error:").count == 2, "\(run.errors)")
    #expect(run.errors.contains("\(blocker.path)/Tests/ProfileFeatureTests.swift: error: cannot create the folder"))
    #expect(run.errors.contains("nothing was written"))
    #expect(files(under: root) == ["Sources/App/Profile/ProfileViewModel.swift"])
  }

  @Test func nothingAnnotatedSaysHowAndNamesTheCandidates() throws {
    let root = try package(viewModel: "import Combine\n\nfinal class ProfileViewModel: ObservableObject {}\n")
    let run = try command.graft("generate", root.appendingPathComponent("Sources").path)
    #expect(run.status == 0)
    #expect(run.output.contains("No view model is annotated"))
    #expect(run.output.contains("    // graft: feature\n"))
    #expect(run.output.contains("\(root.path)/Sources/App/Profile/ProfileViewModel.swift:3  ProfileViewModel"))
  }

  @Test func anUnknownTypeIsAnErrorThatNamesTheViewModels() throws {
    let root = try package()
    let run = try command.graft("generate", root.appendingPathComponent("Sources").path, "--type", "Nope", "--dry-run")
    #expect(run.status == 1)
    #expect(run.errors == "error: no class named 'Nope' in the sources given; the view models found: ProfileViewModel\n")
    let known = try command.graft("generate", root.appendingPathComponent("Sources").path, "--type", "ProfileViewModel", "--dry-run")
    #expect(known.status == 0, "\(known.errors)")
  }

  /// A class picked with `--type` that Graft refuses says why at its line, and only that: it
  /// is neither unknown nor unannotated.
  @Test func aRefusedTypeSaysWhyAndNothingElse() throws {
    let root = try package(viewModel: "final class ListViewModel<Item>: ObservableObject {\n  @Published var items: [Item] = []\n}\n")
    let run = try command.graft("generate", root.appendingPathComponent("Sources").path, "--type", "ListViewModel", "--dry-run")
    #expect(run.status == 1)
    #expect(run.errors.hasSuffix("ProfileViewModel.swift:1:1: error: 'ListViewModel<Item>' is generic: a feature's State needs concrete types; generate from a non-generic subclass or typealias\n"), "\(run.errors)")
    #expect(!run.errors.contains("no class named"))
    #expect(!run.output.contains("No view model is annotated"), "\(run.output)")
  }
}
