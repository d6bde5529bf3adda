import SwiftDeclarationParser

/// A view model Graft will generate a feature from, as found in the sources.
public struct ViewModel: Sendable {
  /// How the view model tells its view that it changed.
  public enum Observation: String, Sendable {
    /// `ObservableObject` with `@Published` properties.
    case observableObject
    /// The `@Observable` macro.
    case observable
    /// Neither: a UIKit-era view model with plain stored properties and callbacks.
    case plain
  }

  public var name: String
  /// With the types it is nested in: `Settings.ViewModel`.
  public var qualifiedName: String
  public var path: String
  public var declaration: Declaration
  public var options: FeatureOptions
  public var observation: Observation
  /// Members in source order; a member declared in several `#if` branches appears once.
  public var members: [Member]
  /// The file's imports, in source order.
  public var imports: [String]

  /// The feature's name: `name=`, or the view model's with `ViewModel` (or `Model`) replaced
  /// by `Feature`.
  public var featureName: String {
    if let name = options.name { return name }
    for suffix in ["ViewModel", "Model"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count)) + "Feature"
    }
    return name + "Feature"
  }
}

/// A member of a view model with what its annotation asks for.
public struct Member: Sendable {
  public var declaration: Declaration
  public var directive: MemberDirective?
  /// Every `#if` branch the member is declared in, when more than one.
  public var branches: [Declaration]

  public var name: String { declaration.name }
}
