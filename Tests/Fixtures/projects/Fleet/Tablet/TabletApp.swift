import SwiftUI

@main
struct TabletApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Tablet")
        }
    }
}
