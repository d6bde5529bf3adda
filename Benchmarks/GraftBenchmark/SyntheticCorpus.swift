import Foundation

/// Writes a deterministic corpus of view models shaped like those of public iOS apps: the same
/// count gives the same bytes on every machine. Measured on 75 real view-model files from 20
/// apps: a median of 5.4 KB and 160 lines (the largest 37 KB and 979 lines), about two thirds of
/// the bytes inside member bodies, braces nested up to 10 deep, a median of 6 methods (up to
/// 38), with Combine chains, `[weak self]` closures, long `switch`es, string interpolation,
/// `#if` blocks and doc comments. Every view model is annotated.
struct SyntheticCorpus {
  var fileCount: Int

  func write(to directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var paths: [String] = []
    for index in 0..<fileCount {
      let name = Self.screenNames[index % Self.screenNames.count] + "\(index)"
      let url = directory.appendingPathComponent("\(name)ViewModel.swift")
      try Data(source(name: name, index: index).utf8).write(to: url)
      paths.append(url.path)
    }
    return paths
  }

  static let screenNames = ["EditNote", "Checkout", "Profile", "Settings", "Inbox", "Search", "Login", "Cart", "Feed", "Timeline"]

  func source(name: String, index: Int) -> String {
    var random = SeededGenerator(seed: UInt64(index) &+ 1)
    // Log-normal around the real medians, clamped to the real range.
    let methodCount = min(38, max(2, Int(exp(log(6.0) + 0.6 * random.normal()).rounded())))
    let fieldCount = min(16, max(2, Int(exp(log(5.0) + 0.5 * random.normal()).rounded())))
    var text = """
      import Combine
      import Foundation
      #if canImport(UIKit)
      import UIKit
      #endif

      struct \(name)Item: Equatable, Identifiable, Sendable {
        let id: UUID
        var title: String
        var detail: String?
        var isPinned = false
      }

      protocol \(name)Service: AnyObject {
        func load(page: Int) async throws -> [\(name)Item]
        func save(_ item: \(name)Item) async throws -> \(name)Item
        func delete(id: UUID) async throws
      }

      /// The \(name) screen: what it shows, and what the user can do there.
      ///
      /// - Note: Loads a page at a time; see `loadNextPage()`.
      // graft: feature
      @MainActor
      final class \(name)ViewModel: ObservableObject {
        enum Filter: String, CaseIterable {
          case all, pinned, recent, archived
        }


      """
    for field in 0..<fieldCount {
      switch random.next() % 6 {
      case 0: text += "  @Published var title\(field): String = \"\(name) \\(\(field))\"\n"
      case 1: text += "  @Published private(set) var isLoading\(field) = false\n"
      case 2: text += "  @Published var items\(field): [\(name)Item] = []\n"
      case 3: text += "  @Published var error\(field): Error?\n"
      case 4: text += "  @Published var filter\(field): Filter = .all\n"
      default: text += "  /// The query as typed.\n  @Published var query\(field) = \"\"\n"
      }
    }
    text += """

        var onSelect: ((\(name)Item) -> Void)?
        var onClose: (() -> Void)?

        private let service: \(name)Service
        private var cancellables = Set<AnyCancellable>()
        private var loadTask: Task<Void, Never>?
        private var page = 0

        init(service: \(name)Service) {
          self.service = service
          bind()
        }

      """
    for method in 0..<methodCount {
      text += methodSource(method, name: name, random: &random)
    }
    text += "}\n\n// MARK: - Helpers\n\nextension \(name)ViewModel {\n"
    text += helperSource(name: name, random: &random)
    text += "}\n"
    return text
  }

  /// One method, of a kind real view models have, with a body of realistic length.
  private func methodSource(_ method: Int, name: String, random: inout SeededGenerator) -> String {
    let statements = 3 + Int(random.next() % 10)
    switch random.next() % 7 {
    case 0:
      // A Combine chain with nested closures, as in `bind()`.
      var body = ""
      for step in 0..<statements {
        body += """
              $query0
                .debounce(for: .milliseconds(\(200 + step * 50)), scheduler: DispatchQueue.main)
                .removeDuplicates()
                .map { [weak self] query -> [\(name)Item] in
                  guard let self else { return [] }
                  return self.items0.filter { item in
                    item.title.localizedCaseInsensitiveContains(query) || (item.detail?.contains(query) ?? false)
                  }
                }
                .sink { [weak self] matches in
                  self?.items0 = matches
                }
                .store(in: &cancellables)

          """
      }
      return "\n  func bind\(method)() {\n\(body)  }\n"
    case 1:
      // An async load with `do`/`catch`, interpolation and a nested task.
      var body = "    isLoading1 = true\n    defer { isLoading1 = false }\n    do {\n"
      for step in 0..<statements {
        body += "      let page\(step) = try await service.load(page: page + \(step))\n"
        body += "      print(\"Loaded \\(page\(step).count) items on page \\(page + \(step)) for \\\"\\(query0)\\\"\")\n"
      }
      body += "      page += \(statements)\n    } catch let error as URLError where error.code == .notConnectedToInternet {\n"
      body += "      self.error3 = error\n    } catch {\n      self.error3 = error\n      print(\"Failed: \\(error.localizedDescription)\")\n    }\n"
      return "\n  /// Loads the next page, if there is one.\n  func loadNextPage\(method)() async {\n\(body)  }\n"
    case 2:
      // A long `switch` over the filter.
      var body = "    switch filter4 {\n"
      for (offset, filter) in ["all", "pinned", "recent", "archived"].enumerated() {
        body += "    case .\(filter):\n"
        for step in 0..<(statements / 2 + 1) {
          body += "      items2 = items2.filter { $0.title.count > \(offset + step) }.sorted { $0.title < $1.title }\n"
        }
      }
      body += "    }\n"
      return "\n  func filterChanged\(method)(to filter: Filter) {\n    filter4 = filter\n\(body)  }\n"
    case 3:
      // UIKit-era callbacks nested several closures deep.
      var body = ""
      var indentation = "    "
      let depth = 2 + Int(random.next() % 7)
      for level in 0..<depth {
        body += "\(indentation)DispatchQueue.main.async { [weak self] in\n"
        indentation += "  "
        body += "\(indentation)guard let self else { return }\n\(indentation)self.page += \(level)\n"
      }
      for _ in 0..<depth {
        indentation.removeLast(2)
        body += "\(indentation)}\n"
      }
      return "\n  func refresh\(method)() {\n\(body)  }\n"
    case 4:
      // `#if` inside a body, and a delegate call.
      return """

          func select\(method)(_ item: \(name)Item) {
            #if DEBUG
            print("selected \\(item.id) at \\(Date())")
            #endif
            onSelect?(item)
          }

        """
    case 5:
      // A one-line setter, which ports mechanically.
      return "\n  func queryChanged\(method)(_ newQuery: String) {\n    query5 = newQuery\n  }\n"
    default:
      // A throwing save with a result handed back.
      var body = "    let saved = try await service.save(item)\n"
      for step in 0..<statements {
        body += "    if saved.isPinned, saved.title.hasPrefix(\"\(step)\") { print(\"pinned \\(saved.title) (\\(\(step)))\") }\n"
      }
      body += "    return saved\n"
      return "\n  func save\(method)(_ item: \(name)Item) async throws -> \(name)Item {\n\(body)  }\n"
    }
  }

  private func helperSource(name: String, random: inout SeededGenerator) -> String {
    let count = 1 + Int(random.next() % 4)
    var text = ""
    for helper in 0..<count {
      text += """
          var summary\(helper): String {
            let pinned = items2.filter(\\.isPinned).count
            return "\\(items2.count) items, \\(pinned) pinned" + (isLoading1 ? " (loading…)" : "")
          }

          func closeTapped\(helper)() {
            loadTask?.cancel()
            onClose?()
          }

        """
    }
    return text
  }
}

/// SplitMix64: a small deterministic generator, so the corpus is the same everywhere.
struct SeededGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A standard normal draw (Box–Muller).
  mutating func normal() -> Double {
    let u1 = max(Double(next() >> 11) / Double(1 << 53), 1e-12)
    let u2 = Double(next() >> 11) / Double(1 << 53)
    return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
  }
}
