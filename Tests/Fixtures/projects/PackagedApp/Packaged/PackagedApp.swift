import SwiftUI
import TiltKit

@main
struct PackagedApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
