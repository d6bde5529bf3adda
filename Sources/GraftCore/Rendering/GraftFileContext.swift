import Mustache

/// What the `Graft.swift` template reads: the feature model with every line that needs Swift
/// knowledge (a declaration, a parameter list, a call) already written, so that the template
/// only lays lines out. Templates read it by reflection (`MustacheObject`).
struct GraftFileContext: MustacheObject {
  var feature: String
  /// `public ` or `package ` before each declaration, or nothing.
  var access: String
  /// A public or package type needs the initializers Swift would otherwise write as internal.
  var explicitInit: Bool
  var viewModel: String
  var screen: String
  var imports: [String]
  var state: [Field]
  var seedValues: [Named]
  var seedParameters: String
  var hasSeedValues: Bool
  var actionConformances: String
  var isBindable: Bool
  var viewActions: [Line]
  var hasViewActions: Bool
  var responses: [Line]
  var delegateCases: [Line]
  var hasDelegateCases: Bool
  var dependencies: [Client]
  var hasDependencies: Bool
  var bridge: Bridge?
  var seed: Seed?

  struct Field: MustacheObject {
    /// The property's name, for templates that list the fields.
    var name: String
    var note: String?
    /// The declaration, or its `#if` branches with their directives.
    var lines: [Line]
  }

  struct Named: MustacheObject {
    var name: String
    var type: String
  }

  struct Line: MustacheObject {
    var line: String
  }

  struct Client: MustacheObject {
    var name: String
    var protocolName: String
    var key: String
    var endpoints: [EndpointLines]
  }

  struct EndpointLines: MustacheObject {
    var declaration: String
    var liveClosure: String
    var isLast: Bool
  }

  /// The bridge a legacy parent uses to present the feature.
  struct Bridge: MustacheObject {
    /// `text: String`, `notes: any NotesService`, `onSave: @escaping @MainActor (Note) -> Void`.
    var storeParameters: [Line]
    /// The same, with defaults for the closures, for the SwiftUI view and hosting factory.
    var viewParameters: [Line]
    /// `text: text, notes: notes, onSave: onSave, onCancel: onCancel`.
    var forwardedArguments: String
    /// Whether the bridge takes anything: without, its signatures stay on one line.
    var hasParameters: Bool
    var initialState: String
    /// `return ` when lines come before the store, nothing when it is the only expression.
    var storeKeyword: String
    var liveClients: [Line]
    var dependencyAssignments: [Line]
    var hasDelegateRouting: Bool
    /// Closure outcomes: `await onSave(note)` from an async effect.
    var closureRouting: [Line]
    /// A delegate protocol: held weakly, as the view model did, and called on the main actor.
    var weakDelegates: [Line]
    var protocolRouting: [Line]
    var usesProtocolRouting: Bool
    var swiftUI: Bool
    var uiKit: Bool
    /// Whether its `#if` blocks import their framework: not when the file already has.
    var importsSwiftUI = true
    var importsUIKit = true
  }

  /// The reverse bridge: a TCA parent presents the legacy screen from a seed value.
  struct Seed: MustacheObject {
    var fields: [Line]
    var outcomeCases: [Line]
    var parameters: [Parameter]
    var viewModelArguments: String
    var outcomeAssignments: [Line]
    /// `@StateObject private var viewModel: …` or `@State …` for an `@Observable` one.
    var wrapper: String
    var wrapperInitializer: String
    var legacyScreenBody: String
    /// `legacyController=`: the UIKit controller a representable hosts instead of a view.
    var legacyController: String?
    var storedServices: [Line]
    /// `self.notes = notes`, for a representable's explicit initializer.
    var serviceAssignments: [Line]
    /// `.seeded(seed, notes: notes, onOutcome: onOutcome)`.
    var seededCall: String
    var example: String
    var importsSwiftUI = true
    var importsUIKit = true
  }

  struct Parameter: MustacheObject {
    var line: String
    var isService: Bool
  }
}
