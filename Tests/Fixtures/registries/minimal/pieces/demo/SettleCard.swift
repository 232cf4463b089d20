// pieces:
// title: Settle Card
// description: A card that settles home with the finger's velocity.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [drag, settle]
// license: MIT

import SwiftUI

/// A card that settles home.
public struct SettleCard: View {
    @State private var offset: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation.width }
                    .onEnded { drag in
                        withAnimation(motion
                            .settle(velocity: drag.velocity.width, from: offset, to: 0)) {
                            offset = 0
                        }
                    }
            )
    }
}
