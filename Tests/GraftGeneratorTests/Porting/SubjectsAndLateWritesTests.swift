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

  /// ReactiveSwift's read-only `Property<Value>` holds a value, as `MutableProperty` does: State
  /// holds the value. An app's own `struct Property` is data of its own.
  @Test func aReadOnlyPropertyHoldsItsValueAndTheAppsOwnPropertyIsData() throws {
    let reactive = try Self.model("""
      import ReactiveSwift
      // graft: feature
      final class TitleViewModel {
        let title: Property<String>
        init(name: String) {
          title = Property(value: name)
        }
      }
      """)
    #expect(reactive.state.map { "\($0.name): \($0.type ?? "?")" } == ["title: String"])
    #expect(reactive.stateInitializer.contains("self.title = name"))
    let listing = try Self.model("""
      struct Property: Equatable { var address: String }
      // graft: feature
      final class ListingViewModel: ObservableObject {
        @Published var property = Property(address: "")
      }
      """)
    #expect(listing.state.map(\.name) == ["property"])
    #expect(listing.state.first?.isSubjectValue == false)
  }
}
