import Observation

/// Not a screen: the app's theme, a singleton that views also get from the environment.
@Observable
final class Theme {
  static let shared = Theme()

  var accent = "blue"

  /// Named like a read; it writes.
  func adopt(_ accent: String) {
    self.accent = accent
  }
}

/// Not a screen: the archive's tags, an observable model views get from the environment.
@Observable
final class TagCollection {
  private(set) var tags: [String] = []

  /// Named like a read; it writes.
  func keep(_ tag: String) {
    tags.append(tag)
  }
}
