import GraftSupport
/// Types nested in the view model (`enum Step`, `struct Line`, an `enum State` of its own) are
/// written with its name wherever the feature mentions them, since the feature is declared
/// outside the view model.
extension FeatureBuilder {
  func qualifyNestedTypes(in model: inout FeatureModel, of viewModel: ViewModel) {
    let qualifier = TypeQualifier(viewModel: viewModel.qualifiedName, index: index)
    // An initial value may name the view model's static members bare, as its own property
    // initializers can (`= Storage.read(historyKey)`); State's must write the type.
    var valueNames = qualifier.names
    // A constant's literal is written in place (`"history"`): a private one cannot be reached
    // from the generated file, nor a main-actor view model's from State's nonisolated defaults.
    for member in viewModel.members where member.modifiers.contains("static") && [.var, .let, .function].contains(member.declaration.kind) {
      let literal = member.declaration.kind == .let ? member.declaration.initializer.map { $0.trimmed() }.flatMap { InitializerPort.isLiteral($0) ? $0 : nil } : nil
      valueNames[member.name] = valueNames[member.name] ?? literal ?? viewModel.qualifiedName + "." + member.name
    }
    let valueQualifier = TypeQualifier(names: valueNames, leavesArgumentLabels: true)
    guard !valueQualifier.isEmpty || !index.filePrivateTypes.isEmpty else { return }
    func values(_ values: [Value]) -> [Value] {
      values.map { value in
        var qualified = value
        qualified.type = qualifier.qualify(value.type)
        return qualified
      }
    }
    func cases(_ cases: [ActionCase]) -> [ActionCase] {
      cases.map { actionCase in
        var qualified = actionCase
        qualified.payload = values(actionCase.payload)
        if case let .closure(property, signature) = actionCase.source {
          var signature = signature
          signature.parameterTypes = signature.parameterTypes.map(qualifier.qualify)
          signature.returnType = qualifier.qualify(signature.returnType)
          qualified.source = .closure(property: property, signature: signature)
        }
        return qualified
      }
    }
    model.state = model.state.map { field in
      var field = field
      field.type = field.type.map(qualifier.qualify)
      field.defaultValue = field.defaultValue.map(valueQualifier.qualify).map(inliningPrivateConstants)
      field.branches = field.branches.map { branch in
        var branch = branch
        branch.type = branch.type.map(qualifier.qualify)
        branch.defaultValue = branch.defaultValue.map(valueQualifier.qualify)
        return branch
      }
      return field
    }
    model.seedValues = values(model.seedValues)
    model.requiredFields = values(model.requiredFields)
    model.objectReads = model.objectReads.mapValues { read in
      var read = read
      read.object.type = qualifier.qualify(read.object.type)
      return read
    }
    model.initializerArguments = model.initializerArguments.map { argument in
      var argument = argument
      argument.type = qualifier.qualify(argument.type)
      return argument
    }
    model.viewActions = cases(model.viewActions)
    model.delegateCases = cases(model.delegateCases)
    model.responses = model.responses.map { response in
      var response = response
      switch response.result {
      case let .throwing(success): response.result = .throwing(success: qualifier.qualify(success))
      case let .value(type): response.result = .value(qualifier.qualify(type))
      }
      return response
    }
  }

  /// `Constants.Accessibility.title`, a constant of a type private to the view model's file,
  /// which State's default in another file cannot reach: its literal, written in place
  /// (`"Title"`). A value that is no literal is left as it is.
  func inliningPrivateConstants(_ text: String) -> String {
    guard !index.filePrivateTypes.isEmpty, text.contains(".") else { return text }
    var result = ""
    var chain = ""
    func flush() {
      defer { chain = "" }
      let components = chain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard components.count >= 2, components.first?.first?.isUppercase == true else { result += chain; return }
      let owner = components.dropLast().joined(separator: ".")
      var prefix = ""
      var isPrivate = false
      for component in components.dropLast() {
        prefix += (prefix.isEmpty ? "" : ".") + component
        if index.filePrivateTypes.contains(prefix) { isPrivate = true }
      }
      guard isPrivate, let declared = index.qualifiedTypes[owner],
        let constant = declared.declaration.members.first(where: { $0.name == components.last && $0.kind == .let && $0.hasModifier("static") }),
        let literal = constant.initializer?.trimmed(), InitializerPort.isLiteral(literal)
      else { result += chain; return }
      result += literal
    }
    var inString = false
    for character in text {
      if inString {
        result.append(character)
        if character == "\"" { inString = false }
        continue
      }
      if character.isLetter || character.isNumber || character == "_" || (character == "." && !chain.isEmpty) {
        chain.append(character)
        continue
      }
      flush()
      if character == "\"" { inString = true }
      result.append(character)
    }
    flush()
    return result
  }
}
