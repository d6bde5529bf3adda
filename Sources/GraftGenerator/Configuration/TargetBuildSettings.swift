import GraftSupport

/// The build settings of the user's target that change what Swift accepts from generated code:
/// the default actor isolation (Xcode 26's "Default Actor Isolation", SwiftPM's
/// `.defaultIsolation(MainActor.self)`) and the oldest OS versions it deploys to, which decide
/// between Observation's `@Bindable` and Perception's back-port.
///
/// `graft.json` says them (`defaultIsolation`, `platforms`); without it, Graft reads them from
/// the package manifest or Xcode project around the sources (`reading(manifest:)`,
/// `reading(xcodeProject:)`).
public struct TargetBuildSettings: Hashable, Sendable {
  /// What a declaration without an isolation of its own runs on.
  public enum DefaultIsolation: String, Hashable, Sendable, CaseIterable {
    case nonisolated
    case mainActor = "MainActor"
  }

  /// The platforms Graft knows the Observation versions of, by the names `Package.swift` uses.
  public enum Platform: String, Hashable, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The first version with Observation's `@Bindable`; below it, TCA's views use Perception.
    var observationVersion: [Int] {
      switch self {
      case .iOS, .tvOS: [17]
      case .macOS: [14]
      case .watchOS: [10]
      case .visionOS: [1]
      }
    }

    /// The Xcode build setting of the platform's deployment target.
    var xcodeSetting: String {
      switch self {
      case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
      case .macOS: "MACOSX_DEPLOYMENT_TARGET"
      case .tvOS: "TVOS_DEPLOYMENT_TARGET"
      case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
      case .visionOS: "XROS_DEPLOYMENT_TARGET"
      }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public var defaultIsolation: DefaultIsolation = .nonisolated
  /// The oldest version deployed to on each platform, as written: `"16.4"`.
  public var deploymentTargets: [Platform: String] = [:]

  public init(defaultIsolation: DefaultIsolation = .nonisolated, deploymentTargets: [Platform: String] = [:]) {
    self.defaultIsolation = defaultIsolation
    self.deploymentTargets = deploymentTargets
  }

  /// What goes before the declarations TCA uses off the main actor (reducers, dependency
  /// clients, their keys): `nonisolated ` in a module isolated to the main actor by default,
  /// where they would otherwise be isolated there; nothing elsewhere.
  public var nonisolatedPrefix: String { defaultIsolation == .mainActor ? "nonisolated " : "" }

  /// Whether views observe the store through Perception (`@Perception.Bindable`,
  /// `WithPerceptionTracking`): some platform is deployed to below Observation, where
  /// `SwiftUI.Bindable` does not exist and Perception's is the only one.
  public var usesPerception: Bool {
    deploymentTargets.contains { platform, version in Self.numbers(of: version).lexicographicallyPrecedes(platform.observationVersion) }
  }

  /// The settings as text, for a run's fingerprint.
  var identity: String { defaultIsolation.rawValue + " " + Self.identity(of: deploymentTargets) }

  /// Deployment targets as text, in platform order: `iOS 16.0,macOS 13.0`.
  static func identity(of deploymentTargets: [Platform: String]) -> String {
    deploymentTargets.sorted { $0.key < $1.key }.map { $0.key.rawValue + " " + $0.value }.joined(separator: ",")
  }

  /// `16.4` as `[16, 4]`, for comparing versions.
  private static func numbers(of version: String) -> [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }

  /// A version as `graft.json` and the build settings write it: `17`, `16.4`, `10.15.1`.
  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// What a `Package.swift` says of `target`: `platforms: [.iOS(.v16), .macOS("13.3")]`, and
  /// `.defaultIsolation(MainActor.self)` in that target's settings or in settings outside any
  /// target (a shared `let settings: [SwiftSetting]`). Nil where it says neither. The manifest
  /// is Swift, read as text: a computed platform list is not seen.
  public static func reading(manifest text: String, target: String? = nil) -> TargetBuildSettings? {
    var settings = TargetBuildSettings()
    var found = false
    let isolated = mainActorTargets(inManifest: text)
    if isolated.everyTarget || target.map(isolated.names.contains) == true {
      settings.defaultIsolation = .mainActor
      found = true
    }
    for platform in Platform.allCases {
      // `.iOS(.v16)`, `.iOS(.v16_4)`, `.iOS("16.4")`.
      var rest = Substring(text)
      while let range = rest.range(of: "." + platform.rawValue + "(") {
        rest = rest[range.upperBound...]
        let argument = String(rest.prefix { $0 != ")" }).trimmed()
        let version = argument.hasPrefix(".v")
          ? String(argument.dropFirst(2).map { $0 == "_" ? "." : $0 })
          : String(argument.filter { $0 != "\"" })
        if isVersion(version) {
          settings.lower(platform, to: version)
          found = true
        }
      }
    }
    return found ? settings : nil
  }

  /// Where a manifest sets `.defaultIsolation(MainActor.self)`, comments and strings aside: the
  /// targets whose declarations (`.target(name: "Feed", …)`) hold it, or every target when a
  /// list outside any target does.
  static func mainActorTargets(inManifest text: String) -> (everyTarget: Bool, names: Set<String>) {
    let bytes = Array(text.utf8)
    let marker = Array(".defaultIsolation(MainActor.self)".utf8)
    var everyTarget = false
    var names: Set<String> = []
    var openParentheses: [Int] = []
    PackageManifest.forEachCodeOffset(in: bytes) { index in
      switch bytes[index] {
      case UInt8(ascii: "("):
        openParentheses.append(index)
      case UInt8(ascii: ")"):
        _ = openParentheses.popLast()
      case UInt8(ascii: ".") where bytes[index...].starts(with: marker):
        if let call = openParentheses.last(where: { PackageManifest.isCall(before: $0, in: bytes) }),
          let name = PackageManifest.targetName(after: call, in: bytes)
        {
          names.insert(name)
        } else {
          everyTarget = true
        }
      default:
        break
      }
    }
    return (everyTarget, names)
  }

  /// What an Xcode project's `project.pbxproj` (`KEY = value;`) or XcodeGen spec (`KEY: value`,
  /// `deploymentTarget:` with `iOS: '16.0'`) says over all of its targets, for a file whose
  /// target is not known (`XcodeTargets` reads each target's own): the lowest deployment target
  /// of each platform (code that some target compiles must build there) and
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in any configuration. Nil where it says
  /// neither.
  public static func reading(xcodeProject text: String) -> TargetBuildSettings? {
    var settings = TargetBuildSettings()
    var found = false
    for setting in recognizedSettings(in: text[...]) {
      found = true
      switch setting {
      case .isolation(let isolation): if isolation == .mainActor { settings.defaultIsolation = .mainActor }
      case .deploymentTarget(let platform, let version): settings.lower(platform, to: version)
      }
    }
    return found ? settings : nil
  }

  /// What one build configuration of an Xcode project sets (its `buildSettings = { … }` block),
  /// over `base`, the project's own: nil where neither says anything.
  static func reading(configuration block: Substring, over base: TargetBuildSettings?) -> TargetBuildSettings? {
    var settings = base ?? TargetBuildSettings()
    var found = base != nil
    for setting in recognizedSettings(in: block) {
      found = true
      switch setting {
      case .isolation(let isolation): settings.defaultIsolation = isolation
      case .deploymentTarget(let platform, let version): settings.deploymentTargets[platform] = version
      }
    }
    return found ? settings : nil
  }

  /// A setting Graft follows, as a project writes it.
  private enum Setting {
    case isolation(DefaultIsolation)
    case deploymentTarget(Platform, String)
  }

  /// The settings a project's text writes, line by line: `KEY = value;` in a `project.pbxproj`,
  /// `KEY: value` (and `iOS: '16.0'` under `deploymentTarget:`) in an XcodeGen spec, a YAML
  /// comment after the value ignored.
  private static func recognizedSettings(in text: Substring) -> [Setting] {
    text.split(separator: "\n").compactMap { line in
      guard let separator = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
      let key = String(line[..<separator]).trimmed()
      let value = String(line[line.index(after: separator)...].prefix { $0 != "#" }.filter { $0 != ";" && $0 != "\"" && $0 != "'" }).trimmed()
      if key == "SWIFT_DEFAULT_ACTOR_ISOLATION" { return .isolation(value == "MainActor" ? .mainActor : .nonisolated) }
      guard let platform = Platform.allCases.first(where: { $0.xcodeSetting == key || $0.rawValue == key }), isVersion(value) else { return nil }
      return .deploymentTarget(platform, value)
    }
  }

  /// Keeps the lower of the version known for a platform and `version`.
  mutating func lower(_ platform: Platform, to version: String) {
    if let known = deploymentTargets[platform], !Self.numbers(of: version).lexicographicallyPrecedes(Self.numbers(of: known)) { return }
    deploymentTargets[platform] = version
  }
}
