#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: RecipeSearchFeature.self)
struct RecipeSearchFeatureView: View {
  @Bindable var store: StoreOf<RecipeSearchFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Query", text: $store.query)
      Button("Clear query") { send(.clearQuery) }
      Button("Show quick recipes") { send(.showQuickRecipes) }
      Button("Refresh soon") { send(.refreshSoon) }
    }
  }
}
#endif
