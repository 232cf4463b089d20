import SwiftUI

@main
struct PhoneApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Phone")
        }
    }
}
