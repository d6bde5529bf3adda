import SwiftUI

/// Not a screen: the tab that holds the archive's navigation stack and its router.
struct ArchiveTab: View {
  @State private var router = RouterPath()
  @State private var collection = TagCollection()

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.path) {
      TagCloudView()
        .withAppRouter()
        .withSheetDestinations($router.presentedSheet)
    }
    .environment(router)
    .environment(collection)
  }
}
