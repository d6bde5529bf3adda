import GraftSupport
import SwiftDeclarationParser

/// A reactive view model's `transform(_ input: Input) -> Output`: each stream of `Input` is one
/// of the view's actions (`TransformInput`), its work what `transform` does with the stream:
/// the closure it subscribes with, ported as the action's body (`StreamSubscription`), or quoted
/// under the action's TODO.
extension FeatureBuilder {
  /// Returns the bodies of the actions whose streams `transform` subscribes to with a closure,
  /// by action name, for `portBodies`.
  func addTransformInputs(
    _ classifications: [MemberClassification], of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics
  ) -> (bodies: [String: PortedMethod], returned: [ReturnedOutputs]) {
    var bodies: [String: PortedMethod] = [:]
    var returned: [ReturnedOutputs] = []
    for classification in classifications where classification.role == .ignored && classification.member.directive != .ignore {
      let method = classification.member.declaration
      guard let inputs = TransformInput.of(method, in: viewModel, index: index) else { continue }
      let selector = MemberClassifier.selector(of: method)
      let parameter = method.parameters.first?.boundName ?? "input"
      // What `transform` binds, which no action carries: its parameters and its locals.
      var transformNames = Set(method.parameters.compactMap(\.boundName))
      for statement in method.statements ?? [] { statement.forEachStatement { transformNames.formUnion($0.boundNames) } }
      // What the view shows: State's, set by the actions whose streams make it.
      let output = TransformInput.output(of: method, in: viewModel, index: index)
      let dataflow = output.flatMap { TransformOutputs.of(method, output: $0.declaration, streams: inputs) }
      // The actions that set or send each output carried, by field.
      var setBy: [String: [String]] = [:]
      var addedFields: Set<String> = []
      var addedEvents: Set<String> = []
      // Outputs whose stream's action Graft could not write, by field.
      var stopped: [String: String] = [:]
      for input in inputs {
        let stream = "\(parameter).\(input.field)"
        let place = input.declaration ?? method
        if let taken = model.viewActions.first(where: { $0.name == input.actionName }) {
          diagnostics.warn(
            "'\(stream)' is no action of its own: the feature has an action '\(input.actionName)' already (\(taken.origin)); "
              + "rename the field, or annotate the other with '// graft: ignore'", at: place)
          continue
        }
        if let element = input.element, TypeText(element).isClosure {
          diagnostics.warn("'\(stream)' is no action: it delivers closures, which no action carries; the view calls what it would hand", at: place)
          continue
        }
        if let hidden = input.element.flatMap({ fileprivateType(in: $0, seenFrom: viewModel) }) {
          diagnostics.warn(
            "'\(stream)' is no action: '\(hidden)' is private to its file, so the generated file cannot name it; make it internal", at: place)
          continue
        }
        var action = ActionCase(name: input.actionName, payload: [], origin: ActionCase.origin(ofStream: stream, readBy: selector))
        action.source = .stream(field: input.field)
        action.body = input.chains
        action.condition = CompilationCondition.combined([viewModel.ownCondition(of: classification.member), input.condition].compactMap { $0 })
        var valueName = "value"
        if action.condition == nil, let (field, setter) = latestValueField(of: input, named: action.name, viewModel: viewModel, model: model) {
          // Kept in State, which the action sets: what the combination kept for the others.
          model.state.append(field)
          valueName = field.name
          bodies[action.name] = PortedMethod(setter)
        } else if action.condition == nil, let output, let dataflow, case let (made, nil) = dataflow.outputs(madeFrom: input.field), !made.isEmpty {
          // All it does is make what the view shows: the action sets it.
          do {
            let port = try outputsPort(
              of: input, among: inputs, action: action.name, made: made, dataflow: dataflow, carried: Set(setBy.keys), in: method,
              transformNames: transformNames, outputType: output.name, viewModel: viewModel, model: model)
            model.state += port.fields
            model.delegateCases += port.events
            for carried in made { setBy[carried.field, default: []].append(action.name) }
            addedFields.formUnion(port.fields.map(\.name))
            addedEvents.formUnion(port.events.map(\.name))
            valueName = port.valueName
            bodies[action.name] = port.method
          } catch let refusal as StreamChain.Refusal {
            action.portRefusal = refusal.reason.onOneLine()
            for refused in made where stopped[refused.field] == nil {
              stopped[refused.field] = refusal.reason.contains("'\(output.name).\(refused.field)'")
                ? refusal.reason : "'.\(action.name)' stayed a TODO"
            }
          } catch {
            action.portRefusal = "\(error)".onOneLine()
          }
        } else if input.chains == nil {
          action.portRefusal = "'\(selector)' does nothing with '\(stream)'"
        } else if input.deliversOnSubscribe {
          action.portRefusal = "'\(stream)' is a \(input.kind), which hands what subscribes its current value: what '\(selector)' "
            + "subscribes with ran once when the view handed its streams over, which no action does"
        } else {
          do {
            let subscription = try StreamSubscription.of(
              input.readers, reading: (parameter, input.field), transformNames: transformNames, text: method.sourceText)
            // `disposeBag = DisposeBag()` elsewhere ends the subscription, which an action the view
            // sends would not.
            if let keeper = subscription.keeper, let replacing = viewModel.members.first(where: { member in
              // (An initializer sets it up before any stream is subscribed to.)
              member.declaration != method && member.declaration.kind != .initializer
                && Self.replaces(keeper, in: member.declaration.statements ?? [])
            }) {
              throw StreamSubscription.Refusal(reason: "it keeps its subscription in '\(keeper)', which '\(replacing.name)' replaces or empties to end it")
            }
            valueName = subscription.valueName ?? valueName
            let parameters = input.element.map { [Parameter(label: nil, name: valueName, type: $0)] } ?? []
            var body = PortedMethod(closureIn: method, statements: subscription.body, parameters: parameters)
            body.selfAlias = subscription.selfAlias
            bodies[action.name] = body
          } catch let refusal as StreamSubscription.Refusal {
            // `let valid = input.name.throttle(…)` returned to the view: no subscription, but a
            // chain of what the view shows, whose reason is the one to give.
            let makesOutputs = input.readers.allSatisfy { reader in
              switch reader.kind {
              case .variable, .return: true
              default: false
              }
            }
            action.portRefusal = ((makesOutputs ? dataflow?.readElsewhere[input.field] : nil) ?? refusal.reason).onOneLine()
          } catch {
            action.portRefusal = "\(error)".onOneLine()
          }
        }
        action.payload = input.element.map { [Value(label: nil, name: valueName, type: TypeText($0).storedForm)] } ?? []
        model.viewActions.append(action)
      }
      // `isEditing = true`, `load()`: work `transform` does when the view hands its streams over.
      if let first = TransformInput.statementsReadingNoStream(of: method, streams: inputs).first {
        diagnostics.warn(
          "'\(method.sourceText(first.range).onOneLine().prefix(60))' reads none of the view's streams: '\(selector)' runs it when the view "
            + "hands them over, which no action does; send an action for it when the view appears", in: method, atByte: first.range.lowerBound)
      }
      // What the view shows that no action carries is said once the actions are ported.
      if let output {
        let reasons = Dictionary(output.streams.compactMap { name in
          (dataflow?.outputs.first { $0.field == name }?.refusal ?? stopped[name]).map { (name, $0) }
        }) { first, _ in first }
        returned.append(ReturnedOutputs(
          name: output.name, declaration: output.declaration, streams: output.streams, reasons: reasons, setBy: setBy, addedFields: addedFields,
          addedEvents: addedEvents))
      }
    }
    return (bodies, returned)
  }

  /// Whether `statements` replace or empty a subscription keeper: `disposeBag = DisposeBag()`,
  /// `cancellables.removeAll()`, `cancellables = []`.
  static func replaces(_ keeper: String, in statements: [Statement]) -> Bool {
    var replaces = false
    for statement in statements {
      statement.forEachExpressionEnteringClosures { expression in
        switch expression.kind {
        case let .assignment(target, "=", _) where BodyWrites.rootProperty(of: target) == keeper: replaces = true
        case let .call(callee, _):
          if case let .member(base, "removeAll") = callee.kind, BodyWrites.rootProperty(of: base) == keeper { replaces = true }
        default: break
        }
      }
    }
    return replaces
  }

  /// For a stream `transform` keeps only the latest value of (`TransformInput.isReadForLatestValue`):
  /// the State field that holds it, named as the stream, starting from its type's zero value, and
  /// the method that sets it, `func emailChanged(_ email: String) { self.email = email }`, which
  /// the action's port is. Nil where the view model has a member of that name, or the type has
  /// no zero value Graft can write.
  private func latestValueField(
    of input: TransformInput, named action: String, viewModel: ViewModel, model: FeatureModel
  ) -> (StateField, Declaration)? {
    guard input.isReadForLatestValue, let element = input.element.map({ TypeText($0).storedForm }),
      !viewModel.members.contains(where: { $0.name == input.field }), !model.state.contains(where: { $0.name == input.field }),
      let zero = ConstructedValue(index: index, kind: .zero, home: viewModel.path, enumCases: model.enumCases, modules: modules).value(of: element)
    else { return nil }
    // State holds Equatable values Graft can see: a tuple of two streams' values is not one.
    guard whyStateCannotHold(element, of: viewModel) == nil else { return nil }
    let source = "extension \(viewModel.name) {\n  func \(action)(_ \(input.field): \(element)) {\n    self.\(input.field) = \(input.field)\n  }\n}\n"
    guard let setter = SourceFile(path: viewModel.path, text: source).declarations.first?.members.first, setter.kind == .function else { return nil }
    let field = StateField(name: input.field, type: element, writesType: true, defaultValue: zero, isBindable: false, appStorageKey: nil, note: nil)
    return (field, setter)
  }
}
