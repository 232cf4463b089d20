// pieces:
// title: Pressable Button Style
// description: A button style that presses in toward the finger and dims, then springs back.
// category: buttons
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: beginner
// tags: [button style, press, tap, scale, spring, feedback, botón, pulsar, toque, escala, muelle, rebote, estilo de botón]
// license: MIT

import SwiftUI

/// A button style that presses the label in while it is held and springs it back on release. The
/// depth suits the label's size (each edge sinks about the same few points, each axis on its own, so an
/// icon and a wide card both feel pressed, neither crushed), the label dims a little and, when asked, the press leans
/// toward where the finger landed. Use it as `.buttonStyle(.pressable)`,
/// `.buttonStyle(.pressable(dimming: 0.3))` or `.buttonStyle(.pressable(dimming: 0.15, leansTowardTouch: true))`.
///
/// What it takes from the views around it: by default nothing beyond the button's own tap, so it is
/// safe in a `ScrollView` or `List`. With `leansTowardTouch` on it adds a zero-distance drag next to the
/// tap to read where the finger landed; inside a scroll view that drag competes with scrolling, so turn
/// the lean on only for buttons that do not scroll. A press the system cancels springs back like a
/// release.
///
/// With Reduce Motion on, the label does not move: it only darkens slightly while pressed, never
/// turning see-through.
///
/// - Parameters:
///   - dimming: How much the label fades while pressed, from 0 (not at all) to 1 (gone).
///   - leansTowardTouch: Whether the press leans toward the finger. Off by default: reading the touch takes a zero-distance drag, which competes with scrolling inside a `ScrollView` or `List`.
public struct PressableButtonStyle: ButtonStyle {
    private let dimming: Double
    private let leansTowardTouch: Bool

    public init(dimming: Double = 0.15, leansTowardTouch: Bool = false) {
        self.dimming = min(max(dimming, 0), 1)
        self.leansTowardTouch = leansTowardTouch
    }

    public func makeBody(configuration: Configuration) -> some View {
        PressableButtonBody(configuration: configuration, dimming: dimming, leansTowardTouch: leansTowardTouch)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    /// `.buttonStyle(.pressable)`: presses in, dims a little and springs back; safe inside scroll views.
    public static var pressable: PressableButtonStyle { PressableButtonStyle() }

    /// `.buttonStyle(.pressable(dimming: 0.3))`: the pressable style with its own dimming, and the press
    /// leaning toward the finger when `leansTowardTouch` is true (keep it off inside scroll views).
    public static func pressable(dimming: Double, leansTowardTouch: Bool = false) -> PressableButtonStyle {
        PressableButtonStyle(dimming: dimming, leansTowardTouch: leansTowardTouch)
    }
}

/// The pressed label. A view of its own, so it can keep the touch and read the environment.
private struct PressableButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let dimming: Double
    let leansTowardTouch: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    /// Where the current press began, in the label's own points; nil between presses. Gesture state
    /// resets by itself when the drag ends or is cancelled, and `piecePress` keeps the last touch through
    /// the release, so the label re-expands from where it was pressed.
    @GestureState private var touch: CGPoint?
    @State private var width: CGFloat = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        let pressed = configuration.isPressed
        configuration.label
            // Per axis: a wide card or pill sinks the same few points at every edge, not far more at its ends.
            .piecePress(isPressed: pressed, touch: leansTowardTouch ? touch : nil, perAxis: true)
            // Scoped, so only the dimming animates, never the label's own changes.
            .animation(pressed ? motion.press : motion.release) { label in
                // Under Reduce Motion piecePress darkens the label instead of fading it.
                label.opacity(pressed && !reduceMotion ? 1 - dimming : 1)
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            // `.subviews` switches the tracker off while leaving the label's own gestures alone.
            .simultaneousGesture(touchTracker, including: leansTowardTouch ? .all : .subviews)
    }

    /// Reads where the finger lands without taking the tap from the button (it runs alongside it).
    private var touchTracker: some Gesture {
        DragGesture(minimumDistance: 0)
            .updating($touch) { drag, touch, _ in touch = layoutPoint(drag.startLocation) }
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip x there, so the lean
    /// lands under the finger.
    private func layoutPoint(_ point: CGPoint) -> CGPoint {
        guard layoutDirection == .rightToLeft else { return point }
        return CGPoint(x: width - point.x, y: point.y)
    }
}

// MARK: - Example

private struct PressableButtonStyleExample: View {
    @State private var likes = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        VStack(spacing: 28) {
            Text("^[\(likes) like](inflect: true)")
                .font(.largeTitle.bold())
                // Digits roll with the count; under Reduce Motion they cross-fade in place.
                .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(likes)))

            Button {
                withAnimation(motion.value) { likes += 1 }
            } label: {
                Label("Like", systemImage: "heart.fill")
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 44)
                    .padding(.vertical, 20)
                    .background(Color.pink.gradient, in: .capsule)
            }
            // Not in a scroll view, so this one may lean toward the finger.
            .buttonStyle(.pressable(dimming: 0.15, leansTowardTouch: true))

            Button {
                withAnimation(motion.value) { likes = 0 }
            } label: {
                Text("Reset")
                    .font(.headline)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(.quaternary, in: .capsule)
            }
            .buttonStyle(.pressable(dimming: 0.3))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { PressableButtonStyleExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press) sha256:071cbe2845bad6ca

/// The motion language every piece shares: five spring tiers, a role for every moment something moves
/// (each carrying its Reduce Motion substitute) and the gesture physics around them.
///
/// Build one from the environment and pick the role that names what just happened:
///
///     @Environment(\.accessibilityReduceMotion) private var reduceMotion
///     private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
///
/// Never animate the tracking of a finger: set gesture state directly in `onChanged`, so the surface
/// stays under the finger, and spring only the release.
private nonisolated struct PieceMotion: Sendable {
    /// Whether the person asked for less motion. Every role swaps in its substitute when this is on.
    var reduceMotion: Bool

    /// A motion language for the current Reduce Motion setting.
    init(reduceMotion: Bool) {
        self.reduceMotion = reduceMotion
    }
}

private nonisolated extension PieceMotion {
    /// The five springs every motion is built from; a role picks one.
    ///
    /// `Spring(duration:bounce:)` has stiffness (2π / duration)² and damping ratio ζ = 1 − bounce for a bounce
    /// of 0 or more. Released from rest, such a spring first peaks exp(−πζ / √(1 − ζ²)) past its target: that
    /// is the overshoot given for each tier. Times are measured from rest to 90% of the way.
    enum Tier: CaseIterable, Sendable {
        /// 0.14 s, bounce 0 (ζ = 1): no overshoot, 90% in about 90 ms. A press arriving under the finger.
        case firm
        /// 0.32 s, bounce 0.25 (ζ = 0.75): 2.8% overshoot, 90% in about 140 ms. A snap to a detent, a page or a
        /// segment.
        case responsive
        /// 0.42 s, bounce 0.38 (ζ = 0.62): 8.4% overshoot, 90% in about 160 ms. Visible give: a release, a
        /// settle, a rebound.
        case elastic
        /// 0.48 s, bounce 0.48 (ζ = 0.52): 14.8% overshoot, 90% in about 165 ms. An outcome landing, at most
        /// once per interaction.
        case expressive
        /// 0.5 s, bounce 0.2 (ζ = 0.8): 1.5% overshoot, 90% in about 240 ms: unhurried. Opening a surface.
        case calm

        /// The perceptual duration in seconds: the spring's undamped period, about its settling time.
        var duration: Double {
            switch self {
            case .firm: 0.14
            case .responsive: 0.32
            case .elastic: 0.42
            case .expressive: 0.48
            case .calm: 0.5
            }
        }

        /// How bouncy the tier is: 0 never overshoots, each step up overshoots more (see each case).
        var bounce: Double {
            switch self {
            case .firm: 0
            case .responsive: 0.25
            case .elastic: 0.38
            case .expressive: 0.48
            case .calm: 0.2
            }
        }

        /// The tier as a SwiftUI spring, for `.spring(_:)`, `interpolatingSpring(_:initialVelocity:)` and keyframes.
        var spring: Spring { Spring(duration: duration, bounce: bounce) }
    }

    /// The Reduce Motion spring: short and critically damped, so nothing overshoots. Roles and settles land on it.
    private static var reducedSpring: Spring { Spring(duration: 0.25, bounce: 0) }
}

private nonisolated extension PieceMotion {
    /// Touch-down. Lands within a frame or two and never bounces under the finger. Unchanged under Reduce
    /// Motion, where a press dims instead of scaling.
    var press: Animation { .spring(Tier.firm.spring) }

    /// The finger lifts off a pressed surface, which springs back through rest.
    var release: Animation { tierOrReduced(.elastic) }

    /// A dragged thing comes to rest. After a gesture, `settle(velocity:from:to:)` also carries its speed.
    var settle: Animation { tierOrReduced(.elastic) }

    /// Lands on a detent, a page or a segment.
    var snap: Animation { tierOrReduced(.responsive) }

    /// A number, a chart value or a progress figure moves to its new value. Never overshoots, so for no
    /// instant does it show a value that isn't true.
    var value: Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// Comes back from past a limit: a rubber-banded pull let go, a value pushed against its bound.
    var rebound: Animation { tierOrReduced(.elastic) }

    /// One container changes size, corner radius or form, settling with a little give.
    var morph: Animation { tierOrReduced(.responsive) }

    /// Something appears, opens or expands: a little slower than `dismiss`, so it arrives with care.
    var reveal: Animation { tierOrReduced(.calm) }

    /// Something leaves, closes or collapses: quicker than `reveal` and without bounce, out of the way.
    var dismiss: Animation {
        let reduced = Spring(duration: PieceMotion.reducedSpring.duration * 0.8, bounce: 0)
        return .spring(reduceMotion ? reduced : Spring(duration: Tier.responsive.duration, bounce: 0))
    }

    /// A resolved action lands: a check, a sent state, a reaction. Pair it with `piecePop(trigger:)`.
    var success: Animation { tierOrReduced(.expressive) }

    /// A refused action: quick, with barely any give of its own. `pieceShake(trigger:)` adds the movement.
    var error: Animation { tierOrReduced(.responsive) }

    /// Slow ambient change: a drift, a breath, a glow. Chain `.repeatForever(autoreverses: true)` for a loop.
    /// `nil` under Reduce Motion: set the designed rest pose without animation, so loops rest.
    var ambient: Animation? { reduceMotion ? nil : .easeInOut(duration: 1.6) }

    /// `transition` for something that moves in or out; a plain fade under Reduce Motion.
    @MainActor func moving(_ transition: AnyTransition) -> AnyTransition {
        reduceMotion ? .opacity : transition
    }

    /// For content replaced inside a container that stays put (a glyph, a label, a count): the old content
    /// blurs out as the new one sharpens in. A plain fade under Reduce Motion.
    @MainActor var contentSwap: AnyTransition {
        reduceMotion ? .opacity : AnyTransition(.blurReplace)
    }

    /// `tier`, or the short spring without overshoot under Reduce Motion.
    private func tierOrReduced(_ tier: Tier) -> Animation {
        .spring(reduceMotion ? PieceMotion.reducedSpring : tier.spring)
    }
}

private nonisolated extension PieceMotion {
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The pressed scale per axis for a wide or tall surface: each edge sinks the same 2.5 points,
    /// 1 − 5 / width across and 1 − 5 / height down, each held within 0.92…0.985 and within
    /// ± `maximumDistortion` / 2 of the uniform `pressScale(for:)`, so text on a long pill squashes by no more
    /// than that. A square gets the uniform scale on both axes.
    static func axisPressScale(for size: CGSize, maximumDistortion: CGFloat = 0.03) -> CGSize {
        let uniform = pressScale(for: size), band = max(maximumDistortion, 0) / 2
        func axis(_ length: CGFloat) -> CGFloat {
            let ideal = 1 - 5 / max(length, 1)
            return min(max(min(max(ideal, uniform - band), uniform + band), 0.92), 0.985)
        }
        return CGSize(width: axis(size.width), height: axis(size.height))
    }

    /// The scale anchor for a press at `touch` (in the view's own points), in unit space (0…1 on each axis):
    /// `lean` of the way from the center toward the touch. A touch outside the view counts from its edge;
    /// an unmeasured view presses from its center.
    static func leanAnchor(touch: CGPoint, in size: CGSize, lean: CGFloat = 0.5) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let lean = min(max(lean, 0), 1)
        let unitX = min(max(touch.x / size.width, 0), 1)
        let unitY = min(max(touch.y / size.height, 0), 1)
        return CGPoint(x: 0.5 + (unitX - 0.5) * lean, y: 0.5 + (unitY - 0.5) * lean)
    }
}

/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?
    /// Whether each axis sinks by its own scale (`axisPressScale(for:)`), for wide or tall shapes.
    var perAxis = false

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let uniform = PieceMotion.pressScale(for: measuredSize)
        let depth = perAxis ? PieceMotion.axisPressScale(for: measuredSize) : CGSize(width: uniform, height: uniform)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : CGSize(width: 1, height: 1), anchor: unit)
                    // Reduce Motion: dim rather than move, and never turn the surface see-through.
                    .brightness(dims ? -0.08 : 0)
            }
            .onChange(of: touchPoint) { _, touch in
                if let touch { heldTouch = touch }
            }
    }
}

private extension View {
    /// Presses this view in while `isPressed`: it sinks about 2.5 points at each edge (never bouncing on the
    /// way in), leans toward `touch` and springs back elastically on release. Under Reduce Motion it dims
    /// instead of scaling.
    ///
    /// `touch` is the finger in this view's own points, e.g. from a `DragGesture(minimumDistance: 0)`'s
    /// `location`; pass `nil` when it is not known. Leave the lean out inside a `ScrollView` or `List`: a
    /// zero-distance drag there competes with scrolling.
    ///
    /// `perAxis` sinks each edge by the same 2.5 points on a wide or tall shape (a full-width pill, a bar), where
    /// one uniform scale would pull the long edges in several times further than the short ones; the two
    /// scales stay within 3% of each other so text is barely squashed.
    func piecePress(isPressed: Bool, touch: CGPoint?, perAxis: Bool = false) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch, perAxis: perAxis))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    /// Whether each axis sinks by its own scale, for a wide or tall button.
    var perAxis = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil, perAxis: perAxis)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }

    /// `.buttonStyle(.piecePress(perAxis: true))`: the same, sinking each edge by the same points on a wide
    /// or tall button.
    static func piecePress(perAxis: Bool) -> PiecePressStyle { PiecePressStyle(perAxis: perAxis) }
}

// pieces-motion: end
