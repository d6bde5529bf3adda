import Mustache

/// What the team-owned test templates read: one test per binding and per view action. A test
/// asserts what Graft knows (a binding, a ported body, delegate forwarding) or is visibly
/// pending, naming what to port; it never passes while asserting nothing.
struct TestsFileContext: MustacheObject {
  var feature: String
  var module: String
  var tests: [TestCase]

  struct TestCase: MustacheObject {
    var name: String
    var capitalizedName: String
    var isPending: Bool
    var pendingReason: String
    var initialArguments: String
    var steps: [GraftFileContext.Line]
    var isLast: Bool
  }

  init(_ model: FeatureModel, module: String) {
    feature = model.name
    self.module = module
    let initial = model.seedValues.map { "\($0.name): \(Self.zeroValue(of: $0.type))" }.joined(separator: ", ")
    var tests: [TestCase] = []
    func add(_ name: String, pending: String? = nil, steps: [String]) {
      tests.append(TestCase(
        name: name, capitalizedName: name.prefix(1).uppercased() + name.dropFirst(), isPending: pending != nil,
        pendingReason: pending ?? "", initialArguments: initial, steps: steps.map { GraftFileContext.Line(line: $0) },
        isLast: false))
    }
    for field in model.state where field.isBindable && field.branches.isEmpty && field.appStorageKey == nil {
      guard let type = field.type, let sample = Self.sample(of: type, for: field.name, differingFrom: field.defaultValue) else { continue }
      add(field.name + "Binding", steps: ["await store.send(\\.binding.\(field.name), \(sample)) {", "  $0.\(field.name) = \(sample)", "}"])
    }
    for action in model.viewActions {
      let arguments = action.payload.map { value -> (String, String) in
        (value.name, Self.sample(of: value.type, for: value.name, differingFrom: nil) ?? "<#\(value.type)#>")
      }
      let call = "." + action.name + (arguments.isEmpty ? "" : "(" + zip(action.payload, arguments).map { value, argument in
        value.label.map { "\($0): \(argument.1)" } ?? argument.1
      }.joined(separator: ", ") + ")")
      let samples = Dictionary(arguments, uniquingKeysWith: { first, _ in first })
      switch action.port {
      case let .assignment(field, parameter)?:
        add(action.name, steps: ["await store.send(.view(\(call))) {", "  $0.\(field) = \(samples[parameter] ?? parameter)", "}"])
      case let .sendDelegate(outcome, _)?:
        add(action.name, steps: ["await store.send(.view(\(call)))", "await store.receive(\\.delegate.\(outcome))"])
      case .nothing?:
        add(action.name, steps: ["await store.send(.view(\(call)))"])
      case nil:
        let selector = action.name + "(" + action.payload.map { ($0.label ?? "_") + ":" }.joined() + ")"
        add(action.name, pending: "Port \(model.viewModelName).\(selector) first, then assert its state changes and effects.",
          steps: ["await store.send(.view(\(call)))"])
      }
    }
    if !tests.isEmpty { tests[tests.count - 1].isLast = true }
    self.tests = tests
  }

  /// The value a test starts a field of this type from.
  static func zeroValue(of type: String) -> String {
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
    switch type {
    case "String": return "\"\""
    case "Int", "Double", "Float", "Decimal", "CGFloat": return "0"
    case "Bool": return "false"
    case "UUID": return "UUID(0)"
    default: return "<#\(type)#>"
    }
  }

  /// A value to send, different from the field's initial value so that the assertion sees a
  /// change; nil for types Graft cannot make one of.
  static func sample(of type: String, for name: String, differingFrom initial: String?) -> String? {
    switch type {
    case "String": return "\"Sample \(ViewFileContext.title(name).lowercased())\""
    case "Bool": return initial == "true" ? "false" : "true"
    case "Int": return initial.flatMap(Int.init).map { String($0 + 1) } ?? "1"
    case "Double": return initial == "1.5" ? "2.5" : "1.5"
    default: return nil
    }
  }
}
