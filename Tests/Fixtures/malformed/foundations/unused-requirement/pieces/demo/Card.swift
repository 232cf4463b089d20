// pieces:
// title: Card
// description: A card that settles; the piece every malformed foundation case carries.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [card]
// license: MIT

import SwiftUI

/// A card that settles.
public struct Card: View {
    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .animation(PieceMotion(reduceMotion: false).settle, value: 1)
    }
}
