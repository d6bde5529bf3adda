import Foundation

// graft: feature bridge=web seed legacyView=A legacyController=B
final class BrokenViewModel: ObservableObject {
  // graft: ignore state
  @Published var a = 1
  // graft: shared
  var session: Session
  // graft: colour
  func tap() {}
}

// graft: feature
actor Cache {}
