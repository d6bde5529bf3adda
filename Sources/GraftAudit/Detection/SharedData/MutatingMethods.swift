import Foundation

/// Which of the app's methods change the object they are called on: they assign one of its
/// stored properties (`lists = …`, `self.user = nil`, `self.cache.count += 1`), call a changing
/// method on one (`items.append(…)`), write shared data (`UserDefaults.standard.set`, a post),
/// or call another of its methods that does. Read from their bodies, so that
/// `CurrentAccount.shared.fetchLists()` is a write when `fetchLists` reassigns `lists`, whatever
/// its name says, and `client.post(…)` is a read when posting changes nothing of the client's.
///
/// A type's methods are read the first time a call on that type asks: most of an app's types
/// are never the receiver of shared data, and reading every body of every type cost the audit
/// a twentieth of its time.
final class MutatingMethods: @unchecked Sendable {
  /// Per type, the names of its methods and of those that change it, once read. Guarded by
  /// `lock`: detectors ask from every core.
  private var read: [(declared: NameSet, changing: NameSet)?]
  private let lock = NSLock()
  private let sources: AuditSources
  private let hierarchy: TypeHierarchy
  private let appTypes: NameSet

  private static let userDefaults = Name(0xef0aad73c1f1fa84, "UserDefaults"), notificationCenter = Name(0x96cf39f9d4c4c80b, "NotificationCenter"), post = Name(0x8c2fe90da8958d47, "post")
  private static let defaultsWrites = NameSet(["set", "setValue", "removeObject"])
  private static let closureMutators = NameSet(["removeAll", "sort"])
  private static let selfType = Name(0x57a6e624d5765397, "Self")
  private static let cacheWord = Array("cache".utf8)

  /// The type whose static state a call at `index` is made on, through members, optional
  /// chaining, subscripts and calls: `Constants` in `Constants.caches[kind]?.removeImage(…)`.
  /// Nil when the receiver is no type's property: `API.Account.update(…)` is a type's function.
  private static func receiverRoot(beforeCall index: Int, in file: AuditFile, from lowerBound: Int) -> Int? {
    var cursor = index - 1
    guard cursor > lowerBound, file.name(cursor) == .dot else { return nil }
    var root: Int?
    var throughProperty = false
    var steps = 0
    while cursor > lowerBound, steps < 64 {
      steps += 1
      let name = file.name(cursor)
      if name == .dot || name == .question || name == .bang {
        cursor -= 1
      } else if file.tokens[cursor].kind == .punctuation, name == .closeBracket || name == .closeParen, let open = file.partner(cursor), open < cursor {
        cursor = open - 1
      } else if file.tokens[cursor].kind == .identifier {
        root = cursor
        if !file.isCapitalized(cursor) { throughProperty = true }
        guard file.name(cursor - 1) == .dot else { break }
        cursor -= 1
      } else {
        break
      }
    }
    guard let root, throughProperty, file.isCapitalized(root) else { return nil }
    return root
  }

  init(sources: AuditSources, hierarchy: TypeHierarchy) {
    self.sources = sources
    self.hierarchy = hierarchy
    appTypes = NameSet(sources.types.filter { $0.kind != .extension }.map { Name($0.name) } + [Self.selfType])
    read = Array(repeating: nil, count: sources.types.count)
  }

  /// The type's methods, read on first use. Two cores asking at once may both read it; the
  /// answer is the same.
  private func methods(of index: Int) -> (declared: NameSet, changing: NameSet) {
    lock.lock()
    let known = read[index]
    lock.unlock()
    if let known { return known }
    let methods = Self.methods(of: index, sources: sources, hierarchy: hierarchy, appTypes: appTypes)
    lock.lock()
    read[index] = methods
    lock.unlock()
    return methods
  }

  private static func methods(
    of index: Int, sources: AuditSources, hierarchy: TypeHierarchy, appTypes: NameSet
  ) -> (declared: NameSet, changing: NameSet) {
    let type = sources.types[index]
    var properties: [Name] = []
    var observable: [Name] = []
    for owner in hierarchy.lineage[index] {
      // A view it keeps (`lazy var indicatorView = { () -> UIActivityIndicatorView in … }()`) is
      // what the screen shows, not data another screen reads: starting its animation is no write.
      properties += sources.types[owner].storedProperties.filter { !holdsFrameworkView($0, in: sources.files[$0.file]) }.map(\.key)
      observable += observableStreams(of: owner, sources: sources)
    }
    let ownProperties = NameSet(properties)
    let observableProperties = NameSet(observable)
    // What each method does directly, and which of the type's own methods it calls.
    var direct = NameTable<Bool>()
    var calls = NameTable<[Name]>()
    var methods: [Name] = []
    // A protocol's requirement has no body to read: what it does is the conforming type's.
    for member in type.members where member.kind == .function && !member.isRequirement {
      let (changes, called) = scan(
        member.tokens, of: sources.files[member.file], ownProperties: ownProperties, observableProperties: observableProperties, appTypes: appTypes)
      if direct[member.key] == nil { methods.append(member.key) }
      direct[member.key] = (direct[member.key] ?? false) || changes
      calls.update(member.key, default: []) { $0 += called }
    }
    // A method that calls a changing method of its own type changes it too.
    var changed = NameSet(methods.filter { direct[$0] == true })
    var grew = true
    while grew {
      grew = false
      for method in methods where !changed.contains(method) && (calls[method] ?? []).contains(where: changed.contains) {
        changed.insert(method)
        grew = true
      }
    }
    return (NameSet(methods), changed)
  }

  /// Whether a stored property holds one of UIKit's or AppKit's views or controls, as its type
  /// or its initial value names it: `UIActivityIndicatorView`, `NSTextField`, `UIButton`.
  private static func holdsFrameworkView(_ property: AuditedType.StoredProperty, in file: AuditFile) -> Bool {
    let named = property.annotation.isEmpty ? property.initializer : property.annotation
    return named.contains { token in
      guard file.tokens[token].kind == .identifier else { return false }
      let text = file.text(token)
      return (text.hasPrefix("UI") || text.hasPrefix("NS")) && Self.viewSuffixes.contains(where: text.hasSuffix)
    }
  }
  private static let viewSuffixes = ["View", "Button", "Label", "Field", "Control", "Bar", "Switch", "Slider"]

  /// The type's subjects and relays that others can observe: one not `private`
  /// (`let profileImage = CurrentValueSubject<UIImage?, Never>(nil)`), or a private one a
  /// computed property that is not private hands out (`private let subject = PassthroughSubject<…>()`
  /// behind `var events: AnyPublisher<…> { subject.eraseToAnyPublisher() }`). Not a private
  /// relay only the type reads, a loading indicator's `visibility`.
  private static func observableStreams(of index: Int, sources: AuditSources) -> [Name] {
    let type = sources.types[index]
    let streams = type.storedProperties.filter { property in
      let file = sources.files[property.file]
      let namesSubject = { (token: Int) in SharedDataDetector.subjectTypes.contains(file.name(token)) }
      return property.annotation.contains(where: namesSubject) || property.initializer.contains(where: namesSubject)
    }
    let handedOut = type.members.filter { member in
      member.kind == .var && !member.isStored && !AuditSources.isDeclaredPrivate(before: member.nameToken, in: sources.files[member.file])
    }
    return streams.filter { property in
      !property.isPrivate || handedOut.contains { member in
        let file = sources.files[member.file]
        return member.tokens.contains { file.tokens[$0].kind == .identifier && file.name($0) == property.key }
      }
    }.map(\.key)
  }

  /// Whether `method`, called on an instance of `type`, changes it; nil when the app does not
  /// declare it there (a framework's method), for the caller to judge by its name.
  func changes(_ method: Name, on type: Int) -> Bool? {
    for owner in hierarchy.lineage[type] {
      let methods = methods(of: owner)
      if methods.declared.contains(method) { return methods.changing.contains(method) }
    }
    return nil
  }

  /// `observableProperties`: the subjects and relays others can subscribe to
  /// (`observableStreams(of:sources:)`): a value sent into one of them is a change whoever
  /// observes it sees.
  private static func scan(
    _ range: Range<Int>, of file: AuditFile, ownProperties: NameSet, observableProperties: NameSet, appTypes: NameSet
  ) -> (changes: Bool, calls: [Name]) {
    var calls: [Name] = []
    // A lookup (`func countryName(forCode:) -> String?`) may fill a cache as it answers.
    let body = range.first { file.name($0) == .openBrace } ?? range.upperBound
    let answers = range.lowerBound < body && (range.lowerBound..<body).contains { file.name($0) == .arrow }
    // `let context = container.viewContext`: a constant bound to what one of its properties holds,
    // through which a changing call (`context.save()`) changes that object; a `let` of a value
    // could not be changed at all. Made at the first such constant: most methods have none.
    var aliases: NameSet?
    for index in range {
      let token = file.tokens[index]
      if token.keyword == .let, index + 3 < range.upperBound, file.tokens[index + 1].kind == .identifier, file.name(index + 2) == .assign {
        var root = index + 3
        if file.name(root) == .`self`, file.name(root + 1) == .dot { root += 2 }
        // `container.viewContext`, `container?.viewContext`, `container!.viewContext`.
        let next = file.name(root + 1) == .question || file.name(root + 1) == .bang ? root + 2 : root + 1
        if root + 1 < range.upperBound, file.tokens[root].kind == .identifier, ownProperties.contains(file.name(root)),
          file.name(next) == .dot || file.tokens[root + 1].startsLine
        {
          if aliases == nil { aliases = NameSet([Name]()) }
          aliases?.insert(file.name(index + 1))
        }
      }
      if token.kind == .operator, TokenPatterns.assignmentOperators.contains(token.name) {
        // `runningPayments[id] = promise`: an element of the property is the property changed;
        // not a cache's that a lookup fills as it answers (`countryNameCache[code] = name`).
        var end = index - 1
        while end > range.lowerBound, file.name(end) == .closeBracket, let open = file.partner(end), open < end { end = open - 1 }
        if answers, end < index - 1, file.contains(end, lowercased: Self.cacheWord) { continue }
        guard let (chain, start) = TokenPatterns.chain(endingAt: end, in: file, from: range.lowerBound) else { continue }
        if start > range.lowerBound, file.name(start - 1) == .let || file.name(start - 1) == .var { continue }
        let first = file.name(chain[0]) == .`self` && chain.count > 1 ? chain[1] : chain[0]
        if ownProperties.contains(file.name(first)), first == chain[0] || file.name(chain[0]) == .`self` { return (true, calls) }
        continue
      }
      guard token.kind == .identifier, index + 1 < range.upperBound else { continue }
      let previous = index > range.lowerBound ? file.name(index - 1) : .none
      // `records.removeAll { … }`: a member's call with only a trailing closure, of the changing
      // methods that take one (not `if prefs.refreshOnLaunch {`, a read before a block).
      guard file.name(index + 1) == .openParen || (file.name(index + 1) == .openBrace && previous == .dot && Self.closureMutators.contains(token.name))
      else { continue }
      if previous != .dot {
        if previous != .func { calls.append(token.name) }
        continue
      }
      // `Constants.caches[kind]?.removeImage(…)`, `Self.cache.removeAll()`: static state is
      // everyone's, and a call named for a change changes it.
      if let root = receiverRoot(beforeCall: index, in: file, from: range.lowerBound), appTypes.contains(file.name(root)),
        SharedDataDetector.isMutating(index, in: file)
      {
        return (true, calls)
      }
      // `items.append(…)`, `self.items.removeAll()`: a changing call on the object's own state.
      if let (chain, _) = TokenPatterns.chain(endingAt: index, in: file, from: range.lowerBound), chain.count >= 2 {
        let receiver = file.name(chain[0]) == .`self` && chain.count > 2 ? chain[1] : chain[0]
        if file.name(chain[0]) == .`self`, chain.count == 2 {
          calls.append(token.name)
        } else if ownProperties.contains(file.name(receiver)) || aliases?.contains(file.name(receiver)) == true,
          SharedDataDetector.isMutating(index, in: file)
        {
          return (true, calls)
        } else if observableProperties.contains(file.name(receiver)), chain.count == (file.name(chain[0]) == .`self` ? 3 : 2),
          SharedDataDetector.sendingCalls.contains(token.name)
        {
          // `profileImage.send(nil)`: a value sent into the object's own subject or relay is its
          // state changed, for whoever observes it.
          return (true, calls)
        }
        let root = file.name(chain[0])
        if root == userDefaults, defaultsWrites.contains(token.name) { return (true, calls) }
        if root == notificationCenter, token.name == post { return (true, calls) }
      }
    }
    return (false, calls)
  }
}
