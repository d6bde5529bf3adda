import Testing

@testable import GraftAudit

/// The words the detectors compare tokens with are written as hashes: each is its word's.
@Suite struct AuditNameTests {
  @Test func theWrittenHashesAreTheWordsHashes() {
    let written: [(Name, String)] = [
      (.openParen, "("), (.closeParen, ")"), (.openBrace, "{"), (.closeBrace, "}"), (.openBracket, "["), (.closeBracket, "]"),
      (.comma, ","), (.colon, ":"), (.dot, "."), (.at, "@"), (.backslash, "\\"), (.assign, "="), (.question, "?"), (.bang, "!"),
      (.arrow, "->"), (.semicolon, ";"), (.`self`, "self"), (.`super`, "super"), (.`let`, "let"), (.`var`, "var"), (.`func`, "func"),
      (.`case`, "case"), (.`default`, "default"), (.`as`, "as"), (.`init`, "init"), (.`static`, "static"),
    ]
    for (name, word) in written { #expect(name == Name(word), "\(word)") }
    #expect(Name("`default`") == .`default`, "backticks only let a keyword be a name")
  }
}
