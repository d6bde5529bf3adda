import Mustache

/// What the team-owned `Reducer.swift` template reads: one `switch` case per action, each
/// ported when its body is trivial and quoted under a TODO otherwise.
struct ReducerFileContext: MustacheObject {
  var feature: String
  var access: String
  var explicitInit: Bool
  var screen: String
  var viewModel: String
  var dependencies: [Dependency]
  var hasDependencies: Bool
  var isBindable: Bool
  var cases: [Case]

  struct Dependency: MustacheObject {
    var key: String
    var property: String
  }

  struct Case: MustacheObject {
    var pattern: String
    var lines: [GraftFileContext.Line]
  }

  init(_ model: FeatureModel) {
    feature = model.name
    access = model.options.accessLevel.prefix
    explicitInit = model.options.accessLevel != .internal
    screen = model.screenName
    viewModel = model.viewModelName
    dependencies = model.dependencies.map { Dependency(key: $0.key, property: $0.propertyName) }
    hasDependencies = !model.dependencies.isEmpty
    isBindable = model.isBindable
    cases = model.viewActions.map { Self.viewCase($0, viewModel: model.viewModelName) }
      + model.responses.map { response in
        Case(pattern: "case .\(response.name):", lines: [
          .init(line: "// TODO: handle what \(model.viewModelName).\(response.origin) returns."),
          .init(line: "return .none"),
        ])
      }
  }

  static func viewCase(_ action: ActionCase, viewModel: String) -> Case {
    let selector = action.name + "(" + action.payload.map { ($0.label ?? "_") + ":" }.joined() + ")"
    switch action.port {
    case let .assignment(field, parameter)?:
      return Case(pattern: "case let .view(\(binding(action))):", lines: [
        .init(line: "state.\(field) = \(parameter)"), .init(line: "return .none"),
      ])
    case let .sendDelegate(outcome, arguments)?:
      let pattern = action.payload.isEmpty ? "case .view(.\(action.name)):" : "case let .view(\(binding(action))):"
      return Case(pattern: pattern, lines: [.init(line: "return .send(.delegate(.\(outcome)\(arguments)))")])
    case .nothing?:
      return Case(pattern: "case .view(.\(action.name)):", lines: [.init(line: "return .none")])
    case nil:
      var lines = [GraftFileContext.Line(line: "// TODO: port \(viewModel).\(selector):")]
      for line in (action.body ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(.init(line: line.isEmpty ? "//" : "//   " + line))
      }
      lines.append(.init(line: "return .none"))
      return Case(pattern: "case .view(.\(action.name)):", lines: lines)
    }
  }

  /// `.textChanged(newText)`, `.select(item: id)`.
  static func binding(_ action: ActionCase) -> String {
    "." + action.name + "(" + action.payload.map { value in value.label.map { "\($0): \(value.name)" } ?? value.name }
      .joined(separator: ", ") + ")"
  }
}
