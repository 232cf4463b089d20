// pieces:
// title: Zoomable Image
// description: An image you pinch, rotate and pan at once, that stretches past its zoom limits and springs back.
// category: media
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [image, photo, zoom, pinch, rotate, pan, rubber band, imagen, foto, ampliar, pellizcar, girar, gesto, elástico, rebote]
// license: MIT

import SwiftUI

/// An image that zooms and rotates under two fingers at once and pans when zoomed. Pinched past its
/// limits it keeps following with growing resistance and springs back to the limit on release; a
/// rotation lands on the nearest quarter turn; a pan coasts like a scroll view and stops at the edges.
/// Double-tap resets a zoomed or turned image, or zooms in on one at rest.
///
/// With Reduce Motion on, the image still follows the fingers and keeps a pan's speed, and everything
/// lands without overshoot.
///
/// - Parameters:
///   - image: The image to show; it is made resizable and fit into the available space.
///   - minScale: The smallest zoom, relative to the fitted size; pinching below it stretches and springs back.
///   - maxScale: The largest zoom, relative to the fitted size; pinching beyond it stretches and springs back.
public struct ZoomableImage: View {
    private let image: Image
    private let minScale: CGFloat
    private let maxScale: CGFloat

    @State private var scale: CGFloat
    @State private var angle: Angle = .zero
    /// Pan per axis, in layout points, so each axis can be released with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    /// Scale and angle when the current pinch began; nil between pinches.
    @State private var pinchStart: PinchStart?
    /// Pan when the current drag began; nil between drags.
    @State private var panStart: CGSize?
    @State private var fittedSize: CGSize = .zero
    @State private var viewportSize: CGSize = .zero
    /// Counts pinches that cross a zoom limit; one tick each time the image starts to resist.
    @State private var limitCrossings = 0

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far past a pan edge the image can be pulled, in points.
    private let edgeLimit: CGFloat = 90
    /// How far past a zoom limit a pinch can go, as a fraction of that limit.
    private let zoomLimitReach: CGFloat = 0.3
    /// A pan coasts the way a scroll view does.
    private let panDeceleration: CGFloat = 0.998

    public init(_ image: Image, minScale: CGFloat = 1, maxScale: CGFloat = 4) {
        self.image = image
        self.minScale = max(minScale, 0.1)
        self.maxScale = max(maxScale, self.minScale)
        _scale = State(initialValue: self.minScale)
    }

    public var body: some View {
        image
            .resizable()
            .scaledToFit()
            .onGeometryChange(for: CGSize.self) { $0.size } action: { fittedSize = $0 }
            .scaleEffect(scale)
            .rotationEffect(angle)
            .offset(x: offsetX)
            .offset(y: offsetY)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onGeometryChange(for: CGSize.self) { $0.size } action: { viewportSize = $0 }
            .contentShape(.rect)
            .clipped()
            .gesture(pinchAndRotate)
            // Panning only while zoomed, so at rest a surrounding scroll or page view keeps the drag.
            .simultaneousGesture(pan, including: isZoomed ? .all : .subviews)
            .onTapGesture(count: 2) { toggleZoom() }
            .pieceHaptic(.threshold, trigger: limitCrossings)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isImage)
            .accessibilityValue(Text(Double(scale), format: .percent.precision(.fractionLength(0))))
            .accessibilityZoomAction { action in
                zoom(by: action.direction == .zoomIn ? 1.5 : 1 / 1.5)
            }
            .accessibilityAction(named: Text("Reset zoom")) { reset() }
    }

    // MARK: Pinch and rotate

    private var pinchAndRotate: some Gesture {
        MagnifyGesture()
            .simultaneously(with: RotateGesture())
            .onChanged { value in
                trackPinch(magnification: value.first?.magnification ?? 1, rotation: value.second?.rotation ?? .zero)
            }
            .onEnded { _ in releasePinch() }
    }

    /// Scale and angle follow the fingers without animation; past a limit the zoom is banded.
    private func trackPinch(magnification: CGFloat, rotation: Angle) {
        let start = pinchStart ?? PinchStart(scale: scale, angle: angle)
        pinchStart = start
        let raw = start.scale * magnification
        if isBeyondLimits(raw) && !isBeyondLimits(scale) { limitCrossings += 1 }
        scale = banded(raw)
        // Gestures turn in screen terms while layout mirrors in right-to-left, as offsets do.
        angle = .radians(start.angle.radians + rotation.radians * Double(forward))
    }

    /// The zoom rebounds to the limit it passed, the angle snaps to a quarter turn, and the pan is
    /// brought back inside the edges the new zoom allows.
    private func releasePinch() {
        pinchStart = nil
        let turns = (angle.degrees / 90).rounded(.down) * 90
        let landing = PieceMotion.nearest(CGFloat(angle.degrees), in: [CGFloat(turns), CGFloat(turns + 90)])
        withAnimation(motion.snap) { angle = .degrees(Double(landing)) }
        let target = clamped(scale)
        if target != scale {
            withAnimation(motion.rebound) { scale = target }
        }
        keepPanInside(at: target, angle: .degrees(Double(landing)))
    }

    private func banded(_ raw: CGFloat) -> CGFloat {
        if raw < minScale {
            return minScale + PieceMotion.rubberBand(raw - minScale, limit: minScale * zoomLimitReach)
        }
        if raw > maxScale {
            return maxScale + PieceMotion.rubberBand(raw - maxScale, limit: maxScale * zoomLimitReach)
        }
        return raw
    }

    // MARK: Pan

    /// Global coordinates, because the image moves under the finger: local ones would shift with it.
    private var pan: some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in trackPan(drag) }
            .onEnded { drag in releasePan(drag) }
    }

    private func trackPan(_ drag: DragGesture.Value) {
        let start = panStart ?? CGSize(width: offsetX, height: offsetY)
        panStart = start
        let bounds = panBounds(at: scale, angle: angle)
        offsetX = PieceMotion.rubberBand(start.width + drag.translation.width * forward, in: -bounds.width...bounds.width, limit: edgeLimit)
        offsetY = PieceMotion.rubberBand(start.height + drag.translation.height, in: -bounds.height...bounds.height, limit: edgeLimit)
    }

    /// Each axis coasts toward where the flick is heading, stopping at the edge, at its own speed.
    private func releasePan(_ drag: DragGesture.Value) {
        panStart = nil
        let bounds = panBounds(at: scale, angle: angle)
        let x = landing(from: offsetX, velocity: drag.velocity.width * forward, bound: bounds.width)
        let y = landing(from: offsetY, velocity: drag.velocity.height, bound: bounds.height)
        withAnimation(x.animation) { offsetX = x.target }
        withAnimation(y.animation) { offsetY = y.target }
    }

    /// From past an edge the pan rebounds; inside, it settles where the projected coast ends.
    private func landing(from current: CGFloat, velocity: CGFloat, bound: CGFloat) -> (target: CGFloat, animation: Animation) {
        if abs(current) > bound {
            return (current < 0 ? -bound : bound, motion.rebound)
        }
        let heading = PieceMotion.project(current, velocity: velocity, decelerationRate: panDeceleration)
        let target = min(max(heading, -bound), bound)
        return (target, motion.settle(velocity: velocity, from: current, to: target))
    }

    private func keepPanInside(at scale: CGFloat, angle: Angle) {
        let bounds = panBounds(at: scale, angle: angle)
        let x = min(max(offsetX, -bounds.width), bounds.width)
        let y = min(max(offsetY, -bounds.height), bounds.height)
        guard x != offsetX || y != offsetY else { return }
        withAnimation(motion.settle) {
            offsetX = x
            offsetY = y
        }
    }

    /// How far the image may move from center on each axis: half of what overflows the viewport.
    private func panBounds(at scale: CGFloat, angle: Angle) -> CGSize {
        let quarterTurns = Int((angle.degrees / 90).rounded())
        let turned = quarterTurns.isMultiple(of: 2) ? fittedSize : CGSize(width: fittedSize.height, height: fittedSize.width)
        return CGSize(
            width: max((turned.width * scale - viewportSize.width) / 2, 0),
            height: max((turned.height * scale - viewportSize.height) / 2, 0)
        )
    }

    // MARK: Taps and accessibility

    private func toggleZoom() {
        if isZoomed || !isUpright {
            reset()
        } else {
            withAnimation(motion.settle) { scale = clamped(minScale * 2.5) }
        }
    }

    /// Turns back by the shortest way to upright, so an image turned twice round does not spin back.
    private func reset() {
        let upright = (angle.degrees / 360).rounded() * 360
        withAnimation(motion.settle) {
            scale = minScale
            angle = .degrees(upright)
            offsetX = 0
            offsetY = 0
        }
    }

    private func zoom(by factor: CGFloat) {
        let target = clamped(scale * factor)
        withAnimation(motion.settle) { scale = target }
        keepPanInside(at: target, angle: angle)
    }

    // MARK: Helpers

    private var isZoomed: Bool { scale > minScale + 0.01 }
    private var isUpright: Bool { abs(angle.degrees.truncatingRemainder(dividingBy: 360)) < 0.5 }
    private func clamped(_ value: CGFloat) -> CGFloat { min(max(value, minScale), maxScale) }
    private func isBeyondLimits(_ value: CGFloat) -> Bool { value < minScale || value > maxScale }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    /// Where a pinch started, so the whole gesture is measured from one base and never drifts.
    private struct PinchStart {
        var scale: CGFloat
        var angle: Angle
    }
}

// MARK: - Example

private struct ZoomableImageExample: View {
    var body: some View {
        VStack(spacing: 16) {
            ZoomableImage(Image(systemName: "mountain.2.fill"), maxScale: 5)
                .foregroundStyle(.teal.gradient)
                .padding(40)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.teal.opacity(0.12), in: .rect(cornerRadius: 28))
                .accessibilityLabel(Text("Mountains"))
            Text("Pinch and turn with two fingers, drag when zoomed, double-tap to reset.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(20)
    }
}

#Preview { ZoomableImageExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, projection, rubberBand, haptics) sha256:281125da01abcb2b

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
    /// The fastest relative velocity a settle may start with: 1.5 × the spring's angular frequency
    /// (2π / duration). Faster flicks are held to it, so they add a little overshoot rather than a slingshot.
    static func velocityCap(springDuration: Double) -> Double {
        guard springDuration > 0 else { return 0 }
        return 2 * Double.pi / springDuration * 1.5
    }

    /// A finger's `velocity` (points per second) in the unit `interpolatingSpring` expects: whole distances
    /// per second, the distance being from `current` to `target`. Positive heads toward the target.
    ///
    /// 0 when less than a point is left to travel (the quotient would explode), and held within
    /// ±`velocityCap(springDuration:)`.
    static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, springDuration: Double
    ) -> Double {
        let distance = target - current
        guard abs(distance) >= 1 else { return 0 }
        let cap = velocityCap(springDuration: springDuration)
        return min(max(velocity / distance, -cap), cap)
    }
}

private nonisolated extension PieceMotion {
    /// A settle that leaves at the finger's speed (points per second), on the elastic tier.
    ///
    /// A spring takes one velocity, so release each axis on its own offset (`.offset(x:)`, `.offset(y:)`)
    /// with its own settle. SwiftUI does not reliably carry a gesture's speed into the next spring by
    /// itself; this always does. Attach a completion to the axis that travels further.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> Animation {
        settle(velocity: velocity, from: current, to: target, tier: .elastic)
    }

    /// A settle that leaves at the finger's speed (points per second), on `tier`.
    ///
    /// Under Reduce Motion it lands on the short critically damped spring and keeps the speed, held to the
    /// spring's own angular frequency: no faster than that, a critically damped spring cannot pass its
    /// target, so the bounce goes and the momentum stays.
    func settle(velocity: CGFloat, from current: CGFloat, to target: CGFloat, tier: Tier) -> Animation {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(current), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return .interpolatingSpring(spring, initialVelocity: initial)
    }
}

private nonisolated extension PieceMotion {
    /// Where a flick at `velocity` (points per second) would coast to from `position`, decelerating the way
    /// a scroll view does. 0.998 coasts like a scroll view; 0.99 is shorter and suits detents, so a moderate
    /// flick doesn't skip one. A rate outside 0..<1 describes no deceleration, so it coasts nowhere.
    static func project(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.99) -> CGFloat {
        guard decelerationRate >= 0, decelerationRate < 1 else { return position }
        return position + velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The candidate closest to `value`; the earlier one on a tie, and `value` itself when there are none.
    ///
    ///     let heading = PieceMotion.project(offset, velocity: drag.velocity.height)
    ///     let detent = PieceMotion.nearest(heading, in: [0, 320, 640])
    static func nearest(_ value: CGFloat, in candidates: [CGFloat]) -> CGFloat {
        candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}

private nonisolated extension PieceMotion {
    /// How far something travels when pulled `overshoot` points past its limit: the scroll view's edge
    /// curve, (1 − 1 / (|overshoot| × coefficient / limit + 1)) × limit. It grows ever more slowly and never
    /// reaches `limit`; 0.55 matches a scroll view. Size `limit` to the thing: 24 to 40 for a thumb or a
    /// toggle, 60 to 120 for a card or a sheet. Band the total pull, never each event's delta.
    static func rubberBand(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0, overshoot != 0 else { return 0 }
        let banded = (1 - 1 / (abs(overshoot) * coefficient / limit + 1)) * limit
        return overshoot < 0 ? -banded : banded
    }

    /// `value` unchanged inside `range`; past either end only the overshoot is banded, so the value moves
    /// on with growing resistance. For a control only the visual position does this: keep the committed
    /// value clamped.
    static func rubberBand(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return range.lowerBound + rubberBand(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + rubberBand(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return value
    }
}

/// The haptics a piece plays, one per event, on the beat the motion lands (a check's tap when the check
/// lands, not when it starts). Presses and continuous tracking get none of their own.
///
/// Every case plays on iPhone: `.increase`, `.decrease`, `.start`, `.stop` and `.levelChange` play nothing
/// there, so they are not used. Never play two in one frame (a threshold tick and a throw impact together
/// read as a stutter).
private nonisolated enum PieceHaptic: Equatable, Sendable {
    /// A discrete value stepped: a slider notch, a picker row. `.selection`.
    case step
    /// Something came to rest on a detent: a sheet, a snapped card. A light impact.
    case detent
    /// A drag crossed the point where letting go commits. A medium impact.
    case threshold
    /// An action succeeded. `.success`.
    case success
    /// An action was refused. `.error`, on the shake's beat.
    case failure
    /// A thrown thing hit an edge or another thing. A heavy impact.
    case impact

    /// The system feedback this haptic plays.
    var feedback: SensoryFeedback {
        switch self {
        case .step: .selection
        case .detent: .impact(weight: .light)
        case .threshold: .impact(weight: .medium)
        case .success: .success
        case .failure: .error
        case .impact: .impact(weight: .heavy)
        }
    }
}

private extension View {
    /// Plays `haptic` each time `trigger` changes. Use a counter or a semantic value (a step index, a
    /// detent), never a Bool that can flip back before the view updates.
    func pieceHaptic<T: Equatable>(_ haptic: PieceHaptic, trigger: T) -> some View {
        sensoryFeedback(haptic.feedback, trigger: trigger)
    }
}

// pieces-motion: end
