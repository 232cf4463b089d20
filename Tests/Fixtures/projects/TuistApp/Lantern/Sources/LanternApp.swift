import SwiftUI

@main
struct LanternApp: App {
    var body: some Scene {
        WindowGroup { Text("Lantern") }
    }
}
