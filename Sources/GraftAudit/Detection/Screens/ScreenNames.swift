import GraftSupport

/// The name a screen goes by: its types' name without their role. `ProfileViewController`,
/// `ProfileViewModel`, `ProfileView`, `ProfileVC` and a VIPER module's `ProfilePresenter`, `ProfileInteractor`
/// and `ProfileRouter` are `Profile`; `HomeScreenViewModel` and `HomeScreen`
/// are `Home`; `AssetScene`, `AssetSceneViewModel` and `AssetNavigationStack` are `Asset`; the
/// `ViewModel` nested in `ProfileCardView` is `ProfileCard`.
enum ScreenNames {
  /// A longer suffix before any it ends with, so that `ViewController` is not read as `View` +
  /// `Controller`. `Scene` is what some apps call a screen's view (`AssetScene` beside
  /// `AssetSceneViewModel`); `AutocloseNavigationStack` is the stack `AutocloseScene` is shown
  /// in, and routes from it.
  static let roleSuffixes = [
    "NavigationStack", "NavigationView", "HostingController", "ViewController", "ViewModel", "Coordinator", "Controller",
    "Presenter", "Interactor", "Router", "Screen", "Scene", "Model", "View", "VM", "VC",
  ]
  /// The roles of a VIPER or Clean Swift module's types beside its controller
  /// (`SettingsPresenter`, `SettingsInteractor`, `SettingsRouter`): one screen's code, joined by
  /// its name.
  static let moduleRoleSuffixes = ["Presenter", "Interactor", "Router"]
  /// The module roles that are a screen's code wherever they are held from (its presenter, its
  /// interactor); a router is left to the calls made on it, which others make too.
  static let screenCodeRoleSuffixes = moduleRoleSuffixes.filter { $0 != "Router" }
  /// What may be left once a role is gone: `HomeScreen` of `HomeScreenViewModel`, `FiltersCoordinator`
  /// of `FiltersCoordinatorView`, the SwiftUI view that shows `FiltersView` and routes from it.
  static let secondSuffixes = ["NavigationStack", "NavigationView", "Screen", "Scene", "View", "Coordinator"]
  /// `ProfileContent` of the SwiftUI view `ProfileContentView`, what `ProfileView` shows inside its
  /// stack; not of `ChatContentViewController`, a screen of its own beside `ChatViewController`.
  private static let viewContent = Array("Content".utf8)
  private static let viewSuffix = Array("View".utf8)

  private static let roleSuffixBytes = roleSuffixes.map { Array($0.utf8) }
  private static let shortViewModel = Array("VM".utf8)
  /// The short forms some teams use for a role: `ProfileVM`, `ProfileVC`.
  private static let shortRoles = [shortViewModel, Array("VC".utf8)]

  /// Whether a name is the short form of a view model's, `ProfileVM`: `VM` after a lower-case
  /// letter or a digit, so not `VM` alone, nor an acronym ending in it (`KVM`).
  static func endsInShortViewModel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    endsInShortRole(bytes, shortViewModel)
  }

  /// `ProfileVM`, `InsuranceLoginVC`: the short role after a lower-case letter or a digit.
  private static func endsInShortRole(_ bytes: UnsafeBufferPointer<UInt8>, _ role: [UInt8]) -> Bool {
    guard bytes.count > role.count + 1, bytes.ends(with: role) else { return false }
    let before = bytes[bytes.count - role.count - 1]
    return (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z")) || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
  }
  private static let secondSuffixBytes = secondSuffixes.map { Array($0.utf8) }

  /// `Profile` for `ProfileViewModel`; empty for a bare role (`ViewModel`). The suffixes are
  /// ASCII, so they are matched and dropped as bytes, not as characters.
  static func base(of name: String) -> String {
    var name = name
    return name.withUTF8 { bytes in
      // `ProfileVM` and `ProfileVC` are `Profile`; `KVM`, an acronym, keeps its name.
      guard let suffix = roleSuffixBytes.first(where: { bytes.ends(with: $0) && (!shortRoles.contains($0) || endsInShortRole(bytes, $0)) }) else {
        return String(decoding: bytes, as: UTF8.self)
      }
      let first = bytes[..<(bytes.count - suffix.count)]
      if suffix == viewSuffix, first.count > viewContent.count, first.ends(with: viewContent) {
        return String(decoding: first.dropLast(viewContent.count), as: UTF8.self)
      }
      guard let second = secondSuffixBytes.first(where: { first.count > $0.count && first.ends(with: $0) }) else {
        return String(decoding: first, as: UTF8.self)
      }
      return String(decoding: first.dropLast(second.count), as: UTF8.self)
    }
  }

  /// An app's own `EmptyView` or `Label` shares its name with SwiftUI's: a `.sheet { EmptyView() }`
  /// elsewhere in the app most likely means SwiftUI's, so being made there shows nothing; in
  /// another module, it is SwiftUI's for sure.
  static let frameworkViewNames = NameSet([
    "EmptyView", "Text", "Label", "Image", "ProgressView", "Spacer", "Divider", "Color", "Button", "Toggle", "Link",
    "List", "Form", "Section", "Group", "Menu", "Picker", "TextField", "ScrollView", "AnyView",
  ])

  /// What a part of a screen is named for: a row, a cell, a card, a header, a table's section, a
  /// banner, a placeholder or an empty state, a map annotation, a text field…
  static let componentSuffixes = [
    "Row", "Cell", "Card", "Header", "Footer", "Section", "Banner", "Annotation", "Tile", "Badge", "Chip", "Toolbar", "TextField",
  ].map { Array($0.utf8) } + emptyStateSuffixes
  /// What stands in a screen's place while it has nothing to show: shown in a pane, it is still
  /// that pane's empty state.
  static let emptyStateSuffixes = ["Placeholder", "EmptyState", "Empty", "ContentUnavailable"].map { Array($0.utf8) }
  private static let plural = Array("s".utf8)

  /// Whether a screen name names an empty state: `ContentPlaceholder`, `NoResultsEmptyState`,
  /// `DevicesEmpty`, `EmptyDrawer` (`Empty` and a word).
  static func namesEmptyState(_ name: String) -> Bool {
    if name.hasPrefix("Empty"), name.dropFirst(5).first?.isUppercase == true { return true }
    return ends(name, withOneOf: emptyStateSuffixes)
  }

  /// Whether a screen name names a part of a screen (several, with `countingPlurals`) or an
  /// empty state.
  /// With `orIsOne`, the part's word alone too: a controller's screen name `Footer`.
  static func namesPart(_ name: String, countingPlurals: Bool = false, orIsOne: Bool = false) -> Bool {
    namesComponent(name, countingPlurals: countingPlurals, orIsOne: orIsOne) || namesEmptyState(name)
  }

  /// Whether a screen name names a part of a screen: `RevenueReportCard`, `OrderRow`,
  /// `PinAnnotation`, `NoResultsEmptyState`, with `orIsOne` `Footer` itself; with
  /// `countingPlurals`, several: a model of `AssetSceneBanners` (a controller of `SavedCards` is a
  /// screen of cards).
  static func namesComponent(_ name: String, countingPlurals: Bool = false, orIsOne: Bool = false) -> Bool {
    ends(name, withOneOf: componentSuffixes, orIs: orIsOne, droppingPlural: countingPlurals)
  }

  /// Whether `name` ends in one of `suffixes` after something else (`OrderRow`, not `Row`), or is
  /// one, with `orIs`; its plural `s` dropped first, with `droppingPlural`. The suffixes are ASCII,
  /// so they are matched as bytes, not as characters. The target a name is kept apart by
  /// (`SubuserAlert (ios)`) is no part of it.
  private static func ends(_ name: String, withOneOf suffixes: [[UInt8]], orIs: Bool = false, droppingPlural: Bool = false) -> Bool {
    var name = withoutTarget(name)
    return name.withUTF8 { bytes in
      let stem = droppingPlural && bytes.ends(with: plural) ? bytes.dropLast() : bytes[...]
      return suffixes.contains { (stem.count > $0.count || (orIs && stem.count == $0.count)) && stem.ends(with: $0) }
    }
  }

  /// What a transient message is named for: an alert, a toast, a HUD… Shown over a screen, it is
  /// no screen a user is taken to, and a TCA feature keeps it as `AlertState`, not as a feature.
  /// An alert shown as a card of the app's own (`SaveAlertSheet`, `DeleteAlertDialog`) is one too.
  static let transientSuffixes = [
    "Alert", "Toast", "Snackbar", "HUD", "Hud", "Tooltip", "ActionSheet", "Popup", "PopUp", "AlertSheet", "AlertDialog",
  ].map { Array($0.utf8) }

  private static let popupSuffixes = ["Popup", "PopUp"].map { Array($0.utf8) }
  private static let tabContainerSuffixes = [Array("TabBar".utf8)]

  /// Whether a controller's screen name says it is the app's tab bar (`CustomTabBar` of
  /// `CustomTabBarController`): the controllers it adds as children are its tabs. Not a screen's
  /// own tabs (`DetailScreenTabController`), which switch what one screen shows.
  static func namesTabContainer(_ name: String) -> Bool {
    ends(name, withOneOf: tabContainerSuffixes, orIs: true)
  }

  /// Whether a screen name names a popup (`ReportPopup`), which, unlike an alert or a toast, may
  /// do a screen's work.
  static func namesPopup(_ name: String) -> Bool {
    ends(name, withOneOf: popupSuffixes, orIs: true)
  }

  /// Whether a screen name is a transient message's word alone: `Alert`, `Toast`.
  static func isTransientWord(_ name: String) -> Bool {
    let name = withoutTarget(name)
    return transientSuffixes.contains { $0.elementsEqual(name.utf8) }
  }

  /// `SubuserAlert` for `SubuserAlert (ios)`.
  static func withoutTarget(_ name: String) -> String {
    guard name.utf8.last == UInt8(ascii: ")"), let open = name.range(of: " (", options: .backwards) else { return name }
    return String(name[..<open.lowerBound])
  }

  /// Whether a screen name names a transient message: `ConfirmAlert`, `ErrorToast`.
  static func namesTransientMessage(_ name: String) -> Bool {
    ends(name, withOneOf: transientSuffixes, orIs: true)
  }

  /// What a base class of messages is named for, whose every subclass is one (`BaseAlert`,
  /// `ToastViewController`); not a popup's or an action sheet's, a way of presenting that apps'
  /// base classes lend whole screens (`BottomPopupViewController` of an invitation list).
  private static let messageBaseSuffixes = transientSuffixes.filter { !presentationSuffixes.contains($0) }
  /// The transient names that are ways of presenting (a popup, an action sheet) rather than what
  /// is shown, which apps also lend whole screens.
  private static let presentationSuffixes = ["ActionSheet", "Popup", "PopUp"].map { Array($0.utf8) }

  /// Whether a superclass's screen name makes its subclasses transient messages.
  static func namesMessageBase(_ name: String) -> Bool {
    ends(name, withOneOf: messageBaseSuffixes, orIs: true)
  }

  /// Whether a flag's or a method's name says it shows something: `isShowSettings`,
  /// `showingPicker`, `shouldShowMenu`, `isPresented`, `presentAlert`; not `displayMode`.
  static func namesShowing(_ name: String) -> Bool {
    var rest = Substring(name.hasPrefix("$") ? name.dropFirst() : Substring(name))
    for prefix in ["is", "should"] where rest.hasPrefix(prefix) && rest.dropFirst(prefix.count).first?.isUppercase == true {
      rest = rest.dropFirst(prefix.count)
    }
    let lowered = rest.lowercased()
    return lowered.hasPrefix("show") || lowered.hasPrefix("present")
  }

  /// What a method that shows a transient message is named for: `showErrorAlert`, `showProgress`.
  /// Not a sheet or a popup, which apps also call a whole screen they present
  /// (`showActionSheet` for a custom bottom sheet, `showPopup` for a web page).
  private static let transientMethodSuffixes = messageBaseSuffixes + ["Progress", "Loading", "Loader", "Spinner"].map { Array($0.utf8) }

  /// What a flag that lays a view over a screen in place is named for when that view is the app's
  /// own alert: a dialog, an alert, a picker, a popup (`showReportDialog`, `showDatePicker`).
  private static let messageFlagSuffixes = messageBaseSuffixes + ["Dialog", "Picker", "Popup", "PopUp"].map { Array($0.utf8) }

  /// Whether a flag's name says it shows a message laid over the screen: `showReportDialog`,
  /// `isShowingTimePicker`; not `showSettings`, `showActionSheet`.
  static func namesMessageFlag(_ name: String) -> Bool {
    namesShowing(name) && ends(name, withOneOf: messageFlagSuffixes)
  }

  /// Whether a method's name says it shows a transient message: `presentConfirmDownloadAlert`,
  /// `showErrorToast`, `showProgress`: a showing verb, and what it shows; not `alertSettings`,
  /// `didFinishLoading`, `updateProgress`, `showActionSheet` or `showPopup`.
  static func namesMessageMethod(_ name: String) -> Bool {
    namesShowing(name) && ends(name, withOneOf: transientMethodSuffixes)
  }

  /// A type's screen name, a nested type's through its enclosing type: `ProfileCardView.ViewModel`
  /// is `ProfileCard`, `StatusEditor.MainView` is `StatusEditorMain`.
  /// A type of an app extension or a watch app kept apart says which: `ItemList (BookPlayerWatch)`.
  static func screenName(of type: AuditedType) -> String {
    let name = unqualifiedScreenName(of: type)
    return type.target.map { "\(name) (\($0))" } ?? name
  }

  private static func unqualifiedScreenName(of type: AuditedType) -> String {
    let own = base(of: type.name)
    // `BookPlayerWatch::Outer`: the enclosing type's own name, after its target.
    let parent = type.parentName.map { written in TypeNames.bare(written.split(separator: ":").last.map(String.init) ?? written) }
    guard let parent else { return own.isEmpty ? type.name : own }
    let enclosing = base(of: parent)
    if own.isEmpty { return enclosing.isEmpty ? type.name : enclosing }
    return enclosing + own
  }
}
