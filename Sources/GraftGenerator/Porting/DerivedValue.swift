import GraftSupport
import SwiftDeclarationParser

/// A value the view model derives from its state, carried into State as a member of its own: a
/// computed property (`var canSave: Bool { !text.isEmpty }`) or a query (`func title(for id:
/// Int) -> String`). State's fields have the names and the types of the view model's, so the
/// same statements, copied as written, compute the same value there; a ported body reads it as
/// `state.canSave`, which is how a TCA engineer writes what a view and a reducer both derive.
///
/// Carried only when nothing in it could mean something else in State: it reads fields State
/// holds as the view model did, other values carried with it, its own parameters and locals,
/// and the standard library's and the app's visible types; it writes nothing, waits for nothing,
/// and asks the system for nothing (`Date()`, `Calendar.current`), which a reducer asks its
/// dependencies for.
struct DerivedValue: Sendable, Equatable {
  var name: String
  /// A method's, not a property's: read by a call.
  var isMethod: Bool
  /// Its declaration in State: `var canSave: Bool`, `func title(for id: Int) -> String`.
  var head: String
  /// Its statements as the view model wrote them, indented in two-space steps.
  var body: [String]
  /// The fields it reads, itself or through the values it reads: what a change makes it differ.
  var fieldsRead: Set<String>
  /// The view model's declaration, whose statements a test's run evaluates.
  var declaration: Declaration

  /// The view model's derived values that State can carry, in declaration order. `fields` are
  /// State's; a field held differently (a subject's value) is not read as written.
  static func of(
    _ viewModel: ViewModel, fields: [StateField], index: SourceIndex, sourceMembers: SourceMembers, qualifier: TypeQualifier,
    overridden: Set<String>, inFeatureModule: @escaping (_ path: String) -> Bool
  ) -> (carried: [DerivedValue], refusals: [String: String]) {
    // A field State holds as the view model wrote it: not a subject's value, not an error kept as
    // its message (`note`), not a type an annotation forced.
    let members = Dictionary(viewModel.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let retyped = PortEnvironment.retypedFields(fields, of: viewModel)
    let stateFields = Dictionary(
      fields.filter { field in
        guard !field.isSubjectValue, field.branches.isEmpty, !retyped.contains(field.name), let member = members[field.name] else { return false }
        // Written or inferred from its default, the type is the view model's.
        return member.writtenType.map { qualifier.qualify($0.trimmed()) == field.type.map { qualifier.qualify($0.trimmed()) } } ?? true
      }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // In a module isolated to the main actor by default, every type and function of the app is
    // too; State's members are not.
    let isMainActorModule = (index.isolationByPath[viewModel.path] ?? index.defaultIsolation) == .mainActor
    let nameCounts = Dictionary(viewModel.members.map { ($0.name, 1) }, uniquingKeysWith: +)
    let hiddenMembers = sourceMembers.hidden(from: viewModel)
    let mutatingMethods = sourceMembers.mutatingMethods
    var candidates: [(member: Member, statements: [Statement], bodyText: String, isMethod: Bool)] = []
    for member in viewModel.members where member.inheritedFrom == nil && member.path == viewModel.path && member.branches.count <= 1 {
      let declaration = member.declaration
      guard declaration.conditions.isEmpty, !declaration.hasModifier("static"), !declaration.hasModifier("class"),
        !declaration.hasModifier("override"), !overridden.contains(member.name), declaration.attributes.isEmpty
      else { continue }
      switch declaration.kind {
      case .var:
        guard nameCounts[member.name] == 1, declaration.type != nil, declaration.accessors.map(\.kind) == ["get"], declaration.accessors[0].effects == Effects(),
          let range = declaration.accessors[0].body, let statements = declaration.getterStatements
        else { continue }
        candidates.append((member, statements, declaration.sourceText(range.startOffset..<range.endOffset), false))
      case .function:
        guard nameCounts[member.name] == 1, declaration.genericParameters == nil, !declaration.hasModifier("mutating"),
          // A default is read where State is declared: only a literal means the same there.
          declaration.parameters.allSatisfy({ $0.defaultValue.map(Self.isLiteral) ?? true }),
          MethodKind.of(declaration, in: viewModel, index: index) == .query,
          declaration.parameters.allSatisfy({ !$0.type.contains("inout") && !$0.type.contains("...") && !TypeText($0.type).isClosure }),
          let statements = declaration.statements, let text = declaration.bodyText
        else { continue }
        candidates.append((member, statements, text, true))
      default:
        continue
      }
    }
    // Each candidate's reads; a candidate that reads one that cannot be carried cannot either.
    let memberNames = Set(viewModel.members.map(\.name))
    var reads: [String: Reads] = [:]
    var refusals: [String: String] = [:]
    if isMainActorModule {
      for candidate in candidates { refusals[candidate.member.name] = "its module runs on the main actor by default, and State's members do not" }
      return ([], refusals)
    }
    for candidate in candidates {
      let checker = Checker(
        viewModel: viewModel, declaration: candidate.member.declaration, members: memberNames, fields: stateFields,
        candidates: Set(candidates.map(\.member.name)), index: index, inFeatureModule: inFeatureModule,
        hiddenMembers: hiddenMembers, mutatingMethods: mutatingMethods)
      if candidate.bodyText.contains("\"\"\"") {
        refusals[candidate.member.name] = "it holds a multi-line string, whose indentation is its value"
        continue
      }
      // A nested type's name is qualified in code, not inside a string's interpolation (nor
      // after a quote a comment holds): a body with both is not copied.
      let nested = index.nestedTypes[viewModel.qualifiedName] ?? []
      if candidate.bodyText.contains("\""), let named = nested.first(where: { SwiftIdentifier.isMentioned($0, in: candidate.bodyText) }) {
        refusals[candidate.member.name] = "it names '\(named)', the view model's own type, beside a string, where Graft does not qualify it"
        continue
      }
      switch checker.reads(in: candidate.statements) {
      case let .success(found): reads[candidate.member.name] = found
      case let .failure(refusal): refusals[candidate.member.name] = refusal.reason
      }
    }
    var changed = true
    while changed {
      changed = false
      for (name, found) in reads.sorted(by: { $0.key < $1.key }) {
        guard let missing = found.derived.sorted().first(where: { reads[$0] == nil }) else { continue }
        reads[name] = nil
        refusals[name] = "it reads '\(missing)', which State does not carry either"
        changed = true
      }
    }
    func fieldsRead(_ name: String, visited: inout Set<String>) -> Set<String> {
      guard let found = reads[name], visited.insert(name).inserted else { return [] }
      return found.derived.reduce(found.fields) { $0.union(fieldsRead($1, visited: &visited)) }
    }
    // A helper of its own values alone (`func decimal(from text: String)`) is no value of State's,
    // unless a value State derives calls it.
    var needed = Set(reads.keys.filter { name in
      var visited: Set<String> = []
      return !fieldsRead(name, visited: &visited).isEmpty
    })
    var pending = Array(needed)
    while let name = pending.popLast() {
      for read in reads[name]?.derived ?? [] where needed.insert(read).inserted { pending.append(read) }
    }
    var carried: [DerivedValue] = []
    for candidate in candidates where reads[candidate.member.name] != nil {
      let declaration = candidate.member.declaration
      guard needed.contains(candidate.member.name) else {
        refusals[candidate.member.name] = "it reads nothing of State: a helper of its own values, not a value State derives"
        continue
      }
      var visited: Set<String> = []
      let head: String
      if candidate.isMethod {
        let parameters = declaration.parameters.map { parameter in
          var text = [parameter.label, parameter.name].compactMap { $0 }.joined(separator: " ") + ": " + qualifier.qualify(parameter.type)
          if let value = parameter.defaultValue { text += " = " + value }
          return text
        }
        head = "func \(declaration.name)(\(parameters.joined(separator: ", "))) -> \(qualifier.qualify(declaration.returnType ?? ""))"
      } else {
        head = "var \(declaration.name): \(qualifier.qualify(declaration.type ?? ""))"
      }
      carried.append(DerivedValue(
        name: candidate.member.name, isMethod: candidate.isMethod, head: head,
        body: twoSpaceLines(qualifier.qualify(BodyText.inner(candidate.bodyText))),
        fieldsRead: fieldsRead(candidate.member.name, visited: &visited), declaration: declaration))
    }
    return (carried, refusals)
  }

  /// Whether a default value is a literal, which means the same wherever it is read.
  static func isLiteral(_ text: String) -> Bool {
    let value = text.trimmed()
    return ["true", "false", "nil"].contains(value) || (value.hasPrefix("\"") && value.hasSuffix("\"") && !value.contains("\\("))
      || (!value.isEmpty && value.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
  }

  /// What the sources declare that a copy in State must not call, read once per run: the
  /// `mutating` methods' names, and per file the members its private extensions give other types
  /// (`trimmed` of a `private extension String`), which the feature's file cannot call.
  struct SourceMembers: Sendable {
    var mutatingMethods: Set<String> = []
    var privateExtensionMembers: [String: [(type: String, member: String)]] = [:]
    /// Member names some type declares where any file sees them: `title` of a private
    /// extension is no sign of one where the app's types have a `title` too.
    var visibleMemberNames: Set<String> = []

    init(index: SourceIndex) {
      for declaration in index.types.values.map(\.declaration) {
        for member in declaration.members {
          if member.kind == .function && member.hasModifier("mutating") { mutatingMethods.insert(member.name) }
          if !member.hasModifier("private") && !member.hasModifier("fileprivate") { visibleMemberNames.insert(member.name) }
        }
      }
      for (extended, extensions) in index.extensions {
        for item in extensions {
          let isPrivate = item.declaration.hasModifier("private") || item.declaration.hasModifier("fileprivate")
          for member in item.declaration.members {
            if member.kind == .function && member.hasModifier("mutating") { mutatingMethods.insert(member.name) }
            if isPrivate || member.hasModifier("private") || member.hasModifier("fileprivate") {
              privateExtensionMembers[item.path, default: []].append((extended, member.kind == .subscript ? "subscript" : member.name))
            } else {
              visibleMemberNames.insert(member.name)
            }
          }
        }
      }
    }

    /// The members private extensions of `viewModel`'s file give types other than it.
    func hidden(from viewModel: ViewModel) -> Set<String> {
      Set((privateExtensionMembers[viewModel.path] ?? []).filter { $0.type != viewModel.name && $0.type != viewModel.qualifiedName }.map(\.member))
        .subtracting(visibleMemberNames)
    }
  }

  /// The body's lines with the team's indentation unit (its smallest step) as two spaces, the
  /// templates' unit; a continuation's odd alignment keeps its remainder.
  static func twoSpaceLines(_ text: String) -> [String] {
    // Tabs in the indentation only: one inside a string literal is part of its value.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indentation = line.prefix { $0 == " " || $0 == "\t" }
      return indentation.replacingOccurrences(of: "\t", with: "    ") + line.dropFirst(indentation.count)
    }
    let steps = lines.map { $0.prefix { $0 == " " }.count }.filter { $0 > 0 }
    let unit = max(2, steps.min() ?? 2)
    return lines.compactMap { line in
      let spaces = line.prefix { $0 == " " }.count
      guard spaces < line.count else { return nil }
      let indentation = unit > 2 ? (spaces / unit) * 2 + spaces % unit : spaces
      return String(repeating: " ", count: indentation) + line.dropFirst(spaces)
    }
  }

  /// Why a computed property or a query is not State's own.
  struct Refusal: Error, Equatable {
    var reason: String
  }

  /// What a candidate reads: fields, and other candidates.
  private struct Reads {
    var fields: Set<String>
    var derived: Set<String>
  }

  /// What a candidate's statements read, or why State could not do what they do the same way.
  private struct Checker {
    var viewModel: ViewModel
    var declaration: Declaration
    var members: Set<String>
    var fields: [String: StateField]
    var candidates: Set<String>
    var index: SourceIndex
    var inFeatureModule: (String) -> Bool
    /// Members other types get in private extensions of the view model's file.
    var hiddenMembers: Set<String>
    /// The names of the `mutating` methods the sources declare.
    var mutatingMethods: Set<String>

    /// Names a State member reads as the feature's own, or as something else than the view model did.
    static let featureNames: Set<String> = ["Action", "State", "CancelID", "Body"]
    /// Foundation's types that reach the system, or hold references: what a reducer asks a
    /// dependency for, never State.
    static let systemTypes: Set<String> = [
      "Thread", "UserDefaults", "ProcessInfo", "FileManager", "Bundle", "NotificationCenter", "URLSession", "URLSessionTask",
      "URLSessionDataTask", "Timer", "DispatchQueue", "DispatchWorkItem", "DispatchGroup", "DispatchSemaphore", "DispatchTime",
      "OperationQueue", "Operation", "BlockOperation", "RunLoop", "Progress", "Task",
    ]

    /// Free functions of the standard library a derived value may call.
    static let standardFunctions: Set<String> = [
      "min", "max", "abs", "zip", "stride", "repeatElement", "round", "floor", "ceil", "sqrt", "pow", "type", "sequence",
      "NSLocalizedString", "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError",
    ]

    func reads(in statements: [Statement]) -> Result<Reads, Refusal> {
      var locals = Set(declaration.parameters.compactMap(\.boundName))
      var fieldsRead: Set<String> = []
      var derivedRead: Set<String> = []
      var refusal: String?
      func refuse(_ reason: @autoclosure () -> String) { if refusal == nil { refusal = reason() } }
      var selfBases: Set<Range<Int>> = []
      func visit(_ statements: [Statement]) {
        for statement in statements {
          statement.forEachStatement { inner in
            locals.formUnion(inner.boundNames)
            if case .unsupported = inner.kind { refuse("it holds a statement Graft does not read") }
            // `let tier: Tier? = …`: a local's written type is read in State's file too.
            if case let .variable(variable) = inner.kind, let type = variable.type,
              let hidden = TypeText(type).leafNames.first(where: { $0.first?.isUppercase == true && (!isVisibleType($0) || Self.featureNames.contains($0)) })
            {
              refuse("it names '\(hidden)', which State's file may not see")
            }
            if case let .do(_, catches) = inner.kind, !catches.isEmpty { locals.insert("error") }
          }
          statement.forEachExpression { expression in
            guard refusal == nil else { return }
            // A closure's statements too, which `forEachExpression` leaves out.
            var closures: [Closure] = []
            switch expression.kind {
            case let .closure(closure): closures = [closure]
            case let .call(_, arguments), let .subscript(_, arguments): closures = arguments.compactMap(\.closure)
            default: break
            }
            for closure in closures {
              locals.formUnion(closure.parameters)
              if closure.captures.contains(where: { $0.contains("self") }) { refuse("a closure in it captures the view model") }
              visit(closure.body)
            }
            check(expression)
          }
        }
      }
      func member(_ name: String) {
        if fields[name] != nil {
          fieldsRead.insert(name)
        } else if candidates.contains(name), name != declaration.name {
          derivedRead.insert(name)
        } else {
          refuse("it reads '\(name)', which State does not hold as the view model does")
        }
      }
      func check(_ expression: ExpressionSyntax) {
        switch expression.kind {
        case let .member(base, name) where base.kind == .name("self"):
          selfBases.insert(base.range)
          member(name)
        case let .name(name):
          if name == "self" {
            if !selfBases.contains(expression.range) { refuse("it uses the view model itself") }
          } else if members.contains(name) {
            // A member of the view model, even where a local of its name may hide it somewhere.
            if !(locals.contains(name) && declaration.parameters.contains { $0.boundName == name }) { member(name) }
          } else if locals.contains(name) || name.hasPrefix("$") {
            return
          } else if name == "Self" || name == "super" || name == viewModel.name || name == viewModel.qualifiedName {
            refuse("it reads '\(name)', the view model's type")
          } else if Self.standardFunctions.contains(name) {
            return
          } else if name.first?.isUppercase == true {
            if Self.featureNames.contains(name) || Self.systemTypes.contains(name) {
              refuse("it names '\(name)', which means the feature's own type, or the system, in State")
            } else if !isVisibleType(name) {
              refuse("it names '\(name)', which State's file may not see, or which runs on the main actor")
            }
          } else {
            // A global of the app or of another module: what it holds, and where it runs, is not read.
            refuse("it reads '\(name)', a global Graft does not read")
          }
        case let .subscript(_, arguments) where arguments.first?.label != nil && hiddenMembers.contains("subscript"):
          refuse("it uses a labelled subscript a private extension of the view model's file may declare")
        case let .member(_, name) where hiddenMembers.contains(name) || name == "random":
          refuse("it reads '\(name)', which State's file cannot see or which asks the system for a value")
        case let .implicitMember(name) where ["now", "current"].contains(name):
          refuse("it reads '.\(name)', a shared object or a system value")
        case let .cast(_, _, type):
          if let hidden = TypeText(type).leafNames.first(where: { $0.first?.isUppercase == true && (!isVisibleType($0) || Self.featureNames.contains($0)) }) {
            refuse("it names '\(hidden)', which State's file may not see")
          }
        case let .member(base, name):
          if case let .name(type) = base.kind, type.first?.isUppercase == true,
            ServiceReach.singletonAccessors.contains(name) || SystemDependency(current: type, member: name) != nil || (type == "Date" && name == "now")
          {
            refuse("it reads '\(type).\(name)', which a reducer asks a dependency for")
          }
        case let .call(callee, arguments):
          if arguments.isEmpty, SystemDependency.made(by: callee) != nil { refuse("it asks the system for a value (a date, an identifier), which a reducer asks a dependency for") }
          if case let .member(base, name) = callee.kind, BodyWrites.mutatingMethods.contains(name) || mutatingMethods.contains(name),
            let root = BodyWrites.rootProperty(of: base), members.contains(root)
          {
            refuse("it changes '\(root)'")
          }
        case let .assignment(target, _, _):
          // A local of a member's name (`var total` in `subtotal`, beside a `total` getter): a
          // getter has no setter, so the assignment is the local's; a field's name is refused.
          if let root = BodyWrites.rootProperty(of: target), members.contains(root),
            !(locals.contains(root) && fields[root] == nil && candidates.contains(root)) || startsAtSelf(target)
          {
            refuse("it changes '\(root)'")
          }
          if case .name("self") = target.kind { refuse("it replaces the view model itself") }
        case .await:
          refuse("it waits")
        case .prefix("&", _), .unknown, .pound:
          refuse("it holds an expression Graft does not read")
        default:
          break
        }
      }
      func startsAtSelf(_ expression: ExpressionSyntax) -> Bool {
        switch expression.kind {
        case .name("self"): return true
        case let .member(base, _), let .subscript(base, _), let .optionalChain(base), let .forceUnwrap(base): return startsAtSelf(base)
        default: return false
        }
      }
      visit(statements)
      for type in [declaration.type, declaration.returnType].compactMap({ $0 }) + declaration.parameters.map(\.type)
      // A tuple's labels (`(min: Decimal?, max: Decimal?)`) are no types.
      where !TypeText(type).leafNames.filter({ $0.first?.isUppercase == true }).allSatisfy({ isVisibleType($0) && !Self.featureNames.contains($0) }) {
        refuse("its type names one State's file may not see, or that runs on the main actor")
      }
      if let refusal { return .failure(Refusal(reason: refusal)) }
      return .success(Reads(fields: fieldsRead, derived: derivedRead))
    }

    /// A type the feature's file sees by the same name, whose members run on no actor: the
    /// standard library's, Foundation's, or one of the feature's module (not private to its
    /// file; a type nested in the view model is qualified).
    func isVisibleType(_ name: String) -> Bool {
      if WellKnownTypes.contains(name) { return true }
      let nested = viewModel.qualifiedName + "." + name
      // `typealias Row = Presenter.Row` in the view model: what it stands for must be visible.
      if let aliased = index.nestedTypeAliases[nested], !index.filePrivateTypes.contains(nested) {
        return TypeText(aliased).leafPaths.allSatisfy { written in
          if WellKnownTypes.contains(written) { return true }
          guard let declared = index.qualifiedTypes[written] ?? index.types[written], written != name else { return false }
          return !index.filePrivateTypes.contains(written) && index.contextTypePaths[written] == nil && inFeatureModule(declared.path)
            && !index.isMainActor(declared.declaration)
        }
      }
      if index.nestedTypes[viewModel.qualifiedName]?.contains(name) == true {
        return !index.filePrivateTypes.contains(nested) && index.qualifiedTypes[nested].map { !index.isMainActor($0.declaration) } ?? false
      }
      guard let declared = index.types[name], index.contextTypePaths[name] == nil, inFeatureModule(declared.path) else { return false }
      return !index.filePrivateTypes.contains(name) && !index.isMainActor(declared.declaration)
    }
  }
}
