import Foundation
import GraftTestSupport
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

@Suite struct FeatureBuilderTests {
  func build(_ source: String) throws -> FeatureBuilder.Result {
    let file = SourceFile(path: "Sources/App/VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let classifications = MemberClassifier(index: index).classify(viewModel)
    return FeatureBuilder(index: index).build(viewModel, classifications)
  }

  /// Two types each declare a `Row` of their own: inside the view model, `Row` is its own, in its
  /// outcomes as in State, whichever type the sources declare first.
  @Test func anAliasIsTheViewModelsOwnWhereAnotherTypeDeclaresOneOfItsName() throws {
    let result = try build("""
      struct Pair<First, Second> { var first: First; var second: Second }
      enum Kind: Equatable { case a }
      struct Message: Equatable { enum Kind: Equatable { case b } }
      final class DetailModel { typealias Row = Pair<Message.Kind, Message> }
      // graft: feature
      final class InboxModel {
        typealias Row = Pair<Kind, Int>
        var onShare: (([Row]) -> Void)?
        func share() { onShare?([]) }
      }
      """)
    let share = try #require(result.model.delegateCases.first { $0.name == "share" }, "\(result.model.delegateCases.map(\.name))")
    #expect(share.payload.map(\.type) == ["[Pair<Kind, Int>]"])
  }

  /// A type alias the initializer declares in its body goes with the statements that name it.
  @Test func anAliasOfTheInitializersBodyGoesWithTheStatementsThatNameIt() throws {
    let result = try build("""
      // graft: feature
      final class ProfileModel {
        var title: String
        var count: Int
        init(name: String) {
          typealias Initial = (title: String, count: Int)
          typealias Unused = Int
          let initial: Initial = (title: name, count: 0)
          self.title = initial.title
          self.count = initial.count
        }
        func rename(_ title: String) { self.title = title }
      }
      """)
    #expect(result.model.stateInitializer == [
      "typealias Initial = (title: String, count: Int)", "let initial: Initial = (title: name, count: 0)",
      "self.title = initial.title", "self.count = initial.count",
    ])
  }

  /// A local whose only reader is left out (it asks a service) is left out too: no unused
  /// constant, and no parameter only it read.
  @Test func aLocalNoKeptStatementReadsIsLeftOut() throws {
    let result = try build("""
      protocol TitleStore: AnyObject { func title(for key: String) -> String }
      // graft: feature
      final class ShelfModel {
        var title: String
        var count: Int
        var subtitle: String
        private let store: TitleStore
        init(name: String, shelf: String, store: TitleStore) {
          self.store = store
          let key = name.uppercased()
          let label = shelf.lowercased()
          self.title = store.title(for: key)
          self.count = 0
          self.subtitle = label
        }
        func rename(_ title: String) { self.title = title }
      }
      """)
    // `title`, set from the service, is State.init's to be handed.
    #expect(result.model.stateInitializer == ["let label = shelf.lowercased()", "self.count = 0", "self.subtitle = label", "self.title = title"])
    #expect(!result.model.stateInitializer.contains { $0.contains("key") })
    #expect(result.model.seedValues.map(\.name) == ["shelf"], "\(result.model.seedValues.map(\.name))")
  }

  /// The README's example input: the first golden case's.
  static let editNote = (try? String(
    contentsOf: Repository.golden.appendingPathComponent("edit-note-seed/Input/EditNoteViewModel.swift"), encoding: .utf8)) ?? ""

  /// The client lives outside its service: a type nested in a service class is written with
  /// its owner, and a protocol's own alias as what it stands for.
  @Test func aClientWritesTheTypesNestedInItsServiceFromOutside() throws {
    let model = try build("""
      final class BackupService {
        enum Outcome { case done, retry }
        func verify(_ words: [String]) -> Outcome { .done }
      }
      protocol Renaming: AnyObject {
        typealias Result = Swift.Result<String, Error>
        func rename(_ name: String, completion: @escaping (Result) -> Void)
        func lastResult() -> Result?
      }
      // graft: feature
      final class VM: ObservableObject {
        @Published var words: [String] = []
        private let backup: BackupService
        private let renaming: Renaming
        init(backup: BackupService, renaming: Renaming) { self.backup = backup; self.renaming = renaming }
      }
      """).model
    let backup = try #require(model.dependencies.first { $0.protocolName == "BackupService" })
    #expect(backup.endpoints.map(\.returnType) == ["BackupService.Outcome"])
    let renaming = try #require(model.dependencies.first { $0.protocolName == "Renaming" })
    // The completion reports the alias's `Result`: its endpoint waits for the `String`, or throws.
    #expect(renaming.endpoints.map(\.returnType) == ["String", "Swift.Result<String, Error>?"])
    #expect(renaming.endpoints.first.map { $0.isAsync && $0.isThrowing } == true)
  }

  /// A method that reports once through a completion is an endpoint that waits for the report;
  /// a handler the service may call again, an optional completion, and a value that is not
  /// Sendable stay as they are.
  @Test func anEndpointWaitsForWhatItsMethodsCompletionReports() throws {
    let model = try build("""
      struct Item: Equatable, Sendable { var id: Int }
      final class Box {}
      protocol Store: AnyObject {
        func load(id: Int, completion: @escaping (Result<Item, Error>) -> Void)
        func save(_ item: Item, completionHandler: @escaping (Error?) -> Void)
        func refresh(then: @escaping () -> Void)
        func first(completion: @escaping (Item?) -> Void)
        func observe(_ handler: @escaping (Item) -> Void)
        func optionally(completion: ((Item) -> Void)?)
        func box(completion: @escaping (Box) -> Void)
      }
      // graft: feature
      final class VM: ObservableObject {
        @Published var items: [Item] = []
        private let store: Store
        init(store: Store) { self.store = store }
      }
      """).model
    let client = try #require(model.dependencies.first { $0.protocolName == "Store" })
    #expect(client.endpoints.map { endpoint in
      "\(endpoint.name)(\(endpoint.parameters.map(\.name).joined(separator: ", "))) "
        + (endpoint.isAsync ? "async " : "") + (endpoint.isThrowing ? "throws " : "") + "-> \(endpoint.returnType)"
    } == [
      "load(id) async throws -> Item", "save(item) async throws -> Void", "refresh() async -> Void", "first() async -> Item?",
      "observe(handler) -> Void", "optionally(completion) -> Void", "box(completion) -> Void",
    ])
    // The service is not Sendable: its method starts on the main actor, where the view model called it.
    let load = try #require(client.endpoints.first)
    // Overloads are told apart by the values they take, the completion not among them.
    let overloads = try build("""
      protocol Assistant: AnyObject {
        func assist(text: String, completion: @escaping (Error?) -> Void)
        func assist(audio: String, rate: Double, completion: @escaping (Error?) -> Void)
      }
      // graft: feature
      final class VM: ObservableObject {
        @Published var items: [String] = []
        private let assistant: Assistant
        init(assistant: Assistant) { self.assistant = assistant }
      }
      """).model
    #expect(overloads.dependencies.first?.endpoints.map(\.name) == ["assistText", "assistAudioRate"])
    #expect(GraftFileContext.Client.forwarding(load) == "{ @MainActor id in try await withCheckedThrowingContinuation { continuation in "
      + "service.value.load(id: id) { @Sendable result in continuation.resume(with: result) } } }")
  }

  /// A constant of a type private to the view model's file is written as its literal in State's
  /// default, which the generated file could not reach; a value that is no literal stays.
  @Test func aPrivateConstantInAnInitialValueIsWrittenAsItsLiteral() throws {
    let model = try build("""
      private enum Constants {
        enum Accessibility { static let title = "Choose a state" }
        static let limit = 20
        static let start = Date()
      }
      // graft: feature
      final class VM: ObservableObject {
        @Published var title: String = Constants.Accessibility.title
        @Published var limit: Int = Constants.limit
        @Published var started: Date = Constants.start
        func reset() { title = "" }
      }
      """).model
    let defaults = Dictionary(uniqueKeysWithValues: model.state.map { ($0.name, $0.defaultValue ?? "") })
    #expect(defaults["title"] == "\"Choose a state\"")
    #expect(defaults["limit"] == "20")
    #expect(defaults["started"] == "Constants.start")
  }

  /// A seed hands outcomes over by setting closures: one sent into a subject it says it does not.
  @Test func aSeedSaysItDoesNotSubscribeToASubjectsOutcomes() throws {
    let result = try build("""
      import Combine
      // graft: feature seed
      final class PickerViewModel: ObservableObject {
        @Published var title = ""
        let didFinish = PassthroughSubject<Void, Never>()
        func done() { didFinish.send() }
      }
      """)
    #expect(result.model.delegateCases.map(\.name) == ["didFinish"])
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'didFinish' sends the outcome 'didFinish' into a subject: seeded(...) does not subscribe to it") })
  }

  /// A scoped import of a type the feature names (`import struct Networking.UserAgent` for a
  /// State field) is kept as it is; one that served the view model's implementation alone
  /// (`import func QuartzCore.CACurrentMediaTime`) is left out, and so is one with an attribute,
  /// which written back without it may not compile.
  @Test func aScopedImportIsKeptWhereTheFeatureNamesWhatItImports() throws {
    let result = try build("""
      import Foundation
      import struct Networking.UserAgent
      import func QuartzCore.CACurrentMediaTime
      @testable import struct Session.Token
      // graft: feature
      final class LoginViewModel: ObservableObject {
        @Published var agent: UserAgent = .default
        @Published var token: Token = .empty
        @Published var startedAt: Double = 0
        func start() { startedAt = CACurrentMediaTime() }
      }
      """)
    #expect(result.model.imports.map(\.written) == ["ComposableArchitecture", "Foundation", "struct Networking.UserAgent"])
    let text = try GraftFileRenderer.render([result.model])
    #expect(text.contains("import struct Networking.UserAgent\n"))
  }

  /// A framework's or a reactive library's type whose name does not say its module keeps the
  /// view model's import of that module; an import whose types the feature never names goes.
  @Test func anImportIsKeptForATypeItsModuleDeclares() throws {
    let result = try build("""
      import AVFoundation
      import Foundation
      import PhotosUI
      import RxSwift
      protocol ValidityService { func check() -> Observable<Bool> }
      // graft: feature
      final class AttachViewModel {
        var count = 0
        let validity: ValidityService
        init(validity: ValidityService) { self.validity = validity }
        func attach(_ items: [PhotosPickerItem]) { count = items.count }
      }
      """)
    #expect(result.model.imports.map(\.module) == ["ComposableArchitecture", "Foundation", "PhotosUI", "RxSwift"])
    // On OpenCombine, `AnyPublisher` is its own: Apple's Combine beside it would make the name ambiguous.
    let openCombine = try build("""
      import OpenCombine
      // graft: feature
      final class FeedViewModel {
        var count = 0
        func observe(_ updates: AnyPublisher<Int, Never>) { count += 1 }
      }
      """)
    #expect(openCombine.model.imports.map(\.module) == ["ComposableArchitecture", "OpenCombine"])
    // A field's value names a framework's type (`UIImage(named:)`) that its type does not.
    let rows = try build("""
      import UIKit
      struct AddRow: Hashable { var image: UIImage?; var title: String }
      // graft: feature
      final class AddWalletViewModel {
        var rows: [AddRow] = [AddRow(image: UIImage(named: "add"), title: "Add")]
        func clear() { rows = [] }
      }
      """)
    #expect(rows.model.imports.map(\.module).contains("UIKit"), "\(rows.model.imports)")
    // `NWPath.Status` in State: Network's prefix says its module, which nothing else the file
    // imports brings.
    let network = try build("""
      import Foundation
      import Network
      // graft: feature
      final class StatusViewModel {
        private(set) var status: NWPath.Status = .satisfied
      }
      """)
    #expect(network.model.imports.map(\.module) == ["ComposableArchitecture", "Foundation", "Network"])
    // An acronym after the prefix (`AVURLAsset`) says the framework as a word does; a name in
    // capitals after it does not.
    #expect(FeatureBuilder.framework(ofType: "AVURLAsset") == "AVFoundation")
    #expect(FeatureBuilder.framework(ofType: "AVAudioPlayer") == "AVFoundation")
    #expect(FeatureBuilder.framework(ofType: "NSURLSession") == "Foundation")
    #expect(FeatureBuilder.framework(ofType: "CBORValue") == nil)
    #expect(FeatureBuilder.framework(ofType: "CNNModel") == nil)
    #expect(FeatureBuilder.framework(ofType: "AVURL") == nil)
    // Sign in with Apple's credential, in an action's payload, needs its framework imported
    // (report48 OffOnOff's login; not held out); AdSupport's `AS` name is not it.
    let login = try build("""
      import AuthenticationServices
      // graft: feature
      final class LoginViewModel {
        var token = ""
        func startAppleLogin(credential: ASAuthorizationAppleIDCredential) { token = credential.user }
      }
      """)
    #expect(login.model.imports.map(\.module).contains("AuthenticationServices"), "\(login.model.imports)")
    #expect(FeatureBuilder.framework(ofType: "ASIdentifierManager") == nil)
  }

  /// A local declared without a value and set in a `switch` stays declared in State.init.
  @Test func aLocalSetInASwitchKeepsItsDeclaration() throws {
    let result = try build("""
      enum Mode: Equatable { case create(String), edit }
      // graft: feature
      final class EditorViewModel: ObservableObject {
        @Published var shareID: String?
        init(mode: Mode) {
          let vaultShareID: String?
          switch mode {
          case let .create(id): vaultShareID = id
          case .edit: vaultShareID = nil
          }
          shareID = vaultShareID
        }
      }
      """)
    #expect(result.model.stateInitializer == [
      "let vaultShareID: String?", "switch mode {", "case let .create(id): vaultShareID = id", "case .edit: vaultShareID = nil", "}",
      "shareID = vaultShareID",
    ])
    #expect(result.model.seedValues.map(\.name) == ["mode"])
  }

  /// An object the initializer only reads members of into fields enters State.init as those
  /// fields' values: the caller reads them off it, and the reverse bridge's seed holds neither.
  /// An object State.init uses otherwise (a call) stays a parameter.
  @Test func anObjectReadOnlyForValuesEntersStateInitAsThoseValues() throws {
    let result = try build("""
      @MainActor final class SessionModel: ObservableObject { @Published var isHost = false; var room = "" }
      // graft: feature
      @MainActor
      final class CallViewModel: ObservableObject {
        @Published var roomID: Int
        @Published var isHost: Bool
        @Published var room: String
        init(roomID: Int, session: SessionModel) {
          self.roomID = roomID
          self.isHost = session.isHost
          room = session.room
        }
      }
      """)
    #expect(result.model.seedValues.map(\.name) == ["roomID", "isHost", "room"])
    #expect(result.model.seedValues.map(\.type) == ["Int", "Bool", "String"])
    #expect(result.model.stateInitializer == ["self.roomID = roomID", "self.isHost = isHost", "self.room = room"])
    #expect(result.model.objectReads.mapValues(\.expression) == ["isHost": "session.isHost", "room": "session.room"])
    #expect(result.model.objectReads["room"]?.object.type == "SessionModel")
    #expect(!result.model.stateInitializerIsMainActor)

    let called = try build("""
      @MainActor final class SessionModel: ObservableObject { var isHost = false; func title() -> String { "" } }
      // graft: feature
      final class CallViewModel: ObservableObject {
        @Published var isHost: Bool
        @Published var title: String
        init(session: SessionModel) {
          self.isHost = session.isHost
          self.title = session.title()
        }
      }
      """)
    #expect(called.model.seedValues.map(\.name) == ["session"])
    #expect(called.model.objectReads.isEmpty)

    // A parameter named like the field would hide it from the rest of State.init.
    let mentioned = try build("""
      @MainActor final class SessionModel: ObservableObject { var isHost = false }
      // graft: feature
      final class CallViewModel: ObservableObject {
        @Published var isHost: Bool
        init(session: SessionModel, muted: Bool) {
          isHost = session.isHost
          if muted { isHost = false }
        }
      }
      """)
    #expect(mentioned.model.seedValues.map(\.name) == ["session", "muted"])
    #expect(mentioned.model.objectReads.isEmpty)
  }

  /// A value a closure of a kept statement captures is one State.init takes.
  @Test func whatAClosureOfStateInitCapturesIsAParameter() throws {
    let result = try build("""
      struct Command: Equatable { init(enabledIf: Bool, run: () -> Void) {} }
      struct Flag { func finish() {} }
      // graft: feature
      final class FormViewModel {
        let command: Command
        init(isValid: Bool, done: Flag) {
          command = Command(enabledIf: isValid) { done.finish() }
        }
      }
      """)
    #expect(result.model.seedValues.map(\.name) == ["isValid", "done"])
  }

  @Test func theTargetExample() throws {
    let result = try build(Self.editNote)
    let model = result.model
    #expect(model.name == "EditNoteFeature")
    #expect(model.screenName == "EditNote")
    #expect(model.sourceFileName == "VM.swift")
    #expect(model.imports.map(\.module) == ["ComposableArchitecture", "Foundation"])
    #expect(model.state == [
      StateField(name: "text", type: "String", writesType: true, defaultValue: nil, isBindable: true, appStorageKey: nil, note: nil),
      StateField(name: "isSaving", type: "Bool", writesType: false, defaultValue: "false", isBindable: false, appStorageKey: nil, note: nil),
      StateField(name: "error", type: "String?", writesType: true, defaultValue: nil, isBindable: true, appStorageKey: nil,
        note: "`error: Error?` in EditNoteViewModel; its message, so that State stays Equatable."),
      StateField(name: "saved", type: "Note?", writesType: true, defaultValue: nil, isBindable: false, appStorageKey: nil, note: nil),
    ])
    #expect(model.isBindable)
    #expect(model.seedValues == [Value(label: "text", name: "text", type: "String")])
    #expect(model.viewActions.map(\.name) == ["textChanged", "saveTapped", "cancelTapped"])
    #expect(model.viewActions[0].payload == [Value(label: nil, name: "newText", type: "String")])
    // The response comes from the body's `await`, not from the signature (`saveTapped()` neither
    // throws nor returns).
    #expect(model.responses == [ResponseCase(name: "saveTappedResponse", origin: "saveTapped()", result: .throwing(success: "Note"))])
    #expect(model.viewActions.allSatisfy { $0.ported != nil })
    #expect(model.delegateCases == [
      ActionCase(
        name: "save", payload: [Value(label: nil, name: "note", type: "Note")], origin: "onSave",
        source: .closure(property: "onSave", signature: ClosureSignature(parameterTypes: ["Note"]))),
      ActionCase(
        name: "cancel", payload: [], origin: "onCancel", source: .closure(property: "onCancel", signature: ClosureSignature(parameterTypes: []))),
    ])
    #expect(model.dependencies == [
      DependencyClient(name: "NotesClient", protocolName: "NotesService", isServiceSendable: true, key: "notesClient", propertyName: "notes", endpoints: [
        Endpoint(name: "save", method: "save", parameters: [Value(label: nil, name: "text", type: "String")], isAsync: true, isThrowing: true, returnType: "Note", methodIsAsync: true),
        Endpoint(name: "delete", method: "delete", parameters: [Value(label: "id", name: "id", type: "UUID")], isAsync: true, isThrowing: true, returnType: "Void", methodIsAsync: true),
      ], declarationPath: "Sources/App/VM.swift", declarationLocation: SourceLocation(line: 22, column: 3)),
    ])
    #expect(result.diagnostics.map(\.description) == [
      "Sources/App/VM.swift:16:3: warning: 'error: Error?' becomes 'String?' in State, its message: State must stay Equatable",
      "Sources/App/VM.swift:23:3: note: 'cancellables' is left out of State: AnyCancellable: the feature's effects replace it; not carried over",
    ])
  }

  @Test func aDelegateProtocolResponsesAndLabelledClosures() throws {
    let model = try build("""
      protocol CheckoutDelegate: AnyObject {
        func checkoutDidFinish(orderID: String)
        func checkoutDidCancel()
      }
      protocol PaymentsAPI { func pay(amount: Decimal) async throws -> String }
      // graft: feature bridge=uikit
      final class CheckoutViewModel {
        private(set) var items: [String]
        weak var delegate: CheckoutDelegate?
        var onPresent: ((UIViewController, _ animated: Bool) -> Void)?
        private let payments: PaymentsAPI
        init(items: [String], payments: PaymentsAPI) { self.items = items; self.payments = payments }
        func pay() async throws -> String { "" }
        func total() -> Decimal { 0 }
        func select(item id: String) {}
      }
      """).model
    #expect(model.delegateCases.map(\.name) == ["checkoutDidFinish", "checkoutDidCancel", "present"])
    #expect(model.delegateCases[0].payload == [Value(label: "orderID", name: "orderID", type: "String")])
    #expect(model.delegateCases[2].payload == [
      Value(label: nil, name: "uiViewController", type: "UIViewController"), Value(label: "animated", name: "animated", type: "Bool"),
    ])
    // `total()` only returns a value: a query, which is no action.
    #expect(model.responses == [ResponseCase(name: "payResponse", origin: "pay()", result: .throwing(success: "String"))])
    #expect(!model.viewActions.map(\.name).contains("total"))
    #expect(model.viewActions.last?.payload == [Value(label: "item", name: "id", type: "String")])
    #expect(model.dependencies.map(\.name) == ["PaymentsClient"])
    #expect(model.seedValues.map(\.name) == ["items"])
  }

  /// `func dosingChanged(_: Bool)` names no value: the case and the forwarder name it.
  @Test func aRequirementsUnnamedParameterIsNamed() throws {
    let builder = FeatureBuilder(index: SourceIndex([SourceFile(path: "VM.swift", text: "")]))
    let result = try build("""
      protocol TherapyDelegate: AnyObject { func dosingChanged(_: Bool, at: Int) }
      // graft: feature
      final class TherapyViewModel { weak var delegate: TherapyDelegate? }
      """)
    #expect(result.model.delegateCases.first?.payload == [
      Value(label: nil, name: "value0", type: "Bool"), Value(label: "at", name: "at", type: "Int"),
    ])
    #expect(builder.payload(of: [Parameter(label: nil, name: "_", type: "Bool")]) == [Value(label: nil, name: "value0", type: "Bool")])
    // `force _: Bool`: the body has no name for it, so a field named `force` stays the field.
    #expect(builder.payload(of: [Parameter(label: "force", name: "_", type: "Bool")]) == [Value(label: "force", name: "value0", type: "Bool")])
  }

  @Test func whatCannotBeMappedIsReported() throws {
    let result = try build("""
      // graft: feature
      final class M: ObservableObject {
        @Published var mystery = makeValue()
        @Published var nothing: Never?
        @AppStorage("sort") var sort = "date"
        private let api: RemoteAPI
        init(api: RemoteAPI, title: String) {}
      }
      """)
    #expect(result.diagnostics.map(\.description) == [
      "Sources/App/VM.swift:3:3: warning: cannot infer the type of 'mystery' from 'makeValue()'; write it, or annotate '// graft: state type=T'",
      "Sources/App/VM.swift:6:3: warning: the sources given to Graft do not declare 'RemoteAPI', so the feature reaches the legacy 'api' as it is, through \\.remoteAPI; add its protocol's file to have a client of closures mirror it",
      "Sources/App/VM.swift:7:3: warning: init parameter 'title' sets nothing State holds, so State.init does not take it; port its use by hand",
    ])
    #expect(result.model.state.first { $0.name == "sort" }?.appStorageKey == "\"sort\"")
    #expect(result.model.state.first { $0.name == "sort" }?.type == "String")
  }

  /// A generic class's methods speak of its type parameters, which a client's closures cannot:
  /// each instantiation is held as it is, under a key of its own.
  @Test func aGenericServiceClassIsHeldAsItIsPerInstantiation() throws {
    let result = try build("""
      final class ResultsController<Item: Hashable> { func performFetch() throws {} }
      // graft: feature
      final class M: ObservableObject {
        private let notes: ResultsController<Note>
        private let tags: ResultsController<Tag>
        private let archived: ResultsController<Note>
        init(notes: ResultsController<Note>, tags: ResultsController<Tag>, archived: ResultsController<Note>) {}
        func reload() { try? notes.performFetch() }
      }
      """)
    #expect(result.model.dependencies.isEmpty)
    // A key stands for one object: a second property of one instantiation has a key of its name.
    #expect(result.model.legacyServices.map(\.key) == ["resultsControllerNote", "resultsControllerTag", "archived"])
    #expect(result.model.legacyServices.map(\.typeName) == ["ResultsController<Note>", "ResultsController<Tag>", "ResultsController<Note>"])
    #expect(result.model.legacyServices.first?.whyAsItIs == "its class `ResultsController<Item: Hashable>` is generic")
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("its class 'ResultsController<Item: Hashable>' is generic, which no client of closures can mirror, so the feature reaches the legacy 'notes' as it is")
    })
  }

  /// A client's key stands for one instance: a second property of the same service is held as
  /// it is, under a key named for the property, so the bridge never declares one name twice.
  @Test func aSecondPropertyOfTheSameServiceHasAKeyOfItsOwn() throws {
    let result = try build("""
      protocol Activity: AnyObject { func start() }
      protocol UserService { func load() }
      protocol UserRepository { func save() }
      // graft: feature
      final class M: ObservableObject {
        private let readerActivity: Activity
        private let storyActivity: Activity?
        private let users: UserService
        private let userStore: UserRepository
        init(readerActivity: Activity, storyActivity: Activity?, users: UserService, userStore: UserRepository) {}
        func open() { readerActivity.start() }
      }
      """)
    // Two services whose clients would share a name are two clients, one named in full.
    #expect(result.model.dependencies.map(\.key) == ["activityClient", "userClient", "userRepositoryClient"])
    #expect(result.model.legacyServices.map(\.key) == ["storyActivity"])
    #expect(result.model.legacyServices.map(\.typeName) == ["any Activity"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'storyActivity' is a second 'any Activity' beside 'readerActivity', which ActivityClient stands for")
    })
  }

  /// A main-actor method that passes a value that is not Sendable (an existential, of a
  /// main-actor protocol too, or a publisher) cannot be a closure the feature's effects call
  /// from elsewhere: no endpoint, a warning, and its call stays a TODO.
  @Test func aMainActorMethodPassingNonSendableValuesHasNoEndpoint() throws {
    let result = try build("""
      import SwiftUI
      enum Destination { case detail(view: any View) }
      @MainActor protocol Router: AnyObject {
        func navigate(to destination: Destination)
        func dismiss()
        func progress() -> AnyPublisher<Double, Never>
        func current() -> (any Player)?
      }
      @MainActor protocol Player { func play() }
      // graft: feature
      final class M: ObservableObject {
        private let router: Router
        init(router: Router) { self.router = router }
        func close() { router.dismiss() }
        func open(_ destination: Destination) { router.navigate(to: destination) }
      }
      """)
    #expect(result.model.dependencies.first?.endpoints.map(\.name) == ["dismiss"])
    #expect(result.model.viewActions.map { $0.ported != nil } == [true, false])
    // A publisher is a reference of Combine's that is not Sendable either.
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("Router's main-actor methods 'navigate(to:)', 'progress()', 'current()' pass values that are not Sendable across actors")
    })
  }

  /// A closure the initializer is handed is behaviour, which the bridge takes as an outcome's:
  /// State.init never takes it (the bridge would declare its name twice), and a field the
  /// initializer set from it keeps its own value, with a warning at the field.
  @Test func aClosureHandedToTheInitializerIsNoValueOfState() throws {
    let result = try build("""
      import Combine
      enum Mode: Equatable { case browse, pick }
      // graft: feature
      final class ListViewModel: ObservableObject {
        @Published var mode: Mode = .browse
        var onPick: ((Int) -> Void)?
        init(onPick: ((Int) -> Void)? = nil) {
          self.onPick = onPick
          if onPick != nil { mode = .pick }
        }
        func select(_ id: Int) { onPick?(id) }
      }
      """)
    #expect(result.model.seedValues.isEmpty, "\(result.model.seedValues)")
    #expect(result.model.stateInitializer.isEmpty, "\(result.model.stateInitializer)")
    #expect(result.diagnostics.contains { $0.message.hasPrefix("the initializer sets 'mode' from 'onPick'") }, "\(result.diagnostics.map(\.message))")
  }

  /// The calls a body makes on singletons, read from its text: a method called on the accessor,
  /// and a property read through it (not one assigned), nor an accessor of a longer name or of
  /// another value.
  @Test func singletonCallsAreReadFromTheBody() {
    let calls = FeatureBuilder.singletonCalls(in: """
      Analytics.shared.track(event: "a")
      Haptics.instance().tap { }
      let name = Analytics.shared.name
      Config.sharedValue.load()
      self.Analytics.shared.flush()
      Cache.default.clear ()
      Settings.shared.theme = .dark
      Settings.shared.count += 1
      if Settings.shared.count == 2, Settings.shared.limit >= 3 {}
      """)
    #expect(calls.map { "\($0.reach.text).\($0.member)\($0.isRead ? " read" : "")" } == [
      "Analytics.shared.track", "Haptics.instance().tap", "Analytics.shared.name read", "Cache.default.clear",
      "Settings.shared.count read", "Settings.shared.limit read",
    ])
  }

  /// A method or getter a subclass of the view model overrides runs the subclass's body on its
  /// objects: no port carries the base class's in its place, nor ports the method itself.
  @Test func whatASubclassOverridesIsNotCarriedOver() throws {
    let result = try build("""
      // graft: feature
      class ReportViewModel: ObservableObject {
        @Published var status = ""
        func submit() { status = "sent"; saveReport() }
        func reset() { status = label }
        func cancel() { status = "" }
        func saveReport() {}
        var label: String { "" }
      }
      final class DraftReportViewModel: ReportViewModel {
        override func saveReport() { status = "saved" }
      }
      extension DraftReportViewModel {
        override var label: String { "draft" }
      }
      class ArchivedReportViewModel: DraftReportViewModel {
        override func cancel() {}
      }
      """)
    let refusals = Dictionary(uniqueKeysWithValues: result.model.viewActions.map { ($0.name, $0.portRefusal ?? "ported") })
    #expect(refusals["submit"]?.contains("it calls 'saveReport', which a subclass of the view model overrides") == true, "\(refusals)")
    #expect(refusals["reset"]?.contains("it reads 'label', which a subclass of the view model overrides") == true, "\(refusals)")
    #expect(refusals["cancel"]?.contains("a subclass of ReportViewModel overrides it") == true, "\(refusals)")
  }

  /// State.init keeps a closure that only makes values (`titles.map { $0.uppercased() }`), not
  /// one that reaches the view model or changes what it did not declare; a member inherited
  /// through a generic typealias of the superclass (`HomeViewModelType = StoreViewModel<…>`) is
  /// the superclass's, no value State.init can read.
  @Test func stateInitKeepsOnlyClosuresThatMakeValues() throws {
    let result = try build("""
      class StoreViewModel<ViewState, ViewAction> { var context = ""; init(initialState: ViewState) {} }
      typealias HomeViewModelType = StoreViewModel<Int, String>
      // graft: feature
      final class HomeViewModel: HomeViewModelType, ObservableObject {
        @Published var titles: [String]
        @Published var rows: [String]
        @Published var focused: String
        var selected = ""
        init(titles: [String]) {
          self.titles = titles.map { $0.uppercased() }
          self.rows = titles.map { title in
            self.selected = title
            return title
          }
          self.focused = context
          super.init(initialState: 0)
        }
        func tap() { selected = "" }
      }
      """)
    #expect(result.model.stateInitializer.first == "self.titles = titles.map { $0.uppercased() }")
    #expect(!result.model.stateInitializer.contains { $0.contains("self.selected") || $0.contains("context") }, "\(result.model.stateInitializer)")
    #expect(result.model.requiredFields.map(\.name) == ["rows", "focused"])
  }

  /// A statement of the initializer that sets a member State leaves out beside its fields
  /// (`self.listData = tags` in the `if` that sets `isStatic`) cannot run in State.init: its
  /// fields are taken as parameters, never a State.init that sets what State does not declare.
  @Test func aStatementThatAlsoSetsAMemberStateLeavesOutIsNotPorted() throws {
    let result = try build("""
      public class Tag: Codable { var name = "" }
      // graft: feature
      final class HashtagsViewModel: ObservableObject {
        @Published var isStatic: Bool
        private var listData: [Tag]
        init(tags: [Tag]?) {
          let listData = tags ?? []
          if let tags {
            self.isStatic = true
            self.listData = listData
          } else {
            self.isStatic = false
            self.listData = []
          }
        }
        func clear() { isStatic = false }
      }
      """)
    #expect(!result.model.stateInitializer.contains { $0.contains("self.listData") }, "\(result.model.stateInitializer)")
    #expect(result.model.requiredFields.map(\.name) == ["isStatic"])
  }

  /// A field State.init takes, named like a legacy value a kept statement reads
  /// (`minimum: String?` kept for `original`), comes in under a name of its own: two parameters
  /// of one name would not compile.
  @Test func aFieldTakenAsAParameterDoesNotRepeatASeedValuesName() throws {
    let result = try build("""
      struct Rules: Equatable { var minimum: String }
      // graft: feature
      final class RulesViewModel: ObservableObject {
        @Published var minimum: String
        private let original: Rules
        init(minimum: String?) {
          self.minimum = RulesViewModel.display(minimum)
          self.original = Rules(minimum: minimum ?? "0")
        }
        private static func display(_ value: String?) -> String { value ?? "" }
        func reset() { minimum = original.minimum }
      }
      """)
    #expect(result.model.stateInitializerValues.map(\.name) == ["minimum", "initialMinimum"])
    #expect(result.model.stateInitializer == ["self.original = Rules(minimum: minimum ?? \"0\")", "self.minimum = initialMinimum"])
    let field = try #require(result.model.state.first { $0.name == "minimum" })
    #expect(result.model.testSeedValues["initialMinimum"] == "\"\"")
    #expect(result.model.testStartValue(of: field) == "\"\"")
    #expect(result.diagnostics.contains { $0.message.contains("State.init takes it as a parameter, 'initialMinimum'") })
  }

  /// A subject made by a closure run in place (`= { CurrentValueSubject<…>(start()) }()`) starts
  /// from no value Graft can read, never from a piece of the closure; a subject of a publisher
  /// holds no value State can compare.
  @Test func aSubjectMadeByAClosureOrOfAPublisherKeepsStateWhole() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class LogsViewModel: ObservableObject {
        @Published var isOpen = false
        private lazy var parentPublisher: CurrentValueSubject<AnyPublisher<Int, Never>, Never> = {
          return CurrentValueSubject<AnyPublisher<Int, Never>, Never>(makePublisher(1))
        }()
        let total: CurrentValueSubject<Int, Never> = { CurrentValueSubject<Int, Never>(start()) }()
        private func makePublisher(_ value: Int) -> AnyPublisher<Int, Never> { Just(value).eraseToAnyPublisher() }
        func open() { isOpen = true }
      }
      """)
    #expect(result.model.state.map(\.name) == ["isOpen", "total"])
    let total = try #require(result.model.state.first { $0.name == "total" })
    #expect(total.type == "Int")
    #expect(total.defaultValue == nil)
    #expect(result.diagnostics.map(\.description).contains { $0.contains("'AnyPublisher' is a stream of values over time") })
    #expect(!result.diagnostics.map(\.description).contains { $0.contains("'parentPublisher' is a subject that holds a value") })
  }

  /// A service class of a package's target mirrors only what it makes public: an internal
  /// method is out of the app's reach, and an endpoint forwarding to it would not compile.
  @Test func aServiceOfAPackageModuleMirrorsOnlyItsPublicMembers() throws {
    let store = SourceFile(path: "Common/Sources/CommonCore/VaultStore.swift", text: """
      import CloudAccessCore
      public class VaultStore {
        public func removeVault(id: String) async throws {}
        func postProcess(id: String) throws {}
        public func count() -> Int { 0 }
        public func move(to path: CloudPath) async throws {}
      }
      public extension VaultStore { func lock(id: String) {} }
      extension VaultStore { func reset() {} }
      """)
    let appSide = SourceFile(path: "App/Vaults/VaultStore+App.swift", text: """
      extension VaultStore { func rename(id: String) {} }
      """)
    let file = SourceFile(path: "App/Vaults/VaultListViewModel.swift", text: """
      import CommonCore
      // graft: feature
      final class VaultListViewModel: ObservableObject {
        @Published var removed = ""
        private let store: VaultStore
        init(store: VaultStore) { self.store = store }
        func remove(id: String) async { try? await store.removeVault(id: id); removed = id }
        func tidy(id: String) { store.lock(id: id); store.rename(id: id) }
        func relocate() async { try? await store.move(to: .root) }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([store, appSide, file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    // A class of another module is mirrored as far as the view model calls it: not `count`. A
    // public extension's method is public; the app's own extension is the app's.
    #expect(model.dependencies.first?.endpoints.map(\.name) == ["removeVault", "move", "rename", "lock"])
    // `CloudPath` is of a module the package's file imports, which the client's file imports too.
    #expect(model.imports.map(\.module).contains("CloudAccessCore"))
  }

  /// A service's package reads a type of its own module where another module the feature's
  /// file imports declares one of the same name: the client names it with its module, where
  /// the bare name would be ambiguous.
  @Test func aClientNamesATypeTwoModulesDeclareWithItsServicesModule() throws {
    let session = SourceFile(path: "Kit/Sources/Core/Session.swift", text: "public struct Session { public var isGuest: Bool }\n")
    let other = SourceFile(path: "Kit/Sources/Sync/Session.swift", text: "public protocol Session { var token: String { get } }\n")
    let service = SourceFile(path: "Kit/Sources/Core/AccountStore.swift", text: """
      public protocol AccountStore {
        func current() -> Session?
      }
      """)
    let file = SourceFile(path: "Kit/Sources/Home/HomeViewModel.swift", text: """
      import Core
      import Sync
      // graft: feature
      final class HomeViewModel: ObservableObject {
        @Published var isGuest = false
        private let accounts: AccountStore
        init(accounts: AccountStore) { self.accounts = accounts }
        func refresh() { isGuest = accounts.current()?.isGuest ?? true }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([session, other, service, file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    #expect(model.dependencies.first?.endpoints.map(\.returnType) == ["Core.Session?"])
    // A module named like a type the file sees (TCA's `Shared`) cannot qualify one: the name
    // would be the type's.
    let shared = SourceIndex([
      SourceFile(path: "Kit/Sources/Shared/Session.swift", text: "public struct Session { public var isGuest: Bool }\n"), other,
      SourceFile(path: "Kit/Sources/Shared/AccountStore.swift", text: "public protocol AccountStore { func current() -> Session? }\n"), file,
    ])
    #expect(shared.ownModuleQualifiedNames(near: "Kit/Sources/Shared/AccountStore.swift", visibleTypes: LibraryNameQualifier.names).isEmpty)
  }

  /// TCA re-exports SwiftNavigation's `ButtonState`: the app's own, of its design-system package,
  /// is ambiguous in a file that imports both, and is written with its module; one of the
  /// feature's own module shadows TCA's and keeps its bare name.
  @Test func anAppsTypeNamedLikeOneTCAReExportsIsWrittenWithItsModule() throws {
    func fieldType(declaredAt path: String) throws -> String? {
      let buttonState = SourceFile(path: path, text: "public enum ButtonState: Equatable { case normal, loading }\n")
      let file = SourceFile(path: "Kit/Sources/Checkout/CheckoutViewModel.swift", text: """
        import DesignKit
        // graft: feature
        final class CheckoutViewModel: ObservableObject {
          @Published var payState: ButtonState = .normal
          func pay() { payState = .loading }
        }
        """)
      let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
      let index = SourceIndex([buttonState, file])
      let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
      return model.state.first { $0.name == "payState" }?.type
    }
    #expect(try fieldType(declaredAt: "Kit/Sources/DesignKit/ButtonState.swift") == "DesignKit.ButtonState")
    #expect(try fieldType(declaredAt: "Kit/Sources/Checkout/ButtonState.swift") == "ButtonState")
  }

  /// A struct of closures the coordinator hands in through a setter, held under the view
  /// model's alias (`typealias Action = LoginActions`): each closure it calls is a Delegate
  /// case (an optional one called with `?()`), the setter is no action, and the bridge takes the
  /// struct and calls its closures.
  @Test func aStructOfClosuresSetByItsParentIsTheDelegate() throws {
    let result = try build("""
      struct LoginActions {
        var showHome: (() -> Void)?
        let showDetail: (Int) -> Void
        var unused: (() -> Void)?
        var showEditor: ((@escaping () -> Void) -> Void)?
      }
      // graft: feature
      final class LoginViewModel {
        typealias Action = LoginActions
        private var actions: Action?
        var name = ""
        func setActions(actions: Action) { self.actions = actions }
        func homeTapped() { actions?.showHome?() }
        func rowTapped(id: Int) { actions?.showDetail(id) }
        func editTapped() { actions?.showEditor?({ self.name = "" }) }
      }
      """)
    // A closure that hands the parent one to answer with is no case, as a delegate's question.
    #expect(result.model.delegateCases.map(\.name) == ["showHome", "showDetail"])
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'LoginActions.showEditor' asks the delegate for an answer") })
    #expect(!result.model.viewActions.contains { $0.name == "setActions" })
    #expect(result.model.viewActions.first { $0.name == "homeTapped" }?.ported?.lines == ["return .send(.delegate(.showHome))"])
    let bridge = GraftFileContext.Bridge(result.model)
    #expect(bridge.heldClosureStructs.map(\.local) == ["actionsReference"])
    #expect(bridge.protocolRouting.map(\.call) == ["actionsReference.value?.showHome?()", "actionsReference.value?.showDetail(int)"])
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'setActions(actions:)' keeps the closures 'actions' its parent fills") })
  }

  /// A struct of closures nested in the view model is written whole by the bridge, outside it;
  /// one held implicitly unwrapped is called through optional chaining; a struct of closures
  /// that answer (`fetch: () async throws -> …`) is a dependency, not a parent.
  @Test func aNestedOrImplicitlyUnwrappedStructOfClosuresAndAClientOfClosures() throws {
    let result = try build("""
      struct FeedClient { var fetch: () async throws -> [String] }
      // graft: feature
      final class FeedViewModel {
        struct Actions { var showDetail: (Int) -> Void }
        var actions: Actions!
        private let client: FeedClient
        var items: [String] = []
        init(client: FeedClient) { self.client = client }
        func rowTapped(id: Int) { actions.showDetail(id) }
      }
      """)
    #expect(result.model.delegateCases.map(\.name) == ["showDetail"])
    let bridge = GraftFileContext.Bridge(result.model)
    #expect(bridge.storeParameters.contains { $0.name == "actions" && $0.type == "FeedViewModel.Actions!" }, "\(bridge.storeParameters)")
    #expect(bridge.protocolRouting.map(\.call) == ["actionsReference.value?.showDetail(int)"])
    #expect(!result.model.delegateCases.contains { $0.name == "fetch" })
  }

  /// A default value that names the view model's `private typealias` is written with what the
  /// alias stands for: the feature's file cannot see the alias.
  @Test func aPrivateAliasInADefaultValueIsWrittenAsItsTarget() throws {
    let result = try build("""
      enum Identifiers { enum Card { static let view = "card" } }
      // graft: feature
      final class CardViewModel: ObservableObject {
        private typealias IDs = Identifiers.Card
        @Published var identifier = IDs.view
        func reset() { identifier = "" }
      }
      """)
    #expect(result.model.state.first { $0.name == "identifier" }?.defaultValue == "Identifiers.Card.view")
  }

  /// `State.init` lives in another file: a value the view model's initializer reads from a
  /// `private` type of its own file is State.init's parameter, with the reason.
  @Test func anInitialValueReadFromAFilePrivateTypeIsAParameter() throws {
    let result = try build("""
      private enum LocalDefaults {
        static var recent: Set<String>? { nil }
      }
      // graft: feature
      final class CurrencyViewModel: ObservableObject {
        @Published var recent: Set<String>
        init() { self.recent = LocalDefaults.recent ?? [] }
        func add(_ code: String) { recent.insert(code) }
      }
      """)
    #expect(!result.model.stateInitializer.contains { $0.contains("LocalDefaults") })
    #expect(result.model.requiredFields.map(\.name) == ["recent"])
    // Nested in the view model, privately, it is as far out of State.init's reach.
    let nested = try build("""
      // graft: feature
      final class LimitsViewModel: ObservableObject {
        private enum Defaults { static let limit = 20 }
        @Published var limit: Int
        init() { self.limit = Defaults.limit }
        func raise() { limit += 1 }
      }
      """)
    #expect(!nested.model.stateInitializer.contains { $0.contains("Defaults") }, "\(nested.model.stateInitializer)")
    // So is a constant private to the file, at its top level.
    let global = try build("""
      private let startingLimit = 20
      // graft: feature
      final class QuotaViewModel: ObservableObject {
        @Published var limit: Int
        init() { self.limit = startingLimit }
        func raise() { limit += 1 }
      }
      """)
    #expect(!global.model.stateInitializer.contains { $0.contains("startingLimit") }, "\(global.model.stateInitializer)")
    #expect(global.model.requiredFields.map(\.name) == ["limit"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'recent' has no default value and the initializer sets it from 'LocalDefaults', a type private to the view model's file")
    })
  }

  /// A lazy property's value may read another property; a field's default value cannot.
  @Test func aLazyValueReadingAnotherPropertyIsNoDefault() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class CategoryViewModel {
        private lazy var selectedSubject = CurrentValueSubject<String?, Never>(selected)
        private let selected: String?
        init(selected: String?) { self.selected = selected }
        func pick(_ name: String) { selectedSubject.send(name) }
      }
      """)
    let field = try #require(result.model.state.first { $0.name == "selectedSubject" })
    #expect(field.defaultValue == nil)
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'selectedSubject' keeps no default value in State: it is lazy and its value reads 'selected', which a default value in State cannot; State starts it at nil")
    })
  }

  /// `[Speaker]().bindable`, a property an extension of `Array` declares as
  /// `BindableArray<Element>`, is a `BindableArray<Speaker>`, a class State cannot hold: left out
  /// with the reason, not kept untyped. A property declared twice tells nothing.
  @Test func aPropertyAnExtensionDeclaresTypesTheValue() throws {
    let result = try build("""
      final class BindableArray<Element> { var values: [Element]; init(_ values: [Element]) { self.values = values } }
      struct Speaker: Equatable { var name: String }
      struct Page: Equatable { var number = 1 }
      extension Array {
        var bindable: BindableArray<Element> { BindableArray(self) }
        var firstPage: Page { Page() }
      }
      // graft: feature
      final class SpeakersViewModel: ObservableObject {
        @Published var speakers = [Speaker]().bindable
        @Published var page = [Speaker]().firstPage
        func reload() { page = Page() }
      }
      """)
    #expect(result.model.state.map(\.name) == ["page"])
    #expect(result.model.state.first?.type == "Page")
    #expect(result.model.notInState["speakers"]?.contains("'BindableArray' is a class") == true, "\(result.model.notInState)")
  }

  /// `Runner.Chapter`, of a module the view model imports and Graft was not given, is that
  /// module's type, not the app's own `class Chapter`: State keeps it, with a warning that
  /// Graft read no declaration of it.
  @Test func aTypeQualifiedByAModuleNotGivenIsNotTheAppsOfItsName() throws {
    let result = try build("""
      import Runner
      final class Chapter { var title = "" }
      // graft: feature
      final class ReaderViewModel: ObservableObject {
        @Published var chapter: Runner.Chapter?
        @Published var legacy: Chapter?
        @Published var own: App.Chapter?
        func close() { chapter = nil }
      }
      """)
    // `App`, the folder of the file given (`Sources/App/VM.swift`), is a module Graft read.
    #expect(result.model.state.map(\.name) == ["chapter"])
    #expect(result.model.notInState["own"]?.contains("is a class") == true, "\(result.model.notInState)")
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'chapter: Runner.Chapter?' is kept in State") })
  }

  /// State is nonisolated: a default value that calls or reads a static member on the main actor
  /// does not compile there, and State.init takes the value instead. A `static let` (a constant)
  /// and a member of a type on no actor keep their defaults.
  @Test func aDefaultValueReachingTheMainActorIsNoDefault() throws {
    let result = try build("""
      @MainActor struct Wallet: Equatable {
        var points = 0
        static func empty() -> Wallet { Wallet() }
        static var current = Wallet()
        static let zero = Wallet()
      }
      @MainActor struct Gauge: Equatable { var level = 0; init() {} }
      @MainActor struct Meter: Equatable { var level = 0 }
      struct Badge: Equatable { static func none() -> Badge { Badge() } }
      // graft: feature
      final class RewardsViewModel: ObservableObject {
        @Published var wallet: Wallet = .empty()
        @Published var shown: Wallet? = Wallet.current
        @Published var base: Wallet = .zero
        @Published var badge: Badge = .none()
        @Published var gauge = Gauge()
        @Published var meter = Meter()
        func redeem() { wallet.points += 1 }
      }
      """)
    let fields = Dictionary(uniqueKeysWithValues: result.model.state.map { ($0.name, $0) })
    #expect(fields["wallet"]?.defaultValue == nil)
    #expect(fields["shown"]?.defaultValue == nil)
    #expect(fields["base"]?.defaultValue == ".zero")
    #expect(fields["badge"]?.defaultValue == ".none()")
    // Swift makes a main-actor struct's implicit initializer nonisolated; one it declares is not.
    #expect(fields["gauge"]?.defaultValue == nil)
    #expect(fields["meter"]?.defaultValue == "Meter()")
    #expect(result.model.requiredFields.map(\.name).sorted() == ["gauge", "wallet"])
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains {
      $0.hasPrefix("'wallet' keeps no default value in State: it starts at '.empty()', which reaches 'Wallet.empty' on the main actor, where State's default values cannot; State.init takes it as a parameter")
    })
    #expect(messages.contains { $0.hasPrefix("'shown' keeps no default value in State: it starts at 'Wallet.current', which reaches 'Wallet.current' on the main actor") && $0.hasSuffix("starts it at nil: set it in State.init by hand") })
    #expect(!messages.contains { $0.hasPrefix("'wallet' has no default value") })
  }

  /// A subject State holds the value of, made in the initializer from a parameter, starts State
  /// from that value: `seasons = CurrentValueSubject(seasonList)` is `self.seasons = seasonList`.
  @Test func aSubjectMadeInTheInitializerStartsStateFromItsValue() throws {
    let result = try build("""
      import Combine
      import RxRelay
      // graft: feature
      final class SeasonsViewModel {
        let seasons: CurrentValueSubject<[Int], Never>
        let selected: BehaviorRelay<Int>
        let range: CurrentValueSubject<ClosedRange<Int>, Never>
        let count: CurrentValueSubject<Int, Never>
        private let last: CurrentValueSubject<Int, Never>
        init(seasonList: [Int], first: Int, isEmpty: Bool) {
          seasons = CurrentValueSubject(seasonList)
          self.selected = BehaviorRelay<Int>(value: first)
          range = CurrentValueSubject<ClosedRange<Int>, Never>((first...(first + 1)))
          if isEmpty { count = CurrentValueSubject(0) } else { count = CurrentValueSubject(seasonList.count) }
          self.last = .init(first + 1)
        }
      }
      """)
    #expect(result.model.stateInitializer == [
      "self.seasons = seasonList", "self.selected = first", "self.range = (first...(first + 1))", "self.last = first + 1",
      "self.count = count",
    ])
    // Under a condition, the statement would be kept whole, subjects and all: the field waits.
    #expect(result.model.stateInitializer.allSatisfy { !$0.contains("CurrentValueSubject") })
  }

  /// A parameter that hands in a current value (a subject, an app's `CurrentValuePublisher`)
  /// whose value State holds: State starts from that value, never from the publisher itself.
  @Test func aValueHoldingParameterStartsStateFromItsValue() throws {
    let result = try build("""
      import Combine
      struct CurrentValuePublisher<Output, Failure: Error>: Publisher {
        var value: Output
      }
      // graft: feature
      final class StatusViewModel: ObservableObject {
        let reachability: CurrentValuePublisher<Bool, Never>
        let count: CurrentValueSubject<Int, Never>
        let total: CurrentValueSubject<Int, Never>
        init(reachability: CurrentValuePublisher<Bool, Never>, count: CurrentValueSubject<Int, Never>, total: CurrentValueSubject<Int, Never>?) {
          self.reachability = reachability
          self.count = count
          self.total = total ?? CurrentValueSubject(0)
        }
      }
      """)
    #expect(result.model.stateInitializer.prefix(2) == ["self.reachability = reachability.value", "self.count = count.value"])
    #expect(!result.model.stateInitializer.contains { $0.contains("total.value") })
    #expect(result.model.state.map(\.type) == ["Bool", "Int", "Int"])
  }

  /// The view model's initializer ran on the main actor where it read a main-actor object
  /// through a parameter: State.init does too. One that reads plain values does not.
  @Test func stateInitKeepsTheInitializersMainActor() throws {
    let result = try build("""
      @MainActor final class Session { var userName = "" }
      final class Profile { var title = "" }
      // graft: feature
      final class GreetingViewModel: ObservableObject {
        @Published var name: String
        @Published var title: String
        init(session: Session, profile: Profile) {
          name = session.userName.uppercased()
          title = profile.title.lowercased()
        }
      }
      """)
    #expect(result.model.stateInitializer == ["name = session.userName.uppercased()", "title = profile.title.lowercased()"])
    #expect(result.model.stateInitializerIsMainActor)
    let plain = try build("""
      final class Profile { var title = "" }
      // graft: feature
      final class GreetingViewModel: ObservableObject {
        @Published var title: String
        init(profile: Profile) { title = profile.title.lowercased() }
      }
      """)
    #expect(!plain.model.stateInitializerIsMainActor)
  }

  /// A requirement that speaks of the protocol's associated type (or `Self`) has no closure
  /// type: each conforming type fixes it. It is left out of the client, with the warning that
  /// generic methods get; the others are endpoints.
  @Test func associatedTypesAreNoEndpoints() throws {
    let result = try build("""
      protocol FeedbackSending {
        associatedtype Metadata
        var lastMetadata: Metadata { get }
        func collectMetadata() async -> Metadata
        func copy() -> Self
        func send(_ text: String) async throws
      }
      // graft: feature
      final class FeedbackViewModel: ObservableObject {
        @Published var text = ""
        private let sender: any FeedbackSending
        init(sender: any FeedbackSending) { self.sender = sender }
        func submit() async { _ = sender.lastMetadata; try? await sender.send(text) }
      }
      """)
    #expect(result.model.dependencies.first?.endpoints.map(\.name) == ["send"])
    #expect(result.diagnostics.contains { $0.message.contains("'collectMetadata()', 'copy()'") }, "\(result.diagnostics.map(\.message))")
  }

  /// A service class's property the view model reads is a getter of its client, also one an
  /// extension of the class adds; one it assigns to, or one of another object, is not.
  @Test func aReadPropertyOfAServiceIsAGetter() throws {
    let result = try build("""
      final class ChartService {
        var period = 1
        var title = ""
        func load() {}
      }
      extension ChartService {
        var validPeriods: [Int] { [1, 7, 30] }
      }
      // graft: feature
      final class ChartViewModel: ObservableObject {
        @Published var period = 0
        private let service: ChartService
        init(service: ChartService) { self.service = service }
        func select(at index: Int) {
          if service.validPeriods.count > index { period = service.validPeriods[index] }
        }
        func rename() { service.title = "Chart"; service.load() }
        func reset() { period = self.service.period }
      }
      """)
    let client = try #require(result.model.dependencies.first)
    #expect(client.endpoints.filter(\.isProperty).map(\.name) == ["period", "validPeriods"])
    #expect(result.model.viewActions.first?.ported?.lines.first == "if service.validPeriods().count > index {")
  }

  /// A class's singleton a ported body calls, for a value too, is a client of the methods called
  /// on it, made live from the singleton; one only unported bodies call, or a value type's
  /// static, is none.
  @Test func aSingletonCalledByAPortedBodyIsAClient() throws {
    let result = try build("""
      final class Analytics {
        static let shared = Analytics()
        func track(event: String) {}
        func flush() {}
        func reset() {}
      }
      final class Sound {
        static let shared = Sound()
        func play(_ name: String) -> Bool { true }
      }
      struct Theme { static let current = Theme(); func apply() {} }
      final class Session { static var current = Session(); func refresh() {} }
      final class Timer2 { static func instance() -> Timer2 { Timer2() }; func start() {} }
      final class Player { private static let one = Player(); static func instance() -> Player { one }; func stop() {} }
      // graft: feature
      final class M: ObservableObject {
        @Published var count = 0
        func tapped() {
          count += 1
          Analytics.shared.track(event: "tap")
          Theme.current.apply()
        }
        func closed() {
          Analytics.shared.flush()
          count = 0
        }
        func ring() { if Sound.shared.play("bell") { count = 0 } }
        func refreshed() { count = 1; Session.current.refresh() }
        func started() { count = 2; Timer2.instance().start() }
        func stopped() { count = 3; Player.instance().stop() }
      }
      """)
    // A `static var` may be replaced and a factory makes a new object each time: only an accessor
    // that hands out one object for good is looked up once by the bridge.
    #expect(result.model.reachedServices.map(\.reach) == ["Analytics.shared", "Sound.shared", "Player.instance()"])
    #expect(result.model.dependencies.map(\.name) == ["AnalyticsClient", "SoundClient", "PlayerClient"])
    #expect(result.model.viewActions.map { $0.ported != nil } == [false, true, true, false, false, true])
    // A singleton called for a value answers in the reducer, as it did in the view model.
    #expect(result.model.viewActions[2].ported?.lines.first == "if sound.play(\"bell\") {")
    #expect(result.model.dependencies.first?.endpoints.map(\.name) == ["track", "flush"])
    #expect(result.model.viewActions[1].ported?.lines == ["state.count = 0", "return .run { @MainActor _ in\n  analytics.flush()\n}"])
  }

  /// A type's static method that returns nothing (`Analytics.track(…)`) is called for what it
  /// does: a client of the type's static methods, which the bridge makes live with the type
  /// itself. A static method that answers a value, an enum's case and a type's initializer are
  /// no service's.
  @Test func aTypesStaticMethodsCalledForWhatTheyDoAreAClient() throws {
    let result = try build("""
      import Foundation
      enum Tracker {
        static func track(_ event: String, properties: [String: String] = [:]) {}
        static func isEnabled() -> Bool { true }
      }
      enum Route { case detail(Int) }
      struct Formatter { static func label(_ count: Int) -> String { "\\(count)" }; static func trim(_ text: inout String) {} }
      enum AppLog { static func info(_ message: String) {} }
      // graft: feature
      final class M: ObservableObject {
        @Published var count = 0
        @Published var title = ""
        var onOpen: ((Route) -> Void)?
        func tapped() {
          Tracker.track("tap", properties: ["count": "\\(count)"])
          count += 1
        }
        func renamed() { title = Formatter.label(count) }
        func opened() { onOpen?(Route.detail(count)) }
        func checked() { if Tracker.isEnabled() { count = 0 } }
        func logged() { AppLog.info("logged"); count = 4 }
        func toggled() { Tracker.track("toggle", properties: [:]); if Tracker.isEnabled() { count = 5 } }
        func trimmed() { Formatter.trim(&title) }
      }
      """)
    #expect(result.model.reachedServices.map(\.reach) == ["Tracker.self"])
    let client = try #require(result.model.dependencies.first)
    #expect(result.model.dependencies.count == 1)
    #expect(client.name == "TrackerClient")
    #expect(client.serviceType == "Tracker.Type")
    #expect(client.endpoints.map(\.name) == ["track"])
    // The type itself is Sendable: `live(_:)` calls its static methods with no box around it.
    let rendered = GraftFileContext.Client(client)
    #expect(!rendered.boxesService)
    #expect(rendered.endpoints.first?.forwarding.contains(" service.track(event, properties: properties)") == true)
    #expect(result.model.viewActions[0].ported?.lines == [
      "let count = state.count", "state.count += 1",
      "return .run { @MainActor [count] _ in\n  tracker.track(\"tap\", [\"count\": \"\\(count)\"])\n}",
    ])
    // One that answers a value is read in the reducer, as any type's static function is.
    #expect(result.model.viewActions[3].ported?.lines.first == "if Tracker.isEnabled() {")
    // A logging type's level is carried as it is.
    #expect(result.model.viewActions[4].ported?.lines == [#"AppLog.info("logged")"#, "state.count = 4", "return .none"])
    // The type's state read after a call through the client: the reducer would read it first.
    #expect(result.model.viewActions[5].portRefusal?.contains("after calling it through its client") == true, "\(result.model.viewActions.map(\.portRefusal))")
  }

  /// A service the view model keeps under a name of its own, a singleton or an object it makes,
  /// is a client the bridge makes live the same way; a child view model or observable model it
  /// makes, one it sets up after making it (`socket.delegate = self`: a bare object the bridge
  /// made would not be set up), a value it makes or a `static var` it reads stays what it was.
  @Test func aServiceTheViewModelReachesItselfIsAClient() throws {
    let result = try build("""
      final class CacheService {
        static let shared = CacheService()
        func removeAll() async {}
      }
      final class Directory { func servers() async -> [String] { [] } }
      final class Session { static var current = Session(); func end() {} }
      final class RowViewModel { func load() {} }
      final class FormState: ObservableObject { func reset() {} }
      final class Socket { weak var delegate: AnyObject?; func connect() {} }
      struct Filter { func apply() {} }
      // graft: feature
      @MainActor
      final class M: ObservableObject {
        private let form = FormState()
        private let socket = Socket()
        init() { socket.delegate = self }
        @Published var servers: [String] = []
        @Published var isClearing = false
        private let cache = CacheService.shared
        private let directory = Directory()
        private let session = Session.current
        private let row = RowViewModel()
        private let filter = Filter()
        func clearTapped() async {
          isClearing = true
          await cache.removeAll()
          isClearing = false
        }
        func loadTapped() async {
          let found = await directory.servers()
          servers = found
        }
        func resetTapped() { form.reset(); socket.connect() }
      }
      """)
    #expect(result.model.reachedServices.map(\.reach) == ["CacheService.shared", "Directory()"])
    #expect(result.model.reachedServices.map(\.property) == ["cache", "directory"])
    #expect(result.model.services.isEmpty)
    #expect(result.model.state.map(\.name) == ["servers", "isClearing"])
    #expect(result.model.viewActions.map { $0.ported != nil } == [true, true, false])
    #expect(result.model.viewActions[0].ported?.lines.last == "return .run { send in\n  await cache.removeAll()\n  await send(.clearTappedResponse)\n}")
  }

  /// An app whose types start with a small prefix (`hPaymentService`): the object the view model
  /// makes is a service all the same, and its client's name starts with a capital, so that the
  /// key (`hPaymentClient`) never names the client's own type.
  @Test func aServiceWhoseTypeStartsWithASmallLetter() throws {
    let result = try build("""
      @MainActor
      public class hPaymentService {
        public func charge() async throws {}
      }
      // graft: feature
      @MainActor
      final class M: ObservableObject {
        @Published var isCharging = false
        private let paymentService = hPaymentService()
        func chargeTapped() async {
          isCharging = true
          try? await paymentService.charge()
          isCharging = false
        }
      }
      """)
    #expect(result.model.reachedServices.map(\.reach) == ["hPaymentService()"])
    #expect(result.model.dependencies.map(\.name) == ["HPaymentClient"])
    #expect(result.model.dependencies.map(\.key) == ["hPaymentClient"])
    #expect(result.model.state.map(\.name) == ["isCharging"])
    #expect(result.model.viewActions.first?.ported != nil)
    // `hNetworkClient`'s client would be `HNetworkClient` keyed `hNetworkClient`, the service's
    // own name, which the bridge's local of the key's name would shadow.
    let client = try build("""
      public class hNetworkClient { public func ping() async throws {} }
      // graft: feature
      @MainActor
      final class M: ObservableObject {
        @Published var isUp = false
        private let network = hNetworkClient()
        func pingTapped() async {
          try? await network.ping()
          isUp = true
        }
      }
      """)
    #expect(client.model.dependencies.map(\.name) == ["HNetworkClientDependency"])
    #expect(client.model.dependencies.map(\.key) == ["hNetworkClientDependency"])
  }

  /// Two overloads of one selector (`fetch()` that starts a task, `fetch() async`) are two
  /// actions, each with the responses its own port sends.
  @Test func overloadsOfOneSelectorKeepEachTheirResponses() throws {
    let result = try build("""
      protocol Feed: Sendable { func latest() async throws -> [String] }
      // graft: feature
      @MainActor
      final class M: ObservableObject {
        @Published var items: [String] = []
        @Published var failed = false
        private let feed: Feed
        init(feed: Feed) { self.feed = feed }
        func fetch() async {
          do {
            items = try await feed.latest()
          } catch {
            failed = true
          }
        }
        func fetch() {
          Task { await fetch() }
        }
      }
      """)
    let sent = result.model.viewActions.flatMap { $0.ported?.responses.map(\.response.name) ?? [] }
    #expect(sent.count == 2)
    #expect(Set(result.model.responses.map(\.name)) == Set(sent))
  }

  /// An object the app shares, reached through a static member, is no value for State: a
  /// class's `static var`, a value type's static that holds a class, a `shared` object of a type
  /// Graft was not given, a network-reachability object; a struct's `default` preset is a value.
  @Test func aSharedObjectReachedThroughAStaticIsNoValueOfState() throws {
    let result = try build("""
      final class ZimCookieStore { func clear() {} }
      enum CookieStore { static let shared = ZimCookieStore() }
      final class Session { static var current = Session() }
      struct Filter: Equatable { var tag = ""; static let `default` = Filter() }
      // graft: feature
      final class M: ObservableObject {
        @Published var count = 0
        var cookies = CookieStore.shared
        var session = Session.current
        let tracker = Tracker.shared
        var reachability: Reachability?
        var filter = Filter.default
        func tapped() { count += 1 }
      }
      """)
    #expect(result.model.state.map(\.name) == ["count", "filter"])
    #expect(result.model.reachedServices.isEmpty)
    // Written with its type, `.shared` is the same object; so is what an unseen shared object
    // holds. An app's own singleton so written is a service the feature reaches.
    let implicit = try build("""
      final class Catalog { static let shared = Catalog(); func refresh() {} }
      // graft: feature
      final class N: ObservableObject {
        @Published var count = 0
        private let client: RedditClient = .shared
        private let accounts: AccountStore = RedditClient.shared.accounts
        private let catalog: Catalog = .shared
        func tapped() { count += 1; catalog.refresh() }
      }
      """)
    #expect(implicit.model.state.map(\.name) == ["count"])
    #expect(implicit.model.reachedServices.map(\.property) == ["catalog"])
    #expect(implicit.diagnostics.map(\.message).contains(
      "'accounts' holds 'RedditClient.shared.accounts', reached through RedditClient.shared, an object the app shares rather than a value: left out of State; reach it through a dependency client"))
  }

  /// A service of a module Graft was not given that the view model makes for itself (`let
  /// provider = MoyaProvider<UserService>()`, `let client: ChatClient = .init(…)`) does work and is
  /// compared by nothing: no field of State, with a warning at it. A value of an unseen type named
  /// otherwise, or for a role values take too (`SelectionContext`), stays State's.
  @Test func aServiceOfAnUnseenModuleTheViewModelMakesIsNoValueOfState() throws {
    let result = try build("""
      struct Draft: Equatable { var text = "" }
      struct RetryPolicy: Equatable { var attempts = 3 }
      // graft: feature
      final class AlarmListViewModel {
        private let alarmProvider = MoyaProvider<AlarmService>()
        private var userProvider = MoyaProvider<UserService>(plugins: [NetworkLoggerPlugin()])
        private let chatClient: ChatClient = .init(apiKey: "key")
        lazy var imageCache = ImageCacheManager()
        var layout = GridLayout()
        var selection = SelectionContext()
        var draft = Draft()
        var retry = RetryPolicy()
        func tapped() { draft.text = "" }
      }
      """)
    #expect(result.model.state.map(\.name) == ["layout", "selection", "draft", "retry"])
    #expect(result.diagnostics.map(\.message).contains(
      "'alarmProvider' holds the MoyaProvider<AlarmService> the view model makes, a service of a module Graft was not given (an object that does work, not a value): left out of State; wrap what the view model asks of it in a dependency client"))
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'userProvider' holds the MoyaProvider<UserService> ") })
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'chatClient' holds the ChatClient ") })
    // A lazy one is a cache, left out with a note as any lazy property is.
    #expect(!result.diagnostics.contains { $0.message.hasPrefix("'imageCache' holds") })
  }

  @Test func conditionalPropertiesKeepEveryBranch() throws {
    let model = try build("""
      // graft: feature
      final class M: ObservableObject {
        #if DEBUG
        @Published var host = "localhost"
        #elseif os(iOS) && STAGING
        @Published var host = "staging"
        #else
        @Published var host = "production"
        #endif
      }
      """).model
    #expect(model.state.count == 1)
    #expect(model.state[0].branches.map(\.clause) == [.if("DEBUG"), .elseif("os(iOS) && STAGING"), .else])
    #expect(model.state[0].branches.map(\.defaultValue) == ["\"localhost\"", "\"staging\"", "\"production\""])
  }

  @Test func overloadsBecomeCasesOfTheirOwnNames() throws {
    let model = try build("""
      // graft: feature
      final class TimelineViewModel: ObservableObject {
        func process(viewAction: ViewAction) {}
        func process(composerAction: ComposerAction) {}
        func send(_ request: Request<Note>) {}
        func send(_ request: Request<Folder>) {}
        func refresh() {}
        func refresh(force: Bool) {}
        func refreshForce() {}
      }
      """).model
    // Labels first; types when labels tell two apart no better or clash with another action.
    #expect(model.viewActions.map(\.name) == [
      "processViewAction", "processComposerAction", "sendRequestNote", "sendRequestFolder", "refresh", "refreshForceBool", "refreshForce",
    ])
    #expect(Set(model.viewActions.map(\.name)).count == model.viewActions.count)
  }

  /// A `Result` whose failure is `Error`, an existential, is not Equatable: State could not be
  /// (report48 RIADigiDoc's shared container; not held out).
  @Test func aResultOfAnyErrorIsLeftOutOfState() throws {
    let result = try build("""
      // graft: feature
      final class ImportViewModel: ObservableObject {
        @Published var picked: Result<[URL], Error>?
        @Published var error: Error?
        @Published var name = ""
      }
      """)
    #expect(result.model.state.map(\.name) == ["error", "name"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'picked: Result<[URL], Error>?' is left out of State, which holds Equatable values: 'Error' is a protocol")
    })
  }

  @Test func aClassIsLeftOutOfStateEvenWhenEquatable() throws {
    let result = try build("""
      final class Account: Hashable {
        static func == (a: Account, b: Account) -> Bool { a === b }
        func hash(into hasher: inout Hasher) {}
      }
      final class Download: NSObject {}
      // graft: feature
      final class ProfileViewModel: ObservableObject {
        @Published var account: Account?
        @Published var downloads: [Download] = []
        @Published var name = ""
      }
      """)
    #expect(result.model.state.map(\.name) == ["name"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'account: Account?' is left out of State, which holds Equatable values: 'Account' is a class: State would share a reference")
    })
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'downloads: [Download]' is left out of State") })
  }

  /// In `State.init`, `Self` is State: a field set from the view model's static is taken as a
  /// parameter instead, with a warning.
  @Test func aStaticOfTheViewModelIsNoValueOfStateInit() throws {
    let result = try build("""
      // graft: feature
      final class DoseViewModel: ObservableObject {
        static let defaultUnits = "U"
        @Published var units: String
        @Published var amount: Int
        init(amount: Int) { self.units = Self.defaultUnits; self.amount = amount }
      }
      """)
    #expect(result.model.stateInitializer == ["self.amount = amount", "self.units = units"])
    #expect(result.model.requiredFields.map(\.name) == ["units"])
    // Written with the view model's name, a static private to its file is out of State.init's reach.
    let named = try build("""
      // graft: feature
      final class DoseViewModel: ObservableObject {
        @Published var label: String
        @Published var amount: Int
        init(amount: Int) {
          let text = DoseViewModel.label(for: amount)
          self.label = text
          self.amount = amount
        }
        private static func label(for amount: Int) -> String { "\\(amount) U" }
      }
      """)
    #expect(named.model.stateInitializer == ["self.amount = amount", "self.label = label"])
    #expect(named.diagnostics.map(\.message).contains {
      $0.hasPrefix("'label' has no default value and the initializer sets it from 'text', which the initializer computes in a statement State.init leaves out")
    })
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'units' has no default value and the initializer sets it from 'Self.defaultUnits', a static member of the view model")
    })
  }

  /// `self.recorder` of an object the initializer keeps from its parameter: State.init has the
  /// value as its parameter, no member of that name, so the statement stays out, with a warning.
  @Test func aPropertySetFromAParameterIsNoMemberOfState() throws {
    let result = try build("""
      final class Recorder: ObservableObject { var wasRestored = false }
      // graft: feature
      final class TrackViewModel: ObservableObject {
        @ObservedObject var recorder: Recorder
        @Published var hasStarted = false
        init(recorder: Recorder) {
          self.recorder = recorder
          if self.recorder.wasRestored {
            self.hasStarted = true
          }
        }
      }
      """)
    #expect(!result.model.stateInitializer.joined().contains("self.recorder"), "\(result.model.stateInitializer)")
    #expect(result.diagnostics.map(\.message).contains { $0.contains("from 'self.recorder', which State does not hold (State.init takes it as its value 'recorder')") },
      "\(result.diagnostics.map(\.message))")
  }

  /// A field declared only under `#if` that State.init takes is set only under that condition:
  /// a build without it has no such field.
  @Test func aConditionalFieldStateInitTakesIsSetUnderItsCondition() throws {
    let result = try build("""
      // graft: feature
      final class MenuViewModel: ObservableObject {
        @Published var title = ""
      #if DASHPAY
        @Published var invitations: Int
      #elseif PIGGY
        @Published var invitations: Int
      #endif
      #if os(iOS)
        @Published var badge: Int
      #else
        @Published var badge: Int
      #endif
        init(title: String) { self.title = title }
      }
      """)
    #expect(result.model.stateInitializer == [
      "self.title = title", "#if (DASHPAY) || (PIGGY)", "self.invitations = invitations", "#endif", "self.badge = badge",
    ])
  }

  /// `_sort = AppStorage(wrappedValue:_:store:)` sets a wrapper State's field does not have: the
  /// field becomes a parameter, while `Published` storage is the plain value.
  @Test func aWrapperStorageOtherThanPublishedIsNoStatementOfStateInit() throws {
    let result = try build("""
      import SwiftUI
      // graft: feature
      final class SettingsViewModel: ObservableObject {
        @AppStorage var badge: Bool
        @Published var title: String
        init(defaults: UserDefaults, title: String) {
          _badge = AppStorage(wrappedValue: false, "badge", store: defaults)
          _title = Published(initialValue: title)
        }
      }
      """)
    #expect(result.model.stateInitializer == ["self.title = title", "self.badge = badge"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'badge' has no default value and the initializer sets it through 'AppStorage', which State's field does not have")
    })
  }

  /// `self._amount = Published(initialValue: …)` inside a `switch` over the configuration is the
  /// field set, as at the top level: State's field is the plain value, not the wrapper.
  @Test func aWrapperStorageSetInABranchIsTheFieldItself() throws {
    let result = try build("""
      import Combine
      enum Flow { case entry, bolus(Double?) }
      // graft: feature
      final class FlowViewModel: ObservableObject {
        @Published var amount: Double?
        @Published var note: String
        init(flow: Flow) {
          switch flow {
          case .entry:
            _note = Published(initialValue: "")
          case .bolus(let suggested):
            self._amount = Published(initialValue: suggested)
            self._note = Published(initialValue: "bolus")
          }
        }
      }
      """)
    #expect(result.model.stateInitializer == [
      "switch flow {", "case .entry:", "  self.note = \"\"", "case .bolus(let suggested):", "  self.amount = suggested",
      "  self.note = \"bolus\"", "}",
    ])
  }

  /// A local the initializer computes in a statement State.init leaves out (a call of a service,
  /// a `guard let`) leaves out every statement that reads it: the field it sets becomes a
  /// parameter, never an assignment from a name State.init does not have.
  @Test func aStatementReadingALocalStateInitLeftOutIsLeftOut() throws {
    let result = try build("""
      protocol VaultService { func access() -> String }
      // graft: feature
      final class VaultViewModel: ObservableObject {
        @Published var title: String
        @Published var owner: String
        @Published var count: Int
        private let service: VaultService
        init(service: VaultService, name: String?, count: Int) {
          self.service = service
          let access = service.access()
          self.title = access.uppercased()
          guard let name else { fatalError() }
          self.owner = name
          self.count = count
        }
      }
      """)
    #expect(result.model.stateInitializer == ["self.count = count", "self.title = title", "self.owner = owner"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'title' has no default value and the initializer sets it from 'access', which the initializer computes in a statement State.init leaves out")
    })
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'owner' has no default value and the initializer sets it from 'name', which the initializer computes") })
  }

  /// `MoreAction.allCases` is an array of the enum: a field it starts is `[MoreAction]`, never
  /// sent one case by a binding test.
  @Test func everyCaseOfAnEnumIsAnArrayOfIt() throws {
    let result = try build("""
      enum MoreAction: CaseIterable { case watchOnly, restore }
      // graft: feature
      final class SetupViewModel: ObservableObject {
        @Published var actions = MoreAction.allCases
        @Published var last = MoreAction.restore
      }
      """)
    #expect(result.model.state.map(\.type) == ["[MoreAction]", "MoreAction"])
    #expect(result.model.enumCases["[MoreAction]"] == nil)
  }

  /// A field of a type Graft read no declaration of is kept in State on no evidence, and said
  /// so where it is declared; one of the sources', the standard library's or Foundation's is not.
  @Test func aFieldOfATypeNothingDeclaresIsKeptWithAWarning() throws {
    let result = try build("""
      import LoginKit
      struct Profile: Equatable { var name: String }
      // graft: feature
      final class LogInViewModel: ObservableObject {
        @Published var login: UserLogin?
        @Published var profile = Profile(name: "")
        @Published var lastSeen: [String: Date] = [:]
        @Published var orientation: UIImage.Orientation = .up
        @Published var path = NavigationPath()
        @Published var domain: UsableDomain?
      }
      extension UsableDomain: Equatable {}
      """)
    #expect(result.model.state.map(\.name) == ["login", "profile", "lastSeen", "orientation", "path", "domain"])
    let warnings = result.diagnostics.map(\.message).filter { $0.contains("Graft read no declaration of") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("'login: UserLogin?' is kept in State, which is Equatable, though Graft read no declaration of 'UserLogin'") == true)
  }

  /// A value the initializer reads off a service it is handed (`model.isRoot`), which State.init
  /// does not take: the field becomes State.init's parameter, never an assignment from a name
  /// State.init does not have.
  @Test func aValueReadOffAServiceParameterIsStateInitsParameter() throws {
    let result = try build("""
      protocol SectionModel { var isRoot: Bool { get }; func star() }
      // graft: feature
      final class SectionViewModel: ObservableObject {
        @Published var isRoot: Bool
        private let starring: SectionModel
        init(model: SectionModel) {
          self.starring = model
          self.isRoot = model.isRoot
        }
        func star() { starring.star() }
      }
      """)
    #expect(result.model.stateInitializer == ["self.isRoot = isRoot"])
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'isRoot' has no default value and the initializer sets it from 'model', a service State.init does not take") })
  }

  /// Work the initializer starts (a timer, a subscription) is not State's: said at its line,
  /// once; storing services and calling `super.init` are not work.
  @Test func workTheInitializerStartsIsWarnedAbout() throws {
    let result = try build("""
      protocol DraftStore { func save(_ text: String) }
      // graft: feature
      final class DraftViewModel: ObservableObject {
        @Published var text = ""
        private let store: DraftStore
        private var timer: Timer?
        init(store: DraftStore) {
          self.store = store
          super.init()
          assert(text.isEmpty)
          startAutosave()
          $text.sink { _ in }.store(in: &bag)
          self.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        }
        private func startAutosave() {}
      }
      """)
    let warnings = result.diagnostics.filter { $0.message.hasPrefix("the initializer runs") }
    #expect(warnings.map(\.message) == [
      "the initializer runs 'startAutosave()' (and 2 more statements), which State.init does not: it only sets State; "
        + "start that work from an action the view sends when it appears",
    ])
    #expect(warnings.first?.location.line == 11)
    #expect(warnings.first?.location.column == 5)
  }

  /// An action the initializer runs once it has set State is the store's first: the bridge
  /// sends it, and what it sets counts as set by an action. One run before a field is set
  /// would run on another State than the store's first action does: it stays work.
  @Test func actionsTheInitializerRunsLastAreSentByTheBridge() throws {
    let result = try build("""
      protocol RoomService { func players(_ room: String) async throws -> [String] }
      // graft: feature
      final class LobbyViewModel: ObservableObject {
        @Published var players: [String] = []
        @Published var title = ""
        private let service: RoomService
        init(service: RoomService) {
          self.service = service
          refreshTitle()
          title = "Lobby"
          loadPlayers()
          self.markSeen()
        }
        func refreshTitle() { title = "Lobby" }
        func loadPlayers() { Task { players = (try? await service.players("main")) ?? [] } }
        func markSeen() {}
        func kick() { players.removeFirst() }
      }
      """)
    #expect(result.model.startActions == ["loadPlayers", "markSeen"])
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("the initializer runs 'refreshTitle()', which State.init does not") })
    #expect(messages.contains { $0.hasPrefix("the initializer runs 'self.markSeen()' once it has set its properties: the bridge sends '.view(.markSeen)'") })
    // `kick()` reads `players`, which `loadPlayers`, an action now, sets.
    let kick = try #require(result.model.viewActions.first { $0.name == "kick" })
    #expect(kick.ported != nil, "\(String(describing: kick.portRefusal))")
  }

  /// A start action whose own body stays a TODO is still the action the store starts with: what
  /// it sets, its TODO sets, as any action's TODO does, and an action that reads it is ported.
  @Test func aStartActionThatIsNotPortedStillSetsWhatItSets() throws {
    let result = try build("""
      import Combine
      // graft: feature
      final class SearchViewModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        @Published var title = ""
        private var bag = Set<AnyCancellable>()
        init() {
          bind()
        }
        func bind() { $query.sink { [weak self] text in self?.results = [text] }.store(in: &bag) }
        func pickFirst() { title = results.first ?? "" }
      }
      """)
    #expect(result.model.startActions == ["bind"])
    let pick = try #require(result.model.viewActions.first { $0.name == "pickFirst" })
    #expect(result.model.viewActions.first { $0.name == "bind" }?.ported == nil)
    #expect(pick.ported?.lines == ["state.title = state.results.first ?? \"\"", "return .none"], "\(String(describing: pick.portRefusal))")
  }

  /// A start helper never renames the view's actions: one named like an action stays a helper.
  @Test func aStartHelperNamedLikeAnActionStaysAHelper() throws {
    let result = try build("""
      // graft: feature
      final class PagesViewModel: ObservableObject {
        @Published var pages: [Int] = []
        init() {
          load()
        }
        private func load() { pages = [0] }
        func load(_ page: Int) { pages.append(page) }
        func clear() { pages = [] }
      }
      """)
    #expect(result.model.viewActions.map(\.name) == ["load", "clear"])
    #expect(result.model.startActions.isEmpty)
  }

  /// A field the initializer changes in place where State.init cannot (`entries.append(…)` under
  /// a service's answer) starts elsewhere than the legacy one did: an action that reads it,
  /// itself or through a helper it calls, is not ported; nor is one that reads, through a
  /// helper, a field a method the initializer calls sets.
  @Test func fieldsTheInitializerChangesInPlaceOrThroughHelpersStopPorts() throws {
    let result = try build("""
      protocol BiometryService { func isEnabled() -> Bool }
      // graft: feature
      final class MenuViewModel: ObservableObject {
        @Published var entries: [String] = []
        @Published var step = 0
        @Published var selected = ""
        private let biometry: BiometryService
        init(biometry: BiometryService, confirmed: Bool) {
          self.biometry = biometry
          entries = ["signOut", "home"]
          if biometry.isEnabled() {
            entries.append("fingerprint")
          }
          updateStep(confirmed: confirmed)
        }
        func select(at index: Int) { selected = entries[index] }
        func selectLast() { selectEntry(at: 2) }
        func retry() { if isOnLastStep() { selected = "" } }
        func updateStep(confirmed: Bool) { step = confirmed ? 2 : 1 }
        private func selectEntry(at index: Int) { selected = entries[index] }
        private func isOnLastStep() -> Bool { step == 2 }
      }
      """)
    let refusals = Dictionary(uniqueKeysWithValues: result.model.viewActions.map { ($0.name, $0.portRefusal ?? "ported") })
    #expect(refusals["select"]?.contains("it reads 'entries', which the view model sets in its initializer") == true, "\(refusals)")
    #expect(refusals["selectLast"]?.contains("it reads 'entries'") == true, "\(refusals)")
    #expect(refusals["retry"]?.contains("it reads 'step', which the view model sets in 'updateStep', which its initializer calls") == true, "\(refusals)")
    #expect(!result.model.stateInitializer.contains { $0.contains("append") })
  }

  /// A type is private where it is declared: another type's private `State` does not hide the
  /// view model's own, which the generated file names as `SubscriptionViewModel.State`.
  @Test func privateTypesAreTheOnesTheViewModelSees() throws {
    let result = try build("""
      struct BannerView {
        private struct State: Equatable { var shown = false }
      }
      private struct Cursor: Equatable { var page = 0 }
      private struct Row: Identifiable { let id: Int }
      // graft: feature
      final class SubscriptionViewModel: ObservableObject {
        struct State: Equatable { var title = "" }
        private enum Step: Equatable { case intro, done }
        @Published private(set) var state = State()
        @Published var cursor = Cursor()
        @Published var step = Step.intro
        @Published var selected: Row.ID?
      }
      """)
    #expect(result.model.state.map(\.name) == ["state"])
    #expect(result.diagnostics.map(\.message).contains { $0.hasPrefix("'selected: Row.ID?' is left out of State: 'Row.ID' is private to its file") })
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("'cursor: Cursor' is left out of State: 'Cursor' is private to its file") })
    #expect(messages.contains { $0.hasPrefix("'step: Step' is left out of State: 'Step' is private to its file") })
  }

  /// A nested type is the view model's own, whatever another type nests under its name: here
  /// the other `AlertData` is Equatable, the view model's is not, so State cannot hold it.
  @Test func aNestedTypeIsJudgedAsTheViewModelsOwn() throws {
    let result = try build("""
      final class SafeViewModel {
        struct AlertData: Identifiable, Equatable { let id: Int }
      }
      // graft: feature
      final class ScannerViewModel: ObservableObject {
        struct AlertData: Identifiable { let id: Int; let dismiss: () -> Void }
        typealias Coordinate = CLLocationCoordinate2D
        @Published var alert: AlertData?
        @Published var pair: (Int?, Int) = (nil, 0)
        @Published var center: Coordinate?
        @Published var title = ""
      }
      """)
    #expect(result.model.state.map(\.name) == ["title"])
    let messages = result.diagnostics.map(\.message)
    #expect(messages.contains { $0.hasPrefix("'alert: AlertData?' is left out of State, which holds Equatable values: 'AlertData' does not conform to Equatable") })
    #expect(messages.contains { $0.hasPrefix("'pair: (Int?, Int)' is left out of State, which holds Equatable values: a tuple is not Equatable") })
  }

  /// A delegate requirement that asks the delegate for an answer (a closure to answer with, a
  /// returned value, a wait) has no Delegate case (an action carries values one way), and a body
  /// that calls it stays a TODO.
  @Test func aDelegateRequirementThatAsksForAnAnswerHasNoCase() throws {
    let result = try build("""
      protocol FiltersOutput: AnyObject {
        func showPicker(spaceId: String, completion: @escaping (String) -> Void)
        func loadUsers() async throws -> [String]
        func pageCount() -> Int
        func didClose()
      }
      // graft: feature
      final class FiltersViewModel: ObservableObject {
        @Published var spaceId = ""
        @Published var users: [String] = []
        weak var output: FiltersOutput?
        func addTapped(completion: @escaping (String) -> Void) { output?.showPicker(spaceId: spaceId, completion: completion) }
        func refresh() async throws { users = try await output?.loadUsers() ?? [] }
        func closeTapped() { output?.didClose() }
      }
      """)
    #expect(result.model.delegateCases.map(\.name) == ["didClose"])
    #expect(result.model.viewActions.map { $0.ported != nil } == [false, false, true])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix(
        "'FiltersOutput.showPicker(spaceId:completion:)', 'FiltersOutput.loadUsers()', 'FiltersOutput.pageCount()' ask the delegate for an answer")
    })
  }

  /// A decoding or throwing initializer makes no State (`try` has no place in `State.init`): the
  /// first of the others is the seed's.
  @Test func aDecodingInitializerIsNotTheSeeds() throws {
    let result = try build("""
      // graft: feature
      final class VaultViewModel: ObservableObject, Codable {
        @Published var name: String
        required init(from decoder: Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          name = try container.decode(String.self, forKey: .name)
        }
        init(name: String) { self.name = name }
        func rename() { name = "" }
      }
      """)
    #expect(result.model.initializerArguments.map(\.name) == ["name"])
    #expect(!result.model.stateInitializer.contains { $0.contains("try") }, "\(result.model.stateInitializer)")
    // `init(from note: Note)` decodes nothing: the first initializer it stays.
    let made = try build("""
      // graft: feature
      final class NoteViewModel: ObservableObject {
        @Published var title: String
        init(from note: Note) { title = note.title }
        init(title: String) { self.title = title }
        func clear() { title = "" }
      }
      struct Note { var title: String }
      """)
    #expect(made.model.initializerArguments.map(\.name) == ["note"], "\(made.model.initializerArguments.map(\.name))")
  }

  @Test func theFirstInitializerIsTheSeedsAndAValueStoredElsewhereIsNotWarnedAbout() throws {
    let result = try build("""
      // graft: feature
      final class ThreadViewModel: ObservableObject {
        @Published var title: String
        let navigationController: UINavigationController
        init(title: String, navigationController: UINavigationController, threadID: String) { self.title = title }
        convenience init(title: String, notificationID: String) { fatalError() }
      }
      """)
    #expect(result.model.seedValues.map(\.name) == ["title"])
    #expect(result.model.initializerArguments.map(\.name) == ["title", "navigationController", "threadID"])
    let unmatched = result.diagnostics.map(\.message).filter { $0.contains("sets nothing State holds") }
    #expect(unmatched == ["init parameter 'threadID' sets nothing State holds, so State.init does not take it; port its use by hand"])
  }

  @Test func anUntypedRelayHoldsTheTypeOfItsFirstValue() throws {
    let model = try build("""
      // graft: feature
      final class SearchViewModel {
        let keyword = BehaviorRelay(value: "")
        let isOn = BehaviorRelay(value: false)
      }
      """).model
    #expect(model.state.map(\.name) == ["keyword", "isOn"])
    #expect(model.state.map(\.type) == ["String", "Bool"])
    #expect(model.state.map(\.defaultValue) == ["\"\"", "false"])
  }

  /// A service the view model made with closures that set State, or subscribed to outside its
  /// actions (a subscription its initializer starts), reports back through them: a body that calls
  /// it stays whole, since no action would hear the reports. A service handed only one call's
  /// completion elsewhere is ported.
  @Test func aServiceThatReportsBackThroughClosuresKeepsItsCallersWhole() throws {
    let model = try build("""
      import Combine
      protocol BadgeStore { var pinned: AnyPublisher<String?, Never> { get }; func pin(_ id: String) }
      protocol Analytics { func log(_ event: String); func flush(then done: @escaping () -> Void) }
      protocol Suggestions { func fetch() -> AnyPublisher<[String], Never>; func follow(_ id: String) }
      final class PlanLoader {
        init(onError: @escaping (String) -> Void) {}
        func refresh() {}
      }
      // graft: feature
      final class PlanViewModel: ObservableObject {
        @Published var errorMessage: String?
        @Published var badge: String?
        @Published var lastPinned = ""
        private var loader: PlanLoader!
        private let badges: BadgeStore
        private let analytics: Analytics
        private let suggestions: Suggestions
        @Published var names: [String] = []
        private var cancellables = Set<AnyCancellable>()
        init(badges: BadgeStore, analytics: Analytics, suggestions: Suggestions) {
          self.badges = badges
          self.analytics = analytics
          self.suggestions = suggestions
          // One request's answer, not a stream the service keeps.
          suggestions.fetch().sink { [weak self] in self?.names = $0 }.store(in: &cancellables)
          loader = PlanLoader(onError: { [weak self] message in self?.errorMessage = message })
          observeBadge()
        }
        private func observeBadge() {
          badges.pinned.sink { [weak self] id in self?.badge = id }.store(in: &cancellables)
        }
        func refreshTapped() { loader.refresh() }
        func pinTapped(_ id: String) {
          lastPinned = id
          badges.pin(id)
        }
        func shareTapped() { analytics.log("share") }
        func followTapped(_ id: String) { suggestions.follow(id) }
        // One call's completion, not a subscription: `analytics` reports nothing back for good.
        private func flushLogs() { analytics.flush { [weak self] in self?.lastPinned = "" } }
      }
      """).model
    let actions = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0) })
    #expect(actions["refreshTapped"]?.portRefusal == "it calls 'loader', which reports back to the view model: its initializer makes it with closures that set 'errorMessage', and no action hears what they report")
    #expect(actions["pinTapped"]?.portRefusal == "it calls 'badges', which reports back to the view model: 'observeBadge' hands it closures that set 'badge', and no action hears what they report")
    #expect(actions["shareTapped"]?.ported != nil)
    #expect(actions["followTapped"]?.ported != nil, "\(actions["followTapped"]?.portRefusal ?? "")")
  }

  /// ReactiveSwift's `MutableProperty` holds a value as a relay does: State holds the value. A
  /// body that sets one whose `signal` the view model observes stays whole: the reducer would not
  /// run that observer; one nothing observes is set in State.
  @Test func aMutablePropertyIsItsValueAndItsObserversKeepItsSettersWhole() throws {
    let model = try build("""
      import ReactiveSwift
      // graft: feature
      final class LoginViewModel {
        var email = MutableProperty<String>("")
        var password = MutableProperty("")
        var nickname = MutableProperty("")
        let isValid = MutableProperty<Bool>(false)
        private let disposable = CompositeDisposable()
        init() {
          email.signal.observeValues { [weak self] value in self?.isValid.value = value.contains("@") }
          isValid <~ Property.combineLatest(Property(email), Property(password)).map { !$0.isEmpty && $1.count >= 8 }
        }
        func emailChanged(_ value: String) { email.value = value }
        func passwordChanged(_ value: String) { password.value = value }
        func nicknameChanged(_ value: String) { nickname.value = value }
      }
      """).model
    #expect(model.state.map(\.name) == ["email", "password", "nickname", "isValid"])
    #expect(model.state.map(\.type) == ["String", "String", "String", "Bool"])
    let actions = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0) })
    // Observed through its signal, and handed whole to `combineLatest`.
    #expect(actions["emailChanged"]?.portRefusal?.contains("a reducer would not run its subscribers in the view model") == true)
    #expect(actions["passwordChanged"]?.portRefusal?.contains("a reducer would not run its subscribers in the view model") == true)
    #expect(actions["nicknameChanged"]?.ported?.lines == ["state.nickname = value", "return .none"])
  }

  /// RxSwift's `BehaviorSubject`: `onNext` sets State's field; its throwing `value()` is refused
  /// rather than left as a call on a `Bool`; and `self.isActive.onNext(isActive)` is never taken
  /// for a call on the local that takes the field's name (which was ported as
  /// `state.isActive.onNext(isActive)`): it sets the field to the local, and the bare
  /// `isActive` is that local, not the subject handed on whole.
  @Test func aBehaviorSubjectBehindALocalOfItsName() throws {
    let model = try build("""
      import RxSwift
      // graft: feature
      final class SearchViewModel {
        let isActive = BehaviorSubject<Bool>(value: false)
        func toggle() {
          let isActive = (try? isActive.value()) ?? false
          self.isActive.onNext(!isActive)
        }
        func close() {
          let isActive = false
          self.isActive.onNext(isActive)
        }
      }
      """).model
    #expect(model.state.map(\.type) == ["Bool"])
    let actions = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0) })
    #expect(actions["toggle"]?.ported == nil)
    #expect(actions["toggle"]?.portRefusal?.contains("'isActive.value()', a subject's throwing read") == true)
    #expect(actions["close"]?.ported?.lines == ["let isActive = false", "state.isActive = isActive", "return .none"])
    let open = try build("""
      import RxSwift
      // graft: feature
      final class SearchViewModel {
        let isActive = BehaviorSubject<Bool>(value: false)
        func open() {
          let next = true
          isActive.onNext(next)
        }
      }
      """).model.viewActions.first
    #expect(open?.ported?.lines == ["let next = true", "state.isActive = next", "return .none"])
  }

  /// A service's property of a generic type whose arguments only its initial value says
  /// (`let taps = MutableProperty(())`) has no getter: a closure's type would name the type bare.
  @Test func aServicePropertyOfABareGenericTypeHasNoGetter() throws {
    let result = try build("""
      struct Box<Value> { var value: Value }
      final class ButtonProvider {
        let taps = MutableProperty(())
        let box = Box(value: 1)
        let title = "Join"
        func press() {}
      }
      // graft: feature
      final class VM: ObservableObject {
        @Published var label = ""
        private let provider: ButtonProvider
        init(provider: ButtonProvider) { self.provider = provider }
        func refresh() { label = provider.title; print(provider.taps, provider.box); provider.press() }
      }
      """)
    let provider = try #require(result.model.dependencies.first { $0.protocolName == "ButtonProvider" })
    #expect(provider.endpoints.map(\.name) == ["press", "title"])
    #expect(result.diagnostics.contains { $0.message.contains("'taps', 'box' are of a generic type whose arguments only their initial value says") })
  }
}

/// What a method's signature becomes in Action: never a closure, a generic type or a variadic
/// parameter Swift would reject in a case.
@Suite struct ActionPayloadTests {
  func model(_ source: String) throws -> FeatureModel {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
  }

  @Test func aCompletionHandlerComesBackAsAResponse() throws {
    let model = try model("""
      // graft: feature
      final class PhotoViewModel: ObservableObject {
        func load(id: Int, completion: @escaping (Result<Data, Error>) -> Void) { loader.load(id, completion) }
        func fetch(_ handler: @escaping (Data?, Error?) -> Void) { loader.fetch(handler) }
        func refresh(done: @escaping () -> Void) { loader.refresh(done) }
        func tag(_ names: String...) {}
        var followed = ""
        func follow(_ accountName: String!, status: Int) { followed = accountName }
      }
      """)
    // An implicitly unwrapped parameter is an optional in a payload, where `!` is not allowed.
    #expect(model.viewActions.map(\.payload) == [
      [Value(label: "id", name: "id", type: "Int")], [], [], [Value(label: nil, name: "names", type: "[String]")],
      [Value(label: nil, name: "accountName", type: "String?"), Value(label: "status", name: "status", type: "Int")],
    ])
    // A body that reads it as the value it was is not ported.
    #expect(model.viewActions.last?.portRefusal?.contains("an implicitly unwrapped parameter") == true)
    #expect(model.responses == [
      ResponseCase(name: "loadResponse", origin: "load(id:completion:)", result: .throwing(success: "Data")),
      ResponseCase(name: "fetchResponse", origin: "fetch(_:)", result: .value("(Data?, Error?)")),
      ResponseCase(name: "refreshResponse", origin: "refresh(done:)", result: .value("Void")),
    ])
  }

  @Test func overloadedServiceMethodsAreClosuresOfTheirOwn() throws {
    let model = try model("""
      protocol FeedAPI {
        func load() async throws -> [String]
        func load(page: Int) async throws -> [String]
        func load(id: String) async throws -> String
        func get<Entity: Decodable>(endpoint: String) async throws -> Entity
      }
      // graft: feature
      final class FeedViewModel: ObservableObject {
        private let api: FeedAPI
        init(api: FeedAPI) { self.api = api }
      }
      """)
    let endpoints = try #require(model.dependencies.first?.endpoints)
    // A generic method has no closure type: it is left out, with a warning.
    #expect(endpoints.map(\.name) == ["load", "loadPage", "loadId"])
    #expect(endpoints.map(\.method) == ["load", "load", "load"])
    #expect(model.dependencies.first?.key == "feedClient")
  }

  /// A method that changes its caller's variable (`inout`) is an endpoint whose closure takes
  /// that variable, and whose live closure hands it on as one (`&name`).
  @Test func aMethodWithAnInoutParameterHandsTheVariableOn() throws {
    let model = try model("""
      protocol TransferService {
        func normalize(name: inout String, maxLength: Int)
      }
      // graft: feature
      final class TransferViewModel: ObservableObject {
        @Published var name = ""
        private let transfers: TransferService
        init(transfers: TransferService) { self.transfers = transfers }
        func shorten() { transfers.normalize(name: &name, maxLength: 3) }
      }
      """)
    let endpoint = try #require(model.dependencies.first?.endpoints.first)
    // An effect would change its own copy of the value, never State: the body stays a TODO.
    #expect(model.viewActions.first?.portRefusal?.contains("a value to change in place ('&')") == true)
    #expect(endpoint.parameters.map(\.type) == ["inout String", "Int"])
    #expect(GraftFileContext.Client.forwarding(endpoint) == "{ name, maxLength in service.value.normalize(name: &name, maxLength: maxLength) }")
  }
}

/// A feature never adds State and Action to a type that is not the team's reducer.
@Suite struct FeatureNameClashTests {
  @Test func aTypeOfTheFeaturesNameInAnotherModuleIsAnError() throws {
    let source = SourceFile(path: "Sources/App/ProfileViewModel.swift", text: """
      // graft: feature
      final class ProfileViewModel: ObservableObject {
        @Published var name = ""
      }
      """)
    let context = SourceFile(path: "Sources/Core/ProfileFeature.swift", text: "public struct ProfileFeature {}\n")
    let result = try #require(FeaturePipeline().run([source], context: [context]).first)
    #expect(result.hasErrors)
    #expect(result.diagnostics.map(\.description).contains(
      "Sources/App/ProfileViewModel.swift:1:4: error: a type named ProfileFeature already exists at Sources/Core/ProfileFeature.swift:1, in a module this one sees: name the feature with '// graft: feature name=…'"))
    let renamed = SourceFile(path: "Sources/App/ProfileViewModel.swift", text: "// graft: feature name=ProfileScreen\nfinal class ProfileViewModel: ObservableObject {}\n")
    #expect(try #require(FeaturePipeline().run([renamed], context: [context]).first).hasErrors == false)
  }

  @Test func aTypeOfTheSourcesThatHasItsOwnStateIsAnError() throws {
    let source = SourceFile(path: "VM.swift", text: """
      struct ProfileFeature { struct State {} }
      // graft: feature
      final class ProfileViewModel: ObservableObject {}
      """)
    let result = try #require(FeaturePipeline().run([source]).first)
    #expect(result.diagnostics.map(\.message).contains(
      "ProfileFeature already declares its own State: name the feature with '// graft: feature name=…', or delete the annotation"))
  }

  /// A delegate protocol refining another answers to both: the refined protocol's requirements
  /// are outcomes too, and a call of one is ported.
  @Test func refinedProtocolsRequirementsAreOutcomes() throws {
    let file = SourceFile(path: "VM.swift", text: """
      protocol StepOutput: AnyObject { func onNext() }
      protocol KeyPhraseOutput: StepOutput { func onCopy(_ phrase: String) }
      protocol PhraseStore { func phrase() async -> String }
      protocol SecurePhraseStore: PhraseStore { func wipe() async }
      // graft: feature
      final class KeyPhraseViewModel: ObservableObject {
        @Published var phrase = ""
        weak var output: KeyPhraseOutput?
        private let store: SecurePhraseStore
        init(store: SecurePhraseStore) { self.store = store }
        func continueTapped() { output?.onNext() }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    #expect(model.delegateCases.map(\.name) == ["onCopy", "onNext"])
    #expect(model.viewActions.first?.ported?.lines == ["return .send(.delegate(.onNext))"])
    #expect(model.dependencies.first?.endpoints.map { $0.method } == ["wipe", "phrase"])
  }
}

/// Methods whose parameters make them the view's wiring rather than intents. A closure a method
/// keeps is a callback the view registers, not a result handed back (one the body calls or hands
/// on is a completion handler, however it is written); a view handed in is the view's work.
@Suite struct ViewWiringMethodTests {
  @Test func aClosureTheMethodKeepsIsNoAction() throws {
    let source = """
      // graft: feature
      final class SettingsViewModel: NSObject {
        var onReload: (() -> Void)?
        func storeRowReloadClosure(rowReloadClosure: @escaping ((Int) -> Void)) {}
        func setReload(_ reload: @escaping () -> Void) { self.onReload = reload }
        func load(completion: @escaping ((Data) -> Void)) { loader.load(completion) }
        func refresh(done: @escaping () -> Void) {}
      }
      """
    let model = try ActionPayloadTests().model(source)
    #expect(model.viewActions.map(\.name) == ["load", "refresh"])
    #expect(model.viewActions.map(\.payload.isEmpty) == [true, true])
    #expect(model.responses.first?.result == .value("Data"))
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let classifications = MemberClassifier(index: SourceIndex([file])).classify(viewModel)
    let kept = classifications.filter { $0.advisory?.contains("keeps it") == true }.map(\.member.name)
    #expect(kept == ["storeRowReloadClosure", "setReload"])
  }

  /// A method handed a view to fill or keep is the view's work: no action carries a view.
  @Test func aMethodHandedAViewIsNoAction() throws {
    let source = """
      // graft: feature
      final class RowsViewModel: NSObject {
        func update(cell: UITableViewCell, forRow row: Int) {}
        func configure(row: Int, in cell: UICollectionViewCell) {}
        func attach(button: NSButton) {}
        func select(row: Int) {}
      }
      """
    #expect(try ActionPayloadTests().model(source).viewActions.map(\.name) == ["select"])
    // A reactive view model's `transform(_:)` takes the view's streams: wiring, not an intent.
    let reactive = try ActionPayloadTests().model("""
      // graft: feature
      final class SidebarViewModel {
        struct Input { let clicked: Int }
        struct Output { let title: String }
        func transform(_ input: Input) -> Output { Output(title: "") }
        func refresh() {}
      }
      """)
    #expect(reactive.viewActions.map(\.name) == ["refresh"])
    // So is one that also takes what keeps the subscriptions, or the inputs as one stream; the
    // bag itself is plumbing, no field of State.
    let bagged = try ActionPayloadTests().model("""
      import Combine
      final class CancelBag { var subscriptions = Set<AnyCancellable>() }
      // graft: feature
      final class SplashViewModel {
        struct Input { let appeared: AnyPublisher<Void, Never> }
        struct Output { var title = "" }
        let cancelBag = CancelBag()
        var title = ""
        func transform(from input: Input, cancelBag: CancelBag) -> Output { title = "Splash"; return Output() }
        func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> { title = ""; return Empty().eraseToAnyPublisher() }
        func retry() {}
      }
      """)
    // Its input's streams are the view's actions instead (`TransformInputTests`).
    #expect(bagged.viewActions.map(\.name) == ["retry", "appeared"])
    #expect(bagged.state.map(\.name) == ["title"])
    // A cell of the app's own, a framework's cell below its base class, is handed the same way;
    // its own delegate callback, named for it, is not that.
    let appCells = try ActionPayloadTests().model("""
      class BaseViewCell: UITableViewCell {}
      final class DestinationCell: BaseViewCell { var title = "" }
      final class RatingView: UIView {}
      // graft: feature
      final class DestinationViewModel {
        var title = ""
        func bind(viewCell: DestinationCell) { viewCell.title = title }
        func setup(_ cell: DestinationCell) { cell.title = title }
        func ratingView(_ view: RatingView, didSelect stars: Int) { title = String(stars) }
        func rename(_ text: String) { title = text }
      }
      """)
    #expect(appCells.viewActions.map(\.name) == ["ratingView", "rename"], "\(appCells.viewActions.map { $0.name })")
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let advisories = MemberClassifier(index: SourceIndex([file])).classify(viewModel).compactMap(\.advisory)
    #expect(advisories.first == "'update(cell:forRow:)' takes a UITableViewCell, a piece of the view layer, which no action carries: not an action; the feature's view does this work from State")
    #expect(advisories.count == 3)
  }
}

/// An actor's members are reached with `await` from the client's closures; a property of an
/// opaque type is no closure at all.
@Suite struct ActorServiceTests {
  @Test func anActorsMethodsAreAwaitedAndAnOpaquePropertyIsLeftOut() throws {
    let model = try ActionPayloadTests().model("""
      actor RuntimeEngine {
        nonisolated var changes: some Sequence<Int> { [1] }
        nonisolated let name = "engine"
        func stop() {}
      }
      // graft: feature
      final class SidebarViewModel {
        private let engine: RuntimeEngine
        init(engine: RuntimeEngine) { self.engine = engine }
        func stopTapped() async { await engine.stop() }
        func rename() { title = engine.name + String(engine.changes.count) }
        var title = ""
      }
      """)
    let client = try #require(model.dependencies.first)
    let stop = try #require(client.endpoints.first { $0.name == "stop" })
    #expect(stop.isAsync && stop.methodIsAsync)
    #expect(GraftFileContext.Client.forwarding(stop) == "{ await service.value.stop() }")
    let name = try #require(client.endpoints.first { $0.name == "name" })
    #expect(!name.isAsync)
    #expect(!client.endpoints.contains { $0.name == "changes" })
  }
}

/// A value type named like a service that does work is a service: a client mirrors its methods
/// (not its `mutating` ones, which a constant cannot call); one that only holds data is State's.
@Suite struct ValueTypeServiceTests {
  @Test func aStructThatDoesWorkIsAService() throws {
    let model = try ActionPayloadTests().model("""
      struct ConfirmService: Sendable {
        func link(for address: String) -> String { address }
        mutating func reset() {}
      }
      struct ConfirmStore: Equatable { var fee = 1 }
      // graft: feature
      final class ConfirmViewModel {
        var link = ""
        var store: ConfirmStore
        private let confirmService: ConfirmService
        init(confirmService: ConfirmService, store: ConfirmStore) { self.confirmService = confirmService; self.store = store }
        func show() { link = confirmService.link(for: "a") }
      }
      """)
    #expect(model.dependencies.map(\.name) == ["ConfirmClient"])
    #expect(model.dependencies.first?.endpoints.map(\.name) == ["link"])
    #expect(model.state.map(\.name) == ["link", "store"])
  }
}

/// What a library's observable box or stream, or a formatter of the app's own, is: never State.
@Suite struct ObservableAndFormatterFieldTests {
  @Test func anObservableBoxAndAFormatterStayOutOfState() throws {
    let model = try ActionPayloadTests().model("""
      import Observable
      struct CurrencyFormatter: Equatable { var code = "USD" }
      // graft: feature
      final class MapViewModel {
        var fittingMap: MutableObservable<Bool> = .init(true)
        var team: Observable<String>
        var formatter = CurrencyFormatter()
        var title = ""
        init(team: Observable<String>) { self.team = team }
        func rename() { title = "x" }
      }
      """)
    #expect(model.state.map(\.name) == ["title"])
    #expect(FrameworkTypes.kind(of: ["MutableObservable", "Bool"])?.kind == .eventStream)
    #expect(FrameworkTypes.kind(of: ["CurrencyFormatter"], in: SourceIndex([]))?.kind == .helper)
  }
}

/// State's initial values are written outside the view model, so the names they borrow from it
/// are written with its name.
@Suite struct StateInitialValueTests {
  @Test func aStaticMemberNamedBareIsWrittenWithTheViewModel() throws {
    let model = try ActionPayloadTests().model("""
      // graft: feature
      final class HistoryViewModel: ObservableObject {
        static let historyKey = "history"
        static let store = Archive.standard
        static func limit() -> Int { 10 }
        @Published var history: [String] = store.read(key: historyKey, from: .documents, limit: limit()) ?? []
        func clear() { history = [] }
      }
      """)
    let field = try #require(model.state.first { $0.name == "history" })
    // `key:` is a label, not the static member of that name.
    // A constant's literal is written in place, which a private or main-actor constant needs.
    #expect(field.defaultValue == "HistoryViewModel.store.read(key: \"history\", from: .documents, limit: HistoryViewModel.limit()) ?? []")
  }

  /// A static member's type is read off its declaration: `Preferences.standard` is a class.
  @Test func aStaticMembersTypeIsReadOffItsDeclaration() throws {
    let model = try ActionPayloadTests().model("""
      public final class Preferences { public static let standard = Preferences() }
      public struct Theme: Equatable { public static var current: Theme { Theme() } }
      // graft: feature
      final class ChartViewModel: ObservableObject {
        @Published var preference = Preferences.standard
        @Published var theme = Theme.current
        func tap() {}
      }
      """)
    #expect(model.state.map(\.name) == ["theme"])
    #expect(model.state.first?.type == "Theme")
    #expect(model.notInState["preference"]?.contains("'Preferences' is a class") == true)
  }

  /// A tuple written only as an initial value is no more Equatable than a declared one.
  @Test func aTupleInitialValueIsLeftOut() throws {
    let model = try ActionPayloadTests().model("""
      // graft: feature
      final class BarViewModel: ObservableObject {
        @Published var tint = (title: Color.clear, bar: Color.clear)
        @Published var size = (1, 2).0
        func tap() {}
      }
      """)
    #expect(model.state.map(\.name) == ["size"])
    #expect(model.notInState["tint"] == "a tuple is not Equatable")
  }
}

/// State.init carries what sets State; a local the legacy initializer declared for work that is
/// not carried (assigned under `#if`, handed to a pipeline) goes with that work.
@Suite struct StateInitializerLocalTests {
  @Test func aLocalDeclaredWithoutAValueThatNothingCarriedReadsIsDropped() {
    let lines = ["self.title = title", "let stream: Observable<Config>", "var count: Int", "count = 1", "self.total = count"]
    #expect(InitializerPort.droppingUnusedDeclarations(lines) == ["self.title = title", "var count: Int", "count = 1", "self.total = count"])
  }

  /// A copy of a value nothing later reads (`var directory = directory`, left by a statement not
  /// carried) goes too; one that calls something, or that a later line reads, stays.
  @Test func aCopyOfAValueThatNothingCarriedReadsIsDropped() {
    let lines = ["var directory = directory", "let name = title", "let total = compute()", "self.name = name"]
    #expect(InitializerPort.droppingUnusedDeclarations(lines) == ["let name = title", "let total = compute()", "self.name = name"])
  }
}
