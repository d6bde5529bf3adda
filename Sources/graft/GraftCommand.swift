import Foundation
import GraftCore
import Mustache

/// The `graft` command: picks the subcommand and turns its outcome into an exit status.
enum GraftCommand {
  static let version = "0.1.0"

  static let usage = """
    OVERVIEW: Graft writes the TCA side of annotated MVVM view models.

    USAGE: graft <subcommand> [options]

    SUBCOMMANDS:
      generate PATHS... [--type NAME] [--output DIR] [--tests-output DIR]
               [--only graft|team] [--module NAME] [--templates DIR]
               [--config FILE] [--dry-run] [--check] [--force] [--no-tests]
               [--placeholders] [--quiet]
                                  Write each view model's Graft-owned X+Graft.swift,
                                  and the team's reducer, view and tests where
                                  absent: to DIR, or beside the source. --dry-run
                                  prints a diff and writes nothing; --check exits 1
                                  when a file is stale or missing (for CI); --force
                                  replaces a Graft-owned file edited by hand;
                                  --only writes one owner's files; --tests-output
                                  puts the tests in their target, which --module
                                  names, and --no-tests writes none; --templates
                                  DIR uses a team's templates over the built-in
                                  ones; --config FILE (or a graft.json in a
                                  folder given) sets defaults;
                                  --placeholders writes an X+Graft.swift for every
                                  file, empty where it has no feature (the build
                                  plugin's outputs); --quiet prints only problems.
      eject FEATURE PATHS... [--output DIR] [--templates DIR] [--config FILE]
               [--dry-run]
                                  Hand a finished feature's Graft-owned code to the
                                  team as FEATURE+Core.swift (beside the view
                                  model, or in DIR), marked so that Graft stops
                                  generating it; prints what can now be deleted.
      audit PATHS... [--format markdown|json] [--output FILE]
                                  Which screens are leaves, who writes each shared
                                  datum and who should own it, where two sides
                                  sync both ways, and an order to migrate in;
                                  Markdown with a Mermaid graph, or versioned JSON.
      templates list | show NAME | export DIR [--force]
                                  The built-in templates, to read or to copy
                                  into a templates folder and edit.
      inspect PATHS... [--json] [--type NAME]
                                  Print what Graft sees in each Swift file: the
                                  declarations, and for each view model how every
                                  member was classified and why.

    OPTIONS:
      --version                   Print the version.
      -h, --help                  Print this help.

    Exit codes: 0 success, 1 errors in the input, 2 bad usage.
    """

  static func run(_ arguments: [String]) -> ExitStatus {
    guard let subcommand = arguments.first else {
      printError(usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch subcommand {
      case "--version":
        print(version)
        return .success
      case "-h", "--help", "help":
        print(usage)
        return .success
      case "inspect":
        return try InspectCommand(arguments: rest).run()
      case "generate":
        return try GenerateCommand(arguments: rest).run()
      case "audit":
        return try AuditCommand(arguments: rest).run()
      case "eject":
        return try EjectCommand(arguments: rest).run()
      case "templates":
        return try TemplatesCommand(arguments: rest).run()
      default:
        throw UsageError("unknown subcommand '\(subcommand)'")
      }
    } catch let error as ConfigurationError {
      for diagnostic in error.diagnostics { printError(diagnostic.description) }
      return .inputErrors
    } catch let error as MustacheError {
      printError(error.description)
      return .inputErrors
    } catch let error as UsageError {
      printError("error: \(error.description)\nSee 'graft --help'.")
      return .usage
    } catch {
      printError("error: \(error)")
      return .inputErrors
    }
  }
}

func printError(_ text: String) {
  FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
