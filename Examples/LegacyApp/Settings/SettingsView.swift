import SwiftUI

struct SettingsView: View {
  @ObservedObject var viewModel: SettingsViewModel

  var body: some View {
    NavigationStack {
      Form {
        NavigationLink("About") {
          AboutView(viewModel: AboutViewModel())
        }
      }
    }
  }
}
