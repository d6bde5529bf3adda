import GraftSupport
import SwiftDeclarationParser

/// What a view model's method is, beyond being callable: an intent the view sends (an action),
/// or one of the methods a TCA engineer would never make an action: a query that only reads,
/// a method the view layer's frameworks call (a table's data source), a standard protocol's
/// requirement (`hash(into:)`). Read from the signature, and for queries from the body.
enum MethodKind: Equatable {
  case intent
  /// Returns a value and changes nothing: a function of State.
  case query
  /// Called by a UIKit or AppKit object with itself as the first argument
  /// (`tableView(_:numberOfRowsInSection:)`), or by the system (`locationManager(_:didUpdate…)`).
  case viewLayer(String)
  /// Handed a piece of the view layer to fill or keep (`update(cell: UITableViewCell, …)`,
  /// `store(viewController:)`): the view's work, and no action carries a view.
  case takesView(String)
  /// Makes a piece of the view layer (`-> some View`, `-> UIViewController`), which the
  /// feature's view builds from State.
  case makesView(String)
  /// A standard protocol's requirement: `hash(into:)`, `encode(to:)`.
  case witness(String)
  /// `transform(_ input: Input) -> Output` handed the view's streams in a struct the view model
  /// declares: each stream is a view action of its own (`TransformInput`).
  case transform

  /// Requirements of the standard library's and Foundation's protocols a view model may
  /// conform to, by selector.
  static let witnesses: [String: String] = [
    "hash(into:)": "Hashable", "encode(to:)": "Encodable", "isEqual(_:)": "NSObjectProtocol",
    "copy(with:)": "NSCopying", "observeValue(forKeyPath:of:change:context:)": "NSKeyValueObserving",
    "makeIterator()": "Sequence", "encode(with:)": "NSCoding", "awakeFromNib()": "NSObject",
  ]

  /// Whether a method is named for the object that calls it, without the framework's prefix:
  /// `tableView(_:…)` for `UITableView`, `locationManager(_:…)` for `CLLocationManager`.
  static func isNamed(_ method: Declaration, forCaller type: String) -> Bool {
    let capitals = type.prefix { $0.isUppercase }.count
    let unprefixed = capitals > 1 ? type.dropFirst(capitals - 1) : type[...]
    guard let first = unprefixed.first else { return false }
    return method.name.hasPrefix(first.lowercased() + unprefixed.dropFirst())
  }

  static func of(_ method: Declaration, in viewModel: ViewModel, index: SourceIndex) -> MethodKind {
    let selector = MemberClassifier.selector(of: method)
    if let owner = witnesses[selector] { return .witness(owner) }
    if let first = method.parameters.first {
      let names = TypeText(first.type).leafNames
      // `bind(viewCell: TransferDestinationCell)`: a cell of the app's own, a framework's view below.
      // (Not its own delegate callback, `ratingView(_:didSelect:)`, which the view calls.)
      if let cell = names.first(where: { isAppView($0, in: index) }), first.argumentLabel != nil || !isNamed(method, forCaller: cell) {
        return .takesView(cell)
      }
      if let (name, kind) = FrameworkTypes.kind(of: names, in: index), kind == .viewLayer || kind == .systemObject,
        !names.contains(where: { index.types[$0] != nil })
      {
        // `tableView(_ tableView: UITableView, …)`: the caller passes itself, and the method is
        // named for it; `update(cell: UITableViewCell)`, `configure(_ cell:)` are handed a view.
        return kind == .viewLayer && (first.argumentLabel != nil || !isNamed(method, forCaller: name)) ? .takesView(name) : .viewLayer(name)
      }
    }
    // `transform(_ input: Input) -> Output` of a reactive MVVM, `transform(from input: Input,
    // cancelBag: CancelBag)`, `transform(with input: AnyPublisher<Input, Never>)`: the view hands
    // its streams over, with what keeps the subscriptions.
    if method.name == "transform", let input = method.parameters.first?.type,
      let stream = TypeText(input).leafNames.first(where: { $0.hasSuffix("Input") })
    {
      return TransformInput.streams(of: method, in: viewModel, index: index) == nil ? .takesView(stream) : .transform
    }
    for parameter in method.parameters.dropFirst() {
      let names = TypeText(parameter.type).leafNames
      if let (name, kind) = FrameworkTypes.kind(of: names, in: index), kind == .viewLayer, !names.contains(where: { index.types[$0] != nil }) {
        return .takesView(name)
      }
    }
    if let returned = method.returnType {
      let names = TypeText(returned).leafNames
      if names.contains("View"), index.types["View"] == nil { return .makesView(returned) }
      if let (name, kind) = FrameworkTypes.kind(of: names, in: index), kind == .viewLayer { return .makesView(name) }
    }
    if isQuery(method, in: viewModel) { return .query }
    return .intent
  }

  /// Whether `name` is a class of the app's whose first superclass the sources do not declare is
  /// a framework's view or controller (`TransferCell: BaseCell`, `BaseCell: UITableViewCell`).
  static func isAppView(_ name: String, in index: SourceIndex) -> Bool {
    guard let declared = index.types[name], declared.kind == .class, let root = index.superclassChain(of: declared.declaration).unread,
      let (_, kind) = FrameworkTypes.kind(of: [TypeNames.bare(root)], in: index)
    else { return false }
    return kind == .viewLayer
  }

  /// Synchronous, not throwing, returning a value, not `@discardableResult`, and its body writes
  /// nothing: no property of the view model assigned or mutated, no outcome reported.
  static func isQuery(_ method: Declaration, in viewModel: ViewModel) -> Bool {
    guard let returned = method.returnType, !["Void", "()"].contains(returned),
      !method.effects.isAsync, !method.effects.isThrowing, method.attribute(named: "discardableResult") == nil
    else { return false }
    guard let statements = method.statements else { return false }
    let stored = Set(viewModel.members.filter { $0.declaration.kind == .var || $0.declaration.kind == .let }.map(\.name))
    let closures = Set(viewModel.members.filter { ($0.declaration.type).map { TypeText($0).isClosure } ?? false }.map(\.name))
    return !BodyWrites.writes(statements, stored: stored, reported: closures.union(["delegate"]))
  }
}

/// Whether a body writes to its object: assigns or mutates a stored property (`x = …`,
/// `self.x += …`, `x.append(…)`), calls an outcome closure or the delegate, or does anything the
/// reader does not understand (which is never taken for a read).
enum BodyWrites {
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "toggle", "sort", "reverse",
    "shuffle", "updateValue", "merge", "formUnion", "subtract", "formIntersection", "popLast", "send", "accept", "onNext",
  ]

  /// Standard algorithms whose closures run during the call.
  static let collectionAlgorithms: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "first", "last", "contains", "allSatisfy", "sorted", "min", "max",
    "firstIndex", "lastIndex", "count", "prefix", "drop", "forEach", "partition", "split", "mapValues", "compactMapValues",
    "lazy", "enumerated", "joined", "sum", "removeAll", "sort", "removeFirst", "removeLast", "sorted",
  ]

  static func writes(_ statements: [Statement], stored: Set<String>, reported: Set<String>) -> Bool {
    statements.contains { writes($0, stored: stored, reported: reported) }
  }

  static func writes(_ statement: Statement, stored: Set<String>, reported: Set<String>) -> Bool {
    let nested = { (body: [Statement]) in writes(body, stored: stored, reported: reported) }
    let expression = { (value: ExpressionSyntax) in writes(value, stored: stored, reported: reported) }
    switch statement.kind {
    case let .expression(value), let .throw(value): return expression(value)
    case let .variable(variable): return variable.initializer.map(expression) ?? false
    case let .return(value): return value.map(expression) ?? false
    case let .if(statement):
      return conditions(statement.conditions, expression) || nested(statement.then) || (statement.otherwise.map(nested) ?? false)
    case let .guard(list, otherwise): return conditions(list, expression) || nested(otherwise)
    case let .switch(subject, cases): return expression(subject) || cases.contains { nested($0.body) }
    case let .for(_, sequence, _, body): return expression(sequence) || nested(body)
    case let .while(list, body): return conditions(list, expression) || nested(body)
    case let .repeat(body, condition): return nested(body) || expression(condition)
    case let .do(body, catches): return nested(body) || catches.contains { nested($0.body) }
    case let .defer(body): return nested(body)
    case .break, .continue, .fallthrough: return false
    case .unsupported: return true
    }
  }

  private static func conditions(_ list: [Condition], _ expression: (ExpressionSyntax) -> Bool) -> Bool {
    list.contains { condition in
      switch condition.kind {
      case let .expression(value), let .pattern(_, _, value): return expression(value)
      case let .optionalBinding(_, _, value): return value.map(expression) ?? false
      case .availability: return false
      }
    }
  }

  /// The chain an expression changes in place: the target of an assignment (`items[0] = x`),
  /// or what a changing method is called on (`items` in `items.append(x)`).
  static func changedChain(of expression: ExpressionSyntax) -> ExpressionSyntax? {
    switch expression.kind {
    case let .assignment(target, _, _): return target
    case let .call(callee, _):
      guard case let .member(base, name) = callee.kind, mutatingMethods.contains(name) else { return nil }
      return base
    default: return nil
    }
  }

  static func writes(_ expression: ExpressionSyntax, stored: Set<String>, reported: Set<String>) -> Bool {
    var found = false
    expression.forEach { node in
      if let changed = changedChain(of: node), let root = rootProperty(of: changed), stored.contains(root) { found = true }
      switch node.kind {
      case let .call(callee, arguments):
        if let root = rootProperty(of: callee), reported.contains(root) { found = true }
        // A closure given to a collection's own algorithm runs now, and is read as part of the
        // body; any other closure runs later or elsewhere: never taken for a read.
        for closure in arguments.compactMap(\.closure) {
          if case let .member(_, name) = callee.kind, collectionAlgorithms.contains(name) {
            if writes(closure.body, stored: stored, reported: reported) { found = true }
          } else {
            found = true
          }
        }
      case .unknown(let reason) where !reason.isEmpty:
        found = true
      default:
        break
      }
    }
    return found
  }

  /// Whether a chain starts at one of `locals`: `draft.title` does, `self.draft.title` does not,
  /// whatever local shares the property's name.
  /// The name a member chain starts at: `copy` in `copy.items.append(x)`.
  static func rootName(of expression: ExpressionSyntax) -> String? {
    switch expression.kind {
    case let .name(name): return name
    case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .subscript(base, _), let .call(base, _): return rootName(of: base)
    default: return nil
    }
  }

  static func startsAtLocal(_ expression: ExpressionSyntax, in locals: Set<String>) -> Bool {
    switch expression.kind {
    case let .name(name): return locals.contains(name)
    case let .member(base, _):
      if case .name("self") = base.kind { return false }
      if case let .optionalChain(inner) = base.kind, case .name("self") = inner.kind { return false }
      return startsAtLocal(base, in: locals)
    case let .optionalChain(base), let .forceUnwrap(base), let .subscript(base, _), let .call(base, _): return startsAtLocal(base, in: locals)
    default: return false
    }
  }

  /// `x` for `x`, `self.x`, `self?.x`, `x.y[0].z`, `x?.y`: the property a chain starts from.
  static func rootProperty(of expression: ExpressionSyntax) -> String? {
    if let property = property(named: expression) { return property }
    switch expression.kind {
    case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .subscript(base, _), let .call(base, _):
      return rootProperty(of: base)
    default: return nil
    }
  }

  /// The property an expression is, itself: `session`, `self.session`, `session?`,
  /// `self?.session`, `session!`; never what a chain reaches through it (`session.client`,
  /// `session.execute(request)`), whose methods are not the property's.
  static func property(named expression: ExpressionSyntax) -> String? {
    switch expression.kind {
    case let .name(name): return name == "self" ? nil : name
    case let .member(base, name):
      if case .name("self") = base.kind { return name }
      if case let .optionalChain(inner) = base.kind, case .name("self") = inner.kind { return name }
      return nil
    case let .optionalChain(inner), let .forceUnwrap(inner): return property(named: inner)
    default: return nil
    }
  }
}
