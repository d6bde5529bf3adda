import Testing
@testable import GraftAudit

/// A coordinator made by another object's factory method (a DI container's
/// `makeAddGroupFlowCoordinator(…)`) and started: what its `start()` shows, the call shows.
@Suite struct AuditFactoryMadeCoordinatorTests {
  @Test func aChildCoordinatorMadeByAContainersFactoryIsFollowed() {
    let fixture = AuditFixture([
      "Groups.swift": """
        struct GroupListViewModelActions {
          let startAddGroupScene: (String) -> Void
        }
        final class GroupListViewModel {
          private let actions: GroupListViewModelActions
          var groups: [String] = []
          init(actions: GroupListViewModelActions) { self.actions = actions }
          func addTapped() { actions.startAddGroupScene("study") }
        }
        final class GroupListViewController: UIViewController {
          let viewModel: GroupListViewModel
          init(viewModel: GroupListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
          @objc func didTapAdd() { viewModel.addTapped() }
        }
        protocol GroupFlowDependencies {
          func makeGroupListViewController(actions: GroupListViewModelActions) -> GroupListViewController
          func makeAddGroupSceneContainer() -> AddGroupSceneContainer
        }
        final class GroupListCoordinator {
          let navigationController: UINavigationController
          let dependencies: GroupFlowDependencies
          var children: [AnyObject] = []
          init(navigationController: UINavigationController, dependencies: GroupFlowDependencies) {
            self.navigationController = navigationController
            self.dependencies = dependencies
          }
          func start() {
            let actions = GroupListViewModelActions(startAddGroupScene: startAddGroupScene)
            let controller = dependencies.makeGroupListViewController(actions: actions)
            navigationController.pushViewController(controller, animated: false)
          }
          func startAddGroupScene(kind: String) {
            let container = dependencies.makeAddGroupSceneContainer()
            let flow = container.makeAddGroupFlowCoordinator(navigationController: navigationController, kind: kind)
            flow.start()
            children.append(flow)
          }
        }
        """,
      "AddGroup.swift": """
        final class AddGroupSceneContainer {
          func makeAddGroupFlowCoordinator(navigationController: UINavigationController, kind: String) -> AddGroupFlowCoordinator {
            AddGroupFlowCoordinator(navigationController: navigationController, kind: kind)
          }
        }
        final class AddGroupFlowCoordinator {
          let navigationController: UINavigationController
          let kind: String
          init(navigationController: UINavigationController, kind: String) { self.navigationController = navigationController; self.kind = kind }
          func start() { navigationController.pushViewController(AddGroupViewController(kind: kind), animated: true) }
        }
        final class AddGroupViewController: UIViewController {
          var title2 = ""
          init(kind: String) { super.init(nibName: nil, bundle: nil) }
        }
        """,
    ])
    #expect(fixture.edges.contains { $0.hasPrefix("GroupList -> AddGroup ") }, "\(fixture.edges)")
    #expect(fixture.leaves == ["AddGroup"])
  }
}
