// A file of the syntax real view models use and naive parsers break on.
#if canImport(Combine)
import Combine

extension Settings {
  @MainActor
  final class ViewModel<Store: SettingsStore>: ObservableObject where Store.Value: Codable {
    @Published private (set) var spaced = false
    @Published public private(set) var both: [String] = []
    @AppStorage("k") var stored = 1
    @Injected(\.analytics) private var analytics: Analytics
    var present: ((UIViewController, _ modal: Bool) -> Void)?
    var done: (() -> ())?
    var point: (x: Int, y: Int) = (0, 0)
    weak var delegate: (any SettingsDelegate)?
    var handler: (Int)
      -> Void = { _ in }
    let slug = #/[a-z]{2,64}/#
    let text = "a { \("}" + "\"") b"
    let raw = ##"raw "# \##("in\("x")") "##
    var `default` = 0
    lazy var formatter = {
      let f = NumberFormatter() // {
      return f
    }()
    var count = 0 {
      didSet { print("\(oldValue) -> \(count)") }
    }
    #if DEBUG
    var endpoint = "http://localhost"
    #else
    var endpoint = "https://example.com"
    #endif

    nonisolated func describe() -> String { "}" }

    func load() async throws -> [Store.Value] {
      /* nested /* comment */ } */
      return []
    }
  }
}

final class Second {}
#endif
