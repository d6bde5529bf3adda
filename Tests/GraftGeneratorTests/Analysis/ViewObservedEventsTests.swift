import SwiftDeclarationParser
import Testing

@testable import GraftGenerator

/// A stream the view model sends into is a parent's outcome only when no view of its own
/// subscribes to it: what its controller shows of `loadingSubject` is the screen's, which a
/// delegate action would take away from it.
@Suite struct ViewObservedEventsTests {
  static let viewModel = SourceFile(path: "Sources/App/CheckoutViewModel.swift", text: """
    import RxRelay
    import RxSwift

    // graft: feature
    final class CheckoutViewModel {
      let loadingSubject = PublishSubject<Bool>()
      let finished = PublishRelay<Int>()
      var total = 0

      func pay() {
        loadingSubject.onNext(true)
        total = 0
      }

      func close() {
        finished.accept(total)
      }
    }
    """)

  static let controller = SourceFile(path: "Sources/App/CheckoutViewController.swift", text: """
    import UIKit
    final class CheckoutViewController: UIViewController {
      let viewModel = CheckoutViewModel()
      let bag = DisposeBag()
      override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.loadingSubject.subscribe(onNext: { [weak self] in self?.showSpinner($0) }).disposed(by: bag)
      }
      func showSpinner(_ on: Bool) {}
    }
    """)

  static let coordinator = SourceFile(path: "Sources/App/CheckoutCoordinator.swift", text: """
    final class CheckoutCoordinator {
      let bag = DisposeBag()
      func start(_ viewModel: CheckoutViewModel) {
        viewModel.finished.subscribe(onNext: { print("done") }).disposed(by: bag)
        viewModel.loadingSubject.subscribe(onNext: { print($0) }).disposed(by: bag)
      }
    }
    """)

  func classifications(_ files: [SourceFile]) throws -> (roles: [String: MemberClassification], actions: [ActionCase]) {
    let result = try #require(FeaturePipeline().run(files).first { $0.source.path == Self.viewModel.path })
    let feature = try #require(result.features.first)
    let roles = Dictionary(feature.classifications.map { ($0.member.name, $0) }, uniquingKeysWith: { first, _ in first })
    return (roles, feature.model?.viewActions ?? [])
  }

  @Test func aStreamItsControllerSubscribesToIsTheScreens() throws {
    let (roles, actions) = try classifications([Self.viewModel, Self.controller, Self.coordinator])
    #expect(roles["loadingSubject"]?.role == .plumbing)
    #expect(roles["loadingSubject"]?.advisory?.contains("its view CheckoutViewController subscribes to") == true)
    #expect(roles["finished"]?.role == .outcome)
    #expect(actions.first { $0.name == "pay" }?.ported == nil)
    #expect(actions.first { $0.name == "close" }?.ported?.lines.contains { $0.contains(".send(.delegate(.finished(") } == true)
  }

  /// A view that only sends into the stream, a word of the same name that is no read of it
  /// (`dismiss(animated:)`), and a parent named `…Controller` that inherits no view are no view's
  /// subscription.
  @Test func sendingAnotherWordOrAParentControllerIsNoViewsSubscription() throws {
    let others = SourceFile(path: "Sources/App/Others.swift", text: """
      import UIKit
      final class CheckoutViewController: UIViewController {
        let viewModel = CheckoutViewModel()
        func retry() { viewModel.loadingSubject.onNext(false) }
      }
      final class SettingsViewController: UIViewController {
        func close() { loadingSubject(); dismiss(animated: true) }
        func loadingSubject() {}
      }
      final class CheckoutController {
        let bag = DisposeBag()
        func start(_ viewModel: CheckoutViewModel) { viewModel.loadingSubject.subscribe(onNext: { print($0) }).disposed(by: bag) }
      }
      """)
    #expect(try classifications([Self.viewModel, others]).roles["loadingSubject"]?.role == .outcome)
  }

  /// A controller may hold its view model by a protocol of the app's that the model adopts,
  /// in an extension too.
  @Test func aControllerHoldingItsModelByAProtocolSubscribesAsItsView() throws {
    let types = SourceFile(path: "Sources/App/CheckoutTypes.swift", text: """
      protocol CheckoutViewModelOutputs: AnyObject { var loadingSubject: PublishSubject<Bool> { get } }
      extension CheckoutViewModel: CheckoutViewModelOutputs {}
      """)
    let controller = SourceFile(path: "Sources/App/CheckoutViewController.swift", text: """
      import UIKit
      final class CheckoutViewController: UIViewController {
        var outputs: CheckoutViewModelOutputs?
        let bag = DisposeBag()
        func bind() { outputs?.loadingSubject.subscribe(onNext: { _ in }).disposed(by: bag) }
      }
      """)
    #expect(try classifications([Self.viewModel, types, controller, Self.coordinator]).roles["loadingSubject"]?.role == .plumbing)
  }

  /// A private relay the view reads through a property that exposes it is the view's too.
  @Test func aRelayTheViewReadsThroughAnExposingPropertyIsTheScreens() throws {
    let viewModel = SourceFile(path: "Sources/App/CheckoutViewModel.swift", text: """
      import RxCocoa
      import RxRelay

      // graft: feature
      final class CheckoutViewModel {
        private let reasonRelay = PublishRelay<String>()
        var reasonSelected: Signal<String> { reasonRelay.asSignal() }
        func choose(_ reason: String) { reasonRelay.accept(reason) }
      }
      """)
    let controller = SourceFile(path: "Sources/App/CheckoutViewController.swift", text: """
      import UIKit
      final class CheckoutViewController: UIViewController {
        let viewModel = CheckoutViewModel()
        let bag = DisposeBag()
        func bind() { viewModel.reasonSelected.emit(onNext: { [weak self] in self?.confirm($0) }).disposed(by: bag) }
        func confirm(_ reason: String) {}
      }
      """)
    let result = try #require(FeaturePipeline().run([viewModel, controller]).first { $0.source.path == viewModel.path })
    let feature = try #require(result.features.first)
    #expect(feature.classifications.first { $0.member.name == "reasonRelay" }?.role == .plumbing)
    #expect(feature.model?.viewActions.first { $0.name == "choose" }?.ported == nil)
  }

  /// Without the controller among the files, only the coordinator subscribes: a parent's outcome.
  @Test func aStreamOnlyItsParentSubscribesToIsAnOutcome() throws {
    #expect(try classifications([Self.viewModel, Self.coordinator]).roles["loadingSubject"]?.role == .outcome)
  }
}
