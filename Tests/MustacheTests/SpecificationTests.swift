import Foundation
import Mustache
import Testing

/// The official Mustache specification (Tests/Fixtures/mustache-spec, MIT licence): every case
/// of every module, core and optional, as its own test case named after it.
@Suite struct SpecificationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var module: String
    var name: String
    var template: String
    var data: MustacheValue
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(module): \(name)" }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/mustache-spec").standardized

  static let cases: [Case] = {
    struct File: Decodable {
      struct Test: Decodable {
        var name: String
        var template: String
        var data: JSONValue
        var partials: [String: String]?
        var expected: String
      }
      var tests: [Test]
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    return names.flatMap { name -> [Case] in
      guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
        let file = try? JSONDecoder().decode(File.self, from: data)
      else { return [] }
      return file.tests.map {
        Case(module: String(name.dropLast(5)), name: $0.name, template: $0.template, data: $0.data.value,
          partials: $0.partials ?? [:], expected: $0.expected)
      }
    }
  }()

  @Test func theWholeSpecificationIsHere() {
    #expect(Self.cases.count == 184)
    #expect(Set(Self.cases.map(\.module)) == [
      "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names", "~inheritance",
    ])
  }

  @Test(arguments: cases)
  func specification(_ test: Case) throws {
    let template = try Template(name: test.name, source: test.template)
    let output = try template.render(test.data, partials: DictionaryTemplateLoader(test.partials), options: .specification)
    #expect(output == test.expected)
  }
}

/// JSON as the spec files hold it, decoded into `MustacheValue`.
struct JSONValue: Decodable {
  var value: MustacheValue

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [MustacheValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self).value) }
      value = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var values: [String: MustacheValue] = [:]
      for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key).value }
      value = .dictionary(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      value = .null
    } else if let bool = try? single.decode(Bool.self) {
      value = .bool(bool)
    } else if let int = try? single.decode(Int.self) {
      value = .int(int)
    } else if let double = try? single.decode(Double.self) {
      value = .double(double)
    } else {
      value = .string(try single.decode(String.self))
    }
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
