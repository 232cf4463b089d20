// swiftpieces:
// title: Tap Button
// description: A button that springs back.
// category: buttons
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

struct TapButton: View {
    @State private var pressed = false

    var body: some View {
        Circle()
            .scaleEffect(pressed ? 0.9 : 1)
            .animation(pressed ? PieceMotion.press : PieceMotion.release, value: pressed)
    }
}
   

