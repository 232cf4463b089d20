import SwiftUI

@main
struct VoyagerAppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
