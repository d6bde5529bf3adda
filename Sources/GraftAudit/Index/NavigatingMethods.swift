import GraftSupport
import SwiftDeclarationParser

/// The app's methods named for making or showing screens (`showAccountRecovery()`, `getLoginViewController()`,
/// `makeMemberInfoViewController()`) of coordinators, containers and other types of its own,
/// which only the app's code can call: one that no live code calls is dead code, and a screen only
/// it makes is never made (`TypeMentions`).
///
/// Only where the framework cannot call the method either: not on a type that adopts or inherits
/// a framework's type (`UIViewController`, `UITableViewDelegate`) or is `@objcMembers` or a
/// `@resultBuilder`, not `override`, `@objc` or `@IBAction`. A protocol's requirement is one too: the types its signature names
/// (`func makeRecoveryViewController() -> RecoveryViewController` of a container's protocol) are
/// made only where it is called. A call is any use of the name outside its
/// declaration (`coordinator?.showDetail()`, `#selector(showDetail)`, `onTap: showDetail`, a
/// word of Objective-C code), by name alone: a method another type's method of the same name
/// shares is called when either is.
struct NavigatingMethods: Sendable {
  /// A use of one of the methods' names, and the method it is written in (an index of `members`).
  struct Call: Sendable {
    var name: Name
    var inMethod: Int?
  }

  /// The methods, each a member of a type of the app's.
  let members: [AuditedType.Member]
  /// Their names.
  let names: NameSet

  init(_ sources: AuditSources) {
    var members: [AuditedType.Member] = []
    for type in sources.types
    where Self.ownedKinds.contains(type.kind) && !type.attributes.contains(where: Self.typeMarks.contains)
      && Self.inheritsOnlyTheApps(type, sources: sources)
    {
      for member in type.members where member.kind == .function {
        let file = sources.files[member.file]
        guard Self.verbs.contains(where: { file.hasCamelCasePrefix(member.nameToken, $0) }),
          !(member.tokens.lowerBound..<member.nameToken).contains(where: { Self.frameworkMarks.contains(file.name($0)) })
        else { continue }
        members.append(member)
      }
    }
    self.members = members
    names = NameSet(members.map(\.key))
  }

  /// Per method, whether live code calls it: code outside every one of these methods, or a method
  /// called in turn.
  func called(by calls: [Call], namedElsewhere: NameSet) -> [Bool] {
    var isCalled = [Bool](repeating: false, count: members.count)
    var methodsNamed: [Name: [Int]] = [:]
    for (index, member) in members.enumerated() { methodsNamed[member.key, default: []].append(index) }
    var callsIn = [[Name]](repeating: [], count: members.count)
    var pending: [Name] = methodsNamed.keys.filter { namedElsewhere.contains($0) }
    for call in calls {
      if let method = call.inMethod { callsIn[method].append(call.name) } else { pending.append(call.name) }
    }
    var reached: Set<Name> = []
    while let name = pending.popLast() {
      guard reached.insert(name).inserted else { continue }
      for method in methodsNamed[name] ?? [] where !isCalled[method] {
        isCalled[method] = true
        pending.append(contentsOf: callsIn[method])
      }
    }
    return isCalled
  }

  /// The words that begin a method that makes or shows a screen.
  private static let verbs = ["make", "create", "build", "get", "show", "present", "push", "open", "goTo", "route", "navigate", "start", "display"]
    .map { Array($0.utf8) }
  private static let ownedKinds: Set<Declaration.Kind> = [.class, .struct, .enum, .extension, .actor, .protocol]
  /// What lets the runtime or the compiler call every method of a type: `@objcMembers` (by
  /// selector), `@resultBuilder` (`buildBlock`).
  private static let typeMarks: Set<String> = ["objc", "objcMembers", "resultBuilder"]
  /// What lets the framework call a method.
  private static let frameworkMarks = NameSet(["override", "objc", "IBAction", "IBSegueAction", "dynamic"])
  /// Conformances that hand the framework no method of this kind to call.
  private static let neutral: Set<String> = [
    "AnyObject", "NSObject", "Sendable", "Equatable", "Hashable", "Identifiable", "CustomStringConvertible", "Codable", "Decodable",
    "Encodable", "Comparable", "CaseIterable", "Error",
  ]

  /// Whether every type the type adopts or inherits is the app's own (declared by the app, not
  /// only extended: `extension UIViewController` leaves it UIKit's), or says nothing of calls, all
  /// the way up (`final class SearchViewController: BaseViewController` where `BaseViewController:
  /// UIViewController` is the framework's to call).
  private static func inheritsOnlyTheApps(_ type: AuditedType, sources: AuditSources, depth: Int = 0) -> Bool {
    guard depth < maximumInheritanceDepth else { return false }
    return type.inheritance.allSatisfy { name in
      if neutral.contains(name) { return true }
      let declared = (sources.types(named: Name(TypeNames.bare(name))) ?? []).filter { sources.types[$0].kind != .extension }
      return !declared.isEmpty && declared.allSatisfy { inheritsOnlyTheApps(sources.types[$0], sources: sources, depth: depth + 1) }
    }
  }

  private static let maximumInheritanceDepth = 8
}
