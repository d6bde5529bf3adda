import Observation
import SwiftUI

/// Not a screen and not shared data: the archive's router, as SwiftUI apps keep one per
/// navigation stack. Screens push a destination or set the sheet to present.
@Observable
final class RouterPath {
  var path: [RouterDestination] = []
  var presentedSheet: SheetDestination?

  func navigate(to destination: RouterDestination) {
    path.append(destination)
  }
}

enum RouterDestination: Hashable {
  case tag(name: String)
  case archive
}

enum SheetDestination: String, Identifiable {
  case newTag

  var id: String { rawValue }
}

extension View {
  /// The one place that turns a destination into its screen.
  func withAppRouter() -> some View {
    navigationDestination(for: RouterDestination.self) { destination in
      switch destination {
      case .tag(let name):
        TagView(name: name)
      case .archive:
        ArchiveView()
      }
    }
  }

  func withSheetDestinations(_ sheet: Binding<SheetDestination?>) -> some View {
    self.sheet(item: sheet) { destination in
      switch destination {
      case .newTag:
        NewTagView()
      }
    }
  }
}
