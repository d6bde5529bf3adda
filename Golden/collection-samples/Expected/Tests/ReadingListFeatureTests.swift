import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct ReadingListFeatureTests {
  @Test func markRead() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(.view(.markRead("Sample id"))) {
      $0.readIDs = ["Sample id"]
    }
  }

  @Test func markUnread() async {
    var initialState = ReadingListFeature.State()
    initialState.readIDs = ["Sample id"]
    let store = TestStore(initialState: initialState) {
      ReadingListFeature()
    }
    await store.send(.view(.markUnread("Sample id"))) {
      $0.readIDs = []
    }
  }

  @Test func bookmark() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    }
    await store.send(.view(.bookmark("Sample key"))) {
      $0.bookmarks = ["Sample key": Bookmark(title: "Sample key")]
    }
  }

  @Test func removeBookmark() async {
    var initialState = ReadingListFeature.State()
    initialState.bookmarks = ["Sample key": Bookmark(title: "Sample title")]
    let store = TestStore(initialState: initialState) {
      ReadingListFeature()
    }
    await store.send(.view(.removeBookmark("Sample key"))) {
      $0.bookmarks = [:]
    }
  }

  @Test func startSession() async {
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.view(.startSession)) {
      $0.sessionID = UUID(0)
    }
  }

  @Test func refreshStatus() async {
    let sampleStatus: SyncStatus = .synced
    let store = TestStore(initialState: ReadingListFeature.State()) {
      ReadingListFeature()
    } withDependencies: {
      $0.syncClient.status = { @Sendable in sampleStatus }
    }
    await store.send(.view(.refreshStatus))
    await store.receive(\.refreshStatusResponse) {
      $0.syncStatus = sampleStatus
    }
  }
}
