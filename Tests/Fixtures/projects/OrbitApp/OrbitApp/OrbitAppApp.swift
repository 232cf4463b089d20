import SwiftUI

@main
struct OrbitAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
