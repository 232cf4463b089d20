// swiftpieces:
// title: Wobble Field
// description: A text field that wobbles when its input is refused.
// category: feedback
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct WobbleField: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var text = ""
    @State private var refusals = 0

    public init() {}

    public var body: some View {
        TextField("Code", text: $text)
            .pieceWobble(trigger: refusals)
            .animation(PieceMotion(reduceMotion: reduceMotion).value, value: text)
            .onSubmit { if text.count != 4 { refusals += 1 } }
    }
}

// MARK: - Piece motion
//
// The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every
// piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from
// registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here.
// swiftpieces-motion: 2.4.0 (core, wobble)

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
