/// Translates a service into its `@DependencyClient`: one closure per requirement, and the
/// `live(_:)` factory that forwards each to the legacy service.
extension GraftFileContext.Client {
  init(_ client: DependencyClient) {
    name = client.name
    protocolName = client.protocolName
    serviceType = client.serviceType
    key = client.key
    endpoints = client.endpoints.map { endpoint in
      Endpoint(
        name: endpoint.name,
        parameters: endpoint.parameters.map { Parameter(label: $0.label, name: $0.name, type: $0.type) }.markingLast(),
        hasParameters: !endpoint.parameters.isEmpty,
        isAsync: endpoint.isAsync, isThrowing: endpoint.isThrowing, returnType: endpoint.returnType,
        unimplemented: endpoint.needsPlaceholder ? Self.unimplemented(endpoint, client: client.name) : nil)
    }.markingLast()
  }

  /// `{ _ in unimplemented("NotesClient.count", placeholder: 0) }`, or a `fatalError` where
  /// Graft knows no placeholder of the endpoint's type.
  static func unimplemented(_ endpoint: GraftGenerator.Endpoint, client: String) -> String {
    let parameters = endpoint.parameters.isEmpty ? "" : endpoint.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
    let body = endpoint.placeholder.map { "unimplemented(\"\(client).\(endpoint.name)\", placeholder: \($0))" }
      ?? "fatalError(\"Unimplemented: \(client).\(endpoint.name)\")"
    return "{ \(parameters)\(body) }"
  }
}
