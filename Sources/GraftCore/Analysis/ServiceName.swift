/// How services are named: the suffixes that mark a type as one (`NotesService`, `FeedClient`),
/// and the client name a protocol's dependency takes.
enum ServiceName {
  static let suffixes = ["Service", "Client", "API", "Api", "Repository", "Store", "Manager", "Provider", "Loader", "Gateway"]

  /// Whether a type's name says it is a service.
  static func isService(_ typeName: String) -> Bool {
    suffixes.contains { typeName.hasSuffix($0) }
  }

  /// `NotesService` → `Notes`, the base of its client's name.
  static func base(of typeName: String) -> String {
    for suffix in suffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
      return String(typeName.dropLast(suffix.count))
    }
    return typeName
  }
}
