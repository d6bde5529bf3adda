import GraftGenerator
import Testing

@Suite struct TypeInferenceTests {
  let inference = TypeInference(knownTypes: ["SortOrder", "hPaymentService"])

  @Test(arguments: [
    ("\"\"", "String"), ("\"a \\(b) \\\"c\\\"\"", "String"), ("#\"raw \"q\"\"#", "String"),
    ("\"\"\"\n  multi\n  \"\"\"", "String"), ("42", "Int"), ("-7", "Int"), ("1_000", "Int"), ("0xFF", "Int"),
    ("3.14", "Double"), ("1e-3", "Double"), ("true", "Bool"), ("false", "Bool"),
    ("[1, 2, 3]", "[Int]"), ("[1, 2.5]", "[Double]"), ("[\"a\": 1, \"b\": 2]", "[String: Int]"), ("[[1], [2]]", "[[Int]]"),
    ("Note()", "Note"), ("Note(id: UUID(), text: \"x\")", "Note"), ("Note.init(text: \"\")", "Note"),
    ("[Note]()", "[Note]"), ("[String: Note]()", "[String: Note]"), ("Set<UUID>()", "Set<UUID>"),
    ("Foundation.UUID()", "Foundation.UUID"), ("SortOrder.byDate", "SortOrder"), ("SortOrder.allCases", "[SortOrder]"), ("Date.now", "Date"),
    ("Formatter { $0.x = 1 }", "Formatter"),
    // A type the sources declare with a small letter is made as any other.
    ("hPaymentService()", "hPaymentService"),
  ])
  func inferred(_ expression: String, _ expected: String) {
    #expect(inference.type(of: expression) == expected)
  }

  @Test(arguments: [
    "nil", "[]", "[:]", "\"a\" + b", "\"x\".uppercased()", "makeNote()", "note.text", ".init()", "Unknown.member",
    "Note().text", "a ? 1 : 2", "{ 1 }()", "Note.make()", "[1, \"a\"]", "x",
  ])
  func notGuessed(_ expression: String) {
    #expect(inference.type(of: expression) == nil)
  }

  @Test func nestingNoPersonWritesIsNotReadAndDoesNotExhaustTheStack() {
    #expect(inference.type(of: "[[[[1]]]]") == "[[[[Int]]]]")
    let deep = String(repeating: "[", count: 100_000) + "1" + String(repeating: "]", count: 100_000)
    #expect(inference.type(of: deep) == nil)
  }
}
