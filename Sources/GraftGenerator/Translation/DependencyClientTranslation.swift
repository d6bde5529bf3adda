/// Translates a service into its `@DependencyClient`: one closure per requirement, and the
/// `live(_:)` factory that forwards each to the legacy service.
extension GraftFileContext.Client {
  init(_ client: DependencyClient) {
    name = client.name
    protocolName = client.protocolName
    serviceType = client.serviceType
    // A type, or a `Sendable` service, is captured as it is; another only in a box.
    let boxesService = !client.forwardsToType && !client.isServiceSendable
    self.boxesService = boxesService
    key = client.key
    endpoints = client.endpoints.map { endpoint in
      Endpoint(
        name: endpoint.name,
        parameters: endpoint.parameters.map { Parameter(label: $0.label, name: $0.name, type: $0.type) }.markingLast(),
        hasParameters: !endpoint.parameters.isEmpty,
        isAsync: endpoint.isAsync, isThrowing: endpoint.isThrowing, returnType: endpoint.returnType,
        unimplemented: endpoint.needsPlaceholder ? Self.unimplemented(endpoint, client: client.name) : nil,
        forwarding: Self.forwarding(endpoint, service: boxesService ? "service.value" : "service"),
        waitsForCompletion: Self.completionForwarding(endpoint, service: boxesService ? "service.value" : "service"))
    }.markingLast()
  }

  /// The live closure's body: `{ text in try await service.value.save(text) }`. A service called
  /// on the main actor is called there: `{ @MainActor text in service.value.save(text) }`.
  /// `service`: how the closure reaches the service, `service.value` through its box.
  static func forwarding(_ endpoint: GraftGenerator.Endpoint, service: String = "service.value") -> String {
    if let waiting = completionForwarding(endpoint, service: service) {
      return [waiting.opening, waiting.waiting, waiting.call, "}", "}"].joined(separator: " ")
    }
    let (signature, arguments) = closureParts(endpoint)
    let call = (endpoint.isThrowing ? "try " : "") + (endpoint.methodIsAsync ? "await " : "")
      + "\(service).\(endpoint.method)" + (endpoint.isProperty ? "" : "(\(arguments))")
    return "{ " + (signature.isEmpty ? "" : signature + " in ") + call + " }"
  }

  /// For a method that reports through a completion or an RxSwift trait, the live closure that
  /// waits for it: `{ id in`, `try await withCheckedThrowingContinuation { continuation in`,
  /// then the call handing the report on, `service.value.load(id: id) { continuation.resume(with: $0) }`.
  static func completionForwarding(_ endpoint: GraftGenerator.Endpoint, service: String = "service.value") -> CompletionForwarding? {
    guard let awaited = endpoint.awaited else { return nil }
    let (signature, arguments) = closureParts(endpoint)
    // The continuation's name is none of the values'.
    let taken = Set(endpoint.parameters.map(\.name))
    let continuation = ["continuation", "waiting", "resumption"].first { !taken.contains($0) } ?? "continuation_"
    // A completion goes last, as a trailing closure, whatever its label.
    let call = awaited.statement(calling: "\(service).\(endpoint.method)" + (arguments.isEmpty && awaited.takesCompletion ? "" : "(\(arguments))"), resuming: continuation)
    let waiting = (awaited.isThrowing ? "try " : "") + "await \(awaited.continuationFunction) { \(continuation) in"
    let completionLabel = endpoint.completion.map { [($0.label ?? "_") + ":"] } ?? []
    let labels = (endpoint.parameters.map { ($0.label ?? "_") + ":" } + completionLabel).joined()
    let selector = "\(endpoint.method)(\(labels))"
    return CompletionForwarding(
      selector: selector, summary: awaited.summary(of: selector), opening: "{" + (signature.isEmpty ? "" : " " + signature + " in"), waiting: waiting,
      call: call)
  }

  /// The live closure's signature (`@MainActor id`) and the arguments it passes (`id: id`).
  private static func closureParts(_ endpoint: GraftGenerator.Endpoint) -> (signature: String, arguments: String) {
    // A parameter named `service` would hide the captured service: it goes by another name here.
    let taken = Set(endpoint.parameters.map(\.name))
    // A reserved word (`public` in `create(description:files:public:)`) is a closure parameter
    // only in backticks.
    let names = endpoint.parameters.map { parameter in
      parameter.name != "service" ? SwiftIdentifier.escaped(parameter.name) : (1...).lazy.map { "service\($0)" }.first { !taken.contains($0) }!
    }
    // `inout String`: the closure's parameter is the caller's variable, handed on as one (`&name`).
    let arguments = zip(endpoint.parameters, names).map { parameter, name in
      (parameter.label.map { $0 + ": " } ?? "") + (parameter.type.hasPrefix("inout ") ? "&" : "") + name
    }.joined(separator: ", ")
    let signature = ([endpoint.isMainActor ? "@MainActor" : ""] + [names.joined(separator: ", ")]).filter { !$0.isEmpty }.joined(separator: " ")
    return (signature, arguments)
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
