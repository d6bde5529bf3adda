import SwiftDeclarationParser

/// `withAnimation { isLoading = true }`: SwiftUI animates the changes its closure makes. A reducer
/// changes State without animation; in TCA the view sends the action with `send(_:animation:)` and
/// an effect sends its response with `send(_:animation:)`, which animates every change that
/// action makes. So a step (an action's case, or a response's) keeps its animation only when all
/// its changes are animated, and animated alike: then its blocks' statements run in place and the
/// animation goes to the send. Any other step is refused, as a wrong port is worse than a TODO.
enum AnimatedChanges {
  /// A `withAnimation` statement: the animation it asks for and the statements of its closure.
  struct Block {
    /// `.default` for `withAnimation { … }`, else the argument as written (`.spring()`).
    var animation: String
    var body: [Statement]
  }

  /// The block a statement is, when it is `withAnimation(…) { … }` alone, with no completion;
  /// `text` gives the source of a range.
  static func block(of statement: Statement, text: (Range<Int>) -> String) -> Block? {
    guard case let .expression(expression) = statement.kind, case let .call(callee, arguments) = expression.kind,
      case .name("withAnimation") = callee.kind, let closure = arguments.last?.closure, closure.parameters.isEmpty
    else { return nil }
    switch arguments.count {
    case 1: return Block(animation: ".default", body: closure.body)
    case 2 where arguments[0].label == nil && arguments[0].closure == nil: return Block(animation: text(arguments[0].value.range), body: closure.body)
    default: return nil
    }
  }

  /// The animation a step's sends carry, and the `withAnimation` statements (by where they start)
  /// whose statements run in place; nil when no step animates. Each step is the statements a
  /// case runs before its first wait, and the statement that waits, which may change State
  /// before it waits (a helper's first statements, a branch, a hop to the main actor): `writes`
  /// says whether a statement changes State, `writesBeforeWaiting` whether the waiting one does.
  static func animation(
    ofSteps steps: [[Statement]], writes: (Statement) -> Bool, writesBeforeWaiting: (Statement) -> Bool, text: (Range<Int>) -> String
  ) throws -> (animation: String, blocks: Set<Int>)? {
    var animations: [String] = []
    var blocks: Set<Int> = []
    var unanimated: Statement?
    for step in steps {
      let (statements, waiting) = Self.step(step)
      if unanimated == nil, let waiting, writesBeforeWaiting(waiting) { unanimated = waiting }
      for statement in statements {
        // `switch result { case .success: withAnimation { … } … }`: a branch's blocks as much as the step's own.
        let branches = branchBlocks(of: statement, writes: writes, text: text)
        if unanimated == nil, let other = branches.unanimated { unanimated = other }
        for (statement, block) in branches.blocks {
          try checkSplicable(block, statement, text: text)
          if !animations.contains(block.animation) { animations.append(block.animation) }
          blocks.insert(statement.range.lowerBound)
        }
      }
    }
    guard let animation = animations.first else { return nil }
    if animations.count > 1 {
      throw ExpressionPort.Refusal(
        reason: "it animates its changes in two ways ('\(animations[0])' and '\(animations[1])'), where TCA animates a whole action one way")
    }
    if let unanimated {
      let line = text(unanimated.range).prefix { $0 != "\n" }
      throw ExpressionPort.Refusal(
        reason: "it animates some of its changes and not others ('\(line)'), where TCA animates a whole action or none of it")
    }
    // An animation that reads the view model's values would need them where the view sends.
    guard isConstant(animation) else { throw ExpressionPort.Refusal(reason: "it animates with '\(animation)', which reads values of its own") }
    return (animation, blocks)
  }

  /// The `withAnimation` blocks a statement is or holds in its branches (an `if`'s, a
  /// `switch`'s cases, at any depth), and the first statement outside them that changes State.
  private static func branchBlocks(
    of statement: Statement, writes: (Statement) -> Bool, text: (Range<Int>) -> String
  ) -> (blocks: [(Statement, Block)], unanimated: Statement?) {
    if let block = block(of: statement, text: text) { return ([(statement, block)], nil) }
    let branches: [[Statement]]
    switch statement.kind {
    case let .if(branch): branches = [branch.then, branch.otherwise ?? []]
    case let .switch(_, cases): branches = cases.map(\.body)
    default: return ([], writes(statement) ? statement : nil)
    }
    var found: [(Statement, Block)] = []
    var unanimated: Statement?
    for inner in branches.joined() {
      let nested = branchBlocks(of: inner, writes: writes, text: text)
      found += nested.blocks
      if unanimated == nil { unanimated = nested.unanimated }
    }
    return (found, unanimated)
  }

  /// The statements a case runs before its first wait, and the one that waits: a `do`'s body
  /// runs in place.
  private static func step(_ statements: [Statement]) -> (statements: [Statement], waiting: Statement?) {
    var step: [Statement] = []
    for statement in statements {
      if case let .do(body, _) = statement.kind {
        let inner = Self.step(body)
        step += inner.statements
        if let waiting = inner.waiting { return (step, waiting) }
        continue
      }
      if waits([statement]) { return (step, statement) }
      step.append(statement)
    }
    return (step, nil)
  }

  private static func waits(_ statements: [Statement]) -> Bool {
    var found = false
    for statement in statements { statement.forEachExpression { if case .await = $0.kind { found = true } } }
    return found
  }

  /// Its statements run in place only if they mean the same there: inside the closure, `return`
  /// ends the closure and a local is the closure's own.
  private static func checkSplicable(_ block: Block, _ statement: Statement, text: (Range<Int>) -> String) throws {
    for inner in block.body {
      var splicable = true
      inner.forEachStatement { nested in
        switch nested.kind {
        case .expression, .if, .switch, .break: break
        default: splicable = false
        }
      }
      if !splicable {
        let line = text(inner.range).prefix { $0 != "\n" }
        throw ExpressionPort.Refusal(reason: "'\(line)' inside 'withAnimation' would not mean the same outside its closure")
      }
    }
  }

  /// `.default`, `.spring(response: 0.3)`, `Animation.easeInOut`: a type's members, labels and
  /// literals only, no name of a value.
  private static func isConstant(_ animation: String) -> Bool {
    var before: Character = " "
    var wordBefore: Character = " "
    var word = ""
    for character in animation + " " {
      if character.isLetter || character.isNumber || character == "_" {
        if word.isEmpty { wordBefore = before }
        word.append(character)
        continue
      }
      if let first = word.first, first.isLowercase, wordBefore != ".", character != ":", !["true", "false", "nil"].contains(word) {
        return false
      }
      if !word.isEmpty { before = "a" }
      word = ""
      if !character.isWhitespace { before = character }
    }
    return true
  }
}
