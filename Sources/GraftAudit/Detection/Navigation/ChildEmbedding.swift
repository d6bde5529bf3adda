/// Where the app's own code puts a controller inside another's view, beyond `addChild(_:)`
/// itself: its helpers that add the controller they are handed as a child
/// (`func add(child viewController: UIViewController, inside view: UIView)`), and the stored
/// properties of its containers whose controller their own code adds
/// (`if let topWidget { add(child: topWidget, inside: topWidgetView) }`). A controller handed to
/// one, or stored in one by other code (`vc.topWidget = infoWidget`), is embedded: a part of the
/// container wherever it is not shown.
struct ChildEmbedding: Sendable {
  /// The calls that put a controller inside another's view.
  static let childAddingCalls = NameSet(["addChild", "addChildViewController", "embed"])
  /// What takes a child out: a helper that also does this switches its container's whole
  /// content between pages (`changeContentTo(_:)`), each a screen.
  private static let childRemovingCalls = NameSet(["removeFromParent", "removeFromParentViewController"])
  private static let controllerBases: Set<String> = ["UIViewController", "NSViewController"]

  /// The helpers, by `key(_:label:)` of their name and the label of their first parameter
  /// (`add` and `child`), declared by controllers' code: a coordinator's `add(_ coordinator:)`
  /// is not one.
  private let methods: NameSet
  /// The embedding properties, by name, and the containers that declare each.
  private let properties: NameTable<[Int]>

  init(sources: AuditSources, roles: TypeRoles) {
    var methods: [Name] = []
    for (index, type) in sources.types.enumerated() where Self.isControllerCode(index, sources: sources, roles: roles) {
      for member in type.members where member.kind == .function && !member.isRequirement {
        let file = sources.files[member.file]
        guard let body = member.tokens.first(where: { file.name($0) == .openBrace }),
          !(body..<member.tokens.upperBound).contains(where: { Self.childRemovingCalls.contains(file.name($0)) })
        else { continue }
        let parameters = ParameterList.declaration(member.nameToken, in: file)
        guard let first = parameters.first else { continue }
        let addsParameter = (body..<member.tokens.upperBound).contains { call in
          guard Self.childAddingCalls.contains(file.name(call)), let argument = Self.argument(ofCall: call, in: file) else { return false }
          return parameters.contains { $0.name == file.name(argument) }
        }
        if addsParameter { methods.append(Self.key(member.key, label: first.label)) }
      }
    }
    self.methods = NameSet(methods)
    var properties = NameTable<[Int]>()
    for (index, type) in sources.types.enumerated() where roles.isController[index] {
      let stored = Set(type.storedProperties.map(\.key))
      guard !stored.isEmpty else { continue }
      for member in type.members where member.kind == .function || member.kind == .initializer {
        let file = sources.files[member.file]
        for call in member.tokens where Self.childAddingCalls.contains(file.name(call)) || self.methods.contains(Self.key(ofCall: call, in: file)) {
          guard let argument = Self.argument(ofCall: call, in: file), stored.contains(file.name(argument)) else { continue }
          let containers = properties[file.name(argument)] ?? []
          if !containers.contains(index) { properties[file.name(argument)] = containers + [index] }
        }
      }
    }
    self.properties = properties
  }

  /// Whether the call at `callee` is one of the app's helpers that add a child.
  func isChildAddingMethod(_ callee: Int, in file: AuditFile) -> Bool {
    methods.contains(Self.key(ofCall: callee, in: file))
  }

  /// Whether `property` of the app type `container` holds a controller the container adds as a
  /// child (its own or a superclass's).
  func embeds(_ property: Name, of container: Int, lineage: [Int]) -> Bool {
    guard let containers = properties[property] else { return false }
    return lineage.contains { containers.contains($0) }
  }

  /// Whether some container has an embedding property of this name: a quick test before typing
  /// the receiver.
  func mayEmbed(_ property: Name) -> Bool { properties[property] != nil }

  /// The first argument of a call, when it is a name alone: `addChild(controller)`,
  /// `addChild(controller!)`, `add(child: widget, inside: view)`.
  static func argument(ofCall call: Int, in file: AuditFile) -> Int? {
    guard let argument = firstArgument(ofCall: call, in: file), file.tokens[argument].kind == .identifier else { return nil }
    let after = file.name(argument + 1)
    return after == .comma || after == .closeParen || after == .bang ? argument : nil
  }

  /// Where a call's first argument starts, past its label: `addChild(controller)`,
  /// `add(child: Widget(), inside: view)`.
  static func firstArgument(ofCall call: Int, in file: AuditFile) -> Int? {
    guard file.name(call + 1) == .openParen else { return nil }
    let argument = file.name(call + 3) == .colon ? call + 4 : call + 2
    return argument < file.tokens.count ? argument : nil
  }

  /// A call's name and the label of its first argument (`.none` when unlabelled), as `methods` keeps them.
  private static func key(ofCall call: Int, in file: AuditFile) -> Name {
    guard file.name(call + 1) == .openParen else { return .none }
    let label = file.name(call + 3) == .colon && file.tokens[call + 2].kind == .identifier ? file.name(call + 2) : Name.none
    return key(file.name(call), label: label)
  }

  private static func key(_ name: Name, label: Name) -> Name {
    Name(rawHash: (name.hash ^ (label.hash &* 0x9E37_79B9_7F4A_7C15)) | 1)
  }

  /// Whether a type's code runs as a controller's: a controller, an extension of the framework's
  /// controller, or a protocol (or its extension) that only controllers adopt
  /// (`protocol ParentWithSidebarController: UIViewController`).
  static func isControllerCode(_ index: Int, sources: AuditSources, roles: TypeRoles) -> Bool {
    if roles.isController[index] { return true }
    let type = sources.types[index]
    if controllerBases.contains(type.name) || type.inheritance.contains(where: controllerBases.contains) { return true }
    guard type.kind == .extension, let declared = sources.resolve(Name(type.name), from: nil), declared != index else { return false }
    return sources.types[declared].kind == .protocol && sources.types[declared].inheritance.contains(where: controllerBases.contains)
  }
}
