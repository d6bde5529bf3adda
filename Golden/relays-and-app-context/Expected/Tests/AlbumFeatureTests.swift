import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct AlbumFeatureTests {
  @Test func titleBinding() async {
    let store = TestStore(initialState: AlbumFeature.State(title: "")) {
      AlbumFeature()
    }
    await store.send(\.binding.title, "Sample title") {
      $0.title = "Sample title"
    }
  }

  @Test(.disabled("Port AlbumViewModel.process(action:) first, then assert its state changes and effects."))
  func processAction() async {
    let store = TestStore(initialState: AlbumFeature.State(title: "")) {
      AlbumFeature()
    }
    await store.send(.view(.processAction(action: .rename)))
  }

  @Test func processFolder() async {
    let store = TestStore(initialState: AlbumFeature.State(title: "")) {
      AlbumFeature()
    }
    await store.send(.view(.processFolder(folder: Folder(name: "Sample name")))) {
      $0.selectedFolder = Folder(name: "Sample name")
    }
  }
}
