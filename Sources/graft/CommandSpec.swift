/// A subcommand's arguments and options with their help, declared once: `ArgumentReader` parses
/// by it, and `graft SUBCOMMAND --help` and `graft --help` print from it, so that help and
/// behaviour cannot drift apart.
struct CommandSpec {
  var name: String
  /// The positional arguments as the synopsis shows them: `PATHS...`.
  var arguments: String
  /// One sentence for `graft --help`.
  var abstract: String
  /// What the subcommand does, for its own `--help`.
  var discussion: String
  var options: [OptionSpec]

  /// `graft generate PATHS... [--type NAME] …`, wrapped.
  var synopsis: String {
    var line = "graft \(name)" + (arguments.isEmpty ? "" : " " + arguments)
    var lines: [String] = []
    for option in options {
      let part = " [" + option.name + (option.valueName.map { " " + $0 } ?? "") + "]"
      if line.count + part.count > 78 {
        lines.append(line)
        line = "       "
      }
      line += part
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  var help: String {
    var text = "OVERVIEW: \(Self.wrap(abstract, indent: 10))\n\n\(discussion)\n\nUSAGE: \(synopsis)\n\nOPTIONS:\n"
    let width = (options.map(\.label.count) + ["-h, --help".count]).max()! + 2
    for option in options + [OptionSpec(name: "-h, --help", help: "Print this help.")] {
      let label = option.label.padding(toLength: width, withPad: " ", startingAt: 0)
      text += "  \(label)\(Self.wrap(option.help, indent: width + 2))\n"
    }
    return text
  }

  /// `text` wrapped to 80 columns, continuation lines indented.
  static func wrap(_ text: String, indent: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent + line.count + 1 + word.count > 80 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}

/// An option (`--type NAME`) or a flag (`--dry-run`).
struct OptionSpec {
  var name: String
  /// `NAME` for an option that takes a value; nil for a flag.
  var valueName: String?
  var help: String

  init(name: String, valueName: String? = nil, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }

  var label: String { name + (valueName.map { " " + $0 } ?? "") }
}
