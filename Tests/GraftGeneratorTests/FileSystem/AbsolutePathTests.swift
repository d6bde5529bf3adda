import Foundation
import GraftGenerator
import Testing

/// The standardization `URL.standardizedFileURL` does, on strings.
@Suite struct AbsolutePathTests {
  @Test func pathsAreMadeAbsoluteWithDotsResolved() {
    #expect(AbsolutePath.standardized("/a/./b//c/../d.swift") == "/a/b/d.swift")
    #expect(AbsolutePath.standardized("/../a/") == "/a")
    #expect(AbsolutePath.standardized("/") == "/")
    #expect(AbsolutePath.standardized("/a/b/") == "/a/b")
    #expect(AbsolutePath.standardized("/a/.b/c./.../d..") == "/a/.b/c./.../d..")
    #expect(AbsolutePath.standardized("/a/b/..") == "/a")
    #expect(AbsolutePath.standardized("/a/b/.") == "/a/b")
    #expect(AbsolutePath.standardized("Sources/x.swift") == FileManager.default.currentDirectoryPath + "/Sources/x.swift")
  }

  /// The same answers `URL` gives, which the run records were found by before.
  @Test func asURLStandardizesThem() {
    for path in ["/a/./b//c/../d.swift", "/a/b/", "/a/.b/c./.../d..", "/a/b/..", "/a/b/.", "Sources/./x.swift", "/tmp"] {
      #expect(AbsolutePath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
    }
  }
}
