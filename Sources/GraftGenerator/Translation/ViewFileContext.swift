/// What the team-owned `View.swift` template reads: a starting form with one control per
/// bindable field and one button per parameterless view action.
struct ViewFileContext: Encodable {
  var feature: String
  var access: String
  /// `Bindable`, or `Perception.Bindable` below the platforms' Observation versions, whose
  /// views also track the store in `WithPerceptionTracking`.
  var bindable: String
  var perceptionTracking: Bool
  var explicitInit: Bool
  /// The view model's `#if` conditions: the whole view is under them.
  var condition: String?
  var controls: [String]
  /// `.onAppear { send(.onAppear) }`: lifecycle actions, which no button sends.
  var modifiers: [String]

  init(_ model: FeatureModel) {
    feature = model.name
    access = model.options.accessLevel.prefix
    perceptionTracking = model.options.buildSettings.usesPerception
    bindable = perceptionTracking ? "Perception.Bindable" : "Bindable"
    explicitInit = model.options.accessLevel != .internal
    condition = model.condition
    var controls: [String] = []
    var modifiers: [String] = []
    for field in model.state where field.isBindable && field.branches.isEmpty && !Self.isPresentationFlag(field.name) {
      let label = DisplayName.title(Self.labelName(field.name))
      // A `@Shared` field binds to its storage, not through the store's setter.
      let binding = field.appStorageKey != nil ? "Binding(store.$\(field.name))" : "$store.\(field.name)"
      switch field.type {
      case "String": controls.append("TextField(\"\(label)\", text: \(binding))")
      case "Bool": controls.append("Toggle(\"\(label)\", isOn: \(binding))")
      case "Int": controls.append("Stepper(\"\(label): \\(store.\(field.name))\", value: \(binding))")
      default: break
      }
    }
    for action in model.viewActions where action.payload.isEmpty && !action.isStartOnly {
      // The legacy method animated its changes: the view asks for the animation as it sends.
      let send = "send(.\(action.name)" + (action.ported?.animation.map { ", animation: \($0)" } ?? "") + ")"
      // An action declared under `#if os(macOS)` exists only there: so does what sends it.
      // The template indents a form's controls by six spaces and the modifiers after it by four,
      // two more inside `WithPerceptionTracking`.
      let deeper = model.options.buildSettings.usesPerception ? "  " : ""
      let conditioned = { (line: String, indent: String) in
        action.condition.map { "#if \($0)\n\(deeper + indent)\(line)\n\(deeper + indent)#endif" } ?? line
      }
      if let modifier = Self.lifecycleModifier(action.name) {
        modifiers.append(conditioned(".\(modifier) { \(send) }", "    "))
        continue
      }
      controls.append(conditioned("Button(\"\(DisplayName.title(Self.buttonName(action.name)))\") { \(send) }", "      "))
    }
    if controls.isEmpty { controls.append("Text(\"\(model.screenName)\")") }
    self.controls = controls
    self.modifiers = modifiers
  }

  /// The view modifier that sends a lifecycle action: `onAppear`, `viewDidLoad` → `.onAppear`.
  static func lifecycleModifier(_ action: String) -> String? {
    switch action {
    case "onAppear", "viewDidLoad", "viewWillAppear", "viewDidAppear", "appeared", "didAppear": "onAppear"
    case "onDisappear", "viewWillDisappear", "viewDidDisappear", "disappeared", "didDisappear": "onDisappear"
    default: nil
    }
  }

  /// `isShowingDiscardAlert`: whether a presentation is up, which the view presents from, never a control.
  static func isPresentationFlag(_ name: String) -> Bool {
    ["isShowing", "isPresenting", "showing", "shouldShow", "isAlertPresented"].contains { name.hasPrefix($0) }
      || name.hasSuffix("Presented") || name.hasSuffix("IsShown")
  }

  /// `isEnabled` → `enabled`, `hasSound` → `sound`: a toggle's label says the thing, not the flag.
  static func labelName(_ name: String) -> String {
    for prefix in ["is", "has", "should", "can", "does"] where name.hasPrefix(prefix) && name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      if rest.first?.isUppercase == true { return CaseConversion.lowerFirst(String(rest)) }
    }
    return name
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
