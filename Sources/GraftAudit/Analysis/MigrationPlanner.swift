/// Orders the migration, leaf first: already migrated screens count as done; leaves go
/// first; then each parent once its children are done (the coalescence of islands); then the
/// transfers of data ownership, the most-written data (the session) last.
struct MigrationPlanner: Sendable {
  struct Screen: Sendable {
    var name: String
    var isMigrated: Bool
    /// Partly Objective-C: where its unread code navigates and what it writes is unknown.
    var isObjectiveC = false
    var children: [String]
    /// The system screens it shows (`UIActivityViewController`): navigation, though to no screen of the app.
    var systemScreens: [String] = []
    /// Shared data it writes, and whether any of it is the session.
    var writes: [String]
    var writesSession: Bool
    /// Its calls into code the audit could not follow, as written (`coordinator.setVaultName`).
    var unfollowedCalls: [String] = []

    /// No navigation out, not even to a system screen, and no shared writes.
    /// A screen partly in Objective-C is never one: its code is not read. Nor is one that calls
    /// code the audit could not follow: where that leads is unknown.
    var isLeaf: Bool { children.isEmpty && systemScreens.isEmpty && writes.isEmpty && !isObjectiveC && unfollowedCalls.isEmpty }
  }

  func plan(_ screens: [Screen], data: [SharedDatum]) -> [MigrationStep] {
    var steps: [MigrationStep] = []
    func add(_ kind: MigrationStep.Kind, _ name: String, _ reason: String) {
      steps.append(MigrationStep(step: steps.count + 1, kind: kind, name: name, reason: reason))
    }
    // Each screen by number, with the parents that wait for it and how many children it waits for.
    let index = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let children = screens.map { $0.children.compactMap { index[$0] } }
    var parents = [[Int]](repeating: [], count: screens.count)
    for (parent, screenChildren) in children.enumerated() {
      for child in screenChildren { parents[child].append(parent) }
    }
    var done = [Bool](repeating: false, count: screens.count)
    for (position, screen) in screens.enumerated() where screen.isMigrated {
      add(.migrated, screen.name, "Annotated `// graft: feature`: its TCA side exists.")
      done[position] = true
    }
    for (position, screen) in screens.enumerated() where !screen.isMigrated && screen.isLeaf {
      add(.screen, screen.name, "Leaf: it navigates nowhere and writes no shared data.")
      done[position] = true
    }
    var waiting = children.map { $0.filter { !done[$0] }.count }
    var remaining = done.filter { !$0 }.count
    var ready = screens.indices.filter { !done[$0] && waiting[$0] == 0 }
    // The screens still waiting, closest to ready first: where a navigation cycle is broken.
    var closest = ClosestFirst()
    for position in screens.indices where !done[position] && waiting[position] > 0 { closest.push(waiting[position], screens[position].name, position) }
    while remaining > 0 {
      // The next wave: every screen whose children are all done, in an order that puts the
      // writers of shared data, and of the session above all, after the others.
      var wave = ready
      var cycle = false
      if wave.isEmpty {
        // A navigation cycle: the screen closest to ready goes first, with a bridge.
        while let next = closest.pop() {
          if !done[next.position], waiting[next.position] == next.waiting {
            wave = [next.position]
            break
          }
        }
        cycle = true
      }
      wave.sort { (screens[$0].writesSession ? 1 : 0, screens[$0].writes.count, screens[$0].name) < (screens[$1].writesSession ? 1 : 0, screens[$1].writes.count, screens[$1].name) }
      ready = []
      for position in wave {
        let screen = screens[position]
        var reason: String
        if cycle {
          let waitedFor = screen.children.filter { index[$0].map { !done[$0] } ?? false }
          reason = "In a navigation cycle with \(waitedFor.joined(separator: ", ")): migrate it first and present those through a bridge."
        } else if screen.children.isEmpty, screen.systemScreens.isEmpty, screen.writes.isEmpty, !screen.unfollowedCalls.isEmpty {
          let calls = screen.unfollowedCalls.map { "`\($0)`" }.joined(separator: ", ")
          reason = "Navigates nowhere the audit can see, but calls code it could not follow (\(calls)): check where that leads and what it writes first."
        } else if screen.children.isEmpty, screen.systemScreens.isEmpty, screen.writes.isEmpty {
          reason = "Part of it is Objective-C, which the audit does not read: check where that code navigates and what it writes first."
        } else if screen.children.isEmpty, screen.systemScreens.isEmpty {
          reason = "Navigates nowhere, but writes shared data (\(screen.writes.joined(separator: ", ")))."
        } else if screen.children.isEmpty {
          reason = "Navigates to no screen of the app, but presents system screens (\(screen.systemScreens.joined(separator: ", "))): present them from its state."
          if !screen.writes.isEmpty { reason += " It writes shared data (\(screen.writes.joined(separator: ", ")))." }
        } else {
          reason = "Its children are done: \(screen.children.joined(separator: ", "))."
        }
        if screen.writesSession, !cycle {
          reason += " It writes the session: keep the legacy owner and send it requests."
        }
        add(.screen, screen.name, reason)
        done[position] = true
        remaining -= 1
        for parent in parents[position] where !done[parent] {
          waiting[parent] -= 1
          if waiting[parent] == 0 { ready.append(parent) } else { closest.push(waiting[parent], screens[parent].name, parent) }
        }
      }
    }
    // Ownership moves to TCA once every writer is migrated; the data layer's caches stay.
    // Each datum's distinct writers found once, not in every comparison of the sort.
    let transfers = data.filter { $0.category != .cache && !$0.writers.isEmpty }
      .map { datum in (datum: datum, writers: Array(Set(datum.writers.map(\.by))).sorted()) }
      .sorted { lhs, rhs in
        (lhs.datum.category == .session ? 1 : 0, lhs.writers.count, lhs.datum.name)
          < (rhs.datum.category == .session ? 1 : 0, rhs.writers.count, rhs.datum.name)
      }
    for (datum, writers) in transfers {
      let reason = datum.category == .session
        ? "The session, written by \(writers.joined(separator: ", ")): last, once none of them is legacy."
        : "Once \(writers.joined(separator: ", ")) \(writers.count == 1 ? "is" : "are") migrated."
      add(.dataOwnership, datum.name, reason)
    }
    return steps
  }
}

/// A binary heap of the screens still waiting, by how many children they wait for, then by name.
/// An entry goes stale when its screen's count drops; the caller skips stale entries.
private struct ClosestFirst {
  private var entries: [(waiting: Int, name: String, position: Int)] = []

  private static func precedes(_ lhs: (waiting: Int, name: String, position: Int), _ rhs: (waiting: Int, name: String, position: Int)) -> Bool {
    (lhs.waiting, lhs.name) < (rhs.waiting, rhs.name)
  }

  mutating func push(_ waiting: Int, _ name: String, _ position: Int) {
    entries.append((waiting, name, position))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() -> (waiting: Int, name: String, position: Int)? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let top = entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < entries.count, Self.precedes(entries[left], entries[smallest]) { smallest = left }
      if right < entries.count, Self.precedes(entries[right], entries[smallest]) { smallest = right }
      guard smallest != parent else { break }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
    return top
  }
}
