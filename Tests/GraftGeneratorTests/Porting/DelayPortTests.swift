import GraftGenerator
import Testing

/// Work put off for a while (`DispatchQueue.main.asyncAfter`, `Task.sleep`): a sleep on TCA's
/// clock in an effect, and a case of its own for what follows; refused wherever a cancelled or
/// reordered delay would behave otherwise.
@Suite struct DelayPortTests {
  let porter = BodyPorterTests()

  @Test func workPutOffOnTheMainQueueSleepsOnTheClockAndRunsInACaseOfItsOwn() throws {
    let model = try porter.model("""
        func flash(_ text: String) {
          query = text
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            guard let self else { return }
            self.query = text + "!"
            self.isBusy = false
          }
        }
      """)
    let action = try #require(model.viewActions.last)
    let ported = try #require(action.ported, "\(action.portRefusal ?? "")")
    #expect(ported.lines.joined(separator: "\n").split(separator: "\n").map(String.init) == [
      "state.query = text",
      "return .run { send in",
      "  try await clock.sleep(for: .seconds(0.3))",
      "  await send(.flashDelayed(text: text))",
      "}",
    ])
    let delayed = try #require(ported.responses.first)
    #expect(delayed.response.name == "flashDelayed")
    #expect(delayed.carried.map(\.name) == ["text"])
    #expect(delayed.handlers.map(\.pattern) == ["case let .flashDelayed(text):"])
    #expect(delayed.handlers[0].lines == ["state.query = text + \"!\"", "state.isBusy = false", "return .none"])
    #expect(ported.systemDependencies == [.clock])
  }

  @Test func aSleepInAnAsynchronousMethodEndsTheCaseAndWhatFollowsRunsAfterIt() throws {
    let result = try porter.port("""
        func pulse() async {
          isBusy = true
          try? await Task.sleep(nanoseconds: 1_500_000_000)
          isBusy = false
        }
      """)
    #expect(result.refusal == nil)
    #expect(result.lines == [
      "state.isBusy = true", "return .run { send in", "  try await clock.sleep(for: .milliseconds(1500))", "  await send(.pulseDelayed)", "}",
    ])
  }

  @Test func theTestEndsTheDelayOnAnImmediateClockAndReceivesWhatFollows() throws {
    let test = try #require(try porter.plannedTest("""
        func pulse() async {
          isBusy = true
          try? await Task.sleep(for: .seconds(1))
          isBusy = false
        }
      """))
    #expect(test.dependencies == ["$0.continuousClock = ImmediateClock()"])
    #expect(test.steps == [
      .send(".view(.pulse)", changes: ["$0.isBusy = true"]),
      .receive("\\.pulseDelayed", changes: ["$0.isBusy = false"]),
    ])
  }

  /// A value of the action of a number's type, or a static constant of a number, is read too.
  @Test func aDelayNamedByTheActionOrAConstantIsRead() throws {
    let named = try porter.port("""
        func flash(after delay: TimeInterval) {
          DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.isBusy = false }
        }
      """)
    #expect(named.lines?.contains("  try await clock.sleep(for: .seconds(delay))") == true, "\(named.refusal ?? "")")
    let constant = try porter.port("""
        func flash() {
          DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Self.fade)) { self.isBusy = false }
        }
      """, members: "  private static let fade = 250\n")
    #expect(constant.lines?.contains("  try await clock.sleep(for: .milliseconds(250))") == true, "\(constant.refusal ?? "")")
  }

  @Test func aDelayNotWrittenAsANumberIsRefused() throws {
    let result = try porter.port("""
        func flash() {
          DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.isBusy = false }
        }
      """, members: "  let delay: TimeInterval = 1\n")
    #expect(result.lines == nil)
    #expect(result.refusal?.contains("a delay Graft does not read") == true)
  }

  /// The put-off work ran once the method had ended: it moves after what follows it, also inside
  /// a branch, which then takes in what follows the `if`; not where a `return` could end the
  /// method first.
  @Test func workPutOffMovesAfterWhatFollowsItUnlessSomethingEndsTheMethodEarly() throws {
    let moved = try porter.port("""
        func flash(_ loud: Bool) {
          if loud {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { self.isBusy = false }
            isBusy = true
          }
          query = ""
        }
      """)
    #expect(moved.refusal == nil)
    #expect(moved.lines == [
      "if loud {", "  state.isBusy = true", "  state.query = \"\"", "  return .run { send in",
      "    try await clock.sleep(for: .milliseconds(200))", "    await send(.flashDelayed)", "  }",
      "} else {", "  state.query = \"\"", "  return .none", "}",
    ])
    let endsEarly = try porter.port("""
        func flash() {
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.isBusy = false }
          guard !query.isEmpty else { return }
          query = ""
        }
      """)
    #expect(endsEarly.refusal?.contains("statements follow work it puts off for a while") == true)
  }

  /// Cancelled, `try?` goes on with what follows where a cancelled effect ends: only a task
  /// that checks for its cancellation right after behaves the same.
  @Test func aStoredTasksSleepIsPortedOnlyWhereCancellingItEndsItAsAnEffectEnds() throws {
    let members = "  private var searchTask: Task<Void, Never>?\n"
    let unchecked = try porter.port("""
        func search(_ text: String) {
          searchTask?.cancel()
          searchTask = Task {
            try? await Task.sleep(nanoseconds: 300_000_000)
            query = text
          }
        }
      """, members: members)
    #expect(unchecked.refusal?.contains("'try?' around the sleep of a stored task") == true)
    let checked = try porter.port("""
        func search(_ text: String) {
          searchTask?.cancel()
          searchTask = Task {
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !Task.isCancelled else { return }
            query = text
          }
        }
      """, members: members)
    #expect(checked.refusal == nil)
    #expect(checked.lines?.contains("  try await clock.sleep(for: .milliseconds(300))") == true)
    #expect(checked.lines?.contains(".cancellable(id: CancelID.search, cancelInFlight: true)") == true)
  }

  /// Work put off on the main queue inside a stored task was never the task's to cancel.
  @Test func workPutOffInsideAStoredTaskIsRefused() throws {
    let result = try porter.port("""
        func search(_ text: String) {
          searchTask?.cancel()
          searchTask = Task {
            try await Task.sleep(for: .seconds(1))
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.query = text }
          }
        }
      """, members: "  private var searchTask: Task<Void, Never>?\n")
    #expect(result.refusal?.contains("inside a stored task, whose cancellation did not stop that work") == true, "\(result.refusal ?? "")")
  }

  @Test func aSleepInsideADoIsRefusedForItsCatchRunsOnlyWhenCancelled() throws {
    let result = try porter.port("""
        func pulse() async {
          do {
            try await Task.sleep(for: .seconds(1))
            isBusy = false
          } catch {
            isBusy = true
          }
        }
      """)
    #expect(result.refusal?.contains("a 'catch' around a sleep") == true)
  }
}
