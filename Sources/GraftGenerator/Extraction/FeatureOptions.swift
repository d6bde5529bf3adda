import SwiftDeclarationParser

/// What the `feature` annotation on a view model's class asks for.
public struct FeatureOptions: Hashable, Sendable {
  public enum Bridge: String, Hashable, Sendable, CaseIterable {
    case swiftui, uikit, both, none
  }

  /// How far the generated declarations are visible: `internal` for a feature used in its own
  /// module, `public` or `package` for a feature module that an app target imports.
  public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`, `public`, package

    /// What goes before a declaration: nothing for `internal`, Swift's default.
    public var prefix: String { self == .internal ? "" : rawValue + " " }
  }

  public enum TestFramework: String, Hashable, Sendable, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
  }

  /// `name=`: the feature's name; by default the view model's, `ViewModel` → `Feature`.
  public var name: String?
  public var bridge: Bridge = .both
  /// `seed`: also generate the reverse bridge, for a TCA parent presenting the legacy screen.
  public var seed = false
  public var legacyView: String?
  public var legacyController: String?
  public var tests: TestFramework = .swiftTesting
  /// From `graft.json`: what follows the screen's name in the feature's name.
  public var featureSuffix = "Feature"
  /// From `graft.json`: the access level of what Graft generates.
  public var accessLevel: AccessLevel = .internal
  /// From `graft.json` or the project: the target's isolation and deployment targets.
  public var buildSettings = TargetBuildSettings()

  public init() {}
}

/// What an annotation on a member asks for.
public enum MemberDirective: Hashable, Sendable {
  case ignore
  /// Force into `State`, optionally with the type to use there.
  case state(type: String?)
  /// Force a method into `Action`, optionally renaming its case.
  case action(name: String?)
  /// An outcome reported to the parent, optionally renaming its case.
  case delegate(name: String?)
  /// A service, reached as `@Dependency(\.key)`.
  case dependency(key: String?)
  /// Shared data and who owns it during the migration: one owner per datum.
  case shared(owner: SharedOwner)

  public enum SharedOwner: String, Hashable, Sendable, CaseIterable {
    case legacy, tca
  }
}
