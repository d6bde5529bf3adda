import Combine
import Foundation

/// Downloads avatars; a reference the screen holds, not state.
final class AvatarLoader {
  func load(_ url: URL) async -> Data? { nil }
}

/// What the user picked on the screen, shared by reference with its cells.
final class ProfileSelection {
  var ids: Set<UUID> = []
}

protocol ProfileFormatting {
  func format(_ name: String) -> String
}

// graft: feature bridge=none
@MainActor
final class ProfileViewModel: ObservableObject {
  @Published var name = ""
  @Published var analytics: [String: Any] = [:]
  @Published var extra: Any?
  @Published var loader: AvatarLoader?
  @Published var selection: ProfileSelection?
  @Published var formatter: ProfileFormatting?
  // graft: state type=[String: String]
  @Published var attributes: [String: Any] = [:]

  func nameChanged(_ name: String) {
    self.name = name
  }
}
