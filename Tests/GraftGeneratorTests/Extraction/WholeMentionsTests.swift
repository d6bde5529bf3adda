import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// A property is handed on whole where its bare name is a value, unless a local, a closure's
/// parameter or a case's value of that name is in scope there.
@Suite struct WholeMentionsTests {
  func whole(_ members: String) throws -> Set<String> {
    let file = SourceFile(path: "VM.swift", text: """
      // graft: feature
      final class FormViewModel {
        let email = BehaviorRelay<String>(value: "")
        let password = BehaviorRelay<String>(value: "")
        let selected = PublishRelay<Int>()
        var rows: [Int] = []
      \(members)
      }
      """)
    let viewModel = try #require(ViewModelExtractor().extract(from: file).viewModels.first)
    return viewModel.chains.whole.intersection(["email", "password", "selected", "rows"])
  }

  @Test func aClosuresValueOfThePropertysNameIsNotThePropertyHandedOn() throws {
    #expect(try whole("func a(_ s: Single<String>) { s.subscribe(onSuccess: { [weak self] email in self?.email.accept(email) }) }") == [])
    #expect(try whole("func a() { rows.forEach { row in if let selected = Optional(row) { print(selected) } } }") == [])
  }

  @Test func thePropertyHandedOnBesideAClosureOfItsNameIsStillHandedOn() throws {
    #expect(try whole("func a() { combineLatest(email, password).map { email, password in email + password } }") == ["email", "password"])
    #expect(try whole("func a() { pager.bind(selected: selected); rows.forEach { row in let selected = row == 0; print(selected) } }") == ["selected"])
    // `self.` is the property whatever is in scope.
    #expect(try whole("func a() { rows.forEach { rows in print(self.rows) } }") == ["rows"])
  }
}
