@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// What the translation stage writes from a feature model, before any template lays it out.
@Suite struct TranslationTests {
  func model(_ source: String) throws -> FeatureModel {
    try #require(FeaturePipeline().run([SourceFile(path: "Sources/App/VM.swift", text: source)]).first?.features.first?.model)
  }

  /// A pending test's reason is one string literal: a quoted statement's lines and quotes are
  /// not the literal's end.
  @Test func aPendingReasonIsOneStringLiteral() {
    #expect(TestsFileContext.literalContent("cannot run 'switch index {\n    case .none:' on \"samples\" \\") == #"cannot run 'switch index { case .none:' on \"samples\" \\"#)
  }

  /// A feature whose view sends nothing still names `.view` in its reducer's switch: its enum is
  /// empty, and no compiler setting reads the switch as missing a case.
  @Test func aReducerWithoutViewActionsNamesTheViewCase() throws {
    let silent = ReducerFileContext(try model("// graft: feature\nfinal class VM: ObservableObject { var onClose: (() -> Void)? }"))
    #expect(silent.hasNoViewCases)
    let tapping = ReducerFileContext(try model("// graft: feature\nfinal class VM: ObservableObject { func tap() {} }"))
    #expect(!tapping.hasNoViewCases)
  }

  /// A legacy method that animated its changes is sent with the animation: a button's tap, and
  /// a lifecycle modifier's.
  @Test func theViewSendsAnAnimatedActionWithItsAnimation() throws {
    let view = ViewFileContext(try model("""
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        @Published var isOpen = false
        @Published var count = 0
        func toggle() { withAnimation(.easeInOut) { isOpen.toggle() } }
        func onAppear() { withAnimation { count = 0 } }
        func reset() { count = 0 }
      }
      """))
    #expect(view.controls.contains("Button(\"Toggle\") { send(.toggle, animation: .easeInOut) }"))
    #expect(view.controls.contains("Button(\"Reset\") { send(.reset) }"))
    #expect(view.modifiers == [".onAppear { send(.onAppear, animation: .default) }"])
  }

  @Test func buttonsAreNamedWithoutTheirGesture() {
    #expect(ViewFileContext.buttonName("saveTapped") == "save")
    #expect(ViewFileContext.buttonName("closeButtonTapped") == "close")
    #expect(ViewFileContext.buttonName("Tapped") == "Tapped")
    #expect(ViewFileContext.buttonName("refresh") == "refresh")
  }

  @Test func aViewHasAControlPerBindableFieldAndAButtonPerPlainAction() throws {
    let context = ViewFileContext(try model("""
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        @Published var title = ""
        @Published var isOn = false
        @Published private(set) var count = 0
        @AppStorage("sound") var sound = true
        @Published var isShowingDiscardAlert = false
        func closeButtonTapped() {}
        func rename(_ name: String) {}
        func onAppear() {}
      }
      """))
    // A toggle says what it switches; a presentation flag is no control; appearing is no button.
    #expect(context.controls == [
      #"TextField("Title", text: $store.title)"#, #"Toggle("On", isOn: $store.isOn)"#,
      #"Toggle("Sound", isOn: Binding(store.$sound))"#, #"Button("Close") { send(.closeButtonTapped) }"#,
    ])
    #expect(context.modifiers == [".onAppear { send(.onAppear) }"])
  }

  /// An action declared under `#if os(macOS)` exists only there: the view sends it under the
  /// same condition, at the indentation of the line it stands for.
  @Test func aConditionalActionIsSentUnderItsCondition() throws {
    let context = ViewFileContext(try model("""
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        #if os(macOS)
        func toggleFullScreen() {}
        func onAppear() {}
        #endif
      }
      """))
    #expect(context.controls == ["#if os(macOS)\n      Button(\"Toggle full screen\") { send(.toggleFullScreen) }\n      #endif"])
    #expect(context.modifiers == ["#if os(macOS)\n    .onAppear { send(.onAppear) }\n    #endif"])
  }

  @Test func stateFieldsAreDeclarationsNotText() throws {
    let context = GraftFileContext.field(
      StateField(
        name: "host", type: "String", writesType: false, defaultValue: nil, isBindable: true, appStorageKey: nil, note: nil,
        branches: [
          StateField.Branch(clause: .if("DEBUG"), type: nil, defaultValue: "\"localhost\""),
          StateField.Branch(clause: .else, type: "String", defaultValue: "\"prod\""),
        ]),
      access: "public ")
    #expect(context.declaration == nil)
    #expect(context.branches.map(\.directive) == ["#if DEBUG", "#else"])
    #expect(context.branches.map(\.declaration) == [
      PropertyDeclaration(access: "public ", name: "host", type: nil, defaultValue: "\"localhost\""),
      PropertyDeclaration(access: "public ", name: "host", type: "String", defaultValue: "\"prod\""),
    ])
  }

  @Test func aSharedFieldIsWrittenThroughItsLock() throws {
    let model = try model("""
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        @AppStorage("sound") var sound = true
        func soundChanged(_ on: Bool) { sound = on }
      }
      """)
    let reducer = ReducerFileContext(model)
    #expect(reducer.cases.first?.lines == ["state.$sound.withLock { $0 = on }", "return .none"])
    let tests = TestsFileContext(model, module: "App")
    #expect(tests.tests.first { $0.name == "soundChanged" }?.steps.contains("  $0.$sound.withLock { $0 = false }") == true)
  }

  /// The reducer imports what its ported cases name: the view model's modules of the app and
  /// third parties, and Apple's frameworks of the types written in the ported code (not those
  /// only quoted in a TODO, or written in a string).
  @Test func theReducerImportsWhatItsPortedCasesName() throws {
    let model = try model("""
      import Foundation
      import NotesKit
      import UIKit
      // graft: feature
      final class VM: ObservableObject {
        @Published var link = ""
        @Published var valid = false
        @Published var title = ""
        func linkChanged(_ text: String) { link = text; valid = URL(string: text) != nil }
        func titleChanged(_ text: String) { title = "UIColor " + text }
        func share() { UIPasteboard.general.string = link }
      }
      """)
    let reducer = ReducerFileContext(model)
    #expect(reducer.imports == ["ComposableArchitecture", "Foundation", "NotesKit"])
    #expect(SwiftIdentifier.typeNames(in: #"state.title = "UIColor " + URL(string: x).debugDescription"#) == ["URL"])
    let unported = try self.model("""
      import NotesKit
      // graft: feature
      final class VM: ObservableObject {
        func share() { UIPasteboard.general.string = "" }
      }
      """)
    #expect(ReducerFileContext(unported).imports == ["ComposableArchitecture"])
    // A member of an action's value of a framework's type, reached by the ported code, needs
    // that framework here too (member import visibility); a value only handed on does not.
    let members = try self.model("""
      import AuthenticationServices
      // graft: feature
      final class VM: ObservableObject {
        @Published var pending = false
        func configure(_ request: ASAuthorizationAppleIDRequest) { request.requestedScopes = [.email]; pending = true }
        func note(_ credential: ASAuthorizationAppleIDCredential) { pending = false }
      }
      """)
    #expect(ReducerFileContext(members).imports == ["AuthenticationServices", "ComposableArchitecture"])
    // So does a member of what a system dependency gives the reducer: Foundation's `UUID` of
    // `uuid()`, its `UserDefaults` of `\.defaultAppStorage`; a value only stored needs nothing.
    let dependencies = try self.model("""
      import Foundation
      // graft: feature
      final class VM: ObservableObject {
        @Published var draftID = ""
        @Published var stamp = Date()
        func newDraft() { draftID = UUID().uuidString }
        func touch() { stamp = Date() }
      }
      """)
    #expect(ReducerFileContext(dependencies).imports == ["ComposableArchitecture", "Foundation"])
    let storedOnly = try self.model("""
      import Foundation
      // graft: feature
      final class VM: ObservableObject {
        @Published var stamp = Date.distantPast
        func touch() { stamp = Date() }
      }
      """)
    #expect(ReducerFileContext(storedOnly).imports == ["ComposableArchitecture"])
  }

  /// SwiftUI re-exports Combine, so a view model may name `AnyPublisher` importing only SwiftUI;
  /// the generated file, which imports SwiftUI only for its views, imports Combine itself.
  @Test func theGeneratedFileImportsTheFrameworksOfTheTypesItNames() throws {
    let model = try model("""
      import SwiftUI
      protocol QuoteFeed: AnyObject { func quotes() -> AnyPublisher<Double, Never> }
      // graft: feature
      final class VM: ObservableObject {
        @Published var count = 0
        private let feed: QuoteFeed
        init(feed: QuoteFeed) { self.feed = feed }
      }
      """)
    #expect(model.imports.map(\.module) == ["Combine", "ComposableArchitecture"])
    let withoutPublisher = try self.model("""
      import SwiftUI
      protocol QuoteFeed: AnyObject { func quote() -> Double }
      // graft: feature
      final class VM: ObservableObject {
        @Published var count = 0
        private let feed: QuoteFeed
        init(feed: QuoteFeed) { self.feed = feed }
      }
      """)
    #expect(withoutPublisher.imports.map(\.module) == ["ComposableArchitecture"])
    // A type written with its framework's name (`StoreKit.Transaction`, which Foundation's name
    // would hide) needs that framework, whatever the type's own name says.
    let qualified = try self.model("""
      import StoreKit
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        @Published var transactions: [StoreKit.Transaction] = []
      }
      """)
    #expect(qualified.imports.map(\.module) == ["ComposableArchitecture", "StoreKit"])
    // SwiftUI re-exports Foundation too: `UserDefaults` and `DispatchQueue` need it once SwiftUI is gone.
    let withDefaults = try self.model("""
      import SwiftUI
      protocol Poller: AnyObject { func start(on queue: DispatchQueue) }
      // graft: feature
      final class VM: ObservableObject {
        @Published var count = 0
        private let poller: Poller
        init(poller: Poller, defaults: UserDefaults) { self.poller = poller; self.count = defaults.integer(forKey: "count") }
      }
      """)
    #expect(withDefaults.imports.map(\.module) == ["ComposableArchitecture", "Foundation"])
    // So do the types State.init's statements name.
    let withRatio = try self.model("""
      import SwiftUI
      // graft: feature
      final class VM: ObservableObject {
        @Published var ratio = 1.0
        init(total: Int) { ratio = CGFloat(total) / 2 }
      }
      """)
    #expect(withRatio.stateInitializer == ["ratio = CGFloat(total) / 2"])
    #expect(withRatio.imports.map(\.module) == ["ComposableArchitecture", "Foundation"])
  }

  /// An app's own `State` (`protocol State`) would take SwiftUI's place in the bridge view, which
  /// lives outside the feature: there the wrapper is written with its module, and only there.
  @Test func theBridgeKeepsItsStoreInSwiftUIsStateWhateverTheAppCallsState() throws {
    func bridgeLines(_ source: String) throws -> [String] {
      let model = try #require(FeaturePipeline().run([SourceFile(path: "A.swift", text: source)]).first?.features.first?.model)
      let text = try GraftFileRenderer.render([model], templates: TemplateSet(TemplateLibrary.loader))
      return text.split(separator: "\n").map(String.init).filter { $0.contains("store") && $0.contains("State") }
    }
    let viewModel = """
      // graft: feature
      final class PlayerViewModel: ObservableObject {
        @Published var isPlaying = false
        func play() { isPlaying = true }
      }
      """
    #expect(try bridgeLines("protocol State { var isActive: Bool { get } }\n" + viewModel) == [
      "  @SwiftUI.State private var store: StoreOf<PlayerFeature>", "    _store = SwiftUI.State(initialValue: PlayerFeature.bridgeStore())",
    ])
    #expect(try bridgeLines(viewModel) == [
      "  @State private var store: StoreOf<PlayerFeature>", "    _store = State(initialValue: PlayerFeature.bridgeStore())",
    ])
  }

  /// `live(_:)` captures the legacy service as `service`: a requirement's parameter of that name
  /// is called something else in the closure, so that `service.value` still means the service.
  @Test func aParameterNamedServiceDoesNotHideTheCapturedService() throws {
    let model = try model("""
      struct PeerService: Equatable { let port: Int }
      protocol TunnelService { func openTunnel(accountId: String, service: PeerService, service1: Int) async }
      // graft: feature
      final class PeerViewModel: ObservableObject {
        @Published var isOpen = false
        private let tunnels: TunnelService
        init(tunnels: TunnelService) { self.tunnels = tunnels }
      }
      """)
    let client = GraftFileContext.Client(try #require(model.dependencies.first))
    #expect(client.endpoints.map(\.forwarding) == [
      "{ accountId, service2, service1 in await service.value.openTunnel(accountId: accountId, service: service2, service1: service1) }",
    ])
  }

  /// A requirement's parameter named with a reserved word (`public`) is a closure parameter in
  /// backticks; its label stays as Swift allows it.
  @Test func aParameterNamedWithAReservedWordIsWrittenInBackticks() throws {
    let model = try model("""
      protocol GistService { func create(description: String, public: Bool) async throws -> Int }
      // graft: feature
      final class ComposeViewModel: ObservableObject {
        @Published var text = ""
        private let gists: GistService
        init(gists: GistService) { self.gists = gists }
      }
      """)
    let client = GraftFileContext.Client(try #require(model.dependencies.first))
    #expect(client.endpoints.map(\.forwarding) == [
      "{ description, `public` in try await service.value.create(description: description, public: `public`) }",
    ])
  }

  /// The bridge calls the legacy closures on the main actor, where they run: a payload that is
  /// not Sendable (a class of the app's) crosses no actor, which Swift 6 would reject.
  @Test func closuresAreCalledOnTheMainActorAndWaitedForOnlyWhenTheyWait() throws {
    let source = """
      final class Marker { var title = "" }
      // graft: feature
      final class VM {
        var onChoose: ((Marker) -> Void)?
        var onClose: (() async -> Void)?
        func choose(_ marker: Marker) { onChoose?(marker) }
      }
      """
    let bridge = GraftFileContext.Bridge(try model(source))
    #expect(bridge.closureRouting.map(\.call) == ["onChoose(marker)", "await onClose()"])
    let file = try #require(try FeatureGenerator().generate([SourceFile(path: "Sources/App/VM.swift", text: source)]).files.first { $0.name == "VM+Graft.swift" })
    #expect(file.contents.contains("        return .run { @MainActor _ in\n          switch delegate {"))
  }

  @Test func aWeaklyHeldDelegateIsReachedThroughItsReference() throws {
    let bridge = GraftFileContext.Bridge(try model("""
      protocol PickerDelegate: AnyObject { func didPick(_ id: Int) }
      // graft: feature
      final class VM {
        weak var delegate: PickerDelegate?
        var onClose: (() async -> Void)?
        var onReset: (() -> Void)?
        func pick(_ id: Int) { delegate?.didPick(id) }
      }
      """))
    #expect(bridge.weakDelegates.map(\.referenceType) == ["DelegateReference"])
    // Closures routed beside the delegate are waited for when they wait.
    #expect(bridge.protocolRouting.map(\.call) == ["delegate.value?.didPick(id)", "await onClose()", "onReset()"])
    #expect(bridge.returnsStore)
  }

  /// A delegate the view model's initializer reads (`absorption = delegate.defaultTime`) is a
  /// value of `State.init` too: the bridge takes it once, hands it to `State.init`, and keeps its
  /// weak reference under another name, which shadows nothing the state is made from.
  @Test func aDelegateTheInitializerReadsIsTakenOnce() throws {
    let bridge = GraftFileContext.Bridge(try model("""
      protocol PickerDelegate: AnyObject { var defaultTime: Double { get }; func didPick(_ id: Int) }
      // graft: feature
      final class VM: ObservableObject {
        @Published var time: Double
        weak var delegate: PickerDelegate?
        init(delegate: PickerDelegate) { self.delegate = delegate; time = delegate.defaultTime }
        func pick(_ id: Int) { delegate?.didPick(id) }
      }
      """))
    #expect(bridge.storeParameters.map(\.name) == ["delegate"])
    // State.init takes the value it reads; the bridge reads it off the delegate it takes.
    #expect(bridge.initialState.map(\.value) == ["delegate.defaultTime"])
    #expect(bridge.weakDelegates.map(\.local) == ["delegateReference"])
    #expect(bridge.protocolRouting.map(\.call) == ["delegateReference.value?.didPick(id)"])
  }
}
