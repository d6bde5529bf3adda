import Foundation
import GraftGenerator
import Mustache

/// `graft templates list | show NAME | export DIR [--force]`: the built-in templates, to read
/// or to copy into a team's templates folder and edit there.
struct TemplatesCommand: Subcommand {
  enum Verb {
    case list
    case show(String)
    case export(String)
  }

  static let spec = CommandSpec(
    name: "templates", arguments: "list | show NAME | export DIR",
    abstract: "The built-in templates, to read or to copy into a templates folder and edit.",
    discussion: """
      'list' names each template and the blocks a team can override one at a time; 'show NAME'
      prints one; 'export DIR' copies them all into DIR, keeping files already there.
      """,
    options: [OptionSpec(name: "--force", help: "With export: replace files already in DIR.")])

  var verb: Verb
  var force: Bool

  init(reader: ArgumentReader) throws {
    force = reader.has("--force")
    switch (reader.positionals.first, reader.positionals.count) {
    case ("list", 1): verb = .list
    case ("show", 2): verb = .show(reader.positionals[1])
    case ("export", 2): verb = .export(reader.positionals[1])
    default: throw UsageError("templates takes 'list', 'show NAME' or 'export DIR'")
    }
  }

  func run() throws -> ExitStatus {
    switch verb {
    case .list:
      // The file templates with the blocks a team can override one at a time from graft/NAME,
      // then the declaration templates they include.
      let width = (TemplateLibrary.names.map(\.count).max() ?? 0) + 2
      let files = TemplateLibrary.names.filter { TemplateLibrary.declarations[$0] == nil }
      for name in files {
        let blocks = try Template(name: name, source: TemplateLibrary.defaults[name]!).blockNames
        let padding = String(repeating: " ", count: width - name.count)
        Console.output(blocks.isEmpty ? name : name + padding + "blocks: " + blocks.joined(separator: ", "))
      }
      for (name, purpose) in TemplateLibrary.declarations.sorted(by: { $0.key < $1.key }) {
        Console.output(name + String(repeating: " ", count: width - name.count) + "declares " + purpose)
      }
      return .success
    case let .show(requested):
      let name = requested.hasSuffix(".mustache") ? String(requested.dropLast(".mustache".count)) : requested
      guard let source = TemplateLibrary.defaults[name] else {
        throw UsageError("no template named '\(requested)'; 'graft templates list' names them")
      }
      Console.output(source, terminator: "")
      return .success
    case let .export(directory):
      var kept = 0
      for name in TemplateLibrary.names {
        let path = "\(directory)/\(name).mustache"
        // A file already there is the team's: left alone unless --force.
        if !force, FileBytes.read(path) != nil {
          Console.output("kept \(path)")
          kept += 1
          continue
        }
        try AtomicWriter.write(TemplateLibrary.defaults[name]!, to: path)
        Console.output("wrote \(path)")
      }
      if kept > 0 { Console.output("\(kept) file\(kept == 1 ? " was" : "s were") already there and kept (use --force to replace them).") }
      return .success
    }
  }
}
