import GraftSupport
import SwiftDeclarationParser

/// The `Equatable` conformance Graft writes for a value type of the feature's module that State
/// holds and that does not say `Equatable` (`enum State { case loaded([Item]) }` nested in the
/// view model, a `struct Fare` of the model's folder): Swift synthesises `==` only where the type
/// is declared, so a Graft-owned file spells it out, comparing what the type holds: the file of
/// the type's own source (`DependencyOwners`), once for every feature of the module that holds
/// it. Regenerated with the file, it follows the type; once the team declares the conformance,
/// it goes.
struct EquatableConformance: Sendable, Equatable {
  struct Case: Sendable, Equatable {
    var name: String
    var valueCount: Int
  }

  /// The type as the feature's file names it: `ListViewModel.LoadState`.
  var typeName: String
  /// A struct's stored properties, compared one by one; empty for an enum.
  var properties: [String]
  /// An enum's cases, compared case by case with their values; nil for a struct.
  var cases: [Case]?
  /// Whether the type is public, and its `==` with it.
  var isPublic: Bool
  /// The types of what it holds, as its declaration writes them.
  var heldTypes: [String]
  /// The file that declares it, whose Graft-owned file writes the conformance.
  var path: String
  /// Where it is declared there: the note that says to declare it there.
  var location: SourceLocation
  /// A generic type's parameters (`T` of `UiState<T>`): it is `Equatable` where they are.
  var genericParameters: [String] = []

  /// The value types declared in the files at `paths` (the sources of one module) whose
  /// conformance a Graft-owned file can write: a struct or an enum (a generic one `Equatable`
  /// where its parameters are), not private to its file, not isolated to a global actor, with nothing under `#if` (neither it nor a member), not `Equatable` already (in
  /// its declaration or an extension), whose stored properties are all readable from another file
  /// and none `lazy`, and whose values are all `Equatable` as far as the sources tell (not an
  /// `Error`, no type Graft read no declaration of), counting those this writes too.
  /// Keyed by `Equatability.key(of:)`.
  static func writable(in paths: [String], index: SourceIndex) -> [String: EquatableConformance] {
    var candidates: [String: (declared: SourceIndex.DeclaredType, conformance: EquatableConformance)] = [:]
    let equatability = Equatability(index: index)
    for path in paths {
      for name in index.typeNamesByPath[path] ?? [] {
        guard let declared = index.qualifiedTypes[name], declared.path == path, candidates[name] == nil else { continue }
        let declaration = declared.declaration
        guard [.struct, .enum].contains(declaration.kind), declaration.conditions.isEmpty,
          !declaration.members.contains(where: { !$0.conditions.isEmpty }), declaration.attribute(named: "MainActor") == nil,
          !index.filePrivateTypes.contains(name), !equatability.conformsToEquatable(declaration.name, declared),
          !extendsEquatable(name, index: index), let conformance = shape(of: declared, named: name, index: index),
          // A generic parameter is no name Graft reads a declaration of: it is `Equatable` by the condition.
          !conformance.heldTypes.contains(where: { type in
            holdsError(type) || equatability.unseenNames(in: type).contains { !conformance.genericParameters.contains($0) }
          })
        else { continue }
        candidates[name] = (declared, conformance)
      }
    }
    // A value of another candidate is Equatable if that one is written too; one whose values
    // are not takes the candidates that hold it with it.
    var changed = true
    while changed {
      changed = false
      let written = Set(candidates.values.map { Equatability.key(of: $0.declared) })
      for (name, candidate) in candidates.sorted(by: { $0.key < $1.key }) {
        let scope = TypeQualifier(viewModel: name, index: index)
        let check = Equatability(index: index, written: written)
        if candidate.conformance.heldTypes.contains(where: { check.reasonItIsNot(scope.qualify(index.resolvingAliases($0, in: name))) != nil }) {
          candidates[name] = nil
          changed = true
        }
      }
    }
    return Dictionary(candidates.values.map { (Equatability.key(of: $0.declared), $0.conformance) }, uniquingKeysWith: { first, _ in first })
  }

  /// What a type holds, and the conformance that compares it; nil when another file cannot
  /// read it (a private stored property), Graft cannot tell (a property without a type), or it
  /// holds nothing.
  private static func shape(of declared: SourceIndex.DeclaredType, named name: String, index: SourceIndex) -> EquatableConformance? {
    let declaration = declared.declaration
    // Public inside a `public extension` too, without saying so; not inside a type that is
    // not (`public enum Status` nested in an internal `TextField` is internal).
    var enclosing = TypeNames.enclosing(name)
    var isPublic = declared.isPublic || declaration.hasModifier("package")
    while let outer = enclosing, isPublic {
      isPublic = index.qualifiedTypes[outer].map { $0.isPublic || $0.declaration.hasModifier("package") } ?? true
      enclosing = TypeNames.enclosing(outer)
    }
    var conformance = EquatableConformance(
      typeName: name, properties: [], cases: nil, isPublic: isPublic, heldTypes: [],
      path: declared.path, location: declaration.range.start,
      genericParameters: declaration.genericParameters.map(SourceIndex.genericParameterNames) ?? [])
    if declaration.kind == .enum {
      let cases = declaration.members.filter { $0.kind == .enumCase }
      guard !cases.isEmpty, cases.contains(where: { !$0.parameters.isEmpty }) else { return nil }
      conformance.cases = cases.map { Case(name: $0.name, valueCount: $0.parameters.count) }
      conformance.heldTypes = cases.flatMap { $0.parameters.map(\.type) }
      return conformance
    }
    let inference = TypeInference(knownTypes: index.typeNames)
    for member in declaration.members where (member.kind == .var || member.kind == .let) && !member.hasModifier("static") {
      // A property with a getter of its own holds nothing; one with observers does.
      guard member.accessors.allSatisfy({ ["willSet", "didSet"].contains($0.kind) }) else { continue }
      // `let id = UUID()`, `var isSelected = false`: the type its value names, as Swift infers it.
      let type = member.type ?? member.initializer.flatMap(inference.type(of:))
      guard let type, !member.hasModifier("private"), !member.hasModifier("fileprivate"), !member.hasModifier("lazy") else { return nil }
      conformance.properties.append(member.name)
      conformance.heldTypes.append(type)
    }
    // A struct that holds nothing (`struct Filter { func apply() }`) does work, not data.
    return conformance.heldTypes.isEmpty ? nil : conformance
  }

  /// `extension ListViewModel.Quote: Equatable {}` in any file: the extensions of a nested type
  /// are kept under its qualified name.
  private static func extendsEquatable(_ name: String, index: SourceIndex) -> Bool {
    (index.extensions[name] ?? []).contains { item in
      item.declaration.inheritance.contains { Equatability.equatableProtocols.contains(TypeNames.bare($0)) }
    }
  }

  /// `Error`, `any Error`, `Result<Item, Error>`: an existential `==` cannot compare.
  private static func holdsError(_ type: String) -> Bool {
    TypeText(type).leafPaths.contains { ["Error", "LocalizedError", "NSError"].contains(TypeNames.bare($0)) }
  }
}
