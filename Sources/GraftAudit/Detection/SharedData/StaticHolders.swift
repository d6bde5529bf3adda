import SwiftDeclarationParser

/// The static properties of the app's types that hold one of its objects: `static var stores:
/// StoresManager { _stores }` on a `ServiceLocator`, `static let logger = Logger()` on a
/// `LogManager`. Each is one object the whole app reaches by name, as a singleton is, though
/// the type holding it is not the object's own (a type's `static let shared = Self()` is its
/// singleton, read elsewhere). Whether that object is shared data is the detector's to say.
struct StaticHolders: Sendable {
  /// Per type, the app type each of its static properties holds.
  private var held: [Int: NameTable<Int>] = [:]
  /// Every holding property's name, to rule out most `Type.member` uses without a look-up.
  let names: NameSet

  init(sources: AuditSources) {
    var found: [Name] = []
    for (index, type) in sources.types.enumerated() where type.kind != .protocol {
      for member in type.members where member.isStatic && (member.kind == .var || member.kind == .let) {
        guard let heldType = Self.heldType(of: member, in: type, sources: sources), heldType != index else { continue }
        held[index, default: NameTable()][member.key] = heldType
        found.append(member.key)
      }
    }
    names = NameSet(found)
  }

  /// The app type `Type.name` holds, for the app type at `type`.
  func heldType(_ name: Name, of type: Int) -> Int? {
    held[type]?[name]
  }

  /// The app type a static property's annotation names (`static var stores: StoresManager`), or
  /// for one without an annotation, the type its initial value makes (`static let logger =
  /// Logger(…)`).
  private static func heldType(of member: AuditedType.Member, in type: AuditedType, sources: AuditSources) -> Int? {
    let file = sources.files[member.file]
    if !member.annotation.isEmpty {
      return DeclarationTokens.typeNameToken(member.annotation, in: file).flatMap { sources.resolve(file.name($0), from: type) }
    }
    guard member.isStored, let assign = member.tokens.first(where: { $0 > member.nameToken && file.name($0) == .assign }),
      assign + 2 < member.tokens.upperBound, file.isCapitalized(assign + 1)
    else { return nil }
    // `Option<Bool>(key: "bottom-bar", default: false)`: past the generic arguments.
    var open = assign + 2
    if file.text(open) == "<" {
      var depth = 0
      while open < member.tokens.upperBound {
        let text = file.text(open)
        if text == "<" { depth += 1 } else if text == ">" { depth -= 1 } else if text == ">>" { depth -= 2 }
        open += 1
        if depth <= 0 { break }
      }
    }
    guard open < member.tokens.upperBound, file.name(open) == .openParen else { return nil }
    return sources.resolve(file.name(assign + 1), from: type)
  }
}
