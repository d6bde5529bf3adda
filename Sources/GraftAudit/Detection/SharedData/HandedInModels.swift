/// Which of the view models a screen's code is handed (`SharedDataDetector`'s screen models:
/// `private let viewModel: SettingsViewModel` in `AboutViewController`) are shared data, once the
/// screens are known: another screen's model, or one several screens are handed (the model of a
/// coordinator's flow). Not the screen's own model under another name, not a part's model, not
/// one the holder makes itself.
struct HandedInModels: Sendable {
  private let screenOfType: [Int?]
  private let screensOfPart: [[Int]]
  private let facts: [[NavigationFacts]]
  private let hierarchy: TypeHierarchy
  /// Per model handed in, the screens whose own types (not their parts) are handed it.
  private let holders: [Int: Set<Int>]

  init(accesses: [[SharedDataDetector.Access]], screenOfType: [Int?], screensOfPart: [[Int]], facts: [[NavigationFacts]], hierarchy: TypeHierarchy) {
    self.screenOfType = screenOfType
    self.screensOfPart = screensOfPart
    self.facts = facts
    self.hierarchy = hierarchy
    var holders: [Int: Set<Int>] = [:]
    for (type, typeAccesses) in accesses.enumerated() {
      for access in typeAccesses {
        // A part's model (`EmojiVariantView.ViewModel`) is the part's, however many screens show it.
        guard let model = access.screenModel, let screen = screenOfType[type] else { continue }
        holders[model, default: []].insert(screen)
      }
    }
    self.holders = holders
  }

  /// The screens a type's code runs for: its own, or, for a part, those it is part of.
  private static func screens(of type: Int, _ screenOfType: [Int?], _ screensOfPart: [[Int]]) -> Set<Int> {
    screenOfType[type].map { [$0] } ?? Set(screensOfPart[type])
  }

  /// Whether an access a type makes counts: any access that is not through a handed-in model,
  /// and one through such a model that is shared data.
  func keeps(_ access: SharedDataDetector.Access, in type: Int) -> Bool {
    guard let model = access.screenModel else { return true }
    if NavigationFacts.does(type, make: model, facts: facts, hierarchy: hierarchy) { return false }
    if let owner = screenOfType[model] { return !Self.screens(of: type, screenOfType, screensOfPart).contains(owner) }
    return (holders[model]?.count ?? 0) >= 2
  }
}
