import ComposableArchitecture
import Foundation
import XCTest

@testable import App

@MainActor
final class MenuFeatureTests: XCTestCase {
  func testSelectedRowBinding() async {
    let store = TestStore(initialState: MenuFeature.State()) {
      MenuFeature()
    }
    await store.send(\.binding.selectedRow, 1) {
      $0.selectedRow = 1
    }
  }

  func testProfileTapped() async {
    let store = TestStore(initialState: MenuFeature.State()) {
      MenuFeature()
    }
    await store.send(.view(.profileTapped(id: 1))) {
      $0.selectedRow = 1
    }
    await store.receive(\.delegate.showProfile, 1)
  }

  func testHelpTapped() async {
    let store = TestStore(initialState: MenuFeature.State()) {
      MenuFeature()
    }
    await store.send(.view(.helpTapped))
    await store.receive(\.delegate.showHelp)
  }

  func testLogoutTapped() async {
    var initialState = MenuFeature.State()
    initialState.selectedRow = 1
    let store = TestStore(initialState: initialState) {
      MenuFeature()
    }
    await store.send(.view(.logoutTapped)) {
      $0.selectedRow = 0
    }
    await store.receive(\.delegate.logout)
  }
}
