import SwiftDeclarationParser

/// What the rest of the run says about one view model, read once per run from the words of its
/// files: the methods only the view model itself calls (`OwnSteps`), and the event streams its
/// own view subscribes to (`ViewObservedEvents`). The classifier reads each member against it.
public struct OutsideUse: Sendable, Equatable {
  /// Methods without `private` that only the view model calls: steps of its own work.
  public var ownSteps: Set<String> = []
  /// Event streams it sends into that its view or controller subscribes to (itself, or through
  /// a property that exposes it, `var reasonSelected: Signal<String> { reasonRelay.asSignal() }`),
  /// each with that view's type name.
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
    // `var reasonSelected: Signal<String> { reasonRelay.asSignal() }`: what the view reads of a
    // private relay, by the name it reads; each with the relay's.
    var exposing: [String: [String: String]] = [:]
    for viewModel in viewModels {
      let names = viewModel.members.filter { member in
        let declaration = member.declaration
        guard declaration.kind == .var || declaration.kind == .let else { return false }
        let written = (declaration.type ?? "") + " " + (declaration.initializer ?? "")
        return ["Subject", "Relay"].contains { written.contains($0) }
      }.map(\.name)
      guard !names.isEmpty else { continue }
      var aliases: [String: String] = [:]
      for member in viewModel.members where member.declaration.kind == .var && member.declaration.initializer == nil {
        guard let getter = member.declaration.getterStatements, getter.count == 1,
          let read = names.first(where: { SwiftIdentifier.isMentioned($0, in: member.declaration.sourceText(getter[0].range)) })
        else { continue }
        aliases[member.name] = read
      }
      streams[viewModel.qualifiedName] = Set(names).union(aliases.keys)
      exposing[viewModel.qualifiedName] = aliases
    }
    guard !called.isEmpty || !streams.isEmpty else { return [:] }
    // One pass over the run's words for both.
    let code = files.filter { !OwnSteps.isTestCode($0.path) }
    let names = Set(called.values.flatMap { $0 }).union(viewModels.map(\.name)).union(streams.values.flatMap { $0 })
    let mentions = WordMentions(of: names, in: code)
    let sameNamed = SameNamedMethods(of: Set(called.values.flatMap { $0 }), in: code, index: index)
    let steps = OwnSteps.find(in: viewModels, candidates: called, mentions: mentions, sameNamed: sameNamed, index: index)
    let observed = ViewObservedEvents.find(candidates: streams, viewModels: viewModels, code: code, mentions: mentions, index: index)
    var uses: [String: OutsideUse] = [:]
    for name in Set(steps.keys).union(observed.keys) {
      var events: [String: String] = [:]
      // In name order, so that a relay read under two names gets the same view on every run.
      for (stream, view) in (observed[name] ?? [:]).sorted(by: { $0.key < $1.key }) where events[exposing[name]?[stream] ?? stream] == nil {
        events[exposing[name]?[stream] ?? stream] = view
      }
      uses[name] = OutsideUse(ownSteps: steps[name] ?? [], viewObservedEvents: events)
    }
    return uses
  }
}
