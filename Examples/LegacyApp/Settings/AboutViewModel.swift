import Foundation

/// A leaf: a plain view model that reads the bundle, which holds no app data.
final class AboutViewModel {
  var version: String {
    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
  }
  var isShowingLicenses = false
}
