import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct CheckoutFeatureTests {
  @Test func titleBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [], mode: .express, note: "", giftMessage: "", isMember: false, quote: 0, isGift: false)) {
      CheckoutFeature()
    }
    await store.send(\.binding.title, "Sample title") {
      $0.title = "Sample title"
    }
  }

  @Test func noteBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [], mode: .express, note: "", giftMessage: "", isMember: false, quote: 0, isGift: false)) {
      CheckoutFeature()
    }
    await store.send(\.binding.note, "Sample note") {
      $0.note = "Sample note"
    }
  }

  @Test func giftMessageBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [], mode: .express, note: "", giftMessage: "", isMember: false, quote: 0, isGift: false)) {
      CheckoutFeature()
    }
    await store.send(\.binding.giftMessage, "Sample gift message") {
      $0.giftMessage = "Sample gift message"
    }
  }

  @Test func isGiftBinding() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [], mode: .express, note: "", giftMessage: "", isMember: false, quote: 0, isGift: false)) {
      CheckoutFeature()
    }
    await store.send(\.binding.isGift, true) {
      $0.isGift = true
    }
  }

  @Test(.disabled("Port CheckoutViewModel.clearTapped() first, then assert its state changes and effects."))
  func clearTapped() async {
    let store = TestStore(initialState: CheckoutFeature.State(items: [], mode: .express, note: "", giftMessage: "", isMember: false, quote: 0, isGift: false)) {
      CheckoutFeature()
    }
    await store.send(.view(.clearTapped))
  }
}
