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

// MARK: - Piece motion
//
// The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every
// piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from
// registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here.
// swiftpieces-motion: 2.4.0 (core, band, bump, wobble)

/// The motion tokens, as a value built from the environment.
private struct PieceMotion {
    var reduceMotion = false

    static var quick: Spring { Spring(duration: 0.15, bounce: 0) }
    static var bouncy: Spring { Spring(duration: 0.4, bounce: 0.35) }
    private static var calm: Animation { .spring(duration: 0.25, bounce: 0) }

    var press: Animation { .spring(Self.quick) }
    var release: Animation { reduceMotion ? Self.calm : .spring(Self.bouncy) }
    var value: Animation { reduceMotion ? Self.calm : .spring(duration: 0.35, bounce: 0) }

    func transition(_ transition: AnyTransition) -> AnyTransition {
        reduceMotion ? .opacity : transition
    }

    @MainActor var swap: AnyTransition {
        reduceMotion ? .opacity : AnyTransition(.blurReplace)
    }
}

extension PieceMotion {
    nonisolated static func band(_ overshoot: CGFloat, limit: CGFloat) -> CGFloat {
        guard limit > 0 else { return 0 }
        return (1 - 1 / (abs(overshoot) / limit + 1)) * limit * (overshoot < 0 ? -1 : 1)
    }

    nonisolated static func band(_ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat) -> CGFloat {
        if value < range.lowerBound { return range.lowerBound + band(value - range.lowerBound, limit: limit) }
        if value > range.upperBound { return range.upperBound + band(value - range.upperBound, limit: limit) }
        return value
    }
}

private struct PieceBump: ViewModifier {
    let trigger: AnyHashable

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: CGFloat(1), trigger: trigger) { view, scale in
            view.scaleEffect(scale)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(0.96, duration: 0.08)
                SpringKeyframe(1, duration: 0.4, spring: PieceMotion.bouncy)
            }
        }
    }
}

private extension View {
    func pieceBump(trigger: some Hashable & Sendable) -> some View {
        modifier(PieceBump(trigger: AnyHashable(trigger)))
    }
}

private struct PieceWobble: ViewModifier {
    let trigger: AnyHashable

    func body(content: Content) -> some View {
        content.keyframeAnimator(initialValue: CGFloat(0), trigger: trigger) { view, x in
            view.offset(x: x)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(-6, duration: 0.06)
                SpringKeyframe(0, duration: 0.12, spring: PieceMotion.quick)
            }
        }
    }
}

private extension View {
    func pieceWobble(trigger: some Hashable & Sendable) -> some View {
        modifier(PieceWobble(trigger: AnyHashable(trigger)))
    }
}

// swiftpieces-motion: end
