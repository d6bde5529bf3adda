import SwiftDeclarationParser
import Testing

/// Every token's line and column against a count made byte by byte: line feeds packed several to
/// eight bytes, at every position in a word, after `\r\n`, a lone `\r` and multi-byte UTF-8.
@Suite struct LineTableTests {
  @Test(arguments: ["\n", "\r\n", "\r"])
  func eachTokenIsWhereAByteByByteCountPutsIt(lineBreak: String) {
    var text = ""
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for line in 0..<400 {
      // Lines of 0 to 19 bytes, some with a two-byte letter: breaks land on every byte of a word.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 59) % 20
      let name = "n\(line)" + (line % 7 == 0 ? "é" : "")
      if length > name.utf8.count { text += String(repeating: " ", count: length - name.utf8.count) }
      text += name
      // Now and then a line feed alone, whatever the file's usual break.
      text += line % 11 == 0 ? "\n" : lineBreak
    }
    let file = SourceFile(path: "Lines.swift", text: text)
    let bytes = Array(text.utf8)
    for token in file.tokens(inBytes: 0..<bytes.count) {
      var line = 1
      var lineStart = 0
      var offset = 0
      while offset < Int(token.start) {
        if bytes[offset] == UInt8(ascii: "\n") || (bytes[offset] == UInt8(ascii: "\r") && bytes[offset + 1] != UInt8(ascii: "\n")) {
          line += 1
          lineStart = offset + 1
        }
        offset += 1
      }
      let location = file.location(of: token)
      #expect(location.line == line && location.column == Int(token.start) - lineStart + 1, "\(file.text(of: token))")
    }
  }
}
