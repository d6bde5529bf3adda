import SwiftUI

/// Not a leaf: it navigates nowhere, but writes the theme it gets from the environment and
/// keeps the new tag in the environment's collection.
struct NewTagView: View {
  @Environment(Theme.self) private var theme
  @Environment(TagCollection.self) private var collection
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Save") {
        collection.keep(name)
        theme.accent = "green"
      }
    }
  }
}
