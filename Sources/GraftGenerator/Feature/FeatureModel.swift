import GraftSupport
import SwiftDeclarationParser

/// The TCA side of one view model, as data: every name, type and case the feature has, and
/// nothing yet of how Swift writes them (that is the translation stage's work).
public struct FeatureModel: Sendable {
  /// `EditNoteFeature`.
  public var name: String
  /// `EditNoteViewModel`, or `Search.ViewModel` for one nested in a type: the name code uses.
  public var viewModelName: String
  /// `EditNote`: the prefix of the bridge, seed and outcome types.
  public var screenName: String
  /// The view model's file name, for the generated header.
  public var sourceFileName: String
  /// Imports the generated code needs: the view model's, without Combine, UIKit and SwiftUI
  /// (which go inside their `#if` blocks), plus ComposableArchitecture, sorted; an import the
  /// view model's file makes under `#if` keeps its condition.
  public var imports: [Import]
  /// The `#if` conditions the view model is declared under, combined: everything generated from
  /// it is under them too. Nil when it is unconditional.
  public var condition: String? = nil
  public var observation: ViewModel.Observation
  public var options: FeatureOptions
  public var state: [StateField]
  /// The view model's init parameters that State starts from: what `State.init` takes, the
  /// bridge's values and a seed's fields.
  public var seedValues: [Value]
  /// Seed values State.init takes in place of the object the legacy initializer read them off
  /// (`isCaller` for `contentViewModel.isCaller`), by name: the bridge takes the object and reads
  /// them, and the reverse bridge's seed does not hold them, since the legacy screen is handed the
  /// object itself.
  public var objectReads: [String: ObjectRead] = [:]
  /// Fields without a value of their own that the view model's initializer sets in a way Graft
  /// does not port: `State.init` takes them too (after the seed values), and so does the bridge.
  public var requiredFields: [Value] = []
  /// The parameter each of those fields comes in as: its own name, or `initialMinQuantity` where
  /// a seed value is named `minQuantity`.
  var requiredFieldParameters: [String: String] = [:]
  /// `State.init`'s body: the initializer's statements that set State, ported.
  public var stateInitializer: [String] = []
  /// Fields the view model's initializer sets from what State.init cannot compute, with how
  /// (`from 'permission.get()', which State does not hold`): State starts them at their default.
  var fieldsSetByInitializer: [String: String] = [:]
  /// The view actions the view model's initializer runs once it has set State (`fetchData()`),
  /// in its order: the bridge sends them to the store it makes, and the port takes what they
  /// set as set by actions.
  public var startActions: [String] = []
  /// Whether `State.init` runs on the main actor, as the view model's initializer did: it reads
  /// a value of a main-actor type through one of its parameters.
  public var stateInitializerIsMainActor = false

  /// Why every test of the feature is left to the team, when one is: a value `State.init` takes
  /// whose type Graft cannot make.
  public var missingTestSeed: String? {
    stateInitializerValues.first { testSeedValues[$0.name] == nil }.map { "Give State.init a \($0.type) for '\($0.name)', then enable this test." }
  }

  /// What a field holds once `State.init` has run, when its statements set it.
  public enum InitializedValue: Equatable, Sendable {
    /// Set once, unconditionally, to this value: `isLoading = true`.
    case value(String)
    /// Set under a condition, more than once, or from something computed.
    case unknown
  }

  /// What `State.init` leaves in each field it sets, by name; a field it does not set keeps its
  /// default. Tests start from it: a binding test that sends the default back asserts nothing.
  public var initializedValues: [String: InitializedValue] = [:]

  /// What `State.init` leaves in `field`, or nil when it does not set it.
  public func initializedValue(of field: String) -> InitializedValue? { initializedValues[field] }

  /// The State.init parameter a field starts from: the one it comes in as, or a seed value of its name.
  func startParameter(of field: StateField) -> String? {
    requiredFieldParameters[field.name] ?? (stateInitializerValues.contains { $0.name == field.name } ? field.name : nil)
  }

  /// What a field holds when a test starts, as Swift: the test's value of a seed, what
  /// `State.init` sets it to, its default, `nil` for an optional; nil when Graft cannot tell.
  public func testStartValue(of field: StateField) -> String? {
    if let parameter = startParameter(of: field) { return testSeedValues[parameter] }
    switch initializedValues[field.name] {
    case let .value(value)?: return value
    case .unknown?: return nil
    case nil: return field.defaultValue ?? (field.type?.hasSuffix("?") == true ? "nil" : nil)
    }
  }

  /// What `State.init` takes: the seed values, then the fields it must be given.
  public var stateInitializerValues: [Value] { seedValues + requiredFields }
  public var viewActions: [ActionCase]
  /// `saveResponse(Result<Note, any Error>)` for a throwing or value-returning method.
  public var responses: [ResponseCase]
  public var delegateCases: [ActionCase]
  public var dependencies: [DependencyClient]
  /// Services whose declarations the sources do not hold: reached as they are.
  public var legacyServices: [LegacyService] = []
  /// The view model's service properties in its order, clients and legacy services alike.
  public var serviceProperties: [String] = []
  /// Services nobody hands in that the ported bodies call (singletons, objects the view model
  /// makes), each through a client like a service's.
  public var reachedServices: [ReachedService] = []
  /// The view model's loggers the reducer can hold as it did (`private let log = …`); the
  /// reducer declares those a ported body logs through.
  public var heldLoggers: [HeldLogger] = []
  /// The view model's init arguments in order, for building it from a seed.
  public var initializerArguments: [InitializerArgument]
  /// The view model's closure properties that report outcomes (`onSave`), which `seeded(...)`
  /// connects; an outcome annotated on a method has no such property.
  public var closureProperties: Set<String> = []
  /// The view model's stored members State does not hold, by name, with why (`'Config' is a
  /// class, a reference rather than a value`): a body that reads one is not ported, and says so.
  public var notInState: [String: String] = [:]
  /// The `Equatable` conformances the feature's file writes for types of the view model's file
  /// that State holds, by type name.
  var equatableConformances: [EquatableConformance] = []
  /// The view model's computed properties and queries State carries as its own members, in the
  /// view model's order (`DerivedValue`).
  var derivedValues: [DerivedValue] = []
  /// Why each of the others is not, by name, for `graft inspect`.
  var derivedRefusals: [String: String] = [:]
  /// Stored tasks (`var searchTask: Task<Void, Never>?`), in declaration order: each is a
  /// cancellation id of the reducer's effects, where a ported body starts or cancels it.
  public var storedTasks: [String] = []
  /// Stored subscriptions (`var scoresCancellable: AnyCancellable?`), in declaration order: each
  /// is a cancellation id of the effect a ported body subscribes with.
  public var storedSubscriptions: [String] = []
  /// The requirements of the weak delegate's protocol as Swift declares them, in the order of
  /// their delegate cases, for what forwards them; empty when one cannot be forwarded (it
  /// returns a value, throws or waits).
  public var delegateRequirementSignatures: [RequirementSignature] = []
  /// The cases of the value-less enums among the feature's types, by the type as the feature
  /// writes it: `CheckoutViewModel.Step` → `cart`, `address`, `payment`.
  public var enumCases: [String: [String]] = [:]
  /// What a test gives `State.init` for each value it takes, by name: a zero value, or one
  /// built from the type's declaration (`Config(id: UUID(0), title: "")`). A value missing here
  /// is one Graft cannot make, and leaves the feature's tests to the team.
  public var testSeedValues: [String: String] = [:]
  /// Whether the sources declare a type of the feature's name: the team's reducer, wherever the
  /// team keeps it. Graft then writes no other.
  public var isDeclaredInSources = false
  /// TCA's names the sources declare too (an app's own `Store`): the generated files write
  /// them with their module.
  public var shadowedLibraryNames: Set<String> = []
  /// Names of libraries the feature's files import that a module TCA re-exports declares too
  /// (RxSwift's `Observable`), with the module they are written with; not where the app declares
  /// a type of that name, which the bare name means.
  public var libraryAmbiguities: [String: String] = [:]
  /// Whether the sources declare a top-level type or a type alias named `State` (`protocol State`
  /// of the app's own), which outside the feature would take the place of SwiftUI's `@State`.
  public var declaresTypeNamedState = false
  /// Whether the sources declare the feature's view, `EditNoteFeatureView`.
  public var viewIsDeclaredInSources = false
  /// Whether `Action.Delegate` declares `Sendable`: a public feature's delegate actions cross
  /// into effects, and a public type is never implicitly `Sendable`.
  public var delegateIsSendable = false

  /// Whether the view may write any field, so `Action` is `BindableAction`.
  public var isBindable: Bool { state.contains(where: \.isBindable) }

  /// A service the legacy parent hands the feature, and what stands for it in the feature.
  public struct Service: Sendable, Equatable {
    /// The view model's property.
    public var property: String
    /// The type the bridge takes it as.
    public var type: String
    /// The dependency key the feature reaches it through.
    public var key: String
    /// The client of closures that mirrors it; nil for a service held as it is.
    public var client: String?
  }

  /// Every service the legacy parent hands the feature, in the view model's order.
  public var services: [Service] {
    serviceProperties.compactMap { property in
      if let client = dependencies.first(where: { $0.propertyName == property }) {
        return Service(property: property, type: client.serviceType, key: client.key, client: client.name)
      }
      return legacyServices.first { $0.propertyName == property }.map {
        Service(property: property, type: $0.typeName, key: $0.key, client: nil)
      }
    }
  }
}

/// A protocol requirement's declaration, for a type that conforms to it: `checkout(_ viewModel:
/// CheckoutViewModel, didFinish orderID: String)`, and the names its body uses.
public struct RequirementSignature: Sendable, Equatable {
  public var text: String
  public var parameterNames: [String]
}

/// A field of `State`.
public struct StateField: Sendable, Equatable {
  public var name: String
  /// The type as the view model wrote it, or as inferred; nil when neither is known.
  public var type: String?
  /// Whether the field is written with its type (`var text: String`) or, as in the view model,
  /// without (`var isSaving = false`).
  public var writesType: Bool
  public var defaultValue: String?
  public var isBindable: Bool
  /// `@AppStorage("k")` in the view model: the key's expression, `"k"`.
  public var appStorageKey: String?
  /// A doc comment explaining a change from the view model (an `Error` kept as its message).
  public var note: String?
  /// Whether the view model held it in a subject (`CurrentValueSubject`, `BehaviorRelay`), whose
  /// `send(_:)` and `value` are State's assignment and read.
  public var isSubjectValue = false
  /// When the view model declares the property under `#if`: each branch, in order.
  public var branches: [Branch] = []
  /// Why State does not keep the view model's default value (it reads another property, it
  /// reaches the main actor), which `State.init` then takes.
  var defaultLeftOut: String?

  /// Whether `State.init` must set it: no default, and not an optional (which starts at nil).
  public var needsInitialValue: Bool {
    guard defaultValue == nil, let type = type?.trimmed() else { return false }
    return !(type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<"))
  }

  /// One `#if` branch of a conditional property: its clause and what it declares.
  public struct Branch: Sendable, Equatable {
    public var clause: ConditionalClause
    public var type: String?
    public var defaultValue: String?
  }
}

/// Which clause of an `#if … #endif` block a declaration is in, with its condition as written.
public enum ConditionalClause: Sendable, Equatable {
  case `if`(String)
  case elseif(String)
  case `else`
}

/// A value read off an object the legacy initializer is handed: `contentViewModel.isCaller`.
public struct ObjectRead: Sendable, Equatable {
  /// The initializer's parameter that hands the object in.
  public var object: Value
  /// The read, as the initializer wrote it.
  public var expression: String
}

/// A value with a name and a type: a seed value, a case's payload element, an endpoint's
/// parameter.
public struct Value: Sendable, Equatable {
  /// The label at the call or case site, nil for none.
  public var label: String?
  /// The name inside a closure or body.
  public var name: String
  public var type: String
  /// The default of the parameter it comes from, where a call that leaves it out can say the
  /// same in the case's payload: a literal (`false`, `0`, `nil`) or an implicit member
  /// (`.standard`). A coordinator's `finish(animated: Bool = false)` called as `finish()`.
  public var defaultValue: String? = nil
}

/// A case of `Action.View` or `Action.Delegate`.
public struct ActionCase: Sendable, Equatable {
  public var name: String
  public var payload: [Value]
  /// What it came from, for people: `saveTapped()`, `onSave`, `CheckoutDelegate.checkoutDidCancel()`.
  public var origin: String
  /// A view action's method name: `save` of `save(_:to:)`.
  var methodName: String {
    // No method of the view model is the stream's: its origin names none.
    if case .stream = source { return origin }
    return String(origin.prefix { $0 != "(" })
  }

  /// The origin of a stream's action: `transform(_:) on input.loginTapped`.
  static func origin(ofStream stream: String, readBy selector: String) -> String { selector + " on " + stream }

  /// For the action of a stream the method `selector` is handed: the stream as it reads it
  /// (`input.loginTapped`); nil for any other action.
  func stream(readBy selector: String) -> String? {
    let prefix = Self.origin(ofStream: "", readBy: selector)
    guard case .stream = source, origin.hasPrefix(prefix) else { return nil }
    return String(origin.dropFirst(prefix.count))
  }
  public var source: CaseSource = .method
  /// For a view action: the method's body as written, without braces, dedented.
  public var body: String? = nil
  /// The `#if` conditions the member is declared under, beyond the view model's own: everything
  /// generated from it is under them too. Nil when it is unconditional.
  public var condition: String? = nil
  /// For a view action: its body carried into the reducer, when Graft can keep its behaviour.
  public var ported: PortedBody? = nil
  /// Why its body was not ported: the first statement Graft cannot carry over, and why.
  public var portRefusal: String? = nil
  /// For a view action: a private helper the initializer ran, which only what starts the
  /// feature sends (the bridge); no control of the view does.
  public var isStartOnly = false

  /// Where a case comes from, which decides how a bridge routes it.
  public enum CaseSource: Sendable, Equatable {
    case method
    /// A closure property such as `onSave`, and its signature without attributes or
    /// optionality.
    case closure(property: String, signature: ClosureSignature)
    /// A method of a weakly held delegate: a requirement of its protocol, or a method of its
    /// class that the view model calls (a coordinator's `showDetail(_:)`); and whether it hands
    /// the delegate the view model itself first (`checkout(_:didFinish:)`), which the feature's
    /// case leaves out and a TCA bridge cannot pass.
    case delegateMethod(property: String, type: DelegateType, method: String, takesSender: Bool)
    /// A subject the view model sends its outcomes into (`finishSubject.send()`), which the
    /// legacy parent subscribes to; a TCA bridge reports it through a closure of its own.
    case subject(property: String)
    /// A stream of the input `transform(_:)` is handed (`input.loginTapped`), which the view
    /// sends as an action instead (`TransformInput`).
    case stream(field: String)
  }
}

/// The type of a weakly held delegate: a protocol of the sources, or a class of theirs, such as
/// a coordinator, whose methods the view model calls.
public struct DelegateType: Sendable, Equatable {
  public var name: String
  public var isProtocol: Bool
  /// A struct of closures the parent fills (`LoginActions(showHome: showHome)`), held as a
  /// value rather than weakly: each closure it calls is a case.
  public var closureStruct: ClosureStruct? = nil
  /// A navigator the view model resolves each time it reads it (`var coordinator: C {
  /// dependencies.resolve() }`), which whoever makes the feature resolves once and the bridge
  /// holds, as the container did: each of its methods the view model calls is a case.
  public var isResolved = false

  /// Held by the bridge as it is rather than weakly: a struct of closures, a resolved navigator.
  var isHeld: Bool { closureStruct != nil || isResolved }

  public struct ClosureStruct: Sendable, Equatable {
    /// Its type as the feature's files write it (`LoginActions?`).
    public var writtenType: String
    /// The closures declared optional, called with `?()`.
    public var optionalClosures: Set<String>
  }

  /// How a parameter that takes it is written: `any CheckoutDelegate`, `MainCoordinator`.
  public var parameterType: String { isProtocol ? "any " + name : name }
  /// The same, optional: `(any CheckoutDelegate)?`, `MainCoordinator?`.
  public var optionalType: String { isProtocol ? "(any \(name))?" : name + "?" }
}

/// A closure's shape: `(Note) async -> Void`.
public struct ClosureSignature: Sendable, Equatable {
  public var parameterTypes: [String]
  public var isAsync: Bool
  public var isThrowing: Bool
  public var returnType: String

  public init(parameterTypes: [String], isAsync: Bool = false, isThrowing: Bool = false, returnType: String = "Void") {
    self.parameterTypes = parameterTypes
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.returnType = returnType
  }
}

/// The case that carries what a throwing or value-returning method produced.
public struct ResponseCase: Sendable, Equatable {
  /// `saveResponse`.
  public var name: String

  /// The name of an action's response: `saveTappedResponse` for `saveTapped`.
  static func name(answering action: String) -> String {
    SwiftIdentifier.unquoted(action) + "Response"
  }
  /// The method it answers, for people: `save()`.
  public var origin: String
  public var result: Result

  public enum Result: Sendable, Equatable {
    /// A throwing method: success of this type, or an error.
    case throwing(success: String)
    /// A method that returns without throwing.
    case value(String)
  }
}

/// An argument of the view model's initializer: a seed value, a service, or another value.
public struct InitializerArgument: Sendable, Equatable {
  public var label: String?
  public var name: String
  public var type: String
  public var isService: Bool
  /// Whether the initializer gives it a default (`cart: CartManager = .shared`), so that a
  /// call may leave it out.
  public var hasDefault = false
}

/// A `@DependencyClient` standing for a legacy service (the legacy world stays its owner).
public struct DependencyClient: Sendable, Equatable {
  /// `NotesClient`.
  public var name: String
  /// `NotesService`: the protocol (or class) `live(_:)` wraps.
  public var protocolName: String
  /// Whether the service is a protocol, taken as `any NotesService`, rather than a class.
  public var isProtocol = true

  /// Whether the client forwards to the type's static methods (`Analytics.track(…)`), and
  /// `live(_:)` takes the type itself.
  public var forwardsToType = false
  /// Whether the service is `Sendable` (an actor, a type that conforms): the live client's
  /// closures capture it as it is, with no `UncheckedSendable` box.
  public var isServiceSendable = false

  /// The type the bridge and `live(_:)` take the legacy service as.
  public var serviceType: String { isProtocol ? "any \(protocolName)" : forwardsToType ? protocolName + ".Type" : protocolName }
  /// `notesClient`: the `DependencyValues` key.
  public var key: String
  /// `notes`: the view model's property, kept as the reducer's `@Dependency` name so that
  /// quoted bodies port almost verbatim.
  public var propertyName: String
  public var endpoints: [Endpoint]
  /// Where the view model declares the service (its file, the class's or an extension's), for
  /// what Graft says about the client once.
  public var declarationPath = ""
  public var declarationLocation = SourceLocation(line: 1, column: 1)
  /// The libraries its endpoints' types come from that the view model never imported
  /// (`Observable` for `Observable<Team>`): whichever file declares the client imports them.
  public var libraryImports: [String] = []

  /// The types its endpoints write, as written (`[Item]`, `Observable<Team>`, `Void`), and the
  /// RxSwift traits their live closures subscribe to (`Single`), whose module they need.
  var endpointTypes: [String] {
    endpoints.flatMap { endpoint in
      let subscribed: [String] = if case let .rx(trait) = endpoint.awaited { [trait.kind.rawValue] } else { [] }
      return endpoint.parameters.map(\.type) + [endpoint.returnType] + subscribed
    }
  }
  /// The names those types are made of: `Item`, `Observable`, `Team`.
  var namedTypes: [String] { endpointTypes.flatMap { TypeText($0).leafNames } }
}

/// A service nobody hands the view model that a ported body calls: a singleton of the app
/// (`Analytics.shared.track(…)`) or an object the view model makes (`let client = JoinClient()`).
/// The client stands for it, made live by the bridge the way the view model reached it.
public struct ReachedService: Sendable, Equatable {
  /// `Analytics.shared`, `HudHelper.instance()`, `JoinClient()`: how the view model reaches it.
  public var reach: String
  /// `AnalyticsClient`.
  public var client: String
  /// `analyticsClient`: the `DependencyValues` key.
  public var key: String
  /// `analytics`: the reducer's `@Dependency` name.
  public var property: String
}

/// A logger of the view model's that the reducer holds under the same name, made the same way.
public struct HeldLogger: Sendable, Equatable {
  /// `log`.
  public var name: String
  /// `private let log = NordicLog(category: "Blinky")`: the reducer's property.
  public var declaration: String
}

/// A service whose type the sources do not declare (another module's, or a file not given):
/// the feature reaches the legacy service itself, through a dependency that holds it as it is,
/// until its protocol is visible and a client of closures can mirror it.
public struct LegacyService: Sendable, Equatable {
  /// `DataManager`, as the view model writes it, without optionality.
  public var typeName: String
  /// `dataManager`: the `DependencyValues` key.
  public var key: String
  /// `DataManagerKey`: the `TestDependencyKey` behind it.
  public var keyType: String
  /// `dataManager`: the view model's property, kept as the reducer's `@Dependency` name.
  public var propertyName: String
  /// The methods the view model calls on it: the endpoints of a client, once one can be made.
  public var calls: [String]
  /// Why no client mirrors a service the sources declare (its class is generic); nil when they
  /// do not declare it.
  public var whyAsItIs: String? = nil
}

/// One requirement of a service protocol, as a closure of its client.
public struct Endpoint: Sendable, Equatable {
  /// The closure's name: the method's, or with its labels when the service overloads it.
  public var name: String
  /// The service's method it forwards to, or the property it reads (`isProperty`).
  public var method: String
  public var parameters: [Value]
  public var isAsync: Bool
  public var isThrowing: Bool
  /// `Void` when the requirement returns nothing.
  public var returnType: String
  /// Whether its live closure hops to the main actor to call the service: the service, or the
  /// method, is isolated there. The endpoint is then `async`, even for a synchronous method.
  public var isMainActor = false
  /// Whether the service's method itself is `async`: its call is awaited, on any actor.
  public var methodIsAsync: Bool
  /// Whether the legacy view model could only call it on the main thread (a synchronous method
  /// of a service that is not `Sendable`): the endpoint stays synchronous, the reducer calls it
  /// where it stands, and an effect that calls it runs on the main actor.
  public var needsMainActor = false
  /// What an unimplemented endpoint that neither throws nor returns `Void` gives back, when
  /// Graft knows a value of its type; see `needsPlaceholder`.
  public var placeholder: String? = nil
  /// Whether it reads a property of the service (`accessLevel: () -> AccessLevel`) rather than
  /// calling a method.
  public var isProperty = false
  /// How the service's method reports other than by returning, which the endpoint waits for
  /// instead (`load(id:completion:)`, `fetch(id:) -> Single<Item>` → `async throws -> Item`);
  /// its live closure resumes a continuation.
  var awaited: AwaitedReport? = nil

  /// The completion the service's method reports through, when that is how.
  var completion: CompletionHandler? {
    if case let .completion(completion) = awaited { completion } else { nil }
  }

  /// `@DependencyClient` can fail an unimplemented endpoint only by throwing; one that cannot
  /// throw and must return a value needs a placeholder, or stops the program.
  public var needsPlaceholder: Bool { !isThrowing && !["Void", "()"].contains(returnType) }
}
