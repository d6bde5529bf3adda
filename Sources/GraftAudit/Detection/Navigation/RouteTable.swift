/// What a route leads to. Apps name their destinations with an enum case or a static member
/// (`.profile(viewModel:)`, `.accountDetail(id:)`, `NavigationRoute.settings`) and turn the name
/// into a screen in one place: a `switch`'s `case .profile:` body, a `register(.profile) { … }`
/// closure, the static member's own body, or the app type the case carries
/// (`case profile(viewModel: ProfileViewModel)`). This table keeps, for each name, those places.
struct RouteTable: Sendable {
  enum Target: Sendable, Equatable {
    /// The facts of a route body: `facts[type][member].routeBodies[body]`.
    case body(MemberReference, Int)
    /// A static member's own facts.
    case member(MemberReference)
    /// An app type carried by the case.
    case type(Int)
  }

  struct Entry: Sendable, Equatable {
    /// The enum or type that declares the name, when known.
    var owner: Int?
    var target: Target
  }

  private let entries: NameTable<[Entry]>

  init(sources: AuditSources, facts: [[NavigationFacts]]) {
    var entries = NameTable<[Entry]>()
    var declaringEnums = NameTable<[Int]>()
    for (typeIndex, type) in sources.types.enumerated() {
      for (memberIndex, member) in type.members.enumerated() {
        if member.kind == .enumCase {
          declaringEnums.update(member.key, default: []) { $0.append(typeIndex) }
          for parameter in type.parameterTypes(of: member) {
            guard let carried = sources.resolve(parameter, from: type), sources.types[carried].kind != .extension else { continue }
            entries.update(member.key, default: []) { $0.append(Entry(owner: typeIndex, target: .type(carried))) }
          }
        } else if member.isStatic, !member.isStored, !member.isRequirement {
          let reference = MemberReference(type: typeIndex, member: memberIndex)
          entries.update(member.key, default: []) { $0.append(Entry(owner: typeIndex, target: .member(reference))) }
        }
      }
    }
    // `WindowGroup("Player", id: "player", for: PlayerData.self) { $data in PlayerView(…) }`:
    // the window `openWindow(id: "player")` opens shows the app's view its content makes.
    // Only an app's or a scene's body declares its windows.
    for type in sources.types where type.inheritance.contains(where: { $0 == "App" || $0 == "Scene" }) {
      for member in type.members {
        let file = sources.files[member.file]
        for index in member.tokens where Self.windowScenes.contains(file.name(index)) && file.name(index + 1) == .openParen {
          guard let id = TokenPatterns.argument(in: file, call: index + 1, labels: [Self.idLabel]),
            let route = Self.windowRoute(identifiedBy: id, in: file), let close = file.partner(index + 1), file.name(close + 1) == .openBrace,
            let end = file.partner(close + 1),
            let shown = (close + 2..<end).lazy.compactMap({ token -> Int? in
              guard file.isCapitalized(token), file.name(token + 1) == .openParen, file.name(token - 1) != .dot else { return nil }
              return sources.resolve(file.name(token), from: type)
            }).first
          else { continue }
          entries.update(route, default: []) {
            $0.append(Entry(owner: nil, target: .type(shown)))
          }
        }
      }
    }
    for (typeIndex, members) in facts.enumerated() {
      for (memberIndex, memberFacts) in members.enumerated() {
        for (bodyIndex, body) in memberFacts.routeBodies.enumerated() {
          // `case .a, .b:` names the enum that declares both, when only one does.
          let owner = body.qualifier
            ?? Self.onlyEnum(declaring: body.names, in: declaringEnums, besides: sources.types[typeIndex].members[memberIndex].file, sources: sources)
          let target = Target.body(MemberReference(type: typeIndex, member: memberIndex), bodyIndex)
          for name in body.names { entries.update(name, default: []) { $0.append(Entry(owner: owner, target: target)) } }
        }
      }
    }
    self.entries = entries
  }

  private static let windowScenes = NameSet(["WindowGroup", "Window", "UtilityWindow"])
  private static let idLabel = Name("id")

  /// The route a window's identifier names, apart from every enum case of that spelling: a
  /// string (`id: "player"`) or a constant, by its whole name (`WindowID.player`, `playerID`,
  /// `.player`; `WindowID.player.rawValue` is `WindowID.player`).
  static func windowRoute(identifiedBy id: Range<Int>, in file: AuditFile) -> Name? {
    if id.count == 1, file.tokens[id.lowerBound].kind == .string { return Name("window " + TokenPatterns.unquoted(file.text(id.lowerBound))) }
    // Names joined by dots, with a leading dot or none.
    let start = file.name(id.lowerBound) == .dot ? id.lowerBound + 1 : id.lowerBound
    guard start < id.upperBound,
      (start..<id.upperBound).enumerated().allSatisfy({ offset, token in
        offset % 2 == 0 ? file.tokens[token].kind == .identifier : file.name(token) == .dot
      }), file.tokens[id.upperBound - 1].kind == .identifier
    else { return nil }
    var names = stride(from: start, to: id.upperBound, by: 2).map { file.text($0) }
    if names.count > 1, names.last == "rawValue" { names.removeLast() }
    return Name("window constant " + (start > id.lowerBound ? "." : "") + names.joined(separator: "."))
  }

  /// Names of outcomes and values rather than places: `.success` handed to
  /// `showCopiedToClipboard(feedbackType:)`, `.url(…)` to an image view. Written without their
  /// type, they match every `switch` over a result or a link in the app, and from there
  /// whatever each of those does; they lead only to a screen they carry.
  static let outcomeNames = NameSet([
    "success", "failure", "error", "none", "some", "cancel", "cancelled", "canceled", "done", "finished", "completed", "loading",
    "loaded", "idle", "empty", "url", "image", "data", "text", "value", "unknown", "other", "all",
  ])

  /// The places `.name` (or `Qualifier.name`) leads to.
  func entries(for name: Name, qualifier: Int?) -> [Entry] {
    let all = entries[name] ?? []
    guard let qualifier else {
      guard Self.outcomeNames.contains(name) else { return all }
      return all.filter { if case .type = $0.target { true } else { false } }
    }
    return all.filter { $0.owner == nil || $0.owner == qualifier }
  }

  /// Of several enums that declare them all (every flow has its `.summary`), the one declared in
  /// the file of the `switch`, `file`.
  private static func onlyEnum(declaring names: [Name], in declaringEnums: NameTable<[Int]>, besides file: Int, sources: AuditSources) -> Int? {
    guard let first = names.first else { return nil }
    var candidates = Set(declaringEnums[first] ?? [])
    for name in names.dropFirst() { candidates.formIntersection(declaringEnums[name] ?? []) }
    guard candidates.count > 1 else { return candidates.first }
    let beside = candidates.filter { sources.types[$0].file == file }
    return beside.count == 1 ? beside.first : nil
  }
}
