// swiftpieces:
// title: Quiet Note
// description: A note that bumps when it changes; its comments name motion it does not use.
// category: feedback
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

/// Bumps on change. It deliberately does not use `pieceWobble`: a note is never refused.
public struct QuietNote: View {
    let note: String

    public init(note: String) { self.note = note }

    public var body: some View {
        Text(note)
            .pieceBump(trigger: note)
            .accessibilityHint("Updates without PieceMotion.band")
    }
}
