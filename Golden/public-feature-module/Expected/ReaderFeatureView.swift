#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: ReaderFeature.self)
public struct ReaderFeatureView: View {
  @Bindable public var store: StoreOf<ReaderFeature>

  public init(store: StoreOf<ReaderFeature>) {
    self.store = store
  }

  public var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Title", text: $store.title)
      Stepper("Font size: \(store.fontSize)", value: $store.fontSize)
      Button("Close") { send(.closeTapped) }
    }
  }
}
#endif
