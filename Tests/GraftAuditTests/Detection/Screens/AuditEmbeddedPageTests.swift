import Testing

@testable import GraftAudit

/// A paging container that keeps its pages in a collection and embeds each one: the pages are
/// parts of the container's screen, not screens of their own, and where a page leads is where
/// the container leads. The view models its pages are handed, subclasses of one base, are the
/// pages' models.
@Suite(.timeLimit(.minutes(1))) struct AuditEmbeddedPageTests {
  static func app(embedding: String) -> [String: String] {
    [
      "App/News/NewsCoordinator.swift": """
        final class NewsCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let latest = NewsPageViewController(viewModel: LatestNewsPageViewModel())
            let popular = NewsPageViewController(viewModel: PopularNewsPageViewModel())
            navigationController.pushViewController(NewsContainerViewController(pages: [latest, popular]), animated: true)
          }
        }
        """,
      "App/News/NewsContainerViewController.swift": """
        final class NewsContainerViewController: UIViewController {
          private let pages: [NewsPageViewController]
          private var currentIndex = 0
          init(pages: [NewsPageViewController]) {
            self.pages = pages
            super.init(nibName: nil, bundle: nil)
          }
          override func viewDidLoad() {
            super.viewDidLoad()
        \(embedding)
          }
        }
        """,
      "App/News/NewsPageViewController.swift": """
        final class NewsPageViewController: UIViewController {
          let viewModel: NewsPageViewModel
          private var isLoading = false
          init(viewModel: NewsPageViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
          }
          func openArticle() { navigationController?.pushViewController(ArticleViewController(), animated: true) }
        }
        """,
      "App/News/NewsPageViewModel.swift": """
        class NewsPageViewModel {
          var title: String { "" }
          var articles: [String] = []
        }
        final class LatestNewsPageViewModel: NewsPageViewModel {
          override var title: String { "Latest" }
        }
        final class PopularNewsPageViewModel: NewsPageViewModel {
          override var title: String { "Popular" }
        }
        """,
      "App/Article/ArticleViewController.swift": "final class ArticleViewController: UIViewController { var body = \"\" }",
    ]
  }

  @Test(arguments: [
    "    pages.enumerated().forEach { (index, page) in\n      stackView.addArrangedSubview(page.view)\n      addChild(page)\n    }",
    "    for page in pages {\n      addChild(page)\n    }",
    "    for (index, page) in self.pages.enumerated() { addChild(page) }",
    "    pages.forEach { addChild($0) }",
    "    pages.forEach { [weak self] page in self?.addChild(page) }",
  ])
  func pagesKeptInACollectionAndEmbeddedAreTheContainersParts(embedding: String) {
    let fixture = AuditFixture(Self.app(embedding: embedding))
    #expect(fixture.screenNames == ["Article", "NewsContainer"])
    #expect(fixture.edges == ["NewsContainer -> Article component"])
  }
}
