import Testing

@testable import GraftGenerator

/// Names as people read them, in labels and sample strings: an acronym is one word.
@Suite struct DisplayNameTests {
  @Test func wordsOfANameAndItsAcronyms() {
    #expect(DisplayName.title("notificationsOn") == "Notifications on")
    #expect(DisplayName.title("threadID") == "Thread ID")
    #expect(DisplayName.title("openURLInApp") == "Open URL in app")
    #expect(DisplayName.title("URLString") == "URL string")
    #expect(DisplayName.title("name") == "Name")
    #expect(DisplayName.title("imageURLs") == "Image URLs")
    #expect(DisplayName.title("selectedIDsCount") == "Selected IDs count")
  }
}
