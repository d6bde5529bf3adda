import GraftSupport

/// Finds the screens: what a user is taken to, with the types that make it up.
///
/// A type is a screen's when it is annotated `// graft: feature`; a view controller that is shown,
/// made somewhere, or holds state, unless it is only a part kept inside another controller or a
/// page of a page controller; a page controller of the app's that something makes; a SwiftUI view
/// that a navigation call, destination or stack shows, or that is named `…Screen` (unless no
/// navigation shows it and other screens only lay it out beside other views); a class named
/// `…ViewModel`, unless it is a part's model (nested in a view or cell, held in a collection, held
/// only by parts, by another screen's controller, or by a view model that keeps it for good) or its
/// coordinator's flow's (handed to the screens that coordinator shows); a subclass of a screen's
/// controller. An observable model, a singleton, a router or a client is not, on its own. Types
/// that share a screen name (`ProfileViewModel`, `ProfileViewController`, `ProfileCoordinator`) are
/// one screen, and so is a view model with the one screen that owns it, or with its superclass's
/// screen.
struct ScreenDetector: Sendable {
  struct Screen: Sendable, Equatable {
    var name: String
    var types: [Int]
    var location: AuditLocation
    var evidence: Set<AuditScreen.Evidence>
    var isMigrated: Bool
    /// One of its types is declared in Objective-C, whose code the audit does not read.
    var isObjectiveC = false
  }

  /// The screens, by name, and the screen each type belongs to.
  struct Result: Sendable {
    var screens: [Screen]
    var screenOfType: [Int?]
  }

  /// A stored property that holds an app type.
  private struct Holding {
    var holder: Int
    /// `let model = Model()`, `var model: Model`: always there, not shown on demand (`var child: Child?`).
    var isPermanent: Bool
  }

  let sources: AuditSources
  let hierarchy: TypeHierarchy
  let roles: TypeRoles

  private static let outlet = Name(0x23eb0b4305adaf0f, "IBOutlet")
  private static let animated = Name("animated")
  private static let menuTypes = NameSet(["NSMenu", "NSMenuItem", "NSStatusItem"])
  private static let environmentAttributes = NameSet(["EnvironmentObject", "Environment"])
  /// The wrappers of a view's own state, not one handed to it.
  private static let ownStateAttributes = NameSet(["State", "StateObject"])
  private static let body = Name("body")
  private static let controllerWord = Array("controller".utf8)

  private static let handedControllerTypes = NameSet(["UIViewController", "NSViewController"])

  /// Whether a controller is made around a controller it is handed, and only puts that screen in
  /// a window or a sheet: a Mac window controller whose initializer takes one
  /// (`init(viewController: AboutViewController)`), or a controller whose initializer takes any
  /// controller first and that adds that very controller as its child
  /// (`SheetViewController(controller: filterVC)`, keeping it in `childViewController` and calling
  /// `addChild(childViewController)`). Whoever makes it shows what it is handed; a screen handed
  /// the controller it came from, and adding children of its own, stays one.
  private func wrapsAHandedController(_ index: Int) -> Bool {
    let isWindow = hierarchy.frameworkBase[index] == "NSWindowController"
    // The handed controller's names: the parameter's, and the properties the initializer keeps it in.
    var handed: Set<Name> = []
    for member in sources.types[index].members where member.kind == .initializer {
      let file = sources.files[member.file]
      guard let open = member.tokens.first(where: { file.name($0) == .openParen }), let close = file.partner(open), close > open else { continue }
      if isWindow {
        for token in open..<close where file.name(token) == .colon && file.tokens[token + 1].kind == .identifier {
          if file.hasSuffix(token + 1, lowercased: Self.controllerWord) { return true }
        }
        continue
      }
      guard let colon = (open..<close).first(where: { file.name($0) == .colon || file.name($0) == .comma }), file.name(colon) == .colon,
        Self.handedControllerTypes.contains(file.name(colon + 1)), file.name(colon + 2) != .question, file.name(colon + 2) != .bang
      else { continue }
      let parameter = file.name(colon - 1)
      handed.insert(parameter)
      for token in close..<member.tokens.upperBound where file.name(token) == parameter && file.name(token - 1) == .assign {
        if file.tokens[token - 2].kind == .identifier { handed.insert(file.name(token - 2)) }
      }
    }
    guard !handed.isEmpty else { return false }
    return sources.types[index].members.contains { member in
      let file = sources.files[member.file]
      return member.tokens.contains { call in
        guard ChildEmbedding.childAddingCalls.contains(file.name(call)), file.name(call + 1) == .openParen else { return false }
        let argument = file.name(call + 2) == .`self` && file.name(call + 3) == .dot ? call + 4 : call + 2
        return handed.contains(file.name(argument)) && file.name(argument + 1) == .closeParen
      }
    }
  }

  private static let setViewControllers = Name("setViewControllers")
  /// Whether a fact is a page handed to `setViewControllers`, which shows it in its page controller.
  private func isPageSetting(_ fact: NavigationFacts.Fact, in member: AuditedType.Member) -> Bool {
    guard let presenter = fact.presenter else { return false }
    return sources.files[member.file].name(presenter) == Self.setViewControllers
  }

  /// The most view models one protocol a controller holds may stand for: more, and it is the
  /// app's protocol of every view model, which says nothing of who shows which.
  private static let maximumConformingModels = 8

  /// A controller or a view that holds its model through a protocol (`var viewModel:
  /// LoadingViewModelType!`) holds each view model that conforms to it (`ForceUpdateViewModel`,
  /// `MembershipCertificateRenewalViewModel`): the same screen with other data, not screens of
  /// their own; so does a view generic over its model (`CollectionsScene<ViewModel:
  /// CollectionsViewable>`). Only a concrete holder's: a base class's protocol is every subclass's.
  private func addHoldingsThroughProtocols(to holdings: inout [[Holding]], subclassCount: [Int], nameOfType: [String]) {
    let types = sources.types
    // Who holds each protocol: in a stored property of its type, or of a generic parameter it
    // constrains.
    var protocolHoldings: [Int: [Holding]] = [:]
    for index in types.indices where types[index].kind == .protocol && !holdings[index].isEmpty {
      protocolHoldings[index] = holdings[index]
    }
    for (holder, type) in types.enumerated() where roles.isSwiftUIView[holder] && type.genericParameters != nil {
      for property in type.storedProperties {
        guard let held = sources.genericConstraint(of: property, in: type), types[held].kind == .protocol else { continue }
        protocolHoldings[held, default: []].append(Holding(holder: holder, isPermanent: !property.isOptional))
      }
    }
    var conformingModels: [String: [Int]] = [:]
    for index in types.indices where types[index].kind == .class && roles.isViewModelNamed[index] {
      for name in hierarchy.conformances[index] { conformingModels[name, default: []].append(index) }
    }
    // In index order: the holdings a model gets come in the same order on every run.
    for (index, held) in protocolHoldings.sorted(by: { $0.key < $1.key }) {
      // A delegate's protocol says who listens, not whose model it is: a parent's view model
      // adopts its children's.
      let name = types[index].name
      guard !name.hasSuffix("Delegate"), !name.hasSuffix("DataSource"), let models = conformingModels[name],
        models.count <= Self.maximumConformingModels
      else { continue }
      // A screen's code only: a row or a cell holding a model through a protocol is a part's.
      let holders = held.filter { holding in
        let holder = holding.holder
        return (roles.isController[holder] || roles.isSwiftUIView[holder]) && !roles.isContainerView[holder]
          && subclassCount[holder] == 0 && (types[holder].genericParameters == nil || roles.isSwiftUIView[holder])
      }
      // A model of the holder's own name joins it by name: held, it would be taken for a part's.
      for model in models { holdings[model] += holders.filter { $0.holder != model && nameOfType[$0.holder] != nameOfType[model] } }
    }
  }

  /// A VIPER module's presenter or interactor named otherwise than its controller
  /// (`SettingsPresenter` behind `SettingsTableViewController`'s `var output: SettingsViewOutput!`)
  /// is still that screen's code: it joins the screen whose types hold it, in a property of its
  /// class or of a protocol it adopts (as a view model held through its protocol does, each of a
  /// few adopters being the same screen with other data); then what it holds in turn (the
  /// presenter's interactor), until nothing more joins. One held by several screens' views, or by
  /// no view and several screens' code, is no one screen's; a delegate's protocol says who
  /// listens, not whose code it is. A router stays apart: where its calls lead is followed from
  /// the screen that makes them, and others make it to route too.
  private func joinModuleRoles(to screenNameOfType: inout [String?], candidates: [Int], holdings: [[Holding]], protocolsByName: [String: Int]) {
    let types = sources.types
    let isRoleClass = { (index: Int) in types[index].kind == .class && ScreenNames.screenCodeRoleSuffixes.contains(where: types[index].name.hasSuffix) }
    let roleClasses = candidates.filter { screenNameOfType[$0] == nil && isRoleClass($0) }
    guard !roleClasses.isEmpty else { return }
    // Each app protocol's module roles, joined or not: a protocol every presenter adopts says
    // nothing of whose it is.
    var adopters: [Int: [Int]] = [:]
    for role in candidates where isRoleClass(role) {
      for name in hierarchy.conformances[role] where !name.hasSuffix("Delegate") && !name.hasSuffix("DataSource") {
        if let adopted = protocolsByName[name] { adopters[adopted, default: []].append(role) }
      }
    }
    var holders: [Int: [Int]] = [:]
    for role in roleClasses { holders[role] = holdings[role].map(\.holder) }
    for (adopted, adopting) in adopters.sorted(by: { $0.key < $1.key }) where adopting.count <= Self.maximumConformingModels {
      for role in adopting where screenNameOfType[role] == nil {
        holders[role, default: []] += holdings[adopted].map(\.holder).filter { $0 != role }
      }
    }
    var joinedOne = true
    while joinedOne {
      joinedOne = false
      for role in roleClasses where screenNameOfType[role] == nil {
        // The view a presenter serves holds it as its output; another module's presenter may
        // hold it too, as its own output (a child reporting back): the view decides.
        let all = holders[role, default: []]
        let views = all.filter { roles.isController[$0] || roles.isSwiftUIView[$0] }
        let owners = (views.isEmpty ? all : views).map { screenNameOfType[$0] }
        guard let owner = owners.first ?? nil, owners.allSatisfy({ $0 == owner }) else { continue }
        screenNameOfType[role] = owner
        joinedOne = true
      }
    }
  }

  /// `storyboards`: the controllers the app's storyboards show and make; `mentions`: the types
  /// something names (what nothing names is dead code, and neither a screen nor a way to one).
  func screens(facts: [[NavigationFacts]], storyboards: StoryboardSegues, mentions: TypeMentions) -> Result {
    let types = sources.types
    let count = types.count
    let isNamed = mentions.isNamed
    // Each type's screen name, worked out once: the checks below ask for it again and again.
    let nameOfType = Self.screenNames(of: types)
    var shown = [Bool](repeating: false, count: count)
    var made = [Bool](repeating: false, count: count)
    // Made by a storyboard only, and so by no code of the app's.
    var madeByStoryboardOnly = [Bool](repeating: false, count: count)
    for index in storyboards.made where index < count {
      made[index] = true
      madeByStoryboardOnly[index] = true
    }
    for index in storyboards.shown where index < count { shown[index] = true }
    var destination = [Bool](repeating: false, count: count)
    var madeOutsideControllers = [Bool](repeating: false, count: count)
    var hostsTabs = [Bool](repeating: false, count: count)
    var hostsTabView = [Bool](repeating: false, count: count)
    var hostsNavigationStack = [Bool](repeating: false, count: count)
    // Put inside another controller's view (`addChild`, a search's results controller).
    var embedded = [Bool](repeating: false, count: count)
    // Made by a representable's `makeUIViewController`, and made anywhere else.
    var madeInRepresentables = [Bool](repeating: false, count: count)
    var madeElsewhere = [Bool](repeating: false, count: count)
    // In how many places each type is made: a wrapper made in one place wraps one screen.
    var makers = [Int](repeating: 0, count: count)
    // Made inside views and their models, and made by other code (a controller, a coordinator,
    // a builder): a view only the first makes is embedded in them.
    var madeInViews = [Bool](repeating: false, count: count)
    var madeByOtherCode = [Bool](repeating: false, count: count)
    // Made by UIKit views and cells, and made by anything else: a model only cells make is a
    // cell's, whatever its name.
    var madeInUIKitViews = [Bool](repeating: false, count: count)
    var madeOutsideUIKitViews = [Bool](repeating: false, count: count)
    // Made once per element of a collection (in a `map`, for a row's index), and made otherwise:
    // a view model only the first makes is a row's.
    var madePerElement = [Bool](repeating: false, count: count)
    var madeForOne = [Bool](repeating: false, count: count)
    // The types that make each one in place, not to show it: a view three of them put in their
    // own bodies is a component (`RetryableErrorView`), wherever else a `switch` picks it.
    var inlineMakers: [Int: Set<Int>] = [:]
    // Made in a body that holds tabs: a tab's root, whatever makes it.
    var madeInTabs = [Bool](repeating: false, count: count)
    // Put in place somewhere other than a stack, a list or a form: switched to, or a whole body.
    var madeOutsideLayouts = [Bool](repeating: false, count: count)
    // Pushed somewhere: a screen a user is taken to, whatever its name (`PriceAlertViewController`).
    var pushed = [Bool](repeating: false, count: count)
    // Made in methods named for showing a message (`presentConfirmDownloadAlert`, `showProgress`),
    // and made in others (previews aside): a view only the first make is that message.
    var madeForMessages = [Bool](repeating: false, count: count)
    var madeForMore = [Bool](repeating: false, count: count)
    // The routes handed to a navigation call: `.settings` in `router.push(with: .settings)`.
    var navigatedRoutes: [Name] = []
    // The type's own methods a destination calls for its view: `destinationView(for: $0)`.
    var destinationHelpers: [(type: Int, method: Name)] = []
    // The app's root views, which its entry's scene makes (`WindowGroup { AppRootView() }`), and the
    // views they switch to: `if isEnrolled { DashboardView() } else { OnboardingRootView() }`,
    // the app's modes, each a whole screen.
    var appRoots: Set<Int> = []
    // What the app's entry makes: its roots, and the objects it puts in their environment.
    var madeByAppEntry: Set<Int> = []
    for typeIndex in types.indices where roles.isAppEntry[typeIndex] {
      for memberFacts in facts[typeIndex] {
        for fact in memberFacts.facts {
          guard case .construct(let target) = fact.action else { continue }
          madeByAppEntry.insert(target)
          if roles.isSwiftUIView[target], fact.presentation == .none { appRoots.insert(target) }
        }
      }
    }
    var switchedByRoot = [Bool](repeating: false, count: count)
    let feedsPages = types.indices.map { roles.isController[$0] && hierarchy.conformances[$0].contains("UIPageViewControllerDataSource") }
    for (typeIndex, members) in facts.enumerated() where isNamed[typeIndex] {
      let isRepresentable = roles.isRepresentable[typeIndex]
      // A view model, not any observable object: a coordinator or a router may be one, and what
      // it makes it may well host and show.
      let isViewCode = roles.isSwiftUIView[typeIndex] || roles.isUIKitView[typeIndex]
        || (roles.isViewModelNamed[typeIndex] && !roles.isCoordinatorNamed[typeIndex])
      let isPreview = hierarchy.conformances[typeIndex].contains("PreviewProvider")
      for (memberIndex, memberFacts) in members.enumerated() {
        if memberFacts.hostsTabs { hostsTabs[typeIndex] = true }
        if memberFacts.hostsTabView { hostsTabView[typeIndex] = true }
        if memberFacts.hostsNavigationStack { hostsNavigationStack[typeIndex] = true }
        // Read only for a member that makes something: most members make nothing.
        let member = types[typeIndex].members[memberIndex]
        let showsMessage = memberFacts.facts.contains { if case .construct = $0.action { true } else { false } }
          && ScreenNames.namesMessageMethod(sources.files[member.file].text(member.nameToken))
        for fact in memberFacts.facts {
          if !isPreview, case .construct(let target) = fact.action {
            if showsMessage || fact.isMessage { madeForMessages[target] = true } else { madeForMore[target] = true }
          }
          switch fact.action {
          case .construct(let target):
            // The controllers a page controller makes are its pages, the ones it hands
            // `setViewControllers` included, unless it presents or pushes them elsewhere; so are
            // those a controller makes that feeds a page controller of its own
            // (`UIPageViewControllerDataSource`).
            if roles.isPageContainer[typeIndex] || feedsPages[typeIndex], roles.isController[target],
              fact.presentation == .none || isPageSetting(fact, in: sources.types[typeIndex].members[memberIndex])
            {
              embedded[target] = true
              made[target] = true
              madeByStoryboardOnly[target] = false
              continue
            }
            // `private static var loginShim = LoginShimViewController()`: one instance kept for
            // everyone (an anchor for a web login) that lays out no view of its own, made once,
            // which shows nothing by being made.
            if member.isStatic, member.isStored, roles.isController[target], fact.presentation == .none, !fact.isDestination,
              !laysOutAView(target)
            {
              continue
            }
            made[target] = true
            madeByStoryboardOnly[target] = false
            makers[target] += 1
            if isRepresentable { madeInRepresentables[target] = true } else { madeElsewhere[target] = true }
            if fact.presentation != .none { shown[target] = true }
            if fact.presentation == .pushes { pushed[target] = true }
            if fact.isDestination { destination[target] = true }
            if !roles.isController[typeIndex] { madeOutsideControllers[target] = true }
            if isViewCode { madeInViews[target] = true } else { madeByOtherCode[target] = true }
            if roles.isUIKitView[typeIndex] { madeInUIKitViews[target] = true } else { madeOutsideUIKitViews[target] = true }
            if roles.isViewModelNamed[target], fact.presentation == .none, !fact.isDestination,
              BodyLayout.isMadePerElement(fact.token, in: sources.types[typeIndex].members[memberIndex], of: sources.files)
            {
              madePerElement[target] = true
            } else {
              madeForOne[target] = true
            }
            if fact.presentation == .none, !fact.isDestination, target != typeIndex { inlineMakers[target, default: []].insert(typeIndex) }
            if appRoots.contains(typeIndex), fact.presentation == .none, !fact.isDestination, target != typeIndex, roles.isSwiftUIView[target],
              BodyLayout.isSwitchedTo(fact.token, in: sources.types[typeIndex].members[memberIndex], of: sources.files)
            {
              switchedByRoot[target] = true
            }
            if memberFacts.hostsTabs { madeInTabs[target] = true }
            // Asked only where it can matter: a `…Screen` a SwiftUI view makes.
            if fact.presentation == .none, !fact.isDestination, roles.isSwiftUIView[typeIndex], roles.isSwiftUIView[target],
              types[target].name.hasSuffix("Screen"), !BodyLayout.isLaidOut(fact.token, in: sources.types[typeIndex].members[memberIndex], of: sources.files)
            {
              madeOutsideLayouts[target] = true
            }
          case .show(let target):
            made[target] = true
            madeByStoryboardOnly[target] = false
            shown[target] = true
            destination[target] = true
            if fact.presentation == .pushes { pushed[target] = true }
          case .call(let name, .own, _) where fact.isDestination:
            destinationHelpers.append((typeIndex, name))
          case .embed(let target):
            // A tab bar the app draws itself (`CustomTabBarController` adding each tab's
            // controller as its child and bringing one to the front): its children are its tabs,
            // screens as a tab bar controller's are.
            // (A `UITabBarController`'s tabs are its `viewControllers`; a child it adds is an overlay.)
            if roles.isController[typeIndex], !roles.isTabBar[typeIndex], roles.isController[target], target != typeIndex,
              ScreenNames.namesTabContainer(nameOfType[typeIndex])
            {
              made[target] = true
              madeByStoryboardOnly[target] = false
              shown[target] = true
              madeInTabs[target] = true
              continue
            }
            embedded[target] = true
          case .route(let name, _):
            // Navigated to, or named by the app's entry for its first screen
            // (`WindowGroup { router.view(for: .welcome) }`).
            if fact.presentation != .none || roles.isAppEntry[typeIndex] { navigatedRoutes.append(name) }
          default:
            continue
          }
        }
      }
    }

    // The views a destination's helper makes are the destinations: `destinationView(for:)`'s
    // `case .itemDetail(let id): ItemView(id: id)`.
    for (typeIndex, method) in destinationHelpers {
      for (memberIndex, member) in types[typeIndex].members.enumerated() where member.key == method {
        for fact in facts[typeIndex][memberIndex].facts {
          if case .construct(let target) = fact.action, roles.isSwiftUIView[target] || roles.isController[target] {
            destination[target] = true
          }
        }
      }
    }

    // A view a router's route body makes, for a route the app navigates to, is a destination:
    // `DashboardRouter`'s `case .settings: SettingsView(…)` for `router.push(with: .settings)`,
    // and so is the view an enum of routes makes for its own case (`AppRoute`'s `var view`,
    // `case .advancedSearch: AdvancedSearchView()`, for `coordinator.push(.advancedSearch)`).
    // Only a router's or a route's: any other `switch` over a case of that name picks a part.
    let navigated = NameSet(navigatedRoutes)
    let isRouteEnum = types.indices.map { index in
      types[index].kind == .enum
        && ([types[index].name] + hierarchy.conformances[index]).contains { $0.containsBytes("Route") || $0.containsBytes("Destination") }
    }
    for (typeIndex, typeFacts) in facts.enumerated() where roles.isCoordinatorNamed[typeIndex] || isRouteEnum[typeIndex] {
      for memberFacts in typeFacts {
        for body in memberFacts.routeBodies where body.names.contains(where: navigated.contains) {
          for fact in memberFacts.facts[body.facts] {
            guard case .construct(let target) = fact.action, roles.isSwiftUIView[target] || roles.isController[target] else { continue }
            destination[target] = true
            shown[target] = true
          }
        }
      }
    }

    // A view shown as a destination or as a tab whose body only picks one of two or more of the
    // app's views (`RootDetailView` in a split view's detail column, `switch screen { case
    // .budgets: BudgetView() … }`; a tab's `if page == .profile { ProfileView() } else …`) shows
    // each of them as its root does: they are the app's screens, and the branch that picks them,
    // told what to pick, is none. A loading gate (`if isLoading { ProgressView() } else {
    // Content() }`) picks one view of the app's: its content is the screen's.
    var tabContent = [Bool](repeating: false, count: count)
    for typeIndex in types.indices where facts[typeIndex].contains(where: \.hostsTabs) {
      for (memberIndex, memberFacts) in facts[typeIndex].enumerated() where memberFacts.hostsTabs {
        for fact in memberFacts.facts {
          guard case .construct(let target) = fact.action,
            BodyLayout.isTabContent(fact.token, in: types[typeIndex].members[memberIndex], of: sources.files)
          else { continue }
          tabContent[target] = true
        }
      }
    }
    var isSwitcher = [Bool](repeating: false, count: count)
    for typeIndex in types.indices where (destination[typeIndex] || tabContent[typeIndex]) && roles.isSwiftUIView[typeIndex] {
      guard let memberIndex = types[typeIndex].members.firstIndex(where: { $0.key == Self.body }) else { continue }
      let member = types[typeIndex].members[memberIndex]
      guard BodyLayout.isOnlyABranch(member, of: sources.files) else { continue }
      var picked: [Int] = []
      for fact in facts[typeIndex][memberIndex].facts {
        guard case .construct(let target) = fact.action, target != typeIndex, roles.isSwiftUIView[target], fact.presentation == .none,
          !picked.contains(target), BodyLayout.isSwitchedTo(fact.token, in: member, of: sources.files)
        else { continue }
        picked.append(target)
      }
      guard picked.count > 1 else { continue }
      for target in picked { switchedByRoot[target] = true }
      // One that decides by state of its own (`@State var isSignedIn`, `if isSignedIn`) is a
      // screen; one that switches over what it is handed (`GeneralRouter`'s `switch destination`),
      // whatever state it keeps for its children, only picks.
      let decidingNames = BodyLayout.branchConditionNames(member, of: sources.files)
      isSwitcher[typeIndex] = !types[typeIndex].storedProperties.contains {
        $0.attributes.contains(where: Self.ownStateAttributes.contains) && decidingNames.contains($0.key)
      }
    }

    // A representable something presents (`.fullScreenCover { OnboardingView(…) }`) shows the
    // controller it makes; of several, the others may be that one's children, and which is
    // shown is not plain.
    // One pushed that makes neither a controller of the app's nor a system screen (`WebView`,
    // around a `WKWebView`, pushed by a link) is the screen itself; what a sheet or a cover
    // shows first may be a background (`.background(BackgroundRemovalView())`).
    var showsItself = [Bool](repeating: false, count: count)
    // `var body: some View { NavigationStack { … } }`: the root of a navigation of its own, shown
    // however its parent shows it (`switch selectedTab { case .home: HomeView() }`, a root a flag
    // switches to). Not a coordinator's or a router's view, nor one whose stack starts at another
    // view of the app's (`NavigationStack { TagCloudView() }`: that view is the screen), nor the
    // content a screen wraps whole, named after it (`BalanceScreen`'s `BalanceScreenContent`).
    func isNavigationRoot(_ index: Int) -> Bool {
      guard hostsNavigationStack[index], !isTransientMessage(index), !ScreenNames.namesPart(nameOfType[index], orIsOne: true)
      else { return false }
      let name = types[index].name
      guard !roles.isCoordinatorNamed[index], !TypeRoles.navigatorWords.contains(where: { name.contains($0) }) else { return false }
      guard !shown[index], !destination[index], let makers = inlineMakers[index], !makers.isEmpty else { return true }
      return !makers.allSatisfy { maker in
        let wrapper = nameOfType[maker]
        return name.count > wrapper.count && name.hasPrefix(wrapper) && name.dropFirst(wrapper.count).first?.isUppercase == true
      }
    }
    for (typeIndex, members) in facts.enumerated() where roles.isRepresentable[typeIndex] && (shown[typeIndex] || destination[typeIndex]) {
      var made: Set<Int> = []
      var makesSystemScreen = false
      for memberFacts in members {
        for fact in memberFacts.facts {
          if case .construct(let target) = fact.action, roles.isController[target] { made.insert(target) }
          if case .system = fact.action { makesSystemScreen = true }
        }
      }
      if made.count == 1, let controller = made.first { shown[controller] = true }
      // Not one that wraps the view it is handed (`DarkModeRepresentable<Content: View>`).
      showsItself[typeIndex] = made.isEmpty && !makesSystemScreen && pushed[typeIndex] && !roles.isContainerView[typeIndex]
    }

    // Who holds each type in a stored property, and whether anyone holds it in a collection.
    var holdings = [[Holding]](repeating: [], count: count)
    var heldInCollection = [Bool](repeating: false, count: count)
    // The types that read each object from the environment (`@Environment(Session.self) var session`).
    var environmentReaders = [Set<Int>](repeating: [], count: count)
    // An object that keeps a menu or its items (`@IBOutlet var helpMenu: NSMenu!`) and is no controller: the
    // menu bar's, whose items a user picks, not a screen a user is taken to.
    var keepsMenu = [Bool](repeating: false, count: count)
    for (holder, type) in types.enumerated() {
      if !roles.isController[holder], !roles.isUIKitView[holder], !roles.isSwiftUIView[holder],
        type.storedProperties.contains(where: { property in
          DeclarationTokens.typeNameToken(property.annotation, in: sources.files[property.file]).map { Self.menuTypes.contains(sources.files[property.file].name($0)) } == true
        })
      {
        keepsMenu[holder] = true
      }
      // An object from the environment is every view's under it, never the one that reads it; so
      // is one a dependency container hands in, unless it is a screen's own code.
      for property in type.storedProperties where property.attributes.contains(where: Self.environmentAttributes.contains) {
        if let held = property.environmentType ?? property.heldType, held != holder { environmentReaders[held].insert(holder) }
      }
      for property in type.storedProperties where !property.attributes.contains(where: Self.environmentAttributes.contains) {
        if property.injectionKeyPath != nil, !(property.heldType.map(roles.isScreenCode) ?? false) { continue }
        if let element = property.elementType, element != holder { heldInCollection[element] = true }
        if let held = property.heldType, held != holder { holdings[held].append(Holding(holder: holder, isPermanent: !property.isOptional)) }
      }
    }

    var subclassCount = [Int](repeating: 0, count: count)
    for superclass in hierarchy.superclass { if let superclass { subclassCount[superclass] += 1 } }
    addHoldingsThroughProtocols(to: &holdings, subclassCount: subclassCount, nameOfType: nameOfType)

    var evidence = [Set<AuditScreen.Evidence>](repeating: [], count: count)
    let candidates = types.indices.filter {
      types[$0].kind != .protocol && types[$0].kind != .extension && !roles.isSingleton[$0] && isNamed[$0]
    }
    // Controllers and views first: whether a view model is a part depends on who holds it.
    var embeddedController = [Bool](repeating: false, count: count)
    // A base class that nothing makes or shows, no storyboard scene included (generic, or the
    // superclass of another type: `WebtoonReaderViewController: ZoomableCollectionViewController`)
    // is code its subclasses share; each subclass is the screen. A type that wraps the view it is
    // given and is made in several places or subclassed (`ThemedHostingController<Content: View>`)
    // shows those views; one made in one place for one view (`LoginLandingHostingController`) is
    // that screen's when it is named for it, and code the app shares when it is not
    // (`SelfRemovableHostingController(rootView: view)`, the view the maker made the screen).
    // The types that could be a screen's, by name: one named for the wrapper alone names no screen.
    var screenTypeCountByName: [String: Int] = [:]
    for index in types.indices where roles.isShowable(index) || roles.isViewModelNamed[index] || roles.isObservable[index] {
      screenTypeCountByName[nameOfType[index], default: 0] += 1
    }
    let isBase = types.indices.map { index in
      let type = types[index]
      // The base class of several controllers that a storyboard's scene names and nothing else
      // (Xcode's template scene left as `ViewController`, renamed the app's base class), no
      // segue leaving or reaching it, is the base, not a screen.
      let onlyInALeftoverScene = subclassCount[index] >= 2 && madeByStoryboardOnly[index] && !storyboards.shown.contains(index)
        && (storyboards.bySource[index] ?? []).isEmpty
      return (roles.isContainerView[index] && (makers[index] >= 2 || subclassCount[index] > 0 || screenTypeCountByName[nameOfType[index]] == 1))
        || (((!made[index] && !storyboards.inScenes.contains(index)) || onlyInALeftoverScene) && !shown[index]
          && (type.genericParameters != nil || subclassCount[index] > 0))
    }
    // An alert, a toast, a HUD: shown over a screen, never pushed; not one its author calls a
    // screen (`SetPriceAlertScene`, where a user sets a price alert), unless it is only that
    // (`AlertScreen`, a UI library's alert).
    // A direct subclass of one is one too: `ProtocolDeprecatedViewController: WarningPopupViewController`;
    // and so is a view only methods named for showing one make (`presentConfirmDownloadAlert`).
    // A popup that keeps a view model of its own (`ReportPopupViewController` and the
    // `ReportViewModel` it reports with, made for it and named for what it does) does a screen's
    // work: a feature, not an `AlertState`. Not an alert or a toast, nor a popup that only
    // borrows its presenter's model (held weakly, or named for another screen).
    let keepsViewModel = types.indices.map { index in
      roles.isController[index] && ScreenNames.namesPopup(nameOfType[index])
        && types[index].storedProperties.contains { property in
          guard !property.isOptional, let held = property.heldType, held != index, roles.isViewModelNamed[held] else { return false }
          let stem = nameOfType[held]
          return !stem.isEmpty && nameOfType[index].hasPrefix(stem)
        }
    }
    /// Xcode's template controller left in place (`class ViewController: UIViewController` whose
    /// only code is `viewDidLoad` calling `super`), whose storyboard scene leads nowhere: the app
    /// builds its window in code, and the template shows nothing of its own.
    let isEmptyTemplate = { (index: Int) -> Bool in
      let type = types[index]
      guard type.name == "ViewController", type.storedProperties.isEmpty, storyboards.bySource[index]?.isEmpty ?? true, !type.members.isEmpty else { return false }
      let file = sources.files[type.file]
      return type.members.allSatisfy { member in
        guard member.kind == .function, let open = member.tokens.first(where: { file.name($0) == .openBrace }),
          open + 1 <= member.tokens.upperBound - 1
        else { return false }
        let body = (open + 1)..<(member.tokens.upperBound - 1)
        return body.count <= 6 && body.allSatisfy { file.tokens[$0].kind != .identifier || file.name($0) == .`super` || file.name($0) == member.key
          || file.name($0) == Self.animated }
      }
    }
    let isTransientMessage = { (index: Int) in
      let isCalledAScreen = (types[index].name.hasSuffix("Screen") || types[index].name.hasSuffix("Scene") || keepsViewModel[index])
        && !ScreenNames.isTransientWord(nameOfType[index])
      let isNamedSo = ScreenNames.namesTransientMessage(nameOfType[index])
        || hierarchy.superclass[index].map { superclass in
          // A popup's or an action sheet's subclass with state of its own does a screen's work.
          ScreenNames.namesMessageBase(nameOfType[superclass])
            || (ScreenNames.namesTransientMessage(nameOfType[superclass])
              && !types[index].storedProperties.contains { $0.isVariable && !$0.has(Self.outlet) && !sources.holdsClosure($0) })
        } == true
      let isShownSo = madeForMessages[index] && !madeForMore[index]
      return (isNamedSo || isShownSo) && !pushed[index] && !isCalledAScreen
    }
    // A view named `…Screen` is one a user is taken to, unless no navigation shows it and only
    // other screens lay it out beside other views (`CalendarWidgetScreen` in `WidgetScreen`'s
    // stack, itself in `HomeScreen`'s scroll view): then it is a part of theirs, the app's name
    // for a folder of components. One a body switches to (`if signedIn { MainScreen() } else {
    // … }`), or that is a body's whole content (`PickInsuranceScreen(…).sheet(…)`), stays a screen.
    let isEmbeddedInScreens = types.indices.map { index in
      guard roles.isSwiftUIView[index], !shown[index], !destination[index], !madeByOtherCode[index], !madeInTabs[index],
        !madeOutsideLayouts[index], let makers = inlineMakers[index], !makers.isEmpty
      else { return false }
      return makers.allSatisfy { roles.isSwiftUIView[$0] && (destination[$0] || types[$0].name.hasSuffix("Screen")) }
    }
    let isScreenNamed = types.indices.map { types[$0].name.hasSuffix("Screen") && !isEmbeddedInScreens[$0] }
    let isSharedComponent = types.indices.map { index in
      roles.isSwiftUIView[index] && !shown[index] && (inlineMakers[index]?.count ?? 0) >= 3 && !isScreenNamed[index]
    }
    for index in candidates {
      let type = types[index]
      if type.isGraftFeature { evidence[index].insert(.graftFeature) }
      if roles.isObservable[index] { evidence[index].insert(type.attributes.contains("Observable") ? .observable : .observableObject) }
      if roles.isController[index] {
        // A controller only ever kept inside another controller is a part of that screen, and
        // one declared inside a SwiftUI view (a representable's hosting controller) is the view's.
        let enclosing = type.parentName.flatMap { sources.index(qualified: $0) }
        embeddedController[index] = (!shown[index] && !madeOutsideControllers[index] && holdings[index].contains { roles.isController[$0.holder] })
          || (!shown[index] && (embedded[index] || storyboards.embedded.contains(index)))
          || enclosing.map { roles.isSwiftUIView[$0] || roles.isRepresentable[$0] } == true
          || (madeInRepresentables[index] && !madeElsewhere[index] && !shown[index])
          // Made only by cells or views of UIKit's (`private let vc = MyTravelViewController()` in
          // a cell) and never shown: its view, if anything, is laid inside theirs.
          || (madeInUIKitViews[index] && !madeOutsideUIKitViews[index] && !shown[index] && !destination[index])
        // Its own state or its superclasses': a base class's state is each subclass's.
        let holdsState = hierarchy.lineage[index].contains { owner in
          types[owner].storedProperties.contains { $0.isVariable && !$0.has(Self.outlet) }
        }
        // A component named for what it is (`…BannerViewController`, `…PlaceholderViewController`)
        // is one unless something shows it; an empty state set into a pane is still the pane's
        // (one pushed is a page); an alert or a toast is none even when shown.
        if !embeddedController[index], !isBase[index], !isTransientMessage(index), !wrapsAHandedController(index),
          !isEmptyTemplate(index),
          (shown[index] && (pushed[index] || !ScreenNames.namesEmptyState(nameOfType[index])))
            || !ScreenNames.namesPart(nameOfType[index], orIsOne: true)
        {
          if holdsState { evidence[index].insert(.viewControllerWithState) } else if made[index] { evidence[index].insert(.viewController) }
          if storyboards.shown.contains(index) { evidence[index].insert(.storyboardScene) }
        }
      }
      // A page controller of the app's that something makes or shows is the screen of its pages,
      // unless it is kept inside another screen like any embedded controller.
      if roles.isPageContainer[index], made[index] || shown[index], !embedded[index], !isBase[index],
        !(madeInRepresentables[index] && !madeElsewhere[index] && !shown[index]),
        !(type.parentName.flatMap { sources.index(qualified: $0) }.map { roles.isSwiftUIView[$0] || roles.isRepresentable[$0] } ?? false)
      {
        evidence[index].insert(.viewController)
      }
      // The app's tab bar controller that makes its tabs is the screen they are the children of,
      // whether or not anything in the code makes it (a storyboard's first scene).
      if roles.isTabBar[index], !isBase[index], !embedded[index],
        facts[index].contains(where: { $0.facts.contains { $0.action.madeOrShownType.map { roles.isController[$0] } == true } })
      {
        evidence[index].insert(.viewController)
      }
      if showsItself[index], !isTransientMessage(index) { evidence[index].insert(.presented) }
      // A view whose `TabView` the app shows as a screen (its entry's scene makes it, its root
      // switches to it, a navigation shows it) is the parent of its tabs, as a tab bar controller is.
      if roles.isSwiftUIView[index], hostsTabView[index], !roles.isContainerView[index],
        destination[index] || switchedByRoot[index] || madeByAppEntry.contains(index)
      {
        evidence[index].insert(.presented)
      }
      // A view that only wraps what it is given, or holds tabs, is a container.
      if roles.isSwiftUIView[index], !roles.isContainerView[index], !hostsTabs[index], !isSharedComponent[index] {
        // A placeholder a stack's root switches to (`if events.isEmpty { BMContentUnavailableView() }`)
        // is part of that screen; one a navigation call shows is not.
        let isComponent = ScreenNames.namesEmptyState(nameOfType[index]) && !shown[index] && !madeInTabs[index]
        if destination[index], !isSwitcher[index], !ScreenNames.frameworkViewNames.contains(Name(type.name)), !isTransientMessage(index),
          !isComponent
        {
          evidence[index].insert(.presented)
        }
        if isScreenNamed[index] { evidence[index].insert(.screenName) }
        // The app's mode its root view switches to (not a part, a placeholder or a message).
        if switchedByRoot[index], !isComponent, !isTransientMessage(index), !ScreenNames.namesPart(nameOfType[index]) {
          evidence[index].insert(.presented)
        }
        // `var body: some View { NavigationStack { … } }`: the root of a navigation of its own,
        // shown however its parent shows it (`switch selectedTab { case .home: HomeView() }`).
        if isNavigationRoot(index) { evidence[index].insert(.navigationRoot) }
      }
    }
    // The names under which something is shown: a controller, a destination, a `…Screen`.
    var presentedNames: Set<String> = []
    let shownEvidence: Set<AuditScreen.Evidence> = [.viewControllerWithState, .viewController, .presented, .screenName, .navigationRoot, .storyboardScene]
    for index in candidates where !evidence[index].isDisjoint(with: shownEvidence) {
      presentedNames.insert(nameOfType[index])
    }
    // The names of views that are parts: a UIKit view, a controller kept inside another or
    // named for a part (`FooterViewController`), a SwiftUI view that no navigation shows and that
    // only views and their models make (one a controller or a builder makes may be hosted and
    // shown in ways the audit cannot follow). A view model of one of these names is that part's model.
    var partViewNames: Set<String> = []
    for index in candidates where !presentedNames.contains(nameOfType[index]) {
      let isPartView = roles.isUIKitView[index] || embeddedController[index] || isSharedComponent[index]
        || (roles.isController[index] && ScreenNames.namesPart(nameOfType[index], orIsOne: true))
        || (roles.isSwiftUIView[index] && !destination[index] && !isScreenNamed[index] && !hostsTabs[index]
          && madeInViews[index] && !madeByOtherCode[index])
      if isPartView { partViewNames.insert(nameOfType[index]) }
    }
    func isPartHolder(_ holding: Holding, of model: Int) -> Bool {
      let holder = holding.holder
      // A row, a cell, an embedded view or controller, whatever its name.
      if roles.isUIKitView[holder] || embeddedController[holder] { return true }
      if roles.isSwiftUIView[holder], !destination[holder], !isScreenNamed[holder] { return true }
      // Its own controller, coordinator or view model shows it; a split view's controller
      // (`MainSplitViewController` keeping `MainSplitViewModel`) shows the screens it holds, and
      // its model is its helper.
      let name = nameOfType[model]
      if nameOfType[holder] == name { return roles.isScreenHolder[holder] }
      if roles.isViewModelNamed[holder] { return holding.isPermanent }
      // Another screen's controller or coordinator keeps a model that nothing else shows.
      return !presentedNames.contains(name)
    }
    // Who holds a view model says what it is, more than where it is made: `PrivacyViewModel`,
    // made and handed to a route, is the model of the controller that route shows.
    func isPartsModel(_ index: Int) -> Bool {
      if let parent = types[index].parentName.flatMap({ sources.index(qualified: $0) }),
        roles.isUIKitView[parent] || (roles.isSwiftUIView[parent] && !destination[parent] && !isScreenNamed[parent])
      {
        return true
      }
      if heldInCollection[index] { return true }
      if !holdings[index].isEmpty, holdings[index].allSatisfy({ keepsMenu[$0.holder] }), !shown[index], !destination[index],
        !presentedNames.contains(nameOfType[index])
      {
        return true
      }
      // `view.viewModel = AttachmentFieldViewModel(…)` in a cell's `configure`.
      if madeInUIKitViews[index], !madeOutsideUIKitViews[index], !shown[index], !destination[index], !presentedNames.contains(nameOfType[index]) {
        return true
      }
      // `servers.map { ServerItemViewModel($0) }`, `viewModel(for index: Int)`: one per row.
      if madePerElement[index], !madeForOne[index], !shown[index], !destination[index], !presentedNames.contains(nameOfType[index]) {
        return true
      }
      // `PhotosGridViewModel` beside a `PhotosGridView` that a screen embeds.
      if partViewNames.contains(nameOfType[index]), !shown[index], !destination[index] { return true }
      // `ItemTableViewModel: TableModelViewItem<ItemTableViewCell>`, `: HeaderViewModel<TwoLineHeaderView>`,
      // `: GroupableCellViewModel<…>`: a model its superclass ties to a cell, a view or a part.
      if inheritsPartType(index), !shown[index], !destination[index], !presentedNames.contains(nameOfType[index]) { return true }
      // `ReportCardViewModel`, `OrderRowViewModel`: a model named for a part of a screen; an
      // alert's or a toast's, shown or not.
      if ScreenNames.namesPart(nameOfType[index], countingPlurals: true), !shown[index], !destination[index] { return true }
      if isTransientMessage(index) { return true }
      let holders = holdings[index]
      // `AuthenticationViewModel`, kept by `AuthenticationCoordinator` and handed to the `Pin`
      // and `TimeLocked` controllers the coordinator shows: the model of their flow, shared by
      // those screens, not a screen of its own.
      let name = nameOfType[index]
      if holders.contains(where: { nameOfType[$0.holder] == name && roles.isCoordinatorNamed[$0.holder] }),
        holders.allSatisfy({ nameOfType[$0.holder] != name || roles.isCoordinatorNamed[$0.holder] }),
        holders.contains(where: { roles.isController[$0.holder] && presentedNames.contains(nameOfType[$0.holder]) && nameOfType[$0.holder] != name })
      {
        return true
      }
      return !holders.isEmpty && holders.allSatisfy { isPartHolder($0, of: index) }
    }
    /// Whether a type's inheritance clause names, as its superclass or a generic argument, a
    /// view of the app's (a cell, a header view) or a type named for a part (`…CellViewModel`).
    func inheritsPartType(_ index: Int) -> Bool {
      types[index].inheritance.prefix(1).contains { ScreenNames.namesPart(ScreenNames.base(of: $0)) }
        || types[index].inheritedArguments.contains { name in
          ScreenNames.namesPart(ScreenNames.base(of: name)) || sources.index(qualified: name).map { roles.isUIKitView[$0] } == true
        }
    }
    // `StartUpViewModel`, which the app's entry puts in the environment, no view of its name
    // shows and the views of several screens read: the app's state, which they share, not a screen.
    let ownViewNames = Set(candidates.filter { roles.isShowable($0) }.map { nameOfType[$0] })
    func isAppState(_ index: Int) -> Bool {
      guard madeByAppEntry.contains(index), holdings[index].isEmpty, !ownViewNames.contains(nameOfType[index]) else { return false }
      return Set(environmentReaders[index].map { nameOfType[$0] }).count > 1
    }
    // A subclass of the model that embedded controllers keep (`HomeAllContentViewModel:
    // HomeContentViewModel`, handed to a page the screen embeds) is that part's model too.
    let isCandidate = Set(candidates)
    func inheritsPartsModel(_ index: Int) -> Bool {
      hierarchy.ancestors(of: index).contains { model in
        roles.isViewModelNamed[model] && isCandidate.contains(model) && !holdings[model].isEmpty
          && holdings[model].allSatisfy { embeddedController[$0.holder] || roles.isUIKitView[$0.holder] }
      }
    }
    for index in candidates where roles.isViewModelNamed[index] && !isBase[index] && !isPartsModel(index) && !isAppState(index)
      && !inheritsPartsModel(index)
    {
      evidence[index].insert(.viewModelName)
    }
    let isScreenType = { (index: Int) -> Bool in !evidence[index].subtracting([.observable, .observableObject]).isEmpty }
    // A subclass of a screen's controller is a screen of its own.
    let screenTypes = Set(candidates.filter(isScreenType))
    for index in candidates where roles.isController[index] && !embeddedController[index] && !isBase[index] {
      if hierarchy.ancestors(of: index).contains(where: screenTypes.contains) { evidence[index].insert(.subclass) }
    }

    // Screens by name: a view model that nothing shows apart from its superclass's controller
    // (`RemoteThreadViewModel: ThreadViewModel`) is that screen.
    // A view model that only screens of another name keep, none of its own (`ReportViewModel` in
    // `ReportPopupViewController` beside a `ReportViewController` that never holds it;
    // `PrintProfileCreationViewModel`, a second model of `PrintProfileViewController`), is theirs.
    // A screen named like the model that holds it, or a protocol it adopts (`var viewModel:
    // ProfileViewModelType!`), keeps it: it stays that screen's.
    let protocolsByName = Dictionary(types.indices.filter { types[$0].kind == .protocol }.map { (types[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    func isHeldByItsOwnName(_ model: Int) -> Bool {
      let adopted = Set(hierarchy.conformances[model].compactMap { protocolsByName[$0] })
      return candidates.contains { holder in
        nameOfType[holder] == nameOfType[model] && holder != model && (roles.isController[holder] || roles.isSwiftUIView[holder])
          && types[holder].storedProperties.contains { $0.heldType.map { $0 == model || adopted.contains($0) } ?? false }
      }
    }
    func keepingScreen(of model: Int) -> Int? {
      let holders = holdings[model].map(\.holder)
      guard let first = holders.first, holders.allSatisfy({ (roles.isController[$0] || roles.isSwiftUIView[$0]) && isScreenType($0) }),
        holders.allSatisfy({ nameOfType[$0] == nameOfType[first] }), nameOfType[first] != nameOfType[model], !isHeldByItsOwnName(model)
      else { return nil }
      return first
    }
    var screenNameOfType = [String?](repeating: nil, count: count)
    for index in candidates where isScreenType(index) {
      var name = nameOfType[index]
      if roles.isViewModelNamed[index], !presentedNames.contains(name),
        let ancestor = hierarchy.ancestors(of: index).first(where: isScreenType)
      {
        name = nameOfType[ancestor]
      } else if roles.isViewModelNamed[index], let holder = keepingScreen(of: index) {
        name = nameOfType[holder]
      }
      screenNameOfType[index] = name
    }
    let screenNames = Set(screenNameOfType.compactMap { $0 })
    // Then the types that join a screen by its name (its coordinator, its view, its view model)
    // or by ownership (the model its controller or view keeps).
    for index in candidates where screenNameOfType[index] == nil {
      let name = nameOfType[index]
      let holdsScreenType = types[index].storedProperties.contains { property in
        property.heldType.map { screenNameOfType[$0] == name } ?? false
      }
      let joinsByName = roles.isController[index] || roles.isViewModelNamed[index] || roles.isCoordinatorNamed[index]
        || roles.isObservable[index] || (roles.isSwiftUIView[index] && holdsScreenType)
        || (types[index].kind == .class && ScreenNames.moduleRoleSuffixes.contains(where: types[index].name.hasSuffix))
      // A type nested in a representable is the representable's own, named with it
      // (`WebView.Coordinator`, its delegate, is "Web"): no part of a screen that happens to share
      // the name (`WebViewViewController`).
      let isRepresentablesOwn = types[index].parentName.flatMap(sources.index(qualified:)).map { roles.isRepresentable[$0] } ?? false
      if screenNames.contains(name), joinsByName, !isRepresentablesOwn {
        screenNameOfType[index] = name
        continue
      }
      // Held only by one screen's types: `PrivacyViewModel` in `PrivacyTableViewController`.
      guard roles.isViewModelNamed[index] || roles.isObservable[index], !heldInCollection[index] else { continue }
      let owners = holdings[index].map { screenNameOfType[$0.holder] }
      if let owner = owners.first ?? nil, owners.allSatisfy({ $0 == owner }) { screenNameOfType[index] = owner }
    }
    joinModuleRoles(to: &screenNameOfType, candidates: candidates, holdings: holdings, protocolsByName: protocolsByName)

    // A view whose body only wraps a representable around one of the app's screen controllers
    // (`AddAccountView`'s `AddCredentialWrapper`, which makes `AddCredentialController` from its
    // storyboard) is that controller's screen, shown from SwiftUI: one screen, not two.
    func wrappedController(_ view: Int) -> Int? {
      var representables: Set<Int> = []
      for memberFacts in facts[view] {
        for fact in memberFacts.facts {
          guard case .construct(let target) = fact.action, roles.isShowable(target) else { continue }
          // Laid out as the body, not presented from it nor made for a link's destination.
          guard roles.isRepresentable[target], fact.presentation == .none, !fact.isDestination else { return nil }
          representables.insert(target)
        }
      }
      guard representables.count == 1, let representable = representables.first else { return nil }
      var controllers: Set<Int> = []
      for memberFacts in facts[representable] {
        for fact in memberFacts.facts {
          switch fact.action {
          case .construct(let target), .cast(let target):
            if roles.isController[target], screenNameOfType[target] != nil { controllers.insert(target) }
          default: continue
          }
        }
      }
      return controllers.count == 1 ? controllers.first : nil
    }
    var joined: [String: String] = [:]
    for index in candidates where roles.isSwiftUIView[index] {
      guard let name = screenNameOfType[index], let controller = wrappedController(index), let shown = screenNameOfType[controller], shown != name
      else { continue }
      joined[name] = shown
    }
    if !joined.isEmpty { screenNameOfType = screenNameOfType.map { name in name.map { joined[$0] ?? $0 } } }

    var byName: [String: Screen] = [:]
    for index in types.indices {
      guard let name = screenNameOfType[index] else { continue }
      var screen = byName[name] ?? Screen(name: name, types: [], location: types[index].location, evidence: [], isMigrated: false)
      screen.types.append(index)
      screen.location = min(screen.location, types[index].location)
      screen.evidence.formUnion(evidence[index])
      screen.isMigrated = screen.isMigrated || types[index].isGraftFeature
      screen.isObjectiveC = screen.isObjectiveC || types[index].isObjectiveC
      byName[name] = screen
    }
    let screens = byName.values.sorted { $0.name < $1.name }
    let position = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.name, $0) })
    return Result(screens: screens, screenOfType: screenNameOfType.map { $0.flatMap { position[$0] } })
  }

  /// Whether a controller, or a superclass of the app's, says how its view is made or shown:
  /// `loadView`, `viewDidLoad`, `viewWillAppear(_:)` and the like, or outlets a xib connects.
  private func laysOutAView(_ index: Int) -> Bool {
    hierarchy.lineage[index].contains { owner in
      let type = sources.types[owner]
      return type.members.contains { $0.kind == .function && Self.viewLifecycle.contains($0.key) }
        || type.storedProperties.contains { $0.has(Self.outlet) }
    }
  }
  private static let viewLifecycle = NameSet(["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])

  /// Each type's screen name (`ScreenNames.screenName(of:)`); a file's private type whose name
  /// another file's private type has too (`private struct EditMailboxesView` beside three
  /// screens) is its file's own, named with the file: `EditMailboxes (CreateAliasView)`.
  static func screenNames(of types: [AuditedType]) -> [String] {
    var names = types.map(ScreenNames.screenName(of:))
    // `LoginView` and `LogInViewModel`: one screen, however its name is capitalised; named the
    // way that sorts first, whichever file is read first.
    var spellings: [String: String] = [:]
    for name in names {
      let key = name.lowercased()
      if let known = spellings[key], known <= name { continue }
      spellings[key] = name
    }
    names = names.map { spellings[$0.lowercased()] ?? $0 }
    var files: [String: Set<Int>] = [:]
    for index in types.indices where types[index].isFilePrivate { files[names[index], default: []].insert(types[index].file) }
    for index in types.indices where types[index].isFilePrivate && (files[names[index]]?.count ?? 0) > 1 {
      names[index] += " (\(PathNames.stem(types[index].location.path)))"
    }
    return names
  }
}
