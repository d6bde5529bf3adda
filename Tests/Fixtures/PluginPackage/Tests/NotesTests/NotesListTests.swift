import Testing

@testable import Notes

@Test func startsEmpty() {
    #expect(NotesList().notes.isEmpty)
}
