import SwiftDeclarationParser
import Testing

/// Inputs built to break a parser: each must finish with diagnostics, not crash or hang.
/// Each is large enough that quadratic behaviour would not finish within CI's time.
@Suite(.timeLimit(.minutes(2))) struct PathologicalInputTests {
  @Test func hundredThousandNestedBrackets() {
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
      let unbalanced = parse("let x = " + String(repeating: open, count: 100_000))
      #expect(unbalanced.errors.count == 1)
      let balanced = parse("func f() " + String(repeating: "{", count: 1) + String(repeating: open, count: 100_000)
        + String(repeating: close, count: 100_000) + "}\nstruct After {}")
      #expect(balanced.declarations.map(\.name) == ["f", "After"])
    }
    let interpolations = parse("let s = " + String(repeating: #""\("#, count: 50_000))
    #expect(!interpolations.errors.isEmpty)
    let types = parse(String(repeating: "class A {", count: 100_000))
    #expect(!types.errors.isEmpty)
  }

  @Test func tenMegabytesOnOneLine() {
    let line = String(repeating: "var a = f(x, [1: \"s\"]) + 2; ", count: 10_000_000 / 29)
    let file = parse(line)
    #expect(file.diagnostics.isEmpty)
    #expect(file.declarations.count == 10_000_000 / 29)
  }

  @Test func oneMegabyteOfQuotesAndOfOtherOpeners() {
    for unit in ["\"", "#", "/", "`", "\\(", "#\"", "/*", "#/", "@", "\""] {
      let file = parse(String(repeating: unit, count: 1_000_000 / unit.utf8.count))
      _ = file.declarations
    }
    let quotes = parse(String(repeating: "\"", count: 1_000_001))
    #expect(!quotes.errors.isEmpty)
  }

  @Test func unterminatedEverything() {
    let openers = ["\"", "\"\"\"\n", "#\"", "/*", "#/", "`", "(", "[", "{", "<", "#if X\n", "@", "\"\\(", "func f(", "class A<", "var a: [", "init(a: (", "case a(", "@Attr("]
    for opener in openers {
      let file = parse("struct Before {}\n" + opener)
      #expect(file.declarations.first?.name == "Before", "\(opener)")
    }
  }

  /// The statement reader reads bodies the declaration parser may not have vetted (the fuzz
  /// target hands it any bytes): unclosed brackets once matched each, never scanned for again.
  @Test func statementsOfUnclosedBracketsAndCutShortLabels() {
    for opener in ["(", "[", "{", "{[", "f(", "x[", "{ [weak self] in ("] {
      let text = "f" + String(repeating: opener, count: 200_000 / opener.utf8.count)
      let bytes = Array(text.utf8)
      let statements = StatementReader.statements(of: bytes, in: 0..<bytes.count)
      #expect(!statements.isEmpty, "\(opener)")
    }
    // Closures closed by the wrong bracket: each body stops at its own closer, or every closure
    // would read all the ones after it again.
    let misclosed = Array(("f " + String(repeating: "{ x ) ", count: 60_000)).utf8)
    #expect(!StatementReader.statements(of: misclosed, in: 0..<misclosed.count).isEmpty)
    // A switch whose first case is damaged into a braced group: the reader moves past it.
    let damagedSwitch = Array("switch destination {\n  caheet: Binding<Sheet?>) -> some View {\n    x\n  }\n}".utf8)
    #expect(StatementReader.statements(of: damagedSwitch, in: 0..<damagedSwitch.count).count == 1)
    // A label's colon as the last token: the reader looks one token past the end.
    for text in ["outer:", "x:", "outer: ", "do {} catch"] {
      let bytes = Array(text.utf8)
      #expect(StatementReader.statements(of: bytes, in: 0..<bytes.count).count == 1, "\(text)")
    }
  }

  @Test func randomBytesNeverCrash() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let bytes = (0..<Int(generator.next() % 2_000)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = SourceFile(path: "Random.swift", bytes: bytes)
    }
  }
}

/// A tiny deterministic generator, so failures reproduce.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
