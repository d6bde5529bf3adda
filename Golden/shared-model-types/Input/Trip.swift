import Foundation

/// A trip as the planner returns it. Nothing in the app compared two, so it never said
/// `Equatable`; both screens' State hold it.
struct Trip: Identifiable {
  let id: UUID
  var title: String
  var legs: [Leg]
  var startsAt: Date
}

/// How a traveller gets from one stop to the next.
enum Leg {
  case walk(minutes: Int)
  case ride(line: String, stops: Int)
  case wait
}

protocol TripStore {
  func trips() async throws -> [Trip]
}
