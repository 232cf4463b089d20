// pieces:
// title: Touch Grid
// description: A background grid of dots that part and swell around the finger and spring back when it lifts.
// category: backgrounds
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [background, grid, dots, touch, reactive, spring, fondo, cuadrícula, puntos, tocar, muelle]
// license: MIT

import SwiftUI

/// A field of dots on an even grid that answers the finger: dots near it swell and lean away from it,
/// the more the nearer, and when the finger lifts they spring back to the grid with a little give.
/// The push falls off smoothly to nothing at `radius`, so the edge of the disturbance never shows. A
/// finger that lands while the last one's dots are still springing back leaves them to settle where
/// they are, instead of snatching the disturbance over to itself.
///
/// The finger is tracked without animation; only the strength of the push animates, in on the press
/// spring (no bounce under the finger) and out on the release spring. Nothing runs while the grid is
/// untouched: it is one `Canvas`, redrawn only while a touch or its release moves, and it draws only
/// the dots that fit, so a large field stays cheap.
///
/// What it takes from the views around it: every touch that lands on the grid itself, from the first
/// point (a zero-distance drag, so it answers at once). Views placed on top of it keep their touches;
/// the grid gets those that reach it. That drag competes with scrolling, so inside a `ScrollView` a
/// scroll that starts on the grid may not scroll: use it behind content that does not scroll, or pass
/// `isInteractive: false` to keep it as a still pattern that lets every touch through. A touch the
/// system cancels lets go like a lift. It is hidden from VoiceOver, since it is decoration.
///
/// With Reduce Motion on, the dots never move: those near the finger brighten instead, and fade back.
/// The grid is drawn left to right in every layout direction, so the finger and the dots always agree
/// (the pattern is symmetric, so nothing reads mirrored).
///
/// - Parameters:
///   - spacing: The distance between neighbouring dots, in points.
///   - dotSize: The diameter of a dot at rest, in points.
///   - radius: How far from the finger the dots feel it, in points.
///   - tint: The dots' color.
///   - isInteractive: Whether the grid answers touches; false lets every touch through.
public struct TouchGrid: View {
    private let field: TouchGridField
    private let tint: Color
    private let isInteractive: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Two touches take turns: a new one takes the other slot, so the last one's release keeps running
    /// where it was instead of jumping to the new finger. Each point is kept after its lift, so the dots
    /// spring back from there.
    @State private var touchA: CGPoint?
    @State private var touchB: CGPoint?
    /// How hard each touch pushes: 1 while down, animated back to 0 after the lift.
    @State private var strengthA: CGFloat = 0
    @State private var strengthB: CGFloat = 0
    @State private var usesB = false
    @State private var isTouching = false

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        spacing: CGFloat = 22,
        dotSize: CGFloat = 3,
        radius: CGFloat = 110,
        tint: Color = .secondary,
        isInteractive: Bool = true
    ) {
        self.field = TouchGridField(spacing: spacing, dotSize: dotSize, radius: radius)
        self.tint = tint
        self.isInteractive = isInteractive
    }

    public var body: some View {
        TouchGridCanvas(
            field: field, touches: [touchA, touchB], strengths: AnimatablePair(strengthA, strengthB), tint: tint,
            isStill: reduceMotion
        )
        .contentShape(.rect)
        .pieceDrag(minimumDistance: 0, isEnabled: isInteractive) { drag in
            if !isTouching {
                isTouching = true
                usesB.toggle()
            }
            // The point follows the finger without animation; only the push's strength springs.
            if usesB { touchB = drag.location } else { touchA = drag.location }
            let pressed = usesB ? strengthB : strengthA
            guard pressed != 1 else { return }
            withAnimation(motion.press) { if usesB { strengthB = 1 } else { strengthA = 1 } }
        } onEnded: { _ in
            letGo()
        } onCancelled: {
            letGo()
        }
        .allowsHitTesting(isInteractive)
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityHidden(true)
    }

    /// The dots spring back to the grid from wherever the finger left them.
    private func letGo() {
        isTouching = false
        withAnimation(motion.release) { if usesB { strengthB = 0 } else { strengthA = 0 } }
    }
}

/// Draws the grid; animatable in the touches' strengths, so the press and the release animate the push.
private struct TouchGridCanvas: View, Animatable {
    var field: TouchGridField
    var touches: [CGPoint?]
    var strengths: AnimatablePair<CGFloat, CGFloat>
    var tint: Color
    var isStill: Bool

    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { strengths }
        set { strengths = newValue }
    }

    var body: some View {
        let field = field, tint = tint, isStill = isStill
        let pushes = zip(touches, [strengths.first, strengths.second]).map { point, strength in
            TouchGridField.Push(point: point, strength: strength)
        }
        return Canvas { context, size in
            let lattice = field.lattice(in: size)
            for row in 0..<lattice.rows {
                for column in 0..<lattice.columns {
                    let rest = lattice.point(column: column, row: row)
                    let dot = field.dot(at: rest, pushes: isStill ? [] : pushes)
                    let glow = isStill ? field.glow(at: rest, pushes: pushes) : 0
                    let rect = CGRect(
                        x: dot.center.x - dot.diameter / 2, y: dot.center.y - dot.diameter / 2,
                        width: dot.diameter, height: dot.diameter)
                    context.fill(Path(ellipseIn: rect), with: .color(tint.opacity(field.opacity(lit: glow + dot.lift))))
                }
            }
        }
    }
}

/// The grid's geometry and the finger's push, apart from the view so they can be checked on their own
/// (`TouchGridLogicTests` compiles this from the file). Points are in the grid's own space.
private nonisolated struct TouchGridField: Equatable, Sendable {
    var spacing: CGFloat
    var dotSize: CGFloat
    var radius: CGFloat
    /// How far the nearest dots lean away from the finger, as a share of `spacing`.
    var push: CGFloat = 0.45
    /// How much the nearest dots grow, as a share of their size.
    var swell: CGFloat = 0.9

    init(spacing: CGFloat, dotSize: CGFloat, radius: CGFloat) {
        self.spacing = max(spacing, 4)
        self.dotSize = min(max(dotSize, 0.5), self.spacing)
        self.radius = max(radius, 1)
    }

    /// The dots that fit in `size`: whole columns and rows, centered, so the margins are even.
    nonisolated struct Lattice: Equatable, Sendable {
        var columns: Int
        var rows: Int
        var origin: CGPoint
        var spacing: CGFloat

        func point(column: Int, row: Int) -> CGPoint {
            CGPoint(x: origin.x + CGFloat(column) * spacing, y: origin.y + CGFloat(row) * spacing)
        }
    }

    func lattice(in size: CGSize) -> Lattice {
        func count(_ length: CGFloat) -> Int { length > 0 ? Int((length / spacing).rounded(.down)) + 1 : 0 }
        let columns = count(size.width), rows = count(size.height)
        let usedWidth = CGFloat(max(columns - 1, 0)) * spacing, usedHeight = CGFloat(max(rows - 1, 0)) * spacing
        let origin = CGPoint(x: (size.width - usedWidth) / 2, y: (size.height - usedHeight) / 2)
        return Lattice(columns: columns, rows: rows, origin: origin, spacing: spacing)
    }

    /// How strongly a dot resting at `rest` feels the finger: 1 under it, falling smoothly, with a flat
    /// start and a flat end, to 0 at `radius` and beyond. 0 with no finger.
    func falloff(_ rest: CGPoint, touch: CGPoint?) -> CGFloat {
        guard let touch else { return 0 }
        let distance = hypot(rest.x - touch.x, rest.y - touch.y)
        guard distance < radius else { return 0 }
        let share = 1 - (distance / radius) * (distance / radius)
        return share * share
    }

    /// A dot as drawn: moved away from the finger and grown by the falloff times `strength` (which the
    /// release's spring carries a little below 0, so the dots settle with give), and how much it is lit.
    nonisolated struct Dot: Equatable, Sendable {
        var center: CGPoint
        var diameter: CGFloat
        var lift: CGFloat
    }

    /// One touch's push: where it is (or was, while its release runs) and how hard it pushes.
    nonisolated struct Push: Equatable, Sendable {
        var point: CGPoint?
        var strength: CGFloat
    }

    func dot(at rest: CGPoint, touch: CGPoint?, strength: CGFloat) -> Dot {
        dot(at: rest, pushes: [Push(point: touch, strength: strength)])
    }

    /// A dot under several pushes (a new touch while the last one's release still runs): their leans
    /// and swells add up.
    func dot(at rest: CGPoint, pushes: [Push]) -> Dot {
        var center = rest
        var total: CGFloat = 0
        for push in pushes {
            let amount = falloff(rest, touch: push.point) * push.strength
            guard let touch = push.point, amount != 0 else { continue }
            let dx = rest.x - touch.x, dy = rest.y - touch.y
            let distance = hypot(dx, dy)
            // Under the finger exactly there is no direction to lean in: the dot only swells.
            let lean = distance > 0.001 ? amount * self.push * spacing / distance : 0
            center.x += dx * lean
            center.y += dy * lean
            total += amount
        }
        return Dot(center: center, diameter: max(dotSize * (1 + swell * total), 0.5), lift: max(total, 0))
    }

    /// How lit a dot is under Reduce Motion, where dots never move: the pushes' falloffs added up.
    func glow(at rest: CGPoint, pushes: [Push]) -> CGFloat {
        pushes.reduce(0) { $0 + falloff(rest, touch: $1.point) * $1.strength }
    }

    /// The dot's opacity: 0.35 at rest, up to 1 fully lit.
    func opacity(lit: CGFloat) -> Double {
        Double(0.35 + 0.65 * min(max(lit, 0), 1))
    }
}

// MARK: - Example

private struct TouchGridExample: View {
    var body: some View {
        ZStack {
            TouchGrid(tint: .indigo)
                .ignoresSafeArea()
            VStack(spacing: 6) {
                Text("Touch the dots")
                    .font(.title.bold())
                Text("They part around your finger.")
                    .foregroundStyle(.secondary)
            }
            .padding(20)
            .background(.regularMaterial, in: .rect(cornerRadius: 20))
        }
    }
}

#Preview { TouchGridExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, drag) sha256:af0c4ca6187b6135

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

/// The release of a drag: where it ended and how fast it was moving.
private nonisolated struct PieceDragRelease: Equatable, Sendable {
    /// The total movement from the first event to the last, in points.
    var translation: CGSize
    /// How fast the finger was moving when it lifted, in points per second (`DragGesture.Value.velocity`).
    var velocity: CGSize
    /// Where SwiftUI predicts the drag would have come to rest, as a translation.
    var predictedEndTranslation: CGSize
    /// Where the drag began, in the gesture's coordinate space.
    var startLocation: CGPoint
    /// Where the drag ended, in the gesture's coordinate space.
    var location: CGPoint
    /// When the last event happened.
    var time: Date
}

private extension PieceDragRelease {
    /// The release of `value`, a drag's last event: for a piece that composes its own drag (a long press
    /// sequenced before it, say) and still hands releases around in this shape.
    init(_ value: DragGesture.Value) {
        self.init(
            translation: value.translation, velocity: value.velocity,
            predictedEndTranslation: value.predictedEndTranslation,
            startLocation: value.startLocation, location: value.location, time: value.time)
    }
}

/// How a `pieceDrag` competes with the other gestures on and around its view.
private nonisolated enum PieceDragPriority: Equatable, Sendable {
    /// `gesture(_:including:)`: a gesture on a subview wins.
    case normal
    /// `highPriorityGesture(_:including:)`: wins over the gestures of its subviews.
    case high
    /// `simultaneousGesture(_:including:)`: runs alongside the others (a pan next to a pinch).
    case simultaneous
}

/// The drag behind `pieceDrag`. The activity lives in `@GestureState`, which SwiftUI resets however the
/// gesture stops; a reset that `onEnded` did not come before is a cancellation.
private struct PieceDragGate: ViewModifier {
    var minimumDistance: CGFloat
    var coordinateSpace: CoordinateSpace
    var isEnabled: Bool
    var mask: GestureMask
    var priority: PieceDragPriority
    var onChanged: (DragGesture.Value) -> Void
    var onEnded: (PieceDragRelease) -> Void
    var onCancelled: () -> Void

    /// True from the drag's first event until SwiftUI resets it: on the end, or on a cancellation.
    @GestureState private var dragActive = false
    /// True between a drag's first event and its end or cancellation: what `onCancelled` puts back.
    @State private var dragInFlight = false

    func body(content: Content) -> some View {
        // Disabled, the drag leaves out the view itself and keeps its subviews' gestures.
        let included: GestureMask = isEnabled ? mask : mask.subtracting(.gesture)
        let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
            .updating($dragActive) { _, active, _ in active = true }
            .onChanged { value in
                if !dragInFlight { dragInFlight = true }
                onChanged(value)
            }
            .onEnded { value in
                dragInFlight = false
                onEnded(PieceDragRelease(value))
            }
        return Group {
            switch priority {
            case .normal: content.gesture(drag, including: included)
            case .high: content.highPriorityGesture(drag, including: included)
            case .simultaneous: content.simultaneousGesture(drag, including: included)
            }
        }
        // SwiftUI resets the gesture state after `onEnded`; a reset still in flight had no end.
        .onChange(of: dragActive) { _, active in
            if !active { cancelIfInFlight() }
        }
        // A view removed mid-drag sees no reset of its own.
        .onDisappear { cancelIfInFlight() }
    }

    private func cancelIfInFlight() {
        guard dragInFlight else { return }
        dragInFlight = false
        onCancelled()
    }
}

private extension View {
    /// Calls `onChanged` for every drag event, `onEnded` once with the release, and `onCancelled`
    /// when the drag stops without ending (second finger, system gesture, view removed), so a
    /// piece can always put its in-flight state back.
    ///
    /// Exactly one of `onEnded` and `onCancelled` follows every drag that called `onChanged`. Turning
    /// `isEnabled` off mid-drag cancels it. `mask` and `priority` are those of SwiftUI's `gesture`,
    /// `highPriorityGesture` and `simultaneousGesture`; set `priority: .simultaneous` to pan beside a pinch.
    func pieceDrag(
        minimumDistance: CGFloat = 10,
        coordinateSpace: CoordinateSpace = .local,
        isEnabled: Bool = true,
        including mask: GestureMask = .all,
        priority: PieceDragPriority = .normal,
        onChanged: @escaping (DragGesture.Value) -> Void,
        onEnded: @escaping (PieceDragRelease) -> Void,
        onCancelled: @escaping () -> Void
    ) -> some View {
        modifier(PieceDragGate(
            minimumDistance: minimumDistance, coordinateSpace: coordinateSpace, isEnabled: isEnabled,
            mask: mask, priority: priority, onChanged: onChanged, onEnded: onEnded, onCancelled: onCancelled))
    }
}

// pieces-motion: end
