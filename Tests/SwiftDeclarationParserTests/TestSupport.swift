import SwiftDeclarationParser

func parse(_ source: String, path: String = "Test.swift") -> SourceFile {
  SourceFile(path: path, text: source)
}

extension SourceFile {
  /// The first top-level declaration named `name`.
  func declaration(_ name: String) -> Declaration? {
    declarations.first { $0.name == name }
  }

  var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

extension Declaration {
  func member(_ name: String) -> Declaration? {
    members.first { $0.name == name }
  }

  func members(named name: String) -> [Declaration] {
    members.filter { $0.name == name }
  }
}
