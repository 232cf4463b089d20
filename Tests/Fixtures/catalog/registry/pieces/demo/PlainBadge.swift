// pieces:
// title: Plain Badge
// description: A badge that uses no motion at all.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [badge]
// license: MIT

import SwiftUI

/// A badge. It mentions PieceMotion.settle and `.piecePop(trigger:)` only in comments and strings.
public struct PlainBadge: View {
    public init() {}

    public var body: some View {
        // motion.settle(velocity: 1, from: 0, to: 1) would settle; .piecePop(trigger: 1) would pop.
        Text("PieceMotion(reduceMotion: true).settle and .piecePop(trigger: 2)")
            /* .piecePop(trigger: 3) /* nested */ PieceMotion.project(0, velocity: 1) */
            .font(.headline)
    }
}
