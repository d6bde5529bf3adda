/// What the team-owned `View.swift` template reads: a starting form with one control per
/// bindable field and one button per parameterless view action.
struct ViewFileContext: Encodable {
  var feature: String
  var access: String
  var explicitInit: Bool
  /// The view model's `#if` conditions: the whole view is under them.
  var condition: String?
  var controls: [String]

  init(_ model: FeatureModel) {
    feature = model.name
    access = model.options.accessLevel.prefix
    explicitInit = model.options.accessLevel != .internal
    condition = model.condition
    var controls: [String] = []
    for field in model.state where field.isBindable && field.branches.isEmpty {
      let label = DisplayName.title(field.name)
      // A `@Shared` field binds to its storage, not through the store's setter.
      let binding = field.appStorageKey != nil ? "Binding(store.$\(field.name))" : "$store.\(field.name)"
      switch field.type {
      case "String": controls.append("TextField(\"\(label)\", text: \(binding))")
      case "Bool": controls.append("Toggle(\"\(label)\", isOn: \(binding))")
      case "Int": controls.append("Stepper(\"\(label): \\(store.\(field.name))\", value: \(binding))")
      default: break
      }
    }
    for action in model.viewActions where action.payload.isEmpty {
      controls.append("Button(\"\(DisplayName.title(Self.buttonName(action.name)))\") { send(.\(action.name)) }")
    }
    if controls.isEmpty { controls.append("Text(\"\(model.screenName)\")") }
    self.controls = controls
  }

  /// `saveTapped` → `save`: the button already says it is tapped.
  static func buttonName(_ action: String) -> String {
    // Longest first: `closeButtonTapped` is a Close button, not a "Close button" button.
    for suffix in ["ButtonTapped", "ButtonPressed", "Tapped", "Pressed", "Clicked"] where action.hasSuffix(suffix) && action.count > suffix.count {
      return String(action.dropLast(suffix.count))
    }
    return action
  }
}
