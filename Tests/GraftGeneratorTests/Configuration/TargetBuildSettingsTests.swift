import Testing
@testable import GraftGenerator

@Suite struct TargetBuildSettingsTests {
  @Test func aManifestsPlatformsAndDefaultIsolation() throws {
    let manifest = """
      // swift-tools-version: 6.2
      let package = Package(
        name: "Notes",
        platforms: [.iOS(.v16_4), .macOS("13.3"), .watchOS(.v9)],
        targets: [
          .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
          .target(name: "Core", dependencies: [.product(name: "X", package: "x", condition: .when(platforms: [.iOS]))]),
        ]
      )
      """
    let settings = try #require(TargetBuildSettings.reading(manifest: manifest, target: "Feed"))
    #expect(settings.defaultIsolation == .mainActor)
    #expect(TargetBuildSettings.reading(manifest: manifest, target: "Core")?.defaultIsolation == .nonisolated)
    #expect(settings.deploymentTargets == [.iOS: "16.4", .macOS: "13.3", .watchOS: "9"])
    #expect(settings.usesPerception)
    #expect(TargetBuildSettings.reading(manifest: "let package = Package(name: \"Notes\")") == nil)
  }

  /// Isolation set in a list outside any target is every target's; a comment or a string says
  /// nothing.
  @Test func aManifestsSharedSettingsAndComments() {
    let shared = """
      let strict: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
      let package = Package(name: "Notes", targets: [.target(name: "Feed", swiftSettings: strict)])
      """
    #expect(TargetBuildSettings.reading(manifest: shared, target: "Feed")?.defaultIsolation == .mainActor)
    #expect(TargetBuildSettings.reading(manifest: shared)?.defaultIsolation == .mainActor)
    let silent = """
      // swiftSettings: [.defaultIsolation(MainActor.self)] once we move to Swift 6.2
      let package = Package(name: "Notes", targets: [.target(name: "Feed", path: ".defaultIsolation(MainActor.self)")])
      """
    #expect(TargetBuildSettings.reading(manifest: silent, target: "Feed") == nil)
  }

  @Test func anXcodeProjectsLowestDeploymentTargetAndIsolation() throws {
    let project = """
      \t\t\tbuildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
      \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
      \t\t\t};
      \t\t\tbuildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
      \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = "10.0";
      \t\t\t};
      """
    let settings = try #require(TargetBuildSettings.reading(xcodeProject: project))
    #expect(settings.defaultIsolation == .mainActor)
    #expect(settings.deploymentTargets == [.iOS: "16.0", .watchOS: "10.0"])
    #expect(TargetBuildSettings.reading(xcodeProject: "\t\tSWIFT_VERSION = 5.0;") == nil)
    #expect(TargetBuildSettings.reading(xcodeProject: "    SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor # new default")?.defaultIsolation == .mainActor)
  }

  /// Observation's `@Bindable` exists from iOS and tvOS 17, macOS 14, watchOS 10: any platform
  /// below that needs Perception, none above does.
  @Test func perceptionBelowObservationsVersions() {
    func uses(_ targets: [TargetBuildSettings.Platform: String]) -> Bool {
      TargetBuildSettings(deploymentTargets: targets).usesPerception
    }
    #expect(uses([.iOS: "16.4"]))
    #expect(uses([.macOS: "13"]))
    #expect(uses([.iOS: "17.0", .watchOS: "9.0"]))
    #expect(!uses([.iOS: "17"]))
    #expect(!uses([.iOS: "17.0", .macOS: "14.0", .tvOS: "17.2", .watchOS: "10.0", .visionOS: "1.0"]))
    #expect(!uses([:]))
  }

  @Test func onlyInAModuleIsolatedToTheMainActorIsGeneratedCodeNonisolated() {
    #expect(TargetBuildSettings(defaultIsolation: .mainActor).nonisolatedPrefix == "nonisolated ")
    #expect(TargetBuildSettings().nonisolatedPrefix == "")
  }
}
