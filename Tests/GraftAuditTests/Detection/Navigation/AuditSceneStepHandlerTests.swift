import Testing
@testable import GraftAudit

/// A coordinator's own method handed the screen it shows and a closure that hears that screen's
/// steps (`push(scene: Review.self, viewModel: viewModel) { step in … }`): what the closure does,
/// the screen's user asked for.
@Suite struct AuditSceneStepHandlerTests {
  static let scenes = """
    class Scene<Model>: UIViewController {
      let viewModel: Model
      required init(viewModel: Model) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    }
    final class GreetingViewModel {
      var onStep: ((Int) -> Void)?
      func beginTapped() { onStep?(0) }
    }
    final class Greeting: Scene<GreetingViewModel> {}
    final class ReviewViewModel {
      enum Step { case accept(Int) }
      let amount: Int
      init(amount: Int) { self.amount = amount }
      var onStep: ((Step) -> Void)?
      func acceptTapped() { onStep?(.accept(amount)) }
    }
    final class Review: Scene<ReviewViewModel> {}
    final class ConfirmViewModel {}
    final class Confirm: Scene<ConfirmViewModel> {}
    protocol Coordinating: AnyObject {
      var navigation: UINavigationController { get }
    }
    extension Coordinating {
      func push<S: Scene<M>, M>(scene: S.Type, viewModel: M, onStep: @escaping (Any) -> Void) {
        navigation.pushViewController(S(viewModel: viewModel), animated: true)
      }
    }
    """

  @Test func theStepHandlerHandedWithAScreenIsThatScreens() {
    let fixture = AuditFixture([
      "Scenes.swift": Self.scenes,
      "PayFlow.swift": """
        final class PayFlow: Coordinating {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() { toGreeting() }
          private func toGreeting() {
            push(scene: Greeting.self, viewModel: GreetingViewModel()) { [unowned self] _ in
              self.toReview(amount: 3)
            }
          }
          private func toReview(amount: Int) {
            let viewModel = ReviewViewModel(amount: amount)
            push(scene: Review.self, viewModel: viewModel) { [unowned self] step in
              switch step {
              case let .accept(value): self.toConfirm(value)
              }
            }
          }
          private func toConfirm(_ value: Int) {
            push(scene: Confirm.self, viewModel: ConfirmViewModel()) { _ in }
          }
        }
        """,
    ])
    #expect(fixture.edges.contains { $0.hasPrefix("Greeting -> Review ") }, "\(fixture.edges)")
    #expect(fixture.edges.contains { $0.hasPrefix("Review -> Confirm ") }, "\(fixture.edges)")
    #expect(fixture.leaves == ["Confirm"])
  }

  /// What the handler writes, the screen writes: `Preferences.shared.pin` set when the pin
  /// screen's user chose one.
  @Test func whatTheStepHandlerWritesTheScreenWrites() {
    let fixture = AuditFixture([
      "Scenes.swift": Self.scenes + """

        final class Preferences {
          static let shared = Preferences()
          var pin: String?
        }
        """,
      "PinFlow.swift": """
        final class PinFlow: Coordinating {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            let viewModel = ReviewViewModel(amount: 1)
            push(scene: Review.self, viewModel: viewModel) { step in
              Preferences.shared.pin = "chosen"
            }
          }
        }
        """,
    ])
    #expect(fixture.writes.contains { $0.hasPrefix("Preferences.shared: Review ") }, "\(fixture.writes)")
    #expect(!fixture.leaves.contains("Review"))
  }

  /// A screen's own controller pushing through its base class's helper with a completion
  /// (`push(DetailViewController(…)) { RecentsStore.shared.add(item) }`): the completion is the
  /// pushing screen's code, run for itself, not the pushed screen's.
  @Test func aControllersOwnCompletionStaysItsOwn() {
    let fixture = AuditFixture("""
      final class RecentsStore {
        static let shared = RecentsStore()
        var items: [String] = []
      }
      class BaseViewController: UIViewController {
        func push(_ controller: UIViewController, completion: (() -> Void)? = nil) {
          navigationController?.pushViewController(controller, animated: true)
          completion?()
        }
      }
      final class ListViewController: BaseViewController {
        var items: [String] = []
        func didSelect(_ item: String) {
          push(DetailViewController()) { RecentsStore.shared.items.append(item) }
        }
        func didTapAdd() {
          push(EditorViewController()) { [weak self] in self?.present(TipsViewController(), animated: true) }
        }
      }
      final class DetailViewController: BaseViewController { var isLiked = false }
      final class EditorViewController: BaseViewController { var text = "" }
      final class TipsViewController: BaseViewController { var page = 0 }
      """)
    #expect(fixture.edge("List", "Tips") != nil, "\(fixture.edges)")
    #expect(fixture.edge("Editor", "Tips") == nil, "\(fixture.edges)")
    #expect(fixture.leaves.contains("Detail"), "\(fixture.writes)")
  }

  /// A closure handed to a method that names no screen  /// A closure handed to a method that names no screen (`after(seconds:) { … }`) stays the
  /// coordinator's: the screen it last showed did not ask for what it does.
  @Test func aClosureHandedWithoutAScreenStaysTheCoordinators() {
    let fixture = AuditFixture([
      "Scenes.swift": Self.scenes,
      "PayFlow.swift": """
        final class PayFlow: Coordinating {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            push(scene: Greeting.self, viewModel: GreetingViewModel()) { _ in }
            after(seconds: 1) { [unowned self] in self.push(scene: Confirm.self, viewModel: ConfirmViewModel()) { _ in } }
          }
          func after(seconds: Int, run: @escaping () -> Void) { run() }
        }
        """,
    ])
    #expect(!fixture.edges.contains { $0.hasPrefix("Greeting -> ") }, "\(fixture.edges)")
    #expect(fixture.leaves.contains("Greeting"))
  }
}
