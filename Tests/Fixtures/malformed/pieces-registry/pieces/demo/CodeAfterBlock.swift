// pieces:
// title: Code After Block
// description: Has a preview after its block.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [malformed]
// license: MIT

import SwiftUI

/// A card.
public struct CodeAfterBlock: View {
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
// pieces-motion: 2.1.0 (core, velocity, momentum) sha256:e7182b1d959f1d3f

/// The namespace; pieces build one with their Reduce Motion setting.
private struct PieceMotion {
    var reduceMotion: Bool
}

private extension PieceMotion {
    /// Finger speed in distances per second, capped near the spring's frequency.
    static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double, duration: Double) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = 2 * Double.pi / duration * 1.5
        return min(max(velocity / distance, -cap), cap)
    }
}

private extension PieceMotion {
    /// A settle that leaves at the finger's speed.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> Animation {
        let speed = PieceMotion.relativeVelocity(Double(velocity), from: Double(current), to: Double(target), duration: 0.42)
        return .interpolatingSpring(Spring(duration: 0.42, bounce: reduceMotion ? 0 : 0.38), initialVelocity: speed)
    }
}

// pieces-motion: end

#Preview { CodeAfterBlock() }
