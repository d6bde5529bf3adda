import Combine
import Foundation

// graft: feature
@MainActor
final class TripListViewModel: ObservableObject {
  @Published var trips: [Trip] = []
  @Published var selected: Trip?
  @Published var suggestion: Trip?
  @Published var load: Loadable<[Trip]> = .idle

  private let store: TripStore
  private let planner: TripPlanner

  init(store: TripStore, planner: TripPlanner) {
    self.store = store
    self.planner = planner
  }

  func select(_ trip: Trip) {
    selected = trip
  }

  func clearSelection() {
    selected = nil
  }

  func forget() {
    load = .idle
  }

  func suggestNext(after trip: Trip) async {
    suggestion = await planner.suggestion(after: trip)
  }
}
