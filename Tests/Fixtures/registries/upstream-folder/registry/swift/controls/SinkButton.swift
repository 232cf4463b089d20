// swiftpieces:
// title: Sink Button
// description: A button that sinks under the finger, with a row of chips that trail in.
// category: controls
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
// The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every
// piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from
// registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here.
// swiftpieces-motion: 2.4.0 (core, trail, sinkMath, sink, sinkStyle)

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
    /// Later ranks arrive a beat later.
    func trail(_ spring: Spring = PieceMotion.bouncy, rank: Int) -> Animation {
        guard !reduceMotion else { return .spring(duration: 0.25, bounce: 0) }
        return .spring(duration: spring.duration + 0.04 * Double(min(rank, 6)), bounce: spring.bounce)
    }

    func stagger(_ animation: Animation, index: Int, step: Double = 0.03) -> Animation {
        guard !reduceMotion, index > 0 else { return animation }
        return animation.delay(step * Double(min(index, 7)))
    }
}

extension PieceMotion {
    nonisolated static func sinkScale(for size: CGSize, depth: CGFloat = 2.5) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - depth * 2 / side, 0.92), 0.985)
    }

    nonisolated static func sinkAnchor(touch: CGPoint?, in size: CGSize) -> UnitPoint {
        guard let touch, size.width > 0, size.height > 0 else { return .center }
        return UnitPoint(x: touch.x / size.width, y: touch.y / size.height)
    }
}

/// The modifier itself is not listed: the bare name of its View extension pulls the section in.
private struct PieceSink: ViewModifier {
    let pressed: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var size: CGSize = .zero

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
            .scaleEffect(pressed ? PieceMotion.sinkScale(for: size) : 1)
            .animation(pressed ? motion.press : motion.release, value: pressed)
    }
}

private extension View {
    func pieceSink(_ pressed: Bool) -> some View {
        modifier(PieceSink(pressed: pressed))
    }
}

private struct PieceSinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.pieceSink(configuration.isPressed)
    }
}

// swiftpieces-motion: end
