import Foundation
import SwiftDeclarationParser

/// What `graft inspect` prints for a parsed file: every declaration as a one-line signature
/// with its position, indented by nesting, so that a person can see exactly what Graft read.
public enum DeclarationTreeReport {
  public static func text(for file: SourceFile) -> String {
    var output = "\(file.path)\n"
    for declaration in file.declarations {
      append(declaration, depth: 1, to: &output)
    }
    if file.declarations.isEmpty { output += "  (no declarations)\n" }
    return output
  }

  private static func append(_ declaration: Declaration, depth: Int, to output: inout String) {
    let indent = String(repeating: "  ", count: depth)
    let position = "\(declaration.range.start)-\(declaration.range.end)"
    let column = position.padding(toLength: max(position.count, 13), withPad: " ", startingAt: 0)
    let detailIndent = indent + String(repeating: " ", count: column.count + 1)
    output += "\(indent)\(column) \(signature(of: declaration))\n"
    for comment in declaration.comments {
      output += "\(detailIndent)\(comment.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "))\n"
    }
    if let condition = declaration.condition {
      output += "\(detailIndent)#if \(condition)\n"
    }
    if let body = declaration.body {
      output += "\(detailIndent)body \(body.start)-\(body.end)\n"
    }
    for accessor in declaration.accessors where accessor.body != nil {
      output += "\(detailIndent)\(accessor.isImplicit ? "getter" : accessor.kind) \(accessor.body!.start)-\(accessor.body!.end)\n"
    }
    for member in declaration.members {
      append(member, depth: depth + 1, to: &output)
    }
  }

  /// The declaration's header as Swift would write it, bodies elided.
  static func signature(of declaration: Declaration) -> String {
    var words = declaration.attributes.map(\.description) + declaration.modifiers
    let generics = declaration.genericParameters.map { "<\($0)>" } ?? ""
    switch declaration.kind {
    case .function, .initializer, .subscript, .macro:
      let keyword = declaration.kind == .function ? "func " : declaration.kind == .macro ? "macro " : ""
      var head = keyword + declaration.name + generics + "(" + declaration.parameters.map(parameter).joined(separator: ", ") + ")"
      let effects = declaration.effects.description
      if !effects.isEmpty { head += " " + effects }
      if let returnType = declaration.returnType { head += " -> " + returnType }
      words.append(head)
    case .deinitializer:
      words.append("deinit")
    case .enumCase:
      var head = "case " + declaration.name
      if !declaration.parameters.isEmpty {
        head += "(" + declaration.parameters.map(parameter).joined(separator: ", ") + ")"
      }
      words.append(head)
    case .import:
      words.append("import " + declaration.name)
    default:
      var head = declaration.kind.rawValue + " " + declaration.name + generics
      if let type = declaration.type {
        head += declaration.kind == .typealias ? " = " + type : ": " + type
      }
      if !declaration.inheritance.isEmpty { head += ": " + declaration.inheritance.joined(separator: ", ") }
      words.append(head)
    }
    if let whereClause = declaration.whereClause { words.append("where " + whereClause) }
    if let initializer = declaration.initializer {
      words.append("= " + oneLine(initializer))
    }
    let explicitAccessors = declaration.accessors.filter { !$0.isImplicit }.map(\.kind)
    if !explicitAccessors.isEmpty { words.append("{ " + explicitAccessors.joined(separator: " ") + " }") }
    return words.joined(separator: " ")
  }

  private static func parameter(_ parameter: Parameter) -> String {
    var text = [parameter.label, parameter.name].compactMap { $0 }.joined(separator: " ")
    text += text.isEmpty ? parameter.type : ": " + parameter.type
    if let value = parameter.defaultValue { text += " = " + oneLine(value) }
    return text
  }

  /// Long or multi-line initializers are shortened so that each declaration stays one line.
  private static func oneLine(_ text: String) -> String {
    let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let shortened = firstLine.count > 60 ? String(firstLine.prefix(57)) + "..." : firstLine
    return firstLine == text ? shortened : shortened + " …"
  }

  /// The machine-readable form: a versioned document with every field of every declaration,
  /// and each view model's member classifications.
  public static func json(
    for files: [SourceFile], viewModels: [(ViewModel, [MemberClassification])] = [], models: [String: FeatureModel] = [:]
  ) throws -> String {
    struct Document: Encodable {
      var version = 1
      var files: [FileEntry]
      var viewModels: [ViewModelEntry]
    }
    struct FileEntry: Encodable {
      var path: String
      var declarations: [Declaration]
      var diagnostics: [Diagnostic]
    }
    struct ViewModelEntry: Encodable {
      var name: String
      var path: String
      var feature: String
      var observation: String
      var members: [MemberEntry]
    }
    struct MemberEntry: Encodable {
      var name: String
      var role: String
      var reason: String
      var bindable: Bool
      var line: Int
      /// The file it is declared in, when not the view model's: an extension's, a superclass's.
      var path: String?
      /// The app's class it is inherited from, for a superclass's member.
      var inheritedFrom: String?
      /// For a view action: "ported into the reducer", or "not ported: " and why.
      var port: String?
      /// For a reactive view model's `transform(_:)`: the view action of each stream of its input.
      var streamActions: [StreamActionEntry]?
    }
    struct StreamActionEntry: Encodable {
      var action: String
      var stream: String
      var port: String
    }
    let document = Document(
      files: files.map { FileEntry(path: $0.path, declarations: $0.declarations, diagnostics: $0.diagnostics) },
      viewModels: viewModels.map { viewModel, classifications in
        ViewModelEntry(
          name: viewModel.qualifiedName, path: viewModel.path, feature: viewModel.featureName,
          observation: viewModel.observation.rawValue,
          members: classifications.map {
            MemberEntry(name: $0.member.name, role: $0.role.rawValue, reason: $0.reason, bindable: $0.isBindable,
              line: $0.member.declaration.range.start.line,
              path: $0.member.path == viewModel.path ? nil : $0.member.path, inheritedFrom: $0.member.inheritedFrom,
              port: ClassificationReport.portStatus(of: $0, in: models[viewModel.qualifiedName]),
              streamActions: Optional(ClassificationReport.streamActions(of: $0, in: models[viewModel.qualifiedName]).map {
                StreamActionEntry(action: $0.action, stream: $0.stream, port: $0.port)
              }).flatMap { $0.isEmpty ? nil : $0 })
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
