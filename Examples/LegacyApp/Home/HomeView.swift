import SwiftUI

struct HomeView: View {
  @Bindable var viewModel: HomeViewModel

  var body: some View {
    List {
      Button("Notes") { viewModel.notesTapped() }
      Button("Profile") { viewModel.profileTapped() }
    }
    .sheet(isPresented: $viewModel.isShowingSettings) {
      SettingsView(viewModel: SettingsViewModel())
    }
  }
}
