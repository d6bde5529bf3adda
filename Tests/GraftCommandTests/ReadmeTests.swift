import Foundation
import Testing

/// The README as a user follows it: its commands run, its excerpts are what Graft writes, its
/// version is the tool's.
@Suite struct ReadmeTests {
  let command = InspectCommandTests()
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
  static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  /// Each ```swift block that follows `<!-- readme-excerpt: FILE -->`, with the file it quotes.
  static var excerpts: [(file: String, text: String)] {
    var found: [(String, String)] = []
    var rest = readme[...]
    while let marker = rest.range(of: "<!-- readme-excerpt: ") {
      let file = rest[marker.upperBound...].prefix { $0 != " " && $0 != "-" }
      guard let open = rest[marker.upperBound...].range(of: "```swift\n"),
        let close = rest[open.upperBound...].range(of: "\n```")
      else { break }
      found.append((String(file), String(rest[open.upperBound..<close.lowerBound])))
      rest = rest[close.upperBound...]
    }
    return found
  }

  @Test func theExcerptsAreWhatGraftWritesForTheExample() throws {
    #expect(Self.excerpts.count >= 2)
    let output = TestFolders.new("readme").path
    let run = try command.graft("generate", Self.root.appendingPathComponent("Examples/LegacyNotes").path, "--output", output)
    #expect(run.status == 0, "\(run.errors)")
    for (file, text) in Self.excerpts {
      let written = try String(contentsOfFile: "\(output)/\(file)", encoding: .utf8)
      #expect(written.contains(text), "README's excerpt of \(file) is not what Graft writes:\n\(text)")
    }
  }

  @Test func theTryItCommandsRun() throws {
    let audit = try command.graft("audit", Self.root.appendingPathComponent("Examples/LegacyApp").path)
    #expect(audit.status == 0)
    #expect(audit.output.contains("```mermaid"))
  }

  /// The Commands table: each subcommand it lists exists, and its help names every option the
  /// table gives it; `graft templates list` lists the templates the table's link documents.
  @Test func theCommandsTableIsWhatTheToolAccepts() throws {
    let section = Self.readme.components(separatedBy: "\n## Commands\n").last?.components(separatedBy: "\n## ").first ?? ""
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `graft ") }
    #expect(rows.count >= 5)
    for row in rows {
      let usage = row.dropFirst(3).prefix { $0 != "`" }
      let words = usage.split(separator: " ")
      try #require(words.count >= 2, "a Commands row names no subcommand: \(row)")
      let subcommand = String(words[1])
      let help = try command.graft(subcommand, "--help")
      #expect(help.status == 0, "graft \(subcommand) --help: \(help.errors)")
      let options = usage.split(whereSeparator: { " []|…".contains($0) }).filter { $0.hasPrefix("--") }
      for option in options {
        #expect(help.output.contains(option), "README gives 'graft \(subcommand)' the option \(option), which its help does not name")
      }
    }
    let templates = try command.graft("templates", "list")
    #expect(templates.status == 0 && templates.output.contains("Reducer"))
  }

  /// One version, said once by the tool and repeated where a user copies it.
  @Test func theVersionTheReadmeInstallsIsTheTools() throws {
    let version = try command.graft("--version").output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(Self.readme.contains(#"from: "\#(version)")"#))
    #expect(Self.readme.contains("graft --version                                                # \(version)"))
  }
}
