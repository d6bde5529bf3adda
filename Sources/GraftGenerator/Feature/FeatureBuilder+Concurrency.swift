/// Public and package features cross module boundaries, where nothing is implicitly `Sendable`:
/// their delegate actions, which the bridge's effects carry, declare it when every payload
/// visibly is.
extension FeatureBuilder {
  func declareSendability(of model: inout FeatureModel, viewModel: ViewModel, diagnostics: inout Diagnostics) {
    guard model.options.accessLevel != .internal, !model.delegateCases.isEmpty else { return }
    let sendability = Sendability(index: index)
    let unknown = model.delegateCases.flatMap(\.payload).map(\.type).filter { !sendability.isSendable($0) }
    model.delegateIsSendable = unknown.isEmpty
    guard let first = unknown.first else { return }
    diagnostics.warn(
      "\(model.name).Action.Delegate carries '\(first)', which the sources do not declare Sendable, so the public Delegate cannot be: declare '\(first)' Sendable",
      at: viewModel.declaration)
  }

  /// In a module isolated to the main actor by default, State and Action are `nonisolated`, and
  /// the app's values they hold must be too: such a value's `Equatable` conformance would be
  /// isolated to the main actor, out of State's reach. Said once per type, at the view model.
  func warnAboutMainActorValues(of model: FeatureModel, viewModel: ViewModel, diagnostics: inout Diagnostics) {
    guard model.options.buildSettings.defaultIsolation == .mainActor else { return }
    let types = model.state.compactMap(\.type) + (model.viewActions + model.delegateCases).flatMap(\.payload).map(\.type)
    var warned: Set<String> = []
    for path in types.flatMap({ TypeText($0).leafPaths }) where !warned.contains(path) {
      guard let declared = index.declaredType(path), declared.kind == .struct || declared.kind == .enum,
        index.isMainActor(declared.declaration)
      else { continue }
      warned.insert(path)
      let kind = declared.kind == .enum ? "enum" : "struct"
      diagnostics.warn(
        "'\(path)' is isolated to the main actor, this module's default, and \(model.name)'s State and Action are not: its Equatable "
          + "conformance cannot be used there; declare it 'nonisolated \(kind) \(declared.declaration.name)', as TCA asks of a feature's values",
        at: viewModel.declaration)
    }
  }
}
