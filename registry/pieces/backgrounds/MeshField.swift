// pieces:
// title: Mesh Field
// description: A slowly drifting mesh gradient for backgrounds, with a Canvas fallback on iOS 17 and a still rest pose under Reduce Motion.
// category: backgrounds
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [background, mesh, gradient, ambient, drift, aurora, fondo, degradado, malla, ambiente]
// license: MIT

import SwiftUI

/// A background of soft color that drifts: a 3 × 3 mesh whose inner points wander a little around
/// their places, slowly, on a loop. On iOS 18 it is a `MeshGradient`; on iOS 17 a `Canvas` paints the
/// same points as overlapping radial glows, so the field moves the same way on both, only softer.
///
/// The drift is on a loop of `period` seconds: every point moves on a whole number of sine waves per
/// loop, so the field comes back exactly to where it started and never jumps. Corners never move and
/// points on an edge slide only along it, so the field always covers its whole frame. Turned off with
/// `isAnimating`, it does not freeze on whatever frame it was on: it eases back to its rest grid on the
/// foundation's `ambient` role, and eases out of it again when turned back on.
///
/// It is cheap and stops when it is not shown: a `TimelineView` redraws it at most 30 times a second
/// and pauses between `onDisappear` and `onAppear` (another tab, a pushed screen, a lazy stack that let
/// it go), while the app is not active, while `isAnimating` is false and under Reduce Motion, where the
/// field rests on its still grid. From iOS 18 it also pauses while a scroll view has scrolled it wholly
/// out of sight (`onScrollVisibilityChange`); on iOS 17 a field scrolled away in a plain `ScrollView`
/// keeps its place in the hierarchy and keeps drifting, so pass `isAnimating: false` there.
///
/// What it takes from the views around it: nothing. It is hidden from hit testing, so touches go to
/// whatever is behind or on top of it, and hidden from VoiceOver, since it is decoration. It fills the
/// space it is offered; add `.ignoresSafeArea()` to run it under the bars.
///
/// - Parameters:
///   - colors: The palette, from the top-leading corner row by row; fewer than nine colors repeat.
///   - period: How long one loop of the drift takes, in seconds; longer is calmer.
///   - isAnimating: Whether the field drifts; false eases it to its rest grid and stops it there.
public struct MeshField: View {
    private let colors: [Color]
    private let drift: MeshFieldDrift
    private let isAnimating: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    /// In the hierarchy: set by `onAppear`, cleared by `onDisappear`, so a field nobody can see stops.
    @State private var isOnScreen = false
    /// Scrolled wholly out of a scroll view's sight (iOS 18 reports it; iOS 17 never sets it).
    @State private var isScrolledAway = false
    /// How much of the drift shows: 1 drifting, 0 resting on the grid; eased between on `ambient`.
    @State private var sway: Double
    /// True while `sway` eases toward the rest pose, so the timeline keeps drawing until it lands.
    @State private var isEasing = false

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        colors: [Color] = [.indigo, .purple, .pink, .blue, .teal, .purple, .mint, .indigo, .orange],
        period: Double = 24,
        isAnimating: Bool = true
    ) {
        self.colors = colors.isEmpty ? [.accentColor] : colors
        self.drift = MeshFieldDrift(columns: 3, rows: 3, period: period)
        self.isAnimating = isAnimating
        _sway = State(initialValue: isAnimating ? 1 : 0)
    }

    public var body: some View {
        // The paused schedule stops redrawing; it keeps the last frame on screen.
        TimelineView(.animation(minimumInterval: 1.0 / 30, paused: isPaused)) { context in
            MeshFieldSurface(
                layout: drift, colors: colors, time: context.date.timeIntervalSinceReferenceDate,
                sway: reduceMotion ? 0 : sway)
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .onAppear { isOnScreen = true }
        .onDisappear { isOnScreen = false }
        .modifier(MeshFieldScrollVisibility { visible in isScrolledAway = !visible })
        .onChange(of: isAnimating) { _, drifting in
            // A loop stops on its rest pose, not on whatever frame it was on; under Reduce Motion
            // `ambient` is nil and the field is already at rest.
            isEasing = true
            withAnimation(motion.ambient, completionCriteria: .logicallyComplete) {
                sway = drifting ? 1 : 0
            } completion: {
                isEasing = false
            }
        }
    }

    private var isPaused: Bool {
        reduceMotion || !isOnScreen || isScrolledAway || scenePhase != .active || (!isAnimating && !isEasing)
    }
}

/// The field at one moment: animatable in `sway`, so easing to rest and back in animates the drift's
/// reach while the timeline moves its phase.
private struct MeshFieldSurface: View, Animatable {
    var layout: MeshFieldDrift
    var colors: [Color]
    var time: Double
    var sway: Double

    nonisolated var animatableData: Double {
        get { sway }
        set { sway = newValue }
    }

    var body: some View {
        field(points: layout.points(at: time, sway: Float(sway)))
    }

    @ViewBuilder
    private func field(points: [SIMD2<Float>]) -> some View {
        let palette = layout.vertexIndices.map { colors[layout.colorIndex(vertex: $0, paletteCount: colors.count)] }
        if #available(iOS 18.0, macOS 15.0, *) {
            MeshGradient(width: layout.columns, height: layout.rows, points: points, colors: palette)
        } else {
            glows(points: points, palette: palette)
        }
    }

    /// iOS 17: each point of the mesh paints a radial glow of its color, fading to clear, over the first
    /// color. Softer than a mesh, and the same drift.
    private func glows(points: [SIMD2<Float>], palette: [Color]) -> some View {
        Canvas { context, size in
            let bounds = CGRect(origin: .zero, size: size)
            context.fill(Path(bounds), with: .color(palette.first ?? .clear))
            let reach = max(size.width, size.height) * layout.glowReach
            for (point, color) in zip(points, palette) {
                let center = CGPoint(x: CGFloat(point.x) * size.width, y: CGFloat(point.y) * size.height)
                let glow = Gradient(colors: [color, color.opacity(0)])
                context.fill(
                    Path(bounds), with: .radialGradient(glow, center: center, startRadius: 0, endRadius: reach))
            }
        }
    }
}

/// Reports when a scroll view scrolls the field in and out of sight, from iOS 18; nothing before.
private struct MeshFieldScrollVisibility: ViewModifier {
    var action: (Bool) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            // Any sliver in sight counts as visible, so the field never stops while it shows.
            content.onScrollVisibilityChange(threshold: 0.01, action)
        } else {
            content
        }
    }
}

/// Where the mesh's points are at any moment: the drift's maths, apart from the view so it can be
/// checked on its own (`MeshFieldLogicTests` compiles it from this file). Positions are unit points,
/// (0, 0) the top-leading corner and (1, 1) the bottom-trailing one.
private nonisolated struct MeshFieldDrift: Equatable, Sendable {
    /// Points per row and per column, at least 2 each.
    var columns: Int
    var rows: Int
    /// Seconds per loop; every point comes back to its start after exactly one.
    var period: Double
    /// How far an inner point wanders from its place, as a fraction of the field.
    var amplitude: Float = 0.11
    /// The radius of a fallback glow, as a fraction of the field's longer side.
    var glowReach: CGFloat = 0.55

    init(columns: Int, rows: Int, period: Double) {
        self.columns = max(columns, 2)
        self.rows = max(rows, 2)
        self.period = period > 0 ? period : 24
    }

    /// Every vertex, row by row.
    var vertexIndices: Range<Int> { 0..<(columns * rows) }

    /// The palette color a vertex takes: the palette in order, repeated when it is shorter than the mesh.
    func colorIndex(vertex: Int, paletteCount: Int) -> Int {
        paletteCount > 0 ? vertex % paletteCount : 0
    }

    /// Where vertex (`column`, `row`) rests: an even grid.
    func restPoint(column: Int, row: Int) -> SIMD2<Float> {
        SIMD2(Float(column) / Float(columns - 1), Float(row) / Float(rows - 1))
    }

    /// Every point at `time` seconds (any clock: only its place in the loop counts), with `sway` of the
    /// drift's reach (1 the full drift, 0 the rest grid). At a whole number of loops, 0 included, every
    /// point is at rest. Corners stay put, edge points slide along their edge, inner points move on both
    /// axes, always inside the unit square.
    func points(at time: Double, sway: Float = 1) -> [SIMD2<Float>] {
        let loop = time.truncatingRemainder(dividingBy: period) / period
        return vertexIndices.map { vertex in
            let column = vertex % columns, row = vertex / columns
            let onLeftOrRight = column == 0 || column == columns - 1
            let onTopOrBottom = row == 0 || row == rows - 1
            var point = restPoint(column: column, row: row)
            if !onLeftOrRight { point.x += sway * wave(vertex: vertex, axis: 0, loop: loop) }
            if !onTopOrBottom { point.y += sway * wave(vertex: vertex, axis: 1, loop: loop) }
            return SIMD2(min(max(point.x, 0), 1), min(max(point.y, 0), 1))
        }
    }

    /// One axis of one vertex: a sine with 1 to 3 whole cycles per loop, so neighbours never move in step
    /// and the loop closes; 0 at the start of every loop.
    private func wave(vertex: Int, axis: Int, loop: Double) -> Float {
        let cycles = Double((vertex * 2 + axis * 5) % 3 + 1)
        let direction: Double = (vertex + axis) % 2 == 0 ? 1 : -1
        return amplitude * Float(direction * sin(2 * Double.pi * cycles * loop))
    }
}

// MARK: - Example

private struct MeshFieldExample: View {
    @State private var isAnimating = true

    var body: some View {
        ZStack {
            MeshField(isAnimating: isAnimating)
                .ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Good evening")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                Toggle("Drift", isOn: $isAnimating)
                    .fixedSize()
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .background(.ultraThinMaterial, in: .capsule)
            }
        }
    }
}

#Preview { MeshFieldExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles) sha256:39c774000a9c2ac2

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

// pieces-motion: end
