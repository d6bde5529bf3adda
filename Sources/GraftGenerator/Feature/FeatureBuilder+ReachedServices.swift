import GraftSupport
import SwiftDeclarationParser

/// Services nobody hands the view model: singletons of the app it calls
/// (`Analytics.shared.track(…)`, `HudHelper.instance().show()`), and objects it keeps under a
/// name of its own (`private let cache = CacheService.shared`, `private let client =
/// JoinClient()`). Each is reached through a dependency client of the methods the view model
/// calls on it; the bridge makes the client live the way the view model reached the object, and
/// a test overrides it like any other. One no ported body calls is dropped after porting, so that
/// no feature declares a dependency it never uses.
extension FeatureBuilder {
  func addSingletonDependencies(of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics) {
    let methods = viewModel.members.filter { $0.declaration.kind == .function || $0.declaration.kind == .initializer }
    var found: [(reach: ServiceReach, calls: Set<String>, reads: Set<String>, at: Member)] = []
    for member in methods {
      guard let body = member.declaration.bodyText else { continue }
      for use in Self.singletonCalls(in: body) {
        let index = found.firstIndex(where: { $0.reach == use.reach }) ?? {
          found.append((use.reach, [], [], member))
          return found.count - 1
        }()
        if use.isRead { found[index].reads.insert(use.member) } else { found[index].calls.insert(use.member) }
      }
    }
    for (reach, called, read, member) in found {
      guard reach.typeName != viewModel.name, let (serviceName, service, isProtocol) = reach.service(in: index) else { continue }
      // Of a type's own methods, those it declares static and that return nothing, or wait:
      // called for what they do (`Analytics.track(…)`, `await Uploader.upload(image)`), not for
      // a value the reducer could compute (`Formatter.title(for:)`).
      // A logging type's levels (`MXLog.info(…)`) are carried as they are, as `print` is.
      let calls = reach.isType
        ? called.filter { !BodyPorter.isLogging(reach.typeName, level: $0) && isStaticAction($0, of: reach.typeName, declaration: service) } : called
      // A singleton's properties the view model reads are the client's getters (`UserManager.shared.activatedUID`
      // as `userManager.activatedUID()`), read where the legacy code read them.
      guard !calls.isEmpty || !read.isEmpty else { continue }
      // A property of the same service already has the client's key: another instance.
      guard !model.dependencies.contains(where: { $0.protocolName == serviceName }) else { continue }
      // `MangaClient` as `manga`, or, where the view model or another client has that name (its
      // `manga` list), `MangaManagerClient` as `mangaManager`.
      let names = [
        (defaultClientName(for: serviceName), CaseConversion.lowerFirst(ServiceName.base(of: reach.typeName))),
        (wholeClientName(for: serviceName), CaseConversion.lowerFirst(reach.typeName)),
      ]
      let free = names.first { clientName, property in
        !model.dependencies.contains(where: { $0.name == clientName || $0.propertyName == property })
          && !viewModel.members.contains(where: { $0.name == property })
      }
      guard let (clientName, property) = free else { continue }
      let client = makeClient(
        serviceName: serviceName, service: service, isProtocol: isProtocol, clientName: clientName, key: CaseConversion.lowerFirst(clientName),
        propertyName: property, writtenType: serviceName, called: calls, read: read, onlyCalled: true, forwardsToType: reach.isType, at: member.declaration,
        path: member.path, diagnostics: &diagnostics)
      guard !client.endpoints.isEmpty else { continue }
      model.dependencies.append(client)
      model.reachedServices.append(ReachedService(reach: reach.text, client: clientName, key: client.key, property: property))
    }
  }

  /// Whether the type (or an extension of it) declares `method` static, visible to the
  /// generated file, returning nothing or waiting, and changing none of its arguments (`inout`).
  private func isStaticAction(_ method: String, of typeName: String, declaration: Declaration) -> Bool {
    let members = declaration.members + (index.extensions[typeName] ?? []).flatMap(\.declaration.members)
    return members.contains { member in
      member.kind == .function && member.name == method && (member.hasModifier("static") || member.hasModifier("class"))
        && !member.hasModifier("private") && !member.hasModifier("fileprivate")
        && ([nil, "Void", "()"].contains(member.returnType) || member.effects.isAsync)
        && !member.parameters.contains { $0.type.hasPrefix("inout ") }
    }
  }

  /// A service the view model keeps under a name of its own (`private let cache =
  /// CacheService.shared`, `private let client = JoinClient()`): a client of the methods called
  /// on that property, which the bridge makes live the way the view model reached the object.
  func addReachedService(_ member: Member, reach: ServiceReach, of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics) {
    guard let (serviceName, service, isProtocol) = reach.service(in: index) else { return }
    // A client's key stands for one instance: a second object of the same service stays out.
    guard !model.dependencies.contains(where: { $0.protocolName == serviceName }) else { return }
    var clientName = defaultClientName(for: serviceName)
    if model.dependencies.contains(where: { $0.name == clientName }) { clientName = wholeClientName(for: serviceName) }
    let client = clientOfProperty(
      member, serviceName: serviceName, service: service, isProtocol: isProtocol, clientName: clientName, writtenType: serviceName,
      onlyCalled: true, of: viewModel, diagnostics: &diagnostics)
    model.dependencies.append(client)
    model.reachedServices.append(ReachedService(reach: reach.text, client: clientName, key: client.key, property: member.name))
  }

  /// After porting: a service the view model reaches itself that no ported body calls is no
  /// dependency of the feature.
  func dropUnusedReachedServices(of model: inout FeatureModel) {
    let ported = model.viewActions.compactMap(\.ported)
    let lines = ported.flatMap(\.allLines)
    let unused = model.reachedServices.filter { singleton in !lines.contains { SwiftIdentifier.isMentioned(singleton.property, in: $0) } }
    model.reachedServices.removeAll { singleton in unused.contains(singleton) }
    model.dependencies.removeAll { client in unused.contains { $0.client == client.name && $0.property == client.propertyName } }
  }

  /// The calls a body makes on singletons: `Analytics.shared.track(` and `HudHelper.instance().show {`,
  /// and on types (`Analytics.track(`), each with the method called; and the singletons'
  /// properties it reads (`UserManager.shared.activatedUID`, not one it assigns). Read from the
  /// text: the body's statements decide what is ported.
  static func singletonCalls(in body: String) -> [(reach: ServiceReach, member: String, isRead: Bool)] {
    var found: [(reach: ServiceReach, member: String, isRead: Bool)] = []
    let characters = Array(body.utf8)
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
    }
    func identifier(at start: Int) -> (String, Int)? {
      var end = start
      while end < characters.count, isIdentifier(characters[end]) { end += 1 }
      guard end > start else { return nil }
      return (String(decoding: characters[start..<end], as: UTF8.self), end)
    }
    var position = 0
    while position < characters.count {
      let byte = characters[position]
      guard byte >= 65 && byte <= 90, position == 0 || (!isIdentifier(characters[position - 1]) && characters[position - 1] != 46) else {
        position += 1
        continue
      }
      guard let (typeName, afterType) = identifier(at: position) else { position += 1; continue }
      position = afterType
      guard afterType < characters.count, characters[afterType] == 46, let (accessor, afterAccessor) = identifier(at: afterType + 1) else { continue }
      // `Analytics.track(`: a static method of the type, which the caller judges by its declaration.
      guard ServiceReach.singletonAccessors.contains(accessor) else {
        if afterAccessor < characters.count, characters[afterAccessor] == 40, accessor != "init" {
          found.append((ServiceReach(typeName: typeName, accessor: nil, isCall: false), accessor, false))
        }
        position = afterAccessor
        continue
      }
      var next = afterAccessor
      var isCall = false
      if next + 1 < characters.count, characters[next] == 40, characters[next + 1] == 41 {
        isCall = true
        next += 2
      }
      guard next < characters.count, characters[next] == 46, let (method, afterMethod) = identifier(at: next + 1) else { continue }
      var open = afterMethod
      while open < characters.count, characters[open] == 32 { open += 1 }
      let reach = ServiceReach(typeName: typeName, accessor: accessor, isCall: isCall)
      position = afterMethod
      if open < characters.count, characters[open] == 40 || characters[open] == 123 {
        found.append((reach, method, false))
        continue
      }
      // `= value`, `+= 1`: an assignment, which no getter makes; `==` compares.
      var operatorEnd = open
      while operatorEnd < characters.count, [43, 45, 42, 47, 37, 38, 124, 94, 60, 62, 63, 33].contains(characters[operatorEnd]) { operatorEnd += 1 }
      let assigns = operatorEnd < characters.count && characters[operatorEnd] == 61
        && !(operatorEnd + 1 < characters.count && characters[operatorEnd + 1] == 61) && (operatorEnd == open || ![60, 62, 33].contains(characters[operatorEnd - 1]))
      if !assigns { found.append((reach, method, true)) }
    }
    return found
  }
}
