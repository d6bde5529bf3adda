import Foundation

struct Note: Equatable, Identifiable, Sendable {
  let id: UUID
  var text: String
  var updatedAt: Date
}

struct User: Equatable, Sendable {
  var name: String
  var token: String
}
