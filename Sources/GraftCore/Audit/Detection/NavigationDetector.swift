import SwiftDeclarationParser

/// Finds where one screen constructs, presents or pushes another: `BViewModel(`, `BView(`,
/// `BViewController(` (inside `present`, `sheet`, `pushViewController`… or on their own), a
/// stored child view model, and coordinator calls such as `coordinator.showB()`.
struct NavigationDetector: Sendable {
  /// The screens by name, and which screen a type belongs to.
  var screens: Set<String>

  static let presentingCalls: Set<String> = ["present", "sheet", "fullScreenCover", "popover", "presentViewController"]
  static let pushingCalls: Set<String> = ["pushViewController", "NavigationLink", "navigationDestination", "show", "setViewControllers"]
  /// `coordinator.showProfile()`, `router.goToSettings()`: a prefix, then a screen's name.
  static let coordinatorPrefixes = ["navigateTo", "presentScreen", "present", "goTo", "route", "show", "push", "open"]
  static let screenTypeSuffixes = ["ViewController", "ViewModel", "View"]

  func edges(from type: AuditedType, screen: String) -> [NavigationEdge] {
    var edges: [NavigationEdge] = []
    for property in type.storedProperties {
      guard let typeText = property.type, let target = screenType(TokenPatterns.bareTypeName(typeText)), target != screen else { continue }
      edges.append(NavigationEdge(from: screen, to: target, kind: .storesChild, location: property.location))
    }
    for member in type.members {
      edges += self.edges(in: member.tokens, of: type, screen: screen)
    }
    return edges
  }

  private func edges(in tokens: [SourceToken], of type: AuditedType, screen: String) -> [NavigationEdge] {
    var edges: [NavigationEdge] = []
    // The call each open bracket belongs to: what is inside `present(` or `sheet(…) {` is
    // presented. A trailing closure belongs to the call whose parenthesis closed just before it.
    var openers: [String] = []
    var lastClosedCall = ""
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : nil
      if token.kind == .punctuation, token.text == "(" || token.text == "{" || token.text == "[" {
        if token.text == "{", previous?.text == ")" {
          openers.append(lastClosedCall)
        } else {
          openers.append(previous?.kind == .identifier ? previous!.text : "")
        }
        continue
      }
      if token.kind == .punctuation, token.text == ")" || token.text == "}" || token.text == "]" {
        let closed = openers.popLast() ?? ""
        if token.text == ")" { lastClosedCall = closed }
        continue
      }
      guard token.kind == .identifier, index + 1 < tokens.count else { continue }
      let next = tokens[index + 1]
      let isCall = next.text == "(" || next.text == "{"
        || (next.text == "." && index + 2 < tokens.count && tokens[index + 2].text == "init")
      if isCall, let target = screenType(token.text), target != screen {
        let kind: NavigationEdge.Kind =
          openers.contains(where: Self.presentingCalls.contains) ? .presents
          : openers.contains(where: Self.pushingCalls.contains) ? .pushes : .constructs
        edges.append(NavigationEdge(from: screen, to: target, kind: kind, location: type.location(token)))
      } else if next.text == "(", index > 0, tokens[index - 1].text == ".", let target = coordinatorTarget(token.text), target != screen {
        edges.append(NavigationEdge(from: screen, to: target, kind: .coordinator, location: type.location(token)))
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
