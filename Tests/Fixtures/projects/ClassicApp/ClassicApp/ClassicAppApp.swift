import SwiftUI

@main
struct ClassicAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
