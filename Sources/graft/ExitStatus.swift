/// `graft`'s exit codes: 0 success, 1 errors in the input, 2 bad usage.
enum ExitStatus: Int32 {
  case success = 0
  case inputErrors = 1
  case usage = 2
}

/// A problem with how graft was called; printed with the usage hint, exits 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  /// The subcommand whose help the hint points at: filled in by `GraftCommand` for every error
  /// a subcommand throws.
  var command: String?

  init(_ description: String) {
    self.description = description
  }
}
