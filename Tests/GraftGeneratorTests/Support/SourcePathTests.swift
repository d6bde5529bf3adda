import Testing

@testable import GraftGenerator

/// The module a path names: the folder after its first `Sources`, where a file lies below it.
@Suite struct SourcePathTests {
  @Test func theModuleIsTheFolderAfterTheFirstSources() {
    #expect(SourcePath.inferredModule("Sources/Notes/EditNoteViewModel.swift") == "Notes")
    #expect(SourcePath.inferredModule("Packages/Core/Sources/Core/Log/Log.swift") == "Core")
    #expect(SourcePath.inferredModule("/tmp/a//Sources//Feed//x.swift") == "Feed")
    #expect(SourcePath.inferredModule("Sources/Sources/x.swift") == "Sources")
    // No folder after `Sources`, none at all, or one that is no identifier: the app's.
    #expect(SourcePath.inferredModule("Sources/VM.swift") == "App")
    #expect(SourcePath.inferredModule("App/Views/VM.swift") == "App")
    #expect(SourcePath.inferredModule("Sources/1st-party/VM.swift") == "App")
    #expect(SourcePath.inferredModule("") == "App")
    #expect(SourcePath.isSameModule("App/A.swift", "App/B/C.swift"))
    #expect(!SourcePath.isSameModule("App/A.swift", "Frameworks/Net/B.swift"))
    // Files named without a folder are beside each other, whatever their names.
    #expect(SourcePath.isSameModule("Trip.swift", "TripListViewModel.swift"))
    #expect(!SourcePath.isSameModule("Trip.swift", "Frameworks/Trip.swift"))
  }
}
