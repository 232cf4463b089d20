// pieces:
// title: Wrong Sections
// description: Its block holds projection; its code needs momentum.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [malformed]
// license: MIT

import SwiftUI

/// A card.
public struct WrongSections: View {
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
                        withAnimation(motion.settle(velocity: drag.velocity.width, from: offset, to: 0)) {
                            offset = 0
                        }
                    }
            )
    }
}

// MARK: - Piece motion
//
// A test foundation: springs, settles and a pop.
// Edit foundation/Motion.swift, then run `pieces sync`.
// pieces-motion: 2.1.0 (core, projection) sha256:dd66f912de9dc965

/// The namespace; pieces build one with their Reduce Motion setting.
private struct PieceMotion {
    var reduceMotion: Bool
}

private extension PieceMotion {
    /// Where a flick coasts to.
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}

// pieces-motion: end
