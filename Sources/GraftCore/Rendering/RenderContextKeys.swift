import Mustache

// Key lookups for the render contexts, written out: a template looks up several keys per
// line, and reflection (`MustacheObject`'s default) would build a Mirror for each.

extension GraftFileContext {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "feature": .string(feature)
    case "access": .string(access)
    case "explicitInit": .bool(explicitInit)
    case "viewModel": .string(viewModel)
    case "screen": .string(screen)
    case "imports": .array(imports.map(MustacheValue.string))
    case "state": .array(state.map(MustacheValue.object))
    case "seedValues": .array(seedValues.map(MustacheValue.object))
    case "seedParameters": .string(seedParameters)
    case "hasSeedValues": .bool(hasSeedValues)
    case "actionConformances": .string(actionConformances)
    case "isBindable": .bool(isBindable)
    case "viewActions": .array(viewActions.map(MustacheValue.object))
    case "hasViewActions": .bool(hasViewActions)
    case "responses": .array(responses.map(MustacheValue.object))
    case "delegateCases": .array(delegateCases.map(MustacheValue.object))
    case "hasDelegateCases": .bool(hasDelegateCases)
    case "dependencies": .array(dependencies.map(MustacheValue.object))
    case "hasDependencies": .bool(hasDependencies)
    case "bridge": bridge.map(MustacheValue.object) ?? .null
    case "seed": seed.map(MustacheValue.object) ?? .null
    default: nil
    }
  }
}

extension GraftFileContext.Line {
  func mustacheValue(forKey key: String) -> MustacheValue? { key == "line" ? .string(line) : nil }
}

extension GraftFileContext.Field {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "name": .string(name)
    case "note": note.map(MustacheValue.string) ?? .null
    case "lines": .array(lines.map(MustacheValue.object))
    default: nil
    }
  }
}

extension GraftFileContext.Named {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "name": .string(name)
    case "type": .string(type)
    default: nil
    }
  }
}

extension GraftFileContext.Client {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "name": .string(name)
    case "protocolName": .string(protocolName)
    case "key": .string(self.key)
    case "endpoints": .array(endpoints.map(MustacheValue.object))
    default: nil
    }
  }
}

extension GraftFileContext.EndpointLines {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "declaration": .string(declaration)
    case "liveClosure": .string(liveClosure)
    case "isLast": .bool(isLast)
    default: nil
    }
  }
}

extension GraftFileContext.Bridge {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "storeParameters": .array(storeParameters.map(MustacheValue.object))
    case "viewParameters": .array(viewParameters.map(MustacheValue.object))
    case "forwardedArguments": .string(forwardedArguments)
    case "hasParameters": .bool(hasParameters)
    case "initialState": .string(initialState)
    case "storeKeyword": .string(storeKeyword)
    case "liveClients": .array(liveClients.map(MustacheValue.object))
    case "dependencyAssignments": .array(dependencyAssignments.map(MustacheValue.object))
    case "hasDelegateRouting": .bool(hasDelegateRouting)
    case "closureRouting": .array(closureRouting.map(MustacheValue.object))
    case "weakDelegates": .array(weakDelegates.map(MustacheValue.object))
    case "protocolRouting": .array(protocolRouting.map(MustacheValue.object))
    case "usesProtocolRouting": .bool(usesProtocolRouting)
    case "swiftUI": .bool(swiftUI)
    case "uiKit": .bool(uiKit)
    case "importsSwiftUI": .bool(importsSwiftUI)
    case "importsUIKit": .bool(importsUIKit)
    default: nil
    }
  }
}

extension GraftFileContext.Seed {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "fields": .array(fields.map(MustacheValue.object))
    case "outcomeCases": .array(outcomeCases.map(MustacheValue.object))
    case "parameters": .array(parameters.map(MustacheValue.object))
    case "viewModelArguments": .string(viewModelArguments)
    case "outcomeAssignments": .array(outcomeAssignments.map(MustacheValue.object))
    case "wrapper": .string(wrapper)
    case "wrapperInitializer": .string(wrapperInitializer)
    case "legacyScreenBody": .string(legacyScreenBody)
    case "legacyController": legacyController.map(MustacheValue.string) ?? .null
    case "storedServices": .array(storedServices.map(MustacheValue.object))
    case "serviceAssignments": .array(serviceAssignments.map(MustacheValue.object))
    case "seededCall": .string(seededCall)
    case "importsSwiftUI": .bool(importsSwiftUI)
    case "importsUIKit": .bool(importsUIKit)
    case "importsAny": .bool(importsSwiftUI || importsUIKit)
    case "example": .string(example)
    default: nil
    }
  }
}

extension GraftFileContext.Parameter {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "line": .string(line)
    case "isService": .bool(isService)
    default: nil
    }
  }
}

extension ReducerFileContext {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "feature": .string(feature)
    case "access": .string(access)
    case "explicitInit": .bool(explicitInit)
    case "screen": .string(screen)
    case "viewModel": .string(viewModel)
    case "dependencies": .array(dependencies.map(MustacheValue.object))
    case "hasDependencies": .bool(hasDependencies)
    case "isBindable": .bool(isBindable)
    case "cases": .array(cases.map(MustacheValue.object))
    default: nil
    }
  }
}

extension ReducerFileContext.Dependency {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "key": .string(self.key)
    case "property": .string(property)
    default: nil
    }
  }
}

extension ReducerFileContext.Case {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "pattern": .string(pattern)
    case "lines": .array(lines.map(MustacheValue.object))
    default: nil
    }
  }
}

extension ViewFileContext {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "feature": .string(feature)
    case "access": .string(access)
    case "explicitInit": .bool(explicitInit)
    case "controls": .array(controls.map(MustacheValue.object))
    default: nil
    }
  }
}

extension TestsFileContext {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "feature": .string(feature)
    case "module": .string(module)
    case "tests": .array(tests.map(MustacheValue.object))
    default: nil
    }
  }
}

extension TestsFileContext.TestCase {
  func mustacheValue(forKey key: String) -> MustacheValue? {
    switch key {
    case "name": .string(name)
    case "capitalizedName": .string(capitalizedName)
    case "isPending": .bool(isPending)
    case "pendingReason": .string(pendingReason)
    case "steps": .array(steps.map(MustacheValue.object))
    case "isLast": .bool(isLast)
    default: nil
    }
  }
}
