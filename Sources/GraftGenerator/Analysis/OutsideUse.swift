import SwiftDeclarationParser

/// What the rest of the run says about one view model, read once per run from the words of its
/// files: the methods only the view model itself calls (`OwnSteps`), and the event streams its
/// own view subscribes to (`ViewObservedEvents`). The classifier reads each member against it.
public struct OutsideUse: Sendable, Equatable {
  /// Methods without `private` that only the view model calls: steps of its own work.
  public var ownSteps: Set<String> = []
  /// Event streams it sends into that its view or controller subscribes to, each with that
  /// view's type name.
  public var viewObservedEvents: [String: String] = [:]

  public init(ownSteps: Set<String> = [], viewObservedEvents: [String: String] = [:]) {
    self.ownSteps = ownSteps
    self.viewObservedEvents = viewObservedEvents
  }

  /// Each view model's, by qualified name.
  static func find(in viewModels: [ViewModel], files: [SourceFile], index: SourceIndex) -> [String: OutsideUse] {
    let called = OwnSteps.candidates(in: viewModels)
    // The streams a view could subscribe to: subjects and relays the view model keeps.
    var streams: [String: Set<String>] = [:]
    for viewModel in viewModels {
      let names = viewModel.members.filter { member in
        let declaration = member.declaration
        guard declaration.kind == .var || declaration.kind == .let else { return false }
        let written = (declaration.type ?? "") + " " + (declaration.initializer ?? "")
        return ["Subject", "Relay"].contains { written.contains($0) }
      }.map(\.name)
      if !names.isEmpty { streams[viewModel.qualifiedName] = Set(names) }
    }
    guard !called.isEmpty || !streams.isEmpty else { return [:] }
    // One pass over the run's words for both.
    let code = files.filter { !OwnSteps.isTestCode($0.path) }
    let names = Set(called.values.flatMap { $0 }).union(viewModels.map(\.name)).union(streams.values.flatMap { $0 })
    let mentions = WordMentions(of: names, in: code)
    let steps = OwnSteps.find(in: viewModels, candidates: called, mentions: mentions, index: index)
    let observed = ViewObservedEvents.find(candidates: streams, viewModels: viewModels, code: code, mentions: mentions, index: index)
    var uses: [String: OutsideUse] = [:]
    for name in Set(steps.keys).union(observed.keys) {
      uses[name] = OutsideUse(ownSteps: steps[name] ?? [], viewObservedEvents: observed[name] ?? [:])
    }
    return uses
  }
}
