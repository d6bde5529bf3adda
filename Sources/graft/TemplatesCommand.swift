import Foundation
import GraftCore
import Mustache

/// `graft templates list | show NAME | export DIR [--force]`: the built-in templates, to read
/// or to copy into a team's templates folder and edit there.
struct TemplatesCommand {
  enum Verb {
    case list
    case show(String)
    case export(String)
  }

  var verb: Verb
  var force: Bool

  init(arguments: [String]) throws {
    let reader = try ArgumentReader(arguments, flags: ["--force"], options: [])
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
      // Each name, with the blocks a team can override one at a time from graft/NAME.
      let width = (TemplateLibrary.names.map(\.count).max() ?? 0) + 2
      for name in TemplateLibrary.names {
        let blocks = try Template(name: name, source: TemplateLibrary.defaults[name]!).blockNames
        let padding = String(repeating: " ", count: width - name.count)
        print(blocks.isEmpty ? name : name + padding + "blocks: " + blocks.joined(separator: ", "))
      }
      return .success
    case let .show(requested):
      let name = requested.hasSuffix(".mustache") ? String(requested.dropLast(".mustache".count)) : requested
      guard let source = TemplateLibrary.defaults[name] else {
        throw UsageError("no template named '\(requested)'; 'graft templates list' names them")
      }
      print(source, terminator: "")
      return .success
    case let .export(directory):
      var kept = 0
      for name in TemplateLibrary.names {
        let path = "\(directory)/\(name).mustache"
        // A file already there is the team's: left alone unless --force.
        if !force, FileBytes.read(path) != nil {
          print("kept \(path)")
          kept += 1
          continue
        }
        try AtomicWriter.write(TemplateLibrary.defaults[name]!, to: path)
        print("wrote \(path)")
      }
      if kept > 0 { print("\(kept) file\(kept == 1 ? " was" : "s were") already there and kept (use --force to replace them).") }
      return .success
    }
  }
}
