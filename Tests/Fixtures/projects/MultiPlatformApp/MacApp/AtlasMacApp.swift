import SwiftUI

@main
struct AtlasMacApp: App {
    var body: some Scene { WindowGroup { Text("Atlas") } }
}
