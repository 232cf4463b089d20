import SwiftUI

@main
struct QuillApp: App {
    var body: some Scene {
        WindowGroup { Text("Draft") }
    }
}
