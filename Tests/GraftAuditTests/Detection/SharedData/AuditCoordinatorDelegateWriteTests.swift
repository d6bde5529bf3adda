import Testing
@testable import GraftAudit

/// A screen that tells its delegate, where only coordinators adopt the delegate's protocol
/// (`delegate?.onGasPicked(0)` for `extension SendCoordinator: GasPickerDelegate`), writes what
/// their implementation writes: the coordinator does it for the screen, as it navigates for it.
@Suite struct AuditCoordinatorDelegateWriteTests {
  static func app(adopters: String) -> String {
    """
    final class GasStore {
      static let instance = GasStore()
      var selection = 0
    }
    protocol GasPickerDelegate: AnyObject {
      func onGasPicked(_ level: Int)
    }
    final class GasPickerViewController: UIViewController {
      weak var delegate: GasPickerDelegate?
      @objc func lowTapped() { delegate?.onGasPicked(0) }
    }
    final class SendViewController: UIViewController {
      var amount = 0
    }
    final class SendCoordinator {
      let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() {
        navigation.pushViewController(SendViewController(), animated: true)
        let picker = GasPickerViewController()
        picker.delegate = self
        navigation.present(picker, animated: true)
      }
      func save(_ level: Int) { GasStore.instance.selection = level }
    }
    \(adopters)
    """
  }

  @Test func whatTheCoordinatorDoesForTheDelegateCallTheScreenWrites() {
    let fixture = AuditFixture(Self.app(adopters: """
      extension SendCoordinator: GasPickerDelegate {
        func onGasPicked(_ level: Int) {
          save(level)
          navigation.dismiss(animated: true)
        }
      }
      """))
    #expect(fixture.screen("GasPicker")?.writes == ["GasStore.instance"], "\(fixture.writes)")
    #expect(!fixture.leaves.contains("GasPicker"))
  }

  /// A protocol a screen adopts too is no coordinator's errand: which implementation runs
  /// depends on the object, and the audit does not guess.
  @Test func aProtocolAScreenAdoptsTooRelaysNothing() {
    let fixture = AuditFixture(Self.app(adopters: """
      extension SendCoordinator: GasPickerDelegate {
        func onGasPicked(_ level: Int) { save(level) }
      }
      extension SendViewController: GasPickerDelegate {
        func onGasPicked(_ level: Int) { amount = level }
      }
      """))
    #expect(fixture.screen("GasPicker")?.writes == [], "\(fixture.writes)")
  }
}
