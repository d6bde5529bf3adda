import Foundation
import RxRelay
import RxSwift

struct Order: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

/// An RxSwift-era repository: each request answers once, as a `Single`, a `Maybe` or a
/// `Completable`.
protocol OrderRepository {
  func fetchOrders(page: Int) -> Single<[Order]>
  func cancelOrder(id: Int) -> Completable
  func draft() -> Maybe<Order>
  func watchOrders() -> Observable<[Order]>
}

// graft: feature
final class OrdersViewModel {
  let orders = BehaviorRelay<[Order]>(value: [])
  let isLoading = BehaviorRelay<Bool>(value: false)
  let errorMessage = BehaviorRelay<String?>(value: nil)
  var page = 1

  private let repository: OrderRepository
  private let disposeBag = DisposeBag()

  init(repository: OrderRepository) {
    self.repository = repository
  }

  func refresh() {
    isLoading.accept(true)
    repository.fetchOrders(page: page)
      .observe(on: MainScheduler.instance)
      .subscribe(onSuccess: { [weak self] orders in
        self?.isLoading.accept(false)
        self?.orders.accept(orders)
      }, onFailure: { [weak self] error in
        self?.isLoading.accept(false)
        self?.errorMessage.accept(error.localizedDescription)
      })
      .disposed(by: disposeBag)
  }

  func cancelTapped(id: Int) {
    repository.cancelOrder(id: id)
      .subscribe(onCompleted: { [weak self] in
        guard let self else { return }
        self.page = 1
      })
      .disposed(by: disposeBag)
  }

  func loadMore() {
    repository.fetchOrders(page: page + 1)
      .subscribe { [weak self] result in
        switch result {
        case .success(let orders):
          self?.page += 1
          self?.orders.accept(orders)
        case .failure:
          self?.errorMessage.accept("Could not load more")
        }
      }
      .disposed(by: disposeBag)
  }

  func restoreDraft() {
    repository.draft()
      .subscribe(onSuccess: { [weak self] order in
        self?.orders.accept([order])
      })
      .disposed(by: disposeBag)
  }

  func refreshTitles() {
    repository.fetchOrders(page: 1)
      .map { $0.map(\.title) }
      .subscribe(onSuccess: { [weak self] titles in
        self?.errorMessage.accept(titles.first)
      })
      .disposed(by: disposeBag)
  }
}
