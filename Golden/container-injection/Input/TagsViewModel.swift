import Combine
import Foundation

// A dependency container in the style of the Factory library, reduced to what this screen uses.
final class Container: @unchecked Sendable {
  static let shared = Container()
}

struct Factory<T> {
  let make: () -> T
  func callAsFunction() -> T { make() }
}

@propertyWrapper
struct LazyInjected<T> {
  private let keyPath: KeyPath<Container, Factory<T>>
  init(_ keyPath: KeyPath<Container, Factory<T>>) { self.keyPath = keyPath }
  var wrappedValue: T { Container.shared[keyPath: keyPath]() }
}

func resolve<T>(_ keyPath: KeyPath<Container, Factory<T>>) -> T {
  Container.shared[keyPath: keyPath]()
}

protocol TagRepository: Sendable {
  func tags() async throws -> [String]
  func delete(tag: String) async throws
}

protocol Analytics: Sendable {
  func track(_ event: String)
}

struct LiveTagRepository: TagRepository {
  func tags() async throws -> [String] { [] }
  func delete(tag: String) async throws {}
}

struct LiveAnalytics: Analytics {
  func track(_ event: String) {}
}

extension Container {
  var tagRepository: Factory<any TagRepository> { Factory { LiveTagRepository() } }
  var analytics: Factory<any Analytics> { Factory { LiveAnalytics() } }
}

// graft: feature
@MainActor
final class TagsViewModel: ObservableObject {
  @Published private(set) var tags: [String] = []
  @Published private(set) var isDeleting = false

  @LazyInjected(\.tagRepository) private var repository
  private let analytics = resolve(\Container.analytics)

  func deleteTapped(_ tag: String) async {
    isDeleting = true
    do {
      try await repository.delete(tag: tag)
      tags.removeAll { $0 == tag }
    } catch {
      analytics.track("tag-delete-failed")
    }
    isDeleting = false
  }

  func shareTapped() {
    analytics.track("tags-shared")
  }
}
