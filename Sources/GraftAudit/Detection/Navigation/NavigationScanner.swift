import GraftSupport

/// Reads the navigation facts of a member in one pass over its tokens, keeping a stack of the
/// brackets it is inside: what is made inside `present(`, `.sheet { }` or
/// `navigationDestination { }` is shown; a `switch`'s `case .profile:` body is what `.profile`
/// leads to; a closure handed to another object (`child.onDone = { … }`,
/// `coordinator.actions.sink { … }`) runs on that object's behalf. Linear in the tokens: each
/// bracket is pushed and popped once, and every look-ahead is bounded.
struct NavigationScanner: Sendable {
  /// SwiftUI's link, which pushes onto the stack it is in (the resolver reads it too).
  static let navigationLink = Name(0xcc95d7364ab9ef07, "NavigationLink")

  let sources: AuditSources
  let hierarchy: TypeHierarchy
  /// Names of the app's enum cases and static members: what `.name` may route to.
  let routeNames: NameSet
  /// Names of the app's methods, and of calls named like a coordinator's (`showProfile`): what a
  /// call fact is worth recording for.
  let callNames: NameSet
  /// Names of the app's stored properties that hold a closure: `didFinish`, `onSelect`.
  let closureProperties: NameSet
  /// The one app type that keeps a closure in a stored property of each name (`onMessageTap`),
  /// -1 where several do: whose callback a closure stored under that name is, where the code
  /// does not say the holder's type (`inbox.vm.onMessageTap = { … }` of a tuple a builder returns).
  let closurePropertyOwners: NameTable<Int>
  let roles: TypeRoles
  /// `Type.name` pairs: the cases and static members each type declares, and its static methods.
  private let routeMembers: NameSet
  private let staticMethods: NameSet
  /// `Type.name` pairs of the static methods declared to return something other than a screen
  /// or their own type (`static func makeGridLayoutSection(…) -> NSCollectionLayoutSection`):
  /// calling one makes no instance of the type, whatever its name says.
  let staticNonFactories: NameSet
  /// Per type, whether the app only extends it (a framework's type).
  let isExtensionOnly: [Bool]
  /// The app's controllers by the identifier their storyboard scene gives them
  /// (`storyboardIdentifier="TabBarViewController"`): what `instantiateViewController(withIdentifier:)` makes.
  let storyboardIdentifiers: [String: Int]
  /// The same controllers by the app's constants holding their identifiers
  /// (`K.Storyboard.authNavigationController`), by the constant's name.
  let storyboardIdentifierConstants: [String: Int]
  /// `$openChat` for the key of `openChat`, a property a SwiftUI view or an observable model
  /// keeps as state (`@State`, `@Published`, `@Binding`, or any stored `var` of an `@Observable`
  /// class): the name under which a presentation bound to it (`.sheet(item: $openChat)`) shows
  /// what it shows, and setting it shows that.
  let presentationStates: NameTable<Name>
  /// The bindings views hand the views they make: setting one sets off what the holder's state shows.
  let handOffs: BindingHandOffs
  /// Per type that keeps presentation state, the states each of its methods sets in its own code
  /// (`func openBadge(_ badge:) { selectedBadge = badge }`), by method: calling the method sets
  /// off what a presentation bound to them shows.
  let statesSetByMethods: [Int: NameTable<[Name]>]
  /// Their methods' names, to rule out most calls without typing their receiver.
  let methodsSettingStates: NameSet
  /// Per SwiftUI view, the states its presentation modifiers are bound to
  /// (`.sheet(item: $viewModel.selectedBadge)`), as `presentationStates` names them (`$selectedBadge`).
  let projectedStates: [Int: Set<Name>]
  /// Per type, whether it is the app's own hosting or navigation controller
  /// (`UIHostingRootController<Content>`, `PopupNavigationController`): what it is made around
  /// (its root view, its root controller) is what it shows.
  let wrapsItsRoot: [Bool]
  /// What a state is set to when a presentation bound to it is dismissed, not shown.
  static let resets = NameSet(["nil", "false"])
  /// Per type, how a view of the app's generic over the view it is handed shows that view when
  /// its own body pushes or presents it (`EditButtonView { EditPage() }` whose body is
  /// `NavigationLink(destination: content())`); nil for any other type, and for a wrapper that
  /// lays out what it wraps.
  let contentPresentation: [NavigationCallee?]
  /// The package module each file is in.
  let modules: SourceModules
  /// Per type, whether it takes a trailing closure as an action, not as content.
  private let takesTrailingAction: [Bool]
  /// Names of the app's controllers generic over the controllers they lay out
  /// (`TopBottomContainer<Top: UIViewController, …>`): most apps have none, and a comma in a call
  /// asks first whether it may be one's.
  let controllerContainers: NameSet
  /// Per type, whether it is an enum of RxFlow's steps (`enum PensionStep: Step` in a file that
  /// imports RxFlow): a case of one named in a member that hands steps on
  /// (`.map { _ in PensionStep.searchRequired }.bind(to: steps)`) is emitted for the flow whose
  /// `navigate(to:)` switches over it.
  let isStepEnum: [Bool]
  /// The app's controller or view each static method of the app returns, by `pair(type, name)`
  /// (of overloads of one name, the last declared):
  /// `Wireframe.loginWithEmailViewController() -> LoginWithEmailViewController`, a factory of
  /// screens that names what it makes by its result only.
  let staticFactories: NameTable<Int>
  /// The controller or view each factory method of the app's instances is declared to return, by
  /// the method's name (`makeDistrictSelectionController() -> DistrictSelectionViewController`
  /// of a dependency container); -1 where two methods of that name return different types.
  let instanceFactories: NameTable<Int>
  /// The controller or view each instance method of the app's is declared to return, by its
  /// type and name (`pair`): `coordinator.startPush() -> FolderDetailViewController` on a value
  /// whose type is known makes that screen, whatever the method is called; -1 where it returns
  /// no screen, or its overloads return different ones.
  let instanceMethodScreens: NameTable<Int>
  /// The words a factory method's name starts with: `makeSurveyViewController`.
  static let factoryWords = ["make", "create", "build"].map { Array($0.utf8) }

  /// The app type a global variable holds (`let appDelegate = UIApplication.shared.delegate as!
  /// AppDelegate`, `let router = AppRouter.shared`): a name every type's code may call on.
  let globalTypes: NameTable<Int>

  /// Where the app's own helpers and containers embed controllers.
  let childEmbedding: ChildEmbedding

  init(sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, handOffs: BindingHandOffs, storyboardIdentifiers: [String: Int]) {
    self.sources = sources
    self.handOffs = handOffs
    self.storyboardIdentifiers = storyboardIdentifiers
    let storyboardIdentifierConstants = StoryboardIdentifiers.constants(naming: storyboardIdentifiers, in: sources)
    self.storyboardIdentifierConstants = storyboardIdentifierConstants
    // What a factory declared to return the framework's controller makes in its body.
    let factoryBodies = FactoryBodies(identifiers: storyboardIdentifiers, constants: storyboardIdentifierConstants)
    globalTypes = Self.globalTypes(in: sources)
    self.hierarchy = hierarchy
    self.roles = roles
    var routeNames: [Name] = []
    var callNames: [Name] = []
    var routeMembers: [Name] = []
    var staticMethods: [Name] = []
    var closureProperties: [Name] = []
    var closurePropertyOwners = NameTable<Int>()
    var staticFactories: [(Name, Int)] = []
    var staticNonFactories: [Name] = []
    var instanceFactories = NameTable<Int>()
    var instanceMethodScreens = NameTable<Int>()
    for (index, type) in sources.types.enumerated() {
      // `var didFinish: ((Coordinator) -> Void)?`: calling it runs what others stored there.
      for property in type.storedProperties where sources.holdsClosure(property) {
        closureProperties.append(property.key)
        guard type.kind != .protocol else { continue }
        let owner = closurePropertyOwners[property.key]
        closurePropertyOwners[property.key] = owner == nil || owner == index ? index : -1
      }
      for member in type.members {
        if member.kind == .enumCase || (member.isStatic && !member.isStored) {
          routeNames.append(member.key)
          routeMembers.append(Self.pair(index, member.key))
        }
        if member.kind == .function {
          callNames.append(member.key)
          if member.isStatic {
            staticMethods.append(Self.pair(index, member.key))
            if let returned = Self.returnedController(of: member, in: type, sources: sources, roles: roles, factoryBodies: factoryBodies) {
              staticFactories.append((Self.pair(index, member.key), returned))
            } else if Self.returnsOtherValue(member, of: type, sources: sources, roles: roles) {
              staticNonFactories.append(Self.pair(index, member.key))
            }
          } else if !member.isRequirement {
            // A method of that name that returns anything else (`makeModule(text:) ->
            // UIActivityViewController` beside `makeModule() -> ProfileViewController`) leaves
            // the name saying nothing.
            let returned = Self.returnedController(of: member, in: type, sources: sources, roles: roles, factoryBodies: factoryBodies) ?? -1
            if Self.factoryWords.contains(where: { sources.files[member.file].hasCamelCasePrefix(member.nameToken, $0) }) {
              let known = instanceFactories[member.key]
              instanceFactories[member.key] = known == nil || known == returned ? returned : -1
            }
            let key = Self.pair(index, member.key)
            let known = instanceMethodScreens[key]
            instanceMethodScreens[key] = known == nil || known == returned ? returned : -1
          }
        }
      }
    }
    callNames += closureProperties
    self.closureProperties = NameSet(closureProperties)
    self.closurePropertyOwners = closurePropertyOwners
    self.routeNames = NameSet(routeNames)
    self.callNames = NameSet(callNames)
    self.routeMembers = NameSet(routeMembers)
    self.staticMethods = NameSet(staticMethods)
    self.staticFactories = NameTable(staticFactories)
    self.staticNonFactories = NameSet(staticNonFactories)
    self.instanceFactories = instanceFactories
    self.instanceMethodScreens = instanceMethodScreens
    childEmbedding = ChildEmbedding(sources: sources, roles: roles)
    isExtensionOnly = sources.types.map { $0.kind == .extension }
    controllerContainers = NameSet(sources.types.indices.filter { roles.isContainerView[$0] && roles.isController[$0] }.map { Name(sources.types[$0].name) })
    var presentationStates = NameTable<Name>()
    for type in sources.types {
      let observable = type.attributes.contains("Observable")
      for property in type.storedProperties where property.isVariable && presentationStates[property.key] == nil {
        guard observable || property.attributes.contains(where: Self.stateWrappers.contains) else { continue }
        presentationStates[property.key] = Name("$" + property.name)
      }
    }
    self.presentationStates = presentationStates
    let statesSetByMethods = Self.statesSetByMethods(in: sources, presentationStates: presentationStates)
    self.statesSetByMethods = statesSetByMethods
    methodsSettingStates = NameSet(statesSetByMethods.keys.flatMap { type in
      sources.types[type].members.filter { statesSetByMethods[type]?[$0.key] != nil }.map(\.key)
    })
    projectedStates = statesSetByMethods.isEmpty ? [:] : Self.projectedStates(in: sources, roles: roles, presentationStates: presentationStates)
    wrapsItsRoot = sources.types.indices.map { Self.wrapsItsRoot($0, in: hierarchy, sources: sources) }
    contentPresentation = sources.types.indices.map { ContentPresentation.role(of: $0, in: sources, roles: roles) }
    modules = SourceModules(paths: sources.files.map(\.path), declaringTypes: Set(sources.types.map { sources.files[$0.file].path }))
    takesTrailingAction = sources.types.map { Self.takesTrailingAction($0, in: sources) }
    // RxFlow's `Step`, not an app's own protocol of that name: the enum's file imports RxFlow.
    isStepEnum = sources.types.map { type in
      guard type.kind == .enum, type.inheritance.contains(where: { $0 == "Step" || $0 == "RxFlow.Step" }) else { return false }
      let file = sources.files[type.file]
      return (0..<min(file.tokens.count, 400)).contains { file.name($0) == Self.importName && file.name($0 + 1) == Self.rxFlow }
    }
  }

  /// The screen an RxFlow flow's `root` returns (`var root: Presentable { controller }`): the
  /// type of the stored property it names, nil when it names none.
  func rootScreen(ofFlow flow: Int) -> Int? {
    let type = sources.types[flow]
    guard let root = type.members.first(where: { $0.key == Self.rootName && $0.kind == .var && !$0.isStored }) else { return nil }
    let file = sources.files[root.file]
    for token in root.tokens where file.tokens[token].kind == .identifier {
      if let held = type.storedProperties.first(where: { $0.key == file.name(token) })?.heldType { return held }
    }
    return nil
  }

  private static let rootName = Name("root")
  private static let importName = Name("import"), rxFlow = Name("RxFlow")

  /// How `type`'s own method `name` shows what it is handed, when it hands one of its
  /// parameters, as it is, to a call that navigates (`func onStep(_ step: Step) {
  /// path.append(step) }` pushes, `func presentSheet(_ controller: UIViewController) {
  /// present(controller, animated: true) }` presents); nil for any other method. Asked only of a
  /// call handed a route, so read then.
  func forwardingRole(of name: Name, in type: Int) -> NavigationCallee? {
    for member in sources.types[type].members where member.key == name && member.kind == .function && !member.isRequirement {
      let file = sources.files[member.file]
      guard let body = member.tokens.first(where: { file.name($0) == .openBrace }) else { continue }
      var parameters: [Name]?
      for open in body..<member.tokens.upperBound where file.name(open) == .openParen && file.tokens[open - 1].kind == .identifier {
        // `push(step)`, `show(route: step)`.
        let argument = file.name(open + 2) == .colon ? open + 3 : open + 1
        guard argument + 1 < member.tokens.upperBound, file.name(argument + 1) == .closeParen || file.name(argument + 1) == .comma else { continue }
        let role = Self.isPathAppend(open - 1, in: file) ? .pushes : NavigationCallee.role(of: open - 1, in: file)
        guard role == .pushes || role == .presents else { continue }
        if parameters == nil { parameters = ParameterList.declaration(member.nameToken, in: file).map(\.name) }
        if parameters!.contains(file.name(argument)) { return role }
      }
    }
    return nil
  }

  /// `path.append(.detail(id))`, `verificationPath.append(.confirmCode)`: a route appended to
  /// the path a `NavigationStack(path:)` shows is pushed.
  static func isPathAppend(_ callee: Int, in file: AuditFile) -> Bool {
    file.name(callee) == append && callee >= 2 && file.name(callee - 1) == .dot
      && file.tokens[callee - 2].kind == .identifier && file.hasSuffix(callee - 2, lowercased: pathWord)
  }

  private static let append = Name(0x3e7fe942f71f1e61, "append")
  private static let pathWord = Array("path".utf8)

  private static let stateWrappers = NameSet(["State", "Published", "Binding"])

  /// Whether the app view named `name` takes a trailing closure as an action (`takesTrailingAction`).
  func takesTrailingAction(_ name: Name, from scope: AuditedType) -> Bool {
    sources.resolve(name, from: scope).map { takesTrailingAction[$0] } ?? false
  }

  /// Whether an app view made with a trailing closure (`PledgeScreen { … }`) takes it as an action
  /// it runs (`let onConfirm: () -> Void`), not as content it shows (`let content: () -> Content`):
  /// an action is the made view's callback. The closure fills the last property the memberwise
  /// initializer takes: one without a value, and not a wrapper the view keeps to itself (`@State`).
  /// Or one of its own initializers ends with such an action (`init(onContinue: @escaping () ->
  /// Void)` of a hosting controller that hands it on to its root view).
  static func takesTrailingAction(_ type: AuditedType, in sources: AuditSources) -> Bool {
    let declaresAction = type.members.contains { member in
      guard member.kind == .initializer, let last = ParameterList.declaration(member.nameToken, in: sources.files[member.file]).last,
        last.isClosure
      else { return false }
      return actionResults.contains { last.type.hasSuffix($0) }
    }
    if declaresAction { return true }
    guard let last = type.storedProperties.last(where: { $0.initializer.isEmpty && !$0.attributes.contains(where: ownWrappers.contains) })
    else { return false }
    let file = sources.files[last.file]
    guard let arrow = last.annotation.first(where: { file.name($0) == .arrow }) else { return false }
    return ((arrow + 1)..<last.annotation.upperBound).allSatisfy { actionResultWords.contains(file.name($0)) }
  }

  /// How the type of a closure parameter that is an action ends, as `ParameterList` writes it.
  private static let actionResults = ["->Void", "->Void)?", "->()", "->())?"]

  /// What an action's written result is made of: `Void`, `()`, `(() -> Void)?`'s closing.
  private static let actionResultWords = NameSet(["Void", "(", ")", "?"])
  /// Wrappers whose values a view keeps rather than takes.
  private static let ownWrappers = NameSet([
    "State", "StateObject", "Environment", "EnvironmentObject", "AppStorage", "SceneStorage", "FocusState", "Namespace", "GestureState",
  ])

  /// The app's controller or view a function's declaration says it returns (`-> LoginViewController`),
  /// or, declared to return the framework's controller (`-> UIViewController`), the one controller
  /// of the app's its body makes (`FactoryBodies`), where those are given.
  private static func returnedController(
    of member: AuditedType.Member, in type: AuditedType, sources: AuditSources, roles: TypeRoles, factoryBodies: FactoryBodies?
  ) -> Int? {
    let file = sources.files[member.file]
    guard let returnedToken = returnTypeToken(of: member, in: file), file.isCapitalized(returnedToken), file.name(returnedToken + 1) != .dot
    else { return nil }
    // (The app's `extension UIViewController` leaves it the framework's type.)
    guard let returned = sources.resolve(file.name(returnedToken), from: type), sources.types[returned].kind != .extension else {
      return factoryBodies?.controller(madeBy: member, returning: returnedToken, in: type, sources: sources, roles: roles)
    }
    return roles.isController[returned] || roles.isSwiftUIView[returned] ? returned : nil
  }

  /// The first token of a function's declared result, after its `->`; nil when it declares none.
  private static func returnTypeToken(of member: AuditedType.Member, in file: AuditFile) -> Int? {
    var cursor = member.nameToken + 1
    var depth = 0
    while cursor < member.tokens.upperBound {
      let name = file.name(cursor)
      if name == .openParen || name == .openBracket { depth += 1 }
      if name == .closeParen || name == .closeBracket { depth -= 1 }
      if depth == 0, name == .openBrace { return nil }
      if depth == 0, name == .arrow { break }
      cursor += 1
    }
    return cursor + 1 < member.tokens.upperBound ? cursor + 1 : nil
  }

  /// Whether a static method is declared to return a value that is no screen: `->
  /// NSCollectionLayoutSection`, `-> CGFloat`, an app type that is no controller or view. Not its
  /// own type (`Self`, or the type by name), a framework's controller or view (`->
  /// UIViewController`, what a storyboard factory returns), an opaque or generic result, nor one
  /// that returns nothing, whose name alone says what it does.
  private static func returnsOtherValue(_ member: AuditedType.Member, of type: AuditedType, sources: AuditSources, roles: TypeRoles) -> Bool {
    let file = sources.files[member.file]
    guard let token = returnTypeToken(of: member, in: file), file.tokens[token].kind == .identifier, file.isCapitalized(token) else { return false }
    let returned = file.text(token)
    if returned == "Self" || returned == type.name || returned.count == 1 { return false }
    if let app = sources.resolve(file.name(token), from: type) { return !roles.isShowable(app) && !roles.isController[app] }
    return !["View", "Controller", "Screen", "VC"].contains(where: returned.hasSuffix)
  }

  /// The properties that switch a tab bar's tab: `selectedIndex`, `selectedViewController`.
  static let tabSelections = NameSet(["selectedIndex", "selectedViewController"])

  /// The app types the global variables hold, as written: the annotation (`let router:
  /// AppRouter`), else the initial value's cast (`… as! AppDelegate`) or the type it starts from
  /// (`AppRouter.shared`, `AppRouter()`).
  private static func globalTypes(in sources: AuditSources) -> NameTable<Int> {
    var found: [(Name, Int)] = []
    for file in sources.files {
      for declaration in file.source.declarations where declaration.kind == .let || declaration.kind == .var {
        var written = declaration.type.map { TypeNames.bare($0) }
        if written == nil, let value = declaration.initializer?.trimmed() {
          // `… as! AppDelegate`: the last cast, a word of its own (not `assembly:`).
          let words = value.split(whereSeparator: \.isWhitespace)
          if let cast = words.lastIndex(where: { $0 == "as" || $0 == "as!" || $0 == "as?" }), cast + 1 < words.count {
            written = String(words[cast + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          } else if value.first?.isUppercase == true {
            written = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
          }
        }
        guard let written, written.first?.isUppercase == true, let type = sources.resolve(written, from: nil) else { continue }
        found.append((Name(declaration.name), type))
      }
    }
    return NameTable(found)
  }

  /// Whether an app type is a hosting or a navigation controller of its own
  /// (`UIHostingRootController<Content>`, a popup's `UINavigationController` subclass); not a
  /// navigation controller with methods of its own that others call (`offerUpgrade()`).
  private static func wrapsItsRoot(_ type: Int, in hierarchy: TypeHierarchy, sources: AuditSources) -> Bool {
    guard let base = hierarchy.frameworkBase[type] else { return false }
    if base == "UIHostingController" || base == "NSHostingController" { return true }
    guard base == "UINavigationController" else { return false }
    return !hierarchy.lineage[type].contains { owner in
      sources.types[owner].members.contains { member in
        let file = sources.files[member.file]
        return member.kind == .function && !(member.tokens.lowerBound..<member.nameToken).contains { Self.notCalledOutside.contains(file.name($0)) }
      }
    }
  }
  /// What says a method is no one else's to call: an override the framework calls, a private one.
  private static let notCalledOutside = NameSet(["override", "private", "fileprivate"])

  /// One name for a type's member, to look up in a `NameSet`.
  static func pair(_ type: Int, _ member: Name) -> Name {
    Name(rawHash: (member.hash ^ (UInt64(type) &* 0x9E37_79B9_7F4A_7C15)) | 1)
  }

  func declaresRoute(_ member: Name, in type: Int) -> Bool { routeMembers.contains(Self.pair(type, member)) }
  func declaresStaticMethod(_ member: Name, in type: Int) -> Bool { staticMethods.contains(Self.pair(type, member)) }

  /// The app type that `type`'s property `name` (its own or a superclass's) holds.
  func memberType(of type: Int, named name: Name) -> Int? {
    sources.propertyType(name, lineage: hierarchy.lineage[type])
  }

  /// The facts of each member of each type of a run, in order. The types of a run share what
  /// each call's name says it does (`present`, `List`): the same few hundred names recur in
  /// every type.
  func facts(of types: Range<Int>) -> [[NavigationFacts]] {
    var callees = NameTable<NavigationCallee>()
    return types.map { facts(of: $0, callees: &callees) }
  }

  /// The facts of each member of a type, in member order.
  private func facts(of typeIndex: Int, callees: inout NameTable<NavigationCallee>) -> [NavigationFacts] {
    let members = sources.types[typeIndex].members
    guard !members.isEmpty else { return [] }
    var properties = NameTable<Int>()
    for (depth, owner) in hierarchy.lineage[typeIndex].enumerated() {
      for property in sources.types[owner].storedProperties where properties[property.key] == nil {
        // `@Environment(AppState.self) var appState`: the environment's object, whose state the
        // view sets (`appState.isSignUpPresented = true`) and presents from.
        if let held = property.heldType ?? property.environmentType {
          properties[property.key] = held
        } else if depth == 1, let handed = sources.genericArgument(for: property, of: owner, inheritedBy: typeIndex) {
          // `coordinator?.startAlarm()` through a generic base controller's `weak var coordinator: C?`.
          properties[property.key] = handed
        }
      }
      // `var settingsView: SettingsView { SettingsView(…) }`, handed as `destination: settingsView`.
      for member in sources.types[owner].members where member.kind == .var && !member.isStored && !member.isStatic && properties[member.key] == nil {
        if let held = sources.computedType(member, in: owner) { properties[member.key] = held }
      }
    }
    var scan = MemberScan(scanner: self, typeIndex: typeIndex, properties: properties)
    swap(&scan.callees, &callees)
    var facts = members.map { scan.facts(of: $0) }
    swap(&scan.callees, &callees)
    if roles.isRepresentable[typeIndex] {
      for (index, member) in members.enumerated() where Self.representableMakers.contains(member.key) {
        if let made = controllerReturned(by: member, of: typeIndex, facts: facts[index]) {
          facts[index].facts.append(NavigationFacts.Fact(
            action: .construct(made), presentation: .none, presenter: nil, isDestination: false, token: member.nameToken, subject: nil))
        }
      }
    }
    return facts
  }

  private static let representableMakers = NameSet(["makeUIViewController", "makeNSViewController"])

  /// `func makeUIViewController(context: Context) -> OnboardingViewController { .viewController(for: onboarding) }`:
  /// the app controller a representable's maker returns, when its body makes none the audit can
  /// see (an implicit member, a factory of another module). Its declared type only: what the body
  /// makes, the scan of the body has read.
  private func controllerReturned(by member: AuditedType.Member, of typeIndex: Int, facts: NavigationFacts) -> Int? {
    guard !facts.facts.contains(where: { $0.action.madeOrShownType.map { roles.isController[$0] } == true }) else { return nil }
    guard let made = Self.returnedController(of: member, in: sources.types[typeIndex], sources: sources, roles: roles, factoryBodies: nil) else { return nil }
    return roles.isController[made] ? made : nil
  }
}

/// One pass over one member: the state `NavigationScanner` keeps while it reads.
private struct MemberScan {
  /// An open bracket. Plain data, so that pushing and popping one costs no reference counting.
  struct Opener {
    var bracket: Int
    var isParen: Bool
    /// Whether a view made directly in here is a destination: the innermost non-grouping bracket
    /// around it presents, pushes or holds a root.
    var opensDestination: Bool
    var presentation: NavigationFacts.Presentation
    /// The call that presents or pushes, -1 for none.
    var presenter: Int
    /// The other type whose callback the code in here runs in, -1 for none.
    var subject: Int
    /// The property of `subject` the callback is stored in (`onDone` in `child.onDone = { … }`),
    /// `.none` when it is handed over otherwise.
    var subjectProperty = Name.none
    /// The type whose callback the code around `subject`'s runs in, -1 for none.
    var outerSubject = -1
    /// For a call's parenthesis: whose callback a closure among its arguments is, -1 for none,
    /// -2 until a closure asks.
    var argumentSubject = -2
    /// The call or label the bracket belongs to, -1 for none.
    var callee = -1
    /// The role of the call a parenthesis belongs to: a route named directly inside a navigation
    /// or dispatching call is handed over.
    var role = NavigationCallee.transparent
    var argument = 0
    /// `.event` in `register(.event) { … }`: the first argument, when it names a case.
    var firstCase = Name.none
    var firstCaseQualifier = -1
    /// `firstCase` is a state's presentation name (`$openChat`), not a case's.
    var bindsState = false
    /// The call fact this parenthesis holds the arguments of, -1 for none.
    var callFact = -1
    /// The route body this bracket opens or, for a `switch`, the one of its current `case`:
    /// an index into `bodies`, -1 for none.
    var body = -1
    var isSwitch = false
    /// A `switch self` in a method of an enum: its cases are that enum's (`RouteMap.Backup`'s
    /// `onPresent(navi:)`), whichever other enums of the app have cases of the same names.
    var switchesOverSelf = false

    /// The code in here runs in `type`'s callback, stored in its `property` or handed over
    /// otherwise. The outer one is `holder`, the type the receiver is itself handed to
    /// (`Consent` for `Consent(viewModel: Model(onSelect: { … }))`), else the callback this code
    /// was in before.
    mutating func hand(to type: Int, property: Name = .none, within holder: Int? = nil) {
      // The nearest first: the type the receiver is handed to, then the callback around.
      if let holder, holder != type {
        outerSubject = holder
      } else if subject >= 0, subject != type {
        outerSubject = subject
      }
      subject = type
      subjectProperty = property
    }
  }

  /// A route body being read: the names it runs for and where its facts start.
  struct PendingBody {
    var names: [Name]
    var qualifier: Int?
    var start: Int
    var token: Int
    /// The other type whose callback the body itself runs in, -1 for none.
    var subject: Int
    /// A `switch`'s `case`, not a closure handed a route.
    var isCase = false
  }

  let scanner: NavigationScanner
  let typeIndex: Int
  let type: AuditedType
  let properties: NameTable<Int>
  /// What each call's name says it does, before this type's own views are taken into account.
  var callees = NameTable<NavigationCallee>()
  private var stackBuffer: [Opener] = []
  private var bodiesBuffer: [PendingBody] = []
  private var localsBuffer: [(Name, Int)] = []
  /// The member being read: its parameters type the values its body calls methods on.
  private var member: AuditedType.Member?
  /// The instance methods of this type's lineage, gathered when a method is first handed over.
  private struct OwnMethods {
    var isGathered = false
    var methods = NameSet([Name]())
    /// Those that return a closure.
    var closureMakers = NameSet([Name]())
    /// Its stored and computed properties.
    var properties = NameSet([Name]())
  }
  private var ownMethods = OwnMethods()

  private static func emptied<Element>(_ buffer: inout [Element]) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  init(scanner: NavigationScanner, typeIndex: Int, properties: NameTable<Int>) {
    self.scanner = scanner
    self.typeIndex = typeIndex
    type = scanner.sources.types[typeIndex]
    self.properties = properties
  }

  private static let comparisons = NameSet(["==", "!=", "~=", "===", "!=="])
  /// Labels of where a presenter shows from, not what it shows.
  private static let anchorLabels = NameSet(["from", "sender", "in", "on", "over", "source", "sourceView", "anchor"])
  private static let rootViewLabels = NameSet(["rootView"])
  private static let rootViewController = Name("rootViewController"), window = Name("window")
  static let resets = NavigationScanner.resets
  private static let openWindow = Name("openWindow")
  private static let idLabel = Name("id")
  private static let contentLabel = Name(0x420c_75b5_26b3_5282, "content")
  /// The calls that put a controller's view inside another's; `add(child, to: view)`, an app's
  /// own helper around them, when it names where.
  /// What a function returns when it builds a hosting controller only to measure its view.
  private static let measurements: Set<String> = [
    "CGFloat", "CGSize", "CGRect", "Double", "Float", "Int", "Bool", "NSCollectionLayoutSize", "NSCollectionLayoutDimension",
  ]
  private static let add = Name(0xe70b_c319_0530_e654, "add")
  private static let embeddingTargetLabels: Set<Name> = [Name(0x08c8_3907_b56a_c0a4, "to")]
  private static let embeddingLabels = NameSet(["searchResultsController"])
  private static let performSegue = Name(0x4f8cf31af052d071, "performSegue"), withIdentifier = Name(0x6c2b90462f642832, "withIdentifier")
  private static let destinationLabels: Set<Name> = [Name(0xde3699178fd9f0bf, "destination")]
  /// The labels after which a link's argument is what it shows, not its label.
  private static let linkTargetLabels: Set<Name> = destinationLabels.union([valueLabel])
  private static let tabContainers = NameSet(["TabView", "NavigationSplitView", "UITabBarController", "UISplitViewController"])

  private static let tabView = Name("TabView")
  private static let splitView = Name("NavigationSplitView")
  private static let detailLabel = Name("detail")

  /// For the closure opened at `brace`, a column of a `NavigationSplitView`: whether it shows
  /// what the sidebar picks (`detail:`) rather than being one of the root's own columns (the
  /// sidebar, a three-column view's `content:` list). Nil for any other closure. `call` is the bracket the closure is an argument in, if any
  /// (`NavigationSplitView(sidebar: { … }, detail: { … })`).
  static func splitViewColumnShows(opening brace: Int, in file: AuditFile, call: Opener?) -> Bool? {
    if let call, call.isParen, call.callee >= 0, file.name(call.callee) == splitView {
      return brace >= 2 && file.name(brace - 1) == .colon && file.name(brace - 2) == detailLabel
    }
    // Back over the trailing closures before this one (`{ … } content: { … } detail: {`) to the call.
    var open = brace
    var steps = 0
    while open >= 3, file.name(open - 1) == .colon, file.tokens[open - 2].kind == .identifier, file.name(open - 3) == .closeBrace,
      let previous = file.partner(open - 3), previous < open - 3, steps < 4
    {
      open = previous
      steps += 1
    }
    var callee = open - 1
    if file.name(callee) == .closeParen, let paren = file.partner(callee), paren < callee { callee = paren - 1 }
    guard callee >= 0, file.name(callee) == splitView else { return nil }
    return open == brace ? false : file.name(brace - 2) == detailLabel
  }
  private static let navigationStacks = NameSet(["NavigationStack", "NavigationView"])
  private static let underscore = Name("_")

  /// Whether a call's name says it builds its content once per element: `PagedView`, `Carousel`,
  /// `ForEach`, `List`, `LazyVGrid`, `CollectionView`. (`ItemLoader { item in Detail(item) }`,
  /// `Closable { close in … }` hand their one content a value: it is what is shown.)
  static func isPerElementContainer(_ callee: Int, in file: AuditFile) -> Bool {
    let text = file.text(callee)
    return ["Page", "Pager", "Paged", "Carousel", "ForEach", "List", "Grid", "Collection", "Table"].contains { text.contains($0) }
  }

  /// Whether the closure opened at `brace` names parameters: `{ item in`, `{ index, item in`,
  /// `{ (item: Item) in`, `{ _ in`.
  static func declaresParameters(afterBrace brace: Int, in file: AuditFile) -> Bool {
    var position = brace + 1
    if file.name(position) == .openParen, let close = file.partner(position), close > position { position = close + 1 }
    var steps = 0
    while position < file.tokens.count, steps < 8 {
      if file.keyword(position) == .in { return steps > 0 || file.name(position - 1) == .closeParen }
      guard file.tokens[position].kind == .identifier || file.name(position) == .comma || file.name(position) == Self.underscore else { return false }
      position += 1
      steps += 1
    }
    return false
  }
  private static let withUnretained = Name("withUnretained"), with = Name("with")
  private static let use = Name("use"), flows = Name("Flows")
  private static let coordinatorPrefixes = ["show", "present", "open", "goto", "navigateto", "route", "push"].map { Array($0.utf8) }

  mutating func facts(of member: AuditedType.Member) -> NavigationFacts {
    self.member = member
    let file = scanner.sources.files[member.file]
    let range = member.tokens
    let comparisons = Self.comparisons
    let tabContainers = Self.tabContainers
    let navigationStacks = Self.navigationStacks
    var result = NavigationFacts()
    // A step a member names is one it emits only where it hands steps on: to its stepper's
    // `steps` (`.bind(to: steps)`, `steps.accept(…)`), or in a flow to its parent
    // (`.end(forwardToParentFlowWithStep: …)`) or a child (`OneStepper(withSingleStep: …)`);
    // elsewhere a step is data, and a stepper's `initialStep` shows its own screen.
    // (Read only where a step is named.)
    var emitsStepsFound: Bool?
    func emitsSteps() -> Bool {
      if let found = emitsStepsFound { return found }
      let found = member.key != Self.initialStep && range.contains { Self.stepHandOffs.contains(file.name($0)) }
      emitsStepsFound = found
      return found
    }
    // The buffers of the previous member, emptied: a type's members are read without allocating.
    var stack = Self.emptied(&stackBuffer)
    var bodies = Self.emptied(&bodiesBuffer)
    var locals = Self.emptied(&localsBuffer)
    defer {
      stackBuffer = stack
      bodiesBuffer = bodies
      localsBuffer = locals
    }
    var lastClosed: Opener?
    // Locals bound by `let`, each in effect once its initial value has been read (a closure in
    // one initial value may bind its own).
    var pendingLocals: [(name: Name, type: Int, from: Int)] = []
    /// Where the closures of `eachCase(after:)` close, with the name each binds.
    var caseScopes: [(close: Int, name: Name)] = []
    /// The bracket that opens the tabs handed to another tab bar (`setsTabs`), and that tab bar.
    var tabsOwner: (bracket: Int, type: Int)?
    // The body of a function or computed property is a statement block, not a closure.
    var pendingStatement = 0
    var pendingSwitch = false
    var patternDepth = -1
    var patternInSwitch = false
    // A tuple's `case (.ready, .home):` names the route its last element names: the state a
    // transition goes to (`switch (oldState, newState)`); `case (.home, _):`, leaving it, none.
    var tupleCaseName = Name.none

    func record(
      _ action: NavigationFacts.Action, at index: Int, isView: Bool = false, presentation: NavigationFacts.Presentation? = nil,
      isHostedRoot: Bool = false, subject handedTo: Int? = nil, property handedAs: Name? = nil, isMessage: Bool = false
    ) {
      let opener = stack.last
      let presenter = opener?.presenter ?? -1
      let subject = handedTo ?? opener?.subject ?? -1
      let subjectProperty = handedTo == nil ? opener?.subjectProperty ?? .none : handedAs ?? .none
      let enclosing = opener.map { handedTo != nil && $0.subject >= 0 && $0.subject != handedTo ? $0.subject : $0.outerSubject } ?? -1
      let shown = presentation ?? opener?.presentation ?? .none
      result.facts.append(NavigationFacts.Fact(
        action: action, presentation: shown, presenter: presenter >= 0 ? presenter : nil,
        isDestination: isHostedRoot || (isView && (opener?.opensDestination ?? false)), token: index, subject: subject >= 0 ? subject : nil,
        subjectProperty: subject >= 0 && subjectProperty != .none ? subjectProperty : nil, outerSubject: enclosing >= 0 ? enclosing : nil,
        isMessage: isMessage))
      // `router.present(ProfileViewController(), from: self)`, `Coordinator.shared.present { Detail() }`:
      // the app's presenter is handed what it shows, as its first argument or its trailing
      // closure; its own body shows whatever it is handed. Not where it shows from
      // (`showViewer(from: headerView)`, `navigateTo(stopID: id, from: mapController)`).
      if shown != .none, presenter >= 0, let shownType = action.madeOrShownType, scanner.roles.isShowable(shownType),
        let call = stack.last(where: { $0.callee == presenter && $0.callFact >= 0 }),
        !call.isParen || (call.argument == 0 && !(file.name(call.bracket + 2) == .colon && Self.anchorLabels.contains(file.name(call.bracket + 1)))),
        case .call(let name, let receiver, _) = result.facts[call.callFact].action
      {
        result.facts[call.callFact].action = .call(name, receiver: receiver, handsTarget: true)
      }
    }
    // `addChild(child)`, `add(child, to: contentView)`, `searchResultsController: results`: a
    // controller handed in to be part of this one's view.
    func isEmbedded(_ index: Int) -> Bool {
      // `vc.topWidget = infoWidget`, `vc.topWidget = InfoWidgetFactory.create(…)`, on a container
      // that adds what `topWidget` holds as its child.
      if file.name(index - 1) == .assign, file.name(index - 3) == .dot, scanner.childEmbedding.mayEmbed(file.name(index - 2)) {
        guard index - 4 >= range.lowerBound, file.tokens[index - 4].kind == .identifier,
          let container = valueType(index - 4, in: file, locals: locals)
        else { return false }
        return scanner.childEmbedding.embeds(file.name(index - 2), of: container, lineage: scanner.hierarchy.lineage[container])
      }
      if file.name(index - 1) == .colon, Self.embeddingLabels.contains(file.name(index - 2)) { return true }
      guard let opener = stack.last, opener.isParen, opener.callee >= 0, ChildEmbedding.firstArgument(ofCall: opener.callee, in: file) == index else {
        return false
      }
      let callee = file.name(opener.callee)
      if callee == Self.add, TokenPatterns.argument(in: file, call: opener.bracket, labels: Self.embeddingTargetLabels) != nil { return true }
      // `add(controller: documentController)`: the app's helper that adds it as a child, called
      // by a controller on itself or on a controller it holds.
      if scanner.childEmbedding.isChildAddingMethod(opener.callee, in: file) {
        guard file.name(opener.callee - 1) == .dot else {
          return ChildEmbedding.isControllerCode(typeIndex, sources: scanner.sources, roles: scanner.roles)
        }
        return valueType(opener.callee - 2, in: file, locals: locals).map { scanner.roles.isController[$0] } ?? false
      }
      return file.name(index - 1) == .openParen && ChildEmbedding.childAddingCalls.contains(callee)
    }
    // A view handed as a `destination:` (`LazyNavigationLink(destination: Detail())`) is shown.
    // So is the root view of a hosting controller a builder returns (`func settings() ->
    // UIViewController { … HostingViewController(rootView: SettingsView(…)) … }`), wherever the
    // caller puts it: not a hosting view (`NSHostingView`), not one this code adds as a child,
    // not one kept for a window or an overlay by code that returns nothing.
    var isBuilderOfHostedRoot: Bool?
    func isHostedRoot(_ index: Int) -> Bool {
      guard file.name(index - 1) == .colon else { return false }
      if Self.destinationLabels.contains(file.name(index - 2)) { return true }
      guard Self.rootViewLabels.contains(file.name(index - 2)),
        let opener = stack.last, opener.isParen, opener.callee >= 0, file.text(opener.callee).hasSuffix("Controller")
      else { return false }
      if isBuilderOfHostedRoot == nil {
        // The arrow of the result, after the parameters: not one inside a closure parameter's type.
        let parameters = range.first { file.name($0) == .openParen || file.name($0) == .openBrace }
        let afterParameters = parameters.flatMap { file.name($0) == .openParen ? file.partner($0) : nil }.map { $0 + 1 }
        // What it returns is what it built (a controller, a view, a module), not a size or a
        // number it measured with the hosting controller (`-> CGFloat`).
        let returnsValue = afterParameters.map { start in
          let signature = (start..<range.upperBound).prefix { file.name($0) != .openBrace }
          guard let arrow = signature.first(where: { file.name($0) == .arrow }) else { return false }
          let returned = signature.drop { $0 <= arrow }.filter { file.tokens[$0].kind == .identifier }.map { String(file.text($0)) }
          return !returned.isEmpty && !returned.allSatisfy(Self.measurements.contains)
        } ?? false
        isBuilderOfHostedRoot = returnsValue && !range.contains { ChildEmbedding.childAddingCalls.contains(file.tokens[$0].name) }
      }
      return isBuilderOfHostedRoot == true || isWindowRoot(hostedBy: opener.callee) || isShownHost(opener.callee)
    }
    // `let scheduleHost = UIHostingController(rootView: ScheduleView())`, then `viewControllers =
    // [home, scheduleHost]`, `present(scheduleHost, …)` or `UINavigationController(rootViewController:
    // scheduleHost)`: a hosting controller this code keeps in a local and then shows, as a tab or
    // otherwise, shows its root; not one it adds as a child.
    func isShownHost(_ callee: Int) -> Bool {
      guard callee - 3 >= range.lowerBound, file.name(callee - 1) == .assign, file.tokens[callee - 2].kind == .identifier,
        file.name(callee - 3) == .let || file.name(callee - 3) == .var
      else { return false }
      let host = file.name(callee - 2)
      return range.contains { at in
        guard at > callee, file.name(at) == host, file.name(at - 1) != .dot,
          let opener = enclosingOpener(of: at, in: file, range: range, acceptingBrackets: true)
        else { return false }
        if file.name(opener) == .openBracket {
          // `viewControllers = [home, host]`, `setViewControllers([home, host], animated: false)`.
          return (file.name(opener - 1) == .assign && file.name(opener - 2) == Self.viewControllers)
            || (file.name(opener - 1) == .openParen && file.name(opener - 2) == Self.setViewControllers)
        }
        let shower = file.name(opener - 1)
        return Self.controllerPresentations.contains(shower)
          || (file.tokens[opener - 1].kind == .identifier && file.text(opener - 1).hasSuffix("NavigationController"))
      }
    }
    // `window.rootViewController = UIHostingController(rootView: …)` in the app's or its scene's
    // delegate: the root of the app's window (not another window's, a privacy cover's).
    func isWindowRoot(hostedBy callee: Int) -> Bool {
      guard !scanner.hierarchy.conformances[typeIndex].isDisjoint(with: TypeMentions.systemDelegates), file.name(callee - 1) == .assign,
        file.name(callee - 2) == Self.rootViewController, file.name(callee - 3) == .dot
      else { return false }
      return file.name(Self.receiver(ofMember: callee - 2, in: file)) == Self.window
    }

    // A body that does nothing is kept too: it says that this code, not another screen's, handles the name.
    func finish(_ body: Int) {
      guard body >= 0, !bodies[body].names.isEmpty else { return }
      result.routeBodies.append(NavigationFacts.RouteBody(
        names: bodies[body].names, qualifier: bodies[body].qualifier, facts: bodies[body].start..<result.facts.count, token: bodies[body].token,
        subject: bodies[body].subject >= 0 ? bodies[body].subject : nil, isCase: bodies[body].isCase))
    }

    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      if !pendingLocals.isEmpty {
        for pending in pendingLocals where index >= pending.from { locals.append((pending.name, pending.type)) }
        pendingLocals.removeAll { index >= $0.from }
      }
      let token = file.tokens[index]
      let name = token.name
      let previous = index > range.lowerBound ? file.tokens[index - 1] : AuditToken(name: .none, start: 0, end: 0, kind: .punctuation, keyword: .none, startsLine: true)

      if token.kind == .punctuation {
        switch name {
        case .openParen, .openBracket, .openBrace:
          let parent = stack.last
          var opener = Opener(
            bracket: index, isParen: name == .openParen, opensDestination: parent?.opensDestination ?? false,
            presentation: parent?.presentation ?? .none, presenter: parent?.presenter ?? -1, subject: parent?.subject ?? -1,
            subjectProperty: parent?.subjectProperty ?? .none, outerSubject: parent?.outerSubject ?? -1)
          var role = NavigationCallee.transparent
          if name == .openParen, previous.kind == .identifier, scanner.routeNames.contains(previous.name),
            isImplicitMember(dot: index - 2, in: file, range: range)
              || (file.name(index - 2) == .dot && file.isCapitalized(index - 3) && !isNavigatingStaticMethod(index - 1, in: file))
          {
            // `.detail(viewModel: DetailViewModel(…))`: what a route carries is handed over with
            // it, not shown here.
            opener.callee = index - 1
            opener.presentation = .none
            opener.presenter = -1
            opener.opensDestination = false
            role = .embeds
          } else if name == .openParen, previous.kind == .identifier {
            opener.callee = index - 1
            // `onStep(.deposit(mint))`, an own method handed a route that it hands on to navigation.
            let isOwn = index < 2 || file.name(index - 2) != .dot || (index >= 3 && file.name(index - 3) == .`self`)
            let handsRoute = file.name(index + 1) == .dot || (file.name(index + 2) == .colon && file.name(index + 3) == .dot)
            if NavigationScanner.isPathAppend(index - 1, in: file) {
              role = .pushes
            } else if isOwn, handsRoute, let forwarded = scanner.forwardingRole(of: previous.name, in: typeIndex) {
              role = forwarded
            } else if !isOwn, handsRoute, case let .instance(held) = receiver(ofCall: index - 1, in: file, range: range, locals: locals),
              let forwarded = scanner.forwardingRole(of: previous.name, in: held)
            {
              // `router.go(to: .settings)` on a router whose `go(to:)` appends what it is handed to
              // a navigation path: the route is pushed, whatever the method's name.
              role = forwarded
            } else {
              role = calleeRole(index - 1, in: file)
            }
            if let last = result.facts.last, last.token == index - 1, case .call = last.action { opener.callFact = result.facts.count - 1 }
          } else if name == .openBrace {
            if pendingStatement == stack.count {
              opener.isSwitch = pendingSwitch
              opener.switchesOverSelf = pendingSwitch && previous.keyword == .self && file.keyword(index - 2) == .switch
              // `switch selectedTab { case .home: HomeView() … }` beside `TabBar(selection:
              // $selectedTab)`: a tab bar of the app's own, whose cases' views are its tabs, shown
              // as a `TabView`'s are.
              if pendingSwitch, scanner.roles.isSwiftUIView[typeIndex], switchesOverHandedSelection(brace: index, in: file, range: range) {
                opener.opensDestination = true
              }
              pendingStatement = -1
              pendingSwitch = false
            } else if previous.name == .closeParen, let call = lastClosed, file.partner(call.bracket) == index - 1 {
              // A trailing closure: the call's own role, run for the call's receiver.
              role = call.callee >= 0 ? calleeRole(call.callee, in: file) : .transparent
              if role == .root, BodyLayout.pagesThroughContent(tabView: call.callee, in: member, of: file) { role = .embeds }
              // `NavigationLink(destination: Detail()) { Row() }`, `NavigationLink(value: .tag) { … }`:
              // the destination was given, the closure is the link's label.
              let isLabel = (role == .pushes || role == .presents)
                && TokenPatterns.argument(in: file, call: call.bracket, labels: Self.linkTargetLabels) != nil
              if isLabel { role = .embeds }
              opener.callee = call.callee
              opener.callFact = call.callFact
              // `child.onDone { … }`, `PledgeScreen(title) { … }`: the closure is the receiver's or the made type's.
              if call.callee >= 0, !file.isCapitalized(call.callee) || scanner.takesTrailingAction(file.name(call.callee), from: type) {
                if let subject = subject(ofCall: call.callee, in: file, range: range, locals: locals) { opener.hand(to: subject) }
              }
              // `register(.event) { … }`, `addRoutes(event: .next) { … }`: the closure handles `.event`.
              if call.firstCase != .none, !isLabel {
                bodies.append(PendingBody(
                  names: [call.firstCase], qualifier: call.firstCaseQualifier >= 0 ? call.firstCaseQualifier : nil, start: result.facts.count,
                  token: max(call.callee, index), subject: opener.subject))
                opener.body = bodies.count - 1
              }
            } else if previous.kind == .identifier, !previous.keyword.precedesExpression {
              role = calleeRole(index - 1, in: file)
              if role == .root, BodyLayout.pagesThroughContent(tabView: index - 1, in: member, of: file) { role = .embeds }
              opener.callee = index - 1
              if let last = result.facts.last, last.token == index - 1, case .call = last.action { opener.callFact = result.facts.count - 1 }
              if !file.isCapitalized(index - 1) || scanner.takesTrailingAction(file.name(index - 1), from: type) {
                if let subject = subject(ofCall: index - 1, in: file, range: range, locals: locals) { opener.hand(to: subject) }
              }
            } else if previous.name == .colon, index - 2 >= range.lowerBound, file.tokens[index - 2].kind == .identifier {
              role = calleeRole(index - 2, in: file)
              opener.callee = index - 2
              if let subject = argumentSubject(of: &stack, in: file, range: range, locals: locals) {
                // `Setting(title: …, callback: { … })`: stored in the property the label names,
                // run where the holder calls it (`settings[index].callback()`).
                let label = file.name(index - 2)
                let stored = scanner.sources.types[subject].storedProperty(label).map(scanner.sources.holdsClosure) == true ? label : Name.none
                opener.hand(to: subject, property: stored, within: enclosingConstruction(of: &stack, in: file, range: range, locals: locals))
              }
              // `content: { … }` of a presentation bound to a state: what setting it shows (not
              // `onDismiss:`, which runs after).
              if let call = stack.last, call.isParen, call.bindsState, file.name(index - 2) == Self.contentLabel {
                bodies.append(PendingBody(
                  names: [call.firstCase], qualifier: call.firstCaseQualifier >= 0 ? call.firstCaseQualifier : nil, start: result.facts.count,
                  token: index, subject: opener.subject))
                opener.body = bodies.count - 1
              }
            } else if previous.name == .assign {
              if let assigned = subject(ofAssignmentBefore: index - 1, in: file, range: range, locals: locals) {
                opener.hand(to: assigned, property: file.name(index - 2))
              }
            } else if previous.name == .openParen || previous.name == .comma {
              if let subject = argumentSubject(of: &stack, in: file, range: range, locals: locals) {
                opener.hand(to: subject, within: enclosingConstruction(of: &stack, in: file, range: range, locals: locals))
              }
            }
          }
          // `NavigationSplitView { SidebarView() } detail: { DetailView() }`: the sidebar (and a
          // three-column view's content list) is the root's own column, laid out with it; the
          // detail shows what the sidebar picks.
          if name == .openBrace, let shows = Self.splitViewColumnShows(opening: index, in: file, call: stack.last) {
            role = shows ? .root : .embeds
          }
          switch role {
          case .presents, .pushes:
            opener.presentation = max(opener.presentation, role == .presents ? .presents : .pushes)
            opener.presenter = opener.callee
            opener.opensDestination = true
          case .root:
            opener.opensDestination = true
          case .embeds:
            opener.opensDestination = false
          case .transparent, .dispatches:
            break
          }
          opener.role = role
          // `PagedView(data: items) { item in ImagePost(item) }` inside what a window or a sheet
          // shows: a closure run for each element builds that element's part (a page, a row), not
          // what is shown; a closure of the navigation's own (`.sheet(item:) { item in … }`) is
          // the destination still, and so is one handed to it (`.sheet(item:content:)`).
          let inPresentingCall = (previous.name == .colon || previous.name == .openParen || previous.name == .comma)
            && stack.last.map { [.presents, .pushes, .root].contains($0.role) } ?? false
          if name == .openBrace, role == .transparent, !inPresentingCall, opener.opensDestination, opener.callee >= 0,
            Self.isPerElementContainer(opener.callee, in: file),
            Self.declaresParameters(afterBrace: index, in: file)
          {
            opener.opensDestination = false
          }
          if opener.isSwitch {
            bodies.append(PendingBody(names: [], qualifier: nil, start: result.facts.count, token: index, subject: opener.subject, isCase: true))
            opener.body = bodies.count - 1
          }
          if name == .openBrace, patternDepth == stack.count { patternDepth = -1 }
          // The controllers handed as another tab bar's tabs are that tab bar's to show.
          if let owner = tabsOwner, owner.bracket == index {
            opener.hand(to: owner.type)
            tabsOwner = nil
          }
          stack.append(opener)
        case .closeParen, .closeBracket, .closeBrace:
          if let scope = caseScopes.last, scope.close == index, let bound = locals.lastIndex(where: { $0.0 == scope.name }) {
            locals.remove(at: bound)
            caseScopes.removeLast()
          }
          guard let opener = stack.popLast() else { continue }
          finish(opener.body)
          if patternDepth == stack.count {
            if tupleCaseName != .none, let last = stack.indices.last, stack[last].body >= 0 { bodies[stack[last].body].names.append(tupleCaseName) }
            tupleCaseName = .none
          }
          if name == .closeParen { lastClosed = opener }
        case .comma:
          // `case (.inbox, _):`: only the last element's name counts; `_` there names none.
          if patternDepth >= 0, patternDepth + 1 == stack.count { tupleCaseName = .none }
          if let last = stack.indices.last, stack[last].isParen {
            stack[last].argument += 1
            // `TopBottomContainer(topController: Consent(), bottomController: Footer())`: a
            // container of controllers shows its first; the others are its chrome.
            if stack[last].argument == 1, isControllerContainer(stack[last].callee, in: file) {
              stack[last].presentation = .none
              stack[last].presenter = -1
              stack[last].opensDestination = false
            }
          }
        case .colon:
          if patternDepth >= 0, patternDepth == stack.count {
            patternDepth = -1
            if patternInSwitch, let last = stack.indices.last, stack[last].body >= 0 { bodies[stack[last].body].start = result.facts.count }
          }
        case .dot:
          guard index + 1 < range.upperBound, file.tokens[index + 1].kind == .identifier else { continue }
          let memberName = file.tokens[index + 1].name
          guard isImplicitMember(dot: index, in: file, range: range), scanner.routeNames.contains(memberName) else { continue }
          if patternDepth >= 0 {
            if patternDepth == stack.count, patternInSwitch, let last = stack.indices.last, stack[last].body >= 0 {
              bodies[stack[last].body].names.append(memberName)
            } else if patternInSwitch, patternDepth + 1 == stack.count, stack[stack.count - 1].isParen,
              file.keyword(stack[stack.count - 1].bracket - 1) == .case || file.name(stack[stack.count - 1].bracket - 1) == .comma
            {
              tupleCaseName = memberName
            }
            continue
          }
          if comparisons.contains(previous.name) { continue }
          if let last = stack.indices.last, stack[last].isParen, stack[last].argument == 0, stack[last].firstCase == .none {
            stack[last].firstCase = memberName
          }
          // The app's entry names its first screen's route wherever it hands it
          // (`WindowGroup { router.view(for: .welcome) }`).
          if let presentation = handedPresentation(at: index, in: file, range: range, stack: stack)
            ?? (scanner.roles.isAppEntry[typeIndex] ? NavigationFacts.Presentation.none : nil)
          {
            record(.route(memberName, qualifier: nil), at: index + 1, presentation: presentation)
            handRoute(to: &stack, in: &result)
          }
        default:
          continue
        }
        continue
      }

      if token.kind == .operator {
        if name == .assign {
          if pendingStatement == 0, stack.isEmpty { pendingStatement = -1 }
          if patternDepth == stack.count, !patternInSwitch { patternDepth = -1 }
          // `model.openChat = chat`, or `openChat = chat` in a closure handed to another screen:
          // what a presentation bound to that state shows. Setting one's own state in one's own
          // code is not followed: the presentation bound to it is that code's already, and a
          // model many screens share would otherwise lead from each of them.
          if let (state, owner) = presentationState(assignedBefore: index, in: file, range: range, locals: locals) {
            if owner != typeIndex || (stack.last?.subject ?? -1) >= 0 {
              record(.route(state, qualifier: owner), at: index - 1, presentation: .presents)
            } else if file.name(index - 2) != .dot || file.name(index - 3) == .`self` {
              // `isCreatePresented = true` through a `@Binding` the maker handed
              // (`BookmarksSheet(isCreatePresented: $isCreatePresented)`), or its maker's maker:
              // what a presentation bound to that state shows.
              for (holderState, holder) in scanner.handOffs.states(setBy: file.name(index - 1), of: typeIndex, among: scanner.presentationStates) {
                record(.route(holderState, qualifier: holder), at: index - 1, presentation: .presents)
              }
            }
          }
        }
        continue
      }
      // `pages.forEach { page in addChild(page) }`, `for (index, page) in pages.enumerated()`: the
      // name holds an element of the collection the type keeps (`var pages: [PageViewController]`).
      if token.name == Self.forEach || token.keyword == .for, let element = elementBinding(at: index, in: file, range: range) {
        pendingLocals.append(element)
      }
      guard token.kind == .identifier else { continue }
      let next = index + 1 < range.upperBound ? file.tokens[index + 1].name : .none
      if previous.name == .dot, let tabBar = tabBarGivenTabs(at: index, next: next, in: file, range: range, locals: locals) {
        record(.setsTabs(tabBar), at: index)
        if next == .openParen || file.name(index + 2) == .openBracket { tabsOwner = (next == .openParen ? index + 1 : index + 2, tabBar) }
      }
      // `Tab.allCases.map { $0.makeController() }`: the closure is handed each case of the app's
      // enum, whose methods it calls; the name holds one only inside the closure.
      if name == Self.allCases, previous.name == .dot, let each = eachCase(after: index, in: file, range: range) {
        pendingLocals.append((each.name, each.type, each.brace))
        caseScopes.append((each.close, each.name))
      }
      // `.withUnretained(self).bind { vm, _ in vm.coordinator?.showNext() }`, `.subscribe(with: self,
      // onNext: { owner, _ in … })`: the closure's first parameter is this object.
      if (name == Self.withUnretained && next == .openParen && file.name(index + 3) == .closeParen) || (name == Self.with && next == .colon),
        file.name(index + 2) == .`self`, let alias = firstClosureParameter(after: index + 3, in: file, range: range)
      {
        pendingLocals.append((alias.name, typeIndex, alias.token))
      }
      // `Flows.use(writeFlow, when: .created) { root in navigation.pushViewController(root, …) }`:
      // RxFlow hands the closure the flow's root, the screen its `root` returns.
      if name == Self.use, next == .openParen, file.name(index - 1) == .dot, file.name(index - 2) == Self.flows,
        file.tokens[index + 2].kind == .identifier, let close = file.partner(index + 1),
        let flow = locals.last(where: { $0.0 == file.name(index + 2) })?.1 ?? properties[file.name(index + 2)],
        let shown = scanner.rootScreen(ofFlow: flow), let alias = firstClosureParameter(after: close, in: file, range: range)
      {
        pendingLocals.append((alias.name, shown, alias.token))
      }
      // `openWindow(id: "player", value: data)`, `openWindow(id: WindowID.player)`: the window
      // scene of that identifier, a route.
      if name == Self.openWindow, next == .openParen, file.name(index - 1) != .dot,
        let id = TokenPatterns.argument(in: file, call: index + 1, labels: [Self.idLabel]),
        let route = RouteTable.windowRoute(identifiedBy: id, in: file)
      {
        record(.route(route, qualifier: nil), at: index, presentation: .presents)
      }
      // `viewModel.openBadge(badge)` in a closure this view hands another (`BadgeLibrary { badge in
      // viewModel.openBadge(badge) }`): what the model's method sets (`selectedBadge = badge`), a
      // presentation of this view bound to that state (`.sheet(item: $viewModel.selectedBadge)`)
      // shows, as if the closure had set it. Not in this view's own code, whose presentations are
      // its own already; not a state only other views present, which a model several screens
      // share would otherwise lead to from each of them.
      if next == .openParen, file.name(index - 1) == .dot, scanner.methodsSettingStates.contains(name), (stack.last?.subject ?? -1) >= 0,
        case let .instance(owner) = receiver(ofCall: index, in: file, range: range, locals: locals), owner != typeIndex,
        let states = scanner.statesSetByMethods[owner]?[name], let projected = scanner.projectedStates[typeIndex]
      {
        for state in states where projected.contains(state) { record(.route(state, qualifier: owner), at: index, presentation: .presents) }
      }
      if next == .assign || next == .colon, scanner.closureProperties.contains(token.name),
        let holder = closureHandedOn(at: index, in: file, range: range, callee: stack.last.map { $0.isParen ? $0.callee : -1 } ?? -1, locals: locals)
      {
        result.closuresHandedOn.append((holder, token.name))
      }
      // `.sheet(item: $openChat) { … }`, `.detent(item: $model.openChat, content: { … })`: the
      // closures show what setting that state shows.
      if let last = stack.indices.last, stack[last].isParen, stack[last].argument == 0, stack[last].firstCase == .none,
        stack[last].role == .presents || stack[last].role == .pushes, file.isProjection(index)
      {
        if next == .dot, index + 2 < range.upperBound, file.tokens[index + 2].kind == .identifier,
          let state = scanner.presentationStates[file.name(index + 2)],
          let owner = properties[file.projectedName(index)] ?? locals.last(where: { $0.0 == file.projectedName(index) })?.1
        {
          stack[last].firstCase = state
          stack[last].firstCaseQualifier = owner
          stack[last].bindsState = true
        } else if next != .dot, scanner.presentationStates[file.projectedName(index)] == token.name {
          stack[last].firstCase = token.name
          stack[last].firstCaseQualifier = typeIndex
          stack[last].bindsState = true
        }
      }

      switch token.keyword {
      case .none:
        break
      case .switch:
        pendingStatement = stack.count
        pendingSwitch = true
        continue
      case .case:
        // A `switch`'s `case .a, .b:` starts the body of those names; `if case` is a pattern.
        let inSwitch = stack.last?.isSwitch == true
        if inSwitch, let last = stack.indices.last {
          finish(stack[last].body)
          let qualifier = stack[last].switchesOverSelf && scanner.sources.types[typeIndex].kind == .enum ? typeIndex : nil
          bodies.append(PendingBody(
            names: [], qualifier: qualifier, start: result.facts.count, token: index, subject: stack[last].subject, isCase: true))
          stack[last].body = bodies.count - 1
        }
        patternDepth = stack.count
        patternInSwitch = inSwitch
        continue
      case .default:
        if next == .colon, let last = stack.indices.last, stack[last].isSwitch {
          finish(stack[last].body)
          stack[last].body = -1
        }
        continue
      case .let, .var:
        if let bound = binding(after: index, in: file, range: range, locals: locals) { pendingLocals.append((bound.0, bound.1, bound.from)) }
        continue
      default:
        // Not an argument's label (`getDate(for: index)`) nor a member (`.for`).
        if token.keyword.opensBlock, next != .colon, previous.name != .dot {
          pendingStatement = stack.count
          pendingSwitch = false
        }
        if token.keyword != .self { continue }
      }

      // `tabBarController?.selectedIndex = 1`: another tab shown, which one the audit does not
      // tell (the tabs' order is the tab bar's); the screen leads somewhere unknown.
      if next == .assign, NavigationScanner.tabSelections.contains(name), selectsATab(at: index, in: file, range: range, locals: locals) {
        record(.switchesTab, at: index)
        continue
      }
      // `coordinator = TabCoordinator(window: window)`, then `coordinator?.start()`: a stored
      // property typed by a protocol (`Coordinator?`, `(any Coordinator)?`) holds what the code has just stored in it,
      // for the rest of the body, as a local would; where the body stores only that (not one
      // value in one branch and another in the other), and what it stores adopts the protocol
      // (not a protocol a factory's name stands for).
      if token.kind == .identifier, next == .assign,
        token.startsLine || (previous.name == .dot && file.name(index - 2) == .`self` && file.tokens[index - 2].startsLine),
        let property = scanner.sources.types[typeIndex].storedProperty(name),
        property.heldType.map({ scanner.sources.types[$0].kind == .protocol }) ?? true,
        let bound = binding(after: index - 1, in: file, range: range, locals: locals),
        property.heldType.map({ scanner.hierarchy.conformances[bound.1].contains(scanner.sources.types[$0].name) }) ?? true,
        storesOneKind(in: name, range: range, file: file)
      {
        pendingLocals.append((bound.0, bound.1, bound.from))
      }
      if previous.name == .dot, index - 2 >= range.lowerBound, file.isCapitalized(index - 2), patternDepth < 0,
        scanner.routeNames.contains(name), let owner = resolveType(at: index - 2, in: file, range: range),
        scanner.declaresRoute(name, in: owner) || scanner.declaresStaticMethod(name, in: owner)
      {
        // `Scene.profile(…)`, `Facade.helper(…)`: a route or a static method named with its type.
        if let last = stack.indices.last, stack[last].isParen, stack[last].argument == 0, stack[last].firstCase == .none {
          stack[last].firstCase = name
          stack[last].firstCaseQualifier = owner
        }
        if scanner.declaresStaticMethod(name, in: owner), next == .openParen {
          // `pushViewController(Wireframe.loginWithEmailViewController(), …)`: the screen it returns.
          if let made = scanner.staticFactories[NavigationScanner.pair(owner, name)] {
            record(.construct(made), at: index, isView: scanner.roles.isSwiftUIView[made])
            if isEmbedded(index - 2) { record(.embed(made), at: index) }
          }
          record(.call(name, receiver: .type(owner), handsTarget: false), at: index)
        } else if !comparisons.contains(file.name(index - 3)),
          let presentation = handedPresentation(at: index - 2, in: file, range: range, stack: stack)
            ?? (scanner.isStepEnum[owner] && emitsSteps() ? NavigationFacts.Presentation.none : nil)
        {
          record(.route(name, qualifier: owner), at: index, presentation: presentation)
          handRoute(to: &stack, in: &result)
        }
        continue
      }
      if file.isCapitalized(index), let value = navigationValue(at: index, next: next, in: file, stack: stack) {
        switch value {
        case .destination(let route):
          // `.navigationDestination(for: MovieRoute.self) { … }`: its closure is what pushing a
          // `MovieRoute` shows, from any screen of the stack.
          if let last = stack.indices.last { stack[last].firstCase = route }
        case .pushed(let route):
          // `NavigationLink(value: MovieRoute(id: id))`, `path.append(MovieRoute(id: id))`.
          record(.route(route, qualifier: nil), at: index, presentation: .pushes)
        }
      }
      if file.isCapitalized(index) {
        if tabContainers.contains(name), next == .openParen || next == .openBrace, !isAppsOwnType(index, in: file) {
          result.hostsTabs = true
          if name == Self.tabView { result.hostsTabView = true }
        }
        // Its own, not one it presents (`.sheet { NavigationStack { FilterView() } }`), nor one
        // that starts at another view of the app's, which is the screen.
        if navigationStacks.contains(name), next == .openParen || next == .openBrace, !stack.contains(where: { $0.presentation != .none }),
          !startsAtAppView(stack: index, in: file, range: range)
        {
          result.hostsNavigationStack = true
        }
        // `SettingsView(…)`, and `DetailsView<AppRouter>(…)` with its generic arguments written.
        let callOpen = next == .openParen ? index + 1 : Self.parenthesisAfterGenericArguments(of: index, in: file, range: range)
        // `: Type` annotates; `instantiateVC(type: X.self)` hands the type to what makes it.
        let handsMetatype = next == .dot && file.name(index + 2) == .`self` && isMadeFromItsType(index, in: file, range: range)
        if previous.keyword.precedesTypeName || previous.name == .arrow || (previous.name == .colon && callOpen == nil && !handsMetatype) { continue }
        // A framework type the app only extends (`extension UIActivityViewController { static
        // func make(items:) … }`) is the framework's.
        guard let target = resolveType(at: index, in: file, range: range), !scanner.isExtensionOnly[target] else {
          // `UIActivityViewController(…)`, `ShareLink(item:)`: a screen the system shows for the app.
          if let system = SystemScreens.position(of: name),
            next == .openParen || (next == .dot && file.name(index + 2) == .`init`)
              || (next == .dot && file.name(index + 2) == SystemScreens.sharedInstance && SystemScreens.isShownThroughSharedInstance(system))
          {
            record(.system(system), at: index)
          }
          continue
        }
        // Not a component's, named so once its role is dropped (`DunTestFlightBannerView(isBeingShown:
        // $showBanner)` in a stack, a `…CardScreen`): a banner that hides itself.
        if let callOpen, scanner.roles.isSwiftUIView[target], !ScreenNames.namesComponent(ScreenNames.base(of: scanner.sources.types[target].name)),
          let guardBrace = stack.last?.bracket,
          let flag = flagShowingTheViewItIsHanded(call: callOpen, guardedBy: guardBrace, in: file, range: range)
        {
          // `showDatePicker`, `showReportDialog`: the app's own alert, laid over this view; not
          // one that keeps a model of its own, which does a screen's work.
          let keepsModel = scanner.sources.types[target].storedProperties.contains { property in
            property.heldType.map { scanner.roles.isViewModelNamed[$0] || scanner.roles.isObservable[$0] } ?? false
          }
          if ScreenNames.namesMessageFlag(file.text(flag)), !keepsModel {
            record(.construct(target), at: index, isView: true, isMessage: true)
          } else {
            record(.construct(target), at: index, isView: true, presentation: .presents, isHostedRoot: true)
          }
        } else if callOpen != nil || (next == .dot && file.name(index + 2) == .`init`) || isFactoryCall(on: index, in: file, range: range) {
          record(.construct(target), at: index, isView: true, isHostedRoot: isHostedRoot(index))
          if isEmbedded(index) { record(.embed(target), at: index) }
        } else if next == .openBrace, pendingStatement != stack.count {
          record(.construct(target), at: index, isView: true)
        } else if next == .dot, file.name(index + 2) == .`self`, scanner.sources.types[target].kind != .protocol,
          isMadeFromItsType(index, in: file, range: range)
        {
          // `Assembler.resolve(ProfileViewController.self)`: a dependency container makes it.
          record(.construct(target), at: index, isView: true)
        } else if next == .dot, file.name(index + 2) == .`self` {
          record(.cast(target), at: index)
        } else if previous.keyword == .as || ((previous.name == .question || previous.name == .bang) && file.keyword(index - 2) == .as) {
          record(.cast(target), at: index)
        }
        continue
      }
      // `didFinish?(self)`: a callback stored in a property, called.
      let callsOptional = next == .question && index + 2 < range.upperBound && file.name(index + 2) == .openParen
        && scanner.closureProperties.contains(name)
      if next == .openParen || callsOptional || (next == .openBrace && pendingStatement != stack.count) {
        // `func name(` declares; it calls nothing.
        if previous.keyword == .func { continue }
        if name == Self.performSegue, next == .openParen,
          let identifier = TokenPatterns.argument(in: file, call: index + 1, labels: [Self.withIdentifier])
        {
          record(.segue(TokenPatterns.unquoted(file.text(identifier))), at: index)
          continue
        }
        // `.fileImporter(isPresented:…)`: a modifier that presents a system screen; on `self` too,
        // in the app's own modifier that wraps it (`translationPresentation(isPresented:text:)`
        // starting a line or returned).
        if previous.name == .dot || previous.keyword == .return || file.tokens[index].startsLine, next == .openParen,
          let system = SystemScreens.position(of: name), SystemScreens.isModifier(system)
        {
          record(.system(system), at: index)
          continue
        }
        guard scanner.callNames.contains(name) || Self.coordinatorPrefixes.contains(where: { file.hasPrefix(index, lowercased: $0) }) else {
          continue
        }
        let receiver = receiver(ofCall: index, in: file, range: range, locals: locals)
        // `navigate(to: "LoginViewController")` of a helper that instantiates the storyboard's
        // scene of the identifier it is handed and shows it: that scene's controller, shown so.
        if receiver == .own, next == .openParen, !scanner.storyboardIdentifiers.isEmpty,
          let (shown, presentation) = storyboardSceneShown(byHelper: name, call: index + 1, in: file)
        {
          record(.construct(shown), at: index, presentation: presentation)
          continue
        }
        // `Node.instantiate(presentSettings: pushSettings(on: navigation))`: a method of this
        // type that returns a closure makes the callback handed over; it runs for the made type.
        var handedTo: Int?
        if receiver == .own, let opener = stack.last, opener.isParen, opener.presentation == .none, returnsClosure(name) {
          handedTo = argumentSubject(of: &stack, in: file, range: range, locals: locals)
        }
        // `.navigationDestination(for:) { destinationView(for: $0) }`: what the own helper makes
        // is the destination.
        record(.call(name, receiver: receiver, handsTarget: false), at: index, isView: receiver == .own, subject: handedTo)
        continue
      }
      // The name is a whole value: nothing reads a member of it, calls, subscripts or unwraps it.
      let isWholeValue = next != .dot && next != .openParen && next != .openBracket && next != .question && next != .bang
      // `feeds.onDetailsRequested = showDetails` (or `= self.showDetails`): one of this type's
      // methods stored as another's callback runs where that one calls it, as a closure written
      // in its place would.
      var assignedAt = -1
      if previous.name == .assign {
        assignedAt = index - 1
      } else if previous.name == .dot, file.name(index - 2) == .`self`, file.name(index - 3) == .assign {
        assignedAt = index - 3
      }
      if assignedAt > range.lowerBound, isWholeValue, scanner.callNames.contains(name), isOwnMethod(name),
        !isBound(name, before: index, in: file, range: range),
        let assigned = subject(ofAssignmentBefore: assignedAt, in: file, range: range, locals: locals), assigned != typeIndex
      {
        record(.call(name, receiver: .own, handsTarget: false), at: index, subject: assigned, property: file.name(assignedAt - 1))
        continue
      }
      // `appDelegate.window?.rootViewController = tabbar`: a controller made before (a
      // storyboard's, cast to its type), made the window's root.
      if previous.name == .assign, file.name(index - 2) == Self.rootViewController, file.name(index - 3) == .dot, isWholeValue,
        let held = locals.last(where: { $0.0 == name })?.1
      {
        record(.show(held), at: index)
        continue
      }
      if previous.name == .assign, next != .dot, next != .openParen, isEmbedded(index), let held = locals.last(where: { $0.0 == name })?.1 {
        record(.embed(held), at: index)
        continue
      }
      guard let opener = stack.last, opener.isParen else { continue }
      // `rootView: contentView.environmentObject(user)`: a view held in a local, with modifiers.
      let isModifiedView = next == .dot && previous.name != .dot && endsArgumentAfterModifiers(index, of: opener.bracket, in: file)
      // `pushViewController(vc!, …)`: the value, force-unwrapped.
      let isUnwrapped = next == .bang && (file.name(index + 2) == .comma || file.name(index + 2) == .closeParen)
      guard next == .comma || next == .closeParen || isModifiedView || isUnwrapped else { continue }
      if isModifiedView {
        if let held = locals.last(where: { $0.0 == name })?.1, scanner.roles.isSwiftUIView[held], isHostedRoot(index) { record(.show(held), at: index) }
        continue
      }
      // `name`, `self.name`, and `self?.name` in a `[weak self]` closure.
      var argumentStart = previous.name != .dot ? index
        : file.name(index - 2) == .`self` ? index - 2
        : file.name(index - 2) == .question && file.name(index - 3) == .`self` ? index - 3 : index
      // `onNext: viewModel.continueFromIntro`: a method of an object this code holds.
      var methodOwner: Int?
      if argumentStart == index, previous.name == .dot, index >= 3, file.tokens[index - 2].kind == .identifier,
        let held = locals.last(where: { $0.0 == file.name(index - 2) })?.1 ?? properties[file.name(index - 2)]
      {
        methodOwner = held
        argumentStart = index - 2
      }
      let beforeArgument = file.name(argumentStart - 1)
      guard beforeArgument == .openParen || beforeArgument == .comma || beforeArgument == .colon else { continue }
      // `present(controller, …)`: a value made before, shown here; `rootView: view`, hosted;
      // `addChild(controller)`, embedded.
      let label = beforeArgument == .colon && argumentStart >= 2 && file.tokens[argumentStart - 2].kind == .identifier ? file.name(argumentStart - 2) : nil
      if let methodOwner, opener.presentation != .none, Self.controllerMembers.contains(name), !declaresMethod(name, in: methodOwner) {
        // `router.push(detail.vc)` for `let detail = factory.makeDetail()`, a builder's
        // `(vc: …, vm: …)`: the controller of what the local holds, shown.
        record(.show(methodOwner), at: index)
      } else if let methodOwner {
        // Run where the made type calls the closure it is stored in, as the owner's method.
        guard opener.presentation == .none, declaresMethod(name, in: methodOwner),
          let handedTo = argumentSubject(of: &stack, in: file, range: range, locals: locals)
        else { continue }
        record(.call(name, receiver: .instance(methodOwner), handsTarget: false), at: index, subject: handedTo, property: label)
      } else if argumentStart == index, let held = locals.last(where: { $0.0 == name })?.1 ?? properties[name] {
        if opener.presentation != .none || isHostedRoot(index) {
          record(.show(held), at: index)
        } else if isEmbedded(index) {
          record(.embed(held), at: index)
        }
      } else if argumentStart == index, beforeArgument == .openParen, opener.presentation != .none, opener.callee >= 0,
        Self.controllerPresentations.contains(file.name(opener.callee)),
        // Not the screen's own helper of that name, `show(message)`.
        (file.name(opener.callee - 1) == .dot && file.name(opener.callee - 2) != .`self`) || !isOwnMethod(file.name(opener.callee)),
        Self.isUntypedLocal(name, before: index, in: file, range: range)
      {
        record(.showUnknown, at: index)
      } else if argumentStart == index, label == Self.valueLabel, opener.callee >= 0, file.name(opener.callee) == NavigationScanner.navigationLink,
        isOwnProperty(name), !isBound(name, before: index, in: file, range: range)
      {
        // `NavigationLink(value: alertsDestination)`: a value the screen was handed, whose
        // destination its maker's `navigationDestination` chooses; it leads somewhere unknown.
        record(.showUnknown, at: index)
      } else if opener.presentation == .none, scanner.callNames.contains(name), isOwnMethod(name),
        let handedTo = argumentSubject(of: &stack, in: file, range: range, locals: locals),
        !isBound(name, before: index, in: file, range: range)
      {
        // `Chooser.instantiate(onCreate: createWallet)`, `Chooser(onCreate: self.createWallet)`:
        // one of this type's methods handed to another screen runs when that screen calls it,
        // as a closure written in its place would; stored under its label (`LoginActions(
        // showPhoneLogin: showPhoneLogin)`), it runs where the holder calls that property.
        record(.call(name, receiver: .own, handsTarget: false), at: index, subject: handedTo, property: label)
      }
    }
    return result
  }

  /// The app type whose closure property named at `index` is filled with a closure handed on
  /// rather than one written there, -1 where the code does not say which (`.init(…)`, a receiver
  /// the audit cannot type); nil where it is not. Handed on: `picker.onDone = done`,
  /// `Sort(onDone: completion)` or `.init(onDone: self.finish)` in an app type's initializer's call
  /// (`callee`, the call the parenthesis around is, -1 for none). Not `nil`, a literal, a keyword,
  /// nor one of this type's methods handed by name (`onDone: finish`), whose code is read; nor an
  /// initializer keeping its parameter (`self.onDone = onDone`), whose callers say what it is; nor
  /// a label of a framework's call (`UIAlertAction(…, handler: handler)`, `present(…, completion:)`).
  private mutating func closureHandedOn(at index: Int, in file: AuditFile, range: Range<Int>, callee: Int, locals: [(Name, Int)]) -> Int? {
    let isAssignment = file.name(index + 1) == .assign && file.name(index - 1) == .dot
    var holder = -1
    if isAssignment {
      // `picker.onDone`: the receiver's type, where this code says it.
      let receiver = index - 2
      if receiver >= range.lowerBound, file.tokens[receiver].kind == .identifier, file.name(receiver - 1) != .dot {
        holder = file.name(receiver) == .`self` ? typeIndex : locals.last(where: { $0.0 == file.name(receiver) })?.1 ?? properties[file.name(receiver)] ?? -1
      }
    } else {
      guard callee >= 0 else { return nil }
      // `Sort(`, `Sort.init(`; `.init(` says no type.
      let typeToken = file.name(callee) == .`init` ? (file.name(callee - 1) == .dot ? callee - 2 : -1) : callee
      if typeToken >= 0, file.tokens[typeToken].kind == .identifier {
        guard file.isCapitalized(typeToken), let made = scanner.sources.resolve(file.name(typeToken), from: type) else { return nil }
        holder = made
      } else if file.name(callee) != .`init` {
        return nil
      }
    }
    var value = index + 2
    if file.name(value) == .`self` {
      value += file.name(value + 1) == .question ? 3 : 2
      guard file.name(value - 1) == .dot else { return nil }
    }
    guard value < range.upperBound, file.tokens[value].kind == .identifier, file.tokens[value].keyword == .none, !file.isCapitalized(value),
      !Self.literals.contains(file.name(value)),
      !(isAssignment && file.name(index - 2) == .`self` && file.name(value) == file.name(index))
    else { return nil }
    let handsMethod = (file.name(value + 1) == .comma || file.name(value + 1) == .closeParen
      || (value + 1 < file.tokens.count && file.tokens[value + 1].startsLine))
      && isOwnMethod(file.name(value)) && !isBound(file.name(value), before: index, in: file, range: range)
    return handsMethod ? nil : holder
  }

  private static let literals = NameSet(["nil", "true", "false"])

  /// Whether the app type, or a superclass of it, declares an instance method of that name.
  private func declaresMethod(_ name: Name, in type: Int) -> Bool {
    scanner.hierarchy.lineage[type].contains { owner in
      scanner.sources.types[owner].members.contains { $0.kind == .function && !$0.isStatic && $0.key == name }
    }
  }

  /// Whether this type or one it inherits from declares an instance method of that name, and no
  /// property of it (`self.regionsService` hands the service, not `regionsService(_:didUpdate:)`),
  /// or a property whose value is a closure of its own (`lazy var showLogin = { … }`).
  private mutating func isOwnMethod(_ name: Name) -> Bool {
    gatherOwnMethods()
    return ownMethods.methods.contains(name)
  }

  /// Whether one of this type's instance methods of that name returns a closure:
  /// `func pushSettings(on navigation: UINavigationController) -> () -> Void`.
  private mutating func returnsClosure(_ name: Name) -> Bool {
    gatherOwnMethods()
    return ownMethods.closureMakers.contains(name)
  }

  private mutating func gatherOwnMethods() {
    guard !ownMethods.isGathered else { return }
    let members = scanner.hierarchy.lineage[typeIndex].flatMap { scanner.sources.types[$0].members.filter { !$0.isStatic } }
    let files = scanner.sources.files
    // `lazy var showLogin: () -> Void = { … }` is called as a method is, and runs its closure.
    let closures = members.filter { NavigationResolver.holdsClosureLiteral($0, in: files[$0.file]) }
    let properties = NameSet(members.lazy.filter { $0.kind == .var || $0.kind == .let }.map(\.key))
    let methods = members.filter { $0.kind == .function && !properties.contains($0.key) }
    ownMethods = OwnMethods(
      isGathered: true, methods: NameSet(methods.map(\.key) + closures.map(\.key)),
      closureMakers: NameSet(methods.filter { Self.returnsClosure($0, in: files[$0.file]) }.map(\.key)), properties: properties)
  }

  /// Whether this type, or a superclass, has a property of that name.
  private mutating func isOwnProperty(_ name: Name) -> Bool {
    gatherOwnMethods()
    return ownMethods.properties.contains(name)
  }

  /// Two arrows between the parameters and the body: the result is a function. The parameters
  /// are the first parentheses after the method's name, not an attribute's (`@available(…)`).
  private static func returnsClosure(_ method: AuditedType.Member, in file: AuditFile) -> Bool {
    // In broken code the parentheses may close past the member's last token.
    guard method.nameToken < method.tokens.upperBound,
      let open = (method.nameToken..<method.tokens.upperBound).first(where: { file.name($0) == .openParen }),
      let close = file.partner(open), close > open, close < method.tokens.upperBound
    else {
      return false
    }
    var arrows = 0
    for token in (close + 1)..<method.tokens.upperBound {
      let name = file.name(token)
      if name == .openBrace { break }
      if name == .arrow { arrows += 1 }
    }
    return arrows >= 2
  }

  /// Whether the member binds the name before `index`, hiding a method of the same name: a
  /// parameter (`func show(alert: …)`), a local (`let alert = …`), a closure's parameter
  /// (`{ alert in … }`, `{ (title, alert) in … }`), a pattern's (`for (title, alert) in …`,
  /// `if case let .confirm(alert) = …`).
  private func isBound(_ name: Name, before index: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    let body = range.first { file.name($0) == .openBrace } ?? range.upperBound
    for position in range.lowerBound..<index where file.name(position) == name {
      let next = file.name(position + 1)
      let previous = position > range.lowerBound ? file.tokens[position - 1] : nil
      if previous?.keyword == .let || previous?.keyword == .var || file.keyword(position + 1) == .in { return true }
      if position < body, next == .colon { return true }
      if next == .comma, previous?.name == .openBrace { return true }
      if (previous?.name == .openParen || previous?.name == .comma) && (next == .closeParen || next == .comma),
        isPattern(around: position, in: file, range: range)
      {
        return true
      }
    }
    return false
  }

  /// Whether the parentheses around `position` hold a pattern that binds names: a tuple after
  /// `let`, `var`, `for` or `case`, or before a closure's `in`; a case's payload after `let .x`.
  private func isPattern(around position: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    var open = position - 1
    var steps = 0
    while open > range.lowerBound, file.name(open) != .openParen, steps < 16 {
      open -= 1
      steps += 1
    }
    guard open > range.lowerBound, file.name(open) == .openParen, let close = file.partner(open), close > position else { return false }
    if file.keyword(close + 1) == .in { return true }
    let before = file.tokens[open - 1]
    if before.keyword == .let || before.keyword == .var || before.keyword == .for || before.keyword == .case { return true }
    // `case let .confirm(alert)`, `if case .confirm(let alert)` is a `let` already.
    return before.kind == .identifier && file.name(open - 2) == .dot
      && (file.keyword(open - 3) == .let || file.keyword(open - 3) == .var || file.keyword(open - 3) == .case)
  }

  private static let factoryPrefixes = ["make", "create", "instantiate", "load", "new", "build", "from"].map { Array($0.utf8) }

  /// `ProfileViewController.loadFromStoryboard()`, `EditorViewController.make(with: note)`,
  /// `OnboardingViewController.instantiate { … }`: a static factory named for what it does makes
  /// the type it is called on.
  private func isFactoryCall(on type: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    guard type + 3 < range.upperBound, file.name(type + 1) == .dot, file.tokens[type + 2].kind == .identifier,
      file.name(type + 3) == .openParen || file.name(type + 3) == .openBrace
    else { return false }
    guard Self.factoryPrefixes.contains(where: { file.hasWordPrefix(type + 2, lowercased: $0) }) else { return false }
    // Declared by the type or inherited from a superclass (`LibraryViewController.makeGridLayoutSection(…)`).
    guard let owner = resolveType(at: type, in: file, range: range) else { return true }
    return !scanner.hierarchy.lineage[owner].contains { scanner.staticNonFactories.contains(NavigationScanner.pair($0, file.name(type + 2))) }
  }

  /// Marks the call whose arguments a route was just named in: it hands the route over.
  private func handRoute(to stack: inout [Opener], in result: inout NavigationFacts) {
    guard let last = stack.last, last.isParen, last.callFact >= 0,
      case .call(let name, let receiver, _) = result.facts[last.callFact].action
    else { return }
    result.facts[last.callFact].action = .call(name, receiver: receiver, handsTarget: true)
  }

  /// Whether the `.` at `dot` begins an implicit member expression (`.profile`), rather than
  /// a member of what comes before it (`view.sheet`, `self?.name`).
  private func isImplicitMember(dot: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    guard dot >= range.lowerBound, file.name(dot) == .dot else { return false }
    guard dot > range.lowerBound else { return true }
    let previous = file.tokens[dot - 1]
    switch previous.kind {
    case .operator: return previous.name != .question && previous.name != .bang
    case .punctuation: return previous.name != .closeParen && previous.name != .closeBracket && previous.name != .closeBrace
    // `case let .detail(id):` and `case let .a(x), let .b(x):` bind the payload of an implicit member.
    case .identifier:
      return previous.keyword.precedesExpression
        || ((previous.keyword == .let || previous.keyword == .var) && dot - 2 >= range.lowerBound
          && (file.keyword(dot - 2) == .case || file.name(dot - 2) == .comma))
    default: return false
    }
  }

  /// Whose callback a closure among the innermost call's arguments is: worked out once, when a
  /// closure first asks.
  private mutating func argumentSubject(of stack: inout [Opener], in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    guard var last = stack.indices.last, stack[last].isParen, stack[last].callee >= 0 else { return nil }
    // `ListViewController(viewModel: .init(onSelect: { … }))`: the implicit type is the one the
    // enclosing call makes, as far as a reader can tell; that call's parenthesis answers.
    while file.name(stack[last].callee) == .`init`, isImplicitMember(dot: stack[last].callee - 1, in: file, range: range),
      let outer = stack[..<last].lastIndex(where: { $0.isParen && $0.callee >= 0 })
    {
      last = outer
    }
    return callSubject(of: &stack[last], in: file, range: range, locals: locals)
  }

  /// Whose callback a closure among a call's arguments is (`subject(ofCall:)`), read once per
  /// parenthesis.
  private func callSubject(of opener: inout Opener, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    if opener.argumentSubject == -2 {
      opener.argumentSubject = subject(ofCall: opener.callee, in: file, range: range, locals: locals) ?? -1
    }
    return opener.argumentSubject >= 0 ? opener.argumentSubject : nil
  }

  /// The type made by the construction whose arguments hold the call that a closure is handed
  /// to: `Consent` for `Consent(viewModel: ConsentViewModel(onSelect: { … }))`. The model is
  /// handed to it, and its callbacks run for it where the model is no screen of its own.
  private mutating func enclosingConstruction(of stack: inout [Opener], in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    guard let last = stack.indices.last, stack[last].isParen,
      let outer = stack[..<last].lastIndex(where: { $0.isParen && $0.callee >= 0 }), file.isCapitalized(stack[outer].callee)
    else { return nil }
    return callSubject(of: &stack[outer], in: file, range: range, locals: locals)
  }

  private static let sheetWords = ["sheet", "presented", "cover", "popover", "modal"].map { Array($0.utf8) }
  private static let pushWords = ["destination", "route", "path", "navigation", "selected"].map { Array($0.utf8) }

  /// Whether a route named at `start` (its `.` or its type) is handed to navigation: an argument
  /// of a call that presents, pushes or dispatches (`coordinator.present(scene: .profile(…))`,
  /// `router.navigate(to: .detail)`, `send(.showProfile)`), or assigned to a property named for
  /// it (`router.presentedSheet = .settings`). A case named anywhere else is data: `.status` in a
  /// list's items.
  private func handedPresentation(at start: Int, in file: AuditFile, range: Range<Int>, stack: [Opener]) -> NavigationFacts.Presentation? {
    if let opener = stack.last, opener.isParen {
      switch opener.role {
      case .presents: return .presents
      case .pushes: return .pushes
      case .dispatches: return NavigationFacts.Presentation.none
      default: return nil
      }
    }
    guard start - 2 >= range.lowerBound, file.name(start - 1) == .assign, file.tokens[start - 2].kind == .identifier else { return nil }
    if Self.sheetWords.contains(where: { file.contains(start - 2, lowercased: $0) }) { return .presents }
    if Self.pushWords.contains(where: { file.contains(start - 2, lowercased: $0) }) { return .pushes }
    return nil
  }

  /// The app type a capitalized name means: `ViewModel` inside `ComposeView.ViewModel(…)` is the
  /// one nested in `ComposeView`.
  private func resolveType(at index: Int, in file: AuditFile, range: Range<Int>, depth: Int = 0) -> Int? {
    if depth < 4, index - 2 >= range.lowerBound, file.name(index - 1) == .dot, file.isCapitalized(index - 2),
      let outer = resolveType(at: index - 2, in: file, range: range, depth: depth + 1)
    {
      return scanner.sources.nested(file.name(index), in: outer)
    }
    // A module's name before it (`MastodonUI.Card`) is not a type: the name is found as written.
    guard let found = scanner.sources.resolve(file.name(index), from: type) else { return nil }
    // `ProgressView()` in a package module that cannot see the app's own `ProgressView` view is
    // SwiftUI's; `DesignSystem.ProgressView()` names the app's.
    if ScreenNames.frameworkViewNames.contains(file.name(index)), scanner.roles.isSwiftUIView[found], file.name(index - 1) != .dot,
      scanner.modules.module(of: file.path) != scanner.modules.module(of: scanner.sources.files[scanner.sources.types[found].file].path)
    {
      return nil
    }
    return found
  }

  private mutating func calleeRole(_ index: Int, in file: AuditFile) -> NavigationCallee {
    let name = file.name(index)
    // `coordinator?.coordinate(by: .inviteTapped(code))`: a coordinator's dispatch is handed a
    // route, as `route(to:)` is; not `fileCoordinator.coordinate(writingItemAt:…)` nor a geocoder's.
    if name == Self.coordinate, isCalledOnACoordinator(index, in: file) { return .pushes }
    // `steps.accept(PensionStep.searchRequired)`: an RxFlow stepper hands a step to the flow
    // whose `navigate(to:)` switches over it; not any relay's `accept`.
    if name == Self.accept, isCalledOnSteps(index, in: file) { return .dispatches }
    var role: NavigationCallee
    if let known = callees[name] {
      role = known
    } else {
      role = NavigationCallee.role(of: index, in: file)
      callees[name] = role
    }
    // `TabView(selectedTab: $tab, titles: […]) { … }` of the app's own `struct TabView`: the app's
    // view, as Swift reads the name in the app's module, not SwiftUI's container of screens.
    if role == .root, isAppsOwnType(index, in: file) { role = .embeds }
    // A view of the app's that only wraps what it is given shows what it wraps, and so does the
    // app's own hosting or navigation controller (`final class HostingController:
    // UIHostingController<AnyView>`).
    if role == .embeds, file.isCapitalized(index), let view = scanner.sources.resolve(name, from: type),
      scanner.roles.isContainerView[view] || scanner.wrapsItsRoot[view]
    {
      return scanner.contentPresentation[view] ?? .transparent
    }
    return role
  }

  /// Whether the capitalised name at `index` is a type the app declares (not only extends), as
  /// Swift reads an unqualified name in the app's module: a framework's name the app reuses for a
  /// top-level type of its own in the same module (`struct TabView`). Not `SwiftUI.TabView`, a
  /// type nested in another (`Settings.Tab`), nor one of another module, which the framework's
  /// name is not shadowed by.
  private func isAppsOwnType(_ index: Int, in file: AuditFile) -> Bool {
    guard file.isCapitalized(index), file.name(index - 1) != .dot, let own = scanner.sources.resolve(file.name(index), from: type) else {
      return false
    }
    let declared = scanner.sources.types[own]
    return !scanner.isExtensionOnly[own] && declared.qualifiedName == declared.name
      && scanner.modules.module(of: file.path) == scanner.modules.module(of: scanner.sources.files[declared.file].path)
  }

  private static let coordinate = Name("coordinate")
  private static let accept = Name("accept")
  private static let initialStep = Name("initialStep")
  private static let steps = Name("steps")
  private static let stepHandOffs: Set<Name> = [steps, Name("forwardToParentFlowWithStep"), Name("withSingleStep")]

  /// Whether the call at `index` is made on a stepper's `steps`: its own (`steps.`, `self.steps.`,
  /// of a type that adopts RxFlow's `Stepper`) or one a stepper type holds
  /// (`HomeStepper.shared.steps.`). A relay of another kind named `steps` is no stepper's.
  private func isCalledOnSteps(_ index: Int, in file: AuditFile) -> Bool {
    guard file.name(index - 1) == .dot else { return false }
    var receiver = index - 2
    if file.name(receiver) == .question || file.name(receiver) == .bang { receiver -= 1 }
    guard receiver >= 0, file.name(receiver) == Self.steps else { return false }
    let isStepper = { (type: Int) in self.scanner.hierarchy.conformances[type].contains { $0 == "Stepper" || $0 == "RxFlow.Stepper" } }
    var cursor = receiver
    while cursor >= 2, file.name(cursor - 1) == .dot, file.tokens[cursor - 2].kind == .identifier || file.name(cursor - 2) == .`self` {
      cursor -= 2
      if file.isCapitalized(cursor), let type = scanner.sources.resolve(file.name(cursor), from: self.type) { return isStepper(type) }
    }
    return isStepper(typeIndex)
  }
  private static let coordinatorWord = Array("coordinator".utf8)

  /// Whether the call at `index` is made on a value named for a coordinator (`coordinator?.`,
  /// `self.homeCoordinator.`), or typed as one of the app's coordinators.
  private func isCalledOnACoordinator(_ index: Int, in file: AuditFile) -> Bool {
    guard file.name(index - 1) == .dot else { return false }
    var receiver = index - 2
    if file.name(receiver) == .question || file.name(receiver) == .bang { receiver -= 1 }
    guard receiver >= 0, file.tokens[receiver].kind == .identifier else { return false }
    if file.contains(receiver, lowercased: Self.coordinatorWord) { return true }
    return (properties[file.name(receiver)] ?? parameterType(file.name(receiver), in: file)).map { scanner.roles.isCoordinatorNamed[$0] } ?? false
  }

  /// Whether `name` is a local bound, before `index`, to what code the audit cannot type makes
  /// (`let next = screenType.next().viewController()`, `let controller = factory.make()`): not to
  /// a type's initializer (an app type's is known, a framework's is an alert or a system screen),
  /// and not named for what the system shows.
  private static func isUntypedLocal(_ name: Name, before index: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    guard !systemWords.contains(where: { file.contains(index, lowercased: $0) }) else { return false }
    var cursor = index - 1
    while cursor > range.lowerBound + 1 {
      defer { cursor -= 1 }
      guard file.name(cursor) == name, file.name(cursor + 1) == .assign, file.name(cursor - 1) == .let || file.name(cursor - 1) == .var
      else { continue }
      let start = cursor + 2
      guard start < index, file.name(start) == .`self` || (file.tokens[start].kind == .identifier && !file.isCapitalized(start)) else { return false }
      // `let controller = makeQuitAlert()`: what its line names, an alert or a system screen.
      var end = start
      while end < index, !file.tokens[end].startsLine || end == start {
        if systemWords.contains(where: { file.contains(end, lowercased: $0) }) { return false }
        end += 1
      }
      return true
    }
    return false
  }

  /// `NavigationLink(value:)`'s label.
  private static let valueLabel = Name(0x7ce4fd9430e80cea, "value")

  /// UIKit's and AppKit's calls that show the controller they are handed.
  private static let controllerPresentations = NameSet(["pushViewController", "present", "show", "showDetailViewController", "presentAsSheet", "presentAsModalWindow"])

  /// What names a local the system shows, or an alert: `alert`, `activityController`, `picker`.
  private static let systemWords = ["alert", "activity", "picker", "share", "mail", "safari", "sheet", "menu"].map { Array($0.utf8) }

  /// Whether `Router.route(to: .backup)`, `Navigator.show(.profile)` calls a static method of the
  /// app's whose name says it navigates: a call that is handed a route, not a route that carries
  /// values (`Scene.profile(viewModel:)`).
  private mutating func isNavigatingStaticMethod(_ callee: Int, in file: AuditFile) -> Bool {
    guard let owner = scanner.sources.resolve(file.name(callee - 2), from: type), scanner.declaresStaticMethod(file.name(callee), in: owner)
    else { return false }
    return [.pushes, .presents, .dispatches].contains(calleeRole(callee, in: file))
  }

  /// Whether the call at `callee` makes a controller generic over the controllers it lays out.
  private func isControllerContainer(_ callee: Int, in file: AuditFile) -> Bool {
    guard callee >= 0, scanner.controllerContainers.contains(file.name(callee)),
      let type = scanner.sources.resolve(file.name(callee), from: self.type)
    else { return false }
    return scanner.roles.isContainerView[type] && scanner.roles.isController[type]
  }

  /// The app type of the value a call at `callee` is made on: `child` in `child.onDone(…)`,
  /// `coordinator` in `coordinator.actions.sink`, when it is another type than this one.
  private func subject(ofCall callee: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    if file.isCapitalized(callee) {
      guard let type = scanner.sources.resolve(file.name(callee), from: self.type), type != typeIndex else { return nil }
      return type
    }
    // `factory.makeSurveyViewController { … }`: the closures a factory is handed are the made
    // screen's, not the factory's.
    if let made = madeType(byFactory: callee, in: file), made != typeIndex { return made }
    if let shown = screenHandedWithClosures(toCall: callee, in: file, range: range, locals: locals) { return shown }
    guard let root = chainRoot(before: callee, in: file, range: range) else { return nil }
    return valueType(root, in: file, locals: locals)
  }

  /// `push(scene: Welcome.self, viewModel: WelcomeViewModel()) { [unowned self] step in … }`: a
  /// method of this type's own that is handed the screen it shows, by its type, made in place or
  /// in a local, with closures: they hear that screen's steps, and what they do, the screen's
  /// user asked for. The view model is named first where the call names both it and its
  /// controller or view (whose steps the model sends); a closure handed to a method that names
  /// no screen stays this type's.
  private func screenHandedWithClosures(toCall callee: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    let receiverIsSelf = file.name(callee - 1) != .dot || (file.name(callee - 2) == .`self` && file.name(callee - 3) != .dot)
    guard receiverIsSelf, StepHandlerCalls.handsStepHandlers(typeIndex, roles: scanner.roles), file.name(callee + 1) == .openParen,
      let close = file.partner(callee + 1), close < range.upperBound,
      scanner.hierarchy.hasInstanceMethod(file.name(callee), in: typeIndex, sources: scanner.sources)
    else { return nil }
    let named = StepHandlerCalls.namedTypes(
      from: callee + 1, to: close, in: file, resolve: { scanner.sources.resolve($0, from: self.type) },
      localType: { name in locals.last(where: { $0.0 == name })?.1 }
    ).filter { $0 != typeIndex }
    let roles = scanner.roles
    return named.first { roles.isViewModelNamed[$0] || roles.descendsFromViewModel[$0] || roles.isObservable[$0] }
      ?? named.first { roles.isController[$0] || roles.isSwiftUIView[$0] }
  }

  /// The first parameter of the closure that follows `start` in the same call chain (`{ owner, value
  /// in`, `{ (owner, _) in`, after a capture list), with its token.
  private func firstClosureParameter(after start: Int, in file: AuditFile, range: Range<Int>) -> (name: Name, token: Int)? {
    var cursor = start + 1
    while cursor < min(range.upperBound, start + 24), file.name(cursor) != .openBrace {
      if file.name(cursor) == .closeBrace || (file.tokens[cursor].startsLine && file.name(cursor) != .dot) { return nil }
      cursor += 1
    }
    guard cursor < range.upperBound, file.name(cursor) == .openBrace else { return nil }
    cursor += 1
    if file.name(cursor) == .openBracket, let close = file.partner(cursor), close > cursor { cursor = close + 1 }
    if file.name(cursor) == .openParen { cursor += 1 }
    guard cursor + 1 < range.upperBound, file.tokens[cursor].kind == .identifier, file.name(cursor) != .`self` else { return nil }
    let after = file.name(cursor + 1)
    guard after == .comma || after == .closeParen || file.keyword(cursor + 1) == .in else { return nil }
    return (file.name(cursor), cursor)
  }

  /// Whether the navigation stack made at `index` starts at a view of the app's, first in its
  /// content (`NavigationStack(path: $path) { TrendingView().withRouter() }`).
  private func startsAtAppView(stack index: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    var brace = index + 1
    if file.name(brace) == .openParen, let close = file.partner(brace), close > brace { brace = close + 1 }
    let first = brace + 1
    guard brace < range.upperBound, file.name(brace) == .openBrace, first < range.upperBound, file.tokens[first].kind == .identifier,
      file.isCapitalized(first), let view = scanner.sources.resolve(file.name(first), from: type)
    else { return false }
    return scanner.roles.isSwiftUIView[view] && view != typeIndex
  }

  /// `SurveyViewController` for `makeSurveyViewController`: the app type a factory method is
  /// named for making, or the controller or view the app's factory methods of that name are
  /// declared to return (`makeDistrictSelectionController() -> DistrictSelectionViewController`);
  /// or, for a builder's method (`factory.makeNoticeList()`, not a service's
  /// `auth.createUser(…)`), named for its screen, the controller or view of that name
  /// (`NoticeListVC`), where no type has the name itself.
  private func madeType(byFactory callee: Int, in file: AuditFile) -> Int? {
    guard let word = NavigationScanner.factoryWords.first(where: { file.hasCamelCasePrefix(callee, $0) }) else { return nil }
    let start = Int(file.tokens[callee].start) + word.count
    let made = file.bytes.withUnsafeBufferPointer { Name(bytes: $0, from: start, to: Int(file.tokens[callee].end)) }
    if let type = scanner.sources.resolve(made, from: type) { return type }
    if file.name(callee - 1) == .dot, let declared = scanner.instanceFactories[file.name(callee)], declared >= 0 { return declared }
    // `factory.makeNoticeList()`, `factory?.makeNoticeList()`.
    let receiver = file.name(callee - 2) == .question ? callee - 3 : callee - 2
    guard file.name(callee - 1) == .dot, receiver >= 0, file.tokens[receiver].kind == .identifier,
      Self.builderWords.contains(where: { file.contains(receiver, lowercased: $0) })
    else { return nil }
    let text = String(decoding: file.bytes[start..<Int(file.tokens[callee].end)], as: UTF8.self)
    for suffix in Self.screenTypeSuffixes {
      if let screen = scanner.sources.resolve(Name(text + suffix), from: type), scanner.roles.isController[screen] || scanner.roles.isSwiftUIView[screen] {
        return screen
      }
    }
    return nil
  }

  private static let screenTypeSuffixes = ["ViewController", "VC", "View", "Screen"]
  /// What a builder of screens is called: `factory`, `sceneBuilder`, `moduleAssembly`, `container`.
  private static let builderWords = ["factory", "builder", "assembl", "container"].map { Array($0.utf8) }
  /// The members a builder's result names its controller by: `vc` of `(vc: …, vm: …)`.
  private static let controllerMembers = NameSet(["vc", "viewController", "controller"])

  /// `child.onDone = { … }`: the type of the object whose property the closure is stored in.
  private func subject(ofAssignmentBefore equals: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    guard equals - 1 >= range.lowerBound, file.tokens[equals - 1].kind == .identifier,
      let root = chainRoot(before: equals - 1, in: file, range: range)
    else { return nil }
    if let typed = valueType(root, in: file, locals: locals) { return typed }
    // A holder the code does not type, reached through a member of what it was handed (`inbox.vm`
    // of a builder's tuple; not `button.onTap` of a framework's button): the one app type that
    // keeps a closure under that name.
    guard root < equals - 3, let owner = scanner.closurePropertyOwners[file.name(equals - 1)], owner >= 0, owner != typeIndex else { return nil }
    return owner
  }

  /// The first name of the member chain that ends with the name at `last`, skipping `self`:
  /// `coordinator` for `self.coordinator.actions.receive(on: q).sink`. Nil when the chain is
  /// only `self`'s own members reached through a call, or has no receiver.
  private func chainRoot(before last: Int, in file: AuditFile, range: Range<Int>) -> Int? {
    var names: [Int] = []
    var cursor = last
    var steps = 0
    while cursor - 1 >= range.lowerBound, file.name(cursor - 1) == .dot, steps < 64 {
      steps += 1
      var before = cursor - 2
      if before >= range.lowerBound, file.name(before) == .question || file.name(before) == .bang { before -= 1 }
      guard before >= range.lowerBound else { break }
      // Back over a call's brackets, a trailing closure's included: `Root().modifier(for: X.self) { … }`.
      var jumped = false
      while before >= range.lowerBound, file.tokens[before].kind == .punctuation, let open = file.partner(before), open < before,
        open >= range.lowerBound
      {
        before = open - 1
        jumped = true
      }
      if jumped { guard before >= range.lowerBound, file.tokens[before].kind == .identifier else { return nil } }
      guard file.tokens[before].kind == .identifier else { break }
      names.append(before)
      cursor = before
    }
    guard let root = names.last else { return nil }
    if file.name(root) == .`self` { return names.count >= 2 ? names[names.count - 2] : nil }
    return root
  }

  /// Whether every assignment to `property` in the body stores a value made from the same type
  /// (`coordinator = TabCoordinator(…)` once, or twice alike), so that what is stored is known.
  private func storesOneKind(in property: Name, range: Range<Int>, file: AuditFile) -> Bool {
    var made: Name?
    for index in range where file.name(index) == property && file.name(index + 1) == .assign && file.tokens[index].kind == .identifier {
      let value = file.name(index + 2)
      if let made, made != value { return false }
      made = value
    }
    return true
  }

  /// Whether modifier calls follow the name at `index` up to the end of its argument in the call
  /// whose parenthesis is `open`: `contentView.environmentObject(user).environmentObject(order))`.
  private func endsArgumentAfterModifiers(_ index: Int, of open: Int, in file: AuditFile) -> Bool {
    var after = index + 1
    while file.name(after) == .dot, after + 2 < file.tokens.count, file.tokens[after + 1].kind == .identifier, file.name(after + 2) == .openParen,
      let close = file.partner(after + 2), close > after
    {
      after = close + 1
    }
    return after > index + 1 && (file.name(after) == .comma || (file.name(after) == .closeParen && file.partner(after) == open))
  }

  /// The app type a name holds: a local bound to a construction, a stored property, a type itself.
  private func valueType(_ index: Int, in file: AuditFile, locals: [(Name, Int)]) -> Int? {
    let name = file.name(index)
    let found = locals.last { $0.0 == name }?.1 ?? properties[name]
      ?? (file.isCapitalized(index) ? scanner.sources.resolve(name, from: type) : scanner.globalTypes[name])
    return found == typeIndex ? nil : found
  }

  /// The coordinator or router the member's parameter `name` holds, as its declaration writes
  /// it: `coordinator` in `func bind(coordinator: FriendListCoordinator?)`. Not another app type:
  /// a container or a factory handed in makes models, which is no navigation of the member's.
  private func parameterType(_ name: Name, in file: AuditFile) -> Int? {
    guard let member, member.kind == .function || member.kind == .initializer, scanner.sources.files[member.file] === file else { return nil }
    // The declaration's parenthesis, before its body.
    var open = member.nameToken + 1
    while open < member.tokens.upperBound, file.name(open) != .openParen, file.name(open) != .openBrace { open += 1 }
    guard file.name(open) == .openParen, let close = file.partner(open), close > open + 2 else { return nil }
    for colon in open + 2..<close where file.name(colon) == .colon && file.name(colon - 1) == name && file.tokens[colon - 1].kind == .identifier {
      // Past `@escaping`, `inout`, `any`: the type's first name.
      var cursor = colon + 1
      while cursor < close, !file.isCapitalized(cursor) {
        guard file.name(cursor) == .at || file.tokens[cursor].kind == .identifier else { return nil }
        cursor += 1
      }
      // Named for what it is (`FriendListCoordinator`, `AppRouter`), not for what a router takes
      // (`RouterTarget`, whose implementations are every route).
      let written = file.text(cursor)
      guard cursor < close, file.name(cursor + 1) != .dot, TypeRoles.navigatorWords.contains(where: written.hasSuffix) || written.hasSuffix("Router"),
        let held = scanner.sources.resolve(file.name(cursor), from: type)
      else { return nil }
      return held
    }
    return nil
  }

  /// `openChat = chat`, `self.openChat = chat`, `model?.openChat = chat` at the `=` at
  /// `equals`: the state's presentation name and the type that keeps it. Not a reset (`= nil`,
  /// `= false`), which dismisses.
  private func presentationState(assignedBefore equals: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> (Name, Int)? {
    let property = equals - 1
    guard property >= range.lowerBound, file.tokens[property].kind == .identifier, let state = scanner.presentationStates[file.name(property)],
      !Self.resets.contains(file.name(equals + 1)), file.keyword(property - 1) != .let, file.keyword(property - 1) != .var
    else { return nil }
    guard file.name(property - 1) == .dot else { return (state, typeIndex) }
    var root = property - 2
    if file.name(root) == .question || file.name(root) == .bang { root -= 1 }
    guard root >= range.lowerBound, file.tokens[root].kind == .identifier, file.name(root - 1) != .dot else { return nil }
    if file.name(root) == .`self` { return (state, typeIndex) }
    return valueType(root, in: file, locals: locals).map { (state, $0) }
  }

  /// `if isShowSettings { SettingsView(isShowSettings: $isShowSettings) }`: a view handed the
  /// very flag that shows it, to close itself, is presented by setting that flag, the way
  /// `.sheet(isPresented:)` presents; a part of a screen is not handed its own way out. The flag
  /// is named for showing (`isShowHelp`, `showingPicker`, `isPresented`, `$model.showsHelp`), and
  /// the condition tests it as it is: not `!isShowingOptions` or `isShowingOptions == false`, where
  /// what is shown is the control that turns it on, and not a component's own state handed back
  /// to it (`if isEditing { NameField(isEditing: $isEditing) }`). The flag's token in the
  /// condition, where it is so.
  private func flagShowingTheViewItIsHanded(call open: Int, guardedBy brace: Int, in file: AuditFile, range: Range<Int>) -> Int? {
    guard file.name(brace) == .openBrace, let close = file.partner(open), close > open else { return nil }
    // The condition of the `if` whose block this is, found first: a bounded look back.
    var condition = brace - 1
    while condition >= range.lowerBound, brace - condition < 32, file.keyword(condition) != .if {
      let name = file.name(condition)
      if name == .openBrace || name == .closeBrace { return nil }
      condition -= 1
    }
    guard condition >= range.lowerBound, file.keyword(condition) == .if else { return nil }
    var handed: [Name] = []
    for token in open..<close where file.isProjection(token) {
      // `$isShowHelp`, or the member in `$model.showsHelp`.
      let flag = file.name(token + 1) == .dot && file.tokens[token + 2].kind == .identifier ? token + 2 : token
      if ScreenNames.namesShowing(file.text(flag)) { handed.append(file.projectedName(flag)) }
    }
    guard !handed.isEmpty else { return nil }
    return (condition + 1..<brace).first { token in
      guard file.tokens[token].kind == .identifier, handed.contains(file.name(token)), file.name(token - 1) != .bang else { return false }
      let next = file.text(token + 1)
      return next != "==" && next != "!="
    }
  }

  /// The `(` after `Name<Arguments>` at `name`, when the brackets hold a type's generic
  /// arguments (names, dots, commas, optionals, arrays): `DetailsView<AppRouter>(`, not `a < b(`.
  static func parenthesisAfterGenericArguments(of name: Int, in file: AuditFile, range: Range<Int>) -> Int? {
    guard name + 1 < range.upperBound, file.tokens[name + 1].kind == .operator, file.bytes[Int(file.tokens[name + 1].start)] == UInt8(ascii: "<")
    else { return nil }
    var depth = 0
    var cursor = name + 1
    while cursor < min(range.upperBound, name + 32) {
      let token = file.tokens[cursor]
      switch token.kind {
      case .operator:
        for byte in file.bytes[Int(token.start)..<Int(token.end)] {
          switch byte {
          case UInt8(ascii: "<"): depth += 1
          case UInt8(ascii: ">"): depth -= 1
          case UInt8(ascii: "?"), UInt8(ascii: "!"): continue
          default: return nil
          }
        }
        if depth == 0 { return file.name(cursor + 1) == .openParen ? cursor + 1 : nil }
      case .identifier: break
      default:
        let punctuation = token.name
        guard punctuation == .dot || punctuation == .comma || punctuation == .openBracket || punctuation == .closeBracket
          || punctuation == .colon || punctuation == .question
        else { return nil }
      }
      cursor += 1
    }
    return nil
  }

  /// The app type of the elements of the collection a stored property of this type's lineage
  /// holds (`settings: [Setting]`).
  private func elementType(of property: Name) -> Int? {
    for owner in scanner.hierarchy.lineage[typeIndex] {
      if let element = scanner.sources.types[owner].storedProperty(property)?.elementType { return element }
    }
    return nil
  }

  /// Whether the type named at `index` is the owner of a static factory called on it
  /// (`WidgetFactory.create(with: presenter)`): what is made is what the method returns, read
  /// at the method's name, not the factory's type.
  private func namesStaticFactory(_ index: Int, in file: AuditFile) -> Bool {
    guard file.isCapitalized(index), file.name(index + 1) == .dot, file.name(index + 3) == .openParen,
      let owner = scanner.sources.resolve(file.name(index), from: type)
    else { return false }
    return scanner.staticFactories[NavigationScanner.pair(owner, file.name(index + 2))] != nil
  }

  private static let setViewControllers = Name("setViewControllers"), viewControllers = Name("viewControllers")

  /// The token a member written after a dot (`viewControllers` of `tabBar?.viewControllers`) is
  /// read off, past an optional's `?` or `!`: `tabBar`.
  private static func receiver(ofMember member: Int, in file: AuditFile) -> Int {
    let receiver = member - 2
    return file.name(receiver) == .question || file.name(receiver) == .bang ? receiver - 1 : receiver
  }
  private static let tabBarController = Name("tabBarController")

  /// Whether `selectedIndex` (or `selectedViewController`) at `index` switches a tab bar's tab:
  /// the framework's `tabBarController?.selectedIndex`, a tab bar of the app's a property holds,
  /// or the tab bar's own (`selectedIndex = 1`, `self.selectedIndex`), in its methods. Not where
  /// the code sets that tab bar up: in a body that also sets its tabs, or on a tab bar a local
  /// holds (`let tabbar = … as! MainTabbarViewController`, then `tabbar.selectedIndex = 0`).
  private func selectsATab(at index: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Bool {
    let receiver = Self.receiver(ofMember: index, in: file)
    // The name the tab bar goes by here: `.self` for its own code.
    let tabBar: Name
    if file.name(index - 1) != .dot {
      // `selectedIndex = 1` in the tab bar's own code; not a local's declaration.
      guard scanner.roles.isTabBar[typeIndex], file.name(index - 1) != .let, file.name(index - 1) != .var else { return false }
      tabBar = .`self`
    } else {
      guard receiver >= range.lowerBound, file.tokens[receiver].kind == .identifier || file.name(receiver) == .`self` else { return false }
      tabBar = file.name(receiver)
      if tabBar == .`self` {
        guard scanner.roles.isTabBar[typeIndex], file.name(receiver - 1) != .dot else { return false }
      } else if tabBar != Self.tabBarController {
        guard !locals.contains(where: { $0.0 == tabBar }), let held = valueType(receiver, in: file, locals: locals), scanner.roles.isTabBar[held] else {
          return false
        }
      }
    }
    // Its tabs set in the same body: `viewControllers = […]` (or `self.`, `tabBarController.`),
    // `tabBarController.setViewControllers(…)`; not a navigation controller's, nor a local of
    // that name (`guard let viewControllers = tabBarController?.viewControllers`).
    let setsTabs = range.contains { at in
      let name = file.name(at)
      guard (name == Self.viewControllers && file.name(at + 1) == .assign) || (name == Self.setViewControllers && file.name(at + 1) == .openParen) else {
        return false
      }
      guard file.name(at - 1) == .dot else { return tabBar == .`self` && file.name(at - 1) != .let && file.name(at - 1) != .var }
      let owner = Self.receiver(ofMember: at, in: file)
      return file.name(owner) == tabBar && (tabBar != .`self` || file.name(owner - 1) != .dot)
    }
    return !setsTabs
  }

  /// The app's tab bar controller, another type than this one, whose tabs the code at `index`
  /// sets: `tabBarController.setViewControllers(tabs, animated: false)`, `tabBar.viewControllers = […]`.
  private func tabBarGivenTabs(at index: Int, next: Name, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    let name = file.name(index)
    let held: Int?
    if name == Self.setViewControllers, next == .openParen {
      guard case .instance(let instance) = receiver(ofCall: index, in: file, range: range, locals: locals) else { return nil }
      held = instance
    } else if name == Self.viewControllers, next == .assign {
      // `tabBar.viewControllers`, `self.tabBar?.viewControllers`: the receiver is the tab bar
      // itself, not what it reaches (`tabBar.navigationController?.viewControllers`).
      let receiver = Self.receiver(ofMember: index, in: file)
      guard receiver >= range.lowerBound, file.tokens[receiver].kind == .identifier,
        receiver - 1 < range.lowerBound || file.name(receiver - 1) != .dot
          || (receiver - 2 >= range.lowerBound && file.name(receiver - 2) == .`self`)
      else { return nil }
      held = valueType(receiver, in: file, locals: locals)
    } else {
      return nil
    }
    guard let held, held != typeIndex, scanner.roles.isTabBar[held] else { return nil }
    return held
  }

  private static let forEach = Name("forEach"), enumerated = Name("enumerated")

  /// The name an iteration over a collection property binds to each element, with the
  /// elements' app type and the token from which it holds one: `pages.forEach { page in`,
  /// `pages.enumerated().forEach { (index, page) in`, `for page in pages {`, `for (index, page) in
  /// self.pages.enumerated() {`. Only a property's collection: a local's elements are not known.
  private func elementBinding(
    at index: Int, in file: AuditFile, range: Range<Int>
  ) -> (name: Name, type: Int, from: Int)? {
    // The collection's name before `.forEach` or `.enumerated().forEach`, or after `in`.
    func collection(endingAt last: Int) -> (type: Int, enumerated: Bool)? {
      var end = last
      var isEnumerated = false
      if file.name(end) == .closeParen, file.name(end - 1) == .openParen, file.name(end - 2) == Self.enumerated, file.name(end - 3) == .dot {
        end -= 4
        isEnumerated = true
      }
      guard end > range.lowerBound, file.tokens[end].kind == .identifier, let type = elementType(of: file.name(end)) else { return nil }
      // `pages`, `self.pages`; not `other.pages`.
      guard file.name(end - 1) != .dot || file.name(end - 2) == .`self` else { return nil }
      return (type, isEnumerated)
    }
    // The parameters `page`, `(index, page)` or `index, page`, from `start`: the element is the
    // first, or the second of an enumeration's pairs.
    func parameter(from start: Int, enumerated: Bool) -> (name: Name, token: Int)? {
      var cursor = start
      // `[weak self] page in`: past the capture list.
      if file.name(cursor) == .openBracket, let close = file.partner(cursor), close > cursor { cursor = close + 1 }
      if file.name(cursor) == .openParen { cursor += 1 }
      if enumerated {
        guard cursor + 2 < range.upperBound, file.name(cursor + 1) == .comma else { return nil }
        cursor += 2
      }
      guard cursor < range.upperBound, file.tokens[cursor].kind == .identifier, file.name(cursor) != .`self` else { return nil }
      return (file.name(cursor), cursor)
    }
    if file.name(index) == Self.forEach, file.name(index - 1) == .dot, let iterated = collection(endingAt: index - 2) {
      var brace = index + 1
      if file.name(brace) == .openParen { brace += 1 }
      guard brace + 1 < range.upperBound, file.name(brace) == .openBrace, let close = file.partner(brace) else { return nil }
      // `{ page in … }`, or `{ addChild($0) }` with no parameters named.
      let namesParameters = (brace + 1..<min(close, brace + 12)).contains { file.keyword($0) == .in }
      if !namesParameters { return iterated.enumerated ? nil : (Self.firstArgument, iterated.type, brace) }
      guard let bound = parameter(from: brace + 1, enumerated: iterated.enumerated) else { return nil }
      return (bound.name, iterated.type, bound.token)
    }
    if file.keyword(index) == .for {
      // `for page in pages {`: the collection ends before the loop's brace.
      var cursor = index + 1
      while cursor < min(range.upperBound, index + 12), file.keyword(cursor) != .in { cursor += 1 }
      var brace = cursor + 1
      while brace < min(range.upperBound, cursor + 12), file.name(brace) != .openBrace { brace += 1 }
      guard file.keyword(cursor) == .in, file.name(brace) == .openBrace, let iterated = collection(endingAt: brace - 1),
        let bound = parameter(from: index + 1, enumerated: iterated.enumerated)
      else { return nil }
      return (bound.name, iterated.type, bound.token)
    }
    return nil
  }

  private static let allCases = Name("allCases"), firstArgument = Name("$0")
  private static let caseIterations = NameSet(["map", "compactMap", "flatMap", "forEach"])

  /// For `allCases` at `index` in `Tab.allCases.map { … }` (or `.forEach({ tab in … })`), of an
  /// enum of the app's: that enum, the name the closure binds a case to, and the closure's braces.
  private func eachCase(after index: Int, in file: AuditFile, range: Range<Int>) -> (type: Int, name: Name, brace: Int, close: Int)? {
    guard index - 2 >= range.lowerBound, file.isCapitalized(index - 2), index + 3 < range.upperBound, file.name(index + 1) == .dot,
      Self.caseIterations.contains(file.name(index + 2)),
      let enumType = scanner.sources.resolve(file.name(index - 2), from: type), scanner.sources.types[enumType].kind == .enum
    else { return nil }
    var brace = index + 3
    if file.name(brace) == .openParen { brace += 1 }
    guard brace < range.upperBound, file.name(brace) == .openBrace, let close = file.partner(brace), close > brace else { return nil }
    // `$0` is the case only where no closure inside names its own `$0`.
    guard let named = firstClosureParameter(after: brace - 1, in: file, range: range)
      ?? ((brace + 1..<close).contains { file.name($0) == .openBrace } ? nil : (name: Self.firstArgument, token: brace))
    else { return nil }
    return (enumType, named.name, brace, close)
  }

  /// A value of the app's type a navigation stack pairs with what shows it (`navigationValue`).
  enum NavigationValue {
    case destination(Name)
    case pushed(Name)
  }

  private static let navigationDestinationName = Name("navigationDestination"), forLabel = Name("for")

  /// The name under which a navigation stack pairs a value pushed onto it with what shows it:
  /// the type's, as `navigationDestination(for: MovieRoute.self)` names it (the destination) and
  /// as `NavigationLink(value: MovieRoute(…))` or `path.append(MovieRoute(…))` makes it (a push).
  /// An app type, not a framework's (`String.self`).
  private func navigationValue(at index: Int, next: Name, in file: AuditFile, stack: [Opener]) -> NavigationValue? {
    guard let opener = stack.last, opener.isParen, opener.callee >= 0, index >= 2 else { return nil }
    let callee = file.name(opener.callee)
    if callee == Self.navigationDestinationName, next == .dot, file.name(index + 2) == .`self`, file.name(index - 1) == .colon,
      file.name(index - 2) == Self.forLabel, opener.argument == 0
    {
      return scanner.sources.resolve(file.name(index), from: type) == nil ? nil : .destination(Self.valueRoute(index, in: file))
    }
    let isValueArgument = callee == NavigationScanner.navigationLink && file.name(index - 1) == .colon && file.name(index - 2) == Self.valueLabel
    let isAppended = NavigationScanner.isPathAppend(opener.callee, in: file) && file.name(index - 1) == .openParen
    guard next == .openParen, isValueArgument || isAppended, let valueType = scanner.sources.resolve(file.name(index), from: type),
      !scanner.roles.isShowable(valueType)
    else { return nil }
    return .pushed(Self.valueRoute(index, in: file))
  }

  /// The route of the values of the type named at `index`, apart from every case of the app's.
  private static func valueRoute(_ index: Int, in file: AuditFile) -> Name {
    Name("value " + file.text(index))
  }

  /// Who a call at `index` is made on.
  private func receiver(ofCall index: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> NavigationFacts.Receiver {
    guard index - 1 >= range.lowerBound, file.name(index - 1) == .dot else { return .own }
    var before = index - 2
    if before >= range.lowerBound, file.name(before) == .question || file.name(before) == .bang { before -= 1 }
    // `(delegate as? SignupFlowDelegate)?.showNext(self)`: the type it is cast to.
    if before - 3 > range.lowerBound, file.name(before) == .closeParen, file.tokens[before - 1].kind == .identifier, file.isCapitalized(before - 1),
      file.name(before - 2) == .question || file.name(before - 2) == .bang, file.name(before - 3) == .`as`
    {
      guard let cast = scanner.sources.resolve(file.name(before - 1), from: type) else { return .frameworkType }
      return .instance(cast)
    }
    // `settings[index].callback()`: an element of a collection the type holds, whose held type
    // is its elements'.
    if before > range.lowerBound, file.name(before) == .closeBracket, let opener = file.partner(before), opener - 1 >= range.lowerBound,
      file.tokens[opener - 1].kind == .identifier, opener - 2 < range.lowerBound || file.name(opener - 2) != .dot,
      let held = elementType(of: file.name(opener - 1))
    {
      return .instance(held)
    }
    guard before >= range.lowerBound, file.tokens[before].kind == .identifier else { return .unknown(.none) }
    let name = file.name(before)
    if name == .`self` || name == .`super` { return .own }
    if file.isCapitalized(before) {
      guard let type = scanner.sources.resolve(name, from: type) else { return .frameworkType }
      return .type(type)
    }
    // `router.x()`, `self.router.x()`, and `self?.router.x()` in a `[weak self]` closure.
    let afterSelf = file.name(before - 2) == .question || file.name(before - 2) == .bang ? before - 3 : before - 2
    let isOwn = before - 1 < range.lowerBound || file.name(before - 1) != .dot || (afterSelf >= range.lowerBound && file.name(afterSelf) == .`self`)
    if isOwn,
      let held = locals.last(where: { $0.0 == name })?.1 ?? properties[name]
        ?? (file.name(before - 1) != .dot ? parameterType(name, in: file) ?? scanner.globalTypes[name] : nil)
    {
      return .instance(held)
    }
    if !isOwn, let held = chainType(endingAt: before, in: file, range: range, locals: locals) { return .instance(held) }
    // `owner.onMessageTap?(id)` in `.withUnretained(self).sink { owner, id in … }`: a name bound
    // to nothing the type holds, calling a closure this type keeps under that name, calls its own.
    if isOwn, properties[name] == nil, scanner.closurePropertyOwners[file.name(index)] == typeIndex { return .own }
    return .unknown(name)
  }

  /// The app type a member chain ends in, typed one step at a time from its root:
  /// `application.viewRouter` is the `viewRouter` that `Application` declares. Nil where a step is
  /// a call or a subscript, or names nothing the app's types declare: a guess would send the call
  /// to another type's methods. A singleton's methods (`Coordinator.shared.present { … }`) stay
  /// unread: an app-wide presenter shows whatever it is handed, so following it would lead every
  /// screen that calls it to every screen it ever shows.
  private func chainType(endingAt last: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> Int? {
    // Not the tail of a call's or a subscript's result: `makeContext().router.show(`.
    guard let (chain, start) = TokenPatterns.chain(endingAt: last, in: file, from: range.lowerBound),
      start == range.lowerBound || file.name(start - 1) != .dot
    else { return nil }
    let root = chain[0]
    var current: Int
    if file.name(root) == .`self` {
      current = typeIndex
    } else if let held = locals.last(where: { $0.0 == file.name(root) })?.1 ?? properties[file.name(root)] ?? scanner.globalTypes[file.name(root)] {
      current = held
    } else if file.isCapitalized(root), let named = scanner.sources.resolve(file.name(root), from: type) {
      current = named
    } else {
      return nil
    }
    for step in chain.dropFirst() {
      guard let next = scanner.memberType(of: current, named: file.name(step)) else { return nil }
      current = next
    }
    return current
  }

  /// Whether the type named at `index` (`X.self`) is handed, as a call's first argument, to
  /// what makes an instance of it: a dependency container's `resolve(_:)`
  /// (`container.resolve(ProfileViewController.self)`, `Assembler.resolve(X.self)!`), or a
  /// storyboard helper that instantiates it, labelled or not
  /// (`Storyboard.Auth.instantiateVC(type: SMSCodeViewController.self)`).
  private func isMadeFromItsType(_ index: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    guard index + 3 < range.upperBound, file.name(index + 3) == .closeParen || file.name(index + 3) == .comma else { return false }
    if index - 2 >= range.lowerBound, file.name(index - 1) == .openParen {
      let callee = index - 2
      return Self.containerResolves.contains(file.name(callee)) || file.hasPrefix(callee, lowercased: Self.instantiateWord)
    }
    // `instantiateVC(type: X.self)`.
    guard index - 4 >= range.lowerBound, file.name(index - 1) == .colon, file.tokens[index - 2].kind == .identifier,
      file.name(index - 3) == .openParen
    else { return false }
    return file.hasPrefix(index - 4, lowercased: Self.instantiateWord)
  }

  /// Whether the type named at `index` (`AppCoordinator` of `AppCoordinator.self`) is handed, as
  /// its one argument, to a lookup that answers an object of that type, made before
  /// (`findParentCoordinator(ofType: AppCoordinator.self)`, `child(ofType:)`): what a local bound
  /// to the call holds, not something the call makes.
  private func isLookedUpByItsType(_ index: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    guard index + 3 < range.upperBound, file.name(index + 3) == .closeParen, index - 3 >= range.lowerBound else { return false }
    return file.name(index - 1) == .colon && file.name(index - 2) == Self.ofTypeLabel && file.name(index - 3) == .openParen
  }

  /// Whether the `switch` whose cases open at `brace` is over a property of the view's
  /// (`switch selectedTab`, `switch self.tab`) that the same member hands, as a binding, to a
  /// view of the app's own (`TabButtons(selection: $selectedTab)`): the selection of a tab bar
  /// the app draws itself. Not one handed to SwiftUI's controls, a segmented `Picker` that
  /// switches the content inside one screen.
  private func switchesOverHandedSelection(brace: Int, in file: AuditFile, range: Range<Int>) -> Bool {
    let subject = brace - 1
    guard subject > range.lowerBound, file.tokens[subject].kind == .identifier, !file.isProjection(subject) else { return false }
    let before = file.keyword(subject - 1) == .switch ? subject - 1 : subject - 3
    guard before >= range.lowerBound, file.keyword(before) == .switch,
      before == subject - 1 || (file.name(subject - 1) == .dot && file.keyword(subject - 2) == .self)
    else { return false }
    let selection = file.name(subject)
    return range.contains { token in
      guard file.isProjection(token), file.projectedName(token) == selection, let open = enclosingOpener(of: token, in: file, range: range),
        open - 1 >= range.lowerBound, file.isCapitalized(open - 1), let view = scanner.sources.resolve(file.name(open - 1), from: type)
      else { return false }
      return scanner.roles.isSwiftUIView[view] && view != typeIndex
    }
  }

  /// The parenthesis of the call whose argument holds `token` (or, `acceptingBrackets`, the
  /// bracket of the array literal that does), within a few dozen tokens; nil where another
  /// bracket or a brace opens first.
  private func enclosingOpener(of token: Int, in file: AuditFile, range: Range<Int>, acceptingBrackets: Bool = false) -> Int? {
    var cursor = token - 1
    while cursor >= range.lowerBound, token - cursor < 64 {
      switch file.name(cursor) {
      case .closeParen, .closeBracket, .closeBrace:
        guard let open = file.partner(cursor), open < cursor else { return nil }
        cursor = open - 1
      case .openParen: return cursor
      case .openBracket: return acceptingBrackets ? cursor : nil
      case .openBrace: return nil
      default: cursor -= 1
      }
    }
    return nil
  }

  private static let containerResolves = NameSet(["resolve", "resolved"])
  private static let instantiateWord = Array("instantiate".utf8)
  private static let ofTypeLabel = Name("ofType")

  /// `let controller = ProfileViewController(…)`, `let controller: ProfileViewController`,
  /// `guard let controller = … as? ProfileViewController`, `let host = UIHostingController(rootView:
  /// ProfileView())`: the name bound and the app type it holds, the outermost one made, and the
  /// token from which the name means it: after its initial value, which still reads an outer
  /// name it shadows (`if let model = model.child(for: item) as? DetailViewModel`).
  private func binding(after keyword: Int, in file: AuditFile, range: Range<Int>, locals: [(Name, Int)]) -> (Name, Int, from: Int)? {
    let nameIndex = keyword + 1
    guard nameIndex < range.upperBound, file.tokens[nameIndex].kind == .identifier else { return nil }
    var cursor = nameIndex + 1
    if file.name(cursor) == .colon, cursor + 1 < range.upperBound, file.isCapitalized(cursor + 1),
      let declared = scanner.sources.resolve(file.name(cursor + 1), from: type)
    {
      // `let model: DetailViewModel = model.child()`: in effect after the initial value too.
      var end = cursor + 2
      var depth = 0
      while end < range.upperBound, end - cursor < 48 {
        let token = file.tokens[end]
        if depth == 0, end > cursor + 2, token.startsLine, token.name != .dot { break }
        if token.name == .openParen || token.name == .openBracket { depth += 1 }
        if token.name == .closeParen || token.name == .closeBracket { depth -= 1 }
        if depth < 0 || (depth == 0 && (token.name == .comma || token.name == .openBrace)) { break }
        end += 1
      }
      return (file.name(nameIndex), declared, end)
    }
    while cursor < range.upperBound, cursor - nameIndex < 8, file.name(cursor) != .assign, file.name(cursor) != .openBrace,
      file.name(cursor) != .comma
    {
      cursor += 1
    }
    guard cursor < range.upperBound, file.name(cursor) == .assign else { return nil }
    var depth = 0
    var found: Int?
    var wrapper: Int?
    // `storyboard.instantiateViewController(withIdentifier: StartSettingVC.identifier)`, no cast
    // after it: the controller whose type the call's arguments name (its identifier) is made.
    var instantiates = false
    var namedController: Int?
    var end = cursor + 1
    while end < range.upperBound, end - cursor < 32 {
      let token = file.tokens[end]
      if depth == 0, end > cursor + 1, token.startsLine, token.name != .dot { break }
      if token.kind == .punctuation {
        if token.name == .openParen || token.name == .openBracket { depth += 1 }
        if token.name == .closeParen || token.name == .closeBracket { depth -= 1 }
        if depth < 0 || (depth == 0 && (token.name == .comma || token.name == .openBrace)) { break }
      }
      // `container.makeAddGroupFlowCoordinator(…)`: what a factory method of another object is
      // named for making, the call's value whatever its receiver holds.
      // (An object's, not a type's: `Scene.makeViewController()` makes what its type says.)
      if token.kind == .identifier, depth == 0, file.name(end - 1) == .dot, file.name(end + 1) == .openParen, !file.isCapitalized(end),
        let made = madeByMethod(end, ofHeldValueAfter: cursor, in: file, locals: locals)
      {
        // `folderDetailCoordinator.startPush(folder: folder)` on a coordinator this code holds:
        // what that type's method is declared to return, whatever it is called.
        found = made
      } else if token.kind == .identifier, depth == 0, file.name(end - 1) == .dot, file.name(end + 1) == .openParen, !file.isCapitalized(end),
        end - 2 > cursor, file.tokens[end - 2].kind == .identifier, !file.isCapitalized(end - 2),
        let made = madeType(byFactory: end, in: file), !scanner.isExtensionOnly[made]
      {
        found = made
      } else if token.kind == .identifier, found == nil, depth == 0, file.name(end - 1) == .dot, file.name(end + 1) == .openParen, end - 2 > cursor,
        file.isCapitalized(end - 2), let owner = scanner.sources.resolve(file.name(end - 2), from: type),
        let made = scanner.staticFactories[NavigationScanner.pair(owner, token.name)]
      {
        // `Wireframe.loginWithEmailViewController()`: what the static method says it returns.
        found = made
      } else if token.kind == .identifier, found == nil, !namesStaticFactory(end, in: file) {
        // `Storyboard.Feedback.instantiateVC(…)`: a case of an enum, not the app's `Feedback` type,
        // unless the two names make a nested type's.
        let isMember = file.name(end - 1) == .dot && end - 2 > cursor && file.tokens[end - 2].kind == .identifier
          && scanner.sources.index(qualified: file.text(end - 2) + "." + file.text(end)) == nil
        if file.isCapitalized(end), !isMember,
          file.name(end + 1) == .openParen || file.name(end + 1) == .openBrace || isFactoryCall(on: end, in: file, range: range)
            || (file.name(end + 1) == .dot && file.name(end + 2) == .`self`
              && (isMadeFromItsType(end, in: file, range: range) || isLookedUpByItsType(end, in: file, range: range))
              && scanner.sources.resolve(token.name, from: type).map { scanner.sources.types[$0].kind != .protocol } == true),
          let made = scanner.sources.resolve(token.name, from: type), !scanner.isExtensionOnly[made]
        {
          // The app's own hosting or navigation controller holds what its root is, when that is made
          // or named here (`PopupNavigationController(rootViewController: popup)`).
          if scanner.wrapsItsRoot[made] { wrapper = wrapper ?? made } else { found = made }
        } else if file.name(end - 1) != .dot, let held = locals.last(where: { $0.0 == token.name })?.1 {
          found = held
        }
      }
      if token.name == Self.instantiateViewController { instantiates = true }
      // `instantiateViewController(withIdentifier: "TabBarViewController")`, or the app's
      // constant, `K.Storyboard.authNavigationController`: the scene's controller.
      if instantiates, namedController == nil,
        let named = StoryboardIdentifiers.controller(
          identifiedAt: end, in: file, identifiers: scanner.storyboardIdentifiers, constants: scanner.storyboardIdentifierConstants),
        !scanner.isExtensionOnly[named]
      {
        namedController = named
      }
      if token.kind == .identifier, instantiates, namedController == nil, file.isCapitalized(end), file.name(end + 1) == .dot, file.name(end - 1) != .dot,
        let named = scanner.sources.resolve(token.name, from: type), scanner.roles.isController[named], !scanner.isExtensionOnly[named]
      {
        namedController = named
      }
      if token.name == .as, end + 1 < range.upperBound {
        var cast = end + 1
        if file.name(cast) == .question || file.name(cast) == .bang { cast += 1 }
        if cast < range.upperBound, file.isCapitalized(cast), let castType = scanner.sources.resolve(file.name(cast), from: type) {
          return (file.name(nameIndex), castType, cast + 1)
        }
      }
      end += 1
    }
    if found == nil, instantiates, let namedController { found = namedController }
    return (found ?? wrapper).map { (file.name(nameIndex), $0, end) }
  }

  /// The screen the method called at `callee` returns, as its type declares, where it is called
  /// on a value this code holds (a local, its own property, `self.x`, `x?`, `x!`) whose type is
  /// known; not on what another object holds (`tab.coordinator.start()`).
  private func madeByMethod(_ callee: Int, ofHeldValueAfter start: Int, in file: AuditFile, locals: [(Name, Int)]) -> Int? {
    let receiver = file.name(callee - 2) == .question || file.name(callee - 2) == .bang ? callee - 3 : callee - 2
    guard receiver > start, file.tokens[receiver].kind == .identifier, !file.isCapitalized(receiver),
      file.name(receiver - 1) != .dot || (file.name(receiver - 2) == .`self` && file.name(receiver - 3) != .dot),
      let held = valueType(receiver, in: file, locals: locals),
      let made = scanner.instanceMethodScreens[NavigationScanner.pair(held, file.name(callee))], made >= 0, !scanner.isExtensionOnly[made]
    else { return nil }
    return made
  }

  private static let instantiateViewController = Name(0xa69c6a001949ca8e, "instantiateViewController")
  private static let pushViewController = Name("pushViewController"), present = Name("present")

  /// For a call of this type's own method with a string literal argument that is a storyboard
  /// scene's identifier (`navigate(to: "LoginViewController")`), when the method hands the
  /// parameter that argument fills to `instantiateViewController(withIdentifier:)`: the scene's
  /// controller, and how the method shows what it made (presents or pushes it; else only makes it).
  private func storyboardSceneShown(byHelper name: Name, call open: Int, in file: AuditFile) -> (Int, NavigationFacts.Presentation)? {
    guard let close = file.partner(open) else { return nil }
    // The literal, and its argument's position.
    var position = 0
    var found: (type: Int, position: Int)?
    var cursor = open + 1
    while cursor < close, found == nil {
      if file.tokens[cursor].kind == .punctuation, let partner = file.partner(cursor), partner > cursor {
        cursor = partner + 1
        continue
      }
      if file.name(cursor) == .comma { position += 1 }
      if file.tokens[cursor].kind == .string, let type = scanner.storyboardIdentifiers[TokenPatterns.unquoted(file.text(cursor))] { found = (type, position) }
      cursor += 1
    }
    guard let found else { return nil }
    for owner in scanner.hierarchy.lineage[typeIndex] {
      for member in scanner.sources.types[owner].members where member.kind == .function && member.key == name {
        let helperFile = scanner.sources.files[member.file]
        guard let parameter = Self.parameterName(at: found.position, of: member, in: helperFile) else { continue }
        // `instantiateViewController(withIdentifier: screen)`: the parameter, alone, is the identifier.
        var presentation: NavigationFacts.Presentation?
        for token in member.tokens where helperFile.name(token) == Self.instantiateViewController && helperFile.name(token + 1) == .openParen {
          guard let argument = TokenPatterns.argument(in: helperFile, call: token + 1, labels: Self.identifierLabels),
            argument.count == 1, helperFile.name(argument.lowerBound) == parameter
          else { continue }
          let names = member.tokens.lazy.map { helperFile.name($0) }
          presentation = names.contains(Self.present) ? .presents : names.contains(Self.pushViewController) ? .pushes : NavigationFacts.Presentation.none
        }
        if let presentation { return (found.type, presentation) }
      }
    }
    return nil
  }

  private static let identifierLabels: Set<Name> = [Name("withIdentifier"), Name("identifier")]

  /// The name the body of a function member uses for its parameter at `position`: `screen` in
  /// `func navigate(to screen: String)`.
  private static func parameterName(at position: Int, of member: AuditedType.Member, in file: AuditFile) -> Name? {
    guard let open = (member.nameToken..<min(member.tokens.upperBound, member.nameToken + 4)).first(where: { file.name($0) == .openParen }),
      let close = file.partner(open)
    else { return nil }
    var index = 0
    var start = open + 1
    var cursor = open + 1
    while cursor <= close {
      if cursor < close, file.tokens[cursor].kind == .punctuation, file.name(cursor) != .comma, let partner = file.partner(cursor), partner > cursor {
        cursor = partner + 1
        continue
      }
      if cursor == close || file.name(cursor) == .comma {
        if index == position {
          // `to screen: String`, `_ identifier: String`, `screen: String`: the name before the colon.
          guard let colon = (start..<cursor).first(where: { file.name($0) == .colon }), colon > start, file.tokens[colon - 1].kind == .identifier else { return nil }
          return file.name(colon - 1)
        }
        index += 1
        start = cursor + 1
      }
      cursor += 1
    }
    return nil
  }
}