import Testing

@testable import GraftGenerator

/// Names as Swift text mentions them: the observers of a field are found through these.
@Suite struct SwiftIdentifierTests {
  @Test func chainsAndTheirLeadingParts() {
    let chains = SwiftIdentifier.mentionedChains(in: """
      self.$query.debounce(for: .seconds(1), scheduler: RunLoop.main).sink { [weak self] in self?.load($0) }
      other.selection.sink { _ in }
      filter.removeAll()
      rename = "x"
      """)
    for chain in ["self", "self.$query", "self.$query.debounce", "RunLoop.main", "filter.removeAll", "rename", "other.selection.sink"] {
      #expect(chains.contains(chain), "\(chain)")
    }
    // A member of another value starts no chain; a part of a longer name is no name.
    for absent in ["$query", "selection", "selection.sink", "main", "name", "removeAll"] {
      #expect(!chains.contains(absent), "\(absent)")
    }
  }

  @Test func aChainOverSeveralLines() {
    let chains = SwiftIdentifier.mentionedChains(in: "selection\n    .removeDuplicates()\n    .sink { _ in }\nother\n\nlet x = 1")
    #expect(chains.contains("selection.removeDuplicates"))
    #expect(chains.contains("selection.removeDuplicates.sink") == false)  // a call ends the chain
    #expect(chains.contains("other") && !chains.contains("other.let"))
  }

  @Test func agreesWithIsMentionedOnTheShapesObserversUse() {
    let text = "cancellable = $text.sink { print($0) }; self.$scope.assign(to: &$other); items.sink { _ in }"
    let chains = SwiftIdentifier.mentionedChains(in: text)
    // (`$text` names the publisher, which `mentionedChains` keeps apart from `text`.)
    for word in ["$text", "self.$scope", "items.sink", "$other", "$scope", "self.items"] {
      #expect(chains.contains(word) == SwiftIdentifier.isMentioned(word, in: text), "\(word)")
    }
  }

  @Test func wholeChainsAreThoseHandedOnNotStoredIntoNorLabels() {
    let text = "self.events = events\nChild(events: .init(), other: other)\ncombineLatest(email, password)\nif a == self.flag { }"
    let whole = SwiftIdentifier.chains(in: text).whole
    // What is handed to a call or compared stays whole.
    for chain in ["events", "other", "email", "password", "a", "self.flag"] { #expect(whole.contains(chain), "\(chain)") }
    // A chain assigned to, and an argument's label, are not.
    #expect(!whole.contains("self.events"))
    #expect(SwiftIdentifier.chains(in: "Child(events: .init())").whole.contains("events") == false)
  }

  @Test func anAssignmentOfThePropertyItself() {
    for text in ["reader = SystemSpeechReader()", "self.reader = nil", "self?.reader = make()", "if x { reader  = other }", "}\n\treader = b", "é; reader = c"] {
      #expect(SwiftIdentifier.isAssigned("reader", in: text), "\(text)")
    }
    // A comparison, a member of it, another value's property, a longer name: no replacement.
    for text in [
      "if reader == nil { }", "reader.rate = 2", "other.reader = nil", "speechReader = nil", "reader?.stop()", "x = reader", "readers = []", "reader",
      // A new name bound to it, which the porter accepts (`guard let client = client`).
      "guard let reader = reader else { return }", "if let reader = self.reader { }", "let reader = self.reader",
      "Task { [reader = self.reader] in }", "if let a = b, let reader = reader { }", "var reader = reader",
    ] {
      #expect(!SwiftIdentifier.isAssigned("reader", in: text), "\(text)")
    }
  }
}
