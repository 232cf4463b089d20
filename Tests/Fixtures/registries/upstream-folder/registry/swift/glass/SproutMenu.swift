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
// The SwiftPieces motion language: shared spring tokens and gesture physics, with the same values in every
// piece. Each piece carries a copy of only the parts it uses, so this file stands alone. Generated from
// registry/foundation/PieceMotion.swift in the SwiftPieces repo; edit it there, not here.
// swiftpieces-motion: 2.4.0 (core, trail, sinkMath, bump)

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

// swiftpieces-motion: end

// MARK: - Piece liquid
//
// The SwiftPieces liquid glass language: glass shapes that merge through a neck, bubbles that bud out of
// and melt back into each other, and the frosted fallback before iOS 26. Each piece carries a copy of only
// the parts it uses, so this file stands alone. Generated from registry/foundation/PieceLiquid.swift in the
// SwiftPieces repo; edit it there, not here. The rules are in LIQUID_GLASS.md.
// swiftpieces-liquid: 1.3.0 (blob, blobSink, sprout, fadeText)

/// Distances and springs; a group; a surface modifier with an environment key, none of them listed.
private enum PieceBlob {
    static let merge: CGFloat = 20
    static let joined: CGFloat = 4
    static let homeScale: CGFloat = 0.7

    static func split(reduceMotion: Bool) -> Animation {
        reduceMotion ? .easeOut(duration: 0.2) : .spring(duration: 0.6, bounce: 0.2)
    }
}

private struct PieceBlobGroup<Content: View>: View {
    var spacing: CGFloat = PieceBlob.merge
    @ViewBuilder var content: Content

    var body: some View {
        #if compiler(>=6.2)
        if #available(iOS 26, *) {
            GlassEffectContainer(spacing: spacing) { content }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

private struct PieceBlobSurface<S: Shape>: ViewModifier {
    var shape: S
    var tint: Color?
    @Environment(\.pieceBlobScale) private var scale

    func body(content: Content) -> some View {
        content
            .background { shape.fill(tint ?? .clear) }
            .background(.regularMaterial, in: shape)
            .scaleEffect(scale)
    }
}

private struct PieceBlobScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private extension EnvironmentValues {
    var pieceBlobScale: CGFloat {
        get { self[PieceBlobScaleKey.self] }
        set { self[PieceBlobScaleKey.self] = newValue }
    }
}

private extension View {
    func pieceBlob<S: Shape>(_ shape: S, tint: Color? = nil) -> some View {
        modifier(PieceBlobSurface(shape: shape, tint: tint))
    }

    func pieceBlobScale(_ scale: CGFloat) -> some View {
        transformEnvironment(\.pieceBlobScale) { $0 *= scale }
    }
}

/// Uses the motion core only through sinkMath: its requires line lists what is enough upstream.
private struct PieceBlobSink: ViewModifier {
    let pressed: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var size: CGSize = .zero

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: reduceMotion)
        content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
            .pieceBlobScale(pressed ? PieceMotion.sinkScale(for: size) : 1)
            .animation(pressed ? motion.press : motion.release, value: pressed)
    }
}

private struct PieceBlobSinkStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.pieceBlobSink(configuration.isPressed)
    }
}

private extension View {
    func pieceBlobSink(_ pressed: Bool) -> some View {
        modifier(PieceBlobSink(pressed: pressed))
    }
}

private struct PieceSprout: ViewModifier {
    var out: Bool
    var home: CGSize

    func body(content: Content) -> some View {
        content
            .pieceBlobScale(out ? 1 : PieceBlob.homeScale)
            .offset(out ? .zero : home)
    }
}

private extension View {
    func pieceSprout(out: Bool, home: CGSize) -> some View {
        modifier(PieceSprout(out: out, home: home))
    }
}

/// An observable class whose methods are reached through the listed type.
@MainActor @Observable
private final class PieceSprouts {
    private(set) var present: [String] = []
    private(set) var out: Set<String> = []
    @ObservationIgnored private var turn: [String: Int] = [:]

    func contains(_ id: String) -> Bool { present.contains(id) }
    func isOut(_ id: String) -> Bool { out.contains(id) }

    func bloom(_ ids: [String], reduceMotion: Bool) async {
        for id in ids where !present.contains(id) { present.append(id) }
        try? await Task.sleep(for: .milliseconds(24))
        withAnimation(PieceBlob.split(reduceMotion: reduceMotion)) { out.formUnion(ids) }
    }

    func gather(_ ids: [String]) {
        for id in ids { turn[id, default: 0] += 1 }
        out.subtract(ids)
        present.removeAll { ids.contains($0) }
    }
}

private struct PieceFadeText: View {
    var text: String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text(text)
            .id(text)
            .transition(reduceMotion ? .opacity : AnyTransition(.blurReplace))
            .accessibilityLabel(text)
    }
}

// swiftpieces-liquid: end
