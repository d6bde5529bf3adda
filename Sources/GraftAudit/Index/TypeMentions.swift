import GraftSupport

/// Which of the app's types live code names. A type that nothing names outside its own code, its
/// extensions and its previews, or only code that is itself named by nothing, is never made: a file
/// left out of every target, or code nothing reaches any more. It is no screen, whatever its name
/// says; what it makes is not shown, and what it reads and writes is no access to shared data.
/// Named at the start: what code outside any type names (a declaration's superclass, top-level
/// code), what Objective-C, a nib, a storyboard or an `Info.plist` names, the app's entry points
/// (`@main`) and delegates, annotated features, a module's `public` types and those exposed to
/// Objective-C (`@objc(OBARootFactory)` is named otherwise there), and the app's extensions of a
/// framework's types. Not the `public` types of a module the app's own files import (a folder
/// named like it holds the file: `FeatureSettingPresentation/Sources/…` of a Tuist workspace,
/// `Sources/Settings/…` of a package): the code that may use them is the app's, all read. Only a whole app is read so: without an entry point among the files (a module
/// audited alone), every type may be named by code the audit was not given, and each counts as
/// named; nor where live code would name less than half of the app's types and not its tab bar
/// (an entry point left showing one screen under work).
struct TypeMentions: Sendable {
  /// Per type, whether live code names it.
  let isNamed: [Bool]

  /// A type named, and the type whose code names it (nil outside any type's code).
  private struct Mention: Sendable {
    var named: Int
    var by: Int?
    /// The navigating method it is written in (`NavigatingMethods`), which may be called by nothing.
    var inMethod: Int?
  }

  private static let entryPoints: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]
  private static let tabBarControllers: Set<String> = ["UITabBarController", "NSTabViewController"]
  private static let importKeyword = Name("import")
  /// The platform's modules: an app folder named like one (`Network/`) is no module of the app's.
  private static let platformModules: Set<String> = [
    "Foundation", "UIKit", "SwiftUI", "AppKit", "Combine", "Network", "CoreData", "SwiftData", "MapKit", "AVFoundation", "AVKit",
    "Photos", "PhotosUI", "StoreKit", "WebKit", "CoreLocation", "UserNotifications", "AuthenticationServices", "os", "OSLog",
    "Observation", "Security", "LocalAuthentication", "CryptoKit", "CoreImage", "CoreGraphics", "QuartzCore", "HealthKit", "CloudKit",
    "WidgetKit", "ActivityKit", "Charts", "SafariServices", "MessageUI", "Contacts", "EventKit", "Vision", "CoreML", "Intents",
    "AppIntents", "BackgroundTasks", "CallKit", "MediaPlayer", "CoreBluetooth", "CoreMotion", "Dispatch", "XCTest", "Testing",
  ]
  /// `import class UIKit.UIView`: the kinds an import may name before its path.
  private static let importKinds = NameSet(["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"])
  private static let previewProvider = Name("PreviewProvider")
  private static let objectiveCExposure: Set<String> = ["objc", "objcMembers"]
  /// What the system makes from the app's settings, not its code: the app's and its scenes'
  /// delegates.
  static let systemDelegates: Set<String> = [
    "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "WKExtensionDelegate",
    "WKApplicationDelegate",
  ]

  /// Whether the files are a whole app: one has its entry point (`@main`, `main.swift`, or an
  /// Objective-C `main.m` where the Objective-C code, `namedElsewhere`, starts an app with
  /// `NSApplicationMain` or `UIApplicationMain`: not a command-line tool's `main`).
  static func holdsEntryPoint(_ sources: AuditSources, namedElsewhere: NameSet) -> Bool {
    let isFile = { (name: String) in sources.files.contains { $0.path == name || $0.path.hasSuffix("/" + name) } }
    return sources.types.contains { $0.attributes.contains(where: entryPoints.contains) } || isFile("main.swift")
      || (isFile("main.m") && objectiveCAppMains.contains(where: namedElsewhere.contains))
  }

  private static let objectiveCAppMains = [Name("NSApplicationMain"), Name("UIApplicationMain")]

  /// `namedElsewhere`: the names that Objective-C, storyboards and property lists give.
  init(sources: AuditSources, namedElsewhere: NameSet) {
    let types = sources.types
    guard Self.holdsEntryPoint(sources, namedElsewhere: namedElsewhere) else {
      isNamed = [Bool](repeating: true, count: types.count)
      return
    }
    // Per file, the members' token ranges and the type each belongs to, in file order: a
    // member's tokens are its type's own code.
    let methods = NavigatingMethods(sources)
    var methodAt = [[Range<Int>: Int]](repeating: [:], count: sources.files.count)
    for (method, member) in methods.members.enumerated() { methodAt[member.file][member.tokens] = method }
    var membersByFile = [[(range: Range<Int>, type: Int, method: Int?)]](repeating: [], count: sources.files.count)
    for (index, type) in types.enumerated() {
      for member in type.members { membersByFile[member.file].append((member.tokens, index, methodAt[member.file][member.tokens])) }
    }
    let ownCode = membersByFile
    let perFile = Array(sources.files.indices).concurrentMap { (fileIndex: Int) -> (mentions: [Mention], imports: [String], calls: [NavigatingMethods.Call]) in
      let file = sources.files[fileIndex]
      let members = ownCode[fileIndex].sorted { $0.range.lowerBound < $1.range.lowerBound }
      var found: [Mention] = []
      var imports: [String] = []
      var calls: [NavigatingMethods.Call] = []
      var member = 0
      var token = 0
      while token < file.tokens.count {
        if file.name(token) == Self.importKeyword {
          let path = Self.importKinds.contains(file.name(token + 1)) ? token + 2 : token + 1
          if path < file.tokens.count, file.tokens[path].kind == .identifier { imports.append(file.text(path)) }
        }
        // `#Preview { ProfileView() }`: a preview names what it shows, and makes nothing of the app.
        if file.tokens[token].kind == .pound, file.text(token) == "#Preview" {
          var next = token + 1
          if file.name(next) == .openParen, let close = file.partner(next) { next = close + 1 }
          if file.name(next) == .openBrace, let close = file.partner(next) {
            token = close + 1
            continue
          }
        }
        while member < members.count, members[member].range.upperBound <= token { member += 1 }
        let owner = member < members.count && members[member].range.contains(token) ? members[member].type : nil
        // `struct InboxView_Previews: PreviewProvider { … }`, which the index leaves out: the same.
        if owner == nil, file.name(token) == Self.previewProvider, token > 0,
          file.name(token - 1) == .colon || file.name(token - 1) == .comma,
          let open = (token..<min(file.tokens.count, token + 64)).first(where: { file.name($0) == .openBrace }),
          let close = file.partner(open)
        {
          token = close + 1
          continue
        }
        defer { token += 1 }
        guard file.tokens[token].kind == .identifier else { continue }
        let method = member < members.count && members[member].range.contains(token) ? members[member].method : nil
        if methods.names.contains(file.name(token)), token == 0 || file.name(token - 1) != .func {
          calls.append(NavigatingMethods.Call(name: file.name(token), inMethod: method))
        }
        guard let candidates = sources.types(named: file.name(token)) else { continue }
        // The name a declaration or an extension gives: `class ProfileViewModel`, `extension ProfileViewModel`.
        if owner == nil, token > 0, file.tokens[token - 1].keyword.declaresType { continue }
        for candidate in candidates where !Self.isOwnCode(of: candidate, owner, in: types) {
          found.append(Mention(named: candidate, by: owner, inMethod: method))
        }
      }
      return (found, imports, calls)
    }
    let isCalled = methods.called(by: perFile.flatMap(\.calls), namedElsewhere: namedElsewhere)
    let imported = Set(perFile.flatMap(\.imports)).subtracting(Self.platformModules)
    var isNamed = types.map { type in
      // An extension of a framework's type runs wherever that type is used.
      type.kind == .extension || (type.isPublic && !Self.isInImportedModule(sources.files[type.file].path, imported: imported))
        || namedElsewhere.contains(Name(type.name)) || type.isGraftFeature || type.isObjectiveC
        || type.attributes.contains(where: Self.objectiveCExposure.contains)
        || type.attributes.contains(where: Self.entryPoints.contains) || type.inheritance.contains(where: Self.systemDelegates.contains)
    }
    var namedBy = [[Int]](repeating: [], count: types.count)
    for file in perFile {
      // What only a method nothing calls names is not made there.
      for mention in file.mentions where mention.inMethod.map({ isCalled[$0] }) ?? true {
        if let owner = mention.by { namedBy[owner].append(mention.named) } else { isNamed[mention.named] = true }
      }
    }
    // What live code names is live.
    var pending = types.indices.filter { isNamed[$0] }
    while let type = pending.popLast() {
      for named in namedBy[type] where !isNamed[named] {
        isNamed[named] = true
        pending.append(named)
      }
    }
    // Dead code is what an app leaves behind, a part of it. When live code would name less than
    // half of the app's own types and never reaches the app's tab bar, which dead code declares,
    // the entry point shows a stand-in (a scene delegate whose root is the one screen being worked
    // on) rather than the app, and every type counts as named. Old screens kept beside their
    // replacements leave the app's top level live.
    let declared = types.indices.filter { types[$0].kind != .extension && types[$0].kind != .protocol }
    let tabBars = declared.filter { types[$0].inheritance.contains(where: Self.tabBarControllers.contains) }
    if declared.filter({ isNamed[$0] }).count * 2 < declared.count, !tabBars.isEmpty, tabBars.allSatisfy({ !isNamed[$0] }) {
      isNamed = [Bool](repeating: true, count: types.count)
    }
    self.isNamed = isNamed
  }

  /// Whether a folder the file at `path` is in is named like a module some file imports.
  private static func isInImportedModule(_ path: String, imported: Set<String>) -> Bool {
    !imported.isEmpty && path.split(separator: "/").dropLast().contains { imported.contains(String($0)) }
  }

  /// A type's own members, and those of the types nested in it.
  private static func isOwnCode(of candidate: Int, _ owner: Int?, in types: [AuditedType]) -> Bool {
    guard let owner else { return false }
    if owner == candidate { return true }
    let qualified = types[candidate].qualifiedName
    let ownerName = types[owner].qualifiedName
    return ownerName.utf8.count > qualified.utf8.count && ownerName.hasPrefix(qualified)
      && ownerName.utf8[ownerName.utf8.index(ownerName.utf8.startIndex, offsetBy: qualified.utf8.count)] == UInt8(ascii: ".")
  }

  /// The identifiers of Objective-C code: a Swift controller it makes is named there.
  static func objectiveCNames(in bytes: [UInt8], into names: inout NameSet) {
    bytes.withUnsafeBufferPointer { bytes in
      var start: Int?
      for offset in 0...bytes.count {
        let byte = offset < bytes.count ? bytes[offset] : 0
        let isWordByte = byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        if isWordByte {
          if start == nil { start = offset }
        } else if let first = start {
          // A word, not a number.
          if bytes[first] > 0x39 { names.insert(Name(bytes: bytes, from: first, to: offset)) }
          start = nil
        }
      }
    }
  }

  /// The class names a property list gives, `$(PRODUCT_MODULE_NAME).ShareViewController` in an
  /// extension's `NSExtensionPrincipalClass` or a scene's delegate class: each `<string>`'s last
  /// dotted component.
  static func propertyListNames(in bytes: [UInt8], into names: inout NameSet) {
    eachValue(after: Array("<string>".utf8), upTo: UInt8(ascii: "<"), in: bytes) { value in
      let last = value.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? value.startIndex
      if last < value.endIndex { names.insert(Name(String(decoding: value[last...], as: UTF8.self))) }
    }
  }

  /// Each non-empty run of bytes that follows `opening`, up to the next `closing` byte.
  private static func eachValue(after opening: [UInt8], upTo closing: UInt8, in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
    var offset = 0
    while offset + opening.count <= bytes.count {
      guard bytes[offset] == opening[0], bytes[offset..<(offset + opening.count)].elementsEqual(opening) else {
        offset += 1
        continue
      }
      let start = offset + opening.count
      var end = start
      while end < bytes.count, bytes[end] != closing { end += 1 }
      if start < end { body(bytes[start..<end]) }
      offset = end
    }
  }
}
