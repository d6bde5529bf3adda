import Foundation
import GraftGenerator

/// A `graft` subcommand: its arguments and options, read by its spec, and what it does.
protocol Subcommand {
  static var spec: CommandSpec { get }
  init(reader: ArgumentReader) throws
  func run() throws -> ExitStatus
}

/// The `graft` command: picks the subcommand and turns its outcome into an exit status.
enum GraftCommand {
  static var version: String { GraftVersion.current }

  static var subcommands: [any Subcommand.Type] {
    [GenerateCommand.self, EjectCommand.self, AuditCommand.self, TemplatesCommand.self, InspectCommand.self]
  }

  static var usage: String {
    var text = """
      OVERVIEW: Graft writes the TCA side of annotated MVVM view models.

      USAGE: graft <subcommand> [options]

      SUBCOMMANDS:

      """
    for subcommand in subcommands {
      let spec = subcommand.spec
      text += "  " + spec.name.padding(toLength: 12, withPad: " ", startingAt: 0) + CommandSpec.wrap(spec.abstract, indent: 14) + "\n"
    }
    text += """

      OPTIONS:
        --version   Print the version.
        -h, --help  Print this help; 'graft <subcommand> --help' (or 'graft help <subcommand>')
                    prints a subcommand's.

      Exit codes: 0 success, 1 errors in the input, 2 bad usage.

      """
    return text
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    guard let name = arguments.first else {
      Console.error(usage)
      return .usage
    }
    do {
      switch name {
      case "--version":
        Console.output(version)
        return .success
      case "help" where arguments.count > 1:
        // `graft help generate` is `graft generate --help`.
        guard let subcommand = subcommands.first(where: { $0.spec.name == arguments[1] }) else {
          throw UsageError("unknown subcommand '\(arguments[1])'")
        }
        Console.output(subcommand.spec.help, terminator: "")
        return .success
      case "-h", "--help", "help":
        Console.output(usage, terminator: "")
        return .success
      default:
        guard let subcommand = subcommands.first(where: { $0.spec.name == name }) else {
          throw UsageError("unknown subcommand '\(name)'")
        }
        return try run(subcommand, Array(arguments.dropFirst()))
      }
    } catch let error as ConfigurationError {
      for diagnostic in error.diagnostics { Console.error(diagnostic.description) }
      return .inputErrors
    } catch let error as UsageError {
      Console.error("error: \(error.description)\nSee 'graft \(error.command.map { $0 + " " } ?? "")--help'.")
      return .usage
    } catch let error as any CustomStringConvertible & Error {
      // Errors that already say `path: error: …` (a template's `MustacheError`, a failed write)
      // are printed as they are.
      let text = error.description
      Console.error(text.contains("error: ") ? text : "error: \(text)")
      return .inputErrors
    } catch {
      Console.error("error: \(error)")
      return .inputErrors
    }
  }

  /// Runs a subcommand; a usage error it throws points at the subcommand's help.
  private static func run(_ subcommand: any Subcommand.Type, _ arguments: [String]) throws -> ExitStatus {
    do {
      let reader = try ArgumentReader(arguments, spec: subcommand.spec)
      if reader.wantsHelp {
        Console.output(subcommand.spec.help, terminator: "")
        return .success
      }
      return try subcommand.init(reader: reader).run()
    } catch var error as UsageError {
      error.command = error.command ?? subcommand.spec.name
      throw error
    }
  }
}
