/// The closures a screen's creator hands it where it makes it:
/// `LanguagePickerViewController(onSelect: { language in Defaults[.language] = language })`,
/// `ThemePicker(onPick: { [weak self] in self?.persist($0) })`, or stores in the screen it just
/// made (`let picker = OrderPickerViewController(); picker.onPick = { … }`), or hands a factory
/// or route that passes it on to the screen it makes (`.quickConnect(client: c) { secret in … }`
/// for `static func quickConnect(client:action:)` that makes `QuickConnectView(client:action:)`),
/// or, a coordinator, hands its own method beside the screen that method shows (`push(scene:
/// PinScene.self, viewModel: viewModel) { step in … }`, `StepHandlerCalls`). The screen runs them
/// when its user acts, so what they change, the screen changes: its creator's code, run for it.
/// Kept as the ranges of each closure, and of the creator's own methods it calls, by the screen
/// handed it.
struct CreatorClosures: Sendable {
  struct Handed: Sendable {
    var start: AuditLocation
    var end: AuditLocation
    var screen: Int
  }

  /// By file path, in no particular order.
  private let handed: [String: [Handed]]

  init(sources: AuditSources, hierarchy: TypeHierarchy, roles: TypeRoles, screenOfType: [Int?]) {
    var handed: [String: [Handed]] = [:]
    let factories = Self.factories(sources: sources, screenOfType: screenOfType)
    for (typeIndex, type) in sources.types.enumerated() {
      // Step handlers from a coordinator's code only: the methods it calls as its own.
      let handsStepHandlers = StepHandlerCalls.handsStepHandlers(typeIndex, roles: roles)
      let ownsMethod = { (name: Name) in handsStepHandlers && hierarchy.hasInstanceMethod(name, in: typeIndex, sources: sources) }
      for member in type.members {
        let file = sources.files[member.file]
        let made = Self.closures(
          in: member.tokens, of: file, from: typeIndex, sources: sources, screenOfType: screenOfType, factories: factories, ownsMethod: ownsMethod)
        for (closure, screen) in made.closures where screenOfType[typeIndex] != screen {
          handed[file.path, default: []].append(Handed(start: file.location(closure.lowerBound), end: file.location(closure.upperBound), screen: screen))
          // `self?.persist($0)`, `viewModel.save($0)`: the creator's method, or one of an object it
          // holds, run for the screen too.
          Self.follow(Self.methods(calledIn: closure, of: file, type: typeIndex, sources: sources), for: screen, sources: sources, into: &handed)
        }
        // `LogInViewModel(onDone: session.logInCompleted)`: a method handed by name runs for the
        // screen as a closure written in place would.
        for (reference, screen) in made.methods where screenOfType[typeIndex] != screen {
          Self.follow([reference], for: screen, sources: sources, into: &handed)
        }
      }
    }
    self.handed = handed
  }

  /// The screens a write at `location` is made for, besides its own code's.
  func screens(handed location: AuditLocation) -> [Int] {
    guard let ranges = handed[location.path] else { return [] }
    var screens: [Int] = []
    for range in ranges where range.start <= location && location <= range.end && !screens.contains(range.screen) {
      screens.append(range.screen)
    }
    return screens.sorted()
  }

  /// Adds the bodies of `methods` as run for `screen`, and of what those call in turn
  /// (`reset()` calling `settings.deleteAllData()`), a few steps deep, breadth first: a method
  /// is read at the fewest calls from where it was handed.
  private static func follow(
    _ methods: [(member: AuditedType.Member, owner: Int)], for screen: Int, sources: AuditSources, into handed: inout [String: [Handed]]
  ) {
    var pending = methods.map { ($0, 1) }
    var visited: [Range<Int>: Int] = [:]
    while !pending.isEmpty {
      let (called, depth) = pending.removeFirst()
      guard !called.member.tokens.isEmpty, visited[called.member.tokens] != called.member.file else { continue }
      visited[called.member.tokens] = called.member.file
      let calledFile = sources.files[called.member.file]
      handed[calledFile.path, default: []].append(Handed(
        start: calledFile.location(called.member.tokens.lowerBound), end: calledFile.location(called.member.tokens.upperBound - 1), screen: screen))
      guard depth < Self.depth else { continue }
      let body = called.member.tokens.lowerBound...(called.member.tokens.upperBound - 1)
      pending += Self.methods(calledIn: body, of: calledFile, type: called.owner, sources: sources).map { ($0, depth + 1) }
    }
  }

  /// Each closure literal handed to a screen's initializer in `tokens` (an argument's value or a
  /// trailing closure), as the range from its `{` to its `}`, with the screen.
  private static func closures(
    in tokens: Range<Int>, of file: AuditFile, from scopeIndex: Int, sources: AuditSources, screenOfType: [Int?],
    factories: [Name: [(label: Name, screen: Int)]], ownsMethod: (Name) -> Bool
  ) -> (closures: [(ClosedRange<Int>, Int)], methods: [((member: AuditedType.Member, owner: Int), Int)]) {
    let scope = sources.types[scopeIndex]
    var found: [(ClosedRange<Int>, Int)] = []
    var methods: [((member: AuditedType.Member, owner: Int), Int)] = []
    // The locals holding a screen this code made: `let picker = OrderPickerViewController(…)`,
    // by screen, and by type.
    var madeScreens: [Name: Int] = [:]
    var madeTypes: [Name: Int] = [:]
    var index = tokens.lowerBound
    while index + 1 < tokens.upperBound {
      defer { index += 1 }
      // `picker.onPick = { … }` on a screen made here.
      if file.tokens[index].kind == .identifier, let screen = madeScreens[file.name(index)], file.name(index + 1) == .dot,
        file.name(index + 3) == .assign, file.name(index + 4) == .openBrace, let end = file.partner(index + 4), end < tokens.upperBound
      {
        found.append(((index + 4)...end, screen))
        continue
      }
      // `.quickConnect(client: c) { … }`, `makeEditor(onSave: { … })`: a factory's parameter it
      // hands to the screen it makes.
      if file.tokens[index].kind == .identifier, !file.isCapitalized(index), let forwarded = factories[file.name(index)],
        file.name(index - 1) != .func, file.name(index + 1) == .openParen, let close = file.partner(index + 1), close < tokens.upperBound
      {
        for (label, closure) in Self.closureArguments(from: index + 1, to: close, in: file, within: tokens) {
          for factory in forwarded where factory.label == label { found.append((closure, factory.screen)) }
        }
        continue
      }
      // `push(scene: PinScene.self, viewModel: viewModel) { step in … }`: this type's own method
      // handed the screen it shows, by its type or as made here, and closures that hear it.
      if file.tokens[index].kind == .identifier, !file.isCapitalized(index),
        file.name(index - 1) != .dot || (file.name(index - 2) == .`self` && file.name(index - 3) != .dot), file.name(index - 1) != .func,
        file.name(index + 1) == .openParen, let close = file.partner(index + 1), close < tokens.upperBound, ownsMethod(file.name(index)),
        let screen = StepHandlerCalls.namedTypes(
          from: index + 1, to: close, in: file, resolve: { sources.resolve($0, from: scope) }, localType: { madeTypes[$0] }
        ).lazy.compactMap({ screenOfType[$0] }).first
      {
        for (_, closure) in Self.closureArguments(from: index + 1, to: close, in: file, within: tokens) { found.append((closure, screen)) }
        continue
      }
      // `Screen(` or `Screen.init(`, not a member (`.Screen(`) nor a declaration.
      guard file.tokens[index].kind == .identifier, file.isCapitalized(index), file.name(index - 1) != .dot else { continue }
      var open = index + 1
      if file.name(open) == .dot, file.name(open + 1) == .`init` { open += 2 }
      // `OnboardingViewController { [weak self] action in … }`: a screen made with its trailing
      // closure alone, where an expression starts (not `-> OnboardingViewController {`, `as?
      // OnboardingViewController {`), of a type that takes that closure as an action (a view's may
      // be its content, the creator's own code).
      let trailingOnly = file.name(open) == .openBrace
      guard trailingOnly || file.name(open) == .openParen, let close = trailingOnly ? open - 1 : file.partner(open), close < tokens.upperBound,
        let typeIndex = sources.resolve(file.name(index), from: scope), let screen = screenOfType[typeIndex],
        !trailingOnly || (Self.startsExpression(before: index, in: file) && NavigationScanner.takesTrailingAction(sources.types[typeIndex], in: sources))
      else { continue }
      if file.name(index - 1) == .assign, file.tokens[index - 2].kind == .identifier,
        file.name(index - 3) == .`let` || file.name(index - 3) == .`var`
      {
        madeScreens[file.name(index - 2)] = screen
        madeTypes[file.name(index - 2)] = typeIndex
      }
      for (_, closure) in Self.closureArguments(from: open, to: close, in: file, within: tokens) { found.append((closure, screen)) }
      if !trailingOnly {
        for (reference, named) in Self.methodArguments(from: open, to: close, in: file, type: scopeIndex, sources: sources)
        where Self.takesClosure(file.name(reference.lowerBound - 2), made: typeIndex, sources: sources) {
          // Where the creator names its object's method (`session.signedIn`), the object is used
          // for the screen: what the audit reads there (a write of `session`) is the screen's.
          found.append((reference, screen))
          methods += named.map { ($0, screen) }
        }
      }
    }
    return (found, methods)
  }

  /// The methods handed by name as arguments of a call, each argument's range with the methods
  /// it names: `(onDone: finish)`, `(onDone: self.finish)`, `(onDone: session.signOut)` on an
  /// app object a stored property holds (where handing it is using that object).
  private static func methodArguments(
    from open: Int, to close: Int, in file: AuditFile, type typeIndex: Int, sources: AuditSources
  ) -> [(ClosedRange<Int>, [(member: AuditedType.Member, owner: Int)])] {
    var found: [(ClosedRange<Int>, [(member: AuditedType.Member, owner: Int)])] = []
    var argument = open + 1
    while argument < close {
      // A labelled argument's value: names joined by dots, up to the next `,` or the `)`.
      if file.name(argument) == .colon, file.tokens[argument - 1].kind == .identifier,
        file.name(argument - 2) == .openParen || file.name(argument - 2) == .comma
      {
        var names: [Int] = []
        var index = argument + 1
        while index < close, file.tokens[index].kind == .identifier || file.name(index) == .`self` {
          names.append(index)
          guard file.name(index + 1) == .dot else { break }
          index += 2
        }
        if let last = names.last, file.name(last + 1) == .comma || last + 1 == close {
          var path = names.map { file.name($0) }
          if path.first == .`self` { path.removeFirst() }
          let methods = Self.referencedMethods(path, from: typeIndex, sources: sources)
          if !methods.isEmpty { found.append((names[0]...last, methods)) }
        }
      }
      if let partner = file.partner(argument), partner > argument { argument = partner }
      argument += 1
    }
    return found
  }

  /// Whether the made type takes a closure under `label`: an initializer's parameter of a
  /// function's type, or, without one of that label, a stored property holding a closure (a
  /// structure's memberwise initializer). Not `title:` of `init(title: String)` handed a local
  /// that happens to share a method's name.
  private static func takesClosure(_ label: Name, made type: Int, sources: AuditSources) -> Bool {
    for member in sources.types[type].members where member.kind == .initializer {
      let file = sources.files[member.file]
      if let parameter = ParameterList.declaration(member.nameToken, in: file).first(where: { $0.label == label }) {
        // `@escaping () -> Void`, or a closure's typealias (`@escaping DoneHandler`).
        return parameter.isClosure || sources.namesClosure(parameter.typeName)
      }
    }
    return sources.types[type].storedProperty(label).map(sources.holdsClosure) ?? false
  }

  /// The methods `method` or `property.method` name from a type: its own, or those of the app
  /// object its stored property holds.
  private static func referencedMethods(_ path: [Name], from typeIndex: Int, sources: AuditSources) -> [(member: AuditedType.Member, owner: Int)] {
    let owner: Int
    switch path.count {
    case 1: owner = typeIndex
    case 2:
      guard let property = sources.types[typeIndex].storedProperty(path[0]), let held = property.environmentType ?? property.heldType
      else { return [] }
      owner = held
    default: return []
    }
    return sources.types[owner].members.filter { $0.key == path.last! && $0.kind == .function && !$0.isStatic }.map { ($0, owner) }
  }

  /// Whether a name at `index` starts an expression: after `=`, `(`, `,` or a keyword that
  /// precedes one (`return`), not after `->`, `:` or `as?`, where it is a type.
  private static func startsExpression(before index: Int, in file: AuditFile) -> Bool {
    let previous = file.name(index - 1)
    return previous == .assign || previous == .openParen || previous == .comma || file.tokens[index - 1].keyword.precedesExpression
  }

  /// The closures of a call's arguments, by label (`.none` for none), its first trailing closure
  /// labelled `trailing` and the others by their labels: `(client: c, action: { … })`,
  /// `(client: c) { … }`, `(…) { … } label: { … }`.
  private static func closureArguments(from open: Int, to close: Int, in file: AuditFile, within tokens: Range<Int>) -> [(Name, ClosedRange<Int>)] {
    var found: [(Name, ClosedRange<Int>)] = []
    var argument = open + 1
    while argument < close {
      if file.name(argument) == .openBrace, let end = file.partner(argument), end <= close {
        let labelled = file.name(argument - 1) == .colon && file.tokens[argument - 2].kind == .identifier
        if labelled || file.name(argument - 1) == .openParen || file.name(argument - 1) == .comma {
          found.append((labelled ? file.name(argument - 2) : .none, argument...end))
        }
      }
      if let partner = file.partner(argument), partner > argument { argument = partner }
      argument += 1
    }
    // Trailing closures: `(…) { … } label: { … }`, the first one `trailing`.
    var next = close + 1
    while next < tokens.upperBound {
      if file.name(next) == .openBrace, let end = file.partner(next), end < tokens.upperBound {
        found.append((next == close + 1 ? trailing : file.name(next - 2), next...end))
        next = end + 1
      } else if file.tokens[next].kind == .identifier, file.name(next + 1) == .colon, file.name(next + 2) == .openBrace {
        next += 2
      } else {
        break
      }
    }
    return found
  }
  private static let trailing = Name("trailing closure")

  /// The functions that make a screen with a closure parameter of theirs, by name: each
  /// parameter's label (`trailing` for the last, which a trailing closure fills) and the screen.
  /// `static func quickConnect(client: C, action: @escaping (String) -> Void) -> Route {
  /// Route { QuickConnectView(client: client, action: action) } }`.
  private static func factories(sources: AuditSources, screenOfType: [Int?]) -> [Name: [(label: Name, screen: Int)]] {
    var factories: [Name: [(label: Name, screen: Int)]] = [:]
    for type in sources.types {
      for member in type.members where member.kind == .function {
        let file = sources.files[member.file]
        let open = member.nameToken + 1
        guard file.name(open) == .openParen, let close = file.partner(open), close < member.tokens.upperBound else { continue }
        // Each closure parameter: its label (`.none` for `_ action:`) and the name the body knows it by.
        let parameters = ParameterList.declaration(member.nameToken, in: file).filter(\.isClosure)
        guard let last = parameters.last else { continue }
        // The body: each screen made there, and the parameters handed to it.
        var index = close + 1
        while index < member.tokens.upperBound - 1 {
          defer { index += 1 }
          guard file.tokens[index].kind == .identifier, file.isCapitalized(index), file.name(index - 1) != .dot,
            file.name(index + 1) == .openParen, let callClose = file.partner(index + 1), callClose < member.tokens.upperBound,
            let made = sources.resolve(file.name(index), from: type), let screen = screenOfType[made]
          else { continue }
          for argument in (index + 2)..<callClose where file.tokens[argument].kind == .identifier && file.name(argument - 1) != .dot {
            for parameter in parameters where parameter.name == file.name(argument) {
              let label = parameter.name == last.name && parameter.label == last.label ? [parameter.label, trailing] : [parameter.label]
              for name in label { factories[member.key, default: []].append((label: name, screen: screen)) }
            }
          }
        }
      }
    }
    return factories
  }

  /// How many calls deep a handed closure's methods are followed.
  private static let depth = 3

  /// The methods the closure calls of the type's own (`persist(…)`, `self?.persist(…)`) or of an
  /// app object a stored property of it holds (`viewModel.save(…)`, `self.viewModel.save(…)`,
  /// `viewModel.save { dismiss() }` with only a trailing closure), each with the index of its
  /// type. A name before `{` counts only where it names a method (`if isEditing {` does not).
  private static func methods(
    calledIn closure: ClosedRange<Int>, of file: AuditFile, type typeIndex: Int, sources: AuditSources
  ) -> [(member: AuditedType.Member, owner: Int)] {
    let type = sources.types[typeIndex]
    var methods: [(member: AuditedType.Member, owner: Int)] = []
    func add(_ name: Name, of ownerIndex: Int) {
      for member in sources.types[ownerIndex].members
      where member.key == name && member.kind == .function && !methods.contains(where: { $0.member.tokens == member.tokens && $0.member.file == member.file }) {
        methods.append((member, ownerIndex))
      }
    }
    for index in closure where file.tokens[index].kind == .identifier && (file.name(index + 1) == .openParen || file.name(index + 1) == .openBrace) {
      let before = file.name(index - 1)
      // `self.` or `self?.` before a name.
      let isSelf = { (dot: Int) in file.name(dot - 1) == .`self` || (file.name(dot - 1) == .question && file.name(dot - 2) == .`self`) }
      if before != .dot {
        if !file.isCapitalized(index) { add(file.name(index), of: typeIndex) }
      } else if isSelf(index - 1) {
        add(file.name(index), of: typeIndex)
      } else if index >= 2, file.tokens[index - 2].kind == .identifier, file.name(index - 3) != .dot || isSelf(index - 3),
        let property = type.storedProperty(file.name(index - 2)), let held = property.heldType
      {
        add(file.name(index), of: held)
      }
    }
    return methods
  }
}
