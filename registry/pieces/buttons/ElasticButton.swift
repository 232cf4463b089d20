// pieces:
// title: Elastic Button
// description: A round button that stretches toward the finger and springs back on release.
// category: buttons
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [elastic, drag, stretch, rubber band, spring, button, elástico, arrastrar, estirar, muelle, rebote, botón]
// license: MIT

import SwiftUI

/// A round button on a tether: pulled, it follows the finger with growing resistance and stretches
/// along the pull; let go, it springs home at the speed it was moving. A press that does not travel
/// is a tap and runs `action`.
///
/// With Reduce Motion on, the button stays in place and only dims while pressed; taps work the same.
///
/// - Parameters:
///   - systemImage: The SF Symbol drawn on the button, in black or white, whichever reads better on `tint`.
///   - label: What the button does, read by VoiceOver.
///   - tint: The button's color.
///   - reach: How far, in points, the button can be pulled from its place; it nears this ever more slowly.
///   - action: What a tap does.
public struct ElasticButton: View {
    private let systemImage: String
    private let label: LocalizedStringResource
    private let tint: Color
    private let reach: CGFloat
    private let action: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @ScaledMetric(relativeTo: .largeTitle) private var diameter: CGFloat = 104
    /// True while a finger is down; resets by itself when the gesture ends or is cancelled.
    @GestureState private var isTouching = false
    /// One offset per axis, so each springs home with its own velocity.
    @State private var pullX: CGFloat = 0
    @State private var pullY: CGFloat = 0
    @State private var stretch: CGSize = .zero
    /// Set once the finger has travelled past `tapSlop`, so pulling out and back is not a tap.
    @State private var didTravel = false

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A press that moves less than this many points is still a tap.
    private let tapSlop: CGFloat = 10
    /// A blob carrying only a glyph can take a generous stretch; the guide allows 8 to 12%.
    private let maximumStretch: CGFloat = 0.12

    public init(
        systemImage: String,
        label: LocalizedStringResource,
        tint: Color = .indigo,
        reach: Double = 80,
        action: @escaping () -> Void
    ) {
        self.systemImage = systemImage
        self.label = label
        self.tint = tint
        self.reach = CGFloat(max(reach, 1))
        self.action = action
    }

    public var body: some View {
        face
            .pieceStretch(stretch)
            .piecePress(isPressed: isTouching, touch: nil)
            .offset(x: pullX)
            .offset(y: pullY)
            .gesture(pull)
            .onChange(of: isTouching) { _, touching in
                // A cancelled gesture never reaches onEnded: bring the button home from here instead.
                if !touching { springHome(velocity: .zero) }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(label))
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { action() }
    }

    private var face: some View {
        ZStack {
            Circle()
                .fill(tint.gradient)
                .shadow(color: tint.opacity(0.4), radius: 16, y: 8)
            Image(systemName: systemImage)
                .font(.largeTitle.weight(.semibold))
                .foregroundStyle(ElasticButtonGlyphStyle(background: tint))
        }
        .frame(width: diameter, height: diameter)
        .contentShape(.circle)
    }

    // MARK: Gesture

    private var pull: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { drag in follow(drag.translation) }
            .onEnded { drag in release(drag) }
    }

    /// Tracks the finger without animation: the tether eases the pull, the stretch reads the raw pull.
    private func follow(_ translation: CGSize) {
        let finger = layout(translation)
        let distance = hypot(finger.width, finger.height)
        if distance > tapSlop { didTravel = true }
        guard !reduceMotion, distance > 0 else { return }
        let tethered = PieceMotion.rubberBand(distance, limit: reach)
        pullX = finger.width / distance * tethered
        pullY = finger.height / distance * tethered
        stretch = PieceMotion.stretch(pull: finger, reach: reach, maximum: maximumStretch)
    }

    private func release(_ drag: DragGesture.Value) {
        let finger = layout(drag.translation)
        let distance = hypot(finger.width, finger.height)
        if !didTravel, distance <= tapSlop { action() }
        // The tethered button moved at a fraction of the finger's speed: release it at its own.
        let share = distance > 0 ? PieceMotion.rubberBand(distance, limit: reach) / distance : 0
        let velocity = layout(drag.velocity)
        springHome(velocity: CGSize(width: velocity.width * share, height: velocity.height * share))
    }

    /// Each axis settles with its own speed; the stretch vector shrinks to zero so its direction holds.
    private func springHome(velocity: CGSize) {
        didTravel = false
        guard pullX != 0 || pullY != 0 || stretch != .zero else { return }
        withAnimation(motion.settle(velocity: velocity.width, from: pullX, to: 0)) { pullX = 0 }
        withAnimation(motion.settle(velocity: velocity.height, from: pullY, to: 0)) { pullY = 0 }
        withAnimation(motion.settle) { stretch = .zero }
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip the horizontal axis there.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }
}

/// Black or white, whichever reads better on `background` as it resolves here (light or dark
/// appearance, increased contrast), from its relative luminance.
private struct ElasticButtonGlyphStyle: ShapeStyle {
    let background: Color

    /// Black only on clearly light tints, so the system's saturated colors keep their usual white glyph.
    private static let lightThreshold: Float = 0.45

    func resolve(in environment: EnvironmentValues) -> Color {
        let color = background.resolve(in: environment)
        let luminance = 0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue
        return luminance > Self.lightThreshold ? .black : .white
    }
}

// MARK: - Example

private struct ElasticButtonExample: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 48) {
            VStack(spacing: 6) {
                Text("Pull me")
                    .font(.largeTitle.bold())
                Text("^[\(taps) tap](inflect: true)")
                    .font(.headline)
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 40) {
                ElasticButton(systemImage: "hand.point.up.left.fill", label: "Stretch") { taps += 1 }
                ElasticButton(systemImage: "sun.max.fill", label: "Sunny", tint: .yellow, reach: 60) { taps += 1 }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            LinearGradient(colors: [.indigo.opacity(0.14), .pink.opacity(0.12)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        )
    }
}

#Preview { ElasticButtonExample() }
