import GraftGenerator
import SwiftDeclarationParser
import Testing

/// A completion that reports several values at once (`(Bool, String?) -> Void`, `(Data?, Error?)`):
/// its client returns them as a tuple, the response's case binds each under the completion's
/// names, and the test answers with a sample of each.
@Suite struct MultiValueCompletionTests {
  static let header = """
    import Foundation
    struct Order: Equatable { let id: Int; var total: Int }
    protocol OrderService {
      func place(_ note: String, completion: @escaping (_ placed: Bool, _ message: String?) -> Void)
      func history(page: Int, completion: @escaping (Bool, [Order]?, String?) -> Void)
      func verify(code: String, completion: @escaping (_ valid: Bool, _: String?) -> Void)
    }
    // graft: feature
    final class CheckoutViewModel: ObservableObject {
      @Published var orders: [Order] = []
      @Published var isPlacing = false
      @Published var errorText: String?
      private let service: OrderService
      init(service: OrderService) { self.service = service }

    """

  func model(_ members: String) throws -> FeatureModel {
    let file = SourceFile(path: "VM.swift", text: Self.header + members + "\n}\n")
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    let index = SourceIndex([file])
    return FeatureBuilder(index: index).build(viewModel, MemberClassifier(index: index).classify(viewModel)).model
  }

  @Test func theClientReturnsTheValuesAsATupleLabelledWhereTheClosureTypeNamesThem() throws {
    let feature = try model("func a() {}")
    let client = try #require(feature.dependencies.first { $0.protocolName == "OrderService" })
    #expect(client.endpoints.map { "\($0.name) \($0.isAsync) \($0.isThrowing) \($0.returnType)" } == [
      "place true false (placed: Bool, message: String?)",
      "history true false (Bool, [Order]?, String?)",
      // One value without a name leaves the tuple unlabelled: `(valid: Bool, _: String?)` is no type.
      "verify true false (Bool, String?)",
    ])
    // An unimplemented endpoint answers with zero values, labelled as the tuple is.
    #expect(client.endpoints.map(\.placeholder) == ["(placed: false, message: nil)", "(false, nil, nil)", "(false, nil)"])
  }

  /// What the completion did is the response's case, its writes inside branches included; a
  /// value it never reads is matched by `_`.
  @Test func theResponseBindsEachValueTheCompletionReads() throws {
    let action = try #require(try model("""
        func placeTapped(_ note: String) {
          isPlacing = true
          service.place(note) { [weak self] placed, message in
            self?.isPlacing = false
            if !placed {
              self?.errorText = message
            }
          }
        }
        func loadHistory() {
          service.history(page: 1) { [weak self] ok, orders, _ in
            if ok { self?.orders = orders ?? [] }
          }
        }
      """).viewActions.first { $0.name == "placeTapped" })
    let ported = try #require(action.ported, "\(action.portRefusal ?? "")")
    #expect(ported.lines.joined(separator: "\n").split(separator: "\n").map(String.init) == [
      "state.isPlacing = true", "return .run { send in", "  await send(.placeTappedResponse(await service.place(note)))", "}",
    ])
    #expect(ported.responses.first?.handlers.map(\.pattern) == ["case let .placeTappedResponse((placed, message)):"])
    #expect(ported.responses.first?.handlers.first?.lines == [
      "state.isPlacing = false", "if !placed {", "  state.errorText = message", "}", "return .none",
    ])
    // Its test answers with a sample of each value and follows the branch the samples take.
    let test = try #require(ported.tests.first?.test)
    #expect(test.pending == nil)

    let history = try #require(try model("""
        func loadHistory() {
          service.history(page: 1) { [weak self] ok, orders, _ in
            if ok { self?.orders = orders ?? [] }
          }
        }
      """).viewActions.last?.ported)
    #expect(history.responses.first?.handlers.map(\.pattern) == ["case let .loadHistoryResponse((ok, orders, _)):"])
  }

  /// Shapes the tuple cannot carry keep the body whole, with why.
  @Test(arguments: [
    // `$0` and `$1` are no names a response's case can bind.
    ("service.place(note) { self.errorText = $1 }", "its completion reads its 2 values other than under names of their own"),
    ("service.place(note) { placed, message in self.errorText = message }; isPlacing = true", "statements follow a call whose completion runs after them"),
  ])
  func shapesNotPorted(_ body: String, _ reason: String) throws {
    let action = try #require(try model("func placeTapped(_ note: String) { \(body) }").viewActions.last)
    #expect(action.ported == nil)
    #expect(action.portRefusal?.contains(reason) == true, "\(action.portRefusal ?? "ported")")
  }
}
