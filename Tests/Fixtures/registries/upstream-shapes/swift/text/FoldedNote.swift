// swiftpieces:
// title: Folded Note
// description: A glass note that folds to two lines; a plain line comment names a text section it does not use.
// category: text
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct FoldedNote: View {
    let note: String
    @State private var open = false

    public init(note: String) { self.note = note }

    public var body: some View {
        Button { open.toggle() } label: {
            // The label is a localized key, which PieceFadeText cannot read, so it swaps whole.
            Text(open ? "Less" : "More")
        }
        .overlay { Text(note).lineLimit(open ? nil : 2) }
        .pieceBlob(Capsule())
    }
}
