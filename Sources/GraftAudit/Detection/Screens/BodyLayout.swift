/// How a SwiftUI body puts in place a view it makes, read back from the view's token over the
/// body's brackets: laid out beside other views (in a stack, a scroll view, a form, a `ForEach`),
/// switched to (picked by an `if` or a `switch`, a `ZStack`'s layer), or handed to a call; and
/// whether code makes something once per element of a collection.
enum BodyLayout {
  /// Stacks and other containers that lay their content out side by side (not a `ZStack`, whose
  /// layers may be a custom tab bar's pages, one shown at a time).
  private static let stacks = NameSet([
    "VStack", "HStack", "LazyVStack", "LazyHStack", "Grid", "GridRow", "ScrollView", "Form", "Section",
  ])
  /// How far back a body is read for the container around a view, and a block's header for its
  /// keyword: further than any real body nests, short of what a generated file could make slow.
  private static let readBackLimit = 4096
  /// Layers, shown one over another: a custom tab bar's pages as much as a background.
  private static let layers = Name("ZStack")
  /// Containers that repeat their content: what they hold is a row, never a screen.
  private static let repeating = NameSet(["ForEach", "List", "LazyVGrid", "LazyHGrid"])

  /// Closures run once per element of a collection.
  private static let perElementClosures = NameSet(["map", "compactMap", "flatMap", "forEach"])
  /// Parameters that pick one element: `cellForRowAt indexPath`, `viewModel(for index: Int)`.
  private static let elementPickers = NameSet(["indexPath", "index", "row"])

  /// Whether what is made at `token` is made once per element: inside a closure a collection
  /// runs for each of its elements (`servers.map { ServerItemViewModel($0) }`), a container that
  /// repeats (`ForEach`), or a method handed the element's position (`viewModel(for index:)`).
  static func isMadePerElement(_ token: Int, in member: AuditedType.Member, of files: [AuditFile]) -> Bool {
    let file = files[member.file]
    if member.kind == .function, let open = member.tokens.first(where: { file.name($0) == .openParen }), let close = file.partner(open), close > open {
      for index in open..<close where elementPickers.contains(file.name(index)) && file.name(index + 1) == .colon { return true }
    }
    var perElement = false
    forEachOpener(before: token, in: member, of: file) { opener, call in
      guard let call else { return true }
      perElement = repeating.contains(file.name(call)) || (perElementClosures.contains(file.name(call)) && file.name(call - 1) == .dot)
      return !perElement
    }
    return perElement
  }

  /// Reads back from `token` over the brackets before it, to each opening bracket around it,
  /// innermost first: `visit` gets the bracket and, for a `{`, the call or the name its block
  /// belongs to (`VStack` in `VStack {`, `ForEach` in `ForEach(items) { item in`); it returns
  /// whether to go on.
  private static func forEachOpener(before token: Int, in member: AuditedType.Member, of file: AuditFile, _ visit: (_ opener: Int, _ call: Int?) -> Bool) {
    var index = token - 1
    var steps = 0
    while index > member.tokens.lowerBound, steps < readBackLimit {
      steps += 1
      let name = file.name(index)
      if name == .closeBrace || name == .closeParen || name == .closeBracket, let open = file.partner(index), open < index {
        index = open - 1
        continue
      }
      if name == .openParen || name == .openBracket {
        guard visit(index, nil) else { return }
      } else if name == .openBrace {
        var call = index - 1
        if file.name(call) == .closeParen, let open = file.partner(call), open < call { call = open - 1 }
        guard visit(index, call) else { return }
      }
      index -= 1
    }
  }

  /// Whether the view made at `token` is laid out beside others: its nearest enclosing block is a
  /// stack's, a form's or a scroll view's content, or any enclosing one repeats (`ForEach`,
  /// `List`). A view an `if` or a `switch` picks, or a `ZStack` layers, outside anything that
  /// repeats is switched to: a custom tab bar's page, a root's mode. One handed to a call is
  /// neither.
  static func isLaidOut(_ token: Int, in member: AuditedType.Member, of files: [AuditFile]) -> Bool {
    let file = files[member.file]
    var switched = false
    var laidOut = false
    forEachOpener(before: token, in: member, of: file) { opener, call in
      // Handed to a call (`UIHostingController(rootView: InviteScreen())`, `.overlay(…)`) rather
      // than put in a body: made for whatever that call does with it.
      guard let call else { return false }
      // The call this content belongs to: `VStack {`, `ForEach(items, id: \.id) { item in`.
      let callName = file.name(call)
      if repeating.contains(callName) {
        laidOut = true
        return false
      }
      if !switched {
        if stacks.contains(callName) {
          laidOut = true
          return false
        }
        switched = callName == layers || opensBranch(opener, in: file)
      }
      return true
    }
    return laidOut
  }

  /// Whether the view made at `token` is what an `if` or a `switch` picks, outside any stack, list
  /// or layering: `if isEnrolled { DashboardView() } else { OnboardingView() }`, a body's or a
  /// `@ViewBuilder` helper's whole content in each branch.
  static func isSwitchedTo(_ token: Int, in member: AuditedType.Member, of files: [AuditFile]) -> Bool {
    let file = files[member.file]
    // The member's own body: `var body: some View {`, a `@ViewBuilder` helper's `-> some View {`.
    guard let body = member.tokens.first(where: { $0 > member.nameToken && file.name($0) == .openBrace }), body < token else { return false }
    var branched = false
    var contained = false
    forEachOpener(before: token, in: member, of: file) { opener, call in
      if opener == body { return false }
      if opensBranch(opener, in: file) {
        branched = true
        return true
      }
      // A group or the root's own stack passes its content through, and so does a `ZStack` that
      // holds only a `switch` (a root animating from one mode to the next); any other call holds
      // it: a stack, a list, a `ZStack` that layers views, a modifier's closure, an argument.
      if let call, groupings.contains(file.name(call)) || (file.name(call) == zStack && holdsOnlyASwitch(opener, in: file)) { return true }
      contained = true
      return false
    }
    return branched && !contained
  }

  private static let groupings = NameSet(["Group", "NavigationStack", "NavigationView"])
  private static let zStack = Name("ZStack")

  /// Whether the view made at `token` is a tab of a `TabView` (or a `Tab`) in the member: inside
  /// its content, through a `ForEach` or a `Group` at most, not in a modifier's closure
  /// (`.tabItem { TabLabel() }`). Not a page of a `TabView` that pages through content inside a
  /// screen, in a scroll view, a list or a form, which no app's tabs are.
  static func isTabContent(_ token: Int, in member: AuditedType.Member, of files: [AuditFile]) -> Bool {
    let file = files[member.file]
    var tabView: Int?
    forEachOpener(before: token, in: member, of: file) { opener, call in
      guard file.name(opener) == .openBrace, let call else { return false }
      if tabContainers.contains(file.name(call)) {
        tabView = call
        return false
      }
      return tabPassThrough.contains(file.name(call))
    }
    guard let tabView else { return false }
    return !pagesThroughContent(tabView: tabView, in: member, of: file)
  }

  /// Whether the `TabView` named at `tabView` pages through content inside a screen rather than
  /// holding the app's tabs: inside a scroll view, a list or a form, where no app keeps its tabs.
  /// Its pages are parts of the screen, as the views of a stack are. (A `TabView` styled as
  /// pages may still be an app's tabs, under a tab bar of its own.)
  static func pagesThroughContent(tabView: Int, in member: AuditedType.Member, of file: AuditFile) -> Bool {
    guard file.name(tabView) == tabViewName else { return false }
    var scrolls = false
    forEachOpener(before: tabView, in: member, of: file) { opener, call in
      guard file.name(opener) == .openBrace, let call else { return true }
      scrolls = scrollers.contains(file.name(call))
      return !scrolls
    }
    return scrolls
  }

  private static let tabContainers = NameSet(["TabView", "Tab"])
  private static let tabPassThrough = NameSet(["ForEach", "Group"])
  private static let scrollers = NameSet(["ScrollView", "List", "Form"])
  private static let tabViewName = Name("TabView")

  /// Whether a member's body (`var body: some View { switch screen { … } }`, `if page == .home {
  /// … } else { … }`) is one `switch` or one `if` and its `else`s, and nothing else.
  static func isOnlyABranch(_ member: AuditedType.Member, of files: [AuditFile]) -> Bool {
    let file = files[member.file]
    guard let body = member.tokens.first(where: { $0 > member.nameToken && file.name($0) == .openBrace }), let end = file.partner(body)
    else { return false }
    if holdsOnlyASwitch(body, in: file) { return true }
    guard file.keyword(body + 1) == .if else { return false }
    // `if … { } else if … { } else { }`, to the body's end.
    var index = body + 2
    while index < end {
      while index < end, file.name(index) != .openBrace {
        if file.name(index) == .openParen || file.name(index) == .openBracket, let close = file.partner(index), close > index { index = close }
        index += 1
      }
      guard index < end, let close = file.partner(index), close < end else { return false }
      if close == end - 1 { return true }
      guard file.keyword(close + 1) == .else else { return false }
      index = file.keyword(close + 2) == .if ? close + 3 : close + 2
    }
    return false
  }

  /// The names a body that is only a branch decides by: the `switch`'s subject, the conditions of
  /// the `if … else if …` chain (`destination` of `switch destination`, `isSignedIn` of `if
  /// isSignedIn`), read as `isOnlyABranch` reads the chain.
  static func branchConditionNames(_ member: AuditedType.Member, of files: [AuditFile]) -> Set<Name> {
    let file = files[member.file]
    guard let body = member.tokens.first(where: { $0 > member.nameToken && file.name($0) == .openBrace }), let end = file.partner(body)
    else { return [] }
    var names: Set<Name> = []
    var index = body + 1
    guard file.keyword(index) == .switch || file.keyword(index) == .if else { return [] }
    while index < end, file.keyword(index) == .switch || file.keyword(index) == .if {
      index += 1
      while index < end, file.name(index) != .openBrace {
        if file.tokens[index].kind == .identifier { names.insert(file.name(index)) }
        index += 1
      }
      guard index < end, let close = file.partner(index), close < end, file.keyword(close + 1) == .else, file.keyword(close + 2) == .if else { break }
      index = close + 2
    }
    return names
  }

  /// Whether the block opened at `brace` is one `switch` statement and nothing else.
  private static func holdsOnlyASwitch(_ brace: Int, in file: AuditFile) -> Bool {
    guard file.keyword(brace + 1) == .switch, let end = file.partner(brace) else { return false }
    var index = brace + 2
    while index < end, file.name(index) != .openBrace {
      if file.name(index) == .openParen || file.name(index) == .openBracket, let close = file.partner(index), close > index { index = close }
      index += 1
    }
    return index < end && file.partner(index) == end - 1
  }

  /// Whether the block opened at `brace` is a branch: `if … {`, `} else {`, `switch … {`, its
  /// condition on as many lines as it takes. Read back over the block's header, bracket groups
  /// skipped, to the start of its statement.
  private static func opensBranch(_ brace: Int, in file: AuditFile) -> Bool {
    var index = brace - 1
    var steps = 0
    while index >= 0, steps < readBackLimit {
      steps += 1
      let name = file.name(index)
      if name == .closeParen || name == .closeBracket, let open = file.partner(index), open < index {
        index = open - 1
        continue
      }
      switch file.tokens[index].keyword {
      case .if, .else, .switch, .guard: return true
      default: break
      }
      if name == .openBrace || name == .closeBrace || name == .semicolon || name == .openParen || name == .openBracket { return false }
      // A line that does not go on from the one before (`if a,` / `let b {`, `x &&` / `y {`)
      // starts the statement.
      if file.tokens[index].startsLine, index > 0, file.name(index - 1) != .comma, file.tokens[index - 1].kind != .operator { return false }
      index -= 1
    }
    return false
  }
}
