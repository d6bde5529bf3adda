import GraftSupport
import SwiftDeclarationParser

/// Services: a `@DependencyClient` whose endpoints mirror the service's protocol.
extension FeatureBuilder {
  func addDependency(
    _ classification: MemberClassification, of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics
  ) {
    let declaration = classification.member.declaration
    model.serviceProperties.append(declaration.name)
    // Through what an alias stands for: `PlaylistServices = PlaylistStoring & Sendable`.
    let typeNames = TypeText(index.resolvingAliases(classification.member.writtenType ?? "")).mentionedNames
    // A protocol's requirements, or the methods of a class, an actor or a value type that does
    // work (`struct ConfirmService`), become the client's endpoints.
    let declared = typeNames.lazy.compactMap { name -> (String, Declaration, Bool)? in
      if let declaration = index.protocols[name] { return (name, declaration, true) }
      if let type = index.types[name], [.class, .actor, .struct, .enum].contains(type.kind) { return (name, type.declaration, false) }
      return nil
    }.first
    guard let (protocolName, service, isProtocol) = declared else {
      addLegacyService(classification, of: viewModel, to: &model, diagnostics: &diagnostics)
      return
    }
    // A generic class's methods speak of its type parameters, which no closure of a client can;
    // and `RichController<Item>` and `RichController<Tag>` are two services.
    if !isProtocol, let generics = service.genericParameters {
      addLegacyService(classification, of: viewModel, to: &model, diagnostics: &diagnostics, generic: protocolName + "<" + generics + ">")
      return
    }
    var clientName = defaultClientName(for: protocolName)
    // A client's key stands for one instance: a second property of the same service
    // (`sharedActivity`, `storyActivity`) is another object, held as it is under its own key.
    if let first = model.dependencies.first(where: { $0.protocolName == protocolName }) {
      addLegacyService(classification, of: viewModel, to: &model, diagnostics: &diagnostics, sharing: (first.name, first.propertyName))
      return
    }
    // Another service whose client would have the same name (`UserService`, `UserRepository`):
    // named in full.
    if model.dependencies.contains(where: { $0.name == clientName }) { clientName = protocolName + "Client" }
    // A protocol's requirements are the service's interface; a class of another module (a
    // framework's `BleHwManager` of 21 methods) is mirrored as far as the view model uses it:
    // its other methods name types of modules the feature's file need not import.
    let isOtherModule = index.pathOfType[TypeNames.bare(protocolName)].map { !SourcePath.isSameModule($0, viewModel.path) } ?? false
    model.dependencies.append(clientOfProperty(
      classification.member, serviceName: protocolName, service: service, isProtocol: isProtocol, clientName: clientName,
      writtenType: classification.member.writtenType ?? "", onlyCalled: !isProtocol && isOtherModule, of: viewModel, diagnostics: &diagnostics))
  }

  /// The client of a property of the view model that holds a service: keyed as its annotation
  /// says (`// graft: dependency key=…`) or after the client, with the methods called on the
  /// property and a getter for each of the service's properties it reads.
  func clientOfProperty(
    _ member: Member, serviceName: String, service: Declaration, isProtocol: Bool, clientName: String, writtenType: String, onlyCalled: Bool,
    of viewModel: ViewModel, diagnostics: inout Diagnostics
  ) -> DependencyClient {
    var key = CaseConversion.lowerFirst(clientName)
    if case let .dependency(custom?) = member.directive { key = custom }
    let bodies = viewModel.members.compactMap(\.declaration.bodyText)
    return makeClient(
      serviceName: serviceName, service: service, isProtocol: isProtocol, clientName: clientName, key: key, propertyName: member.name,
      writtenType: writtenType, called: Set(Self.calls(on: member.name, in: bodies)),
      read: Self.reads(on: member.name, in: viewModel.members.map(\.declaration)), onlyCalled: onlyCalled, at: member.declaration,
      path: member.path, diagnostics: &diagnostics)
  }

  /// `NotesService` → `NotesClient`; `protocol AnalyticsClient`, or a type of the sources named
  /// like the client, is not shadowed by it: `AnalyticsClientDependency`. A client's name starts
  /// with a capital whatever the service's (`hPaymentService` → `HPaymentClient`), so that the
  /// key, its name with a small letter, never names the type itself.
  func defaultClientName(for serviceName: String) -> String {
    let name = CaseConversion.upperFirst(ServiceName.base(of: serviceName) + "Client")
    return isTaken(name, by: serviceName) ? CaseConversion.upperFirst(serviceName + "Dependency") : name
  }

  /// Whether a client's name, or its key (`hNetworkClient` for `HNetworkClient`), is a type's
  /// of the sources: the client would shadow it, or the bridge's local of the key's name would.
  private func isTaken(_ clientName: String, by serviceName: String) -> Bool {
    clientName == serviceName || index.typeNames.contains(clientName) || index.typeNames.contains(CaseConversion.lowerFirst(clientName))
  }

  /// The client named for the whole service, where its usual name is taken by another client:
  /// `MangaManagerClient` beside a `MangaClient`; `MangaManagerDependency` where the app declares
  /// that name itself.
  func wholeClientName(for serviceName: String) -> String {
    let name = CaseConversion.upperFirst(serviceName + "Client")
    return isTaken(name, by: serviceName) ? CaseConversion.upperFirst(serviceName + "Dependency") : name
  }

  /// A client of closures for a service (a protocol's requirements, or a class's methods; only
  /// those `called` when `onlyCalled`), with the methods of its extensions the view model calls,
  /// and a getter for each of its properties the view model reads (`read`).
  /// `at` is where Graft tells what the client cannot mirror. `forwardsToType`: the client
  /// forwards to the type's static methods (`Analytics.track(…)`), not an instance's.
  func makeClient(
    serviceName protocolName: String, service: Declaration, isProtocol: Bool, clientName: String, key: String, propertyName: String,
    writtenType: String, called: Set<String>, read: Set<String> = [], onlyCalled: Bool, forwardsToType: Bool = false,
    at declaration: Declaration, path: String, diagnostics: inout Diagnostics
  ) -> DependencyClient {
    let isInstance = { (member: Declaration) in
      (member.hasModifier("static") || member.hasModifier("class")) == forwardsToType && !member.hasModifier("private")
        && !member.hasModifier("fileprivate")
    }
    // A `mutating` method changes a value the live client holds as a constant: no endpoint.
    let isInstanceMethod = { (member: Declaration) in member.kind == .function && isInstance(member) && !member.hasModifier("mutating") }
    // A class of another module (a package's `public class VaultDBManager`, or its `public
    // extension`) shows the feature only what it makes public: its internal members are out of
    // the client's reach. An extension in the app's own module is the app's.
    let isVisible = { (member: Declaration, scopePath: String?, scopeIsPublic: Bool) in
      isProtocol || scopeIsPublic || member.hasModifier("public") || member.hasModifier("open")
        || scopePath.map { !SourcePath.isOtherPackageModule($0, than: path) } ?? true
    }
    let servicePath = index.pathOfType[TypeNames.bare(protocolName)]
    let members = (isProtocol ? index.requirements(ofProtocol: protocolName) : service.members).filter {
      isVisible($0, servicePath, false)
    }
    var callable = members.filter(isInstanceMethod)
    // A property the view model reads is a getter of the client: `accessLevel: () -> AccessLevel`,
    // its type written or read off its initializer (`var period = 1`).
    let propertyType = { (member: Declaration) in member.type ?? member.initializer.flatMap { inference.type(of: $0) } }
    let isReadable = { (member: Declaration) in
      (member.kind == .var || member.kind == .let) && isInstance(member) && read.contains(member.name) && propertyType(member) != nil
        && !member.accessors.contains { $0.effects.isThrowing }
    }
    var readable = members.filter(isReadable)
    if onlyCalled { callable = callable.filter { called.contains($0.name) } }
    // Methods an extension adds (`extension Analytics { func track(event:) }`) that the view
    // model calls: the feature calls them too, so its client has them.
    // A method of the same labels and types is a requirement's default implementation; an
    // extension the generated file cannot see (`private extension`) is left to its file.
    let signature = { (method: Declaration) in MemberClassifier.selector(of: method) + method.parameters.map(\.type).joined(separator: ",") }
    var signatures = Set(callable.map(signature))
    // `track(event:file:line:)` with `file: String = #fileID`, `line: Int = #line`, calling the
    // requirement as it is given: a call that leaves them out is the requirement's, with them.
    var forwardedDefaults: [String: [String?]] = [:]
    for item in index.extensions[protocolName] ?? []
    where item.declaration.whereClause == nil && !item.declaration.hasModifier("private") && !item.declaration.hasModifier("fileprivate") {
      let isPublic = item.declaration.hasModifier("public")
      for method in item.declaration.members
      where isInstanceMethod(method) && called.contains(method.name) && isVisible(method, item.path, isPublic) {
        guard signatures.insert(signature(method)).inserted else {
          if isProtocol, let defaults = CallDefaults.forwarded(by: method) { forwardedDefaults[signature(method)] = defaults }
          continue
        }
        callable.append(method)
      }
      // A computed property an extension adds (`extension CoinChartService { var validIntervals … }`).
      for property in item.declaration.members
      where isReadable(property) && isVisible(property, item.path, isPublic) && !readable.contains(where: { $0.name == property.name }) {
        readable.append(property)
      }
    }
    // A generic method has no closure type: its type parameters exist only in its signature.
    // `some P` in a parameter, or as the result, is a generic parameter by another name; so is
    // a protocol's associated type (`Metadata`) or `Self`, which each conforming type fixes.
    let associatedTypes = Set(members.filter { $0.kind == .associatedtype }.map(\.name)).union(isProtocol ? ["Self"] : [])
    let namesAssociatedType = { (types: [String]) in
      types.contains { !associatedTypes.isDisjoint(with: TypeText($0).mentionedNames) }
    }
    let isGeneric = { (method: Declaration) in
      method.genericParameters != nil
        || (method.parameters.map(\.type) + [method.returnType ?? ""]).contains { TypeText($0).isOpaque }
        || namesAssociatedType(method.parameters.map(\.type) + [method.returnType ?? ""])
    }
    readable.removeAll { namesAssociatedType([propertyType($0) ?? ""]) }
    // `var changes: some Publisher<Change, Never>`: no closure's type can name an opaque type.
    let opaque = readable.filter { TypeText(propertyType($0) ?? "").isOpaque }
    if !opaque.isEmpty {
      readable.removeAll { TypeText(propertyType($0) ?? "").isOpaque }
      diagnostics.warn(
        "\(protocolName)'s \(opaque.map { "'\($0.name): \(propertyType($0) ?? "")'" }.joined(separator: ", ")) "
          + "\(opaque.count == 1 ? "has an opaque type, which" : "have opaque types, which") no closure of \(ServiceName.base(of: protocolName))Client can return: "
          + "add an endpoint of a concrete type ('AnyPublisher<…>' for a publisher) by hand where the feature reads \(opaque.count == 1 ? "it" : "them")",
        at: declaration)
    }
    // `let taps = MutableProperty(())`: a generic type its initializer leaves the arguments of
    // to Swift, which a closure's type must write.
    let bare = readable.filter { property in
      guard let type = propertyType(property), !type.contains("<") else { return false }
      let name = type.trimmed()
      return FrameworkTypes.kinds[name].map { $0 == .valueSubject || $0 == .eventStream } == true
        || index.declaredType(name)?.declaration.genericParameters != nil
    }
    if !bare.isEmpty {
      readable.removeAll { property in bare.contains { $0.range == property.range } }
      diagnostics.warn(
        "\(protocolName)'s \(bare.map { "'\($0.name)'" }.joined(separator: ", ")) \(bare.count == 1 ? "is" : "are") of a generic type whose arguments "
          + "only \(bare.count == 1 ? "its" : "their") initial value says: no closure of \(ServiceName.base(of: protocolName))Client returns \(bare.count == 1 ? "it" : "them"); "
          + "write the type out (`MutableProperty<Void>`) or add an endpoint by hand",
        at: declaration)
    }
    let generic = callable.filter(isGeneric)
    var methods = callable.filter { !isGeneric($0) }
    if !generic.isEmpty {
      diagnostics.warn(
        "\(protocolName)'s generic \(generic.count == 1 ? "method" : "methods") \(generic.map { "'\(MemberClassifier.selector(of: $0))'" }.joined(separator: ", ")) "
          + "cannot be \(generic.count == 1 ? "a closure" : "closures") of \(ServiceName.base(of: protocolName))Client: add a non-generic endpoint by hand where the feature calls \(generic.count == 1 ? "it" : "them")",
        at: declaration)
    }
    // The legacy view model runs on the main thread, and a synchronous method runs on its
    // caller's: a service that is not `Sendable` may only be used there, and such a method may
    // touch UIKit or the view model's other objects. The feature calls it there too: in the
    // reducer, or in an effect on the main actor, never on the cooperative pool. An `async`
    // method runs where its own isolation says, as before.
    let sendability = Sendability(index: index)
    // A type's static methods reach whatever global state they keep, whatever the type is.
    let isServiceSendable = isSendableService(writtenType, sendability)
    let callsStayOnMain = forwardsToType || !isServiceSendable
    // The client lives outside the service: a type nested in it is written with its owner
    // (`BackupService.ActionResult`), and a protocol's own alias as what it stands for.
    let nested = TypeQualifier(viewModel: protocolName, index: index)
    let aliases = TypeQualifier(names: Dictionary(
      service.members.filter { $0.kind == .typealias && isProtocol }.compactMap { alias in
        alias.type.map { target in
          (alias.name, target.contains("->") || target.contains("&") || target.hasPrefix("any ") || target.hasPrefix("some ") ? "(" + target + ")" : target)
        }
      },
      uniquingKeysWith: { first, _ in first }))
    // The service's file reads a type of its own module where another module declares one of
    // the same name: the feature's file, which may import both, names it with its module.
    let modules = TypeQualifier(names: index.ownModuleQualifiedNames(near: servicePath ?? path, visibleTypes: LibraryNameQualifier.exportedNames))
    let written = { (type: String) in modules.qualify(nested.qualify(aliases.qualify(type))) }
    // A method isolated to the main actor that takes or returns a value that is not Sendable
    // (`navigate(to: ItemDestination)` carrying `any View`) cannot be a closure that the
    // feature's effects call from elsewhere: no endpoint, said once.
    let isolatedToMain = { (method: Declaration) in index.isMainActor(method, in: service) }
    // An actor's own members are reached from outside with `await`, whatever they are.
    let serviceIsActor = service.kind == .actor || service.inheritance.contains("Actor")
    let isolatedToActor = { (member: Declaration) in
      serviceIsActor && !member.hasModifier("nonisolated") && !member.hasModifier("static") && !member.hasModifier("class")
    }
    let crossing = { (member: Declaration) in
      member.kind == .function ? member.parameters.map(\.type) + [member.returnType ?? "Void"] : [propertyType(member) ?? "Void"]
    }
    let stranded = (methods + readable).filter { method in
      isolatedToMain(method) && crossing(method).contains { sendability.reasonItIsNot($0) != nil }
    }
    if !stranded.isEmpty {
      methods.removeAll { method in stranded.contains { $0.range == method.range } }
      readable.removeAll { property in stranded.contains { $0.range == property.range } }
      diagnostics.warn(
        "\(protocolName)'s main-actor \(stranded.count == 1 ? "method" : "methods") \(stranded.map { "'\(MemberClassifier.selector(of: $0))'" }.joined(separator: ", ")) "
          + "pass\(stranded.count == 1 ? "es" : "") values that are not Sendable across actors, which no closure of \(clientName) can: "
          + "a call of \(stranded.count == 1 ? "it" : "them") stays a TODO; give the feature a Sendable endpoint by hand",
        at: declaration)
    }
    // A method that reports through a completion is an endpoint that waits for it: without the
    // completion among its values, or in its name. So is one that returns an RxSwift `Single`.
    let serviceImports = index.importsByPath[servicePath ?? path] ?? []
    var completions = methods.map { method in
      waitedCompletion(of: method, isolatedToActor: isolatedToActor(method), sendability: sendability, written: written).map(AwaitedReport.completion)
        ?? waitedTrait(of: method, isolatedToActor: isolatedToActor(method), imports: serviceImports, sendability: sendability, written: written).map(AwaitedReport.rx)
    }
    // `fetch(folder:completion:)` beside `fetch(folder:) async throws`: waiting, the first would
    // look like the second to a call, so it keeps its completion.
    for index in completions.indices where completions[index]?.takesCompletion == true {
      let labels = methods[index].parameters.dropLast().map(\.argumentLabel)
      if methods.indices.contains(where: { $0 != index && methods[$0].name == methods[index].name && methods[$0].parameters.map(\.argumentLabel) == labels }) {
        completions[index] = nil
      }
    }
    // Overloads (`load()`, `load(page:)`) are one closure each, told apart by their labels.
    let names = DistinctNames.assign(zip(methods, completions).map { method, completion in
      let parameters = completion?.takesCompletion == true ? Array(method.parameters.dropLast()) : method.parameters
      return DistinctNames.Candidate(base: method.name, labels: parameters.compactMap(\.argumentLabel), types: parameters.map(\.type))
    })
    // A synchronous method of a service that is not `Sendable` is a synchronous closure: the
    // reducer may call it for a value where the legacy code did, and an effect that calls it
    // runs on the main actor. One isolated to the main actor is reached by hopping there.
    var endpoints = zip(methods, zip(names, completions)).map { requirement, named in
      let (name, completion) = named
      let staysOnMain = callsStayOnMain && !requirement.effects.isAsync
      let isMainActor = isolatedToMain(requirement)
      if let completion {
        // The legacy call starts where the view model made it: on the main actor, for a
        // service that is not `Sendable` or is isolated there.
        var endpoint = Endpoint(
          name: name, method: requirement.name,
          parameters: payload(of: completion.takesCompletion ? Array(requirement.parameters.dropLast()) : requirement.parameters, keepingEscaping: true).map {
            Value(label: $0.label, name: $0.name, type: written($0.type))
          },
          isAsync: true, isThrowing: completion.isThrowing, returnType: completion.returnType,
          isMainActor: isMainActor || callsStayOnMain, methodIsAsync: false)
        endpoint.awaited = completion
        if !completion.takesCompletion {
          for (position, value) in (forwardedDefaults[signature(requirement)] ?? CallDefaults.of(requirement)).enumerated() {
            endpoint.parameters[position].defaultValue = value
          }
        }
        if endpoint.needsPlaceholder { endpoint.placeholder = ConstructedValue(index: index, kind: .zero, home: path, modules: self.modules).value(of: endpoint.returnType) }
        return endpoint
      }
      var endpoint = Endpoint(
        // `@escaping` stays: the closure passes the parameter on to the service, which keeps it.
        name: name, method: requirement.name,
        parameters: payload(of: requirement.parameters, keepingEscaping: true).map { Value(label: $0.label, name: $0.name, type: written($0.type)) },
        isAsync: requirement.effects.isAsync || isMainActor || isolatedToActor(requirement), isThrowing: requirement.effects.isThrowing,
        returnType: written(requirement.returnType ?? "Void"), isMainActor: isMainActor,
        methodIsAsync: requirement.effects.isAsync || isolatedToActor(requirement),
        needsMainActor: staysOnMain && !isMainActor)
      for (position, value) in (forwardedDefaults[signature(requirement)] ?? CallDefaults.of(requirement)).enumerated() {
        endpoint.parameters[position].defaultValue = value
      }
      if endpoint.needsPlaceholder { endpoint.placeholder = ConstructedValue(index: index, kind: .zero, home: path, modules: self.modules).value(of: endpoint.returnType) }
      return endpoint
    }
    let getterNames = DistinctNames.assign(
      readable.map { DistinctNames.Candidate(base: $0.name, labels: [], types: []) }, taken: Set(endpoints.map(\.name)))
    for (property, name) in zip(readable, getterNames) {
      let isAsync = property.accessors.contains { $0.effects.isAsync } || isolatedToActor(property)
      let isMainActor = isolatedToMain(property)
      var endpoint = Endpoint(
        name: name, method: property.name, parameters: [], isAsync: isAsync || isMainActor, isThrowing: false,
        returnType: written(propertyType(property) ?? "Void"), isMainActor: isMainActor, methodIsAsync: isAsync,
        needsMainActor: callsStayOnMain && !isAsync && !isMainActor)
      endpoint.isProperty = true
      if endpoint.needsPlaceholder { endpoint.placeholder = ConstructedValue(index: index, kind: .zero, home: path, modules: self.modules).value(of: endpoint.returnType) }
      endpoints.append(endpoint)
    }
    // What the client's endpoints lack is said once, where the client is declared (`FeatureGenerator`).
    return DependencyClient(
      name: clientName, protocolName: protocolName, isProtocol: isProtocol, forwardsToType: forwardsToType, isServiceSendable: isServiceSendable,
      key: key, propertyName: propertyName, endpoints: endpoints, declarationPath: path, declarationLocation: declaration.range.start)
  }

  /// The completion a requirement reports through, when its endpoint can wait for it: not on
  /// an actor of the service's own, and with `Sendable` values on both sides, which the
  /// continuation hands across.
  private func waitedCompletion(
    of requirement: Declaration, isolatedToActor: Bool, sendability: Sendability, written: (String) -> String
  ) -> CompletionHandler? {
    guard !isolatedToActor, let completion = CompletionHandler(method: requirement, resolving: written) else { return nil }
    let crossing = requirement.parameters.dropLast().map(\.type) + [completion.returnType]
    return crossing.allSatisfy { sendability.reasonItIsNot($0) == nil } ? completion : nil
  }

  /// The RxSwift trait a requirement returns, when its endpoint can wait for it: under the same
  /// conditions as a completion's.
  private func waitedTrait(
    of requirement: Declaration, isolatedToActor: Bool, imports: [String], sendability: Sendability, written: (String) -> String
  ) -> RxTrait? {
    guard !isolatedToActor, requirement.kind == .function, !requirement.effects.isAsync, !requirement.effects.isThrowing,
      let returnType = requirement.returnType,
      let trait = RxTrait(returnType: written(returnType), imports: imports, declaresOwn: { index.declaredType($0) != nil })
    else { return nil }
    let crossing = requirement.parameters.map(\.type) + [trait.returnType]
    return crossing.allSatisfy { sendability.reasonItIsNot($0) == nil } ? trait : nil
  }

  /// Whether a service's written type is `Sendable`: an actor, a type that conforms, or a
  /// composition with `Sendable` (`NotesStoring & Sendable`, through an alias too).
  private func isSendableService(_ written: String, _ sendability: Sendability) -> Bool {
    let resolved = index.resolvingAliases(written)
    let names = TypeText(resolved).mentionedNames
    if names.contains("Sendable") { return true }
    // Known only of a type the sources declare: one of another module may be anything.
    guard !names.isEmpty, names.allSatisfy({ index.declaredType($0) != nil }) else { return false }
    return sendability.reasonItIsNot(resolved) == nil
  }

  /// A service Graft cannot see into, or whose class is generic (`generic` is its declared
  /// name, `RichController<Item>`): a dependency holds the legacy service as it is, and the team
  /// hears what a client of closures would need.
  /// `sharing` names the client and the property of the same service that already has it.
  private func addLegacyService(
    _ classification: MemberClassification, of viewModel: ViewModel, to model: inout FeatureModel, diagnostics: inout Diagnostics,
    generic: String? = nil, sharing: (client: String, property: String)? = nil
  ) {
    let declaration = classification.member.declaration
    guard var typeName = classification.member.writtenType?.trimmed(), !typeName.isEmpty else {
      diagnostics.warn(
        "'\(declaration.name)' is a service without a written type: write its type, or annotate '// graft: ignore'", at: declaration)
      return
    }
    while typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
    var base = typeName.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    if index.protocols[typeName] != nil { typeName = "any " + typeName }
    // A key stands for one object: another property of the same type has a key of its own name.
    var sharing = sharing
    if sharing == nil, let first = model.legacyServices.first(where: { $0.keyType == base + "Key" }) {
      sharing = ("\\." + first.key, first.propertyName)
    }
    if sharing != nil { base = CaseConversion.upperFirst(declaration.name) }
    var key = CaseConversion.lowerFirst(base)
    if case let .dependency(custom?) = classification.member.directive { key = custom }
    let calls = Self.calls(on: declaration.name, in: viewModel.members.compactMap(\.declaration.bodyText))
    let why = generic.map { "its class `\($0)` is generic" }
      ?? sharing.map { "`\($0.client)` already stands for `\($0.property)`, another `\(typeName)`" }
    model.legacyServices.append(LegacyService(
      typeName: typeName, key: key, keyType: base + "Key", propertyName: declaration.name, calls: calls, whyAsItIs: why))
    let called = calls.isEmpty ? "" : " (the view model calls \(calls.joined(separator: ", ")))"
    if let sharing {
      diagnostics.warn(
        "'\(declaration.name)' is a second '\(typeName)' beside '\(sharing.property)', which \(sharing.client) stands for: the feature reaches "
          + "'\(declaration.name)' as it is, through \\.\(key); give it a client of its own by hand if it needs one" + called,
        at: declaration)
      return
    }
    if let generic {
      diagnostics.warn(
        "its class '\(generic)' is generic, which no client of closures can mirror, so the feature reaches the legacy '\(declaration.name)' as it is, through \\.\(key); "
          + "write a client of the calls it needs by hand" + called,
        at: declaration)
      return
    }
    diagnostics.warn(
      "the sources given to Graft do not declare '\(typeName)', so the feature reaches the legacy '\(declaration.name)' as it is, through \\.\(key); "
        + "add its protocol's file to have a client of closures mirror it" + called,
      at: declaration)
  }

  /// The methods called on `property` in `bodies`: `property.load(` and `self.property?.save(`.
  /// `optionalCalls`: a call of an optional closure the property holds counts too
  /// (`actions?.showHome?()`).
  static func calls(on property: String, in bodies: [String], optionalCalls: Bool = false) -> [String] {
    var names: [String] = []
    for body in bodies {
      var rest = Substring(body)
      while let found = rest.range(of: property) {
        let before = found.lowerBound == body.startIndex ? " " : body[body.index(before: found.lowerBound)]
        rest = rest[found.upperBound...]
        guard !(before.isLetter || before.isNumber || before == "_") else { continue }
        var after = rest.drop { $0 == "?" || $0 == "!" }
        guard after.first == "." else { continue }
        after = after.dropFirst()
        let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        // A call, with arguments or a trailing closure: `load(`, `fetch {`.
        let next = after.dropFirst(name.count).drop { $0 == " " || (optionalCalls && ($0 == "?" || $0 == "!")) }.first
        if !name.isEmpty, next == "(" || next == "{", !names.contains(String(name)) { names.append(String(name)) }
      }
    }
    return names
  }

  /// The properties of `property` that the view model's methods and getters read
  /// (`property.accessLevel`, `self.property.accessLevel`), never those it assigns to. Read from
  /// the syntax, not the text: in `if property.isRestricted {` the brace is the `if`'s.
  static func reads(on property: String, in members: [Declaration]) -> Set<String> {
    var read: Set<String> = []
    // Methods called, and properties assigned to.
    var excluded: Set<String> = []
    func names(_ expression: ExpressionSyntax) -> String? {
      guard case let .member(base, name) = expression.kind else { return nil }
      switch base.kind {
      case .name(property): return name
      case let .member(root, held) where held == property: if case .name("self") = root.kind { return name } else { return nil }
      default: return nil
      }
    }
    func visit(_ statements: [Statement]) {
      for statement in statements {
        InitializerPort.visit(statement) { expression in
          switch expression.kind {
          case let .call(callee, arguments):
            if let name = names(callee) { excluded.insert(name) }
            for closure in arguments.compactMap(\.closure) { visit(closure.body) }
          case let .assignment(target, _, _):
            if let name = names(target) { excluded.insert(name) }
          default:
            if let name = names(expression) { read.insert(name) }
          }
        }
      }
    }
    for member in members { visit((member.statements ?? []) + (member.getterStatements ?? [])) }
    return read.subtracting(excluded)
  }
}
