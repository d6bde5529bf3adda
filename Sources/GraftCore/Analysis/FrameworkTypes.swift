/// Well-known framework types a view model holds that are not its state, by what the feature
/// does with them instead. Types the sources declare are judged by their declarations; these
/// come from modules Graft does not read.
enum FrameworkTypes {
  enum Kind: Sendable {
    /// Subscriptions and scheduled work: effects replace them, with a `CancelID`.
    case plumbing
    /// A subject that holds a current value (`CurrentValueSubject`, `BehaviorRelay`): the value
    /// is state.
    case valueSubject
    /// A stream of events (`PassthroughSubject`): what it sends becomes actions or delegate
    /// outcomes when ported.
    case eventStream
    /// Formatters, coders, queues, caches: helpers the reducer's effects make or get as needed.
    case helper
    /// Data sources and controllers that belong to the view layer, which builds them from State.
    case viewLayer
  }

  static let kinds: [String: Kind] = [
    "AnyCancellable": .plumbing, "Cancellable": .plumbing, "Task": .plumbing, "Timer": .plumbing,
    "DispatchWorkItem": .plumbing, "DisposeBag": .plumbing, "NSKeyValueObservation": .plumbing,
    "NSObjectProtocol": .plumbing, "DispatchSourceTimer": .plumbing,
    "CurrentValueSubject": .valueSubject, "BehaviorRelay": .valueSubject, "BehaviorSubject": .valueSubject,
    "PassthroughSubject": .eventStream, "PublishSubject": .eventStream, "PublishRelay": .eventStream,
    "AnyPublisher": .eventStream, "Observable": .eventStream, "Driver": .eventStream, "Signal": .eventStream,
    "AsyncStream": .eventStream, "AsyncThrowingStream": .eventStream,
    "DateFormatter": .helper, "NumberFormatter": .helper, "ISO8601DateFormatter": .helper,
    "DateComponentsFormatter": .helper, "DateIntervalFormatter": .helper, "ByteCountFormatter": .helper,
    "MeasurementFormatter": .helper, "RelativeDateTimeFormatter": .helper, "PersonNameComponentsFormatter": .helper,
    "ListFormatter": .helper, "JSONDecoder": .helper, "JSONEncoder": .helper, "PropertyListDecoder": .helper,
    "PropertyListEncoder": .helper, "NSCache": .helper, "DispatchQueue": .helper, "OperationQueue": .helper,
    "DispatchGroup": .helper, "DispatchSemaphore": .helper, "NSLock": .helper, "NSRecursiveLock": .helper,
    "Logger": .helper, "OSLog": .helper, "FileManager": .helper, "Bundle": .helper, "URLSession": .helper,
    "NotificationCenter": .helper, "UIImpactFeedbackGenerator": .helper, "UINotificationFeedbackGenerator": .helper,
    "UITableViewDiffableDataSource": .viewLayer, "UICollectionViewDiffableDataSource": .viewLayer,
    "NSDiffableDataSourceSnapshot": .viewLayer, "NSFetchedResultsController": .viewLayer,
    "UIViewController": .viewLayer, "UINavigationController": .viewLayer, "UIView": .viewLayer,
  ]

  /// The first well-known type among `names`, and its kind.
  static func kind(of names: [String]) -> (name: String, kind: Kind)? {
    for name in names {
      if let kind = kinds[name] { return (name, kind) }
    }
    return nil
  }

  /// `CurrentValueSubject<Bool, Never>(false)` or `BehaviorRelay<[Item]>(value: [])`: the type
  /// of the value it holds and the value it starts with, from its declared type or initializer.
  static func subjectValue(type: String?, initializer: String?) -> (type: String, initial: String?)? {
    let written = type ?? initializer ?? ""
    guard let open = written.firstIndex(of: "<"), let close = matchingAngle(in: written, from: open) else { return nil }
    let arguments = TopLevelSplit.split(written[written.index(after: open)..<close], on: ",").map { $0.trimmed() }
    guard let valueType = arguments.first, !valueType.isEmpty else { return nil }
    var initial: String?
    if let initializer, let parenthesis = initializer.firstIndex(of: "("), initializer.hasSuffix(")") {
      let inside = initializer[initializer.index(after: parenthesis)..<initializer.index(before: initializer.endIndex)]
      if let first = TopLevelSplit.split(inside, on: ",").first?.trimmed(), !first.isEmpty {
        initial = first.hasPrefix("value:") ? String(first.dropFirst("value:".count)).trimmed() : first
      }
    }
    return (valueType, initial)
  }

  private static func matchingAngle(in text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text[open...].indices {
      let character = text[index]
      if character == "<" { depth += 1 }
      if character == ">", previous != "-" {
        depth -= 1
        if depth == 0 { return index }
      }
      previous = character
    }
    return nil
  }
}
