import SwiftUI

@main
struct ConfigAppApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Configured")
        }
    }
}
