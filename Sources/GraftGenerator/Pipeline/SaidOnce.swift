import SwiftDeclarationParser

/// Diagnostics said once over a run: a superclass's member is each subclass's, and what is said
/// of it at its line would otherwise be said for every subclass.
struct SaidOnce {
  private var said: Set<String> = []

  /// `diagnostics` without those said already, in their order.
  mutating func unsaid(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.filter { said.insert($0.description).inserted }
  }
}
