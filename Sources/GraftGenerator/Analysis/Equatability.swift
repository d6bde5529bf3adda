import GraftSupport
import SwiftDeclarationParser

/// Whether a type can live in `State: Equatable`, as far as its text and the sources tell: a
/// reason when it visibly cannot, nil when nothing says it cannot.
struct Equatability: Sendable {
  var index: SourceIndex
  /// The types whose conformance the feature's file writes (`EquatableConformance`), by `key(of:)`.
  var written: Set<String> = []

  /// A declared type's identity: where it is declared.
  static func key(of declared: SourceIndex.DeclaredType) -> String {
    "\(declared.path):\(declared.declaration.range.start)"
  }

  /// Framework value types that do not conform to `Equatable`.
  static let knownNotEquatable: Set<String> = [
    "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan", "CGAffineTransform", "NSRange",
    // SwiftUI's environment actions and type-erased views: what a view does, not what it shows.
    "DismissAction", "OpenURLAction", "RefreshAction", "DismissSearchAction", "OpenWindowAction", "DismissWindowAction",
    "RenameAction", "AnyView", "Binding",
  ]

  /// Framework classes a view model holds that are references, not values: State would share
  /// them (or compare them by identity) rather than hold what they mean.
  static let frameworkReferences: Set<String> = [
    "UIImage", "UIColor", "UIFont", "UIView", "UIViewController", "UIGestureRecognizer", "UIBezierPath", "UIDocument",
    "NSImage", "NSColor", "NSFont", "NSView", "NSViewController", "NSWindow", "NSAttributedString", "NSMutableAttributedString",
    "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSNumber",
    "NSData", "NSMutableData", "NSObject", "NSError", "NSUUID", "NSURL", "NSDate", "NSManagedObject", "NSManagedObjectID",
    "Progress", "Operation", "BlockOperation", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
    "URLSessionUploadTask", "URLSessionWebSocketTask", "Thread", "RunLoop", "Timer", "NSPredicate", "NSSortDescriptor",
    "CALayer", "CAShapeLayer", "CGImage", "CGContext", "CIImage", "CIFilter", "AVPlayer", "AVAsset", "AVPlayerItem",
    "PHAsset", "PHAssetCollection", "CLLocation", "CLPlacemark", "MKMapItem", "MKAnnotation", "EKEvent", "CNContact",
    "SKProduct", "SKPaymentTransaction", "UNNotification", "UNNotificationRequest", "WKWebView", "NSItemProvider",
    "UIDocumentPickerViewController", "UIActivityViewController", "UIAlertController", "UIAction", "UIMenu",
  ]

  /// Protocols of Apple's frameworks that a view model holds values of (`[UIActivityItemSource]`),
  /// whose names the rules for unseen names below do not catch: an existential, never Equatable.
  static let frameworkProtocols: Set<String> = [
    // `Result<[URL], Error>`: the standard library's errors are existentials.
    "Error", "LocalizedError",
    "NSCopying", "NSCoding", "NSSecureCoding", "UIActivityItemSource", "UIContentConfiguration", "UIAppearance", "UICoordinateSpace",
    "UIFocusItem", "UITextInput", "UIKeyInput", "NSItemProviderReading", "NSItemProviderWriting", "MKOverlay", "CAAction",
  ]

  /// Two- and three-letter prefixes of Apple's frameworks (whose value types are judged by the
  /// lists above) and acronyms that start Swift names (`URLRequest`, `APIError`, `IDCard`).
  static let notObjectiveCPrefixes: Set<String> = [
    "UI", "NS", "CG", "CL", "MK", "CA", "AV", "CM", "CF", "CT", "CV", "SK", "SC", "GK", "HK", "EK", "CN", "PH", "UN", "WK", "QL",
    "MP", "LA", "AS", "SF", "CK", "CB", "NW", "OS", "XC", "VN", "AR", "CI", "ML", "PK", "WC", "MC", "ST", "TK", "SCN", "MTL",
    "URL", "API", "ID", "IO", "UUID", "JSON", "HTTP", "XML", "PDF", "GPS", "SQL", "HTML", "CSS", "RGB", "QR", "UTF", "OK", "TV",
  ]

  /// `MX` for `MXKeyBackup`, `RLM` for `RLMRealm`: the prefix an Objective-C library names its
  /// classes with (two or three capitals before a capitalized word); nil for other names.
  static func objectiveCPrefix(of name: String) -> String? {
    let capitals = name.prefix { $0.isUppercase && $0.isASCII }
    guard capitals.count == 3 || capitals.count == 4, name.count > capitals.count,
      name[name.index(name.startIndex, offsetBy: capitals.count)].isLowercase
    else { return nil }
    let prefix = String(capitals.dropLast())
    return notObjectiveCPrefixes.contains(prefix) ? nil : prefix
  }

  /// Protocols that refine `Equatable`: a type conforming to one is `Equatable`.
  static let equatableProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "StringProtocol", "OptionSet", "SetAlgebra",
  ]

  /// Names of protocols of callbacks by convention, whatever module declares them.
  static let callbackSuffixes = ["Delegate", "DataSource"]
  /// Names of handles on what a library keeps, whatever module declares them.
  static let handleSuffixes = ["Reference", "Registration", "ObservationToken", "ObserverToken", "ListenerToken", "SubscriptionToken"]
  /// Handles whose name only whole says so: Realm's `NotificationToken`, not a `PushNotificationToken` value.
  static let handleNames: Set<String> = ["NotificationToken"]

  /// Whether a (non-closure) type's text has a tuple in it: a parenthesized list of two or more
  /// elements, `(Int?, Int)`, `[(name: String, count: Int)]`.
  static func containsTuple(_ type: String) -> Bool {
    var depth = 0
    var parenthesesOpen: [Int] = []
    var previous: Character = " "
    for character in type {
      defer { previous = character }
      switch character {
      case "(": parenthesesOpen.append(depth); depth += 1
      case "[", "<": depth += 1
      case ")": depth -= 1; parenthesesOpen.removeLast(parenthesesOpen.isEmpty ? 0 : 1)
      // The `>` of `->` closes nothing.
      case ">" where previous == "-": continue
      case "]", ">": depth -= 1
      case "," where parenthesesOpen.last == depth - 1: return true
      default: continue
      }
    }
    return false
  }

  func reasonItIsNot(_ written: String) -> String? {
    let type = index.resolvingAliases(written)
    let text = TypeText(type)
    if text.isClosure { return "a closure is not Equatable" }
    // `[String: (Event) -> Void]`, `[() -> Void]`: closures kept in a collection, no more comparable.
    if type.contains("->") { return "it holds closures, which are not Equatable" }
    let words = type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    if words.contains("any") || words.contains("some") { return "an existential ('any P') is not Equatable" }
    // `ViewState<Void>`: a generic type Equatable where its arguments are (`extension ViewState:
    // Equatable where T: Equatable`) is not, over `Void`, nor is anything that holds one.
    if words.contains("Void") || type.contains("()") { return "'Void' is not Equatable, nor is a value that holds one" }
    if type.hasSuffix(".Type") || type.hasSuffix(".Protocol") || type.contains(".Type?") || type.contains(".Type)") {
      return "a metatype is not Equatable"
    }
    if Self.containsTuple(type) { return "a tuple is not Equatable" }
    for path in text.leafPaths {
      let name = TypeNames.bare(path)
      if name == "Any" || name == "AnyObject" { return "'\(name)' is not Equatable" }
      if Self.knownNotEquatable.contains(name) { return "\(name) does not conform to Equatable" }
      if Self.frameworkReferences.contains(name), index.declaredType(path) == nil {
        return "'\(name)' is a framework class, a reference rather than value data"
      }
      if Self.frameworkProtocols.contains(name), index.declaredType(path) == nil {
        return "'\(name)' is a protocol, and a value of a protocol type is not Equatable"
      }
      guard let declared = index.declaredType(path) else {
        // A type of a module Graft was not shown is taken for a value, unless its name says it
        // is someone's callbacks.
        if Self.callbackSuffixes.contains(where: name.hasSuffix) {
          return "'\(name)' is named like a delegate or data source, which is a reference rather than value data"
        }
        if FrameworkTypes.isLogger(name) {
          return "'\(name)' is named like a logger, a helper rather than value data"
        }
        // `AnyPublisher<Item, Never>`, `Observable<Team>`: a framework's values over time, not a
        // value (a books app's own `Publisher` is another matter).
        if let kind = FrameworkTypes.kinds[name], kind == .eventStream || kind == .valueSubject {
          return "'\(name)' is a stream of values over time, not value data"
        }
        // `DocumentReference`, `ListenerRegistration`, `ObservationToken`: a handle on something a
        // library keeps (a database's record, a subscription), not the data itself. Not any
        // token: an `AccessToken` may well be a value.
        if (Self.handleSuffixes.contains(where: name.hasSuffix) && name.count > 9) || Self.handleNames.contains(name) {
          return "'\(name)' is named like a handle on what a library keeps (a reference, a registration, an observation's token), not value data"
        }
        // `MessageViewModelProtocol` of a chat library: a protocol's value is an existential.
        // `Transactionable`, `RealmAccessible`: a capability, Swift's way of naming a protocol
        // (not a `Table` nor a `Timetable`).
        let namesCapability = (name.hasSuffix("able") || name.hasSuffix("ible")) && !name.lowercased().hasSuffix("table") && name.count > 6
        if name.hasSuffix("Protocol") || namesCapability {
          return "'\(name)' is named like a protocol, whose value is an existential rather than value data"
        }
        if name.hasSuffix("ViewModel") {
          return "'\(name)' is named like a view model, an object rather than value data"
        }
        if let prefix = Self.objectiveCPrefix(of: name) {
          return "'\(name)' is named like an Objective-C library's class ('\(prefix)…'), a reference rather than value data"
        }
        continue
      }
      let conforms = conformsToEquatable(name, declared) || self.written.contains(Self.key(of: declared))
      switch declared.kind {
      case .protocol:
        return "'\(name)' is a protocol, and a value of a protocol type is not Equatable"
      case .class where !conforms:
        return "'\(name)' is a class, a reference rather than a value"
      case .class:
        // Equatable or not, a class in State is shared and changes behind the store's back.
        return "'\(name)' is a class: State would share a reference to it rather than hold a value"
      case .actor:
        return "'\(name)' is an actor; State holds values"
      case .struct where !conforms:
        return "'\(name)' does not conform to Equatable (declare the conformance\(Self.at(declared)))"
      case .enum where !conforms && !Self.hasOnlyPlainCases(declared.declaration):
        return "'\(name)' does not conform to Equatable, and its cases carry values (declare the conformance\(Self.at(declared)))"
      default:
        continue
      }
    }
    return nil
  }

  /// The names in a type that nothing Graft read declares (`UserLogin` of a package it was not
  /// given), which it takes for Equatable values on no evidence: neither the sources nor the
  /// context declare them, and they are none of the standard library's, Foundation's or the
  /// frameworks' it knows.
  /// `importing`: the modules the view model's file imports, whose plain names (StoreKit's
  /// `Product`) are theirs.
  func unseenNames(in written: String, importing modules: Set<String> = []) -> [String] {
    var unseen: [String] = []
    let isKnown = { (name: String) in
      Self.knownValues.contains(name) || WellKnownTypes.contains(name)
        || FeatureBuilder.framework(ofType: name) != nil || modules.contains { FeatureBuilder.typesByModule[$0]?.contains(name) == true }
    }
    for path in TypeText(index.resolvingAliases(written)).leafPaths {
      let name = TypeNames.bare(path)
      // `UIImage.Orientation`: a type nested in one Graft knows is the framework's too.
      let root = TypeNames.path(path).first ?? name
      // `extension UserLogin: Equatable {}` in the app says what its declaration does not show.
      let extendedEquatable = (index.extensions[name] ?? []).contains { item in
        item.declaration.inheritance.contains { Self.equatableProtocols.contains(TypeNames.bare($0)) }
      }
      guard index.declaredType(path) == nil, index.typeAliases[name] == nil, !isKnown(name), !isKnown(root), !extendedEquatable, !unseen.contains(name)
      else { continue }
      unseen.append(name)
    }
    return unseen
  }

  /// SwiftUI's and the standard library's value types that are `Equatable`, beside those
  /// `FeatureBuilder` knows for its imports.
  static let knownValues: Set<String> = [
    "Color", "Font", "Image", "LocalizedStringKey", "EdgeInsets", "Angle", "UnitPoint", "NavigationPath", "ColorScheme", "Edge",
    "Alignment", "HorizontalAlignment", "VerticalAlignment", "Visibility", "ContentMode", "Text", "Int128", "UInt128",
    "StaticString", "ContiguousArray", "ArraySlice", "Float16", "Float80", "ObjectIdentifier",
  ]

  /// Where to declare a type's conformance: its declaration, which must say `: Equatable` itself
  /// for Swift to synthesise `==` (an extension in another file cannot).
  static func at(_ declared: SourceIndex.DeclaredType) -> String {
    guard !declared.path.isEmpty else { return "" }
    let start = declared.declaration.range.start
    return " at \(declared.path):\(start.line):\(start.column)"
  }

  /// Whether a declared type says it is `Equatable`: by its inheritance, an extension's, or a
  /// protocol of the sources that refines `Equatable`.
  func conformsToEquatable(_ name: String, _ declared: SourceIndex.DeclaredType) -> Bool {
    index.conforms(name, declared, toOneOf: Self.equatableProtocols.union(["NSObject"]))
  }

  /// An enum whose cases carry no values is `Equatable` without saying so.
  static func hasOnlyPlainCases(_ declaration: Declaration) -> Bool {
    declaration.members.filter { $0.kind == .enumCase }.allSatisfy(\.parameters.isEmpty)
  }
}
