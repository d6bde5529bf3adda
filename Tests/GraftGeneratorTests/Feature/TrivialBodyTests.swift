@testable import GraftGenerator
import Testing

/// Which bodies port mechanically, and which a person ports from the quoted body.
@Suite struct TrivialBodyTests {
  static let model: FeatureModel = {
    var model = FeatureModel(
      name: "F", viewModelName: "VM", screenName: "S", sourceFileName: "VM.swift", imports: [], observation: .plain,
      options: FeatureOptions(),
      state: [StateField(name: "text", type: "String", writesType: true, defaultValue: nil, isBindable: true, appStorageKey: nil, note: nil)],
      seedValues: [], viewActions: [], responses: [], delegateCases: [], dependencies: [], initializerArguments: [])
    model.delegateCases = [
      ActionCase(
        name: "save", payload: [Value(label: nil, name: "note", type: "Note")], origin: "onSave",
        source: .closure(property: "onSave", signature: ClosureSignature(parameterTypes: ["Note"]))),
      ActionCase(
        name: "checkoutDidFinish", payload: [Value(label: "orderID", name: "orderID", type: "String")], origin: "P.checkoutDidFinish()",
        source: .protocolRequirement(property: "delegate", protocolName: "P", method: "checkoutDidFinish", takesSender: false)),
    ]
    return model
  }()

  func port(_ body: String?, parameters: [Value] = [Value(label: nil, name: "value", type: "String")]) -> ActionCase.Port? {
    var action = ActionCase(name: "a", payload: parameters, origin: "a()")
    action.body = body
    return TrivialBody.port(action, in: Self.model, stateFields: Set(Self.model.state.map(\.name)))
  }

  @Test func assignmentsOfAParameterToAField() {
    #expect(port("text = value") == .assignment(field: "text", parameter: "value"))
    #expect(port("self.text = value") == .assignment(field: "text", parameter: "value"))
    #expect(port("other = value") == nil)
    #expect(port("text = value.uppercased()") == nil)
  }

  @Test func callsOfADelegateClosureOrMethod() {
    #expect(port("onSave?(value)") == .sendDelegate(outcome: "save", arguments: [ActionCase.Argument(label: nil, parameter: "value")]))
    #expect(port("delegate?.checkoutDidFinish(orderID: value)")
      == .sendDelegate(outcome: "checkoutDidFinish", arguments: [ActionCase.Argument(label: "orderID", parameter: "value")]))
    // Anything but a parameter passed on is logic to port by hand.
    #expect(port("onSave?(makeNote())") == nil)
  }

  @Test func emptyAndLongerBodies() {
    #expect(port("") == .nothing)
    #expect(port("   ") == .nothing)
    #expect(port("text = value\nonSave?(value)") == nil)
    #expect(port("text = value; onSave?(value)") == nil)
    #expect(port(nil) == nil)
  }
}
