import GraftSupport
import SwiftDeclarationParser

/// Well-known framework types a view model holds that are not its state, by what the feature
/// does with them instead. Types the sources declare are judged by their declarations; these
/// come from modules Graft does not read.
enum FrameworkTypes {
  enum Kind: Sendable {
    /// Subscriptions and scheduled work: the feature's effects replace them.
    case plumbing
    /// A subject that holds a current value (`CurrentValueSubject`, `BehaviorRelay`,
    /// ReactiveSwift's `MutableProperty`): the value is state.
    case valueSubject
    /// A stream of events (`PassthroughSubject`): what it sends becomes actions or delegate
    /// outcomes when ported.
    case eventStream
    /// Formatters, coders, queues, caches: helpers the reducer's effects make or get as needed.
    case helper
    /// Data sources and controllers that belong to the view layer, which builds them from State.
    case viewLayer
    /// The system's objects (a player, a location manager, the user defaults): references State
    /// cannot hold, which the feature reaches through a dependency client.
    case systemObject
    /// A promise's resolver or a continuation (PromiseKit's `Resolver`, `CheckedContinuation`):
    /// how the view model reports its outcome to whoever waits for it, a reference State cannot
    /// hold; the feature reports it with delegate actions.
    case pendingOutcome
  }

  static let kinds: [String: Kind] = [
    "AnyCancellable": .plumbing, "Cancellable": .plumbing, "Task": .plumbing, "Timer": .plumbing,
    "DispatchWorkItem": .plumbing, "DisposeBag": .plumbing, "CancelBag": .plumbing, "NSKeyValueObservation": .plumbing,
    "NSObjectProtocol": .plumbing, "DispatchSourceTimer": .plumbing,
    "Disposable": .plumbing, "CompositeDisposable": .plumbing, "SerialDisposable": .plumbing, "ScopedDisposable": .plumbing,
    "Lifetime": .plumbing,
    // The observable-value library's subscription bag and handle.
    "Disposal": .plumbing, "ObserverToken": .plumbing,
    "CurrentValueSubject": .valueSubject, "BehaviorRelay": .valueSubject, "BehaviorSubject": .valueSubject,
    "MutableProperty": .valueSubject,
    "PassthroughSubject": .eventStream, "PublishSubject": .eventStream, "PublishRelay": .eventStream,
    "AnyPublisher": .eventStream, "Observable": .eventStream, "Driver": .eventStream, "Signal": .eventStream,
    "SignalProducer": .eventStream, "ReplaySubject": .eventStream,
    "AsyncStream": .eventStream, "AsyncThrowingStream": .eventStream,
    // RxSwift's inputs, the way an Rx view model hears the view: its events are the view's actions.
    "AnyObserver": .eventStream, "ObserverType": .eventStream, "Binder": .eventStream, "ControlEvent": .eventStream,
    "ControlProperty": .eventStream,
    // Schedulers: the reducer's effects take the clock or the queue from their dependencies.
    "SchedulerType": .helper, "ImmediateSchedulerType": .helper, "MainScheduler": .helper, "SerialDispatchQueueScheduler": .helper,
    "ConcurrentDispatchQueueScheduler": .helper, "OperationQueueScheduler": .helper, "AnySchedulerOf": .helper,
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
    "UIViewController": .viewLayer, "UINavigationController": .viewLayer, "UIView": .viewLayer, "AnyView": .viewLayer,
    "AVPlayer": .systemObject, "AVQueuePlayer": .systemObject, "AVPlayerLooper": .systemObject, "AVPlayerItem": .systemObject,
    "AVAudioPlayer": .systemObject, "AVAudioRecorder": .systemObject, "AVAudioEngine": .systemObject, "AVAudioSession": .systemObject,
    "AVCaptureSession": .systemObject, "AVAsset": .systemObject, "AVURLAsset": .systemObject,
    "ASWebAuthenticationSession": .systemObject, "CLLocationManager": .systemObject, "CLGeocoder": .systemObject,
    "CBCentralManager": .systemObject, "CMMotionManager": .systemObject, "LAContext": .systemObject,
    "NWPathMonitor": .systemObject, "UserDefaults": .systemObject, "NSUbiquitousKeyValueStore": .systemObject,
    "UNUserNotificationCenter": .systemObject, "PHImageManager": .systemObject, "PHCachingImageManager": .systemObject,
    "EKEventStore": .systemObject, "CNContactStore": .systemObject, "HKHealthStore": .systemObject, "WCSession": .systemObject,
    "SFSpeechRecognizer": .systemObject, "NSManagedObjectContext": .systemObject, "NSPersistentContainer": .systemObject,
    "ModelContext": .systemObject, "ModelContainer": .systemObject,
    // The libraries apps watch the network with: objects, not values.
    "Reachability": .systemObject, "NetworkReachabilityManager": .systemObject,
  ]

  /// PromiseKit's and the standard library's ways to report an outcome later: judged by the
  /// outermost name only, and only when the app declares no type of that name (an app's own
  /// `struct Promise` is a value).
  static let pendingOutcomes: Set<String> = ["Resolver", "Promise", "Guarantee", "CheckedContinuation", "UnsafeContinuation"]

  /// The first well-known type among `names`, and its kind: by name, else by the shape of the
  /// name. A type the sources declare is judged by its declaration instead, unless it declares
  /// itself a publisher (`struct CurrentValuePublisher<Output, Failure>: Publisher`).
  static func kind(of names: [String], in index: SourceIndex? = nil) -> (name: String, kind: Kind)? {
    if let outermost = names.first, pendingOutcomes.contains(outermost), index?.types[outermost] == nil, index?.protocols[outermost] == nil {
      return (outermost, .pendingOutcome)
    }
    for name in names {
      // The app's own top-level type of the name (a to-do app's `Task`, a telemetry `Signal`) is
      // judged by its declaration, unless it publishes; a nested one (`Telemetry.Signal`) does not
      // hide the framework's.
      if let path = index?.pathOfType[name], let declared = index?.types[name], declared.path == path,
        !declared.inheritance.contains(where: publisherProtocols.contains)
      {
        continue
      }
      if let kind = kinds[name] { return (name, kind) }
    }
    // A formatter is a helper whoever declares it (`CurrencyFormatter` of the app's own); a
    // protocol of that name is a service's, injected and mirrored by a client.
    if let formatter = names.first(where: { $0.count > "Formatter".count && $0.hasSuffix("Formatter") && index?.protocols[$0] == nil }) {
      return (formatter, .helper)
    }
    for name in names {
      if let index, index.protocols[name] != nil { continue }
      // The app's own logger, which writes at a logger's levels (`AppLog.debug(_:)`); an
      // `ActivityLog` of entries is data.
      if let declared = index?.types[name], isLogger(name), declared.declaration.members.contains(where: { BodyPorter.logLevels.contains($0.name) }) {
        return (name, .helper)
      }
      if let declared = index?.types[name], !declared.inheritance.contains(where: publisherProtocols.contains) { continue }
      if let kind = kind(byShapeOf: name) { return (name, kind) }
    }
    return nil
  }

  /// ReactiveSwift's read-only `Property<Value>`, held by a file that imports ReactiveSwift: a
  /// value it may derive over time from other streams (`Property(initial:then:)`, `email.map { … }`),
  /// which State, set only by actions, would not keep up to date. Written bare where the app
  /// declares no `Property` of its own, or with its module (`ReactiveSwift.Property<String>`, beside
  /// Realm's `Property`).
  static func isReadOnlyReactiveProperty(_ property: Declaration, imports: [String], in index: SourceIndex) -> Bool {
    let modules = ["ReactiveSwift", "ReactiveCocoa"]
    guard imports.contains(where: modules.contains) else { return false }
    let written = property.type.flatMap { TypeText($0).leafPaths.first }
      ?? property.initializer.map { String($0.trimmed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) }
    guard let written, TypeNames.bare(written) == "Property" else { return false }
    return written == "Property" ? index.pathOfType["Property"] == nil : modules.contains(TypeNames.path(written).first ?? "")
  }

  /// Subjects a view model sends events into: `send`, `accept` and `onNext` are how.
  static let sendingMethods: Set<String> = ["send", "accept", "onNext"]

  /// Calls that keep the closure they are handed for every value to come: Combine's `sink`,
  /// RxSwift's `subscribe`, `bind` and `drive`, ReactiveSwift's `observeValues`, an observer or a
  /// listener registered (not a one-off `observeSingleEvent`).
  static let subscribingCalls: Set<String> = [
    "sink", "subscribe", "bind", "drive", "observe", "observeValues", "addObserver", "addListener", "addSnapshotListener",
  ]

  /// Whether the view model sends into this subject (`finishSubject.send()`) and never
  /// subscribes to it or hands it on itself: what it sends is for whoever made the view model, an
  /// outcome. A subject it feeds its own pipeline with (`query.send(text)` and
  /// `query.debounce(…)`), or hands to another of its objects, is not.
  static func isSentOutcome(_ property: String, type: String, in viewModel: ViewModel) -> Bool {
    guard type.hasSuffix("Subject") || type.hasSuffix("Relay") else { return false }
    let chains = viewModel.chains
    let used = { (word: String) in chains.mentioned.contains(property + "." + word) || chains.mentioned.contains("self." + property + "." + word) }
    guard sendingMethods.contains(where: used), !pipelineOperators.subtracting(sendingMethods).contains(where: used) else { return false }
    // `rateAppController.bind(isPageSelected: isPageSelectedSubject)`: a subject its own code
    // hands whole to another object sends to that object, not to a parent.
    return !chains.whole.contains(property) && !chains.whole.contains("self." + property)
  }

  /// Operators a view model's pipeline starts with on a subject it holds.
  static let pipelineOperators: Set<String> = [
    "sink", "assign", "map", "compactMap", "filter", "removeDuplicates", "debounce", "throttle", "receive", "combineLatest",
    "merge", "dropFirst", "subscribe", "bind", "drive", "asObservable", "asDriver", "eraseToAnyPublisher", "values",
    "flatMap", "scan", "share", "handleEvents", "prepend", "delay", "collect", "zip", "switchToLatest", "replaceNil",
    "distinctUntilChanged", "skip", "withLatestFrom", "observe",
    // ReactiveSwift's: a property's `signal` and `producer`, and what observes them.
    "signal", "producer", "observeValues", "startWithValues", "skipRepeats",
  ]

  /// What a publisher of an app's own making conforms to, in Combine and RxSwift.
  static let publisherProtocols: Set<String> = ["Publisher", "Subject", "ObservableType", "ObservableConvertibleType"]

  /// A framework's view or controller by its prefix and suffix (`UITableView`, `WKWebView`,
  /// `UIAlertController`, `MKMapView`), and publishers of an app's own making by their words
  /// (`CurrentValuePublisher` holds a value; `ReachabilityPublisher`, `TapSubject` send events).
  /// How a framework's views and controls are named (`UITableViewCell`, `NSButton`,
  /// `UITapGestureRecognizer`); the app's own types of such names are read from their sources.
  static let viewLayerSuffixes = [
    "View", "ViewController", "Controller", "Window", "Cell", "Button", "Label", "TextField", "Switch", "Slider",
    "Recognizer", "Segue",
  ]

  /// Named like a logger: `NordicLog`, `AppLogger`.
  static func isLogger(_ name: String) -> Bool { name.hasSuffix("Logger") || name.hasSuffix("Log") }

  /// The logger type a property holds, by its written type or what its initial value makes:
  /// `Logger`, `OSLog`, a library's type named like one (`NordicLog`), or the app's own that
  /// writes at a logger's levels (`AppLogger.debug(_:)`); not a `CallLog` of entries, nor one the
  /// main actor isolates, which the reducer cannot reach from where it runs.
  static func loggerType(written: String?, initializer: String?, in index: SourceIndex) -> String? {
    let names = written.map { TypeText($0).leafNames } ?? initializer.map { TypeText($0).leadingTypeNames } ?? []
    guard let name = names.first.map(TypeNames.bare), isLogger(name), kind(of: [name], in: index)?.kind == .helper,
      index.types[name].map({ !index.isMainActor($0.declaration) }) ?? true
    else { return nil }
    return name
  }

  static func kind(byShapeOf name: String) -> Kind? {
    let prefix = name.prefix { $0.isUppercase }
    if prefix.count >= 3, viewLayerSuffixes.contains(where: name.hasSuffix) { return .viewLayer }
    if name.contains("CurrentValue") || name.hasPrefix("Behavior") { return .valueSubject }
    // `Observable<Team>` of RxSwift, `MutableObservable<Bool>` of an observable-value library.
    if ["Publisher", "Subject", "Relay", "Observable"].contains(where: name.hasSuffix) { return .eventStream }
    // A library's logger (`NordicLog`, `SwiftyBeaverLogger`): what it writes goes to the log.
    if isLogger(name) { return .helper }
    return nil
  }

  /// The first argument of an initializer, `value:` label dropped: `BehaviorRelay(value: "")`
  /// starts from `""`.
  static func firstArgument(of initializer: String) -> String? {
    // Only a type's initializer (`CurrentValueSubject<Int, Never>(0)`, `.init(0)`): not a
    // function's call (`makeTotal(5)`) nor a closure run in place (`{ … }()`). Its argument list
    // is the parenthesis after the type, generic arguments and all (`<(Int, Int), Never>((0, 0))`).
    guard initializer.hasSuffix(")") else { return nil }
    var callee = initializer.startIndex
    if initializer.hasPrefix(".init(") {
      callee = initializer.index(initializer.startIndex, offsetBy: 5)
    } else {
      guard initializer.first?.isUppercase == true else { return nil }
      while callee < initializer.endIndex, initializer[callee].isLetter || initializer[callee].isNumber || initializer[callee] == "_" || initializer[callee] == "." {
        callee = initializer.index(after: callee)
      }
      if callee < initializer.endIndex, initializer[callee] == "<" {
        guard let close = matchingAngle(in: initializer, from: callee) else { return nil }
        callee = initializer.index(after: close)
      }
    }
    guard callee < initializer.endIndex, initializer[callee] == "(",
      TopLevelSplit.matchingParenthesis(initializer[callee...]) == initializer.index(before: initializer.endIndex)
    else { return nil }
    let parenthesis = callee
    let inside = initializer[initializer.index(after: parenthesis)..<initializer.index(before: initializer.endIndex)]
    guard let first = TopLevelSplit.split(inside, on: ",").first?.trimmed(), !first.isEmpty else { return nil }
    return first.hasPrefix("value:") ? String(first.dropFirst("value:".count)).trimmed() : first
  }

  /// `CurrentValueSubject<Bool, Never>(false)` or `BehaviorRelay<[Item]>(value: [])`: the type
  /// of the value it holds and the value it starts with, from its declared type or initializer;
  /// `BehaviorRelay(value: "")` says its type through its first value alone, which `inferring`
  /// reads.
  static func subjectValue(
    type: String?, initializer: String?, inferring: (String) -> String? = { _ in nil }
  ) -> (type: String, initial: String?)? {
    let initial = initializer.flatMap(firstArgument(of:))
    let written = type ?? initializer ?? ""
    guard let open = written.firstIndex(of: "<"), let close = matchingAngle(in: written, from: open) else {
      // `MutableProperty(())`: a subject of `Void`, whatever else infers.
      return initial.flatMap { value in value == "()" ? ("Void", value) : inferring(value).map { ($0, value) } }
    }
    let arguments = TopLevelSplit.split(written[written.index(after: open)..<close], on: ",").map { $0.trimmed() }
    guard let valueType = arguments.first, !valueType.isEmpty else { return nil }
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
