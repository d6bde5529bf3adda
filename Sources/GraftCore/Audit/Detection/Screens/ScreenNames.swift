/// The name a screen goes by: its types' name without their role. `ProfileViewController`,
/// `ProfileViewModel` and `ProfileView` are `Profile`; `HomeScreenViewModel` and `HomeScreen`
/// are `Home`; the `ViewModel` nested in `ProfileCardView` is `ProfileCard`.
enum ScreenNames {
  /// Longest first, so that `ViewController` is not read as `View` + `Controller`.
  static let roleSuffixes = ["HostingController", "ViewController", "ViewModel", "Coordinator", "Controller", "Screen", "Model", "View"]
  /// What may be left once a role is gone: `HomeScreen` of `HomeScreenViewModel`.
  static let secondSuffixes = ["Screen", "View"]

  /// `Profile` for `ProfileViewModel`; empty for a bare role (`ViewModel`).
  static func base(of name: String) -> String {
    guard let suffix = roleSuffixes.first(where: name.hasSuffix) else { return name }
    let first = String(name.dropLast(suffix.count))
    guard let second = secondSuffixes.first(where: { first.hasSuffix($0) && first.count > $0.count }) else { return first }
    return String(first.dropLast(second.count))
  }

  /// A type's screen name, a nested type's through its enclosing type: `ProfileCardView.ViewModel`
  /// is `ProfileCard`, `StatusEditor.MainView` is `StatusEditorMain`.
  static func screenName(of type: AuditedType) -> String {
    let own = base(of: type.name)
    guard let parent = type.parentName.map({ String($0.split(separator: ".").last ?? "") }) else { return own.isEmpty ? type.name : own }
    let enclosing = base(of: parent)
    if own.isEmpty { return enclosing.isEmpty ? type.name : enclosing }
    return enclosing + own
  }
}
