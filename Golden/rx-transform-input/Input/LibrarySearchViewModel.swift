import Foundation
import RxRelay
import RxSwift

struct Book: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

protocol BookSearching {
  func search(_ query: String, scope: Int) -> Single<[Book]>
}

/// A reactive view model of the `transform(_ input: Input) -> Output` kind: the view hands over
/// its streams at once, and gets back what it shows.
// graft: feature
final class LibrarySearchViewModel {
  struct Input {
    let query: Observable<String>
    let scope: Observable<Int>
    let searchTapped: Observable<Void>
    let bookSelected: Observable<Book>
    let closeTapped: Observable<Void>
    let refreshPulled: Observable<Void>
  }

  struct Output {
    let books: Observable<[Book]>
    let isSearchEnabled: Observable<Bool>
  }

  var onSelect: ((Book) -> Void)?
  var onClose: (() -> Void)?
  var selectedBook: Book?
  private(set) var refreshCount = 0
  private let books = BehaviorRelay<[Book]>(value: [])
  private let searching: BookSearching
  private let disposeBag = DisposeBag()

  init(searching: BookSearching) {
    self.searching = searching
  }

  func transform(_ input: Input) -> Output {
    let criteria = Observable.combineLatest(input.query, input.scope)
    input.searchTapped
      .withLatestFrom(criteria)
      .flatMapLatest { [searching] query, scope in searching.search(query, scope: scope).asObservable() }
      .bind(to: books)
      .disposed(by: disposeBag)
    input.bookSelected
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [weak self] book in
        self?.selectedBook = book
        self?.onSelect?(book)
      })
      .disposed(by: disposeBag)
    input.closeTapped
      .withUnretained(self)
      .subscribe(onNext: { owner, _ in owner.onClose?() })
      .disposed(by: disposeBag)
    input.refreshPulled
      .throttle(.seconds(1), scheduler: MainScheduler.instance)
      .subscribe(onNext: { [weak self] in self?.refreshCount += 1 })
      .disposed(by: disposeBag)
    return Output(books: books.asObservable(), isSearchEnabled: criteria.map { query, _ in !query.isEmpty })
  }
}
