// swiftpieces:
// title: Folded Note
// description: A glass note that folds to two lines; a plain line comment names a text section it does not use.
// category: text
// minIOSVersion: "17.0"
// version: "1.0.0"

import SwiftUI

public struct FoldedNote: View {
    let note: String
    @State private var open = false

    public init(note: String) { self.note = note }

    public var body: some View {
        Button { open.toggle() } label: {
            // The label is a localized key, which PieceFadeText cannot read, so it swaps whole.
            Text(open ? "Less" : "More")
        }
        .overlay { Text(note).lineLimit(open ? nil : 2) }
        .pieceBlob(Capsule())
    }
}

// MARK: - Piece liquid
//
// The SwiftPieces liquid glass language: glass shapes that merge through a neck, bubbles that bud out of
// and melt back into each other, and the frosted fallback before iOS 26. Each piece carries a copy of only
// the parts it uses, so this file stands alone. Generated from registry/foundation/PieceLiquid.swift in the
// SwiftPieces repo; edit it there, not here. The rules are in LIQUID_GLASS.md.
// swiftpieces-liquid: 1.3.0 (blob, fadeText)

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
