import Foundation
import NotesCore

// graft: feature
@MainActor
public final class SettingsViewModel {
    public var username = ""
    public var notificationsEnabled = true
    /// A class of another module: not a value, so not State.
    public var account: Account?

    public init() {}

    public func toggleNotifications() { notificationsEnabled.toggle() }
}
