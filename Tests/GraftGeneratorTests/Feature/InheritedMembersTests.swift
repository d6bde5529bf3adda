import GraftTestSupport
import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// A view model that subclasses the app's own class: what it inherits is its feature's as much
/// as what it declares, and `super.init(…)` sets State as the subclass's initializer does.
@Suite struct InheritedMembersTests {
  static let base = SourceFile(path: "Sources/App/BaseDetailViewModel.swift", text: """
    import Foundation
    protocol ItemRepository { func delete(id: String) async throws }
    class BaseDetailViewModel: ObservableObject {
      enum Layout: Equatable { case list, grid }
      @Published var layout = Layout.list
      @Published var isLoading = false
      @Published var errorMessage: String?
      let itemID: String
      let repository: ItemRepository
      init(itemID: String, repository: ItemRepository) {
        self.itemID = itemID
        self.repository = repository
      }
      func clearError() { errorMessage = nil }
      func headline() -> String { "Item" }
      func share() { errorMessage = "Sharing is not supported" }
      func requireSession() throws -> String { itemID }
      func failed(_ message: String) {}
      func retry() { failed("Retrying is not supported") }
    }
    """)

  func build(_ subclass: String) throws -> (viewModel: ViewModel, result: FeatureBuilder.Result) {
    let file = SourceFile(path: "Sources/App/NoteDetailViewModel.swift", text: subclass)
    let index = SourceIndex([file, Self.base])
    let viewModel = try #require(ViewModelExtractor().extract(from: file, index: index).viewModels.first)
    return (viewModel, FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)))
  }

  @Test func theSuperclassesMembersAreTheFeaturesAndAnOverrideHidesTheirs() throws {
    let (viewModel, result) = try build("""
      // graft: feature
      final class NoteDetailViewModel: BaseDetailViewModel {
        @Published var isPinned = false
        init(itemID: String, repository: ItemRepository) {
          super.init(itemID: itemID, repository: repository)
        }
        func deleteTapped() async {
          isLoading = true
          do { try await repository.delete(id: itemID) } catch { errorMessage = "Could not delete" }
          isLoading = false
        }
        override func share() {
          isPinned = true
          super.share()
        }
        override func failed(_ message: String) { errorMessage = message }
      }
      """)
    let model = result.model
    #expect(viewModel.observation == .observableObject)
    // What the superclass's members name may come from what its file imports.
    #expect(viewModel.imports.map(\.module) == ["Foundation"])
    #expect(model.state.map(\.name) == ["isPinned", "layout", "isLoading", "errorMessage", "itemID"])
    // A type nested in the superclass is written with its name, outside it.
    #expect(model.state.first { $0.name == "layout" }.map { [$0.type, $0.defaultValue] } == ["BaseDetailViewModel.Layout", "BaseDetailViewModel.Layout.list"])
    #expect(model.dependencies.map(\.propertyName) == ["repository"])
    #expect(viewModel.members.first { $0.name == "itemID" }.map { [$0.inheritedFrom, $0.path] } == ["BaseDetailViewModel", Self.base.path])
    // The subclass's `share()` alone: the superclass's is hidden.
    #expect(viewModel.members.filter { $0.name == "share" }.map(\.inheritedFrom) == [nil])
    // A superclass's method the subclasses call for its result is their helper, not an intent.
    // A hook the superclass's own code calls is a step of its flow, run where `retry()` is ported.
    #expect(model.viewActions.map(\.name) == ["deleteTapped", "share", "clearError", "retry"])
    #expect(result.diagnostics.contains { $0.message.hasPrefix("'requireSession()', inherited from BaseDetailViewModel, throws or returns a value") })
    let ported = Dictionary(uniqueKeysWithValues: model.viewActions.map { ($0.name, $0.ported?.lines) })
    // `super.share()` runs the superclass's body, in place (last: the body is another file's).
    #expect(ported["share"] == .some(["state.isPinned = true", "state.errorMessage = \"Sharing is not supported\"", "return .none"]))
    #expect(ported["clearError"] == .some(["state.errorMessage = nil", "return .none"]))
    #expect(ported["retry"] == .some(["let message = \"Retrying is not supported\"", "state.errorMessage = message", "return .none"]))
    #expect(ported["deleteTapped"]??.first == "state.isLoading = true")
    // `super.init(itemID: itemID, …)` sets `itemID` from the value State.init takes.
    #expect(model.stateInitializer == ["self.itemID = itemID"])
    #expect(model.seedValues.map(\.name) == ["itemID"])
    #expect(model.requiredFields.isEmpty)
  }

  /// A superclass of another module named like the view model is not the view model itself:
  /// its members are unknown, and `super.init(…)` runs none of the view model's own statements.
  @Test func aSuperclassOfAnotherModuleWithTheViewModelsNameIsNotItself() throws {
    let file = SourceFile(path: "Sources/App/ProfileViewModel.swift", text: """
      // graft: feature
      final class ProfileViewModel: LegacyKit.ProfileViewModel {
        @Published var name: String
        init(name: String) {
          self.name = name
          super.init(name: name)
        }
        func rename() { name = "" }
      }
      """)
    let index = SourceIndex([file])
    let viewModel = try #require(ViewModelExtractor().extract(from: file, index: index).viewModels.first)
    let model = FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
    #expect(model.stateInitializer == ["self.name = name"])
    #expect(viewModel.members.allSatisfy { $0.inheritedFrom == nil })
  }

  @Test func aValueSuperInitHandsOnUnderAnotherNameIsAskedFor() throws {
    let (_, result) = try build("""
      // graft: feature
      final class NoteDetailViewModel: BaseDetailViewModel {
        init(noteID: String, repository: ItemRepository) {
          super.init(itemID: noteID, repository: repository)
        }
      }
      """)
    #expect(result.model.requiredFields.map(\.name) == ["itemID"])
    #expect(result.diagnostics.map(\.message).contains {
      $0.hasPrefix("'itemID' has no default value and the initializer sets it from 'itemID', which 'super.init' hands a value State.init does not take under that name")
    })
  }
}
