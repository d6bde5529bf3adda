import ComposableArchitecture
import Foundation
import Testing

@testable import App

@MainActor
struct StationListFeatureTests {
  @Test func pageNumberBinding() async {
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    }
    await store.send(\.binding.pageNumber, 1) {
      $0.pageNumber = 1
    }
  }

  @Test func loadMore() async {
    let response = StationPage(names: ["Sample value"], hasMore: true)
    let repositoryStationsCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.stations = { @Sendable page in
        repositoryStationsCalls.withValue { $0.append(page) }
        return .success(response)
      }
    }
    await store.send(.view(.loadMore))
    await store.receive(\.loadMoreResponse) {
      $0.current = response
      $0.pageNumber = 1
    }
    await store.finish()
    #expect(repositoryStationsCalls.value == [0])
  }

  @Test func loadMoreFailure() async {
    let failure: StationError = .offline
    let repositoryStationsCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.stations = { @Sendable page in
        repositoryStationsCalls.withValue { $0.append(page) }
        return .failure(failure)
      }
    }
    await store.send(.view(.loadMore))
    await store.receive(\.loadMoreResponse) {
      $0.errorMessage = "Could not load stations"
    }
    await store.finish()
    #expect(repositoryStationsCalls.value == [0])
  }

  @Test func favorite() async {
    let repositoryFavoriteCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.favorite = { @Sendable name in
        repositoryFavoriteCalls.withValue { $0.append(name) }
        return .success(())
      }
    }
    await store.send(.view(.favorite("Sample name")))
    await store.receive(\.favoriteResponse) {
      $0.favorites = ["Sample name"]
    }
    await store.finish()
    #expect(repositoryFavoriteCalls.value == ["Sample name"])
  }

  @Test func favoriteFailure() async {
    let failure: StationError = .offline
    let repositoryFavoriteCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.favorite = { @Sendable name in
        repositoryFavoriteCalls.withValue { $0.append(name) }
        return .failure(failure)
      }
    }
    await store.send(.view(.favorite("Sample name")))
    await store.receive(\.favoriteResponse) {
      $0.errorMessage = "Could not save the favorite"
    }
    await store.finish()
    #expect(repositoryFavoriteCalls.value == ["Sample name"])
  }

  @Test func reload() async {
    let response = StationPage(names: ["Sample value"], hasMore: true)
    let repositoryStationsCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.stations = { @Sendable page in
        repositoryStationsCalls.withValue { $0.append(page) }
        return .success(response)
      }
    }
    await store.send(.view(.reload))
    await store.receive(\.reloadResponse) {
      $0.current = response
      $0.pageNumber = 1
    }
    await store.finish()
    #expect(repositoryStationsCalls.value == [0])
  }

  @Test func reloadFailure() async {
    let failure: StationError = .offline
    let repositoryStationsCalls = LockIsolated<[Int]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.stations = { @Sendable page in
        repositoryStationsCalls.withValue { $0.append(page) }
        return .failure(failure)
      }
    }
    await store.send(.view(.reload))
    await store.receive(\.reloadResponse) {
      $0.errorMessage = "Could not reload stations"
    }
    await store.finish()
    #expect(repositoryStationsCalls.value == [0])
  }

  @Test func unfavorite() async {
    let repositoryUnfavoriteCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.unfavorite = { @Sendable name in
        repositoryUnfavoriteCalls.withValue { $0.append(name) }
        return .success(())
      }
    }
    await store.send(.view(.unfavorite("Sample name")))
    await store.receive(\.unfavoriteResponse)
    await store.finish()
    #expect(repositoryUnfavoriteCalls.value == ["Sample name"])
  }

  @Test func unfavoriteFailure() async {
    let failure: StationError = .offline
    let repositoryUnfavoriteCalls = LockIsolated<[String]>([])
    let store = TestStore(initialState: StationListFeature.State()) {
      StationListFeature()
    } withDependencies: {
      $0.stationClient.unfavorite = { @Sendable name in
        repositoryUnfavoriteCalls.withValue { $0.append(name) }
        return .failure(failure)
      }
    }
    await store.send(.view(.unfavorite("Sample name")))
    await store.receive(\.unfavoriteResponse) {
      $0.favorites = ["Sample name"]
      $0.lastError = failure
    }
    await store.finish()
    #expect(repositoryUnfavoriteCalls.value == ["Sample name"])
  }
}
