import SwiftDeclarationParser

/// Which files are not the app but code written around it: its tests, those in a folder whose name
/// ends in `Tests` (`UnitTests/`, `MyAppUITests/`, `__tests__/`) and those named `…Tests.swift`;
/// its mocks and fakes, in a folder named `Mock`, `Mocks`, `WaitlistMocks`, `Mocking`, `Fakes` or `Stubs`,
/// its test doubles, in a `TestDoubles` or `Spies` folder, or a module named as XCTest's
/// (`XCTScheduleComponent`), and those named `…Spy` wherever they are;
/// and the helpers of its tests, in a `TestKit`, `TestSupport` or `TestHelpers` folder, and of its
/// SwiftUI previews, in a `PreviewSupport` or `Preview Content` folder (`BuddyPreviewSupport/`),
/// or a file named `Mock….swift` or `…Mock.swift`, and test data, `…TestData.swift`; fastlane's
/// `SnapshotHelper.swift` wherever it is; and the sample
/// apps a repository keeps beside the app, in a folder named `Examples`, `RoomsExample`,
/// `sampleapps`, `Demo`, `CacheKitDemo` or `SampleReceiptPrinter`; tooling, in a `fastlane` folder or an Xcode file template
/// (`….xctemplate`); and third-party sources, in a `Pods`, `Carthage` or `Vendor` folder. Their
/// mocks, fixtures and samples would be read as screens and as writers of shared data. A folder
/// above every file given (the one the user named) does not count, so that auditing
/// `~/WorkTests/App` or `Examples/LegacyApp` still audits the app.
enum TestCode {
  /// The files of `files` that are the app's, each found at `path(file)`, in their order.
  static func appFiles<File>(_ files: [File], path: (File) -> String) -> [File] {
    zip(files, isAppFile(files.map(path))).filter(\.1).map(\.0)
  }

  private static func isAppFile(_ paths: [String]) -> [Bool] {
    // Paths compared as bytes: a whole app's paths, character by character, took longer than
    // auditing a hundred of its files.
    let paths = paths.map { Array($0.utf8) }
    guard let first = paths.first else { return [] }
    let slash = UInt8(ascii: "/")
    // The length of the folder above every file, up to and including its last `/`.
    var common = first.lastIndex(of: slash).map { $0 + 1 } ?? 0
    for path in paths.dropFirst() {
      var shared = 0
      while shared < common, shared < path.count, path[shared] == first[shared] { shared += 1 }
      if shared < common { common = first[..<shared].lastIndex(of: slash).map { $0 + 1 } ?? 0 }
    }
    return paths.map { path in
      var start = common
      for index in common..<path.count where path[index] == slash {
        if isAroundTheApp(folder: path[start..<index]) { return false }
        start = index + 1
      }
      return !isAroundTheApp(file: path[start...])
    }
  }

  /// Folder names, lower-cased, that hold code around the app when they end a folder's name.
  private static let folderSuffixes = [
    "tests", "mocks", "mock", "mocking", "fakes", "stubs", "sampleapps", "samples", "examples", "example", "demos", "demo", "testkit",
    "testsupport", "testhelpers", "previewsupport", "preview content", "previewcontent", "testdoubles", "spies",
  ].map { Array($0.utf8) }
  /// Lower-cased names a folder of sample code starts with, then a capital or nothing:
  /// `SampleReceiptPrinter`, `Demo`, `ExampleApp`; not `Samplerate`. And the test doubles'
  /// modules named as XCTest's: `XCTScheduleComponent`, `XCTComponentBase`.
  private static let folderPrefixes = ["sample", "demo", "example", "xct"].map { Array($0.utf8) }

  /// Whole folder names, lower-cased, of code kept beside the app that is not the app's: fastlane's
  /// helpers (`SnapshotHelper.swift`) drive it from outside; CocoaPods', Carthage's and a
  /// `Vendor` folder's sources are other people's libraries.
  private static let toolingFolders = ["fastlane", "pods", "carthage", "vendor"].map { Array($0.utf8) }
  /// An Xcode file template (`Scene.xctemplate/___FILEBASENAME___ViewModel.swift`) is no code of the app's.
  private static let templateFolderSuffix = Array(".xctemplate".utf8)

  private static func isAroundTheApp(folder written: ArraySlice<UInt8>) -> Bool {
    // `__tests__`, `__mocks__`: the same folders, named as JavaScript's test runners name them.
    var name = written
    while name.first == UInt8(ascii: "_"), name.count > 1 { name = name.dropFirst() }
    while name.last == UInt8(ascii: "_"), name.count > 1 { name = name.dropLast() }
    if toolingFolders.contains(where: { name.count == $0.count && ends(name, withLowercased: $0) }) { return true }
    if ends(name, withLowercased: templateFolderSuffix) { return true }
    // A whole name or a word of it: `WaitlistMocks`, `sampleapps`; not `Contests`.
    let endsWord = folderSuffixes.contains { word in
      ends(name, withLowercased: word) && (name.count == word.count || isCapital(name[name.endIndex - word.count]))
    }
    if endsWord { return true }
    return folderPrefixes.contains { word in
      guard starts(name, withLowercased: word) else { return false }
      let after = name.startIndex + word.count
      return after == name.endIndex || isCapital(name[after])
    }
  }

  /// `HomeViewModelTests.swift`, `MockStore.swift`, `StoreMock.swift`, `StoreMocks.swift`,
  /// `Transmitter+TestData.swift`.
  private static func isAroundTheApp(file name: ArraySlice<UInt8>) -> Bool {
    // `SnapshotHelper.swift`: fastlane's, which drives the app from its UI tests.
    let suffixes: [StaticString] = ["Tests.swift", "Mock.swift", "Mocks.swift", "TestData.swift", "SnapshotHelper.swift"]
    if suffixes.contains(where: { ends(name, with: $0) }) { return true }
    let mock: StaticString = "Mock"
    let count = mock.utf8CodeUnitCount
    return name.count > count && (0..<count).allSatisfy { name[name.startIndex + $0] == mock.utf8Start[$0] }
      && isCapital(name[name.startIndex + count])
  }

  private static let mockWords: [StaticString] = ["Mock", "Fake", "Stub"]
  /// Words that name a test double only at the end: `RouterSpy`, not `SpyGlassViewController`.
  private static let mockSuffixes: [StaticString] = ["Spy"]

  /// `MockStore`, `StoreMock`, `FakeSession`, `RouterSpy`: a type the tests swap in, wherever it
  /// is declared.
  static func isMock(typeName name: String) -> Bool {
    var name = name
    return name.withUTF8 { name in
      let name = ArraySlice(name)
      if mockSuffixes.contains(where: { name.count > $0.utf8CodeUnitCount && ends(name, with: $0) }) { return true }
      return mockWords.contains { word in
        let count = word.utf8CodeUnitCount
        guard name.count > count else { return false }
        let prefixed = (0..<count).allSatisfy { name[$0] == word.utf8Start[$0] } && isCapital(name[count])
        return prefixed || ends(name, with: word)
      }
    }
  }

  private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

  private static func ends(_ bytes: ArraySlice<UInt8>, with suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let base = bytes.endIndex - count
    return (0..<count).allSatisfy { bytes[base + $0] == suffix.utf8Start[$0] }
  }

  private static func ends(_ bytes: ArraySlice<UInt8>, withLowercased word: [UInt8]) -> Bool {
    guard bytes.count >= word.count else { return false }
    let base = bytes.endIndex - word.count
    return word.indices.allSatisfy { bytes[base + $0] | 0x20 == word[$0] }
  }

  private static func starts(_ bytes: ArraySlice<UInt8>, withLowercased word: [UInt8]) -> Bool {
    bytes.count >= word.count && word.indices.allSatisfy { bytes[bytes.startIndex + $0] | 0x20 == word[$0] }
  }
}
