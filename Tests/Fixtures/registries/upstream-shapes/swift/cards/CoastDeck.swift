// swiftpieces:
// title: Coast Deck
// description: A card that coasts with the flick to the closest stop, rubber-banded past the ends.
// category: cards
// minIOSVersion: "17.0"
// version: "1.2.0"

import SwiftUI

public struct CoastDeck: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var offset: CGFloat = 0
    @State private var smear: CGSize = .zero
    private let stops: [CGFloat] = [-200, 0, 200]

    public init() {}

    public var body: some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        RoundedRectangle(cornerRadius: 24)
            .frame(width: 240, height: 320)
            .pieceSmear(smear)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = PieceMotion.band(value.translation.width, in: -200...200, limit: 60)
                        smear = motion.smear(velocity: value.velocity)
                    }
                    .onEnded { value in
                        let target = PieceMotion.closest(PieceMotion.coast(offset, velocity: value.velocity.width), in: stops)
                        withAnimation(motion.glide(velocity: value.velocity.width, from: offset, to: target)) {
                            offset = target
                            smear = .zero
                        }
                    }
            )
    }
}

#Preview {
    CoastDeck()
}


