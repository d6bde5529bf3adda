/// Reads a subcommand's arguments: positional paths, flags and `--option value` pairs.
/// Unknown options are usage errors, never silently ignored.
struct ArgumentReader {
  private(set) var positionals: [String] = []
  private var flags: Set<String> = []
  private var options: [String: [String]] = [:]

  init(_ arguments: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
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
          guard index < arguments.count else { throw UsageError("missing value for '\(name)'") }
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
