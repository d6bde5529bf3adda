import GraftSupport
import SwiftDeclarationParser

/// Flags no view binds to that the view model only ever sets to the value they start with
/// (`scrollOnTheTop = true` of `@Published private(set) var scrollOnTheTop = true`, which a view
/// `onReceive`s): the assignment is an event the publisher sends again, not a change of state.
/// A reducer that sets State to the value it holds changes nothing a view observes, so a body
/// that makes that assignment is not ported. Only a `Bool` starting from a literal is read so:
/// any other change made anywhere in the view model (another value, `toggle()`, `&flag`), in
/// its closures too, makes it state.
enum EventFields {
  static func of(_ viewModel: ViewModel, fields: Set<String>) -> Set<String> {
    // A name declared twice (under `#if`, or in a damaged file) keeps its first declaration.
    let flags = Dictionary(
      viewModel.members.compactMap { member -> (String, String)? in
        guard fields.contains(member.name), let initial = member.declaration.initializer?.trimmed(), ["true", "false"].contains(initial) else { return nil }
        return (member.name, initial)
      }, uniquingKeysWith: { first, _ in first })
    guard !flags.isEmpty else { return [] }
    var changed: Set<String> = []
    var setAgain: Set<String> = []
    func field(_ target: ExpressionSyntax) -> String? {
      // `self?.flag` in a `[weak self]` closure.
      if case let .member(base, name) = target.kind, case let .optionalChain(inner) = base.kind, case .name("self") = inner.kind { return name }
      return InitializerPort.field(of: target)
    }
    for member in viewModel.members where member.declaration.kind == .function || member.declaration.kind == .initializer {
      for statement in member.declaration.statements ?? [] {
        statement.forEachExpressionEnteringClosures { node in
          switch node.kind {
          case let .assignment(target, op, value):
            guard let name = field(target), let initial = flags[name] else { return }
            if op == "=", member.declaration.sourceText(value.range).trimmed() == initial { setAgain.insert(name) } else { changed.insert(name) }
          case let .prefix("&", operand):
            if let name = field(operand), flags[name] != nil { changed.insert(name) }
          case let .call(callee, _):
            if case let .member(base, _) = callee.kind, let name = field(base), flags[name] != nil { changed.insert(name) }
          default:
            break
          }
        }
      }
    }
    return setAgain.subtracting(changed)
  }
}
