import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// A method without `private` that only its view model calls is a step of its own work, not an
/// action: read from every file of the run.
@Suite struct OwnStepsTests {
  static let viewModel = SourceFile(path: "Sources/App/FilesViewModel.swift", text: """
    import Foundation

    protocol FileServing: Sendable {
      func list() async -> [String]
      func remove(_ name: String) async
    }

    // graft: feature
    @MainActor
    final class FilesViewModel: ObservableObject {
      @Published var names: [String] = []
      let files: FileServing

      init(files: FileServing) {
        self.files = files
      }

      func refresh() async {
        await loadFiles()
      }

      func delete(_ name: String) async {
        await files.remove(name)
        Task { await self.loadFiles() }
      }

      func loadFiles() async {
        names = await files.list()
      }
    }

    extension FilesViewModel {
      func rename(_ name: String) async {
        await delete(name)
      }
    }
    """)

  static func roles(_ files: [SourceFile], context: [SourceFile] = []) throws -> [String: MemberRole] {
    let result = try #require(FeaturePipeline().run(files, context: context).first { $0.source.path == viewModel.path })
    let feature = try #require(result.features.first)
    return Dictionary(feature.classifications.map { ($0.member.name, $0.role) }, uniquingKeysWith: { first, _ in first })
  }

  static func view(calling calls: String, path: String = "Sources/App/FilesView.swift") -> SourceFile {
    SourceFile(path: path, text: """
      struct FilesView {
        let viewModel: FilesViewModel
        func onAppear() async { \(calls) }
      }
      """)
  }

  /// `loadFiles()` runs from `refresh()` and from a task in `delete(_:)`; the view calls neither
  /// it nor `rename(_:)`'s `delete(_:)` (a call in the view model's own extension).
  @Test func aMethodOnlyTheViewModelCallsIsAHelperWithAWarning() throws {
    let view = Self.view(calling: "await viewModel.refresh(); await viewModel.rename(\"a\")")
    let roles = try Self.roles([Self.viewModel, view])
    #expect(roles["loadFiles"] == .ignored)
    #expect(roles["delete"] == .ignored)
    #expect(roles["refresh"] == .viewAction)
    #expect(roles["rename"] == .viewAction)
    let result = try #require(FeaturePipeline().run([Self.viewModel, view]).first { $0.source.path == Self.viewModel.path })
    #expect(result.diagnostics.map(\.description).contains(
      "Sources/App/FilesViewModel.swift:27:3: warning: 'loadFiles()' is called by FilesViewModel alone, nothing else in the sources: "
        + "a step of its own work, carried where it is called, not an action; annotate '// graft: action' if the view calls it"))
  }

  /// A property's observer is the view model's own code: a method only a `didSet` calls is a
  /// step of its work.
  @Test func aMethodOnlyAnObserverCallsIsAHelper() throws {
    let observed = SourceFile(path: "Sources/App/MenuViewModel.swift", text: """
      // graft: feature
      final class MenuViewModel {
        var menus: [String] = [] { didSet { updateSelection() } }
        var selected = 0
        func updateSelection() { selected = menus.count - 1 }
        func add(_ menu: String) { menus.append(menu) }
      }
      """)
    let view = SourceFile(path: "Sources/App/MenuView.swift", text: "struct MenuView { let viewModel: MenuViewModel; func tap() { viewModel.add(\"a\") } }")
    let result = try #require(FeaturePipeline().run([observed, view]).first { $0.source.path == observed.path })
    let roles = Dictionary(try #require(result.features.first).classifications.map { ($0.member.name, $0.role) }, uniquingKeysWith: { first, _ in first })
    #expect(roles["updateSelection"] == .ignored)
    #expect(roles["add"] == .viewAction)
  }

  /// A subclass's code is the view model's own: a method its superclass's flow and a subclass's
  /// override run, which the view does not call, is a step of its work.
  @Test func aSubclassCallingItIsTheViewModelsOwnCode() throws {
    let base = SourceFile(path: "Sources/App/BoardViewModel.swift", text: """
      // graft: feature
      class BoardViewModel {
        var selected: Int?
        func reset() { clearSelection() }
        func clearSelection() { selected = nil }
      }
      """)
    let subclass = SourceFile(path: "Sources/App/PlayerBoardViewModel.swift", text: """
      final class PlayerBoardViewModel: BoardViewModel {
        override func reset() { clearSelection(); selected = 0 }
      }
      """)
    let view = SourceFile(path: "Sources/App/BoardView.swift", text: "struct BoardView { let viewModel: BoardViewModel; func tap() { viewModel.reset() } }")
    let result = try #require(FeaturePipeline().run([base, subclass, view]).first { $0.source.path == base.path })
    let roles = Dictionary(try #require(result.features.first).classifications.map { ($0.member.name, $0.role) }, uniquingKeysWith: { first, _ in first })
    #expect(roles["clearSelection"] == .ignored)
    #expect(roles["reset"] == .viewAction)
  }

  @Test func aMethodTheViewCallsTooStaysAnAction() throws {
    let roles = try Self.roles([Self.viewModel, Self.view(calling: "await viewModel.loadFiles(); await viewModel.delete(\"a\")")])
    #expect(roles["loadFiles"] == .viewAction)
    #expect(roles["delete"] == .viewAction)
  }

  /// Where nothing outside the view model names it, its users are not among the files: nothing
  /// says the view does not call `loadFiles()`. Its own extension does not count as a user.
  @Test func withoutTheViewModelsUsersEveryMethodStaysAnAction() throws {
    let roles = try Self.roles([Self.viewModel])
    #expect(roles["loadFiles"] == .viewAction)
    #expect(roles["delete"] == .viewAction)
  }

  /// The view in the context (another module's files) counts; a test's call does not.
  @Test func theContextCountsAndTestCodeDoesNot() throws {
    let test = Self.view(calling: "await viewModel.loadFiles()", path: "AppTests/FilesViewModelTests.swift")
    let view = Self.view(calling: "await viewModel.refresh()")
    let roles = try Self.roles([Self.viewModel, test], context: [view])
    #expect(roles["loadFiles"] == .ignored)
  }

  /// A whole word only: `loadFilesLater` and `preloadFiles` are other names.
  @Test func otherWordsThatHoldTheNameAreNotMentions() throws {
    let view = Self.view(calling: "await viewModel.refresh(); viewModel.loadFilesLater(); preloadFiles()")
    #expect(try Self.roles([Self.viewModel, view])["loadFiles"] == .ignored)
    let mentions = WordMentions(of: ["loadFiles", "names"], in: [view, Self.viewModel])
    #expect(!mentions.contains("loadFiles") { path, _ in path == view.path })
    #expect(mentions.contains("loadFiles") { path, _ in path == Self.viewModel.path })
    #expect(mentions.contains("names") { path, _ in path == Self.viewModel.path })
  }

  /// Another view model that declares a `loadFiles()` of its own and calls it (bare, through
  /// `self`, or from a subclass) does not call this one's; a call through a reference does.
  @Test func anotherTypesCallOfItsOwnSameNamedMethodIsNotACall() throws {
    let others = SourceFile(path: "Sources/App/TrashViewModel.swift", text: """
      class TrashViewModel: ObservableObject {
        func loadFiles() {}
        func open() { loadFiles(); self.loadFiles(); Task { [weak self] in self?.loadFiles() } }
      }
      final class RecentTrashViewModel: TrashViewModel {
        func reopen() { loadFiles() }
      }
      """)
    let view = Self.view(calling: "await viewModel.refresh()")
    #expect(try Self.roles([Self.viewModel, others, view])["loadFiles"] == .ignored)
    let calling = SourceFile(path: "Sources/App/TrashViewModel.swift", text: """
      final class TrashViewModel: ObservableObject {
        let files: FilesViewModel
        func loadFiles() {}
        func open() { loadFiles(); Task { await files.loadFiles() } }
      }
      """)
    #expect(try Self.roles([Self.viewModel, calling, view])["loadFiles"] == .viewAction)
    let notSelf = SourceFile(path: "Sources/App/TrashViewModel.swift", text: """
      final class TrashViewModel: ObservableObject {
        let myself: FilesViewModel
        func loadFiles() {}
        func open() async { await myself.loadFiles() }
      }
      """)
    #expect(try Self.roles([Self.viewModel, notSelf, view])["loadFiles"] == .viewAction)
    // A protocol's extension calls the conforming view model's own method: a call from outside.
    let mixin = SourceFile(path: "Sources/App/Reloading.swift", text: """
      protocol Reloading { func loadFiles() async }
      extension FilesViewModel: Reloading {}
      extension Reloading { func reloadNow() async { await loadFiles() } }
      """)
    #expect(try Self.roles([Self.viewModel, mixin, view])["loadFiles"] == .viewAction)
  }

  /// A comment calls nothing: the view model's file header naming it does not make a user of it,
  /// and a TODO of Graft's quoting a body (in the team's reducer, read on the next run) does not
  /// make the helper it quotes an action. A string may interpolate a call: it counts.
  @Test func commentsNameNothingAndStringsMay() throws {
    let headed = SourceFile(path: "Sources/App/FilesViewModel.swift", text: "//  FilesViewModel.swift\n/// FilesViewModel lists files.\n" + Self.viewModel.bytes.map { String(UnicodeScalar($0)) }.joined())
    let roles = try Self.roles([headed])
    #expect(roles["loadFiles"] == .viewAction, "no user of the view model is among the files")
    let reducer = SourceFile(path: "Sources/App/FilesFeature.swift", text: """
      struct FilesFeature {
        // TODO: port FilesViewModel.refresh():
        //   await loadFiles()
        /* delete(name) */
        let model: FilesViewModel
      }
      """)
    let withReducer = try Self.roles([Self.viewModel, reducer, Self.view(calling: "await viewModel.refresh()")])
    #expect(withReducer["loadFiles"] == .ignored)
    #expect(withReducer["delete"] == .ignored)
    let logging = Self.view(calling: "print(\"\\(await viewModel.refresh()) \\(viewModel.loadFiles())\")")
    #expect(try Self.roles([Self.viewModel, logging])["loadFiles"] == .viewAction)
  }

  /// Code outside the view model's members may call a method without naming it in another file:
  /// a type nested in the view model, and Objective-C, for a class of `@objcMembers`.
  @Test func nestedTypesAndObjectiveCAreCallersToo() throws {
    let source = { (attribute: String, nested: String) in
      SourceFile(path: "Sources/App/PlayerViewModel.swift", text: """
        // graft: feature
        \(attribute) final class PlayerViewModel: NSObject, ObservableObject {
          @Published var isPlaying = false
          func toggle() { play() }
          func play() { isPlaying = true }
          \(nested)
        }
        """)
    }
    let view = SourceFile(path: "Sources/App/PlayerView.swift", text: "struct PlayerView { let model: PlayerViewModel; func tap() { model.toggle() } }\n")
    func role(_ file: SourceFile) throws -> MemberRole? {
      let result = try #require(FeaturePipeline().run([file, view]).first { $0.source.path == file.path })
      return result.features.first?.classifications.first { $0.member.name == "play" }?.role
    }
    #expect(try role(source("", "")) == .ignored)
    #expect(try role(source("", "final class Remote { weak var owner: PlayerViewModel?; func start() { owner?.play() } }")) == .viewAction)
    #expect(try role(source("@objcMembers", "")) == .viewAction)
  }

  /// A method the initializer runs that only the view model calls is the feature's start, as a
  /// private one is.
  @Test func oneTheInitializerRunsIsTheStart() throws {
    let source = SourceFile(path: "Sources/App/ClockViewModel.swift", text: """
      // graft: feature
      @MainActor
      final class ClockViewModel: ObservableObject {
        @Published var ticks = 0
        init() {
          reset()
        }
        func reset() {
          ticks = 0
        }
      }
      """)
    let view = SourceFile(path: "Sources/App/ClockView.swift", text: "struct ClockView { let model: ClockViewModel }\n")
    let result = try #require(FeaturePipeline().run([source, view]).first { $0.source.path == source.path })
    let reset = try #require(result.features.first?.classifications.first { $0.member.name == "reset" })
    #expect(reset.role == .viewAction)
    #expect(reset.reason.hasPrefix("only ClockViewModel calls it, and the initializer runs it"))
  }
}
