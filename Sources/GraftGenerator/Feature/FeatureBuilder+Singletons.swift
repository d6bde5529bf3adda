import GraftSupport
import SwiftDeclarationParser

/// Singletons of the app the view model calls (`Analytics.shared.track(…)`,
/// `HudHelper.instance().show()`): each is a service nobody hands in, reached through a
/// dependency client of the methods the view model calls on it. The bridge makes the client live
/// from the singleton itself, and a test overrides it like any other. A singleton no ported body
/// calls is dropped after porting, so that no feature declares a dependency it never uses.
extension FeatureBuilder {
  /// The static members through which apps reach their singletons.
  static let singletonAccessors: Set<String> = ["shared", "instance", "sharedInstance", "default", "current", "main", "standard"]

  func addSingletonDependencies(of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics) {
    let methods = viewModel.members.filter { $0.declaration.kind == .function || $0.declaration.kind == .initializer }
    var found: [(reach: SingletonReach, calls: Set<String>, at: Member)] = []
    for member in methods {
      guard let body = member.declaration.bodyText else { continue }
      for (reach, method) in Self.singletonCalls(in: body) {
        if let index = found.firstIndex(where: { $0.reach == reach }) {
          found[index].calls.insert(method)
        } else {
          found.append((reach, [method], member))
        }
      }
    }
    for (reach, calls, member) in found {
      guard let (serviceName, service, isProtocol) = singletonService(reach) else { continue }
      let clientName = defaultClientName(for: serviceName)
      // A property of the same service already has the client's key: another instance.
      let property = CaseConversion.lowerFirst(ServiceName.base(of: reach.typeName))
      guard !model.dependencies.contains(where: { $0.name == clientName || $0.propertyName == property }),
        !viewModel.members.contains(where: { $0.name == property })
      else { continue }
      let client = makeClient(
        serviceName: serviceName, service: service, isProtocol: isProtocol, clientName: clientName, key: CaseConversion.lowerFirst(clientName),
        propertyName: property, writtenType: serviceName, called: calls, onlyCalled: true, at: member.declaration, path: member.path,
        diagnostics: &diagnostics)
      model.dependencies.append(client)
      model.singletons.append(SingletonDependency(reach: reach.text, client: clientName, key: client.key, property: property))
    }
  }

  /// After porting: a singleton no ported body calls is no dependency of the feature.
  func dropUnusedSingletons(of model: inout FeatureModel) {
    let ported = model.viewActions.compactMap(\.ported)
    let lines = ported.flatMap { $0.lines + $0.responses.flatMap { $0.handlers.flatMap(\.lines) } }
    let unused = model.singletons.filter { singleton in !lines.contains { SwiftIdentifier.isMentioned(singleton.property, in: $0) } }
    model.singletons.removeAll { singleton in unused.contains(singleton) }
    model.dependencies.removeAll { client in unused.contains { $0.client == client.name && $0.property == client.propertyName } }
  }

  /// How a body reaches a singleton: `Analytics.shared`, or `HudHelper.instance()`.
  struct SingletonReach: Hashable {
    var typeName: String
    var accessor: String
    var isCall: Bool
    var text: String { typeName + "." + accessor + (isCall ? "()" : "") }
  }

  /// The singleton a reach stands for, when it is one of the app's classes: its service type (a
  /// protocol the accessor is declared as, or the class), the declaration whose methods become
  /// endpoints, and whether it is a protocol.
  func singletonService(_ reach: SingletonReach) -> (String, Declaration, Bool)? {
    // A class private to its file is out of the generated file's reach.
    guard let type = index.types[reach.typeName], type.kind == .class || type.kind == .actor, type.declaration.genericParameters == nil,
      !type.declaration.hasModifier("private"), !type.declaration.hasModifier("fileprivate")
    else { return nil }
    let statics = (type.declaration.members + (index.extensions[reach.typeName] ?? []).flatMap(\.declaration.members)).filter {
      $0.hasModifier("static") || $0.hasModifier("class")
    }
    guard let accessor = statics.first(where: { $0.name == reach.accessor && (reach.isCall ? $0.kind == .function && $0.parameters.isEmpty : $0.kind != .function) }),
      Self.isStable(accessor, among: statics, of: reach.typeName)
    else { return nil }
    // `static let shared: AnalyticsProtocol = Analytics()`: the client mirrors the protocol.
    let declaredAs = (accessor.type ?? accessor.returnType).map { TypeText(index.resolvingAliases($0)).mentionedNames } ?? []
    if let name = declaredAs.first(where: { index.protocols[$0] != nil }), let declaration = index.protocols[name] {
      return (name, declaration, true)
    }
    if let written = declaredAs.first, written != reach.typeName, written != "Self" { return nil }
    return (reach.typeName, type.declaration, false)
  }

  /// Whether an accessor hands out one object for good, so that the bridge may look it up once
  /// where the legacy code looked it up at each call: a `static let`, or a method that returns
  /// one (`static func instance() -> Analytics { shared }`). A `static var` may be replaced
  /// (`Session.current` after a logout), a factory makes a new object each time.
  static func isStable(_ accessor: Declaration, among statics: [Declaration], of typeName: String) -> Bool {
    if accessor.kind == .let { return true }
    guard accessor.kind == .function, let statements = accessor.statements, statements.count == 1 else { return false }
    let returned: ExpressionSyntax
    switch statements[0].kind {
    case let .return(value?): returned = value
    case let .expression(value): returned = value
    default: return false
    }
    let name: String
    switch returned.kind {
    case let .name(found): name = found
    case let .member(base, found) where base.kind == .name(typeName) || base.kind == .name("Self"): name = found
    default: return false
    }
    return statics.contains { $0.name == name && $0.kind == .let }
  }

  /// The calls a body makes on singletons: `Analytics.shared.track(` and `HudHelper.instance().show {`,
  /// each with the method called. Read from the text: the body's statements decide what is ported.
  static func singletonCalls(in body: String) -> [(SingletonReach, String)] {
    var found: [(SingletonReach, String)] = []
    let characters = Array(body.utf8)
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
    func identifier(at start: Int) -> (String, Int)? {
      var end = start
      while end < characters.count, isIdentifier(characters[end]) { end += 1 }
      guard end > start else { return nil }
      return (String(decoding: characters[start..<end], as: UTF8.self), end)
    }
    var position = 0
    while position < characters.count {
      let byte = characters[position]
      guard byte >= 65 && byte <= 90, position == 0 || (!isIdentifier(characters[position - 1]) && characters[position - 1] != 46) else {
        position += 1
        continue
      }
      guard let (typeName, afterType) = identifier(at: position) else { position += 1; continue }
      position = afterType
      guard afterType < characters.count, characters[afterType] == 46, let (accessor, afterAccessor) = identifier(at: afterType + 1),
        singletonAccessors.contains(accessor)
      else { continue }
      var next = afterAccessor
      var isCall = false
      if next + 1 < characters.count, characters[next] == 40, characters[next + 1] == 41 {
        isCall = true
        next += 2
      }
      guard next < characters.count, characters[next] == 46, let (method, afterMethod) = identifier(at: next + 1) else { continue }
      var open = afterMethod
      while open < characters.count, characters[open] == 32 { open += 1 }
      guard open < characters.count, characters[open] == 40 || characters[open] == 123 else { continue }
      found.append((SingletonReach(typeName: typeName, accessor: accessor, isCall: isCall), method))
      position = afterMethod
    }
    return found
  }
}
