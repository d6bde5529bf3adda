/// Reads a subcommand's arguments by its `CommandSpec`: positional paths, flags and `--option
/// value` pairs. Unknown options and options without their value are usage errors, never
/// silently ignored; `-h` or `--help` asks for the subcommand's help.
struct ArgumentReader {
  private(set) var positionals: [String] = []
  private var flags: Set<String> = []
  private var options: [String: [String]] = [:]
  /// `-h` or `--help` was given: the caller prints the help and does nothing else.
  private(set) var wantsHelp = false

  init(_ arguments: [String], spec: CommandSpec) throws {
    let allowedFlags = Set(spec.options.filter { $0.valueName == nil }.map(\.name))
    let allowedOptions = Set(spec.options.filter { $0.valueName != nil }.map(\.name))
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        positionals.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if allowedFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if allowedOptions.contains(name) {
        if let inlineValue {
          options[name, default: []].append(inlineValue)
        } else {
          // `--type --dry-run` forgot the type: the next option is not its value.
          guard index < arguments.count, !(arguments[index].hasPrefix("-") && arguments[index].count > 1) else {
            throw UsageError("missing value for '\(name)'")
          }
          options[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        throw UsageError("unknown option '\(argument)'")
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The option's value; given twice, the last one.
  func value(_ option: String) -> String? { options[option]?.last }

  /// Every value of an option that may be repeated.
  func values(_ option: String) -> [String] { options[option] ?? [] }
}
