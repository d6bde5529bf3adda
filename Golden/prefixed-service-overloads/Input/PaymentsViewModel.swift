import Combine
import Foundation

struct PaymentSummary: Equatable, Sendable {
  var outstanding: Int
  var currency: String
}

/// The app prefixes its types with a small letter.
@MainActor
final class hPaymentService {
  func summary() async throws -> PaymentSummary {
    PaymentSummary(outstanding: 0, currency: "SEK")
  }
}

// graft: feature
@MainActor
final class PaymentsViewModel: ObservableObject {
  @Published private(set) var summary: PaymentSummary?
  @Published private(set) var isLoading = false
  @Published private(set) var failed = false

  private let paymentService = hPaymentService()

  init() {}

  func fetch() async {
    isLoading = true
    do {
      summary = try await paymentService.summary()
    } catch {
      failed = true
    }
    isLoading = false
  }

  /// For a caller that cannot wait.
  func fetch() {
    Task {
      await fetch()
    }
  }
}
