import SwiftUI

@main
struct PadApp: App {
    var body: some Scene { WindowGroup { Text("Pad") } }
}
