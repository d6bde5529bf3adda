import Foundation
import Testing

/// `graft` as users run it: the built executable, its output streams and exit codes.
@Suite struct InspectCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/ParserInputs").standardized.path

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Where the runs of this test process keep their records, away from the user's caches.
  static let cacheDirectory = TestFolders.root.appendingPathComponent("cache").path

  /// The `graft` executable SwiftPM built beside this test bundle.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("graft")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/graft")
  }

  func graft(_ arguments: String...) throws -> Run {
    try graft(arguments, cacheDirectory: Self.cacheDirectory)
  }

  /// `graft` keeping its run records in `cacheDirectory`.
  func graft(_ arguments: [String], cacheDirectory: String) throws -> Run {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GRAFT_CACHE_DIR"] = cacheDirectory
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  @Test func inspectPrintsTheTreeAndSucceeds() throws {
    let run = try graft("inspect", "\(Self.fixtures)/EditNoteViewModel.swift")
    #expect(run.status == 0)
    #expect(run.output.contains("@MainActor final class EditNoteViewModel: ObservableObject\n"))
    #expect(run.output.contains("// graft: feature seed\n"))
    // What generating would report, inspect reports too.
    #expect(run.errors.hasPrefix("\(Self.fixtures)/EditNoteViewModel.swift:16:3: warning: 'error: Error?' becomes 'String?' in State, its message: State must stay Equatable\n"))
  }

  @Test func damagedInputIsReportedInSwiftcFormatAndExitsOne() throws {
    let path = "\(Self.fixtures)/Damaged.swift"
    let run = try graft("inspect", path)
    #expect(run.status == 1)
    #expect(run.errors.split(separator: "\n").first == "\(path):6:14: error: unterminated string literal")
    #expect(run.output.contains("var after = 2"))
  }

  @Test func jsonIsVersionedAndComplete() throws {
    let run = try graft("inspect", "--json", "\(Self.fixtures)/CheckoutViewModel.swift")
    #expect(run.status == 0)
    let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    #expect(document?["version"] as? Int == 1)
    let files = document?["files"] as? [[String: Any]]
    let declarations = files?.first?["declarations"] as? [[String: Any]]
    #expect(declarations?.compactMap { $0["name"] as? String } == ["Foundation", "UIKit", "CheckoutDelegate", "PaymentsAPI", "CheckoutViewModel"])
  }

  @Test func foldersAreSearchedInSortedOrder() throws {
    let run = try graft("inspect", Self.fixtures)
    let headers = run.output.split(separator: "\n").filter { $0.hasPrefix(Self.fixtures) }
    let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { $0.hasSuffix(".swift") }
    #expect(headers.count == inputs.count)
    #expect(headers == headers.sorted())
  }

  @Test func badUsageExitsTwo() throws {
    #expect(try graft().status == 2)
    #expect(try graft("inspect").status == 2)
    let unknown = try graft("inspect", "--colour", "x.swift")
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("error: unknown option '--colour'\nSee 'graft inspect --help'."))
    #expect(try graft("frobnicate").status == 2)
    #expect(try graft("--version").output == "0.3.0\n")
  }

  /// `graft help generate` is `graft generate --help`.
  @Test func helpNamesASubcommand() throws {
    let help = try graft("help", "generate")
    #expect(help.status == 0)
    #expect(help.output == (try graft("generate", "--help")).output)
    #expect(help.output.contains("USAGE: graft generate"))
    #expect(try graft("help", "frobnicate").status == 2)
  }

  /// A `--type` that names no class is an error wherever it is given, never an empty success.
  @Test func aTypeNamedNowhereIsAnError() throws {
    let inspect = try graft("inspect", "\(Self.fixtures)/EditNoteViewModel.swift", "--type", "Nope")
    #expect(inspect.status == 1)
    #expect(inspect.errors.contains("error: no class named 'Nope' in the sources given; the view models found: EditNoteViewModel"))
    let found = try graft("inspect", "\(Self.fixtures)/EditNoteViewModel.swift", "--type", "EditNoteViewModel")
    #expect(found.status == 0)
  }

  /// Paths that hold no Swift file are a mistake (a wrong folder), not a run with nothing to do.
  @Test func noSwiftFilesIsAnInputError() throws {
    let empty = TestFolders.new("empty").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try "not swift".write(toFile: "\(empty)/README.md", atomically: false, encoding: .utf8)
    for command in ["generate", "inspect", "audit"] {
      let run = try graft(command, empty)
      #expect(run.status == 1, "\(command)")
      #expect(run.errors.contains("error: no Swift files \(command == "audit" ? "to audit " : "")in \(empty)"), "\(command): \(run.errors)")
    }
  }

  /// Standard output and standard error in one pipe, as a build log or an IDE reads them.
  func graftMerged(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["GRAFT_CACHE_DIR"] = Self.cacheDirectory
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A warning never lands inside a line of output: each message is written whole.
  @Test func outputAndWarningsSharingAPipeKeepTheirLinesWhole() throws {
    let examples = URL(fileURLWithPath: Self.fixtures).appendingPathComponent("../../../Examples").standardized.path
    let arguments = ["inspect", examples + "/LegacyNotes", examples + "/LegacyApp"]
    let apart = try graft(arguments, cacheDirectory: Self.cacheDirectory)
    #expect(apart.output.utf8.count > 8192, "enough output to fill a pipe's buffer")
    #expect(!apart.errors.isEmpty, "warnings to interleave")
    let lines = Set(apart.output.split(separator: "\n", omittingEmptySubsequences: false) + apart.errors.split(separator: "\n"))
    let merged = try graftMerged(arguments)
    for line in merged.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(lines.contains(line), "a line that neither stream wrote: \(line)")
    }
  }

  @Test func missingFileIsAnInputError() throws {
    let run = try graft("inspect", "/no/such/File.swift")
    #expect(run.status == 1)
    #expect(run.errors.contains("/no/such/File.swift: error: no such file or directory"))
  }
}
