import GraftSupport
import SwiftDeclarationParser

/// The generated file's imports follow the types it names: the view model's own imports of
/// the app's and third parties' modules, Apple frameworks only where a type the feature names
/// comes from one, `ComposableArchitecture` always. A scoped import (`import func
/// QuartzCore.CACurrentMediaTime`, `import UIKit.UIGestureRecognizerSubclass`) served the view
/// model's implementation and is left out, unless the file names what it imports (`import protocol
/// Storage.StorageManagerType` for a client of that protocol): then it is kept as it is, where
/// the whole module could bring names that clash with another module's.
extension FeatureBuilder {
  /// Apple's frameworks a view model imports for its implementation; the feature imports one
  /// only when it names one of its types. Combine, UIKit and SwiftUI also appear inside the
  /// bridges' `#if` blocks, which import them there.
  static let appleFrameworks: Set<String> = [
    "UIKit", "SwiftUI", "AppKit", "Combine", "Observation", "PhotosUI", "Photos", "AVKit", "AVFoundation", "WebKit",
    "SafariServices", "MessageUI", "StoreKit", "QuartzCore", "CoreImage", "Vision", "MapKit", "CoreLocation",
    "LocalAuthentication", "UserNotifications", "AuthenticationServices", "CoreData", "os", "OSLog", "Dispatch",
    "CoreGraphics", "UniformTypeIdentifiers", "MobileCoreServices", "QuickLook", "LinkPresentation", "CoreHaptics",
    "WidgetKit", "ActivityKit", "Intents", "CoreSpotlight", "SceneKit", "ARKit", "RealityKit", "SpriteKit", "Network",
    "CryptoKit", "Security", "CoreBluetooth", "HealthKit", "EventKit", "Contacts", "ContactsUI", "GameKit", "CoreMotion",
    "AudioToolbox", "MediaPlayer", "NaturalLanguage", "CoreML", "PDFKit", "PencilKit", "VisionKit", "Accessibility",
    "SwiftData", "Charts", "TipKit", "AppIntents", "BackgroundTasks", "DeviceCheck", "Speech", "RxSwift", "RxRelay", "RxCocoa",
  ]

  /// The other modules whose names Graft knows, none of which declares SwiftUI's: TCA's, its
  /// libraries', and Apple frameworks a view model's import is kept for as it is.
  static let knownLibraries: Set<String> = [
    "Foundation", "ComposableArchitecture", "Perception", "Dependencies", "DependenciesMacros", "CasePaths",
    "IdentifiedCollections", "Sharing", "ConcurrencyExtras", "CustomDump", "IssueReporting", "Clocks", "CombineSchedulers",
    "SwiftNavigation", "SwiftUINavigation", "UIKitNavigation", "CloudKit", "PassKit", "CallKit",
  ]

  /// Whether a file that names `names`, of the frameworks `frameworks`, needs Foundation (`Date`, `NSAttributedString`).
  static func needsFoundation(names: Set<String>, frameworks: Set<String>) -> Bool {
    frameworks.contains("Foundation") || !names.isDisjoint(with: WellKnownTypes.foundation)
  }

  /// The framework a type named in a file that imports `modules` comes from, by its name: none
  /// for a type named like one of those modules, which is that module's (`Future` of `import
  /// Future`, a promise library, not Combine's, which would make the name ambiguous).
  static func framework(ofType name: String, importing modules: Set<String>) -> String? {
    modules.contains(name) ? nil : framework(ofType: name)
  }

  /// The framework a type named in the feature comes from, by its name.
  static func framework(ofType name: String) -> String? {
    if typesByModule["Combine"]?.contains(name) == true { return "Combine" }
    if ["Color", "Image", "Font", "AnyView", "LocalizedStringKey", "EdgeInsets"].contains(name) { return "SwiftUI" }
    let coreData: Set<String> = [
      "NSManagedObjectContext", "NSManagedObject", "NSFetchRequest", "NSPersistentContainer", "NSFetchedResultsController",
      "NSEntityDescription", "NSManagedObjectID", "NSBatchDeleteRequest",
    ]
    if coreData.contains(name) { return "CoreData" }
    let prefixes: [(String, String)] = [
      ("UI", "UIKit"), ("NS", "Foundation"), ("CL", "CoreLocation"), ("MK", "MapKit"), ("AV", "AVFoundation"), ("PH", "Photos"),
      ("UT", "UniformTypeIdentifiers"), ("CK", "CloudKit"), ("HK", "HealthKit"), ("EK", "EventKit"), ("CN", "Contacts"),
      ("SK", "StoreKit"), ("UN", "UserNotifications"), ("WK", "WebKit"), ("CB", "CoreBluetooth"), ("NW", "Network"),
      ("LA", "LocalAuthentication"), ("MF", "MessageUI"),
      // `AS` alone is AdSupport's too (`ASIdentifierManager`): AuthenticationServices by its words.
      ("ASAuthorization", "AuthenticationServices"), ("ASWebAuthentication", "AuthenticationServices"), ("ASPassword", "AuthenticationServices"),
    ]
    // The prefix, then a capitalised word (`AVAudioPlayer`) or one of the acronyms Apple's
    // names use and a word (`AVURLAsset`, `NSUUIDFormatter`): not an app's or a library's name
    // that only starts like one (`CNNModel`, `CBORValue`, `Undo`).
    for (prefix, framework) in prefixes where name.count > prefix.count + 1 && name.hasPrefix(prefix) {
      var rest = name.dropFirst(prefix.count)
      if let acronym = Self.appleAcronyms.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(acronym.count) }
      if rest.first?.isUppercase == true && rest.dropFirst().first?.isLowercase == true { return framework }
    }
    return nil
  }


  /// Acronyms that follow a framework's prefix in Apple's type names: `AVURLAsset`, `NSURLSession`.
  static let appleAcronyms = ["URL", "UUID", "HTTP", "JSON", "PDF", "XML", "HTML"]

  /// Types of frameworks and reactive libraries whose names say nothing of their module
  /// (`PDFDocument`, `PhotosPickerItem`, RxSwift's `Observable`): a view model's import of the
  /// module is kept where the feature names one. Only the view model's imports count: without
  /// `import RxSwift`, `Observable` is Observation's.
  static let typesByModule: [String: Set<String>] = [
    "PDFKit": ["PDFDocument", "PDFPage", "PDFView", "PDFSelection", "PDFAnnotation", "PDFOutline"],
    "PhotosUI": ["PhotosPickerItem", "PHPickerResult", "PHPickerConfiguration", "PHPickerFilter", "PHPickerViewController"],
    "RxSwift": [
      "Observable", "Single", "Maybe", "Completable", "Disposable", "DisposeBag", "PublishSubject", "BehaviorSubject",
      "ReplaySubject", "AsyncSubject", "Infallible", "ConnectableObservable", "SchedulerType", "MainScheduler",
    ],
    "RxRelay": ["BehaviorRelay", "PublishRelay", "ReplayRelay"],
    // StoreKit 2's names, too plain to be StoreKit's unless the file imports it.
    "StoreKit": ["Product", "Transaction", "Storefront", "AppTransaction", "VerificationResult", "RenewalInfo", "SubscriptionPeriod"],
    "RxCocoa": ["Driver", "Signal", "ControlEvent", "ControlProperty", "BehaviorRelay", "PublishRelay"],
    "Combine": ["AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Published", "Just", "Future", "Publishers", "Empty", "Fail"],
  ]

  /// Modules that declare Combine's names themselves: a file that imports one names its types.
  static let combineReimplementations: Set<String> = ["OpenCombine", "CombineX"]

  /// The frameworks and libraries a file that names `names` needs, given the modules it imports
  /// already: those the names say (`UIImage`), and those of its imports that declare one of them
  /// (`import RxSwift` for `Observable`). Apple's Combine is never added beside OpenCombine,
  /// whose types it would make ambiguous.
  static func frameworks(naming names: Set<String>, importing modules: Set<String>) -> Set<String> {
    var found = Set(names.compactMap { framework(ofType: $0, importing: modules) })
    // `Future` of `import Future` is no reason to keep `import Combine` either.
    let frameworkNames = names.subtracting(modules)
    found.formUnion(modules.filter { typesByModule[$0].map { !$0.isDisjoint(with: frameworkNames) } ?? false })
    if !modules.isDisjoint(with: combineReimplementations) { found.remove("Combine") }
    return found
  }

  func selectImports(of model: inout FeatureModel, viewModel: ViewModel) {
    var names: Set<String> = []
    // `StoreKit.Transaction`: a type written with its module's name needs that module.
    var qualifiers: Set<String> = []
    for type in Self.typesNamed(by: model) {
      let text = TypeText(type)
      names.formUnion(text.leafNames)
      qualifiers.formUnion(text.leafPaths.compactMap { path in path.firstIndex(of: ".").map { String(path[..<$0]) } })
    }
    // `State.init`'s statements name types too: `percentage = CGFloat(data.remaining)`; and so
    // do the fields' values: `var icon = UIImage(named: "add")`.
    names.formUnion(model.stateInitializer.flatMap(SwiftIdentifier.typeNames(in:)))
    names.formUnion(model.state.compactMap(\.defaultValue).flatMap(SwiftIdentifier.typeNames(in:)))
    // The values State derives are written as the view model's file wrote them, where Foundation
    // was in reach (itself, or through UIKit, AppKit, SwiftUI or Combine): `trimmingCharacters(in:)`.
    names.formUnion(model.derivedValues.flatMap { SwiftIdentifier.typeNames(in: ([$0.head] + $0.body).joined(separator: "\n")) })
    let derivesWithFoundation = !model.derivedValues.isEmpty
      && viewModel.imports.contains { ["Foundation", "UIKit", "AppKit", "SwiftUI", "Combine"].contains($0.module) }
    let importedQualifiers = Set(viewModel.imports.map(\.module)).intersection(qualifiers)
    // `NWPath.Status`: the outer type's name says the framework (a module's does not:
    // `UIComponents.Theme`), unless the app declares it.
    let outerTypes = qualifiers.subtracting(viewModel.imports.map(\.module)).filter { !index.typeNames.contains($0) }
    // A client's endpoint may name a library's type that the view model never wrote
    // (`Observable<Team>` from its service's protocol): the protocol's file imports it. A file
    // of the view model's own module says what the view model's target links; a package's
    // module the target depends on brings its own dependencies (`CloudPath` of the module a
    // package's `VaultManager` imports). (RxSwift sits among the Apple frameworks only to be
    // imported where needed; here it is a library.) The libraries found first: a type named like
    // one of them is not a framework's.
    for (position, client) in model.dependencies.enumerated() {
      guard let declaringFile = index.pathOfType[TypeNames.bare(client.protocolName)],
        SourcePath.isSameModule(declaringFile, viewModel.path) || SourcePath.isOtherPackageModule(declaringFile, than: viewModel.path)
      else { continue }
      let declaringImports = index.importsByPath[declaringFile] ?? []
      let declaringModules = Set(declaringImports)
      let unknown = client.namedTypes.filter { name in
        index.types[name] == nil && index.typeAliases[name] == nil && Self.framework(ofType: name, importing: declaringModules) == nil
          && !WellKnownTypes.foundation.contains(name) && !WellKnownTypes.standardLibrary.contains(name)
      }
      guard !unknown.isEmpty else { continue }
      var libraries = declaringImports.filter { library in
        (!Self.appleFrameworks.contains(library) || library.hasPrefix("Rx")) && library != "Foundation"
      }
      // Where Graft knows which of them declares each name (RxSwift `Single`), a library it knows
      // that declares none (RxRelay beside it) is left out; a name it does not know
      // (`RxTimeInterval`) keeps them all.
      let known = libraries.compactMap { Self.typesByModule[$0] }.reduce(into: Set<String>()) { $0.formUnion($1) }
      if unknown.allSatisfy(known.contains) {
        libraries.removeAll { library in Self.typesByModule[library].map { $0.isDisjoint(with: unknown) } ?? false }
      }
      model.dependencies[position].libraryImports = libraries
    }
    let clientLibraries = model.dependencies.flatMap(\.libraryImports)
    let needed = Self.frameworks(naming: names.union(outerTypes), importing: Set(viewModel.imports.map(\.module) + clientLibraries))
      .union(importedQualifiers)
    var imports = viewModel.imports.filter { item in
      if let declaration = item.declaration { return names.contains(declaration) }
      return !item.module.contains(".") && (!Self.appleFrameworks.contains(item.module) || needed.contains(item.module))
    }
    // What the bridges and seeds import inside their `#if` blocks is not the core's to import.
    imports.removeAll { ["UIKit", "SwiftUI"].contains($0.module) && !needed.contains($0.module) }
    imports.append(Import(module: "ComposableArchitecture"))
    if model.options.seed || Self.needsFoundation(names: names, frameworks: needed) || viewModel.imports.contains(where: { $0.module == "Foundation" })
      || derivesWithFoundation
    {
      imports.append(Import(module: "Foundation"))
    }
    for framework in needed where framework != "Foundation" && !imports.contains(where: { $0.module == framework }) {
      imports.append(Import(module: framework))
    }
    for library in clientLibraries where !imports.contains(where: { $0.module == library }) { imports.append(Import(module: library)) }
    model.imports = Array(Set(imports)).sorted()
  }


  /// Every type the generated file writes: State's fields, the actions' and outcomes' payloads,
  /// the responses, the clients' endpoints, the services and values the bridge takes.
  static func typesNamed(by model: FeatureModel) -> [String] {
    var types = model.state.compactMap(\.type) + model.state.flatMap { $0.branches.compactMap(\.type) }
    types += (model.viewActions + model.delegateCases).flatMap(\.payload).map(\.type)
    types += model.responses.map { response in
      switch response.result {
      case let .throwing(success): success
      case let .value(type): type
      }
    }
    types += model.dependencies.flatMap { client in client.endpoints.flatMap { $0.parameters.map(\.type) + [$0.returnType] } }
    types += model.dependencies.map(\.protocolName) + model.legacyServices.map(\.typeName)
    types += model.stateInitializerValues.map(\.type) + model.objectReads.values.map(\.object.type)
    return types
  }
}
