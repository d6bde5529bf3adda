import Foundation

/// The targets an Xcode project declares, read from its `project.pbxproj`, or from the
/// `project.yml` an XcodeGen project commits instead: a source's target is the one that compiles
/// it (its Sources build phase names the file, or its synchronized folder holds it), else the
/// one named like the outermost of its folders that names one (`Source/CovPassApp/Scenes/…` is `CovPassApp`'s;
/// `App/Core/…` is `App`'s, though `Core` is a target too), else the project's one application
/// target, else its first folder's name. The module a test imports is the target's
/// `PRODUCT_MODULE_NAME` where the project sets one, else its `PRODUCT_NAME`'s or its own name as
/// Xcode makes it an identifier.
enum XcodeTargets {
  struct Declared {
    var names: Set<String> = []
    var applications: [String] = []
    /// The module names the targets set (`PRODUCT_MODULE_NAME = HomeAssistant` for `App`).
    var modules: [String: String] = [:]
    /// Each target's isolation and deployment targets, its own over the project's, where either
    /// says any.
    var settings: [String: TargetBuildSettings] = [:]
    /// The targets whose Sources build phase compiles a file of this name.
    var targetsCompiling: [String: [String]] = [:]
    /// The folders (from the project's) whose sources a target compiles, by path: Xcode 16's
    /// synchronized folders, an XcodeGen target's `sources:`.
    var sourceFolders: [String: [String]] = [:]
    /// Whether the project names every file its targets compile (`targetsCompiling`): it is the
    /// folder's one project (no second one, no podspec whose pods another project compiles, no
    /// XcodeGen spec), and lists its sources in build phases rather than folders.
    var listsEveryCompiledFile = false
  }

  /// `folders`: the folders from the project's to the source's, outermost first; `targets`:
  /// what the project declares.
  /// `isGuessed`: no target names the file's folders and the project has no single application
  /// (a `Shared/` folder of an iOS and a tvOS app): its first folder's name stands in.
  static func target(forFolders folders: [String], fileName: String? = nil, declared targets: Declared) -> (module: String, isGuessed: Bool) {
    let first = folders.first ?? ""
    guard let name = targetName(forFolders: folders, fileName: fileName, declared: targets) else { return (moduleName(first), true) }
    return (targets.modules[name] ?? moduleName(name), false)
  }

  /// The target a file of these folders and this name belongs to, when the project says: the one
  /// whose Sources build phase or synchronized folder has it (of several, the one its folders
  /// name, else an application, by name), else the one its folders name, else the project's
  /// one application.
  static func targetName(forFolders folders: [String], fileName: String? = nil, declared targets: Declared) -> String? {
    var compiling = fileName.flatMap { targets.targetsCompiling[$0] } ?? []
    for depth in stride(from: folders.count, through: 1, by: -1) {
      compiling += targets.sourceFolders[folders.prefix(depth).joined(separator: "/")] ?? []
    }
    let named = folders.first(where: targets.names.contains)
    if !compiling.isEmpty {
      if let named, compiling.contains(named) { return named }
      let candidates = Set(compiling).sorted()
      return candidates.first(where: targets.applications.contains) ?? candidates[0]
    }
    if let named { return named }
    return targets.applications.count == 1 ? targets.applications[0] : nil
  }

  /// Xcode's default module name: the product's name with what an identifier cannot hold as `_`.
  static func moduleName(_ name: String) -> String {
    let characters = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
    let module = String(characters)
    return module.first?.isNumber == true ? "_" + module : module
  }

  static func declared(inProjectAt root: String) -> Declared {
    var found = projectText(inProjectAt: root).map(declared(inProjectFile:)) ?? declared(inXcodeGenSpecs: xcodeGenSpecs(inProjectAt: root))
    // Only the folder's one project compiles its files: not a second project, nor `Pods.xcodeproj`
    // for the development pods a podspec beside it declares.
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    found.listsEveryCompiledFile = entries.filter { $0.hasSuffix(".xcodeproj") }.count == 1 && !entries.contains { $0.hasSuffix(".podspec") }
      && !entries.contains("project.yml") && !found.targetsCompiling.isEmpty && found.sourceFolders.isEmpty
    // The development pods the project's folder declares are modules of their own.
    for podspec in podspecs(inProjectAt: root) {
      let pod = declared(inPodspec: podspec)
      guard let name = pod.name, !found.names.contains(name) else { continue }
      found.names.insert(name)
      if let module = pod.module { found.modules[name] = module }
    }
    return found
  }

  /// A CocoaPods spec's pod name and the module name it sets: `s.name = 'WalletCore'`,
  /// `s.module_name = 'Core'`.
  static func declared(inPodspec text: String) -> (name: String?, module: String?) {
    func assigned(_ key: String) -> String? {
      for line in text.split(separator: "\n") {
        // A comment, alone or after a value, says nothing.
        let words = line.prefix { $0 != "#" || line.contains("#{") }.drop { $0 == " " || $0 == "\t" }
        guard let dot = words.firstIndex(of: "."), words[words.index(after: dot)...].hasPrefix(key) else { continue }
        let rest = words[words.index(after: dot)...].dropFirst(key.count).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { continue }
        let quoted = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard let quote = quoted.first, quote == "'" || quote == "\"" else { continue }
        let value = quoted.dropFirst().prefix { $0 != quote }
        return value.isEmpty || value.contains("#{") ? nil : String(value)
      }
      return nil
    }
    return (assigned("name"), assigned("module_name"))
  }

  /// The texts of the `.podspec` files in `root`, by name.
  private static func podspecs(inProjectAt root: String) -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
    return entries.filter { $0.hasSuffix(".podspec") }.sorted().compactMap { name in
      FileBytes.read(root + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The native targets of a `project.pbxproj`: each one's name, product type and the module
  /// name its first build configuration sets, through its configuration list.
  static func declared(inProjectFile text: String) -> Declared {
    var found = Declared()
    let objects = objectDefinitions(in: text)
    let object = { (id: String) in objects[id].map { text[$0] } }
    // The first build configuration of an object's list: Debug and Release agree on what
    // Graft reads.
    let firstConfiguration = { (section: Substring) -> Substring? in
      guard let list = value(of: "buildConfigurationList", in: section).flatMap(objectID), let configurations = object(list),
        let first = listedIDs("buildConfigurations", in: configurations).first
      else { return nil }
      return object(first)
    }
    let projectSection = text.components(separatedBy: "isa = PBXProject;").dropFirst().first.map { $0.prefix { $0 != "}" } }
    let projectConfiguration = projectSection.flatMap(firstConfiguration)
    let projectSettings = projectConfiguration.flatMap { TargetBuildSettings.reading(configuration: $0, over: nil) }
    // A module name the project sets is each target's that sets none: it comes before the name
    // Xcode would derive from the target's product.
    let projectModule = projectConfiguration.flatMap { value(of: "PRODUCT_MODULE_NAME", in: $0) }
    let synchronized = synchronizedFolderPaths(in: text, objects: objects)
    for block in text.components(separatedBy: "isa = PBXNativeTarget;").dropFirst() {
      let section = block.prefix { $0 != "}" }
      guard let name = value(of: "name", in: section) else { continue }
      found.names.insert(name)
      // `buildPhases = ( ID /* Sources */, … )`: the Sources phase lists each file it compiles,
      // `ID /* FeedViewModel.swift in Sources */`.
      for phase in listedIDs("buildPhases", in: section) {
        guard let phaseText = object(phase), phaseText.contains("isa = PBXSourcesBuildPhase;") else { continue }
        for file in listedComments("files", in: phaseText) where file.hasSuffix(" in Sources") {
          found.targetsCompiling[String(file.dropLast(" in Sources".count)), default: []].append(name)
        }
      }
      for group in listedIDs("fileSystemSynchronizedGroups", in: section) {
        if let path = synchronized[group] { found.sourceFolders[path, default: []].append(name) }
      }
      if value(of: "productType", in: section) == "com.apple.product-type.application" { found.applications.append(name) }
      let configuration = firstConfiguration(section)
      let ownModule = configuration.flatMap({ value(of: "PRODUCT_MODULE_NAME", in: $0) })
      if let module = ownModule ?? projectModule, !module.contains("$"), !module.isEmpty {
        // `"MVVM Project"`: the compiler knows it as the identifier `MVVM_Project`.
        found.modules[name] = moduleName(module)
      } else if let product = configuration.flatMap({ value(of: "PRODUCT_NAME", in: $0) }), !product.contains("$"), !product.isEmpty {
        // Xcode names the module after the product (`PRODUCT_NAME = "Proton Pass"` is `Proton_Pass`).
        found.modules[name] = moduleName(product)
      }
      if let settings = configuration.flatMap({ TargetBuildSettings.reading(configuration: $0, over: projectSettings) }) ?? projectSettings {
        found.settings[name] = settings
      }
    }
    found.applications.sort()
    return found
  }

  /// The targets of XcodeGen specs: the keys under `targets:`, their `type: application`,
  /// a `PRODUCT_MODULE_NAME:` in their settings, and the folders their `sources:` list
  /// (`- App`, `- path: Shared`, `sources: [App, Shared]`).
  static func declared(inXcodeGenSpecs specs: [String]) -> Declared {
    var found = Declared()
    for spec in specs {
      var inTargets = false
      var target: String?
      // The indentation of the keys under `targets:`, whatever the spec's width.
      var targetIndentation: Int?
      // Inside a target's `sources:` list: the indentation of the key.
      var sourcesIndentation: Int?
      func addSource(_ path: Substring) {
        let folder = String(path).trimmingCharacters(in: CharacterSet(charactersIn: "\"' /"))
        if let target, !folder.isEmpty, !folder.contains("*") { found.sourceFolders[folder, default: []].append(target) }
      }
      for line in spec.split(separator: "\n", omittingEmptySubsequences: true) {
        let indentation = line.prefix { $0 == " " }.count
        // A comment, alone or after a value, says nothing.
        let text = line.drop { $0 == " " }.prefix { $0 != "#" }.reversed().drop { $0 == " " }.reversed()
        if text.isEmpty { continue }
        if indentation == 0 {
          inTargets = text.starts(with: "targets:")
          target = nil
          targetIndentation = nil
          continue
        }
        guard inTargets else { continue }
        if targetIndentation == nil { targetIndentation = indentation }
        let value = Substring(String(text))
        if let listed = sourcesIndentation {
          if indentation > listed || (indentation == listed && value.first == "-") {
            // `- App` or `- path: App`; the other keys of an entry (`excludes:`) say no folder.
            let entry = value.first == "-" ? value.dropFirst().drop { $0 == " " } : value
            if entry.starts(with: "path:") { addSource(entry.dropFirst(5)) } else if value.first == "-", !entry.contains(":") { addSource(entry) }
            continue
          }
          sourcesIndentation = nil
        }
        if target != nil, indentation > (targetIndentation ?? 0), value.starts(with: "sources:") {
          let rest = value.dropFirst("sources:".count).drop { $0 == " " }
          if rest.first == "[" {
            for item in rest.dropFirst().prefix(while: { $0 != "]" }).split(separator: ",") { addSource(item) }
          } else if rest.isEmpty {
            sourcesIndentation = indentation
          } else {
            addSource(rest)
          }
          continue
        }
        if indentation == targetIndentation, text.last == ":" {
          let name = String(String(text).dropLast()).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
          target = name
          found.names.insert(name)
        } else if let target, text.starts(with: "type:"), String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces) == "application" {
          found.applications.append(target)
        } else if let target, text.starts(with: "PRODUCT_MODULE_NAME:") {
          let module = String(text.dropFirst("PRODUCT_MODULE_NAME:".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
          if !module.contains("$"), !module.isEmpty { found.modules[target] = moduleName(module) }
        }
      }
    }
    found.applications.sort()
    return found
  }

  /// The `project.pbxproj` of the `.xcodeproj` in `root`; of several that build the same
  /// sources (`Documents.xcodeproj` beside `Documents-develop.xcodeproj`), the first, by name,
  /// that has a unit-test target: the build whose module the app's tests import, which the
  /// generated tests must import too.
  static func projectText(inProjectAt root: String) -> String? {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return nil }
    let texts = entries.sorted().filter { $0.hasSuffix(".xcodeproj") }.compactMap { project in
      FileBytes.read(root + "/" + project + "/project.pbxproj").map { String(decoding: $0, as: UTF8.self) }
    }
    return texts.first { $0.contains(unitTestProductType) } ?? texts.first
  }

  private static let unitTestProductType = "com.apple.product-type.bundle.unit-test"

  /// An XcodeGen project's `project.yml` and the specs it includes, where targets are often
  /// declared: `include: [base.yml]`, `- base.yml` or `- path: base.yml` under `include:`.
  static func xcodeGenSpecs(inProjectAt root: String) -> [String] {
    guard let bytes = FileBytes.read(root + "/project.yml") else { return [] }
    let main = String(decoding: bytes, as: UTF8.self)
    var specs = [main]
    var inInclude = false
    var paths: [String] = []
    for line in main.split(separator: "\n") {
      if !line.hasPrefix(" "), !line.hasPrefix("-") {
        inInclude = line.hasPrefix("include:")
        // `include: [base.yml, app.yml]`.
        if inInclude, let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"), open < close {
          paths += line[line.index(after: open)..<close].split(separator: ",").map { String($0) }
        }
        continue
      }
      guard inInclude else { continue }
      var text = line.drop { $0 == " " || $0 == "-" }
      if text.hasPrefix("path:") { text = text.dropFirst(5) }
      paths.append(String(text))
    }
    for path in paths.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) })
    where (path.hasSuffix(".yml") || path.hasSuffix(".yaml")) && !path.contains("..") {
      if let included = FileBytes.read(root + "/" + path) { specs.append(String(decoding: included, as: UTF8.self)) }
    }
    return specs
  }

  /// `name = Mastodon;` → `Mastodon`; quotes removed.
  private static func value<S: StringProtocol>(of key: String, in section: S) -> String? {
    guard let range = section.range(of: "\n\t\t\t\(key) = ") ?? section.range(of: "\(key) = ") else { return nil }
    let value = section[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
    return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
  }

  /// `A1B2 /* Build configuration list for PBXNativeTarget "App" */` → `A1B2`.
  private static func objectID(_ reference: String) -> String? {
    let id = reference.prefix { !$0.isWhitespace }
    return id.isEmpty ? nil : String(id)
  }

  /// Each object's definition, `\t\tID /* … */ = { … };`, by its ID: the range of its block,
  /// found in one pass over the file's lines.
  private static func objectDefinitions(in text: String) -> [String: Range<String.Index>] {
    var definitions: [String: Range<String.Index>] = [:]
    var open: (id: String, start: String.Index)?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("\t\t};") {
        if let current = open { definitions[current.id] = current.start..<line.startIndex }
        open = nil
      } else if line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), line.hasSuffix("= {") {
        let id = line.dropFirst(2).prefix { !$0.isWhitespace }
        if !id.isEmpty { open = (String(id), line.startIndex) }
      }
    }
    return definitions
  }

  /// The IDs a list of an object names: `buildPhases = ( ID1 /* Sources */, ID2 /* Frameworks */, );`.
  private static func listedIDs(_ key: String, in section: Substring) -> [String] {
    listEntries(key, in: section).compactMap { objectID(String($0.id)) }
  }

  /// The comments of a list's entries: `FeedViewModel.swift in Sources` for
  /// `files = ( ID /* FeedViewModel.swift in Sources */, );`.
  private static func listedComments(_ key: String, in section: Substring) -> [Substring] {
    listEntries(key, in: section).compactMap(\.comment)
  }

  /// The entries of the list `key = ( … );` in `section`: each one's ID and the comment Xcode
  /// writes beside it. A comment may hold any character, `)` and `,` too (Xcode writes
  /// `/* (null) in Sources */` for a reference it lost): the list ends at the first `)` outside one.
  private static func listEntries(_ key: String, in section: Substring) -> [(id: Substring, comment: Substring?)] {
    guard let open = section.range(of: key + " = (") else { return [] }
    var entries: [(id: Substring, comment: Substring?)] = []
    var id: Substring = ""
    var comment: Substring?
    var index = open.upperBound
    func finish() {
      if !id.isEmpty { entries.append((id, comment)) }
      id = ""
      comment = nil
    }
    while index < section.endIndex {
      let character = section[index]
      if section[index...].hasPrefix("/*") {
        let start = section.index(index, offsetBy: 2)
        guard let end = section.range(of: "*/", range: start..<section.endIndex) else { break }
        // Xcode writes one space on each side: a name that starts with a space keeps it
        // (`/*  SearchViewModel.swift in Sources */` of " SearchViewModel.swift").
        var text = section[start..<end.lowerBound]
        if text.first == " " { text = text.dropFirst() }
        if text.last == " " { text = text.dropLast() }
        comment = text
        index = end.upperBound
        continue
      }
      if character == ")" { break }
      if character == "," {
        finish()
      } else if !character.isWhitespace {
        let end = section[index...].firstIndex { $0.isWhitespace || $0 == "," || $0 == ")" || $0 == "/" } ?? section.endIndex
        id = section[index..<end]
        index = end
        continue
      }
      index = section.index(after: index)
    }
    finish()
    return entries
  }

  /// The paths from the project's folder of the folders Xcode 16 keeps in sync with targets, by
  /// the group's ID: each is defined on one line, `ID /* CarPlay */ = {isa =
  /// PBXFileSystemSynchronizedRootGroup; … path = CarPlay; sourceTree = "<group>"; };`, its path
  /// under those of the groups that hold it (`Sources/CarPlay`).
  private static func synchronizedFolderPaths(in text: String, objects: [String: Range<String.Index>]) -> [String: String] {
    var own: [String: String] = [:]
    for line in text.split(separator: "\n") where line.contains("isa = PBXFileSystemSynchronizedRootGroup;") {
      let trimmed = line.drop { $0.isWhitespace }
      guard let id = objectID(String(trimmed)), let path = value(of: "path", in: trimmed) else { continue }
      own[id] = path
    }
    guard !own.isEmpty else { return [:] }
    // Each group's path and the group holding it.
    var holder: [String: String] = [:]
    var groupPaths: [String: String] = [:]
    for (id, range) in objects where text[range].contains("isa = PBXGroup;") {
      let block = text[range]
      if let path = value(of: "path", in: block) { groupPaths[id] = path }
      for child in listedIDs("children", in: block) { holder[child] = id }
    }
    var paths: [String: String] = [:]
    for (id, path) in own {
      var full = path
      var group = holder[id]
      // A project's groups nest a few levels; a cycle in a damaged file ends here.
      for _ in 0..<32 {
        guard let current = group else { break }
        if let prefix = groupPaths[current] { full = prefix + "/" + full }
        group = holder[current]
      }
      paths[id] = full
    }
    return paths
  }

}
