/// How a SwiftUI view of the app's, generic over the view it is handed, shows that view when its
/// own body presents it: `EditButtonView { EditPage() }` whose body is `NavigationLink(destination:
/// content())` pushes `EditPage`; one whose `.sheet(isPresented: $isShown) { destination }` presents
/// it. Read from SwiftUI's own presentations only, and only where the handed view is what they
/// show: a link's destination (its `destination:`, or its first trailing closure when it has no
/// `destination:` nor `value:`), a modifier's content (its `content:`, or its trailing closure),
/// never a label. A wrapper that lays out what it is handed (a card, a row) shows nothing.
enum ContentPresentation {
  /// SwiftUI's modifiers that show a view, and how; with `NavigationLink`, its calls that do.
  static let modifiers = NameTable<NavigationCallee>([
    (Name("navigationDestination"), .pushes), (Name("sheet"), .presents), (Name("fullScreenCover"), .presents), (Name("popover"), .presents),
  ])
  private static let link = Name("NavigationLink")
  private static let destinationLabel = Name("destination"), valueLabel = Name("value"), contentLabel = Name("content")

  /// The role for the view at `index`; nil for any other type.
  static func role(of index: Int, in sources: AuditSources, roles: TypeRoles) -> NavigationCallee? {
    let type = sources.types[index]
    guard roles.isContainerView[index], roles.isSwiftUIView[index], let generics = type.genericParameters else { return nil }
    let declared = generics.components(separatedBy: " where ")[0]
    let parameters = Set(declared.split(separator: ",").map { Name(String($0.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })) })
    // `let content: () -> Content`, `@ViewBuilder var destination: Destination`.
    let content = Set(type.storedProperties.filter { property in
      let file = sources.files[property.file]
      return property.annotation.contains { parameters.contains(file.name($0)) }
    }.map(\.key))
    guard !content.isEmpty else { return nil }
    for member in type.members where !member.isStored {
      let file = sources.files[member.file]
      for token in member.tokens where file.tokens[token].kind == .identifier {
        guard let role = file.name(token) == link ? .pushes : modifiers[file.name(token)], let shown = shownRanges(ofCallAt: token, in: file, until: member.tokens.upperBound) else { continue }
        if shown.contains(where: { range in range.contains { content.contains(file.name($0)) } }) { return role }
      }
    }
    return nil
  }

  /// The token ranges of what the presentation at `call` shows; nil when it is no call.
  private static func shownRanges(ofCallAt call: Int, in file: AuditFile, until end: Int) -> [Range<Int>]? {
    let isLink = file.name(call) == link
    var shown: [Range<Int>] = []
    var cursor = call + 1
    var trailingIsShown = true
    if file.name(cursor) == .openParen {
      guard let close = file.partner(cursor) else { return nil }
      if let destination = TokenPatterns.argument(in: file, call: cursor, labels: [isLink ? destinationLabel : contentLabel]) {
        shown.append(destination)
        // Given its destination, a link's trailing closure is its label.
        if isLink { trailingIsShown = false }
      }
      if isLink, TokenPatterns.argument(in: file, call: cursor, labels: [valueLabel]) != nil { return [] }
      cursor = close + 1
    } else if file.name(cursor) != .openBrace {
      return nil
    }
    // The first trailing closure; labelled ones after it are labels (`label:`), or a sheet's `onDismiss:`.
    if trailingIsShown, cursor < end, file.name(cursor) == .openBrace, let close = file.partner(cursor) {
      shown.append(cursor..<close)
    }
    return shown
  }
}
