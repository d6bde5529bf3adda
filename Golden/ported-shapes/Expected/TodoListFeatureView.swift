#if canImport(SwiftUI)
import ComposableArchitecture
import SwiftUI

@ViewAction(for: TodoListFeature.self)
struct TodoListFeatureView: View {
  @Bindable var store: StoreOf<TodoListFeature>

  var body: some View {
    // TODO: bring over the body of the legacy screen.
    Form {
      TextField("Draft", text: $store.draft)
      Toggle("Shows done", isOn: $store.showsDone)
      Button("Retry") { send(.retry) }
      Button("Load") { send(.load) }
      Button("Refresh") { send(.refresh) }
      Button("Reload now") { send(.reloadNow) }
      Button("Count remaining") { send(.countRemaining) }
      Button("Mark reviewed") { send(.markReviewed) }
      Button("Discard draft") { send(.discardDraft) }
      Button("Toggle done visible") { send(.toggleDoneVisible) }
      Button("Clear draft") { send(.clearDraft) }
      Button("Trim draft") { send(.trimDraft) }
      Button("Add") { send(.add) }
      Button("Search cancelled") { send(.searchCancelled) }
      Button("Export") { send(.export) }
      Button("Close") { send(.close) }
      Button("Review today") { send(.reviewToday) }
      Button("Tip appeared") { send(.tipAppeared) }
      Button("Tip dismissed") { send(.tipDismissed) }
      Button("Preference loaded") { send(.preferenceLoaded) }
      Button("Start over") { send(.startOver) }
    }
    .onAppear { send(.onAppear) }
  }
}
#endif
