import SwiftUI

struct Badge: View {
    @State private var shown = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        Text("New")
            .scaleEffect(shown > 0 ? 1 : 0.5)
            .animation(motion.reveal, value: shown)
            .keyframeAnimator(initialValue: 1.0, trigger: shown) { view, scale in view.scaleEffect(scale) } keyframes: { _ in
                SpringKeyframe(1.1, duration: 0.2, spring: PieceMotion.Tier.expressive.spring)
            }
    }
}
