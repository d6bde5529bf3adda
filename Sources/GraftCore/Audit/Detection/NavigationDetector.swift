/// Finds where one screen constructs, presents or pushes another: `BViewModel(`, `BView(`,
/// `BViewController(` (inside `present`, `sheet`, `pushViewController`… or on their own), a
/// stored child view model, and coordinator calls such as `coordinator.showB()`.
struct NavigationDetector: Sendable {
  /// The screens by name, and which screen a type belongs to.
  var screens: Set<String>

  static let presentingCalls: Set<Name> = Set(["present", "sheet", "fullScreenCover", "popover", "presentViewController"].map { Name($0) })
  static let pushingCalls: Set<Name> = Set(["pushViewController", "NavigationLink", "navigationDestination", "show", "setViewControllers"].map { Name($0) })
  /// `coordinator.showProfile()`, `router.goToSettings()`: a prefix, then a screen's name.
  static let coordinatorPrefixes = ["navigateTo", "presentScreen", "present", "goTo", "route", "show", "push", "open"]
  static let screenTypeSuffixes = ["ViewController", "ViewModel", "View"]

  func edges(from type: AuditedType, screen: String, in sources: AuditSources) -> [NavigationEdge] {
    var edges: [NavigationEdge] = []
    for property in type.storedProperties {
      guard let typeText = property.type, let target = screenType(TypeNames.bare(typeText)), target != screen else { continue }
      edges.append(NavigationEdge(from: screen, to: target, kind: .storesChild, location: property.location))
    }
    for member in type.members {
      edges += self.edges(in: member.tokens, of: sources.files[member.file], screen: screen)
    }
    return edges
  }

  private func edges(in range: Range<Int>, of file: AuditFile, screen: String) -> [NavigationEdge] {
    var edges: [NavigationEdge] = []
    // The call each open bracket belongs to: what is inside `present(` or `sheet(…) {` is
    // presented. A trailing closure belongs to the call whose parenthesis closed just before it.
    var openers: [Name] = []
    var lastClosedCall = Name.none
    for index in range {
      let token = file.tokens[index]
      let previous = index > range.lowerBound ? file.tokens[index - 1] : nil
      if token.kind == .punctuation, token.name == .openParen || token.name == .openBrace || token.name == .openBracket {
        if token.name == .openBrace, previous?.name == .closeParen {
          openers.append(lastClosedCall)
        } else {
          openers.append(previous?.kind == .identifier ? previous!.name : .none)
        }
        continue
      }
      if token.kind == .punctuation, token.name == .closeParen || token.name == .closeBrace || token.name == .closeBracket {
        let closed = openers.popLast() ?? .none
        if token.name == .closeParen { lastClosedCall = closed }
        continue
      }
      guard token.kind == .identifier, index + 1 < range.upperBound else { continue }
      let next = file.tokens[index + 1].name
      let isCall = next == .openParen || next == .openBrace || (next == .dot && file.name(index + 2) == .`init`)
      guard isCall || (next == .openParen && file.name(index - 1) == .dot) else { continue }
      let text = file.text(index)
      if isCall, let target = screenType(text), target != screen {
        let kind: NavigationEdge.Kind =
          openers.contains(where: Self.presentingCalls.contains) ? .presents
          : openers.contains(where: Self.pushingCalls.contains) ? .pushes : .constructs
        edges.append(NavigationEdge(from: screen, to: target, kind: kind, location: file.location(index)))
      } else if next == .openParen, index > range.lowerBound, file.name(index - 1) == .dot, let target = coordinatorTarget(text), target != screen {
        edges.append(NavigationEdge(from: screen, to: target, kind: .coordinator, location: file.location(index)))
      }
    }
    return edges
  }

  /// The screen a type name stands for, when it is one of a screen's types.
  func screenType(_ name: String) -> String? {
    for suffix in Self.screenTypeSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      let base = String(name.dropLast(suffix.count))
      return screens.contains(base) ? base : nil
    }
    return nil
  }

  /// `showProfile` → `Profile`, when `Profile` is a screen.
  func coordinatorTarget(_ method: String) -> String? {
    for prefix in Self.coordinatorPrefixes where method.hasPrefix(prefix) && method.count > prefix.count {
      let rest = String(method.dropFirst(prefix.count))
      guard rest.first?.isUppercase == true else { continue }
      return screens.contains(rest) ? rest : nil
    }
    return nil
  }
}
