@testable import GraftGenerator
import SwiftDeclarationParser
import Testing

/// The small tables and readers the analysis stage knows types by.
@Suite struct TypeKnowledgeTests {
  static let sources = SourceIndex([SourceFile(path: "A.swift", text: """
    final class CheckoutViewModel {
      enum Step { case cart, address }
      enum State { case idle, loading }
      struct Line: Sendable {}
    }
    enum Search {
      enum Filter { case all }
      final class ViewModel {
        enum Filter { case recent }
      }
    }
    final class ImageCache {}
    final class Session: Equatable {}
    protocol Formatting {}
    struct Note: Equatable, Sendable {}
    public struct Draft: Equatable {}
    """)])

  /// A module of the app that declares a protocol of the platform's name (`protocol Identifiable:
  /// Equatable` of a storage package) does not make another module's `Identifiable` types
  /// Equatable: there the name is the platform's, unless the file imports that module.
  @Test func aPlatformProtocolsNameDeclaredByAnotherModule() throws {
    let storage = SourceFile(path: "Sources/Storage/Site.swift", text: "public protocol Identifiable: Equatable { var id: Int? { get } }")
    let plain = SourceFile(path: "Sources/News/Feed.swift", text: "import Foundation\nstruct FeedError: Identifiable { var id = UUID() }")
    let importing = SourceFile(path: "Sources/History/Visit.swift", text: "import Storage\nstruct Visit: Identifiable { var id: Int? }")
    let index = SourceIndex([storage, plain, importing])
    let equatability = Equatability(index: index)
    #expect(equatability.reasonItIsNot("FeedError") != nil)
    #expect(equatability.reasonItIsNot("Visit") == nil)
  }

  /// A name several modules declare a top-level type of means, to a file, its own module's,
  /// else the one of a module it imports, whatever the order of the paths.
  @Test func aNameOfSeveralModulesIsTheOneAFileSees() throws {
    let files = [
      SourceFile(path: "Packages/Images/Sources/Images/Log.swift", text: "enum Log { static let cache = 1 }"),
      SourceFile(path: "Packages/Core/Sources/Core/Log.swift", text: "enum Log { static let network = 1 }"),
      SourceFile(path: "Packages/Feed/Sources/Feed/FeedViewModel.swift", text: "import Core\nfinal class FeedViewModel {}"),
      SourceFile(path: "Packages/Images/Sources/Images/Loader.swift", text: "final class Loader {}"),
    ]
    for order in [files, files.reversed()] {
      let index = SourceIndex(order)
      let seenFromFeed = try #require(index.type(named: "Log", seenFrom: "Packages/Feed/Sources/Feed/FeedViewModel.swift"))
      #expect(seenFromFeed.path == "Packages/Core/Sources/Core/Log.swift")
      let seenFromImages = try #require(index.type(named: "Log", seenFrom: "Packages/Images/Sources/Images/Loader.swift"))
      #expect(seenFromImages.path == "Packages/Images/Sources/Images/Log.swift")
    }
  }

  /// A bare name from another file means the top-level type of that name, not one nested
  /// elsewhere, whichever file comes first.
  @Test func aBareNameIsTheTopLevelTypeOfThatName() {
    let index = SourceIndex([
      SourceFile(path: "A/Tables.swift", text: "enum Tables { enum Config: String { case id, items } }"),
      SourceFile(path: "B/Config.swift", text: "struct Config: Codable { var items: [String] = [] }"),
    ])
    #expect(index.types["Config"]?.kind == .struct)
    #expect(index.declaredType("Tables.Config")?.kind == .enum)
  }

  /// Swift's and Foundation's names are theirs: an app's `Keys.Bool` of defaults keys never
  /// gives a test's `Bool` its sample, though no top-level `Bool` of the app's takes the name.
  @Test func aBareStandardNameIsNeverAnAppsNestedType() {
    let index = SourceIndex([
      SourceFile(path: "A/Keys.swift", text: "enum Keys { enum Bool: String { case didOnboard }; enum Error { case bad } }")
    ])
    #expect(index.declaredType("Bool") == nil)
    #expect(index.declaredType("Error") == nil)
    #expect(index.declaredType("Keys.Bool")?.kind == .enum)
  }

  @Test func nestedTypesAreQualifiedOutsideTheirViewModel() {
    let qualifier = TypeQualifier(viewModel: "CheckoutViewModel", index: Self.sources)
    #expect(qualifier.qualify("Step") == "CheckoutViewModel.Step")
    #expect(qualifier.qualify("[Line]?") == "[CheckoutViewModel.Line]?")
    #expect(qualifier.qualify("Result<State, any Error>") == "Result<CheckoutViewModel.State, any Error>")
    #expect(qualifier.qualify("Step.cart") == "CheckoutViewModel.Step.cart")
    // Members, qualified names, other types and string literals stay as written.
    #expect(qualifier.qualify(".cart") == ".cart")
    #expect(qualifier.qualify("CheckoutViewModel.Step") == "CheckoutViewModel.Step")
    #expect(qualifier.qualify("Stepper") == "Stepper")
    #expect(qualifier.qualify(#"Label("Step")"#) == #"Label("Step")"#)
  }

  /// A string's interpolation is code: its nested types are qualified; the text around, and a
  /// string inside the interpolation, are not.
  @Test func anInterpolationIsQualifiedLikeCode() {
    let qualifier = TypeQualifier(viewModel: "CheckoutViewModel", index: Self.sources)
    #expect(qualifier.qualify("\"Step \\(Step.allCases.count) of \\(max(1, Line.count))\"")
      == "\"Step \\(CheckoutViewModel.Step.allCases.count) of \\(max(1, CheckoutViewModel.Line.count))\"")
    #expect(qualifier.qualify("\"\\(flag ? \"Step\" : \"Line\") Step\" + Step.name") == "\"\\(flag ? \"Step\" : \"Line\") Step\" + CheckoutViewModel.Step.name")
  }

  @Test func theInnermostNestedTypeWins() {
    let qualifier = TypeQualifier(viewModel: "Search.ViewModel", index: Self.sources)
    #expect(qualifier.qualify("Filter") == "Search.ViewModel.Filter")
    #expect(TypeQualifier(viewModel: "Note", index: Self.sources).isEmpty)
  }

  @Test(arguments: [
    ("[String: Any]", "'Any' is not Equatable"),
    ("Any?", "'Any' is not Equatable"),
    ("(Int) -> Void", "a closure is not Equatable"),
    ("[String: (Event) -> Void]", "it holds closures, which are not Equatable"),
    ("any Formatting", "an existential ('any P') is not Equatable"),
    ("Formatting?", "'Formatting' is a protocol, and a value of a protocol type is not Equatable"),
    ("ImageCache", "'ImageCache' is a class, a reference rather than a value"),
    // Equatable or not, a class is shared, not held.
    ("Session?", "'Session' is a class: State would share a reference to it rather than hold a value"),
    ("CLLocationCoordinate2D?", "CLLocationCoordinate2D does not conform to Equatable"),
    // The SDK's protocols, held as values: existentials.
    ("[UIActivityItemSource]", "'UIActivityItemSource' is a protocol, and a value of a protocol type is not Equatable"),
    ("NSCopying?", "'NSCopying' is a protocol, and a value of a protocol type is not Equatable"),
    // Another module's, unseen: its name says what it is.
    ("TherapySettingsDelegate?", "'TherapySettingsDelegate' is named like a delegate or data source, which is a reference rather than value data"),
    ("[RowDataSource]", "'RowDataSource' is named like a delegate or data source, which is a reference rather than value data"),
    ("(Int?, Int)", "a tuple is not Equatable"),
    ("[(name: String, count: Int)]?", "a tuple is not Equatable"),
    // A generic value Equatable where its argument is, over `Void`.
    ("ViewState<Void>", "'Void' is not Equatable, nor is a value that holds one"),
    ("Loadable<()>?", "'Void' is not Equatable, nor is a value that holds one"),
    ("DismissAction?", "DismissAction does not conform to Equatable"),
    ("MXKeyBackup", "'MXKeyBackup' is named like an Objective-C library's class ('MX…'), a reference rather than value data"),
    ("[RLMResults]?", "'RLMResults' is named like an Objective-C library's class ('RLM…'), a reference rather than value data"),
    ("NordicLog", "'NordicLog' is named like a logger, a helper rather than value data"),
    ("ListenerRegistration?", "'ListenerRegistration' is named like a handle on what a library keeps (a reference, a registration, an observation's token), not value data"),
    ("DocumentReference", "'DocumentReference' is named like a handle on what a library keeps (a reference, a registration, an observation's token), not value data"),
    ("NotificationToken", "'NotificationToken' is named like a handle on what a library keeps (a reference, a registration, an observation's token), not value data"),
    ("ObservationToken?", "'ObservationToken' is named like a handle on what a library keeps (a reference, a registration, an observation's token), not value data"),
    ("MessageViewModelProtocol", "'MessageViewModelProtocol' is named like a protocol, whose value is an existential rather than value data"),
    ("[RowViewModel]", "'RowViewModel' is named like a view model, an object rather than value data"),
    ("Transactionable", "'Transactionable' is named like a protocol, whose value is an existential rather than value data"),
    ("RealmAccessible?", "'RealmAccessible' is named like a protocol, whose value is an existential rather than value data"),
  ])
  func typesStateCannotHold(type: String, reason: String) {
    #expect(Equatability(index: Self.sources).reasonItIsNot(type) == reason)
  }

  @Test(arguments: [
    "String", "[Note]", "[String: Int]", "CheckoutViewModel.Step", "UnknownType", "(Int)", "Result<Int, Never>",
    // Acronyms and Apple's prefixes are no Objective-C library's; a dialog is no log.
    "URLRequest", "APIError", "IDCard", "UIEdgeInsets", "CGPoint", "CatalogEntry", "ErrorDialog",
    // A table is no capability.
    "PeriodicTable", "Timetable",
    // A token that is no observation's may be a value.
    "AccessToken", "PushNotificationToken",
    // Too short to be a handle's name.
    "Reference",
  ])
  func typesStateMayHold(type: String) {
    #expect(Equatability(index: Self.sources).reasonItIsNot(type) == nil)
  }

  /// What a dependency container hands in for a key path: its factory's product, the last
  /// argument of a parameter factory, or the member's own type; nothing for what it lacks.
  @Test func aContainersKeyPathMeansWhatItsFactoryMakes() {
    let index = SourceIndex([SourceFile(path: "Container+App.swift", text: """
      extension Container {
        var repository: Factory<any TagRepository> { self { LiveTagRepository() } }
        var formatter: ParameterFactory<Locale, DateFormatter> { self { DateFormatter(locale: $0) } }
      }
      extension SharedRouterContainer {
        var router: MainRouter { MainRouter() }
      }
      """)])
    #expect(index.injectedType(keyPath: "\\.repository") == "any TagRepository")
    #expect(index.injectedType(keyPath: "\\Container.formatter") == "DateFormatter")
    #expect(index.injectedType(keyPath: "\\SharedRouterContainer.router") == "MainRouter")
    #expect(index.injectedType(keyPath: "\\.router") == nil)
    #expect(index.injectedType(keyPath: "\\Container.missing") == nil)
  }

  /// Two types of one name in two namespaces, as an SDK declares its endpoints and its
  /// entities: the path written decides which one a property holds.
  @Test func aQualifiedNameMeansTheTypeAtThatPath() {
    let index = SourceIndex([
      SourceFile(path: "API.swift", text: "enum Mastodon { enum API {}; enum Entity {} }\nextension Mastodon.API { enum Account { case lookup } }"),
      SourceFile(path: "Entity.swift", text: "extension Mastodon.Entity { public final class Account: Hashable, Sendable {} }"),
    ])
    let equatability = Equatability(index: index)
    let classReason = "'Account' is a class: State would share a reference to it rather than hold a value"
    #expect(equatability.reasonItIsNot("[Mastodon.Entity.Account]") == classReason)
    #expect(equatability.reasonItIsNot("Entity.Account?") == classReason)
    #expect(equatability.reasonItIsNot("Mastodon.API.Account") == nil)
    #expect(equatability.reasonItIsNot("API.Account") == nil)
    // Unqualified, the name means the first type declared with it, as before.
    #expect(equatability.reasonItIsNot("Account") == nil)
    #expect(Sendability(index: index).isSendable("Mastodon.Entity.Account"))
    #expect(!Sendability(index: index).isSendable("Mastodon.API.Account"))
  }

  /// A type inside a `public extension` is public without saying so, and a public value type is
  /// never implicitly Sendable; one inside an internal extension is.
  @Test func aTypeInAPublicExtensionIsPublic() {
    let index = SourceIndex([SourceFile(path: "Events.swift", text: """
      public enum Events {}
      public extension Events { struct SignedOut {} }
      public extension Events.SignedOut { enum Source: String { case banner } }
      extension Events { enum Local { case one } }
      """)])
    #expect(Sendability(index: index).reasonItIsNot("Events.SignedOut.Source") == "'Source' is public and does not declare Sendable")
    #expect(Sendability(index: index).reasonItIsNot("Events.Local") == nil)
  }

  @Test func sendableIsWhatTheSourcesOrTheStandardLibrarySay() {
    let sendability = Sendability(index: Self.sources)
    #expect(sendability.isSendable("[String: Int]?"))
    #expect(sendability.isSendable("Note"))
    #expect(sendability.isSendable("Result<UUID, Error>"))
    #expect(!sendability.isSendable("Draft"))
    #expect(!sendability.isSendable("UnknownType"))
    #expect(!sendability.isSendable("(Int) -> Void"))
    #expect(sendability.isSendable("@Sendable (Int) -> Void"))
    // A framework's protocol as a value is not Sendable unless it refines Sendable, as Error does.
    #expect(sendability.reasonItIsNot("any View") == "'any View' is not Sendable")
    #expect(sendability.reasonItIsNot("[any Error]") == nil)
  }

  @Test func zeroValuesAreTheObviousNothing() {
    #expect(ZeroValue.of("Int") == "0")
    #expect(ZeroValue.of("String") == "\"\"")
    #expect(ZeroValue.of("[Note]") == "[]")
    #expect(ZeroValue.of("[String: Int]") == "[:]")
    #expect(ZeroValue.of("Note?") == "nil")
    #expect(ZeroValue.of("UUID") == "UUID(0)")
    #expect(ZeroValue.of("Note") == nil)
  }

  @Test func samplesDifferFromTheInitialValue() {
    #expect(SampleValue.of("Int", for: "count", differingFrom: "1") == "2")
    #expect(SampleValue.of("Int", for: "count", differingFrom: nil) == "1")
    #expect(SampleValue.of("Bool", for: "isOn", differingFrom: "true") == "false")
    #expect(SampleValue.of("String", for: "title", differingFrom: nil) == "\"Sample title\"")
    #expect(SampleValue.of("String", for: "title", differingFrom: "\"Sample title\"") == "\"Another title\"")
    // Written with Foundation alone, so that a macOS or Linux test target builds them too.
    #expect(SampleValue.of("IndexPath", for: "indexPath", differingFrom: nil) == "IndexPath(indexes: [0, 1])")
    #expect(SampleValue.of("IndexPath", for: "indexPath", differingFrom: "IndexPath(indexes: [0, 1])") == "IndexPath(indexes: [0, 2])")
    #expect(SampleValue.of("Data", for: "payload", differingFrom: nil) == "Data([1, 2, 3])")
    #expect(SampleValue.of("Double", for: "rate", differingFrom: "1.5") == "2.5")
    #expect(SampleValue.of("CGPoint", for: "location", differingFrom: nil) == "CGPoint(x: 1, y: 2)")
    #expect(SampleValue.of("CGSize", for: "size", differingFrom: "CGSize(width: 1, height: 2)") == "CGSize(width: 3, height: 4)")
    #expect(SampleValue.of("CGRect", for: "frame", differingFrom: nil) == "CGRect(x: 1, y: 2, width: 3, height: 4)")
    let cases = ["Step": ["cart", "address"]]
    #expect(SampleValue.of("Step", for: "step", differingFrom: ".cart", enumCases: cases) == ".address")
    #expect(SampleValue.of("Step", for: "step", differingFrom: "Step.address", enumCases: cases) == ".cart")
    #expect(SampleValue.of("Note", for: "note", differingFrom: nil) == nil)
  }

  @Test func theNamesATypeIsMadeOf() {
    let text = TypeText("[Outer.Step: any Sendable & Codable]?")
    #expect(text.mentionedNames == ["Outer", "Step", "Codable"])
    #expect(text.leafNames == ["Step", "Codable"])
    #expect(text.leafPaths == ["Outer.Step", "Codable"])
    #expect(TypeText("Result<A.B.C, Error>").leafPaths == ["Result", "A.B.C", "Error"])
    #expect(TypeText("Set<AnyCancellable>()").leadingTypeNames == ["Set", "AnyCancellable"])
  }

  /// What a case may store: no `@escaping`, which marks parameters, and `any` for `some`,
  /// which only a function's signature may pick.
  @Test(arguments: [
    ("@escaping (Bool) -> Void", "(Bool) -> Void", false),
    ("(String, @escaping(Bool) -> Void) -> Void", "(String, (Bool) -> Void) -> Void", false),
    ("some Error", "any Error", true),
    ("[some Collection]", "[any Collection]", true),
    ("@MainActor @escaping () -> Void", "@MainActor () -> Void", false),
    ("Handsome", "Handsome", false),
    ("Kind.some", "Kind.some", false),
  ])
  func storedForms(_ type: String, _ stored: String, _ isOpaque: Bool) {
    #expect(TypeText(type).storedForm == stored)
    #expect(TypeText(type).isOpaque == isOpaque)
  }

  @Test func closureTypesReadApart() throws {
    let closure = try #require(ClosureType("((UIViewController, _ animated: Bool) -> Void)?"))
    #expect(closure.parameters == [
      Value(label: nil, name: "uiViewController", type: "UIViewController"), Value(label: "animated", name: "animated", type: "Bool"),
    ])
    #expect(closure.signature == ClosureSignature(parameterTypes: ["UIViewController", "Bool"]))
    let effectful = try #require(ClosureType("(@MainActor (Note, Note) async throws -> Bool)?"))
    #expect(effectful.parameters.map(\.name) == ["value0", "value1"])
    #expect(effectful.signature == ClosureSignature(parameterTypes: ["Note", "Note"], isAsync: true, isThrowing: true, returnType: "Bool"))
    #expect(ClosureType("[Note]") == nil)
    // Parentheses around the type are read; parentheses around parentheses, far past what a
    // person writes, are not, and end at once.
    let wrap = { (count: Int) in String(repeating: "(", count: count) + "(Note) -> Void" + String(repeating: ")", count: count) }
    #expect(ClosureType(wrap(1))?.parameters.map(\.type) == ["Note"])
    #expect(ClosureType(wrap(50_000)) == nil)
    #expect(ClosureType.variableName(forType: "URL") == "url")
  }
}
