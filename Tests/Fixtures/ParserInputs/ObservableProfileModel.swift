import Observation
import SwiftUI

@MainActor
@Observable
final class ProfileModel {
  var name = ""
  var bio: String = """
    Hello, "\(Self.defaultName)" {
    """
  var age = 0
  @ObservationIgnored var cache: [String: Data] = [:]
  @ObservationIgnored
  @AppStorage("profile.showEmail") var showEmail = true
  private(set) var avatar: URL?
  var onLogout: (@MainActor () async -> Void)?

  static let defaultName = #"Anon "user""#

  nonisolated init() {}

  func logoutTapped() async {
    await onLogout?()
  }

  func rename(to newName: String) {
    name = newName
  }

  func validate() throws(ValidationError) -> Bool {
    guard !name.isEmpty else { throw ValidationError.empty }
    return name.wholeMatch(of: /[A-Za-z ]{2,64}/) != nil
  }
}

enum ValidationError: Error { case empty }
