/// What the `Graft.swift` template reads for one feature: its declarations as values, and the
/// few statements the translation stage writes. `GraftFileTranslation` builds it.
struct GraftFileContext: Encodable {
  var feature: String
  /// `public `, `package ` or nothing, before each declaration a parent uses.
  var access: String
  /// `nonisolated ` in a module isolated to the main actor by default (`TargetBuildSettings`).
  var nonisolated: String
  /// In such a module, State and Action declare the conformances TCA's macros would add in
  /// extensions, which the default isolation would put on the main actor.
  var declaresMacroConformances: Bool
  /// A public or package type needs the initializers Swift would otherwise write as internal.
  var explicitInit: Bool
  /// A public or package type is never implicitly `Sendable`: what crosses into effects says so.
  var declaresSendable: Bool
  var delegateIsSendable: Bool
  var viewModel: String
  var screen: String
  /// The `#if` conditions of the view model: this feature's part is under them too.
  var condition: String?
  /// Graft declares the feature itself, an empty reducer, until the team's reducer exists: the
  /// package builds right after annotating.
  var placeholderReducer: Bool
  var state: [Field]
  var stateInitializer: StateInitializer?
  /// The view model's computed properties and queries, State's own: `var canSave: Bool { … }`.
  var derivedValues: [DerivedMember]
  var isBindable: Bool
  var viewActions: [CaseDeclaration]
  var hasViewActions: Bool
  var responses: [CaseDeclaration]
  var delegateCases: [CaseDeclaration]
  var hasDelegateCases: Bool
  var dependencies: [Client]
  /// Services whose declarations Graft cannot see, held as they are.
  var legacyServices: [LegacyService]
  /// Whether the bridge sets any dependency.
  var hasDependencies: Bool
  var bridge: Bridge?
  var seed: Seed?
  /// `extension ListViewModel.LoadState: Equatable`, for a type of the view model's file that
  /// State holds and that does not say `Equatable`.
  var equatableConformances: [Conformance]

  struct Conformance: Encodable {
    var typeName: String
    var access: String
    /// The body of its `==`, one line each.
    var body: [String]
    /// A generic type's `where` clause: `T: Equatable`.
    var condition: String?
  }

  /// A State field: its declaration, or the declarations of its `#if` branches.
  struct Field: Encodable {
    var name: String
    var note: String?
    var declaration: PropertyDeclaration?
    var branches: [Branch]
    var hasBranches: Bool

    struct Branch: Encodable {
      /// `#if DEBUG`, `#elseif os(iOS)`, `#else`.
      var directive: String
      var declaration: PropertyDeclaration
    }
  }

  /// `init(text: String)`, assigning each parameter to its field.
  struct StateInitializer: Encodable {
    var parameters: [ParameterDeclaration]
    /// `@MainActor`, as the view model's initializer ran.
    var isMainActor: Bool
    /// The view model's initializer's statements that set State, one line each.
    var body: [String]
  }

  /// A value State derives, as the view model derived it (`DerivedValue`).
  struct DerivedMember: Encodable {
    /// `var canSave: Bool`, `public func title(for id: Int) -> String`.
    var head: String
    /// Its statements, one line each, indented in two-space steps.
    var body: [String]
    /// `EditNoteViewModel.canSave`, which it is copied from.
    var source: String
  }

  /// A `@DependencyClient` and what goes with it.
  struct Client: Encodable {
    var name: String
    var protocolName: String
    /// `any NotesService`, or a class's name.
    var serviceType: String
    /// Whether `live(_:)` boxes the service for its `@Sendable` closures; a type whose static
    /// methods it forwards to (`Analytics.Type`) is Sendable as it is.
    var boxesService: Bool
    var key: String
    var endpoints: [Endpoint]

    struct Endpoint: Encodable, ListItem {
      var name: String
      /// For the closure's type (`_ text: String`), its parameter names and the call to the
      /// service (`save(text)`, `delete(id: id)`).
      var parameters: [Parameter]
      var hasParameters: Bool
      var isAsync: Bool
      var isThrowing: Bool
      var returnType: String
      /// What `@DependencyClient` calls when a test leaves the endpoint unimplemented.
      var unimplemented: String?
      /// The live closure, `{ text in try await service.value.save(text) }`.
      var forwarding: String
      /// For a service method that reports through a completion or an RxSwift trait, the live
      /// closure's three lines:
      /// `{ id in`, `try await withCheckedThrowingContinuation { continuation in`, and the call
      /// `service.value.load(id: id) { continuation.resume(with: $0) }`. `forwarding` holds them
      /// on one line, for templates that do not use these.
      var waitsForCompletion: CompletionForwarding?
      var isLast = false
    }

    struct CompletionForwarding: Encodable {
      /// The legacy method, `fetch(folder:completion:)`.
      var selector: String
      /// The endpoint's doc comment: what it waits for.
      var summary: String
      var opening: String
      var waiting: String
      var call: String
    }

    struct Parameter: Encodable, ListItem {
      /// The label the call to the service writes, nil for none.
      var label: String?
      var name: String
      var type: String
      var isLast = false
    }
  }

  /// `DataManagerKey` and `\.dataManager`, holding the legacy `DataManager` as it is.
  struct LegacyService: Encodable {
    var typeName: String
    var key: String
    var keyType: String
    /// Why no client mirrors it, said in its doc comment: `its declaration is not in the sources
    /// Graft read`.
    var whyAsItIs: String
  }

  /// The bridge a legacy parent uses to present the feature.
  struct Bridge: Encodable {
    var storeParameters: [ParameterDeclaration]
    /// The same, with defaults for the closures, for the SwiftUI view and hosting factory.
    var viewParameters: [ParameterDeclaration]
    var forwardedArguments: [ArgumentExpression]
    /// Whether the bridge takes anything: without, its signatures stay on one line.
    var hasParameters: Bool
    var initialState: [ArgumentExpression]
    /// Whether statements come before the store, which then needs `return`.
    var returnsStore: Bool
    /// The actions sent to the store once, as the legacy initializer ran them: by the SwiftUI
    /// bridge when it first appears, else by `bridgeStore`, which a UIKit parent calls once.
    var startActions: [String]
    /// The store's local name, where actions are sent to it before it is returned.
    var storeLocal: String
    var startsInStore: Bool
    var startsOnAppear: Bool
    var liveClients: [LiveClient]
    var hasDelegateRouting: Bool
    /// Closure outcomes, routed from an async effect: `case let .save(note): await onSave(note)`.
    var closureRouting: [Route]
    /// Delegate properties, held weakly as the view model held them, through a reference type
    /// of the bridge's own that effects can carry.
    var weakDelegates: [WeakDelegate]
    /// Structs of closures, and navigators the view model resolved, held as it held them (or
    /// as its container did), `UncheckedSendable` so that effects on the main actor can call them.
    /// (The key keeps its first name, which teams' copies of the template use.)
    var heldClosureStructs: [HeldValue]
    /// A delegate protocol's requirements, and any closures beside them, on the main actor.
    var protocolRouting: [Route]
    var usesProtocolRouting: Bool
    var swiftUI: Bool
    var uiKit: Bool
    /// Whether its `#if` blocks import their framework: not when the file already has.
    var importsSwiftUI = true
    var importsUIKit = true
    /// SwiftUI's property wrapper that keeps the store, `SwiftUI.State` where the app declares a
    /// `State` of its own, which the bare name would mean.
    var stateWrapper = "State"

    struct HeldValue: Encodable {
      var property: String
      /// `actionsReference` for `actions`.
      var local: String
    }

    struct WeakDelegate: Encodable {
      var property: String
      /// The delegate's protocol, or its class.
      var protocolName: String
      /// How the reference's value is written: `any CheckoutDelegate`, `MainCoordinator`.
      var valueType: String
      /// `(any CheckoutDelegate)?`, `MainCoordinator?`.
      var optionalValueType: String
      /// `DelegateReference` for `delegate`.
      var referenceType: String
      /// The bridge's name for the reference: the property's, unless `State.init` takes a value
      /// of that name too (the view model's initializer read the delegate), which must not be
      /// shadowed before the state is made: `delegateReference`.
      var local: String
    }

    /// `let notesClient = NotesClient.live(notes)`, then `$0.notesClient = notesClient`.
    struct LiveClient: Encodable {
      var key: String
      var value: String
    }
  }

  /// One `case` of a `switch` over delegate actions: its pattern and what it calls.
  struct Route: Encodable {
    /// The `#if` conditions of the outcome it routes.
    var condition: String? = nil
    var pattern: String
    var call: String
  }

  /// The reverse bridge: a TCA parent presents the legacy screen from a seed value.
  struct Seed: Encodable {
    var fields: [PropertyDeclaration]
    var outcomeCases: [CaseDeclaration]
    var seededParameters: [ParameterDeclaration]
    var viewModelArguments: [ArgumentExpression]
    /// `viewModel.onSave = { onOutcome(.save($0)) }`.
    var outcomeAssignments: [String]
    /// `@StateObject private var viewModel: …`, or `@State` for an `@Observable` one.
    var viewModelProperty: PropertyDeclaration
    /// `@State private var forwarder`, which keeps the weakly held delegate alive.
    var forwarderProperty: PropertyDeclaration?
    /// The legacy screen's initializer, line by line.
    var viewModelInitialization: [String]
    var legacyScreenBody: String
    /// `legacyController=`: the UIKit controller a representable hosts instead of a view.
    var legacyController: String?
    var legacyScreenParameters: [ParameterDeclaration]
    var storedServices: [PropertyDeclaration]
    /// `.seeded(seed, notes: notes, onOutcome: onOutcome)`.
    var seededCall: String
    /// What reports a weak delegate's calls as outcomes, when the view model has one.
    var forwarder: Forwarder?
    /// How a TCA parent presents the legacy screen, as a comment.
    var example: String
    var importsSwiftUI = true
    var importsUIKit = true
    var importsAny = true

    /// `final class CheckoutOutcomeForwarder: CheckoutDelegate`: each requirement reported as an
    /// outcome.
    struct Forwarder: Encodable {
      var name: String
      var protocolName: String
      /// The view model's delegate property.
      var property: String
      var methods: [Method]

      struct Method: Encodable {
        /// `checkout(_ viewModel: CheckoutViewModel, didFinish orderID: String)`, as the protocol writes it.
        var signature: String
        /// `.didFinish(orderID: orderID)`.
        var outcome: String
      }
    }
  }
}
