import SwiftUI

@main
struct AtlasWatchApp: App {
    var body: some Scene { WindowGroup { Text("Atlas") } }
}
