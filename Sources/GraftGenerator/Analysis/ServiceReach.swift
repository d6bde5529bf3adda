import SwiftDeclarationParser

/// How a view model reaches a service nobody hands it: one of the app's singletons
/// (`Analytics.shared`, `HudHelper.instance()`), an object it makes for itself (`private let
/// client = JoinClient()`), or the static methods of one of the app's types (`Analytics.track(…)`).
/// The bridge reaches it the same way when it makes the store, so the feature's client wraps the
/// object (or the type) the view model would have called.
struct ServiceReach: Hashable {
  var typeName: String
  /// The static member it is reached through; nil when the view model makes the object, or
  /// calls the type's static methods.
  var accessor: String?
  /// `instance()` rather than `shared`, `JoinClient()` rather than `Analytics.track(…)`.
  var isCall: Bool

  /// Whether the service is the type itself, whose static methods the view model calls.
  var isType: Bool { accessor == nil && !isCall }

  /// `Analytics.shared`, `HudHelper.instance()`, `JoinClient()`, `Analytics.self`.
  var text: String { typeName + (accessor.map { "." + $0 } ?? "") + (isCall ? "()" : "") + (isType ? ".self" : "") }

  /// The static members through which apps reach their singletons.
  static let singletonAccessors: Set<String> = ["shared", "instance", "sharedInstance", "default", "current", "main", "standard"]

  init(typeName: String, accessor: String?, isCall: Bool) {
    self.typeName = typeName
    self.accessor = accessor
    self.isCall = isCall
  }

  /// Reads a stored property's initial value: `CacheService.shared`, `Player.instance()` or
  /// `JoinClient()`, and `.shared` of a property written `: CacheService`; nil for anything else.
  init?(initialValue: String, declaredType: String? = nil) {
    let statements = StatementReader.statements(of: initialValue)
    guard statements.count == 1, case let .expression(expression) = statements[0].kind else { return nil }
    var reach = expression
    var isCall = false
    if case let .call(callee, arguments) = reach.kind, arguments.isEmpty {
      reach = callee
      isCall = true
    }
    switch reach.kind {
    case let .member(base, accessor):
      guard case let .name(type) = base.kind, Self.singletonAccessors.contains(accessor) else { return nil }
      self.init(typeName: type, accessor: accessor, isCall: isCall)
    case let .implicitMember(accessor):
      guard Self.singletonAccessors.contains(accessor), let declaredType, TypeText(declaredType).leafNames.count == 1,
        let type = TypeText(declaredType).leafNames.first
      else { return nil }
      self.init(typeName: type, accessor: accessor, isCall: isCall)
    // `JoinClient()`, or `hPaymentService()` of an app whose types start with a prefix: a call
    // of a function is no reach, as `service(in:)` finds no type of its name.
    case let .name(type) where isCall:
      self.init(typeName: type, accessor: nil, isCall: true)
    default:
      return nil
    }
  }

  /// The service reached, when it is one of the app's classes (or a value that does work, as
  /// `SourceIndex.isWorkingValueType` says): its service type (a protocol the
  /// accessor is declared as, or the class), the declaration whose methods become endpoints, and
  /// whether it is a protocol. A view model the view model makes is a child screen, no service.
  func service(in index: SourceIndex) -> (name: String, declaration: Declaration, isProtocol: Bool)? {
    // A class private to its file is out of the generated file's reach.
    guard let type = index.types[typeName],
      type.kind == .class || type.kind == .actor || (isType && type.kind != .protocol) || index.isWorkingValueType(typeName),
      type.declaration.genericParameters == nil, !type.declaration.hasModifier("private"), !type.declaration.hasModifier("fileprivate")
    else { return nil }
    if isType { return (typeName, type.declaration, false) }
    guard let accessor else {
      // A child model (`RowViewModel`, `FormVM`, an observable `FormState`) is state of a screen.
      let isObserved = type.declaration.attribute(named: "Observable") != nil || type.declaration.inheritance.contains("ObservableObject")
      return typeName.hasSuffix("ViewModel") || typeName.hasSuffix("VM") || isObserved ? nil : (typeName, type.declaration, false)
    }
    let statics = (type.declaration.members + (index.extensions[typeName] ?? []).flatMap(\.declaration.members)).filter {
      $0.hasModifier("static") || $0.hasModifier("class")
    }
    guard let declared = statics.first(where: { $0.name == accessor && (isCall ? $0.kind == .function && $0.parameters.isEmpty : $0.kind != .function) }),
      Self.isStable(declared, among: statics, of: typeName)
    else { return nil }
    // `static let shared: AnalyticsProtocol = Analytics()`: the client mirrors the protocol.
    let declaredAs = (declared.type ?? declared.returnType).map { TypeText(index.resolvingAliases($0)).mentionedNames } ?? []
    if let name = declaredAs.first(where: { index.protocols[$0] != nil }), let declaration = index.protocols[name] {
      return (name, declaration, true)
    }
    if let written = declaredAs.first, written != typeName, written != "Self" { return nil }
    return (typeName, type.declaration, false)
  }

  /// Whether the view model sets the object up after making it (`client.delegate = self`,
  /// `client.configure(with: self)`): a bare object the bridge makes would not be the one its
  /// methods ran on.
  static func isConfigured(_ property: String, in viewModel: ViewModel) -> Bool {
    var configured = false
    for member in viewModel.members {
      for statement in member.declaration.statements ?? [] {
        statement.forEachExpression { expression in
          switch expression.kind {
          case let .assignment(target, _, _):
            if case .member = target.kind, BodyWrites.rootProperty(of: target) == property { configured = true }
          case let .call(callee, arguments):
            if BodyWrites.rootProperty(of: callee) == property, arguments.contains(where: { $0.value.kind == .name("self") }) { configured = true }
          default: break
          }
        }
      }
    }
    return configured
  }

  /// The shared object of a type the sources do not declare that an initial value reaches, as
  /// `shared`, `sharedInstance` or `instance`: `Tracker.shared`, `.shared` of a property written
  /// `: Illithid`, or what such an object holds, `Illithid.shared.accountManager`. An object, not
  /// a value, though its type is not known (`Filter.default` or `Theme.current` may be values).
  /// Nil for any other initial value.
  static func unseenSharedObject(initialValue: String, declaredType: String?, in index: SourceIndex) -> String? {
    let statements = StatementReader.statements(of: initialValue)
    guard statements.count == 1, case var .expression(expression) = statements[0].kind else { return nil }
    let accessors: Set<String> = ["shared", "sharedInstance", "instance"]
    while true {
      if case let .call(callee, arguments) = expression.kind, arguments.isEmpty { expression = callee }
      switch expression.kind {
      case let .member(base, accessor):
        if case let .name(type) = base.kind {
          return accessors.contains(accessor) && index.types[type] == nil ? type + "." + accessor : nil
        }
        expression = base
      case let .implicitMember(accessor):
        guard accessors.contains(accessor), let declaredType, let type = TypeText(declaredType).leafNames.first, index.types[type] == nil else { return nil }
        return type + "." + accessor
      default:
        return nil
      }
    }
  }

  /// `MoyaProvider<UserService>()`, `ChatClient(apiKey: key)`, or `.init(…)` beside its written
  /// type (`let provider: MoyaProvider<UserService> = .init()`): an object the view model makes of
  /// a type of a module Graft was not given, named with a service's suffix (`ServiceName.suffixes`).
  /// It does work rather than hold a value, and no client can mirror methods Graft never read.
  /// The type as written; nil for anything else.
  static func unseenServiceMade(initialValue: String, declaredType: String?, in index: SourceIndex) -> String? {
    let statements = StatementReader.statements(of: initialValue)
    guard statements.count == 1, case let .expression(expression) = statements[0].kind, case let .call(callee, _) = expression.kind else { return nil }
    let written: String
    switch callee.kind {
    case let .name(name): written = name
    case .implicitMember("init"): guard let declaredType else { return nil }; written = declaredType.trimmed()
    default: return nil
    }
    // A service's suffix (`Provider`, `Client`, `Manager`), not a role's (`Context`, `Session`),
    // which values take too.
    let name = String(written.prefix { $0 != "<" })
    guard name.first?.isUppercase == true, !name.contains("."), index.types[name] == nil, index.typeAliases[name] == nil,
      ServiceName.suffixes.contains(where: name.hasSuffix)
    else { return nil }
    return written
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
}
