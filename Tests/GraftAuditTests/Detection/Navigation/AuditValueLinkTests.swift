import Testing
@testable import GraftAudit

/// `NavigationLink(value:)` with a value the screen was handed.
@Suite struct AuditValueLinkTests {
  /// A link whose value is a property the maker filled leads where the maker's
  /// `navigationDestination` says: somewhere, so the screen is no leaf; a closure's parameter
  /// of the same shape (`ForEach(items) { item in NavigationLink(value: item) }`) is resolved
  /// by the type's `navigationDestination(for:)` and adds nothing unknown.
  @Test func aLinkToAValueTheScreenWasHandedMakesItNoLeaf() {
    let fixture = AuditFixture([
      "Detail.swift": """
        enum NewsDestination: Hashable { case detail(Int), alerts }
        struct NewsDetailView<D: Hashable>: View {
          private let alertsDestination: D
          init(alertsDestination: D) { self.alertsDestination = alertsDestination }
          var body: some View {
            ScrollView { Text("News") }
              .toolbar { ToolbarItem { NavigationLink(value: alertsDestination) { Image(systemName: "bell") } } }
          }
        }
        struct AlertsView: View { var body: some View { Text("Alerts") } }
        struct Item: Hashable, Identifiable { var id: Int }
        struct ItemsView: View {
          let items: [Item]
          var body: some View {
            List { ForEach(items) { item in NavigationLink(value: item) { Text("row") } } }
              .navigationDestination(for: Item.self) { item in ItemDetailView(item: item) }
          }
        }
        struct ItemDetailView: View { let item: Item; var body: some View { Text("x") } }
        struct NewsRoot: View {
          var body: some View {
            NavigationStack {
              ItemsView(items: [])
                .navigationDestination(for: NewsDestination.self) { destination in
                  switch destination {
                  case .detail: NewsDetailView(alertsDestination: NewsDestination.alerts)
                  case .alerts: AlertsView()
                  }
                }
            }
          }
        }
        """,
    ])
    #expect(fixture.screenNames == ["Alerts", "ItemDetail", "Items", "NewsDetail"])
    #expect(fixture.leaves == ["Alerts", "ItemDetail"])
    #expect(fixture.screen("Items")?.unfollowedCalls.isEmpty == true, "\(String(describing: fixture.screen("Items")?.unfollowedCalls))")
  }

  /// The same link in the private content view the screen's body shows: a part's calls are its
  /// host's to judge, but what a `NavigationLink` pushes goes onto the host's stack.
  @Test func aValueLinkInTheScreensContentView() {
    let fixture = AuditFixture(["Detail.swift": """
      protocol NavigationDestination: Hashable {}
      enum NewsDestination: NavigationDestination { case detail(Int), alerts }
      @Observable final class NewsDetailViewModel { var text = "" }
      struct NewsDetailView<D: NavigationDestination>: View {
        @State private var viewModel: NewsDetailViewModel
        private let alertsDestination: D
        init(viewModel: NewsDetailViewModel, alertsDestination: D) {
          self.viewModel = viewModel
          self.alertsDestination = alertsDestination
        }
        var body: some View { NewsDetailContentView(text: viewModel.text, alertsDestination: alertsDestination) }
      }
      private struct NewsDetailContentView<D: NavigationDestination>: View {
        private let text: String
        private let alertsDestination: D
        init(text: String, alertsDestination: D) {
          self.text = text
          self.alertsDestination = alertsDestination
        }
        var body: some View {
          ScrollView { Text(text) }
            .toolbar { ToolbarItem(placement: .topBarTrailing) { NavigationLink(value: alertsDestination) { Image(systemName: "bell") } } }
        }
      }
      struct AlertsView: View { var body: some View { Text("Alerts") } }
      struct NewsRoot: View {
        var body: some View {
          NavigationStack {
            Text("x").navigationDestination(for: NewsDestination.self) { destination in
              switch destination {
              case .detail: NewsDetailView(viewModel: NewsDetailViewModel(), alertsDestination: NewsDestination.alerts)
              case .alerts: AlertsView()
              }
            }
          }
        }
      }
      """])
    #expect(fixture.leaves == ["Alerts"])
    #expect(fixture.screen("NewsDetail")?.unfollowedCalls.map(\.call) == ["alertsDestination"])
  }

  /// A stack's root registers a destination per value type, one modifier after another: each is
  /// the root's, and a link to a value of that type, in any screen pushed onto the stack, leads
  /// where its destination says (`MovieDetailView` linking to a `CollectionRoute`).
  @Test func linksToValuesOfTheAppsTypesAndAChainOfDestinations() {
    let fixture = AuditFixture(["App.swift": """
      struct MovieRoute: Hashable { let id: Int }
      struct ShowRoute: Hashable { let id: Int }
      struct CollectionRoute: Hashable { let id: Int }
      @Observable final class DiscoverViewModel { var movies: [Int] = [] }
      struct DiscoverView: View {
        @State private var model = DiscoverViewModel()
        var body: some View { List(model.movies, id: \\.self) { id in NavigationLink(value: MovieRoute(id: id)) { Text("movie") } } }
      }
      struct MovieDetailView: View {
        let id: Int
        var body: some View { NavigationLink(value: CollectionRoute(id: id)) { Text("collection") } }
      }
      struct ShowDetailView: View { let id: Int; var body: some View { Text("show") } }
      struct CollectionDetailView: View {
        let id: Int
        @State private var path = NavigationPath()
        var body: some View { Button("first") { path.append(MovieRoute(id: id)) } }
      }
      struct ContentView: View {
        var body: some View {
          TabView {
            NavigationStack {
              DiscoverView()
                .navigationDestination(for: MovieRoute.self) { route in MovieDetailView(id: route.id) }
                .navigationDestination(for: ShowRoute.self) { route in ShowDetailView(id: route.id) }
                .navigationDestination(for: CollectionRoute.self) { route in CollectionDetailView(id: route.id) }
            }
          }
        }
      }
      """])
    #expect(fixture.edge("Discover", "MovieDetail") != nil)
    #expect(fixture.edge("Discover", "ShowDetail") != nil)
    #expect(fixture.edge("Discover", "CollectionDetail") != nil)
    #expect(fixture.edge("MovieDetail", "CollectionDetail")?.kind == .pushes)
    #expect(fixture.edge("MovieDetail", "CollectionDetail")?.via == "CollectionRoute(…) in NavigationLink → navigationDestination")
    #expect(fixture.edge("CollectionDetail", "MovieDetail")?.kind == .pushes)
    #expect(fixture.edge("MovieDetail", "ShowDetail") == nil)
    #expect(fixture.leaves == ["ShowDetail"])
  }
}
