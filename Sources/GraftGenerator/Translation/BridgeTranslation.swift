/// Translates a feature into its bridge: the store a legacy parent builds, routing delegate
/// actions back to the legacy closures or delegate, and the SwiftUI and UIKit entry points.
extension GraftFileContext.Bridge {
  init(_ model: FeatureModel) {
    // The values State.init takes; for those read off an object, the object, once.
    var storeParameters: [ParameterDeclaration] = []
    var forwarded: [ArgumentExpression] = []
    for value in model.stateInitializerValues {
      let taken = model.objectReads[value.name]?.object ?? value
      guard !storeParameters.contains(where: { $0.name == taken.name }) else { continue }
      storeParameters.append(ParameterDeclaration(name: taken.name, type: taken.type))
      forwarded.append(ArgumentExpression(label: taken.name, value: taken.name))
    }
    var viewParameters = storeParameters
    let services = model.services
    for service in services {
      let parameter = ParameterDeclaration(name: service.property, type: service.type)
      storeParameters.append(parameter)
      viewParameters.append(parameter)
      forwarded.append(ArgumentExpression(label: service.property, value: service.property))
    }
    var closureRouting: [GraftFileContext.Route] = []
    var protocolRouting: [GraftFileContext.Route] = []
    var delegateProperties: [WeakDelegate] = []
    var heldClosureStructs: [HeldValue] = []
    for delegateCase in model.delegateCases {
      let pattern = SwiftExpressions.casePattern(delegateCase)
      let bindings = delegateCase.payload.map(\.name).joined(separator: ", ")
      switch Self.route(of: delegateCase) {
      case let .closure(property, signature):
        let type = "@escaping @MainActor " + SwiftExpressions.functionType(signature)
        storeParameters.append(ParameterDeclaration(name: property, type: type))
        viewParameters.append(ParameterDeclaration(
          name: property, type: type, defaultValue: SwiftExpressions.emptyClosure(parameterCount: delegateCase.payload.count)))
        forwarded.append(ArgumentExpression(label: property, value: property))
        // On the main actor, as the closures are: a payload that is not Sendable crosses nothing.
        closureRouting.append(GraftFileContext.Route(
          condition: delegateCase.condition, pattern: pattern, call: (signature.isAsync ? "await " : "") + "\(property)(\(bindings))"))
      case let .delegateMethod(property, type, method, _):
        if type.isHeld {
          // A struct of closures, or a navigator the view model resolved, is held as it is, not
          // weakly: Sendable for the effect that calls it, on the main actor, where the view
          // model called it.
          let local = property + "Reference"
          let written = type.closureStruct?.writtenType ?? type.parameterType
          if !heldClosureStructs.contains(where: { $0.property == property }) {
            heldClosureStructs.append(HeldValue(property: property, local: local))
            let parameter = ParameterDeclaration(name: property, type: written)
            storeParameters.append(parameter)
            viewParameters.append(parameter)
            forwarded.append(ArgumentExpression(label: property, value: property))
          }
          let call: String
          if let held = type.closureStruct {
            let isOptional = written.trimmed().hasSuffix("?") || written.trimmed().hasSuffix("!")
            call = "\(local).value" + (isOptional ? "?" : "") + "." + method + (held.optionalClosures.contains(method) ? "?" : "") + "(\(bindings))"
          } else {
            call = "\(local).value.\(method)(\(SwiftExpressions.arguments(SwiftExpressions.forwarding(delegateCase.payload))))"
          }
          protocolRouting.append(GraftFileContext.Route(condition: delegateCase.condition, pattern: pattern, call: call))
          continue
        }
        // `init(delegate:)` that read the delegate: State's initializer takes it too, and the
        // bridge's one parameter serves both.
        let isStateValue = model.stateInitializerValues.contains { $0.name == property } || model.objectReads.values.contains { $0.object.name == property }
        let local = isStateValue ? property + "Reference" : property
        if !delegateProperties.contains(where: { $0.property == property }) {
          delegateProperties.append(WeakDelegate(
            property: property, protocolName: type.name, valueType: type.parameterType,
            optionalValueType: type.optionalType, referenceType: property.prefix(1).uppercased() + property.dropFirst() + "Reference",
            local: local))
          if !isStateValue {
            let parameter = ParameterDeclaration(name: property, type: type.parameterType)
            storeParameters.append(parameter)
            viewParameters.append(parameter)
            forwarded.append(ArgumentExpression(label: property, value: property))
          }
        }
        let arguments = SwiftExpressions.arguments(SwiftExpressions.forwarding(delegateCase.payload))
        protocolRouting.append(GraftFileContext.Route(condition: delegateCase.condition, pattern: pattern, call: "\(local).value?.\(method)(\(arguments))"))
      case .method, .subject, .stream:
        break
      }
    }
    let isSwiftUI = model.options.bridge == .swiftui || model.options.bridge == .both
    // Mixed closures and a delegate protocol route together.
    if !protocolRouting.isEmpty { protocolRouting += closureRouting }
    self.init(
      storeParameters: storeParameters.markingLast(), viewParameters: viewParameters.markingLast(),
      forwardedArguments: forwarded.markingLast(), hasParameters: !storeParameters.isEmpty,
      initialState: model.stateInitializerValues.map { ArgumentExpression(label: $0.name, value: model.objectReads[$0.name]?.expression ?? $0.name) }.markingLast(),
      returnsStore: !services.isEmpty || !model.reachedServices.isEmpty || !delegateProperties.isEmpty || !heldClosureStructs.isEmpty,
      startActions: model.startActions,
      // Not a name the bridge's parameters take (`store: AppStore`).
      storeLocal: storeParameters.contains { $0.name == "store" } ? "featureStore" : "store",
      startsInStore: !model.startActions.isEmpty && !isSwiftUI,
      startsOnAppear: !model.startActions.isEmpty && isSwiftUI,
      liveClients: services.map { service in
        LiveClient(key: service.key, value: service.client.map { "\($0).live(\(service.property))" } ?? "UncheckedSendable(\(service.property))")
      } + model.reachedServices.map { LiveClient(key: $0.key, value: "\($0.client).live(\($0.reach))") },
      hasDelegateRouting: !model.delegateCases.isEmpty, closureRouting: closureRouting, weakDelegates: delegateProperties,
      heldClosureStructs: heldClosureStructs,
      protocolRouting: protocolRouting, usesProtocolRouting: !protocolRouting.isEmpty,
      swiftUI: isSwiftUI, uiKit: model.options.bridge == .both)
  }

  /// How the bridge reports a delegate case to the legacy parent: through a closure, or a call
  /// of the legacy delegate. A requirement that would hand the delegate the view model itself
  /// is a closure of its own, `onDidFinish`: a TCA feature has no view model to hand over.
  static func route(of delegateCase: ActionCase) -> ActionCase.CaseSource {
    switch delegateCase.source {
    case .delegateMethod(_, _, _, true), .subject: break
    default: return delegateCase.source
    }
    return .closure(
      property: "on" + CaseConversion.upperFirst(delegateCase.name),
      signature: ClosureSignature(parameterTypes: delegateCase.payload.map(\.type)))
  }
}
