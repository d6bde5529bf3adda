import ComposableArchitecture

/// Ticker, ported from TickerViewModel.
@Reducer
struct TickerFeature {
  @Dependency(\.linkOpeningClient) var links
  @Dependency(\.speechReadingClient) var reader
  @Dependency(\.priceRefreshingClient) var prices
  @Dependency(\.quoteStreamingClient) var quotes
  @Dependency(\.trackingClient) var tracking
  @Dependency(\.archiveClient) var archive

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.exportTapped):
        return .run { send in
          await send(.exportTappedResponse(Result { try await archive.export(.pdf) }))
        }

      case .view(.markedExportTapped):
        return .run { @MainActor send in
          tracking.trackNamed("export")
          await send(.markedExportTappedResponse(Result { @Sendable in try await archive.export(.csv) }))
        }

      case .view(.shareTapped):
        return .run { @MainActor [symbol = state.symbol] _ in
          tracking.track(TickerEvent(name: "share", properties: ["symbol": symbol]))
        }

      case .view(.favoriteTapped):
        return .run { @MainActor _ in
          tracking.trackNamed("favorite")
        }

      case let .view(.openNewsTapped(url)):
        state.lastOpened = url
        return .run { @MainActor _ in
          links.open(url)
        }

      case let .view(.companyPageTapped(url)):
        if links.canOpen(url) && !links.isRestricted() {
          state.lastOpened = url
          return .run { @MainActor _ in
            links.open(url)
          }
        } else {
          state.exportError = "Links are restricted on this device"
          return .none
        }

      case .view(.refreshTapped):
        return .run { [symbol = state.symbol] _ in
          prices.refresh(symbol)
        }

      case .view(.readAloudTapped):
        // TODO: port TickerViewModel.readAloudTapped() (Graft stopped at 'reader = SystemSpeechReader()': it sets 'reader', which State does not hold):
        //   reader = SystemSpeechReader()
        //   reader?.read(symbol)
        return .none

      case .view(.stopReadingTapped):
        // TODO: port TickerViewModel.stopReadingTapped() (Graft stopped at 'reader?.stop()': it calls 'reader', which the view model replaces in 'readAloudTapped': a dependency fixed when the feature starts would not be the object it calls):
        //   reader?.stop()
        return .none

      case .view(.priceTapped):
        return .run { [symbol = state.symbol] send in
          await send(.priceTappedResponse(await prices.lastPrice(symbol)))
        }

      case let .exportTappedResponse(.success(value)):
        state.lastOpened = value
        return .none

      case let .exportTappedResponse(.failure(failure)):
        state.exportError = failure.localizedDescription
        return .none

      case let .markedExportTappedResponse(.success(value)):
        state.lastOpened = value
        return .none

      case .markedExportTappedResponse(.failure):
        state.exportError = "Export failed"
        return .none

      case let .priceTappedResponse(value):
        state.lastPrice = value
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
