import Testing
@testable import VoyagerApp

struct VoyagerAppTests {
    @Test func example() {
        #expect(1 + 1 == 2)
    }
}
