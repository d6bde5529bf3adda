import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// Subjects whose value State holds, and fields set by work the initializer starts: where a port
/// would show another thing than the view model did, the body stays a TODO with why.
@Suite struct SubjectsAndLateWritesTests {
  static func model(_ source: String) throws -> FeatureModel {
    let file = SourceFile(path: "VM.swift", text: source)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
  }

  static func refusal(_ action: String, in model: FeatureModel) -> String? {
    model.viewActions.first { $0.name == action }?.portRefusal
  }

  /// Two events sent in a row: the view heard both; State would show the last alone. One send
  /// per branch is one event.
  @Test func aSubjectSentTwiceInARowIsNotPorted() throws {
    let model = try Self.model("""
      import Combine
      enum Event: Equatable { case checkboxes([Bool]), nextButton(Bool) }
      // graft: feature
      final class AgreeViewModel {
        let currentState = CurrentValueSubject<Event?, Never>(nil)
        var checks = [false, false]
        func toggle(_ index: Int) {
          checks[index].toggle()
          currentState.send(.checkboxes(checks))
          currentState.send(.nextButton(checks.allSatisfy { $0 }))
        }
        func pick(_ all: Bool) {
          if all {
            currentState.send(.nextButton(true))
          } else {
            currentState.send(.nextButton(false))
          }
        }
      }
      """)
    #expect(Self.refusal("toggle", in: model)?.hasSuffix(
      "it sets 'currentState' twice in one step: a view that reacts to each change saw the first value, which a reducer never shows") == true)
    #expect(model.viewActions.first { $0.name == "pick" }?.ported != nil)
  }

  /// The initializer starts a request whose completion hands the result to a helper: what the
  /// helper sets, no action sets, so an action that reads it would read State's default. (A
  /// helper of no values it runs last is the feature's start, an action, where it ports.)
  @Test func aFieldAHelperSetsFromARequestsCompletionIsSetOutsideTheActions() throws {
    let model = try Self.model("""
      import Foundation
      protocol PortsService { func list(completion: @escaping ([String]) -> Void) }
      // graft: feature
      final class ConnectViewModel {
        var ports: [String] = []
        var selected: String?
        private let service: PortsService
        init(service: PortsService) {
          self.service = service
          requestPorts(attempts: 3)
        }
        func select(at index: Int) {
          selected = ports[index]
        }
        private func requestPorts(attempts: Int) {
          service.list { [weak self] found in self?.unwrap(found) }
        }
        private func unwrap(_ found: [String]) {
          ports = found
        }
      }
      """)
    #expect(Self.refusal("select", in: model) == "it reads 'ports', which the view model sets in 'unwrap', which its initializer calls: "
      + "State starts it at its default and no action follows it")
  }

  /// ReactiveSwift's read-only `Property<Value>` derives its value over time from other streams,
  /// which State would not keep up to date: it is left out, with a warning, and a body that reads
  /// it stays a TODO. An app's own `struct Property`, or one of a module of the app's that is not
  /// ReactiveSwift, is data.
  @Test func aReadOnlyPropertyIsLeftOutAndOtherPropertiesAreData() throws {
    let file = SourceFile(path: "VM.swift", text: """
      import ReactiveSwift
      // graft: feature
      final class FormViewModel {
        let email = MutableProperty("")
        let isValid: Property<Bool>
        let title: ReactiveSwift.Property<String>
        let hint = ReactiveSwift.Property<String>(value: "name@example.com")
        var sent = false
        init() {
          isValid = email.map { $0.contains("@") }
          title = Property(value: "Sign in")
        }
        func submit() {
          if isValid.value { sent = true }
        }
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    let result = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel))
    #expect(result.model.state.map(\.name) == ["email", "sent"])
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'isValid' is ReactiveSwift's read-only Property, whose value may be derived over time") })
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'title' is ReactiveSwift's read-only Property") })
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'hint' is ReactiveSwift's read-only Property") })
    #expect(Self.refusal("submit", in: result.model)?.contains("'isValid'") == true)
    let listing = try Self.model("""
      import RealEstateKit
      struct Listing: Equatable { var title: String }
      // graft: feature
      final class ListingViewModel: ObservableObject {
        @Published var property: Property?
        @Published var listing = Listing(title: "")
      }
      """)
    #expect(listing.state.map(\.name) == ["property", "listing"])
    let own = try Self.model("""
      import ReactiveSwift
      struct Property: Equatable { var address: String }
      // graft: feature
      final class HouseViewModel: ObservableObject {
        @Published var property = Property(address: "")
      }
      """)
    #expect(own.state.map(\.name) == ["property"])
  }

  /// The initializer starts an action in a task (`Task { await self.load() }`): what the action
  /// sets, it sets when the view sends it, as any action does; a body reading it is ported.
  @Test func anActionTheInitializerStartsInATaskSetsWhatItSets() throws {
    let model = try Self.model("""
      import Foundation
      protocol ItemsService: Sendable { func items() async -> [String] }
      // graft: feature
      @MainActor
      final class ItemsViewModel: ObservableObject {
        @Published var items: [String] = []
        @Published var selected: String?
        private let service: ItemsService
        init(service: ItemsService) {
          self.service = service
          Task { await self.load() }
        }
        func load() async {
          items = await service.items()
        }
        func select(at index: Int) {
          selected = items[index]
        }
      }
      """)
    #expect(model.viewActions.first { $0.name == "select" }?.ported != nil)
  }
}
