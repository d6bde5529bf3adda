/// The types of Swift's standard library and of Foundation that generated code names: they need
/// no declaration of the app's, and a bare name of theirs is always theirs, whatever the app
/// nests under the same name (`Keys.Bool`, `Errors.Error`).
enum WellKnownTypes {
  /// The standard library's types a signature names, which no import brings.
  static let standardLibrary: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Void", "Never", "Error", "Any", "AnyObject",
    "AnyHashable", "Sendable", "Equatable", "Hashable", "Codable", "Identifiable", "Comparable", "Self", "AsyncStream",
    "AsyncThrowingStream", "Range", "ClosedRange", "Task", "MainActor", "Duration", "CustomStringConvertible",
  ]

  /// Foundation's types (Dispatch's too, which Foundation re-exports), which need `import
  /// Foundation`: a view model that imports UIKit or SwiftUI sees them through that import, which
  /// the feature's file leaves out.
  static let foundation: Set<String> = [
    "UUID", "Date", "URL", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar", "DateComponents", "IndexPath",
    "IndexSet", "CharacterSet", "Measurement", "PersonNameComponents", "URLRequest", "DateInterval", "AttributedString",
    "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "NSRange", "URLComponents", "URLQueryItem", "Notification",
    "UserDefaults", "NotificationCenter", "FileManager", "Bundle", "ProcessInfo", "JSONDecoder", "JSONEncoder",
    "PropertyListDecoder", "PropertyListEncoder", "URLSession", "URLSessionTask", "URLSessionDataTask", "URLResponse",
    "HTTPURLResponse", "Timer", "OperationQueue", "Operation", "BlockOperation", "DateFormatter", "ISO8601DateFormatter",
    "NumberFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "Progress", "Thread",
    "RunLoop", "DispatchQueue", "DispatchWorkItem", "DispatchGroup", "DispatchSemaphore", "DispatchTime", "DispatchTimeInterval",
    "LocalizedStringResource", "Formatter", "PersonNameComponentsFormatter", "DateComponentsFormatter", "ListFormatter",
  ]

  /// Whether a bare type name is the standard library's or Foundation's.
  static func contains(_ name: String) -> Bool { standardLibrary.contains(name) || foundation.contains(name) }
}
