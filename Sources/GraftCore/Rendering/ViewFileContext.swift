import Mustache

/// What the team-owned `View.swift` template reads: a starting form with one control per
/// bindable field and one button per parameterless view action.
struct ViewFileContext: MustacheObject {
  var feature: String
  var access: String
  var explicitInit: Bool
  var controls: [GraftFileContext.Line]

  init(_ model: FeatureModel) {
    feature = model.name
    access = model.options.accessLevel.prefix
    explicitInit = model.options.accessLevel != .internal
    var controls: [String] = []
    for field in model.state where field.isBindable && field.branches.isEmpty {
      let label = Self.title(field.name)
      switch field.type {
      case "String": controls.append("TextField(\"\(label)\", text: $store.\(field.name))")
      case "Bool": controls.append("Toggle(\"\(label)\", isOn: $store.\(field.name))")
      case "Int": controls.append("Stepper(\"\(label): \\(store.\(field.name))\", value: $store.\(field.name))")
      default: break
      }
    }
    for action in model.viewActions where action.payload.isEmpty {
      controls.append("Button(\"\(Self.title(Self.buttonName(action.name)))\") { send(.\(action.name)) }")
    }
    if controls.isEmpty { controls.append("Text(\"\(model.screenName)\")") }
    self.controls = controls.map { GraftFileContext.Line(line: $0) }
  }

  /// `saveTapped` → `save`: the button already says it is tapped.
  static func buttonName(_ action: String) -> String {
    for suffix in ["Tapped", "Pressed", "Clicked", "ButtonTapped"] where action.hasSuffix(suffix) && action.count > suffix.count {
      return String(action.dropLast(suffix.count))
    }
    return action
  }

  /// `notificationsOn` → `Notifications on`.
  static func title(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    words.append(current)
    let sentence = words.map { $0.lowercased() }.joined(separator: " ")
    return sentence.prefix(1).uppercased() + sentence.dropFirst()
  }
}
