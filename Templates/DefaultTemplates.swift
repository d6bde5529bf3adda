/// Graft's default templates: the `.mustache` files beside this one, built into the tool
/// (SwiftPM's `embedInCode`) so that it works wherever the plugin runs, with no file of its own
/// to find. A team reads them here, copies one into its templates folder and changes it there.
public enum DefaultTemplates {
  /// Each template's source, by its file name without `.mustache`: `Graft.swift`, `Reducer.swift`…
  public static let sources: [String: String] = [
    "Graft.swift": PackageResources.Graft_swift_mustache,
    "Clients.swift": PackageResources.Clients_swift_mustache,
    "Imports.swift": PackageResources.Imports_swift_mustache,
    "Reducer.swift": PackageResources.Reducer_swift_mustache,
    "View.swift": PackageResources.View_swift_mustache,
    "ViewContent.swift": PackageResources.ViewContent_swift_mustache,
    "Tests.swift": PackageResources.Tests_swift_mustache,
    "XCTests.swift": PackageResources.XCTests_swift_mustache,
    "Property.swift": PackageResources.Property_swift_mustache,
    "Case.swift": PackageResources.Case_swift_mustache,
    "Parameter.swift": PackageResources.Parameter_swift_mustache,
    "DependencyClient.swift": PackageResources.DependencyClient_swift_mustache,
    "LegacyService.swift": PackageResources.LegacyService_swift_mustache,
    "Conformance.swift": PackageResources.Conformance_swift_mustache,
  ].mapValues { String(decoding: $0, as: UTF8.self) }
}
