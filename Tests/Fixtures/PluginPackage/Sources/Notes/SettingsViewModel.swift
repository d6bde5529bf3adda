import Foundation

// graft: feature
@MainActor
public final class SettingsViewModel {
    public var username = ""
    public var notificationsEnabled = true

    public init() {}

    public func toggleNotifications() { notificationsEnabled.toggle() }
}
