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
}
