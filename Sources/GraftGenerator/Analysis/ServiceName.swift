/// How services are named: the suffixes that mark a type as one (`NotesService`, `FeedClient`),
/// and the client name a protocol's dependency takes.
enum ServiceName {
  /// Suffixes that name a service, which its client's name drops (`NotesService` → `NotesClient`).
  static let suffixes = ["Service", "Client", "API", "Api", "Repository", "Repo", "Store", "Manager", "Provider", "Loader", "Gateway"]
  /// Other objects an app hands its screens, which their clients' names keep
  /// (`AppContext` → `AppContextClient`): a context, navigation, helpers with a job.
  static let roleSuffixes = [
    "Context", "Coordinator", "Router", "Navigator", "Handler", "Interactor", "Presenter", "Factory", "UseCase",
    "Tracker", "Proxy", "Monitor", "Controller", "Engine", "Database", "Session",
  ]

  /// Whether a type's name says it is a service: `NotesService`, `AppContext`, or a protocol
  /// named for one, `RoomProxyProtocol`. A view controller is the view layer's, never a service.
  static func isService(_ typeName: String) -> Bool {
    let name = typeName.hasSuffix("Protocol") && typeName.count > "Protocol".count ? String(typeName.dropLast("Protocol".count)) : typeName
    guard !name.hasSuffix("ViewController") else { return false }
    return (suffixes + roleSuffixes).contains { name.hasSuffix($0) }
  }

  /// `NotesService` → `Notes`, the base of its client's name.
  static func base(of typeName: String) -> String {
    for suffix in suffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
      return String(typeName.dropLast(suffix.count))
    }
    return typeName
  }
}
