import GraftSupport
import SwiftDeclarationParser

/// Whether a type is visibly `Sendable` (`isSendable`): a value type of the standard library or
/// Foundation, a collection or optional of such types, or a type the sources declare `Sendable`;
/// a public type is never implicitly `Sendable`, so a public feature says so only where it can.
/// And whether it is visibly not (`reasonItIsNot`): `.run`'s closure is `@Sendable`, and in the
/// Swift 6 language mode a value that is not `Sendable` cannot cross into it. A type of a module
/// Graft was not shown is taken to be `Sendable` there, as its own module may well declare.
struct Sendability: Sendable {
  var index: SourceIndex

  static let knownSendable: Set<String> = [
    "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "UUID", "Date", "URL", "Data",
    "Never", "Void", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
  ]

  func isSendable(_ type: String) -> Bool {
    let text = TypeText(type)
    guard !text.isClosure else { return type.contains("@Sendable") }
    return text.leafPaths.allSatisfy { path in
      if Self.knownSendable.contains(TypeNames.bare(path)) { return true }
      guard let declared = index.declaredType(path) else { return false }
      // `Sendable`, `Swift.Sendable`, `@unchecked Sendable`, `Hashable & Sendable`.
      return declared.inheritance.contains { $0.contains("Sendable") }
    }
  }

  /// Protocols that make a conforming type `Sendable`.
  static let sendableProtocols: Set<String> = ["Sendable", "Error", "CodingKey"]

  /// How many levels of stored properties are looked into: a struct of structs of structs.
  private static let depth = 3

  /// Framework protocols that refine `Sendable`, whose existentials are Sendable.
  static let sendableExistentials: Set<String> = ["Error", "LocalizedError", "Sendable", "CustomNSError"]
  /// Publishers, subjects and subscriptions of Combine and RxSwift: reference types that do not
  /// conform to Sendable, whatever they carry.
  static let frameworkReferences: Set<String> = [
    "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Observable", "PublishSubject", "BehaviorSubject",
    "PublishRelay", "BehaviorRelay", "Driver", "Signal", "Single",
  ]

  func reasonItIsNot(_ written: String) -> String? {
    reason(written, depth: 0)
  }

  private func reason(_ written: String, depth: Int) -> String? {
    let type = index.resolvingAliases(written)
    let text = TypeText(type)
    if text.isClosure { return type.contains("@Sendable") ? nil : "a closure that is not '@Sendable'" }
    let words = type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    for path in text.leafPaths {
      let name = TypeNames.bare(path)
      if name == "Any" || name == "AnyObject" { return "'\(name)' is not Sendable" }
      guard let declared = index.declaredType(path) else {
        // A framework's protocol as a value (`any View`) is Sendable only if it says so, as
        // `Error` does.
        if type.contains("any " + path), !Self.sendableExistentials.contains(name) { return "'any \(name)' is not Sendable" }
        if Self.frameworkReferences.contains(name) { return "'\(name)' is not Sendable" }
        continue
      }
      if index.conforms(name, declared, toOneOf: Self.sendableProtocols) { continue }
      let attributes = declared.declaration.attributes.map(\.name)
      // A type isolated to a global actor is Sendable; a value of such a protocol (`any P`) is not.
      if declared.kind != .protocol, attributes.contains(where: { $0.hasSuffix("Actor") }) || index.isMainActor(declared.declaration) { continue }
      switch declared.kind {
      case .actor:
        continue
      case .class:
        return "'\(name)' is a class that does not conform to Sendable"
      case .protocol:
        if words.contains("some") { continue }
        return "'\(name)' is a protocol that does not refine Sendable, so a value of it ('any \(name)') is not Sendable"
      case .struct, .enum:
        // Only a type its module does not export is Sendable without saying so.
        if declared.isPublic {
          return "'\(name)' is public and does not declare Sendable"
        }
        guard depth < Self.depth else { continue }
        for member in declared.declaration.members {
          if member.kind == .enumCase {
            for parameter in member.parameters {
              if let inner = reason(parameter.type, depth: depth + 1) { return "'\(name)' carries '\(parameter.type)': \(inner)" }
            }
          } else if member.kind == .var || member.kind == .let, !member.modifiers.contains("static"), member.accessors.isEmpty,
            let memberType = member.type, let inner = reason(memberType, depth: depth + 1)
          {
            return "'\(name)' holds '\(member.name): \(memberType)': \(inner)"
          }
        }
      default:
        continue
      }
    }
    return nil
  }
}
