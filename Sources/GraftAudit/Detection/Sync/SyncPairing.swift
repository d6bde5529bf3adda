/// Pairs copies made in opposite directions between the same two values: one finding per pair.
///
/// A notification or a delegate method is a relay, not an owner: a copy into
/// `Notification[nameChanged]` and one out of it are one copy from the poster's value to the
/// observer's, made where the observer assigns. Relays are joined first, so that two view models
/// that post and observe each other's notifications, or a child that calls its delegate and a
/// parent that writes back, are found as the two values they keep in sync.
enum SyncPairing {
  /// Copies into and out of one relay joined at most this many ways each: a notification a
  /// hundred screens post stays linear.
  static let relayFanLimit = 64

  static func isRelay(_ value: String) -> Bool { SharedDatum.notificationName(of: value) != nil || value.hasPrefix("Delegate[") }

  /// The pairs, each as its two copies: `first.source` → `first.target`, and back.
  static func twoWay(_ copies: [SyncDetector.Copy]) -> [(SyncDetector.Copy, SyncDetector.Copy)] {
    let sorted = copies.sorted { ($0.location, $0.source, $0.target) < ($1.location, $1.source, $1.target) }
    var into: [String: [SyncDetector.Copy]] = [:]
    var outOf: [String: [SyncDetector.Copy]] = [:]
    var direct: [SyncDetector.Copy] = []
    for copy in sorted {
      if isRelay(copy.target) { into[copy.target, default: []].append(copy) }
      if isRelay(copy.source) { outOf[copy.source, default: []].append(copy) }
      if !isRelay(copy.source), !isRelay(copy.target) { direct.append(copy) }
    }
    for relay in into.keys.sorted() {
      for arriving in (into[relay] ?? []).prefix(relayFanLimit) {
        for leaving in (outOf[relay] ?? []).prefix(relayFanLimit) where leaving.target != arriving.source && !isRelay(leaving.target) {
          direct.append(SyncDetector.Copy(
            source: arriving.source, target: leaving.target, type: leaving.type, location: leaving.location, idiom: leaving.idiom))
        }
      }
    }
    let ordered = direct.sorted { ($0.location, $0.source, $0.target) < ($1.location, $1.source, $1.target) }
    // The first copy of each direction, by where it is.
    var first: [[String]: SyncDetector.Copy] = [:]
    for copy in ordered where first[[copy.source, copy.target]] == nil { first[[copy.source, copy.target]] = copy }
    var pairs: [(SyncDetector.Copy, SyncDetector.Copy)] = []
    var seen: Set<[String]> = []
    for copy in ordered {
      let key = [copy.source, copy.target].sorted()
      guard !seen.contains(key), let back = first[[copy.target, copy.source]] else { continue }
      seen.insert(key)
      pairs.append((copy, back))
    }
    return pairs
  }
}
