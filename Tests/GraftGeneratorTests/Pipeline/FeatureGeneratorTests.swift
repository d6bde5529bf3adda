import Foundation
import GraftGenerator
import GraftSupport
import SwiftDeclarationParser
import Testing

@Suite struct FeatureGeneratorTests {
  static let service = SourceFile(path: "Sources/App/Services/ImageService.swift", text: """
    protocol ImageService {
      func thumbnail(for id: String) -> Thumbnail
    }
    """)

  static func viewModel(_ name: String) -> SourceFile {
    SourceFile(path: "Sources/App/\(name).swift", text: """
      // graft: feature
      final class \(name): ObservableObject {
        let images: ImageService
        func load() {}
      }
      """)
  }

  /// A client several features share is declared once; what it lacks is said once, at the
  /// feature that declares it.
  @Test func aSharedClientIsWarnedAboutOnce() throws {
    let result = try FeatureGenerator().generate([Self.viewModel("AlbumViewModel"), Self.viewModel("PhotoViewModel"), Self.service])
    let warnings = result.diagnostics.filter { $0.message.hasPrefix("ImageService.thumbnail returns 'Thumbnail'") }
    #expect(warnings.map(\.path) == ["Sources/App/AlbumViewModel.swift"])
    #expect(warnings.map(\.location) == [SourceLocation(line: 3, column: 3)])
  }

  /// Two subclasses share their superclass's members: what is said of one at its line is said
  /// once, by `generate` and by `inspect` alike.
  @Test func aSuperclassesMemberIsWarnedAboutOnce() throws {
    let base = SourceFile(path: "Sources/App/BaseListViewModel.swift", text: """
      class BaseListViewModel: ObservableObject {
        @Published var title: String
        init() {}
      }
      """)
    let subclasses = ["AlbumListViewModel", "PhotoListViewModel"].map { name in
      SourceFile(path: "Sources/App/\(name).swift", text: "// graft: feature\nfinal class \(name): BaseListViewModel {\n  func refresh() { title = \"\" }\n}\n")
    }
    let message = "'title' has no default value"
    let generated = try FeatureGenerator().generate([base] + subclasses).diagnostics.filter { $0.message.hasPrefix(message) }
    #expect(generated.map(\.path) == ["Sources/App/BaseListViewModel.swift"])
    let inspected = Inspection(files: [base] + subclasses).diagnostics.filter { $0.message.hasPrefix(message) }
    #expect(inspected.map(\.path) == ["Sources/App/BaseListViewModel.swift"])
  }

  /// A shared client is declared in its service's own Graft-owned file, so that an error in one
  /// view model's file never breaks the others that use the client.
  @Test func aSharedClientLivesInItsServicesFile() throws {
    let result = try FeatureGenerator().generate([Self.viewModel("AlbumViewModel"), Self.viewModel("PhotoViewModel"), Self.service])
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    let service = try #require(owned["ImageService+Graft.swift"])
    #expect(service.contains("struct ImageClient {"))
    #expect(service.contains("import ComposableArchitecture\n"))
    for viewModel in ["AlbumViewModel+Graft.swift", "PhotoViewModel+Graft.swift"] {
      #expect(owned[viewModel]?.contains("struct ImageClient") == false, "\(viewModel)")
    }
  }

  static let route = SourceFile(path: "Sources/App/Models/Route.swift", text: """
    struct Route {
      var name: String
      var stops: [Stop]
    }

    enum Stop {
      case station(String)
      case request(minutes: Int)
    }
    """)

  static func routeViewModel(_ name: String, path: String? = nil) -> SourceFile {
    SourceFile(path: path ?? "Sources/App/\(name).swift", text: """
      // graft: feature
      final class \(name): ObservableObject {
        @Published var route: Route?
        func clear() { route = nil }
      }
      """)
  }

  /// A type of the module that State holds and that does not say `Equatable` gets its `==` once,
  /// in its own source's Graft-owned file, however many features in other files hold it; in
  /// another module, Graft cannot write it, and State leaves the field out, saying why.
  @Test func aSharedTypesConformanceLivesInItsOwnFile() throws {
    let sources = [Self.routeViewModel("MapViewModel"), Self.routeViewModel("TimetableViewModel"), Self.route]
    let result = try FeatureGenerator().generate(sources)
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    let route = try #require(owned["Route+Graft.swift"])
    #expect(route.components(separatedBy: "extension Route: Equatable {").count == 2)
    #expect(route.components(separatedBy: "extension Stop: Equatable {").count == 2)
    #expect(!route.contains("import ComposableArchitecture"))
    for viewModel in ["MapViewModel+Graft.swift", "TimetableViewModel+Graft.swift"] {
      #expect(owned[viewModel]?.contains("var route: Route?") == true, "\(viewModel)")
      #expect(owned[viewModel]?.contains(": Equatable {\n  static func ==") == false, "\(viewModel)")
    }
    let notes = result.diagnostics.filter { $0.message.hasPrefix("'Route' does not declare Equatable") }
    #expect(notes.map(\.path) == ["Sources/App/Models/Route.swift"])

    var apart = FeatureGenerator()
    let map = Self.routeViewModel("MapViewModel")
    apart.modules = [map.path: "App", Self.route.path: "Transit"]
    let separate = try apart.generate([map, Self.route])
    let files = Dictionary(uniqueKeysWithValues: separate.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    #expect(files["MapViewModel+Graft.swift"]?.contains("Equatable {\n  static func ==") == false)
    #expect(files["MapViewModel+Graft.swift"]?.contains("var route") == false)
    #expect(separate.diagnostics.contains { $0.message.hasPrefix("'route: Route?' is left out of State") })
  }

  /// A source with errors writes nothing this run, and keeps its file: the conformance its type
  /// needs stays its, never written in a feature's file beside the one already on disk.
  @Test func aConformanceOfABrokenSourcesTypeStaysWithThatSource() throws {
    let broken = SourceFile(path: Self.route.path, text: String(decoding: Self.route.bytes, as: UTF8.self) + "\n// graft: feature nonsense=1\nfinal class Stray {}\n")
    let result = try FeatureGenerator().generate([Self.routeViewModel("MapViewModel"), Self.routeViewModel("TimetableViewModel"), broken])
    #expect(result.diagnostics.contains { $0.severity == .error && $0.path == broken.path })
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    #expect(owned["Route+Graft.swift"] == nil)
    #expect(owned.values.allSatisfy { !$0.contains("extension Route: Equatable {") })
    #expect(owned["MapViewModel+Graft.swift"]?.contains("var route: Route?") == true)
  }

  /// `private typealias ViewModel = ProfileView.ViewModel` beside `extension ViewModel { … }`:
  /// what that file declares is the aliased view model's, its nested types named in full.
  @Test func anExtensionThroughAFilesAliasExtendsTheAliasedType() throws {
    let viewModel = SourceFile(path: "Sources/App/ProfileView+ViewModel.swift", text: """
      extension ProfileView {
        // graft: feature
        final class ViewModel: ObservableObject {
          @Published var syncState = SyncState.idle
        }
      }
      """)
    let models = SourceFile(path: "Sources/App/ProfileModels.swift", text: """
      private typealias ViewModel = ProfileView.ViewModel

      extension ViewModel {
        enum SyncState: Hashable { case idle, syncing }
        func startSync() { syncState = .syncing }
      }
      """)
    let view = SourceFile(path: "Sources/App/ProfileView.swift", text: "struct ProfileView: View { var body: some View { Text(\"\") } }")
    let result = try FeatureGenerator().generate([viewModel, models, view])
    let owned = try #require(result.files.first { $0.name == "ProfileView+ViewModel+Graft.swift" }?.contents)
    #expect(owned.contains("var syncState = ProfileView.ViewModel.SyncState.idle"))
    #expect(owned.contains("case startSync"))
  }

  /// StoreKit 2's plain names (`Product`) are StoreKit's where the view model's file imports it:
  /// the feature's file imports it too, and State holds a known value; without that import, the
  /// name says nothing.
  @Test func storeKitsPlainNamesFollowTheFilesImport() throws {
    let text = { (imports: String) in """
      import Foundation
      \(imports)
      // graft: feature
      final class PlansViewModel: ObservableObject {
        @Published var products: [Product] = []
        func clear() { products = [] }
      }
      """ }
    let imported = try FeatureGenerator().generate([SourceFile(path: "Sources/App/PlansViewModel.swift", text: text("import StoreKit"))])
    #expect(imported.files.first { $0.name == "PlansViewModel+Graft.swift" }?.contents.contains("import StoreKit\n") == true)
    #expect(!imported.diagnostics.contains { $0.message.contains("no declaration of 'Product'") })
    let plain = try FeatureGenerator().generate([SourceFile(path: "Sources/App/PlansViewModel.swift", text: text(""))])
    #expect(plain.files.first { $0.name == "PlansViewModel+Graft.swift" }?.contents.contains("import StoreKit") == false)
  }

  /// Each view model is written for its own target's build settings, as its project says;
  /// graft.json's value wins over every project's, and the run's fingerprint follows them.
  @Test func eachFeatureFollowsItsTargetsBuildSettings() throws {
    var generator = FeatureGenerator()
    let album = Self.viewModel("AlbumViewModel")
    let photo = SourceFile(path: "Packages/Photos/Sources/Photos/PhotoViewModel.swift", bytes: Self.viewModel("PhotoViewModel").bytes)
    let before = generator.fingerprint(of: [(album.path, album.bytes)])
    let appTarget = TargetBuildSettings(defaultIsolation: .mainActor, deploymentTargets: [.iOS: "16.0"])
    generator.pipeline.projectSettings = [album.path: appTarget, Self.service.path: appTarget]
    #expect(generator.fingerprint(of: [(album.path, album.bytes)]) != before)
    func files(_ generator: FeatureGenerator) throws -> [String: String] {
      let result = try generator.generate([album, photo, Self.service])
      return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
    }
    let written = try files(generator)
    #expect(written["AlbumFeature.swift"]?.contains("nonisolated struct AlbumFeature {") == true)
    #expect(written["AlbumFeatureView.swift"]?.contains("@Perception.Bindable var store") == true)
    #expect(written["PhotoFeature.swift"]?.contains("\nstruct PhotoFeature {") == true)
    #expect(written["PhotoFeatureView.swift"]?.contains("  @Bindable var store") == true)
    // The service of the main-actor target is reached there: its synchronous method waits.
    #expect(written["ImageService+Graft.swift"]?.contains("var thumbnail: @Sendable (_ id: String) async -> Thumbnail") == true)
    var configured = GraftConfiguration()
    configured.defaultIsolation = .nonisolated
    generator.pipeline.configuration = configured
    #expect(try files(generator)["AlbumFeature.swift"]?.contains("\nstruct AlbumFeature {") == true)
  }

  /// In a module isolated to the main actor, an app value State holds is isolated there unless
  /// it says `nonisolated`: Graft says which to change, once each.
  @Test func aMainActorValueInStateIsNamed() throws {
    let source = SourceFile(path: "Sources/App/FeedViewModel.swift", text: """
      enum Reachability: Equatable { case online, offline }
      nonisolated struct Post: Equatable { var title: String }
      // graft: feature
      final class FeedViewModel: ObservableObject {
        @Published var reachability = Reachability.online
        @Published var posts: [Post] = []
        func select(_ state: Reachability) { reachability = state }
      }
      """)
    var generator = FeatureGenerator()
    generator.pipeline.projectSettings = [source.path: TargetBuildSettings(defaultIsolation: .mainActor)]
    let warnings = try generator.generate([source]).diagnostics.filter { $0.message.contains("isolated to the main actor") }
    #expect(warnings.map(\.description) == [
      "Sources/App/FeedViewModel.swift:4:1: warning: 'Reachability' is isolated to the main actor, this module's default, and FeedFeature's State and "
        + "Action are not: its Equatable conformance cannot be used there; declare it 'nonisolated enum Reachability', as TCA asks of a feature's values"
    ])
    #expect(try FeatureGenerator().generate([source]).diagnostics.allSatisfy { !$0.message.contains("isolated to the main actor") })
  }

  /// A service of another module among the sources: its client is declared in each module
  /// whose features use it, where they see it, never beside the service, in a module that need
  /// not depend on TCA.
  @Test func aClientOfAnotherModulesServiceLivesInEachFeaturesModule() throws {
    let service = SourceFile(path: "Packages/Network/Sources/Network/ImageService.swift", bytes: Self.service.bytes)
    let album = Self.viewModel("AlbumViewModel")
    let photo = SourceFile(path: "Packages/Photos/Sources/Photos/PhotoViewModel.swift", bytes: Self.viewModel("PhotoViewModel").bytes)
    let viewer = SourceFile(path: "Packages/Photos/Sources/Photos/ViewerViewModel.swift", bytes: Self.viewModel("ViewerViewModel").bytes)
    var generator = FeatureGenerator()
    generator.modules = [album.path: "App", photo.path: "Photos", viewer.path: "Photos", service.path: "Network"]
    let result = try generator.generate([album, photo, viewer, service])
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    #expect(owned["ImageService+Graft.swift"] == nil)
    #expect(owned["AlbumViewModel+Graft.swift"]?.contains("struct ImageClient {") == true)
    #expect(owned["PhotoViewModel+Graft.swift"]?.contains("struct ImageClient {") == true)
    #expect(owned["ViewerViewModel+Graft.swift"]?.contains("struct ImageClient {") == false)
  }

  /// TCA re-exports Observation, whose `Observable` protocol makes RxSwift's `Observable` class
  /// ambiguous in a file that imports both: a feature of a view model that imports RxSwift writes
  /// it with its module, in its client and its tests alike; `Observation.Observable` stays.
  @Test func rxSwiftsObservableIsWrittenWithItsModule() throws {
    let source = SourceFile(path: "Sources/App/FeedViewModel.swift", text: """
      import RxSwift

      protocol FeedService {
        func items() -> Observable<[String]>
      }

      // graft: feature
      final class FeedViewModel {
        private(set) var items: [String] = []
        let service: FeedService
        init(service: FeedService) { self.service = service }
        func clear() { items = [] }
      }
      """)
    let files = Dictionary(uniqueKeysWithValues: try FeatureGenerator().generate([source]).files.map { ($0.name, $0.contents) })
    let owned = try #require(files["FeedViewModel+Graft.swift"])
    #expect(owned.contains("import RxSwift\n"))
    #expect(owned.contains("-> RxSwift.Observable<[String]>"), "\(owned)")
    #expect(!owned.contains(" Observable<"))
    let foundation = String(decoding: source.bytes, as: UTF8.self).replacingOccurrences(of: "import RxSwift", with: "import Foundation")
    let plain = try FeatureGenerator().generate([SourceFile(path: source.path, text: foundation)])
    #expect(!plain.files.contains { $0.contents.contains("RxSwift.") })
    // The app's own `Observable` is what the bare name means, RxSwift imported or not.
    let own = SourceFile(path: "Sources/App/Observable.swift", text: "final class Observable<Element> { init() {} }\n")
    let owned2 = try FeatureGenerator().generate([source, own]).files.first { $0.name == "FeedViewModel+Graft.swift" }?.contents
    #expect(owned2?.contains("-> Observable<[String]>") == true, "\(String(describing: owned2))")
  }

  /// A class declared in two `#if` branches of one file (an empty stand-in for one platform, the
  /// real one for the other) is one feature, made from the declaration with the members, under
  /// its condition; the other is warned about. Two would write the same files.
  @Test func aClassInTwoBranchesOfOneFileIsOneFeature() throws {
    let source = SourceFile(path: "Sources/App/CameraViewModel.swift", text: """
      import Foundation
      #if os(iOS)
      final class CameraViewModel: ObservableObject {}
      #else
      final class CameraViewModel: ObservableObject {
        @Published var isRunning = false
        func toggle() { isRunning.toggle() }
      }
      #endif
      """)
    let result = try FeatureGenerator(selectedTypes: ["CameraViewModel"]).generate([source])
    #expect(result.files.map(\.name).sorted() == ["CameraFeature.swift", "CameraFeatureView.swift", "CameraViewModel+Graft.swift", "Tests/CameraFeatureTests.swift"])
    let owned = try #require(result.files.first { $0.name == "CameraViewModel+Graft.swift" }?.contents)
    #expect(owned.contains("#if !os(iOS)"), "\(owned)")
    #expect(owned.contains("var isRunning = false"))
    #expect(result.diagnostics.map(\.description) == [
      "Sources/App/CameraViewModel.swift:3:1: warning: CameraViewModel is declared again at line 5 under '#if !os(iOS)': Graft makes its feature from that declaration, which has the most members, and none from this one",
    ])
  }

  /// `ChatModel` and `ChatViewModel` would both make `ChatFeature`: in one module neither is made,
  /// each error says where the other is, and the rest of the run is generated; in two modules
  /// both are.
  @Test func twoFeaturesOfOneNameInOneModuleAreNeitherMade() throws {
    let model = SourceFile(path: "Sources/App/Chat/ChatModel.swift", text: "// graft: feature\nfinal class ChatModel: ObservableObject {\n  func clear() {}\n}\n")
    let viewModel = SourceFile(path: "Sources/App/Rooms/ChatViewModel.swift", text: "final class ChatViewModel: ObservableObject {\n  // x\n  func send() {}\n}\n".replacingOccurrences(of: "final", with: "// graft: feature\nfinal"))
    let album = Self.viewModel("AlbumViewModel")
    let result = try FeatureGenerator().generate([model, viewModel, album])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.description) == [
      "Sources/App/Chat/ChatModel.swift:1:4: error: ChatModel and ChatViewModel (Sources/App/Rooms/ChatViewModel.swift:1:4) would each make ChatFeature in one module: name the features apart with '// graft: feature name=…'; Graft makes neither until then",
      "Sources/App/Rooms/ChatViewModel.swift:1:4: error: ChatViewModel and ChatModel (Sources/App/Chat/ChatModel.swift:1:4) would each make ChatFeature in one module: name the features apart with '// graft: feature name=…'; Graft makes neither until then",
    ])
    #expect(Set(result.files.map(\.name)).isSuperset(of: ["AlbumViewModel+Graft.swift", "AlbumFeature.swift"]))
    #expect(!result.files.contains { $0.name.hasPrefix("Chat") })

    var apart = FeatureGenerator()
    apart.modules = [model.path: "App", viewModel.path: "Rooms", album.path: "App"]
    let separate = try apart.generate([model, viewModel, album])
    #expect(!separate.diagnostics.contains { $0.severity == .error })
    #expect(separate.files.filter { $0.name == "ChatFeature.swift" }.count == 2)
    // Without a layout, the module a path names: `Sources/Rooms/` is no `Sources/App/`.
    let rooms = SourceFile(path: "Sources/Rooms/ChatViewModel.swift", bytes: viewModel.bytes)
    #expect(!(try FeatureGenerator().generate([model, rooms])).diagnostics.contains { $0.severity == .error })
  }

  /// A view model that imports another module declaration by declaration (`import protocol
  /// Storage.StorageManaging`, keeping that module's other names from clashing) gets its client
  /// imported the same way: the protocol and each type an endpoint names from that module; one
  /// that imports no declaration so gets the whole module.
  @Test func aScopedImportOfTheServiceIsKeptAndExtendedToWhatTheClientNames() throws {
    let storage = SourceFile(path: "Storage/StorageManaging.swift", text: """
      public protocol StorageManaging { func viewStorage() -> StorageReading; func reset() }
      public protocol StorageReading { func count() -> Int }
      public final class Order {}
      """)
    let text = """
      import Foundation
      import protocol Storage.StorageManaging
      // graft: feature
      final class StorePickerViewModel {
        var count = 0
        private let storage: StorageManaging
        init(storage: StorageManaging) { self.storage = storage }
        func reset() { storage.reset() }
        func viewed() { _ = storage.viewStorage() }
      }
      """
    let scoped = SourceFile(path: "App/StorePickerViewModel.swift", text: text)
    var generator = FeatureGenerator()
    generator.modules = [scoped.path: "App", storage.path: "Storage"]
    let owned = try generator.generate([scoped], context: [storage]).files.first { $0.name == "StorePickerViewModel+Graft.swift" }?.contents
    let file = try #require(owned)
    #expect(file.contains("import protocol Storage.StorageManaging\n"))
    #expect(file.contains("import protocol Storage.StorageReading\n"))
    #expect(!file.contains("import Storage\n"))
    let whole = SourceFile(path: scoped.path, text: text.replacingOccurrences(of: "import protocol Storage.StorageManaging", with: ""))
    let imported = try generator.generate([whole], context: [storage]).files.first { $0.name == "StorePickerViewModel+Graft.swift" }?.contents
    #expect(try #require(imported).contains("import Storage\n"))
    // An endpoint naming a type nobody Graft read declares, which may be that module's: the whole module.
    let unread = SourceFile(path: storage.path, text: """
      public protocol StorageManaging { func viewStorage() -> StorageType; func reset() }
      """)
    let fallback = try generator.generate([scoped], context: [unread]).files.first { $0.name == "StorePickerViewModel+Graft.swift" }?.contents
    let fallbackFile = try #require(fallback)
    #expect(fallbackFile.contains("import Storage\n"))
  }

  /// Each module's copy of a shared client holds what that module's features call, and the
  /// libraries they need: never another module's.
  @Test func eachModulesClientHoldsItsOwnFeaturesEndpoints() throws {
    func viewModel(_ name: String, calling method: String, importing library: String) -> String {
      """
      \(library.isEmpty ? "" : "import \(library)\n")import Foundation
      // graft: feature
      final class \(name): ObservableObject {
        @Published var count = 0
        func refresh() { count += 1; ImageCache.shared.\(method)() }
      }
      """
    }
    let shared = SourceFile(path: "Packages/Core/Sources/Core/ImageCache.swift", text: """
      public final class ImageCache {
        public static let shared = ImageCache()
        public func purge() {}
        public func trim() {}
      }
      """)
    let album = SourceFile(path: "Sources/App/AlbumViewModel.swift", text: viewModel("AlbumViewModel", calling: "purge", importing: ""))
    let photo = SourceFile(
      path: "Packages/Photos/Sources/Photos/PhotoViewModel.swift", text: viewModel("PhotoViewModel", calling: "trim", importing: "RxSwift"))
    var generator = FeatureGenerator()
    generator.modules = [album.path: "App", photo.path: "Photos", shared.path: "Core"]
    let result = try generator.generate([album, photo, shared])
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    let albumFile = try #require(owned["AlbumViewModel+Graft.swift"])
    let photoFile = try #require(owned["PhotoViewModel+Graft.swift"])
    #expect(albumFile.contains("var purge:") && !albumFile.contains("var trim:"))
    #expect(photoFile.contains("var trim:") && !photoFile.contains("var purge:"))
    #expect(!albumFile.contains("import RxSwift"))
  }

  /// Another module's declarations, given as context, are known: its class stays out of State,
  /// its protocol makes a client; nothing is generated from it, its view models included.
  /// A client is one type for the whole module: what each view model calls on a singleton (or
  /// through a service's extension) is an endpoint of the one client every feature uses.
  @Test func aClientHoldsWhatEveryFeatureCalls() throws {
    let log = SourceFile(path: "Sources/App/Services/EventLog.swift", text: """
      final class EventLog {
        static let shared = EventLog()
        func record(_ name: String) {}
        func reset() {}
      }
      """)
    let player = SourceFile(path: "Sources/App/PlayerViewModel.swift", text: """
      // graft: feature
      final class PlayerViewModel: ObservableObject {
        @Published var count = 0
        func play() { count += 1; EventLog.shared.record("play") }
      }
      """)
    let settings = SourceFile(path: "Sources/App/SettingsViewModel.swift", text: """
      // graft: feature
      final class SettingsViewModel: ObservableObject {
        @Published var count = 0
        func clear() { count = 0; EventLog.shared.reset() }
      }
      """)
    let result = try FeatureGenerator().generate([player, settings, log])
    let owned = Dictionary(uniqueKeysWithValues: result.files.filter { $0.owner == .graft }.map { ($0.name, $0.contents) })
    let client = try #require(owned["EventLog+Graft.swift"])
    #expect(client.contains("  var record: @Sendable (_ name: String) -> Void\n  var reset: @Sendable () -> Void\n"))
    #expect(owned["SettingsViewModel+Graft.swift"]?.contains("struct EventLogClient") == false)
  }

  @Test func contextIsReadForItsDeclarationsOnly() throws {
    let viewModel = SourceFile(path: "Sources/App/FeedViewModel.swift", text: """
      // graft: feature
      final class FeedViewModel: ObservableObject {
        @Published var author: Author?
        let feed: FeedLoading
        func refresh() {}
      }
      """)
    let other = SourceFile(path: "Sources/Core/Core.swift", text: """
      public final class Author: Hashable {
        public static func == (a: Author, b: Author) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) {}
      }
      public protocol FeedLoading { func latest() async throws -> [String] }
      // graft: feature
      final class CoreSettingsViewModel: ObservableObject {}
      """)
    let alone = try FeatureGenerator().generate([viewModel])
    let withContext = try FeatureGenerator().generate([viewModel], context: [other])
    #expect(alone.files.first?.contents.contains("var author: Author?") == true)
    let generated = try #require(withContext.files.first { $0.name == "FeedViewModel+Graft.swift" })
    #expect(!generated.contents.contains("var author"))
    #expect(generated.contents.contains("struct FeedLoadingClient"))
    #expect(withContext.viewModels == ["FeedViewModel"])
    #expect(!withContext.files.contains { $0.sourcePath == other.path })
  }

  /// A type the sources declare is the one meant, whatever another module of the context
  /// declares under the same name, in whichever order the files come.
  @Test func theSourcesDeclarationWinsOverTheContextsOfTheSameName() throws {
    let viewModel = SourceFile(path: "Sources/App/FeedViewModel.swift", text: """
      struct Author: Equatable { var name: String }
      // graft: feature
      final class FeedViewModel: ObservableObject {
        @Published var author: Author?
        func refresh() {}
      }
      """)
    let other = SourceFile(path: "Sources/Core/Core.swift", text: "public final class Author {}\n")
    let generated = try #require(
      try FeatureGenerator().generate([viewModel], context: [other]).files.first { $0.name == "FeedViewModel+Graft.swift" })
    #expect(generated.contents.contains("var author: Author?"))
  }

  /// With `"indentation": 4`, every file is indented by four; the Graft-owned file's hash is
  /// over what it holds, so the next run knows it unedited.
  @Test func theTeamsIndentationReachesEveryFileAndTheHashFollows() throws {
    let viewModel = SourceFile(path: "Sources/App/CounterViewModel.swift", text: """
      // graft: feature
      final class CounterViewModel: ObservableObject {
        @Published var count = 0
        func increment() { count += 1 }
      }
      """)
    let configuration = try GraftConfiguration.parse(#"{ "indentation": 4 }"#, path: "graft.json")
    let files = try FeatureGenerator(configuration: configuration).generate([viewModel]).files
    let owned = try #require(files.first { $0.owner == .graft })
    #expect(owned.contents.contains("\n    struct State: Equatable {\n        var count = 0\n"))
    #expect(OwnedFileHeader.isUnedited(owned.contents))
    let reducer = try #require(files.first { $0.name == "CounterFeature.swift" })
    #expect(reducer.contents.contains("\n    var body: some ReducerOf<Self> {\n"))
  }
}

/// A client may name a library's type the view model never wrote: the generated file imports
/// what the service's protocol imports, where that protocol is in the view model's module or in
/// a package's module.
@Suite struct LibraryTypeImportTests {
  @Test func aServiceProtocolsLibraryIsImported() throws {
    let viewModel = SourceFile(path: "App/Team/TeamViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class TeamViewModel: ObservableObject {
        @Published var name = ""
        private let manager: TeamManagerType
        init(manager: TeamManagerType) { self.manager = manager }
        func refresh() { _ = manager.team() }
      }
      """)
    let protocolText = """
      import Foundation
      import class Observable.Observable
      struct Team: Equatable { var name: String }
      protocol TeamManagerType { func team() -> Observable<Team> }
      """
    let own = SourceFile(path: "App/Managers/TeamManagerType.swift", text: protocolText)
    let graft = { (context: SourceFile) in
      try #require(try FeatureGenerator().generate([viewModel], context: [context]).files.first { $0.name == "TeamViewModel+Graft.swift" }).contents
    }
    #expect(try graft(own).contains("import Observable\n"))
    // A package module's protocol brings its module's dependencies along: without the import,
    // the endpoint's type is named nowhere the file sees. A file of another app target says
    // nothing of what the view model's target links.
    let package = SourceFile(path: "Packages/Core/Sources/Core/TeamManagerType.swift", text: protocolText)
    #expect(try graft(package).contains("import Observable\n"))
    let otherTarget = SourceFile(path: "Widget/Managers/TeamManagerType.swift", text: protocolText)
    #expect(try !graft(otherTarget).contains("import Observable"))
  }

  /// Of a protocol's file that imports RxSwift and RxRelay, a client whose endpoints name only
  /// RxSwift's `Single` imports RxSwift alone; one that names a type neither list knows
  /// (`RxTimeInterval`) keeps both imports.
  @Test func aLibraryOfKnownNamesIsImportedWhereItDeclaresOne() throws {
    let viewModel = SourceFile(path: "App/Clock/ClockViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class ClockViewModel: ObservableObject {
        @Published var name = ""
        private let timer: TimerServiceType
        init(timer: TimerServiceType) { self.timer = timer }
        func refresh() { _ = timer.fetch() }
      }
      """)
    let generated = { (requirement: String) in
      let service = SourceFile(path: "App/Services/TimerServiceType.swift", text: """
        import Foundation
        import RxRelay
        import RxSwift
        protocol TimerServiceType { \(requirement) }
        """)
      return try #require(try FeatureGenerator().generate([viewModel], context: [service]).files.first { $0.name == "ClockViewModel+Graft.swift" }).contents
    }
    let single = try generated("func fetch() -> Single<Int>")
    #expect(single.contains("import RxSwift\n") && !single.contains("import RxRelay"))
    let interval = try generated("func fetch() -> RxTimeInterval")
    #expect(interval.contains("import RxSwift\n") && interval.contains("import RxRelay\n"))
  }

  /// A promise library whose module and type are both `Future`: the type its service's protocol
  /// names is the library's, imported from the protocol's file, and not Combine's `Future`,
  /// which the file would then name ambiguously. The same where the view model imports it.
  @Test(arguments: [false, true])
  func aTypeNamedLikeAnImportedModuleIsThatModules(viewModelImportsIt: Bool) throws {
    let viewModel = SourceFile(path: "App/Firmware/FirmwareViewModel.swift", text: """
      import Combine
      \(viewModelImportsIt ? "import Future" : "")
      // graft: feature
      final class FirmwareViewModel: ObservableObject {
        @Published var version = ""
        private let updater: FirmwareUpdaterType
        init(updater: FirmwareUpdaterType) { self.updater = updater }
        func check() { _ = updater.latest() }
      }
      """)
    let service = SourceFile(path: "App/Services/FirmwareUpdaterType.swift", text: """
      import Foundation
      import Future
      protocol FirmwareUpdaterType { func latest() -> Future<String, Error> }
      """)
    let graft = try #require(try FeatureGenerator().generate([viewModel], context: [service]).files.first { $0.name == "FirmwareViewModel+Graft.swift" }).contents
    #expect(graft.contains("import Future\n"), "\(graft)")
    #expect(!graft.contains("import Combine"), "\(graft)")
    // Generated together, the client is declared in a file of the service's own.
    let files = try FeatureGenerator().generate([viewModel, service]).files
    let client = try #require(files.first { $0.name == "FirmwareUpdaterType+Graft.swift" }).contents
    #expect(client.contains("import Future\n") && !client.contains("import Combine"), "\(client)")
  }

  /// A client two view models share is declared once, in the first one's file, with the
  /// endpoints of both: that file imports the library the other's endpoint names; the other
  /// file does not declare the client again.
  @Test func aSharedClientsFileImportsWhatEveryEndpointNeeds() throws {
    let roster = SourceFile(path: "App/Roster/RosterViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class RosterViewModel: ObservableObject {
        @Published var title = ""
        private let manager: TeamManagerType
        init(manager: TeamManagerType) { self.manager = manager }
        func rename() { manager.rename(title) }
      }
      """)
    let team = SourceFile(path: "App/Team/TeamViewModel.swift", text: """
      import Foundation
      // graft: feature
      final class TeamViewModel: ObservableObject {
        @Published var name = ""
        private let manager: TeamManagerType
        init(manager: TeamManagerType) { self.manager = manager }
        func refresh() { _ = manager.team() }
      }
      """)
    let manager = SourceFile(path: "App/Managers/TeamManagerType.swift", text: """
      import Foundation
      import Observable
      struct Team: Equatable { var name: String }
      protocol TeamManagerType {
        func team() -> Observable<Team>
        func rename(_ name: String)
      }
      """)
    let files = try FeatureGenerator().generate([team, roster], context: [manager]).files
    let rosterFile = try #require(files.first { $0.name == "RosterViewModel+Graft.swift" }).contents
    let teamFile = try #require(files.first { $0.name == "TeamViewModel+Graft.swift" }).contents
    #expect(rosterFile.contains("struct TeamManagerTypeClient"))
    #expect(rosterFile.contains("Observable<Team>"))
    #expect(rosterFile.contains("import Observable\n"))
    #expect(!teamFile.contains("struct TeamManagerTypeClient"))
  }

  /// A client in its service's own file imports RxSwift for an endpoint that returns an
  /// `Observable` (TCA's Observation has a protocol of that name), and UIKit for a type of a
  /// requirement it inherits from a file that imports UIKit.
  @Test func aServicesFileOfClientsImportsWhatTheEndpointsName() throws {
    let viewModel = { (name: String) in
      SourceFile(path: "App/\(name)ViewModel.swift", text: """
        import Foundation
        // graft: feature
        final class \(name)ViewModel {
          var locale = ""
          let locales: LocalesUseCase
          init(locales: LocalesUseCase) { self.locales = locales }
          func refresh() { locale = locales.current() }
        }
        """)
    }
    let service = SourceFile(path: "App/Domain/LocalesUseCase.swift", text: """
      import Foundation
      import RxSwift
      protocol LocalesUseCase: AlertRouting {
        func locales() -> Observable<[String]>
        func current() -> String
      }
      """)
    let alerts = SourceFile(path: "App/Domain/AlertRouting.swift", text: """
      import UIKit
      protocol AlertRouting { func showAlert(style: UIAlertController.Style) }
      """)
    let files = try FeatureGenerator().generate([viewModel("Setting"), viewModel("Welcome"), service, alerts]).files
    let clients = try #require(files.first { $0.name == "LocalesUseCase+Graft.swift" }).contents
    #expect(clients.contains("import RxSwift\n"))
    #expect(clients.contains("import UIKit\n"))
  }

  /// A library Graft has not read that the service's file imports for its implementation (image
  /// prefetching) is no import of the clients' file, whose endpoints name only what Graft knows;
  /// an endpoint naming a type nothing Graft read declares keeps it, as that type may be the library's.
  @Test func aServicesFileOfClientsLeavesOutALibraryNoEndpointNames() throws {
    let viewModel = { (name: String, call: String) in
      SourceFile(path: "App/\(name)ViewModel.swift", text: """
        import Foundation
        // graft: feature
        final class \(name)ViewModel {
          var count = 0
          let library: LibraryService
          init(library: LibraryService) { self.library = library }
          func refresh() async { \(call) }
        }
        """)
    }
    let service = { (extra: String) in
      SourceFile(path: "App/Domain/LibraryService.swift", text: """
        import UIKit
        import Nuke
        final class LibraryService {
          func titles() async -> [String] { [] }
          func updated(since date: Date) async -> Bool { false }
          func prefetch(_ urls: [URL]) { ImagePrefetcher().startPrefetching(with: urls) }
          \(extra)
        }
        """)
    }
    let known = try FeatureGenerator().generate([
      viewModel("Shelf", "count = await library.titles().count"), viewModel("Reader", "_ = await library.updated(since: Date())"), service(""),
    ]).files
    let clients = try #require(known.first { $0.name == "LibraryService+Graft.swift" }).contents
    #expect(!clients.contains("import Nuke"))
    // `Date`, which the service's file had through UIKit: Foundation, imported.
    #expect(clients.contains("import Foundation\n"))
    let unknown = try FeatureGenerator().generate([
      viewModel("Shelf", "count = await library.titles().count"), viewModel("Reader", "_ = await library.cover()"),
      service("func cover() async -> ImageContainer? { nil }"),
    ]).files
    #expect(try #require(unknown.first { $0.name == "LibraryService+Graft.swift" }).contents.contains("import Nuke\n"))
    // An import the service's file makes under `#if canImport(…)` stays under it.
    let guarded = try FeatureGenerator().generate([
      viewModel("Shelf", "count = await library.titles().count"), viewModel("Reader", "_ = await library.cover()"),
      SourceFile(path: "App/Domain/LibraryService.swift", text: """
        import Foundation
        #if canImport(Nuke)
        import Nuke
        #endif
        final class LibraryService {
          func titles() async -> [String] { [] }
          func cover() async -> ImageContainer? { nil }
        }
        """),
    ]).files
    #expect(try #require(guarded.first { $0.name == "LibraryService+Graft.swift" }).contents.contains("#if canImport(Nuke)\nimport Nuke\n#endif\n"))
  }
}

/// A test builds a value of another module's type only through a `public` initializer: the
/// memberwise one, and any other, are internal to that module.
@Suite struct OtherModuleSampleTests {
  @Test func anotherModulesTypeIsBuiltOnlyThroughAPublicInitializer() throws {
    let viewModel = SourceFile(path: "Sources/App/PickerViewModel.swift", text: """
      import Core
      // graft: feature
      final class PickerViewModel: ObservableObject {
        @Published var status = ""
        func pick(_ listing: Listing) { status = "picked" }
        func open(_ page: Page) { status = "opened" }
      }
      """)
    let core = SourceFile(path: "Sources/Core/Models.swift", text: """
      public struct Listing: Equatable { public let id: Int }
      public struct Page: Equatable {
        public let number: Int
        public init(number: Int) { self.number = number }
      }
      """)
    let tests = try #require(try FeatureGenerator().generate([viewModel], context: [core]).files.first { $0.name.hasSuffix("PickerFeatureTests.swift") }).contents
    #expect(tests.contains("await store.send(.view(.open(Page(number: 1))))"))
    #expect(tests.contains("Give pick(_:) a Listing for 'listing'"))
  }
}

/// Two modules of one app may declare the same name: the view model means the one beside it,
/// whatever the paths' order.
@Suite struct ContextNameResolutionTests {
  @Test func theDeclarationNearestTheViewModelWins() throws {
    let viewModel = SourceFile(path: "TV App/Signup/SignupViewModel.swift", text: """
      // graft: feature
      final class SignupViewModel: ObservableObject {
        @Published var email = ""
        private let signup: SignupUseCaseType
        init(signup: SignupUseCaseType) { self.signup = signup }
        func submit() { Task { try await signup.register(email: email) } }
      }
      """)
    let library = SourceFile(path: "Library/Sources/Accounts/SignupUseCase.swift", text: """
      public protocol SignupUseCaseType {
        func register(email: String, completion: @escaping (Bool) -> Void)
      }
      """)
    let own = SourceFile(path: "TV App/Signup/Domain/SignupUseCase.swift", text: """
      protocol SignupUseCaseType {
        func register(email: String) async throws
      }
      """)
    for context in [[library, own], [own, library]] {
      let generated = try #require(try FeatureGenerator().generate([viewModel], context: context).files.first { $0.name == "SignupViewModel+Graft.swift" })
      #expect(generated.contents.contains("var register: @Sendable (_ email: String) async throws -> Void"), "\(generated.contents)")
    }
  }
}

/// A feature with no action at all has an `Action` with no value; Swift rejects every `switch`
/// over one, so its reducer does nothing, plainly.
@Suite struct ActionlessFeatureTests {
  @Test func aFeatureWithoutActionsHasAnEmptyReducer() throws {
    func source(_ member: String) -> SourceFile {
      SourceFile(path: "Sources/App/RowsViewModel.swift", text: "// graft: feature\nfinal class RowsViewModel: NSObject {\n  \(member)\n}\n")
    }
    let result = try FeatureGenerator().generate([source("private(set) var rows: [String] = []")])
    let reducer = try #require(result.files.first { $0.name == "RowsFeature.swift" })
    #expect(reducer.contents.contains("    EmptyReducer()\n"))
    #expect(!reducer.contents.contains("switch action"))
    // One action is enough for the switch.
    let switched = try #require(try FeatureGenerator().generate([source("func reload() {}")]).files.first { $0.name == "RowsFeature.swift" })
    #expect(switched.contents.contains("switch action"))
  }
}
