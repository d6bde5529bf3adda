import SwiftDeclarationParser

/// Services: a `@DependencyClient` whose endpoints mirror the service's protocol.
extension FeatureBuilder {
  func addDependency(_ classification: MemberClassification, to model: inout FeatureModel, diagnostics: inout Diagnostics) {
    let declaration = classification.member.declaration
    let typeNames = TypeText(declaration.type ?? "").mentionedNames
    guard let protocolName = typeNames.first(where: { index.protocols[$0] != nil }) else {
      let shown = declaration.type ?? "unknown type"
      diagnostics.warn(
        "the protocol of service '\(declaration.name)' (\(shown)) is not in the sources given to Graft: add its file so its client can mirror it, or annotate '// graft: ignore'",
        at: declaration, severity: .error)
      return
    }
    var clientName = ServiceName.base(of: protocolName) + "Client"
    // `protocol AnalyticsClient` must not be shadowed by its own client.
    if clientName == protocolName || index.typeNames.contains(clientName) { clientName = protocolName + "Dependency" }
    var key = clientName.prefix(1).lowercased() + clientName.dropFirst()
    if case let .dependency(custom?) = classification.member.directive { key = custom }
    let endpoints = (index.protocols[protocolName]?.members ?? []).filter { $0.kind == .function }.map { requirement in
      var endpoint = Endpoint(
        // `@escaping` stays: the closure passes the parameter on to the service, which keeps it.
        name: requirement.name, parameters: payload(of: requirement.parameters, keepingEscaping: true), isAsync: requirement.effects.isAsync,
        isThrowing: requirement.effects.isThrowing, returnType: requirement.returnType ?? "Void")
      if endpoint.needsPlaceholder { endpoint.placeholder = ZeroValue.of(endpoint.returnType) }
      return endpoint
    }
    for endpoint in endpoints where endpoint.needsPlaceholder && endpoint.placeholder == nil {
      diagnostics.warn(
        "\(protocolName).\(endpoint.name) returns '\(endpoint.returnType)' without throwing, and Graft knows no placeholder of that type: its unimplemented endpoint stops the program; override it in every test",
        at: declaration)
    }
    model.dependencies.append(
      DependencyClient(name: clientName, protocolName: protocolName, key: key, propertyName: declaration.name, endpoints: endpoints))
  }
}
