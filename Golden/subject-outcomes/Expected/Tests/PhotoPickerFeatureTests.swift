import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct PhotoPickerFeatureTests {
  @Test func doneTapped() async {
    let store = TestStore(initialState: PhotoPickerFeature.State(photos: [])) {
      PhotoPickerFeature()
    }
    await store.send(.view(.doneTapped))
    await store.receive(\.delegate.didFinish)
  }

  @Test func pick() async {
    let store = TestStore(initialState: PhotoPickerFeature.State(photos: [])) {
      PhotoPickerFeature()
    }
    await store.send(.view(.pick(Photo(id: 1, title: "Sample title")))) {
      $0.selectedID = 1
    }
    await store.receive(\.delegate.picked, Photo(id: 1, title: "Sample title"))
  }

  @Test(.disabled("Port PhotoPickerViewModel.searchChanged(_:) first, then assert its state changes and effects."))
  func searchChanged() async {
    let store = TestStore(initialState: PhotoPickerFeature.State(photos: [])) {
      PhotoPickerFeature()
    }
    await store.send(.view(.searchChanged("Sample text")))
  }
}
