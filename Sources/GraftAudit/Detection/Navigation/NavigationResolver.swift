/// Turns navigation facts into edges between screens. What each method, route body and part
/// leads to is computed first, to a fixed point (a helper calls a helper that names a route whose
/// body makes a screen); then each screen's edges are read from its own code, its superclasses'
/// and mixins', its parts', the callbacks others run for it, and its delegate's methods. One
/// edge per pair of screens: the plainest (a presentation over a construction), then the first.
struct NavigationResolver {
  typealias Reach = Reaches.Reach

  let sources: AuditSources
  let hierarchy: TypeHierarchy
  let roles: TypeRoles
  let facts: [[NavigationFacts]]
  let routes: RouteTable
  let screens: ScreenDetector.Result
  /// Each screen's parts: a part's delegate navigates for its screen.
  let parts: ScreenParts
  /// What the app's storyboards wire.
  let storyboards: StoryboardSegues

  /// Nodes are numbered members first, then route bodies, then parts (one per type).
  private let memberOffsets: [Int]
  private let memberCount: Int
  private let bodyOffsets: [Int]
  private let bodyCount: Int
  /// Per type, the members a call on it may reach: its own, its superclasses', its mixins'.
  private let callable: [NameTable<[MemberReference]>]
  /// Per type, the code that runs as its own (`ownCode(of:)`), found once.
  private let ownCodes: [[MemberReference]]
  /// Per member node, the file its code is in.
  private let memberFiles: [Int]
  /// The parameters of each method that shares its name with another the same call may reach,
  /// read once from its declaration: what tells the overloads apart at a call.
  private let overloadParameters: [MemberReference: [ParameterList.Parameter]]
  /// Per method that switches over the case it is handed, the facts that show a screen outside
  /// the `switch`: what every call leads to.
  private var sharedAcrossCases: [MemberReference: [Int]] = [:]
  private let screenByName: [String: Int]
  /// Per file, its folders (`folders(of:)`).
  private let fileFolders: [[Name]]
  /// Per app protocol named for navigating and adopted by at most `implementationLimit` of the
  /// app's types, those types:
  /// a call on a value of the protocol runs one of them. A protocol many types adopt
  /// (`Coordinator`) says nothing of which. So does a protocol only coordinators adopt, whatever
  /// its name: a screen's way to its coordinator (`InvitationReceivable`), or a child
  /// coordinator's to its parent (`SettingCoordinatorDidFinishDelegate`); what a screen's own
  /// delegates do is `delegateMethods()`'.
  private let conformers: [Int: [Int]]
  /// Of those, the protocols followed because one type adopts them: a call runs the
  /// implementation only where that method itself navigates (`navigatesItself`).
  private let soleAdopted: Set<Int>
  /// The delegate protocols only the parts of one screen keep, which that screen adopts.
  private let partDelegates: Set<Int>
  /// The value types the types of more than one screen hold (`[Setting]` in two screens).
  private let sharedValues: Set<Int>
  static let implementationLimit = 2
  private static let navigationWords = ["Rout", "Navigat", "Navigab", "Coordinat", "Present", "Factory", "Flow", "Opening", "Showing"]
  /// The names of a protocol's one adopter, or of the protocol, that say a call on it navigates or
  /// makes what is shown.
  private static let soleAdopterWords = navigationWords + ["Container", "Builder", "Assembly"]

  /// `HelpRouting`, `AboutPresenting`, `ScreenFactory`: a protocol named for navigating, whose
  /// implementations' methods are what its callers' calls do. Other protocols (delegates, a
  /// coordinator's delegate included, services) are followed no further than their requirements: followed into every
  /// implementation, one screen's call would reach every screen its delegates reach. (One that a
  /// single non-screen type adopts, named for navigating, is `soleAdopted`.)
  static func isNavigationProtocol(_ name: String) -> Bool {
    !name.hasSuffix("Delegate") && !name.hasSuffix("DataSource") && navigationWords.contains(where: name.containsBytes)
  }
  private var values: [Reaches]
  private var dependents: [[Int]]
  /// The callbacks other code stores in a type's closure property (`coordinator.didFinish = {
  /// … }`): what calling that property (`didFinish?(self)`) runs.
  private let storedCallbacks: [StoredCallback: [(MemberReference, Int)]]
  /// The stored callbacks being read in place: one that calls itself again is read once.
  private var callbacksInReading: Set<StoredCallback> = []
  /// Which calls hand control to code the audit cannot follow.
  private let unfollowedCalls: UnfollowedCalls
  /// The calls found to do so, in the order found, each a destination of its own numbered after
  /// the system screens (`unfollowedTarget(file:token:)`), and each one's number by place.
  private var unfollowedSites: [(file: Int, token: Int)] = []
  private var unfollowedNumbers: [Int: Int] = [:]

  private struct StoredCallback: Hashable {
    var type: Int
    var property: Name
  }

  init(
    sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, facts: [[NavigationFacts]], routes: RouteTable,
    screens: ScreenDetector.Result, parts: ScreenParts, storyboards: StoryboardSegues = .none
  ) {
    self.sources = sources
    self.hierarchy = hierarchy
    self.roles = roles
    self.facts = facts
    self.routes = routes
    self.screens = screens
    self.parts = parts
    self.storyboards = storyboards
    let traits = sources.types.map { type in type.members.map { MethodTraits($0, in: sources) } }
    ownCodes = sources.types.indices.map { Self.ownCode(of: $0, sources: sources, hierarchy: hierarchy, roles: roles, traits: traits) }
    var memberOffsets: [Int] = []
    var bodyOffsets: [Int] = []
    var members = 0
    var bodies = 0
    for typeFacts in facts {
      memberOffsets.append(members)
      members += typeFacts.count
      for memberFacts in typeFacts {
        bodyOffsets.append(bodies)
        bodies += memberFacts.routeBodies.count
      }
    }
    self.memberOffsets = memberOffsets
    memberCount = members
    memberFiles = sources.types.flatMap { type in type.members.map(\.file) }
    self.bodyOffsets = bodyOffsets
    bodyCount = bodies
    callable = sources.types.indices.map { index in
      var table = NameTable<[MemberReference]>()
      for owner in hierarchy.lineage[index] {
        for (member, declaration) in sources.types[owner].members.enumerated()
        where declaration.kind == .function || Self.holdsClosureLiteral(declaration, in: sources.files[declaration.file]) {
          table.update(declaration.key, default: []) { $0.append(MemberReference(type: owner, member: member)) }
        }
      }
      for mixin in hierarchy.mixins[index] {
        table.update(sources.types[mixin.type].members[mixin.member].key, default: []) { $0.append(mixin) }
      }
      return table
    }
    var overloadParameters: [MemberReference: [ParameterList.Parameter]] = [:]
    for (index, type) in sources.types.enumerated() {
      for declaration in type.members where declaration.kind == .function {
        guard let references = callable[index][declaration.key], references.count > 1 else { continue }
        for reference in references where overloadParameters[reference] == nil {
          let member = sources.types[reference.type].members[reference.member]
          overloadParameters[reference] = ParameterList.declaration(member.nameToken, in: sources.files[member.file])
        }
      }
    }
    self.overloadParameters = overloadParameters
    screenByName = Dictionary(uniqueKeysWithValues: screens.screens.enumerated().map { ($1.name, $0) })
    fileFolders = Self.folders(of: sources.files)
    var protocols: [String: Int] = [:]
    for (index, type) in sources.types.enumerated() where type.kind == .protocol {
      protocols[type.name] = protocols[type.name] ?? index
    }
    var conformers: [Int: [Int]] = [:]
    for (index, type) in sources.types.enumerated() where type.kind != .protocol && type.kind != .extension {
      for name in hierarchy.conformances[index].sorted() {
        guard let adopted = protocols[name] else { continue }
        conformers[adopted, default: []].append(index)
      }
    }
    // A delegate only parts keep (a component view's `AddressComponentDelegate`), adopted by the
    // one screen they are parts of: the part tells its screen, which `delegateMethods()` does not
    // follow; what the screen's method does is what the part's call does, for whichever screen
    // the call was followed from (the part's own, or one whose delegate the part is). Adopted by
    // several screens (a shared cell's delegate), which one runs depends on the screen laying the
    // part out, and none is followed.
    let holders = Self.delegateHolders(in: sources)
    var partDelegates: Set<Int> = []
    for (adopted, adopters) in conformers where adopters.count == 1 && sources.types[adopted].name.hasSuffix("Delegate") {
      guard let held = holders[adopted], let screen = screens.screenOfType[adopters[0]] else { continue }
      if held.allSatisfy({ screens.screenOfType[$0] == nil && parts.screensOfPart[$0] == [screen] }) { partDelegates.insert(adopted) }
    }
    self.partDelegates = partDelegates
    // The value types (rows, settings) that the types of several screens hold.
    var holdingScreens: [Int: Set<Int>] = [:]
    for (typeIndex, type) in sources.types.enumerated() {
      guard let screen = screens.screenOfType[typeIndex] else { continue }
      for property in type.storedProperties {
        for held in [property.heldType, property.elementType].compactMap({ $0 }) where sources.types[held].kind == .struct {
          holdingScreens[held, default: []].insert(screen)
        }
      }
    }
    sharedValues = Set(holdingScreens.filter { $0.value.count > 1 }.keys)
    var soleAdopted: Set<Int> = []
    self.conformers = conformers.filter { adopted, adopters in
      guard adopters.count <= Self.implementationLimit else { return false }
      let name = sources.types[adopted].name
      if Self.isNavigationProtocol(name) || partDelegates.contains(adopted) { return true }
      let isDataSource = name.hasSuffix("DataSource")
      // Adopted by one type of the app that is no screen's code nor a part, named for navigating or
      // for making screens (a flow manager that every screen tells `navigateTo(step:)` through a
      // `NavigationDelegate`, a `VideoListContainer` that makes a feature's coordinator): a call on
      // the protocol can run only that type's method, which is followed where it navigates itself
      // (`soleAdopted`). A service's (`DialogService`) is not followed: its helpers' names match
      // the app's routes by chance. A coordinator's is the rule below's.
      // So is the app's or its scene's delegate, which keeps the window (a coordinator's
      // `(sceneDelegate as? OnboardingSceneDelegate)?.moveToMain()` swaps its root).
      if adopters.count == 1, !isDataSource, !roles.isPart(adopters[0]), !roles.isCoordinatorNamed[adopters[0]], screens.screenOfType[adopters[0]] == nil,
        [name, sources.types[adopters[0]].name].contains(where: { name in Self.soleAdopterWords.contains(where: name.containsBytes) })
          || !hierarchy.conformances[adopters[0]].isDisjoint(with: TypeMentions.systemDelegates)
      {
        soleAdopted.insert(adopted)
        return true
      }
      // Only coordinators adopt it (`InvitationReceivable`, a child coordinator's
      // `SettingCoordinatorDidFinishDelegate`): a coordinator's interface, whose method is what
      // the call does, and no screen's navigation already.
      return !isDataSource && adopters.allSatisfy { roles.isCoordinatorNamed[$0] }
    }
    self.soleAdopted = soleAdopted
    let nodeCount = members + bodies + sources.types.count
    values = [Reaches](repeating: Reaches(), count: nodeCount)
    dependents = [[Int]](repeating: [], count: nodeCount)
    var storedCallbacks: [StoredCallback: [(MemberReference, Int)]] = [:]
    for (type, typeFacts) in facts.enumerated() {
      for (member, memberFacts) in typeFacts.enumerated() {
        for (index, fact) in memberFacts.facts.enumerated() {
          guard let subject = fact.subject, let property = fact.subjectProperty else { continue }
          storedCallbacks[StoredCallback(type: subject, property: property), default: []].append((MemberReference(type: type, member: member), index))
        }
      }
    }
    self.storedCallbacks = storedCallbacks
    unfollowedCalls = UnfollowedCalls(sources: sources, hierarchy: hierarchy, facts: facts)
  }

  /// How many methods, routes and parts a way may pass through. A person follows a tap through
  /// a view model, a coordinator and a factory; past that, a chain of callbacks and delegates
  /// that each go somewhere leads from any screen to most of the app.
  static let maximumDepth = 8

  // MARK: Nodes

  private func memberNode(_ reference: MemberReference) -> Int { memberOffsets[reference.type] + reference.member }
  private func bodyNode(_ reference: MemberReference, _ body: Int) -> Int { memberCount + bodyOffsets[memberNode(reference)] + body }
  private func componentNode(_ type: Int) -> Int { memberCount + bodyCount + type }

  /// Computes what every method, route body and part leads to. Only code with facts, and parts,
  /// can lead anywhere: the rest never enters the queue.
  mutating func resolve() {
    var queue: [Int] = []
    for (type, typeFacts) in facts.enumerated() {
      for (member, memberFacts) in typeFacts.enumerated() where !memberFacts.facts.isEmpty {
        queue.append(memberNode(MemberReference(type: type, member: member)))
      }
    }
    queue += Array(memberCount..<(memberCount + bodyCount))
    queue += sources.types.indices.filter {
      screens.screenOfType[$0] == nil && (roles.isPart($0) || roles.isRepresentable[$0] || roles.isScreenHolder[$0])
    }.map(componentNode)
    var queued = [Bool](repeating: false, count: values.count)
    for node in queue { queued[node] = true }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      queued[node] = false
      // Only plainer ways or new screens count as a change: values only grow, so this ends.
      var value = values[node]
      for item in evaluate(node: node).items where item.reach.depth <= Self.maximumDepth { value.add(item.screen, item.reach) }
      guard value != values[node] else { continue }
      values[node] = value
      for dependent in dependents[node] where !queued[dependent] {
        queued[dependent] = true
        queue.append(dependent)
      }
    }
  }

  private mutating func read(_ node: Int, by reader: Int?) -> Reaches {
    if let reader, dependents[node].last != reader { dependents[node].append(reader) }
    return values[node]
  }

  private mutating func evaluate(node: Int) -> Reaches {
    var result = Reaches()
    let bodyStart = memberCount
    if node < bodyStart {
      let reference = memberReference(ofNode: node)
      let memberFacts = facts[reference.type][reference.member]
      evaluate(memberFacts.facts.indices, of: reference, perspective: reference.type, reader: node, into: &result)
    } else if node < bodyStart + bodyCount {
      let (reference, body) = bodyReference(ofNode: node)
      let routeBody = facts[reference.type][reference.member].routeBodies[body]
      evaluate(routeBody.facts, of: reference, perspective: reference.type, reader: node, bodySubject: routeBody.subject, into: &result)
    } else {
      let type = node - bodyStart - bodyCount
      for reference in ownCode(of: type) where !facts[reference.type][reference.member].facts.isEmpty {
        for item in read(memberNode(reference), by: node).items { result.add(item.screen, item.reach) }
      }
    }
    return result
  }

  private func memberReference(ofNode node: Int) -> MemberReference {
    let type = Self.lastIndex(in: memberOffsets, atMost: node)
    return MemberReference(type: type, member: node - memberOffsets[type])
  }

  private func bodyReference(ofNode node: Int) -> (MemberReference, Int) {
    let flat = node - memberCount
    let member = Self.lastIndex(in: bodyOffsets, atMost: flat)
    return (memberReference(ofNode: member), flat - bodyOffsets[member])
  }

  /// The last index of a non-decreasing array whose value is at most `value`: of several empty
  /// types (or members without route bodies) sharing an offset, the one that owns it.
  private static func lastIndex(in offsets: [Int], atMost value: Int) -> Int {
    var low = 0
    var high = offsets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The code that runs as a type's own: its members, its superclasses' and its mixins'. Of a
  /// superclass the framework does not drive (a base coordinator, a base view model that is no
  /// `NSObject` and adopts no delegate protocol), the targets it hands the system (`@objc`,
  /// `@IBAction`): its other methods run where something calls them, a call followed from the
  /// caller (a base coordinator's `showLogin()` is none of each subclass's screens' own
  /// navigation; a base controller's methods stay its subclasses', the framework calling many of
  /// them). One that a nearer class declares again, by name and argument labels, runs no more
  /// for this type (`override func start()`), unless the nearer one calls it through `super`.
  func ownCode(of type: Int) -> [MemberReference] { ownCodes[type] }

  private static func ownCode(
    of type: Int, sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, traits methodTraits: [[MethodTraits]]
  ) -> [MemberReference] {
    var references: [MemberReference] = []
    var overridden: Set<String> = []
    for (depth, owner) in hierarchy.lineage[type].enumerated() {
      let members = sources.types[owner].members
      for index in members.indices {
        let member = members[index]
        let traits = methodTraits[owner][index]
        if member.kind == .function,
          overridden.contains(traits.selector) || (depth > 0 && !isFrameworkDriven(owner, sources: sources, roles: roles) && !traits.isHandedToTheSystem)
        {
          continue
        }
        references.append(MemberReference(type: owner, member: index))
      }
      for index in members.indices where members[index].kind == .function && !members[index].isStatic && !methodTraits[owner][index].callsSuper {
        overridden.insert(methodTraits[owner][index].selector)
      }
    }
    // A protocol extension's method runs where it is called, and calls are followed: only one it
    // hands the system (`@objc func closeTapped()`), or a delegate protocol's requirement that
    // whoever holds the delegate calls (`moveToLoginScreen()` of a `NetworkResultDelegate`),
    // runs as the type's own; not `showActivity()` of an `ActivityPresentable` every coordinator
    // adopts and few call.
    return references + hierarchy.mixins[type].filter { mixin in
      let member = sources.types[mixin.type].members[mixin.member]
      return member.kind != .function || methodTraits[mixin.type][mixin.member].isHandedToTheSystem
        || isDelegateRequirement(member, of: sources.types[mixin.type].name, sources: sources)
    }
  }

  /// Whether `member` implements a requirement of the app's protocol `name`, a delegate protocol.
  private static func isDelegateRequirement(_ member: AuditedType.Member, of name: String, sources: AuditSources) -> Bool {
    guard name.hasSuffix("Delegate"), let declared = sources.resolve(Name(name), from: nil), sources.types[declared].kind == .protocol else {
      return false
    }
    return sources.types[declared].members.contains { $0.isRequirement && $0.key == member.key }
  }

  /// A type whose methods the framework calls: a controller, a view, an `NSObject` (a target, an
  /// observer) or an adopter of a delegate or data-source protocol (`WKNavigationDelegate`).
  private static func isFrameworkDriven(_ type: Int, sources: AuditSources, roles: TypeRoles) -> Bool {
    roles.isController[type] || roles.isUIKitView[type] || roles.isSwiftUIView[type]
      || sources.types[type].inheritance.contains { $0 == "NSObject" || $0.hasSuffix("Delegate") || $0.hasSuffix("DataSource") }
  }

  /// What the system and a subclass's code do with a method, for `ownCode(of:)`.
  struct MethodTraits {
    /// It is a target the framework calls (`@objc`, `@IBAction`), for subclasses too.
    var isHandedToTheSystem = false
    /// It runs its superclass's own version: `super.start()` in its body.
    var callsSuper = false
    /// Its name and argument labels, `tableView(_:didSelectRowAt:)`: what an override matches.
    var selector = ""

    init(_ member: AuditedType.Member, in sources: AuditSources) {
      guard member.kind == .function else { return }
      let file = sources.files[member.file]
      isHandedToTheSystem = (member.tokens.lowerBound..<member.nameToken).contains { token in
        [Self.objc, Self.ibAction].contains(file.name(token))
      }
      selector = file.text(member.nameToken) + "("
      var depth = 0
      var cursor = member.nameToken + 1
      while cursor < member.tokens.upperBound {
        let name = file.name(cursor)
        if name == .openParen || name == .openBracket || name == .openBrace { depth += 1 }
        if name == .closeParen || name == .closeBracket || name == .closeBrace {
          depth -= 1
          if depth == 0 { break }
        }
        // The first word after `(` or a top-level `,`: the argument label.
        if depth == 1, name == .openParen || name == .comma, cursor + 1 < member.tokens.upperBound {
          selector += file.text(cursor + 1) + ":"
        }
        cursor += 1
      }
      selector += ")"
      var index = member.nameToken
      while index + 2 < member.tokens.upperBound {
        if file.name(index) == .`super`, file.name(index + 1) == .dot, file.name(index + 2) == member.key {
          callsSuper = true
          break
        }
        index += 1
      }
    }

    private static let objc = Name(0x6ff1d8b4a6826f5b, "objc"), ibAction = Name(0xd11348b366b05fa0, "IBAction")
  }

  /// `productForm.showProductImages()` called from a coordinator or another screen: the product
  /// form's controller navigates from the product form, the screen it belongs to. Where it leads is that screen's
  /// edge, not the caller's; followed, every coordinator that makes a screen would reach
  /// everything that screen reaches.
  private func isAnotherScreensCode(_ callee: MemberReference, receiver: NavigationFacts.Receiver, from perspective: Int) -> Bool {
    // A tab bar's method a tab calls (`mainTabBarController?.processLogout()`) is followed: the
    // tab bar acts for the tab, its parent.
    guard case let .instance(held) = receiver, roles.isController[callee.type] || roles.isSwiftUIView[callee.type],
      !roles.isTabBar[callee.type], let owner = screens.screenOfType[callee.type]
    else { return false }
    // `delegate?.validated(address:)` of a part's delegate: the screen that adopts it does the
    // part's bidding, for whichever screen the call was followed from.
    if partDelegates.contains(held) { return false }
    return owner != screens.screenOfType[perspective]
  }

  /// The screen whose callback a fact runs in: its subject's, or where the subject is no screen
  /// (a service handed a completion), the outer callback's.
  private func callbackScreen(of fact: NavigationFacts.Fact) -> Int? {
    if let subject = fact.subject, let screen = screens.screenOfType[subject] { return screen }
    return fact.outerSubject.flatMap { screens.screenOfType[$0] }
  }

  /// Whether a fact is a method handed by name (not called: `showPhoneLogin`, no parentheses)
  /// into a closure property of a type that is no screen nor part of one, which calls it later:
  /// a struct of a screen's closures the coordinator fills. A part's closure
  /// (`button.action = { self?.showNext() }`) is its screen's code, read where it stands.
  private func isKeptForLater(_ fact: NavigationFacts.Fact, in file: AuditFile) -> Bool {
    let next = file.name(fact.token + 1)
    guard case .call(_, .own, false) = fact.action, next != .openParen, next != .openBrace, let subject = fact.subject,
      let property = fact.subjectProperty, screens.screenOfType[subject] == nil, !roles.isPart(subject),
      let stored = sources.types[subject].storedProperty(property)
    else { return false }
    return sources.holdsClosure(stored)
  }

  /// Whether a fact runs for another screen than the one its code belongs to.
  private func runsForAnotherScreen(_ fact: NavigationFacts.Fact, in type: Int) -> Bool {
    guard let subjectScreen = callbackScreen(of: fact) else { return false }
    return subjectScreen != screens.screenOfType[type]
  }

  private mutating func evaluate(
    _ indices: Range<Int>, of reference: MemberReference, perspective: Int, reader: Int?, bodySubject: Int? = nil,
    into result: inout Reaches
  ) {
    let memberFacts = facts[reference.type][reference.member]
    for index in indices {
      let fact = memberFacts.facts[index]
      // A route body runs for whoever names the route, in whatever callback it is written.
      guard (bodySubject != nil && fact.subject == bodySubject) || !runsForAnotherScreen(fact, in: reference.type) else { continue }
      // `LoginActions(showPhoneLogin: self?.showPhoneLogin)`: a method kept in a value's closure
      // property runs where that property is called (`addStoredCallbacks`), not here.
      guard !isKeptForLater(fact, in: sources.files[memberFiles[memberNode(reference)]]) else { continue }
      evaluate(fact, of: reference, perspective: perspective, reader: reader, into: &result)
    }
  }

  // MARK: Facts

  /// Adds what one fact leads to.
  private mutating func evaluate(
    _ fact: NavigationFacts.Fact, of reference: MemberReference, perspective: Int, reader: Int?, into result: inout Reaches
  ) {
    let fileIndex = memberFiles[memberNode(reference)]
    let shownKind: NavigationEdge.Kind? = fact.presentation == .presents ? .presents : fact.presentation == .pushes ? .pushes : nil
    func stronger(_ kind: NavigationEdge.Kind) -> NavigationEdge.Kind {
      shownKind.map { $0.strength > kind.strength ? $0 : kind } ?? kind
    }
    switch fact.action {
    case .showUnknown, .switchesTab:
      // Where it leads is unknown, a destination of its own, as a call that hands control to
      // code outside is.
      // A part's own calls are its host's to judge, but a `NavigationLink` in it pushes onto the
      // host's stack whatever it leads to.
      guard !isPartCode(perspective) || fact.presenter.map({ sources.files[fileIndex].name($0) }) == NavigationScanner.navigationLink else { return }
      result.add(unfollowedTarget(file: fileIndex, token: fact.token), Reach(kind: shownKind ?? .pushes, idiom: .helper, depth: 0, step: .none, through: -1))
    case .construct(let type), .show(let type):
      if let screen = screens.screenOfType[type] {
        let presenter = fact.presenter.map { Reaches.Step.token(file: fileIndex, token: $0) } ?? .none
        let idiom = Self.idiom(presenter: fact.presenter.map { sources.files[fileIndex].name($0) }, fact.presentation)
        result.add(screen, Reach(kind: shownKind ?? .constructs, idiom: idiom, depth: 0, step: presenter, through: -1))
      } else if roles.isPart(type) || (shownKind != nil && roles.isRepresentable[type]) || roles.isScreenHolder[type] {
        // A representable leads where it leads only where it is presented (`SafariView` in a
        // sheet); put in a body, it only hosts a view. Showing the app's split view controller
        // (`window.rootViewController = MainSplitViewController()`) shows the columns it makes.
        addPart(type, kind: shownKind, reader: reader, into: &result)
      } else if let method = screenFactoryMethod(of: type), Self.isHandedToAMethod(fact.token, in: sources.files[fileIndex]) {
        // `sceneCoordinator.push(DetailSceneFactory(id: id))`: the factory's `make` builds the
        // screen that the call shows.
        let node = memberNode(method)
        for item in read(node, by: reader).items {
          result.add(item.screen, Reach(kind: stronger(item.reach.kind), idiom: .helper, depth: item.reach.depth + 1, step: .member(method), through: node))
        }
      }
    case .cast(let type):
      if screens.screenOfType[type] == nil, roles.isUIKitView[type] { addPart(type, kind: nil, reader: reader, into: &result) }
    case .embed:
      // Its construction or holding says where it leads; being embedded only says it is no screen.
      return
    case .setsTabs(let tabBar):
      // The code that sets a tab bar's tabs installs the tab bar, which it leads to; the tabs are
      // the tab bar's edges (`tabsSetElsewhere`), not that code's.
      guard let screen = screens.screenOfType[tabBar] else { return }
      result.add(screen, Reach(kind: .constructs, idiom: .construct, depth: 0, step: .token(file: fileIndex, token: fact.token), through: -1))
    case .system(let position):
      // Numbered after the app's screens: reached the way a screen is, reported apart.
      let idiom = Self.idiom(presenter: fact.presenter.map { sources.files[fileIndex].name($0) }, .presents)
      result.add(
        screens.screens.count + position,
        Reach(kind: .presents, idiom: idiom, depth: 0, step: .token(file: fileIndex, token: fact.token), through: -1))
    case .route(let name, let qualifier):
      guard !isHandedToAMethodShowingItsOwnScreen(fact, of: reference, perspective: perspective) else { return }
      let step = Reaches.Step.route(file: fileIndex, token: fact.token, presenter: fact.presenter ?? -1)
      for entry in routeEntries(for: name, qualifier: qualifier, from: perspective, namedAt: fact.token, in: reference) {
        switch entry.target {
        case .type(let type):
          guard let screen = screens.screenOfType[type] else { continue }
          result.add(screen, Reach(kind: shownKind ?? .coordinator, idiom: .route, depth: 1, step: step, through: -1))
        case .body(let body, let bodyIndex):
          let node = bodyNode(body, bodyIndex)
          for item in read(node, by: reader).items {
            result.add(item.screen, Reach(kind: shownKind ?? .coordinator, idiom: .route, depth: item.reach.depth + 1, step: step, through: node))
          }
        case .member(let member):
          let node = memberNode(member)
          for item in read(node, by: reader).items {
            result.add(item.screen, Reach(kind: shownKind ?? .coordinator, idiom: .route, depth: item.reach.depth + 1, step: step, through: node))
          }
        }
      }
    case .call(let name, let receiver, let handsTarget):
      // A requirement has no code: what a call to it does is read from its name.
      let callees = overloads(
        resolve(name, receiver: receiver, from: perspective).filter { !sources.types[$0.type].members[$0.member].isRequirement },
        calledAt: fact.token, in: sources.files[fileIndex])
      guard !handsTarget || handsOnlyData(fact, of: reference, perspective: perspective, reader: reader)
        || (handsOnlyCases(fact, of: reference) && showTheirOwnScreen(callees))
      else { return }
      let routerTarget = callees.isEmpty ? routerMethodTarget(fact.token, in: sources.files[fileIndex]) : nil
      if let screen = routerTarget {
        result.add(screen, Reach(kind: .coordinator, idiom: .routerMethod, depth: 0, step: .token(file: fileIndex, token: fact.token), through: -1))
      }
      // `didFinish?(self)`, and `actions?.showPhoneLogin?()` on a struct of closures the
      // coordinator filled (`LoginActions(showPhoneLogin: showPhoneLogin)`): what was stored runs.
      if callees.isEmpty {
        switch receiver {
        case .own: addStoredCallbacks(name, of: perspective, reader: reader, into: &result)
        case .instance(let held): addStoredCallbacks(name, of: held, reader: reader, into: &result)
        case .type, .unknown, .frameworkType: break
        }
      }
      // A call that reaches no code the audit reads, and hands control to code outside:
      // where it leads is unknown, a destination of its own.
      if callees.isEmpty, routerTarget == nil, !handsTarget, !isPartCode(perspective),
        unfollowedCalls.handsOff(
          name, receiver: receiver, call: fact.token, in: sources.files[fileIndex], from: perspective, sources: sources, hierarchy: hierarchy),
        !hasStoredCallbacks(name, receiver: receiver, from: perspective)
      {
        result.add(unfollowedTarget(file: fileIndex, token: fact.token), Reach(kind: .constructs, idiom: .helper, depth: 0, step: .none, through: -1))
      }
      // A method that switches over what it is handed (`handle(route:)`) leads where the case
      // does, which led nowhere: its other cases are not this call's.
      for callee in callees where !isAnotherScreensCode(callee, receiver: receiver, from: perspective) {
        let node = memberNode(callee)
        guard handsTarget, switchesOverRoutes(callee) else {
          for item in read(node, by: reader).items {
            result.add(item.screen, Reach(kind: stronger(item.reach.kind), idiom: .helper, depth: item.reach.depth + 1, step: .member(callee), through: node))
          }
          continue
        }
        // What it shows whatever the case (`switch type { … }`, then `let controller =
        // ItemDetailViewController(…)` and a push), it shows for this call too.
        var shared = Reaches()
        for index in showsOutsideItsCases(callee) {
          evaluate(facts[callee.type][callee.member].facts[index], of: callee, perspective: callee.type, reader: reader, into: &shared)
        }
        for item in shared.items {
          result.add(item.screen, Reach(kind: stronger(item.reach.kind), idiom: .helper, depth: item.reach.depth + 1, step: .member(callee), through: node))
        }
      }
    case .segue(let identifier):
      let step = Reaches.Step.token(file: fileIndex, token: fact.token)
      // The storyboard says where a segue of this identifier leaves this controller's scene for
      // (a scene is one class's, not its subclasses'); only without it is the name a guess.
      let wired = (storyboards.bySource[perspective] ?? []).filter { storyboards.segues[$0].identifier == identifier }
      for index in wired {
        let segue = storyboards.segues[index]
        guard let screen = screens.screenOfType[segue.destination] else { continue }
        result.add(screen, Reach(kind: segue.kind, idiom: .segue, depth: 0, step: .segue(index), through: -1))
      }
      guard wired.isEmpty else { return }
      if let screen = screenByName[identifier] ?? screenByName[ScreenNames.base(of: identifier)] {
        result.add(screen, Reach(kind: .presents, idiom: .segue, depth: 0, step: step, through: -1))
      }
      // `prepare(for:sender:)` names the destination's type.
      for prepare in callable[perspective][Self.prepare] ?? [] {
        for prepared in facts[prepare.type][prepare.member].facts {
          guard case .cast(let type) = prepared.action, let screen = screens.screenOfType[type] else { continue }
          result.add(screen, Reach(kind: .presents, idiom: .segue, depth: 1, step: step, through: -1))
        }
      }
    }
  }

  /// `lazy var showPhoneLogin: () -> Void = { [weak self] in … }`: a lazy property of a
  /// closure's type whose own closure is its value, which calling it (`showPhoneLogin()`, or a
  /// struct of closures handed `self?.showPhoneLogin`) runs, as a method's body. Only a lazy one
  /// can reach its type's own members; any other closure property (`var onTap: () -> Void =
  /// {}`, a default that does nothing) runs what other code stores in it (`addStoredCallbacks`).
  static func holdsClosureLiteral(_ member: AuditedType.Member, in file: AuditFile) -> Bool {
    guard member.kind == .var, member.isStored, !member.isStatic,
      file.tokens[member.annotation].contains(where: { $0.name == .arrow }),
      (member.tokens.lowerBound..<member.nameToken).contains(where: { file.name($0) == lazy })
    else { return false }
    let tokens = member.tokens
    guard let assign = tokens.first(where: { file.name($0) == .assign }), assign + 1 < tokens.upperBound else { return false }
    return file.name(assign + 1) == .openBrace
  }
  private static let lazy = Name("lazy")

  /// The one method of a screen's factory: `DetailSceneFactory`, `ProfileModuleBuilder`,
  /// `SettingsAssembly`, a VIPER module's `SettingsModule` with its `var module`, a type of the app and no screen's, named for making (or conforming to a
  /// protocol so named), with a single method, which builds the screen the factory stands for.
  /// Making one is making that screen. A factory of many screens (`makeGrid()`, `makeGallery()`)
  /// says nothing until one of its methods is called, nor does a router made (`DetailRouter(…)`).
  private func screenFactoryMethod(of type: Int) -> MemberReference? {
    let declared = sources.types[type]
    guard declared.kind != .protocol, declared.kind != .extension, screens.screenOfType[type] == nil else { return nil }
    let names = [declared.name] + hierarchy.conformances[type].sorted()
    guard names.contains(where: { name in Self.factoryWords.contains(where: name.containsBytes) }) else { return nil }
    // A computed property builds as a method does (`var module: UIViewController { … }`).
    let methods = ownCode(of: type).filter { reference in
      let member = sources.types[reference.type].members[reference.member]
      return member.kind == .function || (member.kind == .var && !member.isStored)
    }
    return methods.count == 1 ? methods[0] : nil
  }

  private static let factoryWords = ["Factory", "Builder", "Assembly", "Module", "Configurator"]

  /// Whether the value made at `token` is an argument of a method's call (`push(DetailFactory())`),
  /// not of an initializer's (`DetailViewController(factory: RowFactory())`) nor kept aside.
  static func isHandedToAMethod(_ token: Int, in file: AuditFile) -> Bool {
    var index = token - 1
    var steps = 0
    while index > 0, steps < 64 {
      steps += 1
      switch file.name(index) {
      case .closeParen, .closeBracket:
        guard let open = file.partner(index), open < index else { return false }
        index = open - 1
      case .openParen:
        return file.tokens[index - 1].kind == .identifier && !file.isCapitalized(index - 1)
      case .openBrace, .closeBrace, .assign:
        return false
      default:
        index -= 1
      }
    }
    return false
  }

  /// Whether methods a call reaches each make a screen and show it, without a `switch` over
  /// routes, of their own or of a method of their type they call (a login gate that hands the
  /// route on to `navigate(to:)`): a case handed to them
  /// (`coordinator.navigateToProductDetail(type: .sell)`) is that screen's data, whatever a
  /// `switch` over another enum's `.sell` elsewhere does.
  private func showTheirOwnScreen(_ callees: [MemberReference]) -> Bool {
    !callees.isEmpty && callees.allSatisfy { callee in
      showsAScreenItMakes(callee) && !switchesOverRoutes(callee)
        && !facts[callee.type][callee.member].facts.contains { fact in
          guard case .call(let name, .own, _) = fact.action else { return false }
          return (callable[callee.type][name] ?? []).contains { switchesOverRoutes($0) }
        }
    }
  }

  /// The facts of a call's arguments, and of its trailing closure when asked.
  private func factsHanded(by call: NavigationFacts.Fact, of reference: MemberReference, withTrailingClosure: Bool) -> [NavigationFacts.Fact] {
    let file = sources.files[memberFiles[memberNode(reference)]]
    guard file.name(call.token + 1) == .openParen, var close = file.partner(call.token + 1) else { return [] }
    if withTrailingClosure, file.name(close + 1) == .openBrace, let end = file.partner(close + 1) { close = end }
    return facts[reference.type][reference.member].facts.filter { $0.token > call.token && $0.token < close }
  }

  /// Whether what a call hands over (its arguments and trailing closure) names cases and makes no
  /// view or controller: `navigateToProductDetail(id: id, type: .sell)`, not
  /// `.sheet(isPresented: $showsWallpaper) { WallpaperView() }`.
  private func handsOnlyCases(_ call: NavigationFacts.Fact, of reference: MemberReference) -> Bool {
    var namesCase = false
    for fact in factsHanded(by: call, of: reference, withTrailingClosure: true) {
      switch fact.action {
      case .route: namesCase = true
      case .construct(let type), .show(let type): if roles.isShowable(type) { return false }
      default: continue
      }
    }
    return namesCase
  }

  /// Whether a route is an argument of a call (`navigateToProductDetail(id: id, type: .sell)`)
  /// whose methods show their own screen.
  private mutating func isHandedToAMethodShowingItsOwnScreen(_ route: NavigationFacts.Fact, of reference: MemberReference, perspective: Int) -> Bool {
    let file = sources.files[memberFiles[memberNode(reference)]]
    for fact in facts[reference.type][reference.member].facts where fact.token < route.token {
      guard case .call(let name, let receiver, true) = fact.action, file.name(fact.token + 1) == .openParen,
        let close = file.partner(fact.token + 1), close > route.token
      else { continue }
      let callees = overloads(
        resolve(name, receiver: receiver, from: perspective).filter { !sources.types[$0.type].members[$0.member].isRequirement },
        calledAt: fact.token, in: file)
      if showTheirOwnScreen(callees) { return true }
    }
    return false
  }

  /// Whether a method shows a screen of its own knowing, one it makes or holds
  /// (`let vc = SellProductDetailVC.instantiate(…)` then `pushViewController(vc, …)`), rather
  /// than showing what it is handed.
  private func showsAScreenItMakes(_ method: MemberReference) -> Bool {
    facts[method.type][method.member].facts.contains { fact in
      switch fact.action {
      case .construct(let type): fact.presentation != .none && screens.screenOfType[type] != nil
      case .show(let type): screens.screenOfType[type] != nil
      default: false
      }
    }
  }

  /// Whether a method switches over the route it is handed, itself or through an overload of its
  /// name that it forwards to (`go(_:from:_ values: Any?...)` calling `go(_:from:values:)`): then
  /// the route's case is where a call leads, never every case of the switch.
  private func switchesOverRoutes(_ method: MemberReference) -> Bool {
    if !facts[method.type][method.member].routeBodies.isEmpty { return true }
    let name = sources.types[method.type].members[method.member].key
    for fact in facts[method.type][method.member].facts {
      guard case .call(name, receiver: .own, _) = fact.action else { continue }
      for overload in callable[method.type][name] ?? [] where overload != method {
        if !facts[overload.type][overload.member].routeBodies.isEmpty { return true }
      }
    }
    return false
  }

  /// The facts of a method that switches over the route it is handed which show a screen outside
  /// the `switch`'s cases, whatever the case: what it makes, shows or presents itself (its calls
  /// may forward the route, and are left to the cases).
  /// Asked once per method, however many calls hand it a case.
  private mutating func showsOutsideItsCases(_ method: MemberReference) -> [Int] {
    if let known = sharedAcrossCases[method] { return known }
    let memberFacts = facts[method.type][method.member]
    var found: [Int] = []
    if memberFacts.routeBodies.contains(where: \.isCase) {
      // The `switch` statements' braces: a `default:` is no route's body, and runs for the
      // cases the others do not name.
      let file = sources.files[memberFiles[memberNode(method)]]
      let switches = memberFacts.routeBodies.filter(\.isCase).compactMap { Self.enclosingBraces(of: $0.token, in: file) }
      found = memberFacts.facts.indices.filter { index in
        let fact = memberFacts.facts[index]
        guard !switches.contains(where: { $0.contains(fact.token) }) else { return false }
        switch fact.action {
        // Not a value the cases made (`push(controller)` of a `let controller: UIViewController`).
        case .construct, .show, .system, .segue, .setsTabs, .switchesTab: return true
        case .call, .cast, .embed, .route, .showUnknown: return false
        }
      }
    }
    sharedAcrossCases[method] = found
    return found
  }

  /// The braces around `token` nearest to it: a `case`'s `switch`.
  private static func enclosingBraces(of token: Int, in file: AuditFile) -> ClosedRange<Int>? {
    var depth = 0
    var cursor = token - 1
    while cursor >= 0 {
      let name = file.name(cursor)
      if name == .closeBrace {
        depth += 1
      } else if name == .openBrace {
        if depth == 0 { return file.partner(cursor).map { cursor...$0 } }
        depth -= 1
      }
      cursor -= 1
    }
    return nil
  }

  /// Whether what a call hands over says nothing of where it leads: only cases that lead to no
  /// screen (`showConfiguration(on: nav, mode: .new(kind))`, a mode the screen is made in, which
  /// only a model's `switch` reads), and no view. Then the called method's own code says where.
  private mutating func handsOnlyData(_ call: NavigationFacts.Fact, of reference: MemberReference, perspective: Int, reader: Int?) -> Bool {
    var handsRoute = false
    for fact in factsHanded(by: call, of: reference, withTrailingClosure: false) {
      switch fact.action {
      case .route:
        var reached = Reaches()
        evaluate(fact, of: reference, perspective: perspective, reader: reader, into: &reached)
        guard !reached.items.contains(where: { $0.screen < firstUnfollowedTarget }) else { return false }
        handsRoute = true
      case .construct(let type), .show(let type):
        if roles.isShowable(type) { return false }
      default:
        continue
      }
    }
    return handsRoute
  }

  private static let prepare = Name(0xebe90009bda2153c, "prepare")
  private static let handedDown = NameSet(["ObservedObject", "EnvironmentObject", "Bindable", "Environment", "Binding"])
  private static let environment = NameSet(["EnvironmentObject", "Environment"])

  /// Whether a property's written type is a protocol of the app's (`var delegate:
  /// CreateEventViewControllerDelegate?`), which the one type adopting it stands behind.
  private static func isHeldThroughProtocol(_ property: AuditedType.StoredProperty, sources: AuditSources) -> Bool {
    let file = sources.files[property.file]
    guard let name = DeclarationTokens.typeNameToken(property.annotation, in: file), let written = sources.resolve(file.name(name), from: nil) else { return false }
    return sources.types[written].kind == .protocol
  }

  /// The places a route named in `perspective`'s code leads to. Many screens' actions share
  /// names (`.submit`, `.dismiss`): a name that the screen's own code handles
  /// (`send(viewAction: .submit)` in a view, `case .submit:` in its view model) goes there only.
  /// A route named with its type inside a case of its own name (`case .report:
  /// push(Tab.report.controller)`) leads elsewhere than back into that case.
  private func routeEntries(
    for name: Name, qualifier: Int?, from perspective: Int, namedAt token: Int, in reference: MemberReference
  ) -> [RouteTable.Entry] {
    var entries = routes.entries(for: name, qualifier: qualifier)
    if qualifier != nil {
      let memberFacts = facts[reference.type][reference.member]
      entries.removeAll { entry in
        guard case .body(let owner, let body) = entry.target, owner == reference, memberFacts.routeBodies[body].isCase else { return false }
        return memberFacts.routeBodies[body].facts.contains { memberFacts.facts[$0].token == token }
      }
    }
    guard entries.count > 1 else { return entries }
    if let screen = screens.screenOfType[perspective] {
      let own = entries.filter { entry in
        switch entry.target {
        case .body(let reference, _), .member(let reference): return screens.screenOfType[reference.type] == screen
        case .type: return false
        }
      }
      if !own.isEmpty { return own }
    }
    guard qualifier == nil else { return entries }
    // `router.push(.summary)` in a modular app whose every flow has a `.summary`: the flow's own
    // enum, the one declared closest to the code that names it, is meant.
    let folders = fileFolders[sources.types[perspective].file]
    let closeness = entries.map { entry -> Int in
      let declaring: Int
      switch entry.target {
      case .body(let reference, _), .member(let reference): declaring = entry.owner ?? reference.type
      case .type(let type): declaring = entry.owner ?? type
      }
      return zip(folders, fileFolders[sources.types[declaring].file]).prefix { $0 == $1 }.count
    }
    let closest = closeness.max() ?? 0
    return zip(entries, closeness).filter { $0.1 == closest }.map(\.0)
  }

  /// Per file, its folders from the root, each as the `Name` of its path so far: `A/Flow/X.swift` and
  /// `A/Flow/Y/Z.swift` share their first two. Worked out once, from the path's bytes; routes
  /// compare them while the fixed point is sought.
  static func folders(of files: [AuditFile]) -> [[Name]] {
    files.map { file in
      let path = Array(file.path.utf8)
      return path.withUnsafeBufferPointer { bytes in
        bytes.indices.filter { bytes[$0] == UInt8(ascii: "/") }.map { Name(bytes: bytes, from: 0, to: $0) }
      }
    }
  }

  private mutating func addPart(_ type: Int, kind: NavigationEdge.Kind?, reader: Int?, into result: inout Reaches) {
    let node = componentNode(type)
    for item in read(node, by: reader).items {
      let reachedKind = kind.map { $0.strength > item.reach.kind.strength ? $0 : item.reach.kind } ?? item.reach.kind
      result.add(item.screen, Reach(kind: reachedKind, idiom: .component, depth: item.reach.depth + 1, step: .part(type), through: node))
    }
  }

  static func idiom(presenter: Name?, _ presentation: NavigationFacts.Presentation) -> NavigationEdge.Idiom {
    switch presenter {
    case Self.sheet, Self.fullScreenCover, Self.popover: return .sheet
    case NavigationScanner.navigationLink: return .navigationLink
    case Self.navigationDestination: return .navigationDestination
    default: return presentation == .presents ? .present : presentation == .pushes ? .push : .construct
    }
  }

  private static let sheet = Name(0x4d0af94928725c68, "sheet"), fullScreenCover = Name(0x54fa1963a41ef543, "fullScreenCover"), popover = Name(0x78cdc5fa1863c87a, "popover")
  private static let navigationDestination = Name(0xce7dca5da72da5f9, "navigationDestination")

  /// A step as people read it.
  private func text(of step: Reaches.Step) -> String? {
    switch step {
    case .none: return nil
    case .token(let file, let token): return sources.files[file].text(token)
    case .route(let file, let token, let presenter):
      // A case (`.profile`), or a value of the app's type pushed onto a stack (`MovieRoute(…)`).
      let text = sources.files[file].text(token)
      let isValue = text.first?.isUppercase == true && token > 0 && sources.files[file].name(token - 1) != .dot
      let name = isValue ? text + "(…)" : "." + text
      return presenter >= 0 ? "\(name) in \(sources.files[file].text(presenter))" : name
    case .member(let reference):
      return "\(sources.types[reference.type].name).\(sources.name(of: sources.types[reference.type].members[reference.member]))"
    case .part(let type): return sources.types[type].name
    case .property(let type, let index): return sources.types[type].storedProperties[index].name
    case .segue(let index): return storyboards.segues[index].description
    }
  }

  /// The way to `target`, step by step, from a first step through the nodes it names: a long
  /// chain says its first step and its last two.
  private func via(_ first: Reaches.Step?, _ reach: Reach, to target: Int) -> String? {
    var steps = [first.flatMap(text(of:)), text(of: reach.step)].compactMap { $0 }
    var through = reach.through
    var visited: Set<Int> = []
    while through >= 0, visited.insert(through).inserted, let next = values[through].items.first(where: { $0.screen == target }) {
      if let step = text(of: next.reach.step) { steps.append(step) }
      through = next.reach.through
    }
    if steps.count > 3 { steps = [steps[0], "…"] + steps.suffix(2) }
    return steps.isEmpty ? nil : steps.joined(separator: " → ")
  }

  /// Whether a type is a row's, a button's or another part's, whose closures and delegate
  /// (`onTap()`, `delegate?.cellDidTap(self)` in a cell) are the screen's that lays it out, which
  /// hands them in where it makes it: the screen's code, read there.
  private func isPartCode(_ type: Int) -> Bool {
    screens.screenOfType[type] == nil && (roles.isPart(type) || roles.isSwiftUIView[type] || roles.isUIKitView[type])
  }

  /// Whether other code stores a callback in the property a call calls (`about.onClose = { … }`
  /// for `onClose?()`): what the call runs is that code, read as the callback it is.
  private func hasStoredCallbacks(_ name: Name, receiver: NavigationFacts.Receiver, from perspective: Int) -> Bool {
    switch receiver {
    case .own: return storedCallbacks[StoredCallback(type: perspective, property: name)] != nil
    case .instance(let type), .type(let type): return storedCallbacks[StoredCallback(type: type, property: name)] != nil
    case .unknown, .frameworkType: return false
    }
  }

  /// The first destination number past the system screens': an unfollowed call's.
  private var firstUnfollowedTarget: Int { screens.screens.count + SystemScreens.names.count }

  /// The destination that stands for the unfollowed call at a place, numbered when first found.
  private mutating func unfollowedTarget(file: Int, token: Int) -> Int {
    let key = file << 32 | token
    if let number = unfollowedNumbers[key] { return firstUnfollowedTarget + number }
    unfollowedNumbers[key] = unfollowedSites.count
    unfollowedSites.append((file, token))
    return firstUnfollowedTarget + unfollowedSites.count - 1
  }

  /// Whether a method navigates in its own code, not only through the helpers it calls: it makes
  /// or shows a screen's type or a coordinator, names a route, or presents or pushes.
  private func navigatesItself(_ reference: MemberReference) -> Bool {
    facts[reference.type][reference.member].facts.contains { fact in
      if fact.presentation != .none { return true }
      switch fact.action {
      case .construct(let type), .show(let type): return roles.isShowable(type) || roles.isCoordinatorNamed[type]
      case .route, .system, .showUnknown, .switchesTab, .segue, .setsTabs: return true
      case .call, .cast, .embed: return false
      }
    }
  }

  /// The members a call may run: the receiver's, or for a view modifier on an unknown view, the
  /// app's extensions of the framework's types.
  private func resolve(_ name: Name, receiver: NavigationFacts.Receiver, from perspective: Int) -> [MemberReference] {
    switch receiver {
    case .own:
      return callable[perspective][name] ?? hierarchy.frameworkExtensionMembers[name] ?? []
    case .type(let type), .instance(let type):
      let own = callable[type][name] ?? []
      // `router.showReportBug()` on a `HelpRouting`: the app's one or two implementations run.
      guard let implementations = conformers[type] else { return own }
      let called = implementations.flatMap { callable[$0][name] ?? [] }
      return own + (soleAdopted.contains(type) ? called.filter(navigatesItself) : called)
    case .unknown:
      return hierarchy.frameworkExtensionMembers[name] ?? []
    case .frameworkType:
      return []
    }
  }

  /// Of a method's overloads, those the call can mean by its arguments' labels:
  /// `navigateTo(stopID: id, from: self)` runs `navigateTo(stopID:from:)`, not
  /// `navigateTo(alert:from:)`, which leads elsewhere. All of them when none fits (a shape the
  /// audit does not read).
  private func overloads(_ callees: [MemberReference], calledAt token: Int, in file: AuditFile) -> [MemberReference] {
    guard callees.count > 1 else { return callees }
    let call = CallShape(call: token, in: file)
    let fitting = callees.filter { callee in
      let parameters = overloadParameters[callee] ?? {
        // An overload only a protocol's implementation or a mixin adds: read at the call.
        let member = sources.types[callee.type].members[callee.member]
        return ParameterList.declaration(member.nameToken, in: sources.files[member.file])
      }()
      return call.fits(parameters)
    }
    return fitting.isEmpty ? callees : fitting
  }

  /// `showProfile` → `Profile`, when `Profile` is a screen: a coordinator's method the audit cannot read.
  /// Read from the token's bytes: most calls an app makes are not to such a method.
  private func routerMethodTarget(_ token: Int, in file: AuditFile) -> Int? {
    guard let prefix = Self.routerMethodPrefixes.first(where: { file.hasCamelCasePrefix(token, $0) }) else { return nil }
    let rest = String(file.text(token).utf8.dropFirst(prefix.count))!
    // `pushViewController(vc)`: a role alone names no screen, whatever the app calls a type.
    let base = ScreenNames.base(of: rest)
    guard !base.isEmpty else { return nil }
    return screenByName[rest] ?? screenByName[base]
  }

  private static let routerMethodPrefixes = ["navigateTo", "presentScreen", "present", "goTo", "route", "show", "push", "open"].map { Array($0.utf8) }

  /// `didFinish?(self)` in a coordinator: what the code that made it stored there leads to
  /// (`coordinator.didFinish = { [weak self] _ in self?.showLogin() }`), read as that code's.
  /// A screen's own stored callbacks are its edges already (`edges()`' callbacks).
  private mutating func addStoredCallbacks(_ property: Name, of type: Int, reader: Int?, into result: inout Reaches) {
    // A part's callbacks (`mainButton.action = { … }`) lead where they lead for the screen
    // that stored them, which reads them in its own code; followed from the part, every screen
    // laying out that button would reach what any one of them does with it.
    guard screens.screenOfType[type] == nil, !roles.isPart(type) else { return }
    let key = StoredCallback(type: type, property: property)
    guard let callbacks = storedCallbacks[key] else { return }
    // A row's value (`MenuItem(title:, action: { … })`) that several screens hold and several
    // types build: which closure a screen's row holds depends on who built it, which is not read.
    // (One screen's struct of closures that several coordinators fill leads where each goes.)
    if sharedValues.contains(type), Set(callbacks.map(\.0.type)).count > 1 { return }
    guard callbacksInReading.insert(key).inserted else { return }
    defer { callbacksInReading.remove(key) }
    for (reference, index) in callbacks {
      var reached = Reaches()
      evaluate(facts[reference.type][reference.member].facts[index], of: reference, perspective: reference.type, reader: reader, into: &reached)
      for item in reached.items {
        var reach = item.reach
        reach.idiom = .callback
        reach.depth += 1
        result.add(item.screen, reach)
      }
    }
  }

  // MARK: Edges

  /// Every screen's edges, one per pair, the system screens each shows (`SystemScreens`), by
  /// name, and the calls it makes, or its helpers and callbacks make for it, that the audit
  /// cannot follow (`UnfollowedCalls`), by place.
  mutating func edges() -> (edges: [NavigationEdge], systemScreens: [[String]], unfollowed: [[AuditScreen.UnfollowedCall]]) {
    let screenList = screens.screens
    // The best way found so far from each screen to each other: the reach, a step before it
    // (the owner of a callback or delegate method), and where.
    var best: [[Int: (reach: Reach, first: Reaches.Step?, location: AuditLocation)]] = Array(repeating: [:], count: screenList.count)
    func offer(_ from: Int, _ to: Int, _ reach: Reach, _ first: Reaches.Step?, _ location: AuditLocation) {
      guard from != to else { return }
      if let existing = best[from][to], existing.reach.isBetter(than: reach) || (!reach.isBetter(than: existing.reach) && existing.location <= location) {
        return
      }
      best[from][to] = (reach, first, location)
    }

    // Callbacks that other types run for a screen.
    var callbacks = [[(MemberReference, Int)]](repeating: [], count: screenList.count)
    for (typeIndex, typeFacts) in facts.enumerated() {
      for (memberIndex, memberFacts) in typeFacts.enumerated() {
        for (index, fact) in memberFacts.facts.enumerated() where runsForAnotherScreen(fact, in: typeIndex) {
          callbacks[callbackScreen(of: fact)!].append((MemberReference(type: typeIndex, member: memberIndex), index))
        }
      }
    }

    for (screenIndex, screen) in screenList.enumerated() {
      var seen: Set<MemberReference> = []
      for type in screen.types {
        let mixins = Set(hierarchy.mixins[type])
        for reference in ownCode(of: type) where seen.insert(reference).inserted {
          let file = sources.files[memberFiles[memberNode(reference)]]
          // `prepare(for:sender:)` names the destinations of the storyboard's segues.
          let prepares = sources.types[reference.type].members[reference.member].key == Self.prepare
          for fact in facts[reference.type][reference.member].facts where !runsForAnotherScreen(fact, in: reference.type) {
            if prepares, case .cast(let target) = fact.action, let screen = screens.screenOfType[target] {
              let reach = Reach(kind: .presents, idiom: .segue, depth: 0, step: .member(reference), through: -1)
              offer(screenIndex, screen, reach, nil, file.location(fact.token))
            }
            var reached = Reaches()
            evaluate(fact, of: reference, perspective: type, reader: nil, into: &reached)
            for item in reached.items {
              // A protocol extension's code is a helper the screen shares with others.
              if mixins.contains(reference) {
                var reach = item.reach
                reach.idiom = .helper
                reach.depth += 1
                offer(screenIndex, item.screen, reach, .member(reference), file.location(fact.token))
              } else {
                offer(screenIndex, item.screen, item.reach, nil, file.location(fact.token))
              }
            }
          }
        }
        // What the storyboard wires from this controller's scene: buttons' and cells' segues
        // have no Swift.
        for index in storyboards.bySource[type] ?? [] {
          let segue = storyboards.segues[index]
          if let target = screens.screenOfType[segue.destination] {
            offer(screenIndex, target, Reach(kind: segue.kind, idiom: .segue, depth: 0, step: .segue(index), through: -1), nil, segue.location)
          } else if storyboards.embedded.contains(segue.destination), roles.isPart(segue.destination) {
            // A controller the storyboard embeds in this one's container view is part of this
            // screen: where its code and its own segues lead is this screen's navigation.
            var reached = Reaches()
            addPart(segue.destination, kind: nil, reader: nil, into: &reached)
            for item in reached.items { offer(screenIndex, item.screen, item.reach, nil, segue.location) }
            for childIndex in storyboards.bySource[segue.destination] ?? [] {
              let childSegue = storyboards.segues[childIndex]
              guard let target = screens.screenOfType[childSegue.destination] else { continue }
              let reach = Reach(kind: childSegue.kind, idiom: .segue, depth: 1, step: .segue(childIndex), through: -1)
              offer(screenIndex, target, reach, nil, childSegue.location)
            }
          }
        }
        for (propertyIndex, property) in sources.types[type].storedProperties.enumerated() {
          // `let pages: [PageViewController]`: child controllers kept in a collection are parts too.
          let embeddedElements = property.elementType.flatMap { roles.isController[$0] && screens.screenOfType[$0] == nil ? $0 : nil }
          guard let heldType = property.heldType ?? embeddedElements else { continue }
          // An object from the environment (`@EnvironmentObject var workspace: WorkspaceDocument`)
          // is every view's under it: what its views show is not this screen's navigation.
          // Nor is an object a dependency container hands in, unless it is a screen's own code.
          guard !property.attributes.contains(where: Self.environment.contains), property.injectionKeyPath == nil || roles.isScreenCode(heldType)
          else { continue }
          // `@ObservedObject var model: SyncSettingsViewModel`: the model of the screen that
          // shows this one, handed down; holding it leads nowhere.
          // So is anything but a controller or a view that it is handed and never makes (`let
          // viewModel: SettingsViewModel`, set from `init`): a model is the state it shares with
          // the screen that made it, shared data (`HandedInModels`), not navigation.
          // A screen held through a protocol it adopts (`var delegate: CreateEventDelegate?`) is
          // the one that handed itself in to hear back, not a child.
          if let child = screens.screenOfType[heldType], !property.attributes.contains(where: Self.handedDown.contains),
            !Self.isHeldThroughProtocol(property, sources: sources),
            roles.isShowable(heldType) || NavigationFacts.does(type, make: heldType, facts: facts, hierarchy: hierarchy)
          {
            let step = Reaches.Step.property(type: type, index: propertyIndex)
            offer(screenIndex, child, Reach(kind: .storesChild, idiom: .storedChild, depth: 0, step: step, through: -1), nil, property.location)
          } else if roles.isPart(heldType) {
            var reached = Reaches()
            addPart(heldType, kind: nil, reader: nil, into: &reached)
            for item in reached.items { offer(screenIndex, item.screen, item.reach, nil, property.location) }
          }
        }
      }
      for (reference, index) in callbacks[screenIndex] {
        offerFact(reference, index, from: screenIndex, idiom: .callback, offer: offer)
      }
    }
    for tabs in tabsSetElsewhere() {
      for node in tabs.flow {
        for item in read(node, by: nil).items {
          var reach = item.reach
          reach.idiom = .helper
          reach.depth += 1
          offer(tabs.screen, item.screen, reach, .member(tabs.setter), tabs.location)
        }
      }
    }
    for (screenIndex, references) in delegateMethods().enumerated() {
      for reference in references {
        for (index, fact) in facts[reference.type][reference.member].facts.enumerated() where !runsForAnotherScreen(fact, in: reference.type) {
          offerFact(reference, index, from: screenIndex, idiom: .delegate, offer: offer)
        }
      }
    }

    var edges: [NavigationEdge] = []
    // The app extension or platform's app a screen is declared in, where it says: no edge runs from
    // one's screens to another's, nor between a target's screen and the app's screen that has a twin
    // in that target (`List` beside `List (iOS)`): a part both platforms share hands a binding up to either's.
    let types = sources.types
    let targets = screenList.map { screen in screen.types.lazy.compactMap { types[$0].target }.first }
    let twins = Dictionary(grouping: screenList.indices) { ScreenNames.withoutTarget(screenList[$0].name) }
    /// Whether the screen has a twin of the same name in `target`.
    func hasTwin(_ screen: Int, in target: String) -> Bool {
      twins[ScreenNames.withoutTarget(screenList[screen].name)]?.contains { targets[$0] == target } == true
    }
    func crossesTargets(_ from: Int, _ to: Int) -> Bool {
      switch (targets[from], targets[to]) {
      case let (fromTarget?, toTarget?): fromTarget != toTarget
      case let (nil, toTarget?): hasTwin(from, in: toTarget)
      case let (fromTarget?, nil): hasTwin(to, in: fromTarget)
      case (nil, nil): false
      }
    }
    var systemScreens = [[String]](repeating: [], count: screenList.count)
    var unfollowed = [[AuditScreen.UnfollowedCall]](repeating: [], count: screenList.count)
    for (from, targets) in best.enumerated() {
      for (to, found) in targets {
        if to >= firstUnfollowedTarget {
          let site = unfollowedSites[to - firstUnfollowedTarget]
          let file = sources.files[site.file]
          let written = UnfollowedCalls.written(call: site.token, in: file)
          unfollowed[from].append(AuditScreen.UnfollowedCall(
            call: written.receiver.map { $0 + "." + written.name } ?? written.name, location: file.location(site.token),
            via: via(found.first, found.reach, to: to)))
          continue
        }
        guard to < screenList.count else {
          systemScreens[from].append(SystemScreens.names[to - screenList.count])
          continue
        }
        if crossesTargets(from, to) { continue }
        edges.append(NavigationEdge(
          from: screenList[from].name, to: screenList[to].name, kind: found.reach.kind, idiom: found.reach.idiom,
          via: via(found.first, found.reach, to: to), location: found.location))
      }
    }
    // A tab bar holds screens: one whose tabs are set where the audit cannot follow (by a
    // coordinator that keeps it as a `UITabBarController`) is no leaf; its tabs are the unknown.
    for (index, screen) in screenList.enumerated() {
      guard let tabBar = screen.types.first(where: { roles.isTabBar[$0] }), !best[index].keys.contains(where: { $0 < screenList.count }) else {
        continue
      }
      unfollowed[index].append(AuditScreen.UnfollowedCall(call: sources.types[tabBar].name + ".viewControllers", location: sources.types[tabBar].location))
    }
    return (
      edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }, systemScreens.map { $0.sorted() },
      unfollowed.map { $0.sorted { ($0.location, $0.call) < ($1.location, $1.call) } }
    )
  }

  /// Where other code sets a tab bar screen's tabs: the screen, the method that sets them, where,
  /// and the nodes whose reaches are its tabs.
  private struct TabsSetting {
    var screen: Int
    var setter: MemberReference
    var location: AuditLocation
    var flow: [Int]
  }

  /// The tab bar screens whose tabs other code sets (`NavigationFacts.Action.setsTabs`) from
  /// controllers made before (the tabs made in the call itself run for the tab bar, as a
  /// callback does), each with the flow that made them: the route body or method the setting is
  /// written in, or where that method shows no screen itself (`configureTabBarController(with:)`
  /// handed the tabs), the methods of its type that call it (`start()`).
  private mutating func tabsSetElsewhere() -> [TabsSetting] {
    var found: [TabsSetting] = []
    for (type, typeFacts) in facts.enumerated() {
      for (member, memberFacts) in typeFacts.enumerated() {
        for (index, fact) in memberFacts.facts.enumerated() {
          guard case .setsTabs(let tabBar) = fact.action, let screen = screens.screenOfType[tabBar], screens.screenOfType[type] != screen,
            !memberFacts.facts.contains(where: { $0.subject == tabBar && $0.action.madeOrShownType != nil })
          else { continue }
          let reference = MemberReference(type: type, member: member)
          let file = sources.files[memberFiles[memberNode(reference)]]
          if let body = memberFacts.routeBodies.firstIndex(where: { $0.facts.contains(index) }) {
            found.append(TabsSetting(screen: screen, setter: reference, location: file.location(fact.token), flow: [bodyNode(reference, body)]))
            continue
          }
          let node = memberNode(reference)
          if read(node, by: nil).items.contains(where: { $0.screen < screens.screens.count && $0.screen != screen }) {
            found.append(TabsSetting(screen: screen, setter: reference, location: file.location(fact.token), flow: [node]))
            continue
          }
          let name = sources.types[type].members[member].key
          var flow = [node]
          for (caller, callerFacts) in typeFacts.enumerated() where caller != member {
            let calls = callerFacts.facts.contains {
              if case .call(let called, .own, _) = $0.action { return called == name }
              return false
            }
            if calls { flow.append(memberNode(MemberReference(type: type, member: caller))) }
          }
          found.append(TabsSetting(screen: screen, setter: reference, location: file.location(fact.token), flow: flow))
        }
      }
    }
    return found
  }

  /// Offers what a fact another type runs for a screen leads to, as that screen's edge.
  private mutating func offerFact(
    _ reference: MemberReference, _ index: Int, from screen: Int, idiom: NavigationEdge.Idiom,
    offer: (Int, Int, Reach, Reaches.Step?, AuditLocation) -> Void
  ) {
    let fact = facts[reference.type][reference.member].facts[index]
    let file = sources.files[memberFiles[memberNode(reference)]]
    var reached = Reaches()
    evaluate(fact, of: reference, perspective: reference.type, reader: nil, into: &reached)
    for item in reached.items {
      var reach = item.reach
      reach.idiom = idiom
      reach.depth += 1
      offer(screen, item.screen, reach, .member(reference), file.location(fact.token))
    }
  }

  /// Per screen, the methods other types implement for its delegate protocol: a type that adopts
  /// `ProfileViewControllerDelegate` runs its `profile(didSelect:)` for the `Profile` screen. The
  /// delegate of a part (a controller embedded in the screen) runs for the screens it is part of,
  /// unless the delegate is a screen that has the part too.
  private func delegateMethods() -> [[MemberReference]] {
    var methods = [[MemberReference]](repeating: [], count: screens.screens.count)
    let holders = Self.delegateHolders(in: sources)
    for (typeIndex, type) in sources.types.enumerated() where type.kind == .class || type.kind == .struct {
      for adopted in type.inheritance where adopted.hasSuffix("Delegate") {
        guard let protocolIndex = sources.resolve(adopted, from: type), sources.types[protocolIndex].kind == .protocol else { continue }
        // A screen that adopts the protocol of its own part is that part's delegate, not the
        // delegate of the same part in other screens.
        let own = screens.screenOfType[typeIndex]
        func screensKeeping(_ holders: [Int]) -> [Int] {
          var delegated: [Int] = []
          for holder in holders {
            let screensOfHolder = screens.screenOfType[holder].map { [$0] }
              ?? (own.map { parts.parts[$0].contains(holder) } == true ? [] : parts.screensOfPart[holder])
            for screen in screensOfHolder where !delegated.contains(screen) { delegated.append(screen) }
          }
          return delegated
        }
        // The screens whose types keep a delegate of the protocol (`weak var delegate:
        // TicketViewControllerDelegate?` in `TicketDetailViewController`), one or two; else the
        // type it is named after. A protocol the types of more screens keep is an interface they
        // share: each calls some of its methods, and which ones the audit does not tell.
        let held = screensKeeping(holders[protocolIndex] ?? [])
        let delegated = !held.isEmpty && held.count <= Self.maximumScreensKeepingDelegate ? held
          : screensKeeping(sources.resolve(String(adopted.dropLast("Delegate".count)), from: type).map { [$0] } ?? [])
        let protocolType = sources.types[protocolIndex]
        let requirements = protocolType.members.filter(\.isRequirement)
        let keys = Set(requirements.map(\.key))
        for screen in delegated where screen != own {
          for (memberIndex, member) in type.members.enumerated() where keys.contains(member.key) {
            // Two protocols' `didSelectQuantity(…, in:)` in one coordinator: the parameters say whose.
            if type.members.lazy.filter({ $0.key == member.key }).count > 1 {
              let signature = parameters(of: member)
              guard requirements.contains(where: { $0.key == member.key && parameters(of: $0) == signature }) else { continue }
            }
            methods[screen].append(MemberReference(type: typeIndex, member: memberIndex))
          }
        }
      }
    }
    return methods
  }

  /// A function's parameters as its callers see them: labels and types, without the names inside
  /// or default values, each type by its own name (`_: Ticket, in: TicketDetailViewController`).
  private func parameters(of member: AuditedType.Member) -> [Signature] {
    ParameterList.declaration(member.nameToken, in: sources.files[member.file]).map { Signature(label: $0.label, type: $0.type) }
  }

  /// A parameter as a caller sees it.
  private struct Signature: Equatable {
    var label: Name
    var type: String
  }

  /// How many screens may keep a delegate protocol for it to be theirs.
  private static let maximumScreensKeepingDelegate = 2

  /// Per delegate protocol of the app, the types whose stored property holds one: the types that
  /// tell it of their events.
  private static func delegateHolders(in sources: AuditSources) -> [Int: [Int]] {
    var holders: [Int: [Int]] = [:]
    for (typeIndex, type) in sources.types.enumerated() where type.kind == .class || type.kind == .struct {
      for property in type.storedProperties {
        guard let held = property.heldType, sources.types[held].kind == .protocol, sources.types[held].name.hasSuffix("Delegate"),
          holders[held]?.last != typeIndex
        else { continue }
        holders[held, default: []].append(typeIndex)
      }
    }
    return holders
  }
}
