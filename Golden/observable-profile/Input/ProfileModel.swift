import Foundation
import Observation
import SwiftUI

// graft: feature seed legacyView=ProfileScreen
@MainActor
@Observable
final class ProfileModel {
  var name: String
  var bio = ""
  var age = 0
  @ObservationIgnored @AppStorage("profile.showEmail") var showEmail = true
  private(set) var avatar: URL?
  @ObservationIgnored private var cache: [String: Data] = [:]

  var onLogout: (@MainActor () async -> Void)?
  var onOpenSettings: ((_ section: String) -> Void)?

  init(name: String) {
    self.name = name
  }

  func rename(to newName: String) {
    name = newName
  }

  func logoutTapped() async {
    await onLogout?()
  }
}
