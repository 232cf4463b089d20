// swiftpieces:
// title: Wobble Field
// description: A text field that wobbles when its input is refused.
// category: feedback
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct WobbleField: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var text = ""
    @State private var refusals = 0

    public init() {}

    public var body: some View {
        TextField("Code", text: $text)
            .pieceWobble(trigger: refusals)
            .animation(PieceMotion(reduceMotion: reduceMotion).value, value: text)
            .onSubmit { if text.count != 4 { refusals += 1 } }
    }
}
