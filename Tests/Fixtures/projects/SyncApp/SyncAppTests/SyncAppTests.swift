import Testing
@testable import SyncApp

struct SyncAppTests {
    @Test func example() {
        #expect(1 + 1 == 2)
    }
}
