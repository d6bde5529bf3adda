import Combine
import Foundation
import UIKit

typealias TrackHandler = (Track) -> Void
typealias PlaylistServices = PlaylistStoring & Sendable

struct Track: Equatable, Sendable {
  let id: Int
  var title: String
}

/// A value the app never made Equatable.
struct Waveform {
  var samples: [Float]
  var render: () -> Void
}

private struct Cursor: Equatable {
  var position = 0
}

protocol PlaylistStoring {
  func load() async throws -> [Track]
  func load(page: Int) async throws -> [Track]
  func rename(_ title: String, of id: Int)
}

@MainActor
protocol PlaybackControlling {
  func play(_ track: Track)
  func pause()
}

// graft: feature
@MainActor
final class PlaylistViewModel: ObservableObject {
  typealias Order = SortOrder

  enum SortOrder: Equatable {
    case title, added
  }

  @Published var tracks: [Track] = []
  @Published var order: Order = .added
  @Published var waveform: Waveform?
  @Published private var cursor = Cursor()
  @Published var cover: UIImage?

  var onSelect: TrackHandler?
  var reloadTable: (() -> Void)?

  private let store: PlaylistServices
  private let playback: PlaybackControlling

  init(store: PlaylistServices, playback: PlaybackControlling) {
    self.store = store
    self.playback = playback
  }

  func numberOfTracks() -> Int { tracks.count }

  func title(at index: Int) -> String { tracks[index].title }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tracks.count }

  func select(_ track: Track) { onSelect?(track) }

  func sort(by order: Order) { self.order = order }

  func remove(_ ids: Int...) { tracks.removeAll { ids.contains($0.id) } }

  func refresh(completion: @escaping (Result<[Track], Error>) -> Void) {}

  func decode<T: Decodable>(_ type: T.Type, from data: Data) {}

  func hash(into hasher: inout Hasher) {}
}
