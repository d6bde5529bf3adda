import GraftSupport

extension FeatureBuilder {
  /// An object the legacy initializer is handed only for values it reads off it
  /// (`init(contractId: Int, contentViewModel: ContentViewModel)` that sets `self.isCaller =
  /// contentViewModel.isCaller`) enters `State.init` as those values (`isCaller: Bool`): a legacy
  /// screen reaches TCA as seed values, never as its objects, and a test can make the State. The
  /// bridge, on the main actor, takes the object as the legacy initializer did and reads them off
  /// it. An object State.init uses any other way (a call, a bare read) stays as it is.
  func seedMemberReads(in model: inout FeatureModel) {
    let equatability = Equatability(index: index)
    let fieldTypes = Dictionary(model.state.compactMap { field in field.type.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
    var seeds: [Value] = []
    for value in model.seedValues {
      guard equatability.reasonItIsNot(value.type) != nil,
        let reads = Self.memberReads(of: value.name, in: model.stateInitializer, fieldTypes: fieldTypes),
        !reads.contains(where: { read in model.seedValues.contains { $0.name == read.field } || seeds.contains { $0.name == read.field } })
      else {
        seeds.append(value)
        continue
      }
      for read in reads {
        seeds.append(Value(label: read.field, name: read.field, type: read.type))
        model.objectReads[read.field] = ObjectRead(object: value, expression: read.expression)
        model.stateInitializer = model.stateInitializer.map { line in
          line == read.line ? "self.\(read.field) = \(read.field)" : line
        }
      }
    }
    model.seedValues = seeds
  }

  /// Each `self.field = object.member` (or `field = …`) line of State.init that mentions `object`,
  /// with the field's type; nil when a line mentions it in any other way, or when none does.
  static func memberReads(
    of object: String, in lines: [String], fieldTypes: [String: String]
  ) -> [(field: String, type: String, line: String, expression: String)]? {
    var reads: [(field: String, type: String, line: String, expression: String)] = []
    for line in lines where SwiftIdentifier.isMentioned(object, in: line) {
      let sides = line.components(separatedBy: " = ")
      guard sides.count == 2, sides[1].hasPrefix(object + ".") else { return nil }
      let field = sides[0].hasPrefix("self.") ? String(sides[0].dropFirst("self.".count)) : sides[0]
      let member = sides[1].dropFirst(object.count + 1)
      // A parameter of the field's name would hide the field from the rest of State.init
      // (`if muted { isHost = false }`): a field State.init mentions again stays read off the object.
      guard let type = fieldTypes[field], !member.isEmpty, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        !reads.contains(where: { $0.field == field }), !lines.contains(where: { $0 != line && SwiftIdentifier.isMentioned(field, in: $0) })
      else { return nil }
      reads.append((field, type, line, sides[1]))
    }
    return reads.isEmpty ? nil : reads
  }
}
