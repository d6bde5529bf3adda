import GraftSupport
import SwiftDeclarationParser

/// A value of a type the sources declare, written as Swift and built the way the team would
/// build one by hand: a struct through its memberwise initializer or one of its own, an enum
/// through one of its cases, every value inside from the same rules. A placeholder starts from
/// zero values (`Todo(id: UUID(0), title: "")`); a test's sample from values a test can tell
/// apart from the defaults (`Todo(id: UUID(1), title: "Sample title")`). Nil for a class (a
/// reference, not a value), a generic type, or a type with no way in Graft can fill.
struct ConstructedValue {
  enum Kind {
    /// The obvious "nothing": `nil`, `[]`, `0`, the first case.
    case zero
    /// A value other than a default: a payload or an answer a test sends.
    case sample
  }

  var index: SourceIndex
  var kind: Kind
  /// The file the value is written for (the view model's): a type another module declares is
  /// built only through its `public` initializers, the ones that file's module may call.
  var home: String
  /// The cases of value-less enums the feature mentions, by type as written.
  var enumCases: [String: [String]] = [:]
  /// Each source's module, by path, where the package or project around it says (a pod, an
  /// Xcode target); a path it does not name is told by its folders (`SourcePath`).
  var modules: [String: String] = [:]

  /// A value the sample had better differ from (the one a field it will be assigned to starts
  /// with): an enum then takes another case, where it has one.
  var avoiding: String?

  /// How deep a value nests types of the sources: deeper ones are left to the team.
  static let maximumDepth = 3

  /// A sample's name for an error: the tests declare it.
  static let sampleError = "SampleFailure()"

  func value(of written: String, depth: Int = 0) -> String? {
    var type = written.trimmed()
    // `(any Error)?` as a stored type writes it: the parentheses around the whole say nothing.
    while type.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(Substring(type)), type.index(after: close) == type.endIndex,
      TopLevelSplit.split(type.dropFirst().dropLast(), on: ",").count == 1, !TypeText(type).isClosure
    {
      type = String(type.dropFirst().dropLast()).trimmed()
    }
    if type.hasPrefix("any ") { type = String(type.dropFirst(4)).trimmed() }
    // `(status: Bool, message: String?)`: a value for each, under its label.
    if let elements = Self.tupleElements(of: type) {
      let values = elements.map { element in value(of: element.type, depth: depth + 1).map { (element.label.map { $0 + ": " } ?? "") + $0 } }
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      return "(" + values.map { $0! }.joined(separator: ", ") + ")"
    }
    // Inside a value, a part Graft cannot fill may stay empty (`AraPostPage(…, results: [])`):
    // the value still differs from the defaults by its other parts. The value itself may not.
    let isPart = depth > 0
    if type.hasSuffix("?") || type.hasSuffix("!") {
      return kind == .zero ? "nil" : value(of: String(type.dropLast()), depth: depth) ?? (isPart ? "nil" : nil)
    }
    if let element = Self.element(ofCollection: type) {
      guard kind == .sample else { return element.isDictionary ? "[:]" : "[]" }
      if element.isDictionary {
        guard let key = value(of: element.key, depth: depth), let value = value(of: element.value, depth: depth) else { return isPart ? "[:]" : nil }
        return "[" + key + ": " + value + "]"
      }
      return value(of: element.value, depth: depth).map { "[" + $0 + "]" } ?? (isPart ? "[]" : nil)
    }
    if ["Error", "Swift.Error"].contains(type) { return kind == .sample ? Self.sampleError : nil }
    // `Result<Note, NoteError>`: its success, which says the least about a failure's type.
    if kind == .sample, let success = TopLevelSplit.genericArguments(of: type, named: "Result")?.first {
      return ["Void", "()"].contains(success) ? ".success(())" : value(of: success, depth: depth).map { ".success(" + $0 + ")" }
    }
    let leaf = kind == .zero
      ? ZeroValue.of(type) ?? enumCases[type]?.first.map { "." + $0 }
      : SampleValue.of(type, for: "value", differingFrom: nil, enumCases: enumCases)
    if let leaf { return leaf }
    guard depth < Self.maximumDepth, let declared = index.declaredTypeResolvingAliases(type, near: home), declared.declaration.genericParameters == nil
    else { return nil }
    switch declared.kind {
    case .enum: return caseValue(of: declared.declaration, written: type, depth: depth)
    case .struct: return structValue(of: declared, written: type, depth: depth)
    default: return nil
    }
  }

  /// The labels and types of a tuple of two values or more (`(status: Bool, String?)`); nil for
  /// any other type.
  static func tupleElements(of type: String) -> [(label: String?, type: String)]? {
    guard type.hasPrefix("("), let close = TopLevelSplit.matchingParenthesis(Substring(type)), type.index(after: close) == type.endIndex,
      !TypeText(type).isClosure
    else { return nil }
    let elements = TopLevelSplit.split(type.dropFirst().dropLast(), on: ",")
    guard elements.count > 1 else { return nil }
    return elements.map { element in
      let element = element.trimmed()
      if let colon = element.firstIndex(of: ":"), SwiftIdentifier.isValid(String(element[..<colon]).trimmed()) {
        return (String(element[..<colon]).trimmed(), String(element[element.index(after: colon)...]).trimmed())
      }
      return (nil, element)
    }
  }

  /// `[T]`, `Set<T>` and `[K: V]`: the element's type (the value's, for a dictionary).
  static func element(ofCollection type: String) -> (key: String, value: String, isDictionary: Bool)? {
    if type.hasPrefix("Set<"), type.hasSuffix(">") { return ("", String(type.dropFirst(4).dropLast()), false) }
    guard type.hasPrefix("["), type.hasSuffix("]") else { return nil }
    let inside = type.dropFirst().dropLast()
    let parts = TopLevelSplit.split(inside, on: ":")
    if parts.count == 2 { return (parts[0].trimmed(), parts[1].trimmed(), true) }
    return ("", String(inside).trimmed(), false)
  }

  /// The first case Graft can fill: `.loading`, `.loaded([Item(…)])`, `.settings(path: .root)`.
  private func caseValue(of declaration: Declaration, written: String, depth: Int) -> String? {
    let cases = declaration.members.filter { $0.kind == .enumCase }
    // A case without values first: it says the least about the test's intent.
    var avoided: String?
    for enumCase in cases.filter({ $0.parameters.isEmpty }) + cases.filter({ !$0.parameters.isEmpty }) {
      if let arguments = arguments(for: enumCase.parameters, in: written, depth: depth) {
        let value = "." + enumCase.name + (enumCase.parameters.isEmpty ? "" : "(" + arguments + ")")
        guard depth == 0, let avoiding, value == avoiding || written + value == avoiding else { return value }
        avoided = avoided ?? value
      }
    }
    return avoided
  }

  /// Through the memberwise initializer when the struct declares none of its own (one in an
  /// extension keeps it); otherwise through the first initializer that neither fails nor
  /// throws and whose values Graft can fill (`init(from:)` reads a decoder, which it cannot).
  private func structValue(of declared: SourceIndex.DeclaredType, written: String, depth: Int) -> String? {
    let declaration = declared.declaration
    let initializers = declaration.members.filter { $0.kind == .initializer }
    let isOwnModule = declared.path.isEmpty
      || (modules[declared.path].flatMap { module in modules[home].map { $0 == module } } ?? SourcePath.isSameModule(declared.path, home))
    if initializers.isEmpty {
      // The memberwise initializer is internal: another module cannot call it.
      guard isOwnModule else { return nil }
      var parameters: [Parameter] = []
      for member in declaration.members where (member.kind == .var || member.kind == .let) && !member.hasModifier("static") {
        // Computed properties and those with a value of their own are not the initializer's.
        guard member.accessors.isEmpty, member.initializer == nil else { continue }
        // A private stored property makes the memberwise initializer private.
        if member.hasModifier("private") || member.hasModifier("fileprivate") { return nil }
        guard let type = member.type else { return nil }
        parameters.append(Parameter(label: nil, name: member.name, type: type))
      }
      return arguments(for: parameters, in: written, depth: depth).map { written + "(" + $0 + ")" }
    }
    for initializer in initializers where initializer.name == "init" && !initializer.effects.isThrowing {
      guard !initializer.hasModifier("private"), !initializer.hasModifier("fileprivate"), initializer.genericParameters == nil,
        isOwnModule || initializer.hasModifier("public") || initializer.hasModifier("open"),
        !initializer.parameters.contains(where: { $0.type.contains("Decoder") })
      else { continue }
      if let arguments = arguments(for: initializer.parameters.filter { $0.defaultValue == nil }, in: written, depth: depth) {
        return written + "(" + arguments + ")"
      }
    }
    return nil
  }

  /// `id: UUID(1), title: "Sample title"`; nil when a value cannot be filled. The types the
  /// values name are read in the scope of the type that declares them (`type`): a `Line`
  /// nested beside it is written `CheckoutViewModel.Line`.
  private func arguments(for parameters: [Parameter], in type: String, depth: Int) -> String? {
    let qualifier = TypeQualifier(viewModel: type, index: index)
    var written: [String] = []
    for parameter in parameters {
      // A closure is behaviour, not a value a test can compare.
      guard !parameter.type.contains("->"), let value = value(of: qualifier.qualify(parameter.type), depth: depth + 1) else { return nil }
      // A sample named for its parameter reads better: `"Sample title"`, not `"Sample value"`.
      let named = kind == .sample && parameter.type.trimmed() == "String" ? SampleValue.of("String", for: parameter.name ?? "value", differingFrom: nil) ?? value : value
      written.append((parameter.argumentLabel.map { $0 + ": " } ?? "") + named)
    }
    return written.joined(separator: ", ")
  }
}
