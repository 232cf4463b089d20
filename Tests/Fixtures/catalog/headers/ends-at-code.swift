// pieces:
// title: No Blank Line
// description: The header ends where the code starts.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
import SwiftUI
// level: expert
