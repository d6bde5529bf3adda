/// The top of a Graft-owned file: the modules its features need, once each, sorted; those the
/// view models' files import under `#if` under the same condition.
struct ImportsContext: Encodable {
  var imports: [String]
  var conditionalImports: [ConditionalImport]

  struct ConditionalImport: Encodable {
    var condition: String
    var module: String
  }

  init(_ imports: Set<Import>) {
    let unconditional = Set(imports.filter { $0.condition == nil }.map(\.written))
    self.imports = unconditional.sorted()
    conditionalImports = imports.compactMap { item in
      guard let condition = item.condition, !unconditional.contains(item.written) else { return nil }
      return ConditionalImport(condition: condition, module: item.written)
    }.sorted { ($0.condition, $0.module) < ($1.condition, $1.module) }
  }
}
