import Testing

@testable import GraftAudit

/// Changes a screen makes outside the app's objects: to its files.
@Suite struct AuditServiceAndFileWriteTests {
  /// `FileManager.default.removeItem(at:)` changes the files other screens list; reading them
  /// (`contentsOfDirectory`) is no write.
  @Test func theAppsFilesAreChangedThroughTheFileManager() {
    let fixture = AuditFixture("""
      final class PasskeyService {
        func codeLength() -> Int { 6 }
        func checkCode(_ code: String) async -> Bool { true }
      }
      final class DeletedBackupsViewModel: ObservableObject {
        @Published var files: [URL] = []
        func load(_ folder: URL) { files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [] }
        func delete(_ file: URL) { try? FileManager.default.removeItem(at: file) }
        func restore(_ file: URL, to folder: URL) { try? FileManager.default.moveItem(at: file, to: folder) }
      }
      final class EmailVerificationViewModel: ObservableObject {
        private let passkeyService: PasskeyService
        init(passkeyService: PasskeyService) { self.passkeyService = passkeyService }
        func verify(_ code: String) async -> Bool { await passkeyService.checkCode(code) }
      }
      final class CodeEntryViewModel: ObservableObject {
        private let passkeyService: PasskeyService
        init(passkeyService: PasskeyService) { self.passkeyService = passkeyService }
        var length: Int { passkeyService.codeLength() }
      }
      """)
    #expect(fixture.writes == ["FileManager.default: DeletedBackups removeItem()", "FileManager.default: DeletedBackups moveItem()"])
    #expect(fixture.leaves == ["CodeEntry", "EmailVerification"])
  }
}
