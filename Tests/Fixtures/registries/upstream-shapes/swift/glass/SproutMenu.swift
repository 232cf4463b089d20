// swiftpieces:
// title: Sprout Menu
// description: A glass button whose actions sprout out of it and melt back in.
// category: glass
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct SproutMenu: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var sprouts = PieceSprouts()
    @State private var taps = 0
    private let actions = ["Copy", "Share"]

    public init() {}

    public var body: some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        PieceBlobGroup {
            VStack(spacing: PieceBlob.joined) {
                ForEach(Array(actions.enumerated()), id: \.element) { index, action in
                    if sprouts.contains(action) {
                        Text(action)
                            .padding()
                            .pieceBlob(Capsule())
                            .pieceSprout(out: sprouts.isOut(action), home: CGSize(width: 0, height: 40))
                            .animation(motion.stagger(motion.release, index: index), value: sprouts.out)
                    }
                }
                Button {
                    taps += 1
                    Task { await sprouts.bloom(actions, reduceMotion: reduceMotion) }
                } label: {
                    PieceFadeText(text: taps == 0 ? "More" : "Less")
                        .padding()
                        .pieceBlob(Circle())
                }
                .buttonStyle(PieceBlobSinkStyle())
                .pieceBump(trigger: taps)
            }
        }
    }
}

#Preview {
    SproutMenu()
}

// MARK: - Piece motion
//
// swiftpieces-motion: 2.4.0 (core, bump)

private struct PieceMotion {}

// swiftpieces-motion: end

// MARK: - Piece liquid
//
// swiftpieces-liquid: 1.3.0 (blob)

private enum PieceBlob {}

// swiftpieces-liquid: end
