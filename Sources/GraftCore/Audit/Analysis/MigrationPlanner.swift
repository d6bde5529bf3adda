/// Orders the migration after lesson 003: already migrated screens count as done; leaves go
/// first; then each parent once its children are done (the coalescence of islands); then the
/// transfers of data ownership, the most-written data (the session) last.
struct MigrationPlanner: Sendable {
  struct Screen: Sendable {
    var name: String
    var isMigrated: Bool
    var children: [String]
    /// Shared data it writes, and whether any of it is the session.
    var writes: [String]
    var writesSession: Bool

    /// Lesson 003: no navigation out, no shared writes.
    var isLeaf: Bool { children.isEmpty && writes.isEmpty }
  }

  func plan(_ screens: [Screen], data: [SharedDatum]) -> [MigrationStep] {
    var steps: [MigrationStep] = []
    func add(_ kind: MigrationStep.Kind, _ name: String, _ reason: String) {
      steps.append(MigrationStep(step: steps.count + 1, kind: kind, name: name, reason: reason))
    }
    var done: Set<String> = []
    for screen in screens where screen.isMigrated {
      add(.migrated, screen.name, "Annotated `// graft: feature`: its TCA side exists.")
      done.insert(screen.name)
    }
    for screen in screens where !screen.isMigrated && screen.isLeaf {
      add(.screen, screen.name, "Leaf: it navigates nowhere and writes no shared data.")
      done.insert(screen.name)
    }
    var remaining = screens.filter { !done.contains($0.name) }
    while !remaining.isEmpty {
      // The next wave: every screen whose children are all done, in an order that puts the
      // writers of shared data, and of the session above all, after the others.
      var wave = remaining.filter { $0.children.allSatisfy(done.contains) }
      var cycle = false
      if wave.isEmpty {
        // A navigation cycle: the screen closest to ready goes first, with a bridge.
        let closest = remaining.min { lhs, rhs in
          (lhs.children.filter { !done.contains($0) }.count, lhs.name) < (rhs.children.filter { !done.contains($0) }.count, rhs.name)
        }!
        wave = [closest]
        cycle = true
      }
      wave.sort { ($0.writesSession ? 1 : 0, $0.writes.count, $0.name) < ($1.writesSession ? 1 : 0, $1.writes.count, $1.name) }
      for screen in wave {
        var reason: String
        if cycle {
          let waiting = screen.children.filter { !done.contains($0) }
          reason = "In a navigation cycle with \(waiting.joined(separator: ", ")): migrate it first and present those through a bridge."
        } else if screen.children.isEmpty {
          reason = "Navigates nowhere, but writes shared data (\(screen.writes.joined(separator: ", ")))."
        } else {
          reason = "Its children are done: \(screen.children.joined(separator: ", "))."
        }
        if screen.writesSession, !cycle {
          reason += " It writes the session: keep the legacy owner and send it requests."
        }
        add(.screen, screen.name, reason)
        done.insert(screen.name)
      }
      remaining.removeAll { done.contains($0.name) }
    }
    // Ownership moves to TCA once every writer is migrated; the data layer's caches stay.
    let transfers = data.filter { $0.category != .cache && !$0.writers.isEmpty }.sorted { lhs, rhs in
      let left = (lhs.category == .session ? 1 : 0, Set(lhs.writers.map(\.by)).count, lhs.name)
      let right = (rhs.category == .session ? 1 : 0, Set(rhs.writers.map(\.by)).count, rhs.name)
      return left < right
    }
    for datum in transfers {
      let writers = Array(Set(datum.writers.map(\.by))).sorted()
      let reason = datum.category == .session
        ? "The session, written by \(writers.joined(separator: ", ")): last, once none of them is legacy."
        : "Once \(writers.joined(separator: ", ")) \(writers.count == 1 ? "is" : "are") migrated."
      add(.dataOwnership, datum.name, reason)
    }
    return steps
  }
}
