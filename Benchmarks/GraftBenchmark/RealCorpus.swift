import Foundation

/// `graft-benchmark --corpus DIR`: any folder of Swift files, such as the view models of apps
/// you have checked out, copied into the benchmark's folder with every class named `…ViewModel`
/// annotated `// graft: feature`, as a team would annotate them; a second class of a name
/// already taken gets a `name=` of its own, as a team would have to give it. Graft names a view
/// model's own file after its source file and the benchmark writes everything into one folder,
/// so a file whose name an earlier file took (two apps' `SearchViewModel.swift`) is copied as it
/// is: parsed and audited, not generated.
enum RealCorpus {
  struct Copy {
    var paths: [String]
    var annotated: Int
    /// Files left unannotated because an earlier file has their name.
    var nameTaken: Int
  }

  static func copy(_ source: URL, to directory: URL) throws -> Copy {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let relatives = (FileManager.default.enumerator(atPath: source.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    var paths: [String] = []
    var annotated = 0
    var nameTaken = 0
    var features: Set<String> = []
    var fileNames: Set<Substring> = []
    for relative in relatives {
      guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(relative).path) else { continue }
      var text = String(decoding: data, as: UTF8.self)
      if fileNames.insert(relative.split(separator: "/").last ?? Substring(relative)).inserted {
        let count: Int
        (text, count) = annotate(text, features: &features)
        annotated += count
      } else {
        nameTaken += 1
      }
      let destination = directory.appendingPathComponent(relative)
      try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: destination)
      paths.append(destination.path)
    }
    return Copy(paths: paths, annotated: annotated, nameTaken: nameTaken)
  }

  /// The text with `// graft: feature` above each non-generic class named `…ViewModel` (above
  /// its attributes), and how many it annotated. `features` holds the feature names taken.
  static func annotate(_ text: String, features: inout Set<String>) -> (String, Int) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var count = 0
    var index = 0
    while index < lines.count {
      if let (indentation, name) = viewModelClass(lines[index]) {
        var top = index
        while top > 0, lines[top - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") { top -= 1 }
        if top == 0 || !lines[top - 1].contains("graft:") {
          var feature = name.dropLast("ViewModel".count).isEmpty ? name : String(name.dropLast("ViewModel".count))
          let base = feature
          var suffix = 1
          while features.contains(feature) {
            suffix += 1
            feature = base + String(suffix)
          }
          features.insert(feature)
          lines.insert(indentation + "// graft: feature" + (suffix > 1 ? " name=\(feature)" : ""), at: top)
          count += 1
          index += 1
        }
      }
      index += 1
    }
    return (lines.joined(separator: "\n"), count)
  }

  private static let modifiers: Set<String> = ["public", "internal", "open", "final", "private", "fileprivate", "package"]

  /// The indentation and the name of the class named `…ViewModel` a line declares, or nil.
  private static func viewModelClass(_ line: String) -> (indentation: String, name: String)? {
    let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
    var words = line.dropFirst(indentation.count).split(separator: " ", omittingEmptySubsequences: true)
    while let first = words.first, modifiers.contains(String(first)) || first.hasPrefix("@") { words.removeFirst() }
    guard words.count >= 2, words[0] == "class" else { return nil }
    let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = words[1].dropFirst(name.count)
    guard name.hasSuffix("ViewModel"), !rest.hasPrefix("<") else { return nil }
    return (indentation, String(name))
  }
}
