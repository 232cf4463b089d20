import Testing
@testable import PackageUI

@Test func greetingBuilds() {
    _ = GreetingView()
}
