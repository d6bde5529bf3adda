import Testing

@testable import GraftAudit

/// Two sides that copy one value into each other, by each idiom real code uses; reported once
/// per pair, with both places. A one-way observer is not a sync.
@Suite struct AuditSyncTests {
  func syncs(_ fixture: AuditFixture) -> [String] {
    fixture.report.twoWaySyncs.map { "\($0.first) <-> \($0.second) \($0.idioms.map(\.rawValue).joined(separator: "+"))" }
  }

  @Test func aDidSetOneWayAndASinkBack() {
    let fixture = AuditFixture("""
      final class Session: ObservableObject { static let shared = Session(); @Published var name = "" }
      final class ProfileViewModel: ObservableObject {
        @Published var name = "" { didSet { Session.shared.name = name } }
        init() { Session.shared.$name.sink { [weak self] in self?.name = $0 }.store(in: &bag) }
      }
      """)
    #expect(syncs(fixture) == ["ProfileViewModel.name <-> Session.name didSet+combine"])
    #expect(fixture.report.twoWaySyncs.first?.firstToSecond.description == "App.swift:3:39")
    #expect(fixture.report.twoWaySyncs.first?.secondToFirst.description == "App.swift:4:55")
  }

  @Test func twoViewModelsWithCombineBothWays() {
    let fixture = AuditFixture([
      "List.swift": """
        final class ListViewModel: ObservableObject {
          @Published var items: [String] = []
          let filter = FilterViewModel()
          init() { filter.$items.assign(to: \\.items, on: self).store(in: &bag) }
        }
        """,
      "Filter.swift": """
        final class FilterViewModel: ObservableObject {
          @Published var items: [String] = []
          weak var list: ListViewModel?
          func follow() { list?.$items.sink { [weak self] in self?.items = $0 }.store(in: &bag) }
        }
        """,
    ])
    #expect(syncs(fixture) == ["ListViewModel.items <-> FilterViewModel.items combine"])
  }

  @Test func notificationsPostedAndObservedBothWays() {
    let fixture = AuditFixture("""
      final class PlayerViewModel {
        var volume = 0 { didSet { NotificationCenter.default.post(name: .playerVolume, object: volume) } }
        init() {
          NotificationCenter.default.addObserver(forName: .mixerVolume, object: nil, queue: nil) { [weak self] note in
            self?.volume = note.object as! Int
          }
        }
      }
      final class MixerViewModel {
        var level = 0 { didSet { NotificationCenter.default.post(name: .mixerVolume, object: level) } }
        init() { NotificationCenter.default.addObserver(self, selector: #selector(playerChanged(_:)), name: .playerVolume, object: nil) }
        @objc func playerChanged(_ note: Notification) { level = note.object as! Int }
      }
      """)
    #expect(syncs(fixture) == ["MixerViewModel.level <-> PlayerViewModel.volume notificationCenter"])
  }

  @Test func keyValueObservingBothWays() {
    let fixture = AuditFixture("""
      final class Player: NSObject { @objc dynamic var rate = 1.0 }
      final class SpeedViewModel: NSObject {
        @objc dynamic var speed = 1.0 { didSet { player.rate = speed } }
        let player = Player()
        var observation: NSKeyValueObservation?
        func start() { observation = player.observe(\\.rate, options: [.new]) { [weak self] player, _ in self?.speed = player.rate } }
      }
      """)
    #expect(syncs(fixture) == ["SpeedViewModel.speed <-> Player.rate didSet+kvo"])
  }

  @Test func aDelegateThatWritesBack() {
    let fixture = AuditFixture("""
      protocol StepperDelegate: AnyObject { func stepperDidChange(_ value: Int) }
      final class Stepper {
        weak var delegate: StepperDelegate?
        var value = 0 { didSet { delegate?.stepperDidChange(value) } }
      }
      final class CartViewModel: StepperDelegate {
        let stepper = Stepper()
        var quantity = 0 { didSet { stepper.value = quantity } }
        func stepperDidChange(_ value: Int) { quantity = value }
      }
      """)
    #expect(syncs(fixture) == ["CartViewModel.quantity <-> Stepper.value didSet+delegate"])
  }

  @Test func aOneWayObserverIsNotASync() {
    let fixture = AuditFixture("""
      final class Session: ObservableObject { static let shared = Session(); @Published var name = "" }
      final class BadgeViewModel {
        var badge = ""
        init() { Session.shared.$name.sink { [weak self] in self?.badge = $0 }.store(in: &bag) }
      }
      final class AccountViewModel {
        var label = "" { didSet { Session.shared.name = label } }
      }
      """)
    #expect(fixture.report.twoWaySyncs.isEmpty, "Badge reads what Account writes: one direction each, no copy back")
  }
}
