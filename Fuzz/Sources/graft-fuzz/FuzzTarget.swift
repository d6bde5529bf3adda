import SwiftDeclarationParser

/// libFuzzer's entry point: every input is parsed as a Swift file. A crash, a hang (libFuzzer's
/// `-timeout`) or runaway memory (`-rss_limit_mb`) is a failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file = SourceFile(path: "fuzz.swift", bytes: bytes)
  // Touch every body span: a span outside the file would trap here.
  var stack = file.declarations
  while let declaration = stack.popLast() {
    if let body = declaration.body { _ = file.text(of: body) }
    precondition(declaration.range.startOffset <= declaration.range.endOffset)
    precondition(declaration.range.endOffset <= bytes.count)
    stack += declaration.members
  }
  return 0
}
