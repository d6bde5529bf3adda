import SwiftDeclarationParser

/// Every member the feature leaves out is said at its declaration, with why and what to write
/// instead: nothing of the view model disappears without a word. A member another rule has
/// spoken of already, one annotated `ignore`, and one the feature carries after all (a helper a
/// ported body runs, a computed property State holds) get nothing more.
extension FeatureBuilder {
  /// `initializer`: the one State starts from, nil for none. `portedStreamBodies`: the
  /// statements of the stream actions ported from `transform`.
  func explainLeftOutMembers(
    _ classifications: [MemberClassification], of viewModel: ViewModel, model: FeatureModel, initializer: Declaration?,
    portedStreamBodies: [[Statement]], diagnostics: inout Diagnostics
  ) {
    let spoken = Set(diagnostics.list.map { "\($0.path):\($0.location.line)" })
    let carried = Self.methodsCarried(by: model, classifications: classifications, of: viewModel, portedStreamBodies: portedStreamBodies)
    let derived = Set(model.derivedValues.map(\.name))
    let callers = Self.callers(in: viewModel)
    let portedLines = model.viewActions.compactMap(\.ported).flatMap(\.allLines)
    for classification in classifications where classification.member.inheritedFrom == nil {
      let member = classification.member
      let declaration = member.declaration
      guard member.directive != .ignore,
        !spoken.contains("\(diagnostics.memberPaths[declaration] ?? diagnostics.path):\(declaration.range.start.line)")
      else { continue }
      // The type's own members (`private static func isValid(…)`): no State or action stands for
      // them, and a port that reads one names the view model's type, which it may not see.
      if declaration.hasModifier("static") || declaration.hasModifier("class") {
        if !portedLines.contains(where: { SwiftIdentifier.isMentioned(declaration.name, in: $0) }) {
          let what = declaration.kind == .function ? "'\(MemberClassifier.selector(of: declaration))'" : "'\(declaration.name)'"
          diagnostics.warn(
            "\(what) is left out: it is \(viewModel.name)'s own static member, which no ported action uses; "
              + "its uses stay with the actions that are TODOs", at: declaration, severity: .note)
        }
        continue
      }
      switch classification.role {
      case .delegateReference:
        // `weak var coordinator: HomeCoordinator?` that only closures the view model hands on
        // call (a reactive `transform(input:)`'s): no action tells it anything.
        let told = model.delegateCases.contains { outcome in
          if case .delegateMethod(property: declaration.name, _, _, _) = outcome.source { true } else { false }
        }
        if !told {
          diagnostics.warn(
            "'\(declaration.name)' gets no Delegate case: none of the feature's actions calls it, so what the view model tells it "
              + "(from code that is no action: an initializer, a subscription, a view-layer method) is left out; send it as a delegate action where that code is ported",
            at: declaration)
        }
        continue
      case .service:
        // One handed in is the bridge's to pass on even where no port calls it; one the view
        // model makes or reaches itself is carried only where a port calls it.
        let isHandedIn = model.serviceProperties.contains(declaration.name)
        if !isHandedIn, !model.dependencies.contains(where: { $0.propertyName == declaration.name }),
          !portedLines.contains(where: { SwiftIdentifier.isMentioned(declaration.name, in: $0) })
        {
          diagnostics.warn(
            "'\(declaration.name)' is left out: no action the feature ports calls it, so the feature has no client for it; "
              + "its calls stay with the actions that are TODOs", at: declaration, severity: .note)
        }
        continue
      case .initializer:
        // `init(from decoder:)` beside the initializer State starts from: another way to make the
        // view model, which no State is made by.
        if let initializer, declaration != initializer {
          diagnostics.warn(
            "'\(MemberClassifier.selector(of: declaration))' is left out: State starts from '\(MemberClassifier.selector(of: initializer))', "
              + "and a feature has one way to start", at: declaration, severity: .note)
        }
        continue
      case .ignored, .plumbing:
        break
      default:
        continue
      }
      switch declaration.kind {
      // A private helper: others that are no action (a data source's method, a standard
      // protocol's requirement, a step only the view model runs) have their rule's own words.
      // (A start helper Graft could not port is said at the initializer's call.)
      case .function where member.isPrivate && !classification.isStartHelper:
        // (A query State answers as its own function is carried whoever calls it.)
        guard !carried.contains(declaration.name), !derived.contains(declaration.name) else { continue }
        let selector = MemberClassifier.selector(of: declaration)
        if let callers = callers[declaration.name], !callers.isEmpty {
          diagnostics.warn(
            "'\(selector)' is a helper, carried into the reducer where a ported action calls it, and no ported action does: "
              + "its work stays with its callers (\(callers.prefix(3).map { "'\($0)'" }.joined(separator: ", "))) until they are ported",
            at: declaration, severity: .note)
        } else {
          diagnostics.warn(
            "'\(selector)' is left out: no method of \(viewModel.name) calls it (an observer, a getter or a selector may)", at: declaration, severity: .note)
        }
      case .var, .let:
        if derived.contains(declaration.name) { continue }
        if declaration.initializer == nil, declaration.accessors.contains(where: { $0.kind == "get" }) {
          let why = model.derivedRefusals[declaration.name].map { " (\($0))" } ?? ""
          if member.isPrivate {
            // No view reads it: a ported body that does reads its expression in place.
            diagnostics.warn("'\(declaration.name)' is computed, and State does not carry it\(why)", at: declaration, severity: .note)
          } else {
            diagnostics.warn(
              "'\(declaration.name)' is computed, and State does not carry it\(why): a view that reads it reads State, "
                + "so write it there by hand as a computed property, or compute it in the view", at: declaration)
          }
        } else {
          // What replaces it is in the reason: the feature's effects, a dependency, the view.
          diagnostics.warn("'\(declaration.name)' is left out of State: \(classification.reason)", at: declaration, severity: .note)
        }
      // `encode(to:)`, `hash(into:)`: a standard protocol's requirement, which the view model's
      // type answers and a feature has no use for.
      case .function where classification.advisory == nil:
        guard !carried.contains(declaration.name) else { continue }
        diagnostics.warn(
          "'\(MemberClassifier.selector(of: declaration))' is left out: \(classification.reason)", at: declaration, severity: .note)
      default:
        continue
      }
    }
  }

  /// The view model's methods the feature carries: run by a ported action's body or a derived
  /// value State holds, directly or through other such methods.
  static func methodsCarried(
    by model: FeatureModel, classifications: [MemberClassification], of viewModel: ViewModel, portedStreamBodies: [[Statement]]
  ) -> Set<String> {
    let ported = Set(model.viewActions.filter { $0.ported != nil }.map(\.origin))
    let derived = Set(model.derivedValues.map(\.name))
    var pending: [[Statement]] = classifications.map(\.member.declaration).filter { declaration in
      (declaration.kind == .function && ported.contains(MemberClassifier.selector(of: declaration))) || derived.contains(declaration.name)
    }.map { $0.kind == .function ? $0.statements ?? [] : $0.statements(ofAccessor: "get") ?? [] } + portedStreamBodies
    let methods = viewModel.methodsByName
    var carried: Set<String> = []
    while let statements = pending.popLast() {
      OwnSteps.forEachCallee(in: statements) { callee in
        guard let name = callee.ownMethodName, let method = methods[name], carried.insert(name).inserted else { return }
        pending.append(method.statements ?? [])
      }
    }
    return carried
  }

  /// Per method of the view model, its methods and initializers that call it, in declaration
  /// order: each body read once.
  static func callers(in viewModel: ViewModel) -> [String: [String]] {
    var callers: [String: [String]] = [:]
    for member in viewModel.members where member.declaration.kind == .function || member.declaration.kind == .initializer {
      let caller = member.declaration.kind == .initializer ? "init" : MemberClassifier.selector(of: member.declaration)
      var called: Set<String> = []
      OwnSteps.forEachCallee(in: member.declaration.statements ?? []) { callee in
        if let name = callee.ownMethodName, name != member.name, called.insert(name).inserted { callers[name, default: []].append(caller) }
      }
    }
    return callers
  }
}
