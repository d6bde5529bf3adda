import GraftAudit
import GraftGenerator
import Mustache
import SwiftDeclarationParser

/// libFuzzer's entry point: every input is parsed as a Swift file and as a Mustache template,
/// the template rendered, and the file taken through the whole generation pipeline and the audit,
/// both from the parsed file and from its bytes; and audited as a storyboard beside a few
/// controllers its scenes may name. A crash, a hang (libFuzzer's `-timeout`),
/// runaway memory (`-rss_limit_mb`) or two audits that differ is a failure; thrown errors are the
/// expected outcome for bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let file = SourceFile(path: "fuzz.swift", bytes: bytes)
  // Touch every body span: a span outside the file would trap here.
  var stack = file.declarations
  while let declaration = stack.popLast() {
    if let body = declaration.body { _ = file.text(of: body) }
    precondition(declaration.range.startOffset <= declaration.range.endOffset)
    precondition(declaration.range.endOffset <= bytes.count)
    stack += declaration.members
  }
  fuzzTemplate(String(decoding: bytes, as: UTF8.self))
  // The whole pipeline: extraction, analysis, feature model, rendering. Errors are expected;
  // a trap is not.
  _ = try? FeatureGenerator().generate([file])
  _ = Inspection(files: [file]).text
  // The audit reads bodies token by token, string interpolations included.
  let report = Auditor().audit([file])
  // The audit as `graft audit` runs it: the bytes lexed first, then parsed with the groups the
  // lex matched jumped over. That parse must be the plain one: the same report, the same
  // diagnostics.
  let (lexedFirst, diagnostics) = Auditor().audit(unparsed: [(path: "fuzz.swift", bytes: bytes)])
  precondition(lexedFirst == report, "the audit of the bytes differs from the audit of the parsed file")
  if Auditor.reads(bytes) {
    precondition(diagnostics.map(\.description) == file.diagnostics.map(\.description), "parsing after lexing changed the diagnostics")
  }
  _ = AuditMarkdownRenderer.render(report)
  _ = AuditJSONRenderer.render(report)
  let files = [(path: "Controllers.swift", bytes: storyboardControllers), (path: "fuzz.storyboard", bytes: bytes)]
  let (withStoryboard, _) = Auditor().audit(unparsed: files)
  let (reversed, _) = Auditor().audit(unparsed: files.reversed())
  precondition(withStoryboard == reversed, "the audit depends on the order of its files")
  _ = AuditMarkdownRenderer.render(withStoryboard)
  return 0
}

/// Controllers named like the scenes of the storyboard fixture the corpus starts from.
let storyboardControllers = Array("""
  final class InboxViewController: UITableViewController {
    func compose() { performSegue(withIdentifier: "Compose", sender: nil) }
  }
  final class ComposeViewController: UIViewController { var draft = "" }
  final class SettingsViewController: UITableViewController {}
  final class PlanViewController: UIViewController {}
  """.utf8)

/// Parses and renders a template against a context without lists, so that output stays
/// linear in the template's size, with partials resolving to small fixed templates.
func fuzzTemplate(_ source: String) {
  let partials = DictionaryTemplateLoader(["p": "[{{x}}]\n", "parent": "<{{$b}}default{{/b}}>"])
  let context: MustacheValue = ["x": "value", "b": true, "n": 1, "o": ["x": "inner"]]
  guard let template = try? Template(name: "fuzz", source: source) else { return }
  _ = try? template.render(context, partials: partials, options: .specification)
  _ = try? template.render(context, partials: partials)
}
