import Combine
import Foundation

/// Declared beside the detail screen, where it was first needed; today only the list asks it.
protocol TripPlanner: Sendable {
  func suggestion(after trip: Trip) async -> Trip?
}

// graft: feature
final class TripDetailViewModel: ObservableObject {
  @Published var trip: Trip
  @Published var isEditing = false

  init(trip: Trip) {
    self.trip = trip
  }

  func rename(to title: String) {
    trip.title = title
  }

  func addWait() {
    trip.legs.append(.wait)
  }

  func clearTitle() {
    trip.title = ""
  }

  func dropLastLeg() {
    trip.legs.removeLast()
  }

  func renameCopy(to title: String) {
    var copy = trip
    copy.title = title
    trip = copy
  }
}
