/// What `graft audit` found in an app: the screens and how they navigate, the shared data and who
/// writes it, the places that sync both ways, and an order to migrate in. A value, rendered as
/// Markdown or as JSON (schema `graft-audit`, version `AuditReport.schemaVersion`).
public struct AuditReport: Sendable, Equatable {
  /// Bumped whenever a field changes meaning or goes away; new fields keep the version.
  public static let schemaVersion = 1

  public var screens: [AuditScreen]
  public var navigation: [NavigationEdge]
  public var sharedData: [SharedDatum]
  public var twoWaySyncs: [TwoWaySync]
  public var migrationOrder: [MigrationStep]

  public init(
    screens: [AuditScreen], navigation: [NavigationEdge], sharedData: [SharedDatum], twoWaySyncs: [TwoWaySync],
    migrationOrder: [MigrationStep]
  ) {
    self.screens = screens
    self.navigation = navigation
    self.sharedData = sharedData
    self.twoWaySyncs = twoWaySyncs
    self.migrationOrder = migrationOrder
  }
}

/// A place in the sources, printed `path:line:column`.
public struct AuditLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column) }

  public var description: String { "\(path):\(line):\(column)" }
}

/// A screen: the types that make it up (`ProfileViewModel`, `ProfileViewController`…) under the
/// name they share (`Profile`).
public struct AuditScreen: Sendable, Equatable {
  /// Why a type counts as a screen.
  public enum Evidence: String, Sendable, Equatable, Comparable {
    case graftFeature, observableObject, observable, viewModelName, viewControllerWithState
    /// A view controller without state of its own that the app makes or shows.
    case viewController
    /// A SwiftUI view that a navigation call, destination or root shows.
    case presented
    /// A SwiftUI view named `…Screen`.
    case screenName
    /// A SwiftUI view whose body holds a `NavigationStack` or `NavigationView` of its own.
    case navigationRoot
    /// A subclass of another screen's controller or view model.
    case subclass
    /// A view controller a storyboard shows: a segue's destination, not an embedding.
    case storyboardScene

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public var name: String
  public var types: [String]
  public var location: AuditLocation
  public var evidence: [Evidence]
  /// Annotated `// graft: feature`: its TCA side exists.
  public var isMigrated: Bool
  /// One of its types is declared in Objective-C: its code is not read, so it is never a leaf.
  public var isObjectiveC: Bool
  public var navigatesTo: [String]
  /// How many screens it navigates to.
  public var outDegree: Int
  /// The screens the system shows for it (`UIActivityViewController`, `SFSafariViewController`,
  /// `.fileImporter`): navigation, though to no screen of the app.
  public var presentsSystemScreens: [String]
  /// The shared data it writes, by `SharedDatum.name`.
  public var writes: [String]
  public var reads: [String]
  /// The calls its code makes, or its helpers' and callbacks' code makes for it, into code the
  /// audit could not follow (a closure filled with one handed on, a method of a coordinator or
  /// delegate the audit cannot type, or of such a protocol no adopter implements): where they
  /// lead and what they write is unknown. By place.
  public var unfollowedCalls: [UnfollowedCall]
  /// No outgoing navigation (to a system screen either), no writes to shared data, no call the
  /// audit could not follow, and no Objective-C code left unread.
  public var isLeaf: Bool
  public var inTwoWaySync: Bool

  /// A call into code the audit could not follow: `onDone`, `coordinator.setVaultName`.
  public struct UnfollowedCall: Sendable, Equatable {
    public var call: String
    /// Where the call is: in the screen's code, or in a helper's or a callback's it reaches.
    public var location: AuditLocation
    /// The code in between, for people, when the call is not the screen's own.
    public var via: String?

    public init(call: String, location: AuditLocation, via: String? = nil) {
      self.call = call
      self.location = location
      self.via = via
    }
  }
}

/// A screen that constructs, presents or pushes another, and the idiom that says so.
public struct NavigationEdge: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case constructs, presents, pushes, storesChild, coordinator

    /// How plainly the code says it navigates: a construction may only prepare the screen.
    var strength: Int {
      switch self {
      case .presents, .pushes: 3
      case .coordinator: 2
      case .storesChild: 1
      case .constructs: 0
      }
    }
  }

  /// How the audit found the edge.
  public enum Idiom: String, Sendable, Equatable {
    /// `DetailViewModel(…)` made on its own.
    case construct
    /// `present(…)`, `presentViewController`, `setSheetCoordinator(…)`: a modal presentation.
    case present
    /// `pushViewController`, `show(_:sender:)`, `push(…)`, `navigate(to:)`.
    case push
    /// SwiftUI's `sheet`, `fullScreenCover`, `popover`.
    case sheet
    case navigationLink
    case navigationDestination
    /// `performSegue(withIdentifier:)`, matched by name or by `prepare(for:sender:)`.
    case segue
    /// An enum case or static member handed to a coordinator or router
    /// (`coordinator.present(scene: .profile(…))`, `router.navigate(to: .accountDetail(id))`,
    /// `router.presentedSheet = .settings`), whose `switch` or body makes the screen.
    case route
    /// `coordinator.showProfile()`, read from the method's name.
    case routerMethod
    /// A method, static helper or protocol extension method that navigates.
    case helper
    /// A closure another type runs for this screen: `child.onDone = { … }`,
    /// `coordinator.actions.sink { … }`, `Child(onSelect: { … })`.
    case callback
    /// A method of this screen's delegate protocol, in the type that adopts it.
    case delegate
    /// A part of the screen (a row, a cell, an embedded view or controller) that navigates.
    case component
    /// A stored property that holds the other screen.
    case storedChild
  }

  public var from: String
  public var to: String
  public var kind: Kind
  public var idiom: Idiom
  /// The code in between, for people: the call that shows it, the route's name, the helper.
  public var via: String?
  public var location: AuditLocation
}

/// Data more than one place can reach: a singleton, a global, a `UserDefaults` key, a
/// notification, a keychain item.
public struct SharedDatum: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case singleton, global, environment, userDefaults, notification, keychain
  }

  /// The name of a `UserDefaults` key's datum, however it is reached: `UserDefaults[theme]`.
  static func defaultsKey(_ key: String) -> String { "UserDefaults[" + key + "]" }

  /// `Notification[showThing]`: the datum of a notification's name, as `TokenPatterns.notificationName` reads it.
  static func notification(_ name: String) -> String { notificationPrefix + name + "]" }

  /// `showThing` for `Notification[showThing]`; nil for another datum.
  static func notificationName(of datum: String) -> String? {
    datum.hasPrefix(notificationPrefix) && datum.hasSuffix("]") ? String(datum.dropFirst(notificationPrefix.count).dropLast()) : nil
  }
  private static let notificationPrefix = "Notification["

  /// Which kind of data it is, which decides its owner.
  public enum Category: String, Sendable, Equatable {
    case session, preference, cache, screenData, other
  }

  public var name: String
  public var kind: Kind
  public var category: Category
  public var writers: [DataAccess]
  public var readers: [DataAccess]
  public var recommendedOwner: String
}

/// One place that reads or writes a datum.
public struct DataAccess: Sendable, Equatable {
  /// The screen, or the type when it belongs to no screen.
  public var by: String
  public var isScreen: Bool
  public var location: AuditLocation
  /// What the code does there: `currentUser =`, `logout()`, `set(_:forKey:)`.
  public var detail: String
}

/// Two places that copy the same pair of values in opposite directions.
public struct TwoWaySync: Sendable, Equatable {
  /// How a copy is made.
  public enum Idiom: String, Sendable, Equatable {
    /// An assignment in a property's `didSet`.
    case didSet
    /// A Combine `sink` or `assign(to:)` of a `$property`.
    case combine
    /// SwiftUI's `onChange(of:)`.
    case onChange
    /// A post observed elsewhere: `NotificationCenter`'s `addObserver` or `publisher(for:)`.
    case notificationCenter
    /// Key-value observing: `observe(\.x)`, `publisher(for: \.x)`, `observeValue(forKeyPath:)`.
    case kvo
    /// A delegate method that writes back what the delegating side hands it.
    case delegate
  }

  public var first: String
  public var second: String
  /// Where `first` is copied into `second`.
  public var firstToSecond: AuditLocation
  public var secondToFirst: AuditLocation
  /// How each direction is made, `firstToSecond`'s first; one entry when both are alike.
  public var idioms: [Idiom]
  public var screens: [String]
  public var advice: String
}

/// One step of the migration order.
public struct MigrationStep: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    /// Already annotated: counts as migrated for its parents.
    case migrated
    case screen
    /// Move a datum's ownership to TCA.
    case dataOwnership
  }

  public var step: Int
  public var kind: Kind
  public var name: String
  public var reason: String
}
