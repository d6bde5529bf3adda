import GraftSupport
import SwiftDeclarationParser

/// A service method that reports once, through the closure it takes last:
/// `func load(id: Int, completion: @escaping (Result<Item, Error>) -> Void)`. Its client's
/// endpoint waits for that report instead (`async throws -> Item`), the way a TCA effect calls a
/// dependency, and its live closure wraps the legacy call in a checked continuation.
///
/// Only a closure named for completing (`completion`, `completionHandler`, `onComplete`,
/// `done`, `reply`, `then`) is read so: a continuation resumed twice stops the program, and a
/// handler a service keeps and calls again (`observe(_ handler:)`) would do just that.
struct CompletionHandler: Sendable, Equatable {
  enum Report: Sendable, Equatable {
    /// `() -> Void`: it says only that the work is done.
    case done
    /// `(Item) -> Void`.
    case value(String)
    /// `(Result<Item, Failure>) -> Void`: the value, or the error the endpoint throws.
    case result(success: String, failure: String)
    /// `(Error?) -> Void`: `nil`, or the error the endpoint throws.
    case failure
    /// `(_ status: Bool, _ message: String?) -> Void`: several values at once, which the
    /// endpoint returns as a tuple (`(status: Bool, message: String?)`), labelled where the
    /// closure's type names them. Nothing is read into them (a `Bool` and a `String?` may mean
    /// success and failure, or not): the response's case reads them as the completion did.
    case values([Value])
  }

  var report: Report
  /// The completion's parameter label, nil when the caller writes none (`_ completion:`).
  var label: String?

  /// The endpoint's return type: what the completion reports, `Void` for nothing.
  var returnType: String {
    switch report {
    case .done, .failure: "Void"
    case let .value(type), let .result(success: type, _): type
    case let .values(values): Self.tupleType(of: values)
    }
  }

  var isThrowing: Bool {
    switch report {
    case .done, .value, .values: false
    case .result, .failure: true
    }
  }

  /// The completion the live closure hands the service, which resumes `continuation` with the
  /// report: `@Sendable`, since the service may call it from any thread.
  func completion(resuming continuation: String) -> String {
    switch report {
    case .done: "{ @Sendable in \(continuation).resume() }"
    case .value: "{ @Sendable value in \(continuation).resume(returning: value) }"
    case .result: "{ @Sendable result in \(continuation).resume(with: result) }"
    case .failure: "{ @Sendable error in if let error { \(continuation).resume(throwing: error) } else { \(continuation).resume() } }"
    case let .values(values):
      "{ @Sendable in \(continuation).resume(returning: (" + values.indices.map { "$\($0)" }.joined(separator: ", ") + ")) }"
    }
  }

  /// `withCheckedContinuation`, or its throwing sibling.
  var continuationFunction: String { isThrowing ? "withCheckedThrowingContinuation" : "withCheckedContinuation" }

  init(report: Report, label: String?) {
    self.report = report
    self.label = label
  }

  /// `resolving` writes a reported type as the client does, with what a type alias stands for
  /// (`typealias Result = Swift.Result<String, Error>`).
  init?(method: Declaration, resolving: (String) -> String = { $0 }) {
    guard method.kind == .function, !method.effects.isAsync, !method.effects.isThrowing, method.genericParameters == nil,
      ["Void", "()"].contains(method.returnType?.trimmed() ?? "Void"), let last = method.parameters.last
    else { return nil }
    let names = [last.argumentLabel, last.boundName].compactMap { $0?.lowercased() }
    guard names.contains(where: Self.isCompletionName) else { return nil }
    // A completion the caller may leave out (`((Item) -> Void)?`) is no report it waits for.
    let type = last.type.trimmed()
    guard type.contains("@escaping"), !type.hasSuffix("?"), !type.hasSuffix("!"), let closure = ClosureType(type),
      !closure.signature.isAsync, !closure.signature.isThrowing, ["Void", "()"].contains(closure.signature.returnType)
    else { return nil }
    let reported = closure.signature.parameterTypes.map { resolving($0.trimmed()) }
    if reported.count > 1 {
      // A variadic or `inout` value has no place in a tuple.
      guard closure.parameters.count == reported.count, !reported.contains(where: { $0.hasSuffix("...") || $0.hasPrefix("inout ") }) else { return nil }
      // Labels only where the closure's type names every value, and no two alike.
      let labels = closure.parameters.map { $0.label == "_" ? nil : $0.label }
      let labelled = labels.allSatisfy { $0 != nil } && Set(labels).count == labels.count
      report = .values(zip(closure.parameters, reported).map { Value(label: labelled ? $0.label : nil, name: $0.name, type: $1) })
    } else if let single = reported.first {
      let spaceless = single.filter { $0 != " " }
      if Self.optionalErrors.contains(spaceless) {
        report = .failure
      } else if let generic = ["Result<", "Swift.Result<"].first(where: single.hasPrefix), single.hasSuffix(">") {
        let arguments = TopLevelSplit.split(single.dropFirst(generic.count).dropLast(), on: ",")
        guard arguments.count == 2 else { return nil }
        report = .result(success: arguments[0].trimmed(), failure: arguments[1].trimmed())
      } else {
        // `(Error) -> Void` reports a failure only: no value to wait for.
        guard !Self.errors.contains(spaceless) else { return nil }
        report = .value(single)
      }
    } else {
      report = .done
    }
    label = last.argumentLabel
  }

  /// `(status: Bool, message: String?)`, or `(Bool, String?)` where the values have no labels.
  private static func tupleType(of values: [Value]) -> String {
    "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type }.joined(separator: ", ") + ")"
  }

  private static func isCompletionName(_ name: String) -> Bool {
    name.contains("complet") || ["done", "reply", "then", "resulthandler"].contains(name)
  }

  private static let errors: Set<String> = ["Error", "anyError", "Swift.Error", "NSError"]
  private static let optionalErrors: Set<String> = ["Error?", "(anyError)?", "Swift.Error?", "NSError?"]
}
