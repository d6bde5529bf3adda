import Testing

@testable import GraftAudit

/// RxFlow: a stepper's screen emits a step (`steps.accept(AppStep.detail)`, or a step mapped
/// into `steps` by a pipeline), and a flow's `navigate(to:)` switches over it and shows the
/// screen. The edge is the emitting screen's, to the one the flow shows.
@Suite struct AuditRxFlowTests {
  static let flow = """
    import RxFlow
    import RxRelay
    enum AppStep: Step {
      case list
      case detail(id: Int)
      case settings
      case close
    }
    final class MainFlow: Flow {
      private let navigation = UINavigationController()
      var root: Presentable { navigation }
      func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        switch step {
        case .list: return showList()
        case .detail(let id): return showDetail(id: id)
        case .settings: return showSettings()
        case .close: navigation.popViewController(animated: true); return .none
        }
      }
      private func showList() -> FlowContributors {
        let model = ListViewModel()
        navigation.setViewControllers([ListViewController(model: model)], animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
      }
      private func showDetail(id: Int) -> FlowContributors {
        let model = DetailViewModel(id: id)
        navigation.pushViewController(DetailViewController(model: model), animated: true)
        return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
      }
      private func showSettings() -> FlowContributors {
        navigation.present(SettingsViewController(), animated: true)
        return .none
      }
    }

    """

  /// The flow's list and detail controllers, each made with its model.
  static let controllers = """
    final class ListViewController: UIViewController {
      let model: ListViewModel
      init(model: ListViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
    }
    final class DetailViewController: UIViewController {
      let model: DetailViewModel
      init(model: DetailViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
    }

    """

  @Test func aStepAStepperEmitsIsTheFlowsNavigation() {
    let fixture = AuditFixture(Self.flow + Self.controllers + """
      final class ListViewModel: Stepper {
        let steps = PublishRelay<Step>()
        var initialStep: Step { AppStep.list }
        var rows: [Int] = []
        func select(_ row: Int) { steps.accept(AppStep.detail(id: rows[row])) }
      }
      final class DetailViewModel: Stepper {
        let steps = PublishRelay<Step>()
        let id: Int
        let disposeBag = DisposeBag()
        init(id: Int) { self.id = id }
        func bind(settingsTaps: Observable<Void>, backTaps: Observable<Void>) {
          settingsTaps.map { _ in AppStep.settings }.bind(to: steps).disposed(by: disposeBag)
          backTaps.map { AppStep.close }.bind(to: steps).disposed(by: disposeBag)
        }
      }
      final class SettingsViewController: UIViewController {
        var isOn = false
      }
      """)
    #expect(fixture.edge("List", "Detail")?.idiom == .route)
    #expect(fixture.edge("List", "Detail")?.via?.contains("MainFlow.showDetail") == true)
    #expect(fixture.edge("Detail", "Settings") != nil)
    #expect(fixture.leaves == ["Settings"])
  }

  /// `initialStep` is the step that shows the stepper's own screen when a flow first listens
  /// to it, not a navigation of that screen's (here a flow of another enum's `.list` would show
  /// the list).
  @Test func aSteppersInitialStepIsNoEdgeOfItsScreen() {
    let fixture = AuditFixture(Self.flow + Self.controllers + """
      enum ShopStep: Step { case list }
      final class ListViewModel: Stepper {
        let steps = PublishRelay<Step>()
        init() {}
      }
      final class CartViewModel: Stepper {
        let steps = PublishRelay<Step>()
        var initialStep: Step { ShopStep.list }
        var total = 0
      }
      final class CartViewController: UIViewController {
        let model = CartViewModel()
        @objc func showCart() { present(DetailViewController(model: DetailViewModel(id: 1)), animated: true) }
      }
      final class DetailViewModel: Stepper {
        let steps = PublishRelay<Step>()
        init(id: Int) {}
      }
      final class SettingsViewController: UIViewController {}
      """)
    #expect(fixture.edge("Cart", "List") == nil)
    #expect(fixture.edge("Cart", "Detail") != nil)
  }

  /// A child flow a route starts with `Flows.use(flow, when: .created) { root in … }` shows the
  /// screen its `root` returns, which the closure pushes.
  @Test func aChildFlowsRootIsTheScreenItsRouteShows() {
    let fixture = AuditFixture("""
      import RxFlow
      import RxRelay
      enum NoteStep: Step { case list, compose }
      final class NotesFlow: Flow {
        private let navigation = UINavigationController()
        var root: Presentable { navigation }
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? NoteStep else { return .none }
          switch step {
          case .list: return showList()
          case .compose: return showCompose()
          }
        }
        private func showList() -> FlowContributors {
          let model = NotesViewModel()
          navigation.pushViewController(NotesViewController(model: model), animated: false)
          return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
        }
        private func showCompose() -> FlowContributors {
          let composeFlow = ComposeFlow()
          Flows.use(composeFlow, when: .created) { root in
            self.navigation.pushViewController(root, animated: true)
          }
          return .one(flowContributor: .contribute(withNextPresentable: composeFlow, withNextStepper: OneStepper(withSingleStep: NoteStep.compose)))
        }
      }
      final class ComposeFlow: Flow {
        var root: Presentable { controller }
        let controller: ComposeViewController
        init() { controller = ComposeViewController() }
        func navigate(to step: Step) -> FlowContributors { .none }
      }
      final class NotesViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func composeTapped() { steps.accept(NoteStep.compose) }
      }
      final class NotesViewController: UIViewController {
        let model: NotesViewModel
        init(model: NotesViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
      }
      final class ComposeViewController: UIViewController { var text = "" }
      """)
    #expect(fixture.edge("Notes", "Compose")?.via == ".compose → NotesFlow.showCompose → pushViewController")
    #expect(fixture.leaves == ["Compose"])
  }

  /// A flow that ends by forwarding a step to its parent hands it on: the parent's route for
  /// it is where the emitting screen goes.
  @Test func aStepForwardedToTheParentFlowIsFollowed() {
    let fixture = AuditFixture("""
      import RxFlow
      import RxRelay
      enum AuthStep: Step { case login, loggedIn, home }
      final class AppFlow: Flow {
        private let navigation = UINavigationController()
        var root: Presentable { navigation }
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AuthStep else { return .none }
          switch step {
          case .home:
            navigation.setViewControllers([HomeViewController()], animated: true)
            return .none
          default: return .none
          }
        }
      }
      final class LoginFlow: Flow {
        private let navigation = UINavigationController()
        var root: Presentable { navigation }
        func navigate(to step: Step) -> FlowContributors {
          guard let step = step as? AuthStep else { return .none }
          switch step {
          case .login: return showLogin()
          case .loggedIn: return .end(forwardToParentFlowWithStep: AuthStep.home)
          default: return .none
          }
        }
        private func showLogin() -> FlowContributors {
          let model = LoginViewModel()
          navigation.pushViewController(LoginViewController(model: model), animated: false)
          return .one(flowContributor: .contribute(withNextPresentable: navigation, withNextStepper: model))
        }
      }
      final class LoginViewModel: Stepper {
        let steps = PublishRelay<Step>()
        func signedIn() { steps.accept(AuthStep.loggedIn) }
      }
      final class LoginViewController: UIViewController {
        let model: LoginViewModel
        init(model: LoginViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
      }
      final class HomeViewController: UIViewController { var name = "" }
      """)
    #expect(fixture.edge("Login", "Home") != nil)
  }

  /// `accept` on anything but a stepper's `steps` hands on no step, and a case of an enum that
  /// is no `Step` named in a pipeline is data.
  @Test func otherRelaysAndEnumsAreData() {
    let fixture = AuditFixture(Self.flow + Self.controllers + """
      enum Filter { case settings, all }
      final class ListViewModel: Stepper {
        let steps = PublishRelay<Step>()
        let filter = BehaviorRelay<Filter>(value: .all)
        let disposeBag = DisposeBag()
        var rows: [Int] = []
        func showSettings() { filter.accept(.settings) }
        func bind(taps: Observable<Void>) { taps.map { Filter.settings }.bind(to: filter).disposed(by: disposeBag) }
      }
      final class DetailViewModel: Stepper {
        let steps = PublishRelay<Step>()
        init(id: Int) {}
      }
      final class SettingsViewController: UIViewController {}
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("List -> ") } == [])
  }

  /// A `steps` relay of a screen that adopts no `Stepper` is its own (a wizard's pages); a step
  /// named where the screen hands no steps on is data; an app's own `Step` protocol, without
  /// RxFlow, is no flow's.
  @Test func stepsOfNoStepperAndStepsAsDataAreNoNavigation() {
    let fixture = AuditFixture(Self.flow + Self.controllers + """
      enum WizardPage { case intro, settings }
      final class ListViewModel: Stepper {
        let steps = PublishRelay<Step>()
        let startOptions: [AppStep] = [AppStep.list, AppStep.settings]
        init() {}
      }
      final class WizardViewController: UIViewController {
        let steps = BehaviorRelay<WizardPage>(value: .intro)
        @objc func next() { steps.accept(.settings) }
      }
      final class DetailViewModel: Stepper {
        let steps = PublishRelay<Step>()
        init(id: Int) {}
      }
      final class SettingsViewController: UIViewController {}
      """)
    #expect(fixture.edges.filter { $0.hasPrefix("List -> ") || $0.hasPrefix("Wizard -> ") } == [])
    let own = AuditFixture("""
      protocol Step {}
      enum Route: Step { case profile }
      final class SignupViewController: UIViewController {
        var steps: [Route] = []
        @objc func done() { steps.append(Route.profile) }
      }
      final class ProfileViewController: UIViewController {
        func show(_ route: Route) { switch route { case .profile: navigationController?.pushViewController(ProfileViewController(), animated: true) } }
      }
      """)
    #expect(own.edge("Signup", "Profile") == nil)
  }
}
