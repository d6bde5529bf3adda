/// A member of one of the app's types: `types[type].members[member]`.
struct MemberReference: Hashable, Sendable, Comparable {
  var type: Int
  var member: Int

  static func < (lhs: Self, rhs: Self) -> Bool { (lhs.type, lhs.member) < (rhs.type, rhs.member) }
}

/// Who inherits from and conforms to what inside the app, and so which code is a type's own:
/// its superclasses' members, and the members of protocol extensions whose protocols it adopts
/// (`extension StatusTableViewCellDelegate where Self: DataSourceProvider { … }`), the mixins
/// through which apps share navigation helpers between screens.
struct TypeHierarchy: Sendable {
  /// Per type, its superclass when the app declares it.
  let superclass: [Int?]
  /// Per type, the type itself then its superclasses, nearest first: whose code and stored
  /// properties are the type's. Worked out once; the detectors ask for it per member.
  let lineage: [[Int]]
  /// Per type, the names of everything it inherits from or conforms to, through its superclasses
  /// and through the app's protocols' own inheritance.
  let conformances: [Set<String>]
  /// Per type, the framework class or protocol its chain starts from: `UITableViewController`.
  let frameworkBase: [String?]
  /// Per type, the protocol extension members that are its own.
  let mixins: [[MemberReference]]
  /// Members of extensions of framework types (`extension View`, `extension UIViewController`),
  /// by name: callable from any type of that framework.
  let frameworkExtensionMembers: NameTable<[MemberReference]>

  init(_ sources: AuditSources) {
    let types = sources.types
    let appProtocols = Set(types.filter { $0.kind == .protocol }.map(\.name))
    let appTypeNames = Set(types.filter { $0.kind != .extension }.map(\.name))
    // The class a composition names (`BaseViewController & Tracking`) is its own.
    // The app's class among the parts, wherever it is written; else the first part the app does
    // not declare (`UIViewController & Tracking`).
    func throughComposition(_ name: String, from scope: AuditedType) -> (index: Int?, name: String) {
      let index = sources.resolve(name, from: scope)
      guard let index, types[index].isComposition else { return (index, name) }
      let composition = types[index]
      let parts = composition.inheritance.map { ($0, sources.resolve($0, from: composition)) }
      if let (part, resolved) = parts.first(where: { $0.1.map { types[$0].kind == .class } == true }) { return (resolved, part) }
      if let (part, _) = parts.first(where: { $0.1 == nil }) { return (nil, part) }
      return (index, name)
    }
    // `class ScrollScreen: MacaroonUIKit.ScrollScreen` inherits a library's class of its own
    // name, not itself.
    let superclass = types.indices.map { position -> Int? in
      let type = types[position]
      guard type.kind == .class, let first = type.inheritance.first, let index = throughComposition(first, from: type).index,
        index != position, sources.types[index].kind == .class
      else { return nil }
      return index
    }
    self.superclass = superclass
    lineage = types.indices.map { [$0] + Self.chain(from: $0, superclass: superclass) }
    var conformances: [Set<String>] = []
    var frameworkBase: [String?] = []
    for index in types.indices {
      var names = Set(types[index].inheritance)
      for ancestor in lineage[index].dropFirst() { names.formUnion(types[ancestor].inheritance) }
      let top = lineage[index].last ?? index
      // Protocols inherit protocols: `DataSourceProvider: ViewControllerWithDependencies`.
      var pending = Array(names.filter(appProtocols.contains))
      while let name = pending.popLast() {
        guard let protocolIndex = sources.resolve(name, from: nil) else { continue }
        for inherited in types[protocolIndex].inheritance where names.insert(inherited).inserted && appProtocols.contains(inherited) {
          pending.append(inherited)
        }
      }
      conformances.append(names)
      let base = types[top].inheritance.first.map { throughComposition($0, from: types[top]) }
      frameworkBase.append(base.flatMap { base in base.index == top || !appTypeNames.contains(base.name) ? base.name : nil })
    }
    self.conformances = conformances
    self.frameworkBase = frameworkBase

    // Protocol extension members, grouped by what a type must adopt for them to be its own.
    var groups: [[String]: [MemberReference]] = [:]
    var frameworkExtensionMembers = NameTable<[MemberReference]>()
    for (typeIndex, type) in types.enumerated() where type.kind == .protocol || (type.kind == .extension && !appTypeNames.contains(type.name)) {
      for (memberIndex, member) in type.members.enumerated() where !member.isRequirement {
        let reference = MemberReference(type: typeIndex, member: memberIndex)
        let required = Array(Set([type.name] + type.conditions(of: member)).intersection(appProtocols)).sorted()
        if required.isEmpty {
          frameworkExtensionMembers.update(member.key, default: []) { $0.append(reference) }
        } else {
          groups[required, default: []].append(reference)
        }
      }
    }
    var mixins = [[MemberReference]](repeating: [], count: types.count)
    for (required, members) in groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
      for index in types.indices where types[index].kind != .protocol && types[index].kind != .extension
        && required.allSatisfy(conformances[index].contains)
      {
        mixins[index] += members
      }
    }
    self.mixins = mixins.map { $0.sorted() }
    self.frameworkExtensionMembers = frameworkExtensionMembers
  }

  /// The superclasses of a type, nearest first.
  func ancestors(of index: Int) -> ArraySlice<Int> { lineage[index].dropFirst() }

  /// Whether the type's code calls an instance method of that name as its own: one its lineage
  /// declares, or a protocol extension it adopts gives it (`push(scene:viewModel:)` of an
  /// `extension Coordinating`).
  func hasInstanceMethod(_ name: Name, in type: Int, sources: AuditSources) -> Bool {
    let isMethod = { (member: AuditedType.Member) in member.kind == .function && !member.isStatic && member.key == name }
    return lineage[type].contains { sources.types[$0].members.contains(where: isMethod) }
      || mixins[type].contains { isMethod(sources.types[$0.type].members[$0.member]) }
  }

  /// The superclasses of a type, nearest first; a cycle in broken code ends the chain.
  private static func chain(from index: Int, superclass: [Int?]) -> [Int] {
    var chain: [Int] = []
    var current = superclass[index]
    while let next = current, next != index, !chain.contains(next), chain.count < 32 {
      chain.append(next)
      current = superclass[next]
    }
    return chain
  }
}
