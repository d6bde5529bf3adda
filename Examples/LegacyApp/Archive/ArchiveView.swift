import SwiftUI

/// Not a leaf: a `NavigationLink(value:)` whose destination the router's switch makes.
struct ArchiveView: View {
  var body: some View {
    List {
      NavigationLink(value: RouterDestination.tag(name: "2019")) {
        Text("2019")
      }
    }
  }
}
