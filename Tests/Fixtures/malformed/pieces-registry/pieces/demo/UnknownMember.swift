// pieces:
// title: Unknown Member
// description: Calls a misspelt PieceMotion member.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [malformed]
// license: MIT

import SwiftUI

/// A card.
public struct UnknownMember: View {
    @State private var offset: CGFloat = 0

    public init() {}

    public var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onEnded { drag in
                        offset = PieceMotion.projct(offset, velocity: drag.velocity.width)
                    }
            )
    }
}

// MARK: - Piece motion
//
// A test foundation: springs, settles and a pop.
// Edit foundation/Motion.swift, then run `pieces sync`.
// pieces-motion: 2.1.0 (core) sha256:ed535675bffd7fc4

/// The namespace; pieces build one with their Reduce Motion setting.
private struct PieceMotion {
    var reduceMotion: Bool
}

// pieces-motion: end
