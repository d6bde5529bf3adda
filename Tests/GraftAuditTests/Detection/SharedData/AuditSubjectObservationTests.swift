import Testing

@testable import GraftAudit

/// Observing one of a shared object's subjects (`subscribe(onNext:)`, `sink`) reads what is sent
/// there; sending into it (`onNext`) writes. A `subscribe` the object declares for itself (a
/// server's topic) is judged by its name, a change.
@Suite(.timeLimit(.minutes(1))) struct AuditSubjectObservationTests {
  @Test func observingASharedObjectsSubjectIsARead() {
    let fixture = AuditFixture("""
      final class ProfileStore {
        static let shared = ProfileStore()
        var userSubject: BehaviorSubject<String>
        let nameRelay = PublishRelay<String>()
        init() { userSubject = BehaviorSubject(value: "") }
        func subscribe(topic: String) {}
      }
      final class WithdrawViewController: UIViewController {
        var reason = ""
        override func viewDidLoad() {
          super.viewDidLoad()
          ProfileStore.shared.userSubject.subscribe(onNext: { [weak self] name in self?.title = name }).disposed(by: disposeBag)
          ProfileStore.shared.nameRelay.bind { [weak self] name in self?.reason = name }.disposed(by: disposeBag)
        }
      }
      final class RenameViewController: UIViewController {
        var name = ""
        func save() { ProfileStore.shared.userSubject.onNext(name) }
      }
      final class TopicsViewController: UIViewController {
        var topic = ""
        func follow() { ProfileStore.shared.subscribe(topic: topic) }
      }
      """)
    #expect(fixture.screen("Withdraw")?.writes == [])
    #expect(fixture.screen("Withdraw")?.reads == ["ProfileStore.shared"])
    #expect(fixture.screen("Rename")?.writes == ["ProfileStore.shared"])
    #expect(fixture.screen("Topics")?.writes == ["ProfileStore.shared"])
    #expect(fixture.leaves == ["Withdraw"])
  }
}
