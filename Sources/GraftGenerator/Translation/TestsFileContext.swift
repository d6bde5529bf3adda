/// What the team-owned test templates read: one test per binding and per view action. A test
/// asserts what Graft knows (a binding, a ported body, delegate forwarding) or is visibly
/// pending, naming what to port; it never passes while asserting nothing.
struct TestsFileContext: Encodable {
  var feature: String
  /// The file's imports, sorted: TCA's, Foundation's, the test framework's, and the libraries
  /// the view model imports unconditionally, for the types the tests build (`ExyteChat` for
  /// `User`), as the reducer's file does.
  var imports: [String]
  var module: String
  /// The view model's `#if` conditions: the tests are under them.
  var condition: String?
  var tests: [TestCase]

  struct TestCase: Encodable, ListItem {
    var name: String
    var capitalizedName: String
    var isPending: Bool
    var pendingReason: String
    var steps: [String]
    var isLast: Bool
    /// The `#if` conditions of the action it tests.
    var condition: String? = nil
  }

  init(_ model: FeatureModel, module: String) {
    feature = model.name
    self.module = module
    let libraries = ReducerFileContext.libraries(of: model).subtracting([module])
    // The frameworks of the types the samples name (`Just` for a publisher a test answers with).
    let sampleLines = model.viewActions.compactMap(\.ported).flatMap(\.tests).flatMap { $0.test.dependencies + $0.test.prelude }
    let frameworks = FeatureBuilder.frameworks(
      naming: Set(sampleLines.flatMap(SwiftIdentifier.typeNames(in:))), importing: Set(model.imports.map(\.module)))
    imports = Set(["ComposableArchitecture", "Foundation", model.options.tests == .xctest ? "XCTest" : "Testing"]).union(libraries)
      .union(frameworks.subtracting(["Foundation"])).sorted()
    condition = model.condition
    // A seed value of a type Graft cannot make leaves every test to be completed by hand.
    let missingSeed = model.missingTestSeed
    let initial = model.stateInitializerValues.map { "\($0.name): \(model.testSeedValues[$0.name] ?? $0.name)" }.joined(separator: ", ")
    // The store a test drives, from `initialState`.
    func storeLines(from initialState: String) -> [String] {
      ["let store = TestStore(initialState: \(initialState)) {", "  \(model.name)()", "}"]
    }
    let store = storeLines(from: "\(model.name).State(\(initial))")
    var tests: [TestCase] = []
    // A legacy preference's key keeps its name, `.` or `@` and all, so that both sides read one
    // value; swift-sharing warns of such keys, which would fail every test.
    let keepsLegacyKeys = model.state.contains { field in
      field.appStorageKey.map { $0.contains(".") || $0.contains("@") } ?? false
    }
    func add(_ name: String, pending: String? = nil, prelude: [String] = [], start: [String] = [], dependencies: [String] = [], steps: [String]) {
      var pending = pending
      var store = store
      if !start.isEmpty {
        // Named apart from the samples the prelude declares, which are named after values.
        store = ["var initialState = \(model.name).State(\(initial))"] + start.map { "initialState." + $0 } + storeLines(from: "initialState")
      }
      let dependencies = dependencies + (keepsLegacyKeys ? ["$0.appStorageKeyFormatWarningEnabled = false"] : [])
      if !dependencies.isEmpty {
        store[store.count - 1] = "} withDependencies: {"
        // An override of more than one statement is indented line by line.
        store += dependencies.flatMap { $0.split(separator: "\n").map { "  " + $0 } } + ["}"]
      }
      var lines = prelude + store + steps
      if let missingSeed {
        pending = missingSeed
        lines = lines.map { "// " + $0 }
      } else if steps.allSatisfy({ $0.hasPrefix("//") }) {
        // A store that no step uses would be a compiler warning in the team's tests.
        lines = store.map { "// " + $0 } + steps
      }
      tests.append(TestCase(
        name: name, capitalizedName: name.prefix(1).uppercased() + name.dropFirst(), isPending: pending != nil,
        pendingReason: Self.literalContent(pending ?? ""), steps: lines, isLast: false))
    }
    // Looked up by name, once per field and action: a view model may have thousands.
    let seeds = Dictionary(model.stateInitializerValues.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let fields = Dictionary(model.state.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func initialValue(of field: String) -> String? { fields[field].flatMap(model.testStartValue) }
    for field in model.state where field.isBindable && field.branches.isEmpty && field.appStorageKey == nil {
      guard let type = field.type,
        let sample = SampleValue.of(type, for: field.name, differingFrom: initialValue(of: field.name), enumCases: model.enumCases)
      else {
        continue
      }
      // A value State.init computes: only a sample it cannot have computed changes it for sure
      // (a sentence of Graft's own that its statements do not hold; not a flag or a number).
      if seeds[field.name] == nil, model.initializedValue(of: field.name) == .unknown,
        type != "String" || model.stateInitializer.contains(where: { $0.contains(sample) })
      {
        continue
      }
      add(field.name + "Binding", steps: ["await store.send(\\.binding.\(field.name), \(sample)) {", "  $0.\(field.name) = \(sample)", "}"])
    }
    for action in model.viewActions {
      // The tests of a conditional action are under its conditions.
      let firstTest = tests.count
      defer { for index in firstTest..<tests.count { tests[index].condition = action.condition } }
      // A ported body's tests, planned by running the legacy body on samples.
      if let ported = action.ported, !ported.tests.isEmpty {
        for named in ported.tests {
          let test = named.test
          guard test.pending == nil, case let .send(sent, _)? = test.steps.first else {
            add(named.name, pending: test.pending ?? "Assert what \(model.viewModelName).\(action.origin) does.", steps: ["// await store.send(.view(.\(action.name)))"])
            continue
          }
          _ = sent
          var steps: [String] = []
          for step in test.steps {
            switch step {
            case let .send(action, changes): steps += Self.step("await store.send(\(action))", changes)
            case let .receive(path, changes): steps += Self.step("await store.receive(\(path))", changes)
            }
          }
          // The calls nothing answers: made once the effects are done, as often as the legacy body made them.
          if !test.counts.isEmpty {
            steps.append("await store.finish()")
            for count in test.counts {
              let (recorded, expected) = switch count.expected {
              case let .calls(calls): ("\(count.recorder).value", String(calls))
              case let .values(values): ("\(count.recorder).value", "[" + values.joined(separator: ", ") + "]")
              case let .valueCount(calls): ("\(count.recorder).value.count", String(calls))
              }
              steps.append(model.options.tests == .xctest ? "XCTAssertEqual(\(recorded), \(expected))" : "#expect(\(recorded) == \(expected))")
            }
          }
          add(named.name, prelude: test.prelude, start: test.start, dependencies: test.dependencies, steps: steps)
        }
        continue
      }
      // The legacy method as people name it, `process(action:)`, whatever the case is called.
      let selector = action.origin
      let samples = action.payload.map { SampleValue.of($0.type, for: $0.name, differingFrom: nil, enumCases: model.enumCases) }
      let call = "." + action.name + (action.payload.isEmpty ? "" : "(" + zip(action.payload, samples).map { value, sample in
        let argument = sample ?? value.name
        return value.label.map { "\($0): \(argument)" } ?? argument
      }.joined(separator: ", ") + ")")
      // A pending test still sends the action, so that it compiles against it; without a sample
      // value it says what to give.
      if let missing = zip(action.payload, samples).first(where: { $0.1 == nil })?.0 {
        add(action.name, pending: "Give \(selector) a \(missing.type) for '\(missing.parameterName)', then assert what it does.",
          steps: ["// await store.send(.view(\(call)))"])
        continue
      }
      add(action.name, pending: "Port \(model.viewModelName).\(selector) first, then assert its state changes and effects.",
        steps: ["await store.send(.view(\(call)))"])
    }
    self.tests = tests.markingLast()
  }

  /// `await store.send(…) { $0.x = 1 }`, without the closure when nothing changes.
  static func step(_ call: String, _ changes: [String]) -> [String] {
    changes.isEmpty ? [call] : [call + " {"] + changes.map { "  " + $0 } + ["}"]
  }

  /// Text as the inside of a one-line string literal: a quoted statement's line breaks become
  /// spaces, its quotes and backslashes are escaped.
  static func literalContent(_ text: String) -> String {
    let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return oneLine.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
