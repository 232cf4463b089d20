// Test foundation in the shape of the upstream swiftpieces liquid foundation (written for these tests).
// version: 1.3.0
//
// Its sections require motion sections, so its block follows the motion block.

import SwiftUI

// swiftpieces-liquid-section: blob
// provides: PieceBlob, PieceBlobGroup, .pieceBlob(, .pieceBlobScale(
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

// swiftpieces-liquid-section: blobSink
// requires: blob, sinkMath
// provides: pieceBlobSink, PieceBlobSinkStyle
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

// swiftpieces-liquid-section: sprout
// requires: blob
// provides: PieceSprouts, .pieceSprout(
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

// swiftpieces-liquid-section: fadeText
// provides: PieceFadeText
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
