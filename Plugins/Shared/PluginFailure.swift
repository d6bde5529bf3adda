// Shared by both plugins: each plugin folder links this file in, since a plugin target can
// depend on no library of its own.

/// A problem the plugin reports to SwiftPM or Xcode, which prints it as an error.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
