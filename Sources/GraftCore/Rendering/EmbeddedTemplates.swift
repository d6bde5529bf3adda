// Generated from Templates/*.mustache by `GRAFT_RECORD=1 swift test`. Do not edit: edit the
// templates and re-record.

enum EmbeddedTemplates {
  static let all: [String: String] = [
    "Graft.swift": #"""
{{$stateAndAction}}

// MARK: - State and Action of {{feature}}, mirrored from {{viewModel}}

extension {{feature}} {
  @ObservableState
  {{access}}struct State: Equatable {
    {{#state}}
    {{#note}}
    /// {{note}}
    {{/note}}
    {{#lines}}
    {{line}}
    {{/lines}}
    {{/state}}
    {{#hasSeedValues}}

    {{access}}init({{seedParameters}}) {
      {{#seedValues}}
      self.{{name}} = {{name}}
      {{/seedValues}}
    }
    {{/hasSeedValues}}
  }

  @CasePathable
  {{access}}enum Action: {{actionConformances}} {
    {{#isBindable}}
    case binding(BindingAction<State>)
    {{/isBindable}}
    case view(View)
    {{#responses}}
    case {{line}}
    {{/responses}}
    case delegate(Delegate)

    @CasePathable
    {{#hasViewActions}}
    {{access}}enum View {
      {{#viewActions}}
      case {{line}}
      {{/viewActions}}
    }
    {{/hasViewActions}}
    {{^hasViewActions}}
    {{access}}enum View {}
    {{/hasViewActions}}

    @CasePathable
    {{#hasDelegateCases}}
    {{access}}enum Delegate {
      {{#delegateCases}}
      case {{line}}
      {{/delegateCases}}
    }
    {{/hasDelegateCases}}
    {{^hasDelegateCases}}
    {{access}}enum Delegate {}
    {{/hasDelegateCases}}
  }
}
{{/stateAndAction}}
{{$dependencyClients}}
{{#dependencies}}

// MARK: - {{name}}, the dependency that stands for {{protocolName}}

@DependencyClient
{{access}}struct {{name}} {
  {{#endpoints}}
  {{declaration}}
  {{/endpoints}}
}

extension {{name}}: TestDependencyKey {
  {{access}}static let testValue = {{name}}()
}

extension {{name}} {
  /// Forwards to the legacy service, which stays the owner of its data.
  {{access}}static func live(_ service: any {{protocolName}}) -> Self {
    let service = UncheckedSendable(service)
    return Self(
      {{#endpoints}}
      {{liveClosure}}{{^isLast}},{{/isLast}}
      {{/endpoints}}
    )
  }
}

extension DependencyValues {
  {{access}}var {{key}}: {{name}} {
    get { self[{{name}}.self] }
    set { self[{{name}}.self] = newValue }
  }
}
{{/dependencies}}
{{/dependencyClients}}
{{$bridges}}
{{#bridge}}

// MARK: - Bridge: a legacy parent presents {{feature}}

extension {{feature}} {
  /// {{#swiftUI}}The store behind `{{screen}}Bridge`.{{/swiftUI}}{{^swiftUI}}The store a UIKit parent builds its controller on.{{/swiftUI}}{{#hasDelegateRouting}} Delegate actions reach the legacy {{#usesProtocolRouting}}delegate{{/usesProtocolRouting}}{{^usesProtocolRouting}}closures{{/usesProtocolRouting}}, once each.{{/hasDelegateRouting}}
  @MainActor
  {{#hasParameters}}
  {{access}}static func bridgeStore(
    {{#storeParameters}}
    {{line}}
    {{/storeParameters}}
  ) -> StoreOf<{{feature}}> {
  {{/hasParameters}}
  {{^hasParameters}}
  {{access}}static func bridgeStore() -> StoreOf<{{feature}}> {
  {{/hasParameters}}
    {{#weakDelegates}}
    {{line}}
    {{/weakDelegates}}
    {{#liveClients}}
    {{line}}
    {{/liveClients}}
    {{storeKeyword}}Store(initialState: {{initialState}}) {
      {{feature}}()
      {{#hasDelegateRouting}}
      Reduce { _, action in
        {{#usesProtocolRouting}}
        guard case let .delegate(event) = action else { return .none }
        return .run { @MainActor _ in
          switch event {
          {{#protocolRouting}}
          {{line}}
          {{/protocolRouting}}
          }
        }
        {{/usesProtocolRouting}}
        {{^usesProtocolRouting}}
        guard case let .delegate(delegate) = action else { return .none }
        return .run { _ in
          switch delegate {
          {{#closureRouting}}
          {{line}}
          {{/closureRouting}}
          }
        }
        {{/usesProtocolRouting}}
      }
      {{/hasDelegateRouting}}
    }{{#hasDependencies}} withDependencies: {
      {{#dependencyAssignments}}
      {{line}}
      {{/dependencyAssignments}}
    }{{/hasDependencies}}
  }
}
{{#swiftUI}}

#if canImport(SwiftUI)
{{#importsSwiftUI}}
import SwiftUI

{{/importsSwiftUI}}
/// Shows {{feature}} where {{viewModel}}'s screen used to be shown.
/// The store is created here and lives exactly as long as this view.
{{access}}struct {{screen}}Bridge: View {
  @State private var store: StoreOf<{{feature}}>

  {{#hasParameters}}
  {{access}}init(
    {{#viewParameters}}
    {{line}}
    {{/viewParameters}}
  ) {
    _store = State(initialValue: {{feature}}.bridgeStore(
      {{forwardedArguments}}
    ))
  }
  {{/hasParameters}}
  {{^hasParameters}}
  {{access}}init() {
    _store = State(initialValue: {{feature}}.bridgeStore())
  }
  {{/hasParameters}}

  {{access}}var body: some View {
    {{feature}}View(store: store)
  }
}
#endif
{{/swiftUI}}
{{#uiKit}}

#if canImport(UIKit)
{{#importsUIKit}}
import UIKit

{{/importsUIKit}}
extension {{screen}}Bridge {
  /// For a UIKit parent: push or present the returned controller.
  @MainActor
  {{#hasParameters}}
  {{access}}static func hostingController(
    {{#viewParameters}}
    {{line}}
    {{/viewParameters}}
  ) -> UIHostingController<{{screen}}Bridge> {
  {{/hasParameters}}
  {{^hasParameters}}
  {{access}}static func hostingController() -> UIHostingController<{{screen}}Bridge> {
  {{/hasParameters}}
    UIHostingController(rootView: {{screen}}Bridge({{forwardedArguments}}))
  }
}
#endif
{{/uiKit}}
{{/bridge}}
{{/bridges}}
{{$legacyScreen}}
{{#seed}}

// MARK: - Seed: a TCA parent presents the legacy {{screen}} screen

/// What a TCA parent keeps in its State to present the legacy screen: the values the screen
/// starts from, never the view model itself.
{{access}}struct {{screen}}Seed: Equatable, Identifiable, Sendable {
  {{access}}let id: UUID
  {{#fields}}
  {{line}}
  {{/fields}}
}

/// What the legacy screen reports back to its TCA parent.
{{access}}enum {{screen}}Outcome: Equatable, Sendable {
  {{#outcomeCases}}
  case {{line}}
  {{/outcomeCases}}
}

extension {{viewModel}} {
  /// Builds the legacy view model for a TCA parent: it starts from the seed and reports back
  /// only through `onOutcome`.
  @MainActor
  {{access}}static func seeded(
    {{#parameters}}
    {{line}}
    {{/parameters}}
  ) -> {{viewModel}} {
    let viewModel = {{viewModel}}({{viewModelArguments}})
    {{#outcomeAssignments}}
    {{line}}
    {{/outcomeAssignments}}
    return viewModel
  }
}

{{#legacyController}}
#if canImport(UIKit) && canImport(SwiftUI)
{{#importsSwiftUI}}
import SwiftUI
{{/importsSwiftUI}}
{{#importsUIKit}}
import UIKit
{{/importsUIKit}}
{{#importsAny}}

{{/importsAny}}
/// Hosts the legacy controller for a TCA parent. Its view model is born with the controller and
/// lives exactly as long as the presentation.
{{access}}struct {{screen}}LegacyScreen: UIViewControllerRepresentable {
  let seed: {{screen}}Seed
  {{#storedServices}}
  {{line}}
  {{/storedServices}}
  let onOutcome: @MainActor ({{screen}}Outcome) -> Void
  {{#explicitInit}}

  {{access}}init(
    seed: {{screen}}Seed,
    {{#parameters}}
    {{#isService}}
    {{line}}
    {{/isService}}
    {{/parameters}}
    onOutcome: @escaping @MainActor ({{screen}}Outcome) -> Void
  ) {
    self.seed = seed
    {{#serviceAssignments}}
    {{line}}
    {{/serviceAssignments}}
    self.onOutcome = onOutcome
  }
  {{/explicitInit}}

  {{access}}func makeUIViewController(context: Context) -> {{legacyController}} {
    {{legacyController}}(viewModel: {{seededCall}})
  }

  {{access}}func updateUIViewController(_ controller: {{legacyController}}, context: Context) {
    // Intentionally empty: the controller observes its view model itself.
  }
}
#endif
{{/legacyController}}
{{^legacyController}}
#if canImport(SwiftUI)
{{#importsSwiftUI}}
import SwiftUI

{{/importsSwiftUI}}
/// Hosts the legacy screen for a TCA parent. The view model is born here and lives exactly as
/// long as the presentation.
{{access}}struct {{screen}}LegacyScreen: View {
  {{wrapper}}

  {{access}}init(
    seed: {{screen}}Seed,
    {{#parameters}}
    {{#isService}}
    {{line}}
    {{/isService}}
    {{/parameters}}
    onOutcome: @escaping @MainActor ({{screen}}Outcome) -> Void
  ) {
    {{wrapperInitializer}}
  }

  {{access}}var body: some View {
    {{legacyScreenBody}}
  }
}
#endif
{{/legacyController}}

{{{example}}}
{{/seed}}
{{/legacyScreen}}

"""#,
    "Imports.swift": #"""
{{#imports}}
import {{name}}
{{/imports}}

"""#,
    "Reducer.swift": #"""
import ComposableArchitecture

/// {{screen}}, ported from {{viewModel}}.
@Reducer
{{access}}struct {{feature}} {
  {{$dependencyProperties}}
  {{#dependencies}}
  @Dependency(\.{{key}}) var {{property}}
  {{/dependencies}}
  {{/dependencyProperties}}
  {{#hasDependencies}}

  {{/hasDependencies}}
  {{#explicitInit}}
  {{access}}init() {}

  {{/explicitInit}}
  {{access}}var body: some ReducerOf<Self> {
    {{#isBindable}}
    BindingReducer()
    {{/isBindable}}
    Reduce { state, action in
      switch action {
      {{#isBindable}}
      case .binding:
        return .none

      {{/isBindable}}
      {{$portedCases}}
      {{#cases}}
      {{pattern}}
        {{#lines}}
        {{line}}
        {{/lines}}

      {{/cases}}
      {{/portedCases}}
      case .delegate:
        return .none
      }
    }
  }
}

"""#,
    "Tests.swift": #"""
import ComposableArchitecture
import Foundation
import Testing

@testable import {{module}}

@MainActor
struct {{feature}}Tests {
  {{$testCases}}
  {{#tests}}
  {{#isPending}}
  @Test(.disabled("{{pendingReason}}"))
  func {{name}}() async {
  {{/isPending}}
  {{^isPending}}
  @Test func {{name}}() async {
  {{/isPending}}
    {{#steps}}
    {{line}}
    {{/steps}}
  }
  {{^isLast}}

  {{/isLast}}
  {{/tests}}
  {{/testCases}}
}

"""#,
    "View.swift": #"""
import ComposableArchitecture
import SwiftUI

@ViewAction(for: {{feature}}.self)
{{access}}struct {{feature}}View: View {
  @Bindable {{access}}var store: StoreOf<{{feature}}>
  {{#explicitInit}}

  {{access}}init(store: StoreOf<{{feature}}>) {
    self.store = store
  }
  {{/explicitInit}}

  {{$viewBody}}
  {{access}}var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      {{#controls}}
      {{line}}
      {{/controls}}
    }
  }
  {{/viewBody}}
}

"""#,
    "XCTests.swift": #"""
import ComposableArchitecture
import Foundation
import XCTest

@testable import {{module}}

@MainActor
final class {{feature}}Tests: XCTestCase {
  {{$testCases}}
  {{#tests}}
  {{#isPending}}
  func test{{capitalizedName}}() async throws {
    throw XCTSkip("{{pendingReason}}")
  }
  {{/isPending}}
  {{^isPending}}
  func test{{capitalizedName}}() async {
    {{#steps}}
    {{line}}
    {{/steps}}
  }
  {{/isPending}}
  {{^isLast}}

  {{/isLast}}
  {{/tests}}
  {{/testCases}}
}

"""#,
  ]
}
