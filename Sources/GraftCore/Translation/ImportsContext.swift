/// The top of a Graft-owned file: the modules its features need, once each, sorted.
struct ImportsContext: Encodable {
  var imports: [String]
}
