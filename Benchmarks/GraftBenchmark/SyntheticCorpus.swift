import Foundation

/// Writes a deterministic corpus of realistic view models: the same count gives the same
/// bytes on every machine. Every file is annotated and uses the syntax the parser must
/// survive: wrappers with arguments, closure types, `#if`, interpolated and raw strings,
/// regex literals, nested types, protocols, extensions, and bodies of realistic length.
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

  static let screenNames = ["EditNote", "Checkout", "Profile", "Settings", "Inbox", "Search", "Login", "Cart"]

  func source(name: String, index: Int) -> String {
    var random = SeededGenerator(seed: UInt64(index) &+ 1)
    let fieldCount = 3 + Int(random.next() % 6)
    let methodCount = 3 + Int(random.next() % 6)
    var text = """
      import Combine
      import Foundation

      struct \(name)Item: Equatable, Identifiable, Sendable {
        let id: UUID
        var title: String
        var detail: String?
      }

      protocol \(name)Service {
        func load(page: Int) async throws -> [\(name)Item]
        func save(_ item: \(name)Item) async throws -> \(name)Item
        func delete(id: UUID) async throws
      }

      protocol \(name)Delegate: AnyObject {
        func \(name.lowercased())DidFinish(itemID: UUID)
        func \(name.lowercased())DidCancel()
      }

      /// The \(name) screen's model.
      // graft: feature seed
      @MainActor
      final class \(name)ViewModel: ObservableObject {

      """
    for field in 0..<fieldCount {
      switch (field + index) % 6 {
      case 0: text += "  @Published var title\(field): String = \"Title \\(\(field))\"\n"
      case 1: text += "  @Published private (set) var isLoading\(field) = false\n"
      case 2: text += "  @Published var items\(field): [\(name)Item] = []\n"
      case 3: text += "  @Published var error\(field): Error?\n"
      case 4: text += "  @AppStorage(\"\(name.lowercased()).sort\(field)\") var sortOrder\(field) = \"date\"\n"
      default: text += "  @Published public private(set) var selection\(field): [UUID: \(name)Item]\n    = [:]\n"
      }
    }
    text += """

        var onSave: ((\(name)Item) -> Void)?
        var onCancel: (() -> ())?
        var present: ((AnyObject, _ animated: Bool) -> Void)?
        weak var delegate: (any \(name)Delegate)?
        let slugPattern = #/[a-z0-9-]{2,64}/#
        lazy var formatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
          return formatter
        }()

        private let service: any \(name)Service
        private var cancellables = Set<AnyCancellable>()
        private var loadTask: Task<Void, Never>?

        #if DEBUG
        var debugLabel: String { "\\(\(name)ViewModel.self) { debug }" }
        #else
        var debugLabel: String { "" }
        #endif

        init(title: String, service: any \(name)Service) {
          self.service = service
        }

      """
    for method in 0..<methodCount {
      switch (method + index) % 5 {
      case 0:
        text += """

            func titleChanged\(method)(_ newTitle: String) {
              title0 = newTitle
            }

          """
      case 1:
        text += """

            func saveTapped\(method)() async {
              isLoading1 = true
              defer { isLoading1 = false }
              do {
                let item = try await service.save(\(name)Item(id: UUID(), title: "New \\("item")", detail: nil))
                onSave?(item)
                delegate?.\(name.lowercased())DidFinish(itemID: item.id)
              } catch {
                self.error3 = error
                print("Failed: \\(error.localizedDescription) {")
              }
            }

          """
      case 2:
        text += """

            func load\(method)(page: Int = 0) async throws -> [\(name)Item] {
              let items = try await service.load(page: page)
              let message = \"\"\"
                Loaded \\(items.count) items for "\\(page)" {
                \"\"\"
              print(message, #"raw \\#(page) "quoted""#)
              return items.filter { $0.title.contains(/^[A-Z]/) }
            }

          """
      case 3:
        text += """

            func cancelTapped\(method)() {
              onCancel?()
            }

          """
      default:
        text += """

            func observe\(method)() {
              NotificationCenter.default.publisher(for: .init("\(name)Changed"))
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in
                  guard let self else { return }
                  self.loadTask?.cancel()
                  self.loadTask = Task { _ = try? await self.service.load(page: 0) }
                }
                .store(in: &cancellables)
            }

          """
      }
    }
    text += """
      }

      extension \(name)ViewModel {
        enum Route: Hashable {
          case detail(id: UUID)
          case settings
        }

        static func preview() -> \(name)ViewModel? { nil }
      }

      """
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
}
