/// Writes the libraries' names with their module where the app declares a type of the same
/// name: an app with its own `Store` (or `Reducer`, `Effect`, `Shared`…) would otherwise make the
/// generated `Store(initialState:)` mean the app's, and one with its own `View` (a `UIView`
/// subclass) would make `struct ProfileFeatureView: View` inherit from it. Applied to every file
/// rendered for a feature, so that a team's templates are covered too; a file whose app declares
/// none of these names is unchanged.
enum LibraryNameQualifier {
  /// The names Graft's files use, as types, macros or property wrappers, by their module. (Not
  /// `State`: in a feature's files it is the feature's own.)
  static let modules: [String: String] = {
    var modules: [String: String] = [:]
    for name in [
      "Store", "StoreOf", "Reducer", "ReducerOf", "Reduce", "Effect", "Shared", "SharedReader", "TestStore", "TestStoreOf",
      "BindingReducer", "BindingAction", "BindableAction", "ViewAction", "DependencyValues", "Dependency", "DependencyClient",
      "DependencyKey", "TestDependencyKey", "UncheckedSendable", "ObservableState", "CasePathable", "IdentifiedArrayOf",
      "PresentationState", "PresentationAction", "Presents", "ReducerCaseIgnored",
    ] { modules[name] = "ComposableArchitecture" }
    for name in swiftUINames { modules[name] = "SwiftUI" }
    return modules
  }()

  /// SwiftUI's names among them, the ones a UI library may declare too.
  static let swiftUINames: Set<String> = ["View", "Text", "Form", "Button", "Toggle", "TextField", "Stepper"]

  static let names = Set(modules.keys)

  /// The names of `names` that Graft's own code writes, whatever the templates say.
  static let writtenByGenerator: Set<String> = swiftUINames.union([
    "Store", "Reducer", "Shared", "TestStore", "BindingReducer", "Dependency", "DependencyClient", "UncheckedSendable",
  ])

  /// Of `candidates` (the app's names that clash), those files rendered with these templates
  /// may write: Graft's own, and those the templates mention. The app's type of a name no file of
  /// Graft's writes is the only one its files mean (the app's `PresentationState`), and stays as
  /// the app writes it. Most apps declare none: the templates are then not searched.
  static func namesWritten(among candidates: Set<String>, byTemplates sources: [String]) -> Set<String> {
    candidates.filter { name in writtenByGenerator.contains(name) || sources.contains { SwiftIdentifier.isMentioned(name, in: $0) } }
  }

  /// All the names TCA's module brings into a file, its own and those of the libraries it
  /// re-exports (`ButtonState`, `AlertState`…): an app's type of such a name, declared in another
  /// module the feature's file imports too, is ambiguous there unless written with its module.
  static let exportedNames: Set<String> = names.union([
    "ActorIsolated", "AlertState", "AnyCasePath", "AnyClock", "AnyScheduler", "AnySchedulerOf", "AppStorageKey", "BindingState",
    "BindingViewState", "ButtonState", "ButtonStateRole", "CaseKeyPath", "CombineReducers", "ConfirmationDialogState", "EffectOf",
    "EmptyReducer", "FileStorageKey", "ForEachStore", "Identified", "IdentifiedArray", "IfLetStore", "ImmediateClock",
    "ImmediateScheduler", "InMemoryKey", "LockIsolated", "NavigationStackStore", "Perceptible", "Scope", "Send", "SharedKey",
    "StackAction", "StackElementID", "StackState", "SwitchStore", "TaskResult", "TestClock", "TestScheduler", "TextState",
    "UIBinding", "UITransaction", "UnimplementedClock", "ViewStore", "WithViewStore",
  ])

  /// The protocols among them: any other name written after `any` (`store: any Store`) is an
  /// existential of the app's own protocol, never the library's class or struct.
  static let protocols: Set<String> = ["Reducer", "BindableAction", "ViewAction", "DependencyKey", "TestDependencyKey", "CasePathable", "View"]

  /// The names of `names` the sources declare.
  static func clashes(with declared: Set<String>) -> Set<String> { names.intersection(declared) }

  /// Names of libraries a view model imports that a module TCA re-exports declares too, by the
  /// library: RxSwift's `Observable` class beside Observation's `Observable` protocol is ambiguous
  /// in a file that imports both, so the files of a feature whose view model imports RxSwift write
  /// it `RxSwift.Observable`.
  static let ambiguousBesideTCA: [String: Set<String>] = ["RxSwift": ["Observable"]]

  /// The library names among `ambiguousBesideTCA` that files importing `modules` write with
  /// their module, by name.
  static func ambiguities(importing modules: some Sequence<String>) -> [String: String] {
    var found: [String: String] = [:]
    for module in modules { for name in ambiguousBesideTCA[module] ?? [] { found[name] = module } }
    return found
  }

  /// `text` with each of `clashing` qualified, `ComposableArchitecture.Store`, `SwiftUI.View`,
  /// wherever it is written as a name of its own: not as a member (`.Store`), and not inside
  /// strings or comments; and each of `ambiguities` with the module it gives (`RxSwift.Observable`).
  static func qualify(_ text: String, _ clashing: Set<String>, ambiguities: [String: String] = [:]) -> String {
    // Most files name none of the clashing types: they are returned as they are.
    guard clashing.contains(where: { text.contains($0) }) || ambiguities.keys.contains(where: { text.contains($0) }) else { return text }
    // Read as bytes: TCA's names are ASCII, and any byte of a multi-byte character is part of a
    // name or of a string or comment, which is copied as it is.
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 64)
    let declaringWords: Set<String> = ["enum", "struct", "class", "actor", "protocol", "typealias", "case", "func", "var", "let"]
    var identifierStart: Int?
    // The word before the identifier: a name being declared (`enum Effect`) is not a use.
    var previousWord = ""
    var inString = false
    var inLineComment = false
    var blockDepth = 0
    func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
      byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        || (!first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    func flush(upTo end: Int) {
      guard let start = identifierStart else { return }
      let identifier = String(decoding: bytes[start..<end], as: UTF8.self)
      let before = start == 0 ? UInt8(ascii: " ") : bytes[start - 1]
      // `View` is SwiftUI's only where a type conforms to it or a body returns one; elsewhere it
      // is a feature's `Action.View` (`case view(View)`).
      let lastMark = bytes[..<start].last { $0 != UInt8(ascii: " ") }
      let isSwiftUIsView = identifier != "View" || previousWord == "some" || lastMark == UInt8(ascii: ":")
      let isAppsExistential = previousWord == "any" && !protocols.contains(identifier)
      if before != UInt8(ascii: "."), !declaringWords.contains(previousWord), clashing.contains(identifier), isSwiftUIsView,
        !isAppsExistential, let module = modules[identifier]
      {
        result += Array((module + ".").utf8)
      } else if before != UInt8(ascii: "."), !declaringWords.contains(previousWord), let module = ambiguities[identifier] {
        result += Array((module + ".").utf8)
      }
      result += bytes[start..<end]
      previousWord = identifier
      identifierStart = nil
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : UInt8(ascii: " ")
      if inLineComment {
        result.append(byte)
        if byte == UInt8(ascii: "\n") { inLineComment = false }
        index += 1
        continue
      }
      if blockDepth > 0 {
        result.append(byte)
        if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") { blockDepth -= 1; result.append(next); index += 1 }
        else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") { blockDepth += 1; result.append(next); index += 1 }
        index += 1
        continue
      }
      if inString {
        result.append(byte)
        if byte == UInt8(ascii: "\""), index > 0, bytes[index - 1] != UInt8(ascii: "\\") { inString = false }
        index += 1
        continue
      }
      if isNameByte(byte, first: identifierStart == nil) {
        if identifierStart == nil { identifierStart = index }
        index += 1
        continue
      }
      flush(upTo: index)
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") { inLineComment = true }
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        blockDepth = 1
        result.append(byte)
        result.append(next)
        index += 2
        continue
      }
      if byte == UInt8(ascii: "\"") { inString = true }
      result.append(byte)
      index += 1
    }
    flush(upTo: bytes.count)
    return String(decoding: result, as: UTF8.self)
  }
}
