// pieces:
// title: Hostile
// description: A piece whose bytes are hostile to the tool.
// category: hostile
// minIOS: "17.0"
// version: "1.0.0"
// level: basic
// tags: [hostile]
// license: MIT

import SwiftUI

public struct Hostile: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public var body: some View {
        Text("hostile")
    }
}
let broken = 1 ÿþ + 2
let text = "cafÃ("
