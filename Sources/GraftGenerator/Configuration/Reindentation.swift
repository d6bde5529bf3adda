/// Converts generated text from the templates' two-space indentation to a team's width.
/// Lines inside multi-line string literals are left exactly as they are: their indentation is
/// part of the string's value.
enum Reindentation {
  static func apply(_ text: String, width: Int) -> String {
    guard width != 2 else { return text }
    let unit = width == 0 ? "\t" : String(repeating: " ", count: width)
    var inMultilineString = false
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let delimiters = line.components(separatedBy: "\"\"\"").count - 1
      if inMultilineString {
        lines.append(String(line))
      } else {
        let spaces = line.prefix { $0 == " " }.count
        lines.append(String(repeating: unit, count: spaces / 2) + String(repeating: " ", count: spaces % 2) + line.dropFirst(spaces))
      }
      if delimiters % 2 == 1 { inMultilineString.toggle() }
    }
    return lines.joined(separator: "\n")
  }
}
