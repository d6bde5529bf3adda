import Foundation
import Testing
@testable import GraftGenerator

/// The walk up the folders to the package or project around a source.
@Suite struct PackageLayoutTests {
  @Test func theNearestPackageAboveTheSourceNamesItsTarget() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let outer = root.appendingPathComponent("Outer")
    let inner = outer.appendingPathComponent("Vendor/Inner")
    for folder in ["Sources/App/Deep", "Tests/AppTests"] {
      try FileManager.default.createDirectory(at: inner.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(at: outer.appendingPathComponent("Sources/Shell"), withIntermediateDirectories: true)
    for package in [outer, inner] {
      try Data().write(to: package.appendingPathComponent("Package.swift"))
    }
    var cache = PackageLayout.Cache()
    let found = try #require(PackageLayout.find(for: inner.path + "/Sources/./App/Deep/../Deep/F.swift", cache: &cache))
    #expect(found == PackageLayout(root: inner.path, kind: .swiftPackage, target: "App", testsFolder: inner.path + "/Tests/AppTests"))
    let shell = try #require(PackageLayout.find(for: outer.path + "/Sources/Shell/G.swift", cache: &cache))
    #expect(shell == PackageLayout(root: outer.path, kind: .swiftPackage, target: "Shell", testsFolder: nil))
    // Directly under a package, not in a target of it: no layout, and the folders above it are not searched.
    #expect(PackageLayout.find(for: inner.path + "/Loose.swift", cache: &cache) == nil)
    #expect(cache.kinds[inner.path] == .some(.swiftPackage))
    #expect(cache.kinds[inner.path + "/Sources/App/Deep"] == .some(nil))
  }

  /// An app of development pods: each `<Name>.podspec` folder is the module `Name` for every
  /// source below it, even beside its example app's `_Pods.xcodeproj`; the app's own sources
  /// are its project's.
  @Test func aPodspecsFolderIsItsPodsModule() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-pods-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let core = root.appendingPathComponent("Modules/Libraries/CoreLib")
    let feature = root.appendingPathComponent("Modules/Features/Cards")
    for folder in [core.appendingPathComponent("CoreLib/Legacy"), feature.appendingPathComponent("Cards/Scenes"), feature.appendingPathComponent("_Pods.xcodeproj"), root.appendingPathComponent("App.xcodeproj"), root.appendingPathComponent("App")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("Pod::Spec.new do |s| s.name = 'CoreLib' end".utf8).write(to: core.appendingPathComponent("CoreLib.podspec"))
    try Data().write(to: feature.appendingPathComponent("Cards.podspec"))
    var cache = PackageLayout.Cache()
    let coreLayout = try #require(PackageLayout.find(for: core.path + "/CoreLib/Legacy/Task.swift", cache: &cache))
    #expect(coreLayout.target == "CoreLib" && coreLayout.kind == .cocoaPod("CoreLib") && coreLayout.testsFolder == nil)
    #expect(PackageLayout.find(for: feature.path + "/Cards/Scenes/CardViewModel.swift", cache: &cache)?.target == "Cards")
    // A spec that names its module: that name.
    let utils = root.appendingPathComponent("Modules/Libraries/Utils")
    try FileManager.default.createDirectory(at: utils.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Data("Pod::Spec.new do |s|\n  s.name = 'Utils'\n  s.module_name = 'UtilsKit'\nend\n".utf8).write(to: utils.appendingPathComponent("Utils.podspec"))
    #expect(PackageLayout.find(for: utils.path + "/Sources/Format.swift", cache: &cache)?.target == "UtilsKit")
    #expect(PackageLayout.find(for: root.path + "/App/AppViewModel.swift", cache: &cache)?.kind == .xcodeProject)
    // Beside an app's project, a podspec is the project's to place: the folder is the app's.
    try Data().write(to: root.appendingPathComponent("AppKitLib.podspec"))
    var fresh = PackageLayout.Cache()
    #expect(PackageLayout.find(for: root.path + "/App/AppViewModel.swift", cache: &fresh)?.kind == .xcodeProject)
  }

  /// A package of one target may keep its sources in folders of any name right under
  /// `Sources/`: the manifest says whose they are. A folder no target of a package of several is
  /// named for is a guess, which no file imports.
  @Test func theManifestsTargetsSayWhoseAFolderUnderSourcesIs() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let domain = root.appendingPathComponent("Domain")
    let kit = root.appendingPathComponent("Kit")
    for folder in [domain.appendingPathComponent("Sources/Service"), kit.appendingPathComponent("Sources/Extras")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try """
      let package = Package(name: "Domain", targets: [
        .target(name: "BuddyDomain", dependencies: []),  // .target(name: "Commented")
        .testTarget(name: "BuddyDomainTests", dependencies: ["BuddyDomain"]),
      ])
      """.write(to: domain.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    try #"let package = Package(name: "Kit", targets: [.target(name: "Core"), .target(name: "UI")])"#.write(
      to: kit.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    var cache = PackageLayout.Cache()
    let service = try #require(PackageLayout.find(for: domain.path + "/Sources/Service/AuthService.swift", cache: &cache))
    #expect(service.target == "BuddyDomain" && !service.targetIsGuessed)
    let extras = try #require(PackageLayout.find(for: kit.path + "/Sources/Extras/Tools.swift", cache: &cache))
    #expect(extras.target == "Extras" && extras.targetIsGuessed)
  }

  /// Each file's build settings come from the nearest manifest or project above it; a file
  /// without one is left out.
  @Test func buildSettingsAroundThePathsGiven() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-settings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let package = root.appendingPathComponent("Notes")
    let app = root.appendingPathComponent("App")
    for folder in [package.appendingPathComponent("Sources/Feed"), app.appendingPathComponent("App.xcodeproj"), app.appendingPathComponent("Screens")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try #"let package = Package(name: "Notes", platforms: [.iOS(.v15)])"#.write(
      to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    try "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n".write(
      to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    let fromPackage = TargetBuildSettings(deploymentTargets: [.iOS: "15"])
    let feed = package.path + "/Sources/Feed/FeedViewModel.swift"
    let list = app.path + "/Screens/ListViewModel.swift"
    let loose = root.path + "/Loose.swift"
    var cache = PackageLayout.Cache()
    #expect(PackageLayout.buildSettings(forFiles: [feed, list, loose], cache: &cache) == [feed: fromPackage, list: TargetBuildSettings(defaultIsolation: .mainActor)])
  }

  /// In an Xcode project, the module tests import is the target's, which the project names.
  @Test func anXcodeProjectsTargetComesFromItsProjectFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-xcode-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["Shop.xcodeproj", "Sources/Screens", "Shop Widget", "ShopTests", "Source/ShopKit/Source/Cart"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try """
      /* Begin PBXNativeTarget section */
      \t\tA1 /* Shop Widget */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tname = "Shop Widget";
      \t\t\tproductType = "com.apple.product-type.app-extension";
      \t\t};
      \t\tA3 /* ShopKit */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tname = ShopKit;
      \t\t\tproductType = "com.apple.product-type.framework";
      \t\t};
      \t\tA2 /* Shop */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tname = Shop;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      /* End PBXNativeTarget section */
      """.write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    var cache = PackageLayout.Cache()
    // `Sources/` names no target: the project's one application is the module.
    let app = try #require(PackageLayout.find(for: root.path + "/Sources/Screens/CartViewModel.swift", cache: &cache))
    #expect(app.target == "Shop")
    #expect(app.testsFolder == root.path + "/ShopTests")
    // A folder named like a target is that target, as an identifier.
    let widget = try #require(PackageLayout.find(for: root.path + "/Shop Widget/WidgetViewModel.swift", cache: &cache))
    #expect(widget.target == "Shop_Widget")
    // A target's folder deeper in the project, under folders that name none.
    let kit = try #require(PackageLayout.find(for: root.path + "/Source/ShopKit/Source/Cart/CartViewModel.swift", cache: &cache))
    #expect(kit.target == "ShopKit")
  }

  /// Of two projects that build the same sources, the one with the app's unit tests says the
  /// module the tests import, whatever the other's name sorts before.
  @Test func ofTwoProjectsTheOneWithUnitTestsNamesTheModule() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-projects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["Docs-develop.xcodeproj", "Docs.xcodeproj", "Code"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let target = { (name: String, type: String) in
      "\t\tA\(name.count) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tname = \"\(name)\";\n\t\t\tproductType = \"com.apple.product-type.\(type)\";\n\t\t};\n"
    }
    try target("Docs-develop", "application").write(
      to: root.appendingPathComponent("Docs-develop.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    try (target("Docs", "application") + target("DocsTests", "bundle.unit-test")).write(
      to: root.appendingPathComponent("Docs.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    var cache = PackageLayout.Cache()
    let layout = try #require(PackageLayout.find(for: root.path + "/Code/ListViewModel.swift", cache: &cache))
    #expect(layout.target == "Docs")
  }

  /// A target that sets `PRODUCT_MODULE_NAME` is imported by that name (or the one the project
  /// sets), one that sets only `PRODUCT_NAME` by the product's; its isolation and
  /// deployment targets are its own over the project's.
  @Test func aTargetsModuleNameComesFromItsBuildSettings() throws {
    let project = """
      \t\tP1 /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = L0 /* Build configuration list for PBXProject "App" */;
      \t\t};
      \t\tL0 /* Build configuration list for PBXProject "App" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\tC0 /* Debug */,
      \t\t\t);
      \t\t};
      \t\tC0 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
      \t\t\t\tPRODUCT_MODULE_NAME = Companion;
      \t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;
      \t\t\t};
      \t\t};
      \t\tT1 /* App */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = L1 /* Build configuration list for PBXNativeTarget "App" */;
      \t\t\tname = App;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      \t\tT2 /* Widget */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = L2 /* Build configuration list for PBXNativeTarget "Widget" */;
      \t\t\tname = Widget;
      \t\t};
      \t\tT3 /* Companion */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = L3 /* Build configuration list for PBXNativeTarget "Companion" */;
      \t\t\tname = Companion;
      \t\t};
      \t\tC3 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tPRODUCT_NAME = "Glucose Companion";
      \t\t\t};
      \t\t};
      \t\tL3 /* Build configuration list for PBXNativeTarget "Companion" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\tC3 /* Debug */,
      \t\t\t);
      \t\t};
      \t\tC1 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tPRODUCT_MODULE_NAME = "Home Screen";
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      \t\tC2 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tPRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)";
      \t\t\t\tPRODUCT_NAME = "Home Widget";
      \t\t\t};
      \t\t};
      \t\tL1 /* Build configuration list for PBXNativeTarget "App" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\tC1 /* Debug */,
      \t\t\t);
      \t\t};
      \t\tL2 /* Build configuration list for PBXNativeTarget "Widget" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\tC2 /* Debug */,
      \t\t\t);
      \t\t};
      """
    let declared = XcodeTargets.declared(inProjectFile: project)
    #expect(declared.names == ["App", "Companion", "Widget"])
    #expect(declared.applications == ["App"])
    // The widget's module is its product's name as an identifier, as Xcode makes it.
    // A module name written with a space is the identifier the compiler knows (`Home_Screen`).
    // One the project's own settings give is each target's that sets none, before its product's.
    #expect(declared.modules == ["App": "Home_Screen", "Companion": "Companion", "Widget": "Home_Widget"])
    // The app deploys to iOS 17 though the project's default is 15: no Perception there.
    #expect(declared.settings == [
      "App": TargetBuildSettings(defaultIsolation: .mainActor, deploymentTargets: [.iOS: "17.0"]),
      "Companion": TargetBuildSettings(defaultIsolation: .mainActor, deploymentTargets: [.iOS: "15.0"]),
      "Widget": TargetBuildSettings(defaultIsolation: .mainActor, deploymentTargets: [.iOS: "15.0"]),
    ])
    // Each file gets its target's.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-targets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["App.xcodeproj", "App/Screens", "Widget"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try project.write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: false, encoding: .utf8)
    var cache = PackageLayout.Cache()
    let screen = root.path + "/App/Screens/ListViewModel.swift"
    let widget = root.path + "/Widget/WidgetViewModel.swift"
    let settings = PackageLayout.buildSettings(forFiles: [screen, widget], cache: &cache)
    #expect(settings[screen]?.deploymentTargets == [.iOS: "17.0"])
    #expect(settings[widget]?.deploymentTargets == [.iOS: "15.0"])
    #expect(XcodeTargets.target(forFolders: ["App", "Screens"], declared: declared) == ("Home_Screen", false))
    // A folder two apps share names neither: its name is a guess, which `generate` says.
    let twoApps = XcodeTargets.Declared(names: ["Player iOS", "Player tvOS"], applications: ["Player iOS", "Player tvOS"])
    #expect(XcodeTargets.target(forFolders: ["Shared", "Views"], declared: twoApps) == ("Shared", true))
  }

  /// A file's target is the one whose Sources build phase compiles it, or whose synchronized
  /// folder holds it, whatever its folders are named; of two that compile it, an application.
  @Test func theTargetThatCompilesTheFileIsItsTarget() throws {
    let project = """
      /* Begin PBXFileSystemSynchronizedRootGroup section */
      \t\tC1 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; path = "Watch App"; sourceTree = "<group>"; };
      /* End PBXFileSystemSynchronizedRootGroup section */
      /* Begin PBXGroup section */
      \t\tG1 /* Apps */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tC1 /* Watch */,
      \t\t\t);
      \t\t\tpath = Apps;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXGroup section */
      /* Begin PBXNativeTarget section */
      \t\tA1 /* Reader */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildPhases = (
      \t\t\t\tB1 /* Sources */,
      \t\t\t);
      \t\t\tname = Reader;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      \t\tA2 /* ReaderKit */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildPhases = (
      \t\t\t\tB2 /* Sources */,
      \t\t\t);
      \t\t\tname = ReaderKit;
      \t\t\tproductType = "com.apple.product-type.framework";
      \t\t};
      \t\tA3 /* Reader Watch */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tfileSystemSynchronizedGroups = (
      \t\t\t\tC1 /* Watch */,
      \t\t\t);
      \t\t\tname = "Reader Watch";
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      /* End PBXNativeTarget section */
      /* Begin PBXSourcesBuildPhase section */
      \t\tB1 /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \t\t\t\tD1 /* LibraryViewModel.swift in Sources */,
      \t\t\t\tD2 /* Formatting.swift in Sources */,
      \t\t\t);
      \t\t};
      \t\tB2 /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \t\t\t\tD3 /* ShelfViewModel.swift in Sources */,
      \t\t\t\tD4 /* Formatting.swift in Sources */,
      \t\t\t);
      \t\t};
      /* End PBXSourcesBuildPhase section */
      """
    let declared = XcodeTargets.declared(inProjectFile: project)
    // `Views/` names no target: the build phase says whose the file is.
    #expect(XcodeTargets.target(forFolders: ["Views"], fileName: "ShelfViewModel.swift", declared: declared) == ("ReaderKit", false))
    // Compiled by the app and the framework: the application's.
    #expect(XcodeTargets.target(forFolders: ["Shared"], fileName: "Formatting.swift", declared: declared) == ("Reader", false))
    // A synchronized folder's path is under its groups': `Apps/Watch App`.
    #expect(XcodeTargets.target(forFolders: ["Apps", "Watch App", "Screens"], fileName: "NowPlayingViewModel.swift", declared: declared) == ("Reader_Watch", false))
    #expect(XcodeTargets.target(forFolders: ["Watch App"], fileName: "NowPlayingViewModel.swift", declared: declared) == ("Watch_App", true))
    // Neither: still the folder's guess, the project having two applications.
    #expect(XcodeTargets.target(forFolders: ["Other"], fileName: "Unknown.swift", declared: declared) == ("Other", true))
  }

  /// An XcodeGen target's `sources:` are the folders it compiles, in each of their spellings.
  @Test func anXcodeGenTargetsSourcesAreItsFolders() {
    let declared = XcodeTargets.declared(inXcodeGenSpecs: ["""
      targets:
        Reader:
          type: application
          platform: iOS
          sources:
            - path: Views
              excludes:
                - "**/*.md"
            - Model
        Reader Mac:
          type: application
          sources: [Views, "Mac App"]
        ReaderWidget:
          type: app-extension
          sources: Widget
      """])
    #expect(declared.sourceFolders == ["Views": ["Reader", "Reader Mac"], "Model": ["Reader"], "Mac App": ["Reader Mac"], "Widget": ["ReaderWidget"]])
    #expect(XcodeTargets.target(forFolders: ["Model", "Library"], fileName: "LibraryViewModel.swift", declared: declared) == ("Reader", false))
    #expect(XcodeTargets.target(forFolders: ["Widget"], fileName: "TimelineViewModel.swift", declared: declared) == ("ReaderWidget", false))
    // Both applications compile `Views/`: the first by name.
    #expect(XcodeTargets.target(forFolders: ["Views"], fileName: "SearchViewModel.swift", declared: declared) == ("Reader", false))
  }

  /// A development pod's spec beside the project names a module, by its `module_name` or its name.
  @Test func aPodspecBesideTheProjectIsATarget() throws {
    let spec = """
      Pod::Spec.new do |s|
        s.name          = "Wallet-Core"
        s.module_name   = 'WalletCore'
        s.source_files  = "Pods/Core/**/*.swift" # its sources
      end
      """
    #expect(XcodeTargets.declared(inPodspec: spec) == ("Wallet-Core", "WalletCore"))
    #expect(XcodeTargets.declared(inPodspec: "s.name = 'Prices'\ns.version = '1.0'") == ("Prices", nil))
    // A name computed by Ruby is no name.
    #expect(XcodeTargets.declared(inPodspec: "s.name = \"#{prefix}Prices\"") == (nil, nil))
  }

  /// An XcodeGen project commits `project.yml`, whose included specs often declare the targets.
  @Test func anXcodeGenProjectsTargetsComeFromItsSpecs() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("graft-xcodegen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["Wallet/Screens", "Wallet/Support"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try """
      name: Wallet
      options:
        deploymentTarget:
          iOS: '16.4'
      include:
        - path: Wallet/Support/target.yml
        - Wallet/Support/widget.yml
      """.write(to: root.appendingPathComponent("project.yml"), atomically: false, encoding: .utf8)
    try """
      targets:
          WalletApp:
              type: application  # the app
              settings:
                  base:
                      PRODUCT_MODULE_NAME: Wallet
                      SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
      """.write(to: root.appendingPathComponent("Wallet/Support/target.yml"), atomically: false, encoding: .utf8)
    try """
      targets:
        # The extension
        WalletWidget:
          type: app-extension
      """.write(to: root.appendingPathComponent("Wallet/Support/widget.yml"), atomically: false, encoding: .utf8)
    #expect(XcodeTargets.declared(inProjectAt: root.path).names == ["WalletApp", "WalletWidget"])
    var cache = PackageLayout.Cache()
    let layout = try #require(PackageLayout.find(for: root.path + "/Wallet/Screens/SendViewModel.swift", cache: &cache))
    #expect(layout.kind == .xcodeProject)
    #expect(layout.target == "Wallet")
    let file = root.path + "/Wallet/Screens/SendViewModel.swift"
    #expect(PackageLayout.buildSettings(forFiles: [file], cache: &cache) == [file: TargetBuildSettings(defaultIsolation: .mainActor, deploymentTargets: [.iOS: "16.4"])])
  }
}

/// The module a Tuist manifest names: its project's, not a dependency's or a configuration's.
@Suite struct TuistManifestTests {
  @Test func theProjectsNameNotADependencysOrAConfigurations() {
    #expect(PackageLayout.tuistModule(inManifest: "let project = Project.makeModule(name: \"Domain\", targets: [])") == "Domain")
    let interpolated = """
      import ProjectDescription
      let dependencies: [TargetDependency] = [.target(name: "DesignSystem"), .project(target: "Core", path: "../Core")]
      let settings = Settings.settings(configurations: [.debug(name: "Dev"), .release(name: "Release")])
      let targets = [Target(name: projectName, sources: ["\\(projectName)/Sources/**"]), Target(name: "DesignSystem")]
      """
    // Where the project's own name is not written out, the folder's stands for it (nil here).
    #expect(PackageLayout.tuistModule(inManifest: interpolated) == nil)
    #expect(PackageLayout.tuistModule(inManifest: "let d = [.target(name: \"Kit\")]\nlet p = Project(name: \"App\")") == "App")
  }
}
