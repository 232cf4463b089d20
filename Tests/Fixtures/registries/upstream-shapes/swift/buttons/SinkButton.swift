// swiftpieces:
// title: Sink Button
// description: A button that sinks under the finger, with a row of chips that trail in.
// category: buttons
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct SinkButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pressed = false
    @State private var shown = false
    private let chips = ["One", "Two", "Three"]

    public init() {}

    public var body: some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        VStack {
            Circle()
                .frame(width: 80, height: 80)
                .pieceSink(pressed)
                .onLongPressGesture(minimumDuration: 0) {} onPressingChanged: { pressed = $0 }
            HStack {
                ForEach(Array(chips.enumerated()), id: \.offset) { index, chip in
                    Button(chip) {}
                        .buttonStyle(PieceSinkStyle())
                        .opacity(shown ? 1 : 0)
                        .animation(motion.trail(rank: index), value: shown)
                }
            }
        }
        .onAppear { shown = true }
    }
}

#Preview {
    SinkButton()
}

// MARK: - Piece motion
//
// An older copy, written by an earlier version of the foundation.
// swiftpieces-motion: 2.3.0 (core, sink)

private struct PieceMotion {
    var reduceMotion = false
}

// swiftpieces-motion: end
