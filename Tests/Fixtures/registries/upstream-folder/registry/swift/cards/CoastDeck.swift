// swiftpieces:
// title: Coast Deck
// description: A card that coasts with the flick to the closest stop, rubber-banded past the ends.
// category: cards
// minIOSVersion: "17.0"
// version: "1.2.0"

import SwiftUI

public struct CoastDeck: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var offset: CGFloat = 0
    @State private var smear: CGSize = .zero
    private let stops: [CGFloat] = [-200, 0, 200]

    public init() {}

    public var body: some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        RoundedRectangle(cornerRadius: 24)
            .frame(width: 240, height: 320)
            .pieceSmear(smear)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = PieceMotion.band(value.translation.width, in: -200...200, limit: 60)
                        smear = motion.smear(velocity: value.velocity)
                    }
                    .onEnded { value in
                        let target = PieceMotion.closest(PieceMotion.coast(offset, velocity: value.velocity.width), in: stops)
                        withAnimation(motion.glide(velocity: value.velocity.width, from: offset, to: target)) {
                            offset = target
                            smear = .zero
                        }
                    }
            )
    }
}

#Preview {
    CoastDeck()
}

// MARK: - Piece motion
//
// The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every
// piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from
// registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here.
// swiftpieces-motion: 2.4.0 (core, coast, band, smear)

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
    nonisolated static func coast(_ position: CGFloat, velocity: CGFloat, rate: CGFloat = 0.99) -> CGFloat {
        position + velocity / 1000 * rate / (1 - rate)
    }

    nonisolated static func closest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    func glide(velocity: CGFloat, from current: CGFloat, to target: CGFloat, spring: Spring = PieceMotion.bouncy) -> Animation {
        let distance = target - current
        guard abs(distance) >= 1 else { return .spring(spring) }
        return .interpolatingSpring(spring, initialVelocity: Double(velocity / distance))
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

extension PieceMotion {
    func smear(velocity: CGSize, limit: CGFloat = 0.1) -> CGSize {
        guard !reduceMotion else { return .zero }
        let speed = hypot(velocity.width, velocity.height)
        guard speed > 1 else { return .zero }
        let amount = limit * CGFloat(tanh(Double(speed / 2000)))
        return CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
    }

    func smear(pull: CGSize, limit: CGFloat = 0.06) -> CGSize {
        guard !reduceMotion else { return .zero }
        let distance = hypot(pull.width, pull.height)
        guard distance > 0.5 else { return .zero }
        return CGSize(width: pull.width / distance * limit, height: pull.height / distance * limit)
    }
}

private struct PieceSmear: GeometryEffect {
    var vector: CGSize

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(vector.width, vector.height) }
        set { vector = CGSize(width: newValue.first, height: newValue.second) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: 1 + vector.width, y: 1 + vector.height))
    }
}

private extension View {
    func pieceSmear(_ vector: CGSize) -> some View {
        modifier(PieceSmear(vector: vector))
    }
}

// swiftpieces-motion: end
