import PackageUI
import SwiftUI

@main
struct PackageApp: App {
    var body: some Scene {
        WindowGroup {
            GreetingView()
        }
    }
}
