import SwiftUI

/// A leaf: a destination whose state lives in `@State`, with no view model.
struct TagView: View {
  let name: String
  @State private var isPinned = false

  var body: some View {
    Toggle(name, isOn: $isPinned)
  }
}
