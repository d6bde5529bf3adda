#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ComposeFeature.self)
public struct ComposeFeatureView: View {
  @Bindable public var store: StoreOf<ComposeFeature>

  public init(store: StoreOf<ComposeFeature>) {
    self.store = store
  }

  public var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Body", text: $store.body)
      Toggle("Sending", isOn: $store.isSending)
      Button("Discard") { send(.discardTapped) }
      Button("Save") { send(.saveTapped) }
    }
  }
}
#endif
