import GraftGenerator
import SwiftDeclarationParser
import Testing

/// A field the view model sets outside its actions (from a service when it is made, from a
/// subscription) starts at its default in State and never follows those changes: an action
/// that reads it would decide on another value than the legacy method did, so it stays a TODO.
@Suite struct FieldsSetOutsideActionsTests {
  static let source = """
    import Combine
    protocol PermissionStore {
      var level: Int { get }
      func isAllowed() -> Bool
      func setAllowed(_ allowed: Bool)
    }
    protocol SectionRouter {
      var sections: AnyPublisher<Int, Never> { get }
      func show(_ section: Int)
    }
    // graft: feature
    final class HelpOptionsViewModel: ObservableObject {
      @Published var isSharingAllowed = false
      @Published var selectedSection: Int?
      @Published var results: [String] = []
      @Published var title = ""
      @Published var level: Int
      @Published var pages: [Int] = []
      @Published var banner = ""
      private let permission: PermissionStore
      private let router: SectionRouter
      private var cancellables = Set<AnyCancellable>()

      init(permission: PermissionStore, router: SectionRouter, title: String) {
        self.permission = permission
        self.router = router
        self.title = title
        isSharingAllowed = permission.isAllowed()
        level = permission.level
        router.sections.sink { [weak self] section in self?.selectedSection = section }.store(in: &cancellables)
        observeResults()
        refreshBanner()
      }

      private func fetchPage() {
        Task { [weak self] in self?.pages.append(1) }
      }

      private func refreshBanner() {
        Task { [weak self] in self?.banner = "Welcome" }
      }

      func reachedEnd() { fetchPage() }

      func retry() { refreshBanner() }

      func resetIfFull() {
        if pages.count > 3 { pages = [] }
      }

      func dismissBanner() {
        if !banner.isEmpty { banner = "" }
      }

      private func observeResults() {
        router.sections.map { ["\\($0)"] }.assign(to: &$results)
      }

      func toggleSharing() {
        isSharingAllowed.toggle()
        permission.setAllowed(isSharingAllowed)
      }

      func select(_ section: Int) {
        guard selectedSection != section else { return }
        router.show(section)
      }

      func clearIfEmpty() {
        if results.isEmpty { title = "" }
      }

      func open(_ section: Int) {
        selectedSection = section
        title = "Section \\(section)"
      }

      func rename(_ newTitle: String) {
        if title != newTitle { title = newTitle }
      }

      func bump() { level += 1 }

      func allow(isSharingAllowed: Bool) { self.isSharingAllowed = isSharingAllowed }
    }
    """

  func refusals() throws -> [String: String?] {
    let file = SourceFile(path: "HelpOptionsViewModel.swift", text: Self.source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    return Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.portRefusal) })
  }

  @Test func anActionThatReadsAFieldSetOutsideTheActionsIsNotPorted() throws {
    let refusals = try refusals()
    #expect(refusals["toggleSharing"] == .some(
      "it reads 'isSharingAllowed', which the view model sets in its initializer from 'permission', a service State.init does not take: "
        + "State starts it at its default and no action follows it"))
    #expect(refusals["select"] == .some(
      "it reads 'selectedSection', which the view model sets in a closure that its initializer hands on: "
        + "State starts it at its default and no action follows it"))
    #expect(refusals["clearIfEmpty"] == .some(
      "it reads 'results', which the view model sets in a closure that 'observeResults' hands on: "
        + "State starts it at its default and no action follows it"))
  }

  /// A name the body binds (a `let`, a `for`'s, an `if let`'s in its branch, a closure's
  /// parameter) hides the field of that name where it is in scope, and only there.
  @Test func aLocalOfAFieldsNameIsNoReadOfTheField() throws {
    let file = SourceFile(path: "ListViewModel.swift", text: """
      protocol Feed { func updates(_ handler: @escaping ([String]) -> Void) }
      // graft: feature
      final class ListViewModel: ObservableObject {
        @Published var results: [String] = []
        @Published var title = ""
        private let feed: Feed
        init(feed: Feed) {
          self.feed = feed
          feed.updates { [weak self] results in self?.results = results }
        }
        func label() { let results = ["a"]; title = results.joined() }
        func first(_ all: [[String]]) { for results in all { title = results.joined() } }
        func pick(_ items: [String]?) { if let results = items { title = results.joined() } }
        func mapped(_ all: [[String]]) { title = all.map { results in results.joined() }.joined() }
        func after(_ items: [String]?) { if let results = items { title = results.joined() }; title += results.joined() }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let refusals = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.portRefusal) })
    for name in ["label", "first", "pick", "mapped"] {
      #expect(refusals[name] == .some(nil), "\(name): \(refusals[name] ?? nil ?? "")")
    }
    #expect(refusals["after"]??.hasPrefix("it reads 'results', which the view model sets in a closure that its initializer hands on") == true)
  }

  /// A field read through a computed property, inlined or not, is read all the same.
  @Test func aReadThroughAComputedPropertyIsARead() throws {
    let file = SourceFile(path: "UploadViewModel.swift", text: """
      protocol Uploads { func progress(_ handler: @escaping (Double) -> Void) }
      // graft: feature
      final class UploadViewModel: ObservableObject {
        @Published var progress = 0.0
        @Published var label = ""
        private let uploads: Uploads
        init(uploads: Uploads) {
          self.uploads = uploads
          uploads.progress { [weak self] value in self?.progress = value }
        }
        var isDone: Bool { progress >= 1 }
        func describe() { label = isDone ? "Done" : "Uploading" }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let describe = try #require(model.viewActions.first { $0.name == "describe" })
    #expect(describe.ported == nil)
    #expect(describe.portRefusal?.hasPrefix("it reads 'progress', which the view model sets in a closure that its initializer hands on") == true, "\(describe.portRefusal ?? "")")
  }

  /// A method the initializer calls sets a field before any action, directly too; so does a
  /// superclass's initializer, for the subclass that calls `super.init(…)`.
  @Test func aFieldAnInitializersCallSetsIsSetOutsideTheActions() throws {
    let file = SourceFile(path: "ModeViewModel.swift", text: """
      protocol ModeSource: AnyObject { var isOn: Bool { get }; func updates(_ handler: @escaping (Bool) -> Void) }
      class BaseModeViewModel: ObservableObject {
        @Published var isOn = false
        let source: ModeSource
        init(source: ModeSource) {
          self.source = source
          source.updates { [weak self] on in self?.isOn = on }
        }
      }
      // graft: feature
      final class ModeViewModel: BaseModeViewModel {
        @Published var label = ""
        @Published var count = 0
        init(modes: ModeSource) {
          super.init(source: modes)
          resync(to: "Ready")
        }
        private func resync(to text: String) { label = text }
        func tapped() { if label.isEmpty { count += 1 } }
        func toggled() { if isOn { count += 1 } }
        func reset() { count = 0 }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    let refusals = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.portRefusal) })
    #expect(refusals["tapped"] == .some(
      "it reads 'label', which the view model sets in 'resync', which its initializer calls: State starts it at its default and no action follows it"))
    #expect(refusals["toggled"] == .some(
      "it reads 'isOn', which the view model sets in a closure that its superclass's initializer hands on: "
        + "State starts it at its default and no action follows it"))
    #expect(refusals["reset"] == .some(nil))
  }

  /// A private helper the initializer runs last, once ported, is the feature's start: what it
  /// sets is set by an action, which the actions that read it follow. One Graft cannot port is
  /// a helper again, and what it sets is set outside the actions.
  @Test func aStartHelperThatPortsIsAnActionItsReadersFollow() throws {
    let file = SourceFile(path: "GreetingViewModel.swift", text: """
      // graft: feature
      final class GreetingViewModel: ObservableObject {
        @Published var label = ""
        @Published var banner = ""
        @Published var count = 0
        @Published var note = ""
        init() {
          resync()
          loadBanner()
          announce()
        }
        private func resync() { label = "Ready" }
        private func loadBanner() { Task { [weak self] in self?.banner = "Hi" } }
        func tapped() { if label.isEmpty { count += 1 } }
        func dismissed() { if !banner.isEmpty { count = 0 } }
        func announce() { if banner.isEmpty { note = "Welcome" } }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let built = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    let refusals = Dictionary(uniqueKeysWithValues: built.model.viewActions.map { ($0.name, $0.portRefusal) })
    #expect(built.model.startActions == ["resync", "announce"])
    // A start action ported beside a start helper later refused reads what that helper set.
    #expect(refusals["announce"] == .some(
      "it reads 'banner', which the view model sets in a closure that 'loadBanner' hands on: State starts it at its default and no action follows it"))
    #expect(built.model.viewActions.first { $0.name == "resync" }?.isStartOnly == true)
    #expect(refusals["tapped"] == .some(nil))
    #expect(refusals["loadBanner"] == nil)
    #expect(refusals["dismissed"] == .some(
      "it reads 'banner', which the view model sets in a closure that 'loadBanner' hands on: State starts it at its default and no action follows it"))
    let roles = Dictionary(uniqueKeysWithValues: built.classifications.map { ($0.member.name, $0.role) })
    #expect(roles["resync"] == .viewAction)
    #expect(roles["loadBanner"] == .ignored)
    #expect(built.diagnostics.contains { $0.message.hasPrefix("the initializer runs 'loadBanner()', which State.init does not, and Graft cannot port it") })
  }

  /// A helper that only actions call sets a field as those actions do: the field follows them. One
  /// the initializer calls too sets it before any action.
  @Test func aFieldSetInAClosureOfAHelperOnlyActionsCallFollowsThem() throws {
    let refusals = try refusals()
    #expect(refusals["resetIfFull"] == .some(nil))
    #expect(refusals["dismissBanner"] == .some(
      "it reads 'banner', which the view model sets in a closure that 'refreshBanner' hands on: "
        + "State starts it at its default and no action follows it"))
  }

  /// Setting such a field is no read of it, nor is reading a parameter of its name; a field the
  /// initializer sets from its parameters is State's from the start, and so is one State.init
  /// takes as a parameter of its own (its caller hands it the value).
  @Test func settingItOrReadingAFieldTheInitializerPortsIsPorted() throws {
    let refusals = try refusals()
    #expect(refusals["open"] == .some(nil))
    #expect(refusals["rename"] == .some(nil))
    #expect(refusals["bump"] == .some(nil))
    #expect(refusals["allow"] == .some(nil))
  }
}
