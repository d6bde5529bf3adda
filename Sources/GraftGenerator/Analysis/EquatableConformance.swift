import GraftSupport
import SwiftDeclarationParser

/// The `Equatable` conformance the feature's file writes for a value type declared in the view
/// model's own file that State holds and that does not say `Equatable` (`enum State { case
/// loaded([Item]) }` nested in the view model): Swift synthesises `==` only where the type is
/// declared, so the Graft-owned file spells it out, comparing what the type holds. Regenerated
/// with the file, it follows the type; once the team declares the conformance, it goes.
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

  /// The value types declared in the file at `path` whose conformance the feature's file can
  /// write, by qualified name: a struct or an enum that is not generic, not private to its file,
  /// not under `#if`, not `Equatable` already, whose stored properties are all readable from
  /// another file, and whose values are all `Equatable`, counting those this writes too.
  /// Keyed by `Equatability.key(of:)`.
  static func writable(in path: String, index: SourceIndex) -> [String: EquatableConformance] {
    var candidates: [String: (declared: SourceIndex.DeclaredType, types: [String], conformance: EquatableConformance)] = [:]
    let equatability = Equatability(index: index)
    for name in index.typeNamesByPath[path] ?? [] {
      guard let declared = index.qualifiedTypes[name] else { continue }
      let declaration = declared.declaration
      guard [.struct, .enum].contains(declaration.kind), declaration.genericParameters == nil, declaration.conditions.isEmpty,
        !index.filePrivateTypes.contains(name), !equatability.conformsToEquatable(declaration.name, declared),
        let (types, conformance) = shape(of: declaration, named: name)
      else { continue }
      candidates[name] = (declared, types, conformance)
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
        if candidate.types.contains(where: { check.reasonItIsNot(scope.qualify(index.resolvingAliases($0, in: name))) != nil }) {
          candidates[name] = nil
          changed = true
        }
      }
    }
    return Dictionary(uniqueKeysWithValues: candidates.values.map { (Equatability.key(of: $0.declared), $0.conformance) })
  }

  /// What a type holds, and the conformance that compares it; nil when another file cannot
  /// read it (a private stored property), Graft cannot tell (a property without a type), or it
  /// holds nothing.
  private static func shape(of declaration: Declaration, named name: String) -> (types: [String], EquatableConformance)? {
    var conformance = EquatableConformance(
      typeName: name, properties: [], cases: nil, isPublic: declaration.hasModifier("public") || declaration.hasModifier("open"), heldTypes: [])
    var types: [String] = []
    if declaration.kind == .enum {
      let cases = declaration.members.filter { $0.kind == .enumCase }
      guard !cases.isEmpty, cases.contains(where: { !$0.parameters.isEmpty }) else { return nil }
      conformance.cases = cases.map { Case(name: $0.name, valueCount: $0.parameters.count) }
      types = cases.flatMap { $0.parameters.map(\.type) }
      conformance.heldTypes = types
      return (types, conformance)
    }
    for member in declaration.members where (member.kind == .var || member.kind == .let) && !member.hasModifier("static") {
      // A property with a getter of its own holds nothing; one with observers does.
      guard member.accessors.allSatisfy({ ["willSet", "didSet"].contains($0.kind) }) else { continue }
      guard let type = member.type, !member.hasModifier("private"), !member.hasModifier("fileprivate") else { return nil }
      conformance.properties.append(member.name)
      types.append(type)
    }
    // A struct that holds nothing (`struct Filter { func apply() }`) does work, not data.
    guard !types.isEmpty else { return nil }
    conformance.heldTypes = types
    return (types, conformance)
  }
}
