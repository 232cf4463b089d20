// pieces:
// title: Zoomable Image
// description: An image you pinch, rotate and pan at once, that stretches past its zoom limits and springs back.
// category: media
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: advanced
// tags: [image, photo, zoom, pinch, rotate, pan, rubber band, imagen, foto, ampliar, pellizcar, girar, gesto, elástico, rebote]
// license: MIT

import SwiftUI

/// An image that zooms and rotates under two fingers at once, about the point between them, and pans
/// when zoomed. Pinched past its limits it keeps following with growing resistance and springs back to
/// the limit at the speed the fingers had; a twist lands on the quarter turn it is heading for; a pan
/// coasts like a scroll view and stops at the edges. Double-tap zooms in on the point tapped, or resets a
/// zoomed or turned image. A gesture the system cancels (a call, a third finger, the view going away)
/// lands like a release at rest, so nothing is left half-zoomed.
///
/// What it takes from the views around it: pinch, rotate and the double-tap are always attached, so
/// two-finger gestures and double-taps on the image stay with it, and a single-tap gesture on an
/// enclosing view competes with the double-tap. The one-finger pan is attached only while zoomed in: at
/// rest a drag reaches an enclosing `ScrollView`, paging `TabView` or sheet. Zoomed in, the pan is a
/// simultaneous gesture (it must run beside the pinch), so inside a scroll view a drag on the image can
/// move both; show a zoomed image in a viewer of its own rather than inside a scroller.
///
/// With Reduce Motion on, the image still follows the fingers and keeps a pan's speed, and everything
/// lands without overshoot. VoiceOver gets zoom (the zoom gesture), rotate and reset actions.
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
    /// Pan per axis, in layout points from the viewport's centre, so each axis releases with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    /// Where the current pinch began; nil between pinches.
    @State private var pinchStart: PinchStart?
    /// Pan when the current drag began; nil between drags.
    @State private var panStart: CGSize?
    /// True while a pinch is under way. SwiftUI resets gesture state on cancellation too, when `onEnded`
    /// never comes: that reset is how a cancelled pinch is noticed and landed. (The pan's drag does the
    /// same inside `pieceDrag`; the pinch is composed of two gestures, so it keeps its own.)
    @GestureState private var isPinching = false
    /// The recent magnification and rotation, for a release velocity when the gesture reports none.
    @State private var magnificationTrend = PieceVelocitySampler()
    @State private var rotationTrend = PieceVelocitySampler()
    /// Whether the pan is attached. It changes only when a zoom lands, never while fingers are down:
    /// changing a gesture's mask mid-gesture would cancel the gestures under the fingers.
    @State private var panEnabled = false
    @State private var fittedSize: CGSize = .zero
    /// The viewport in global coordinates: gestures report screen points, the pinch a point in it.
    @State private var viewport: CGRect = .zero
    /// Counts pinches that cross a zoom limit; one tick each time the image starts to resist.
    @State private var limitCrossings = 0

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far past a pan edge the image can be pulled, in points.
    private let edgeLimit: CGFloat = 90
    /// How far past a zoom limit a pinch can go, as a fraction of that limit.
    private let zoomLimitReach: CGFloat = 0.3

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
            .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { viewport = $0 }
            .contentShape(.rect)
            .clipped()
            .gesture(pinchAndRotate)
            // Panning only while zoomed, so at rest a surrounding scroll or page view keeps the drag. Global
            // coordinates, because the image moves under the finger: local ones would shift with it.
            .pieceDrag(coordinateSpace: .global, isEnabled: panEnabled, priority: .simultaneous) { drag in
                trackPan(drag)
            } onEnded: { drag in
                releasePan(velocity: layout(drag.velocity))
            } onCancelled: {
                releasePan(velocity: .zero)
            }
            .gesture(doubleTap)
            // A cancelled pinch never reaches onEnded: land it from wherever it left the image.
            .onChange(of: isPinching) { _, pinching in
                if !pinching, pinchStart != nil { releasePinch(scaleVelocity: 0, degreesPerSecond: 0) }
            }
            .pieceHaptic(.threshold, trigger: limitCrossings)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isImage)
            .accessibilityValue(Text(Double(scale), format: .percent.precision(.fractionLength(0))))
            .accessibilityZoomAction { action in
                zoom(by: action.direction == .zoomIn ? 1.5 : 1 / 1.5)
            }
            // Named as seen on screen; the angle is in layout terms, mirrored in right-to-left.
            .accessibilityAction(named: Text("Rotate left")) { turn(by: -90 * Double(forward)) }
            .accessibilityAction(named: Text("Rotate right")) { turn(by: 90 * Double(forward)) }
            .accessibilityAction(named: Text("Reset zoom")) { reset() }
    }

    // MARK: Pinch and rotate

    private var pinchAndRotate: some Gesture {
        MagnifyGesture()
            .simultaneously(with: RotateGesture())
            .updating($isPinching) { _, pinching, _ in pinching = true }
            .onChanged { value in trackPinch(value.first, value.second) }
            .onEnded { value in
                let start = pinchStart?.scale ?? scale
                let raw = start * (value.first?.magnification ?? 1)
                let time = value.first?.time ?? value.second?.time
                // The gestures' own velocities when they report one, else the recent events' trend.
                let magnification = PieceMotion.releaseVelocity(
                    reported: Double(value.first?.velocity ?? 0), sampled: magnificationTrend, at: time)
                let radians = PieceMotion.releaseVelocity(
                    reported: value.second?.velocity.radians ?? 0, sampled: rotationTrend, at: time)
                // The image moves at the banded rate past a limit, so that is the speed it leaves with.
                let scaleVelocity = CGFloat(PieceMotion.scaleVelocity(magnification, base: Double(start))) * zoomSlope(at: raw)
                let twist = Angle.radians(radians).degrees * Double(forward)
                releasePinch(scaleVelocity: scaleVelocity, degreesPerSecond: twist)
            }
    }

    /// Scale and angle follow the fingers without animation, about the point between them: the image
    /// point under that spot at the start of the pinch stays under it. Past a limit the zoom is banded.
    private func trackPinch(_ magnify: MagnifyGesture.Value?, _ rotate: RotateGesture.Value?) {
        let start = pinchStart ?? PinchStart(
            scale: scale, angle: angle, offset: CGSize(width: offsetX, height: offsetY),
            anchor: layoutPoint(unit: magnify?.startAnchor ?? rotate?.startAnchor ?? .center))
        if pinchStart == nil {
            magnificationTrend.reset()
            rotationTrend.reset()
        }
        pinchStart = start
        if let magnify { magnificationTrend.add(Double(magnify.magnification), at: magnify.time) }
        if let rotate { rotationTrend.add(rotate.rotation.radians, at: rotate.time) }
        let raw = start.scale * (magnify?.magnification ?? 1)
        if isBeyondLimits(raw) && !isBeyondLimits(scale) { limitCrossings += 1 }
        scale = banded(raw)
        // Gestures turn in screen terms while layout mirrors in right-to-left, as offsets do.
        angle = .radians(start.angle.radians + (rotate?.rotation.radians ?? 0) * Double(forward))
        let offset = start.offset(keepingAnchorAt: scale, angle: angle)
        offsetX = offset.width
        offsetY = offset.height
    }

    /// The angle lands on the quarter turn the twist is heading for and the zoom rebounds to the limit
    /// it passed, each with the speed the fingers had; the pinch point stays put while they land, and
    /// the pan is brought inside the edges the landing zoom allows.
    private func releasePinch(scaleVelocity: CGFloat, degreesPerSecond: Double) {
        guard let start = pinchStart else { return }
        pinchStart = nil
        let current = CGFloat(angle.degrees)
        let heading = PieceMotion.project(current, velocity: CGFloat(degreesPerSecond))
        let turns = (current / 90).rounded(.down) * 90
        let landing = Angle.degrees(Double(PieceMotion.nearest(heading, in: [turns, turns + 90])))
        let twist = motion.settle(
            velocity: CGFloat(degreesPerSecond), from: current, to: CGFloat(landing.degrees), tier: .responsive)
        let target = clamped(scale)
        let bounds = panBounds(at: target, angle: landing)
        let offset = start.offset(keepingAnchorAt: target, angle: landing)
        let x = min(max(offset.width, -bounds.width), bounds.width)
        let y = min(max(offset.height, -bounds.height), bounds.height)
        // A pan still under a finger carries on from the landing spot.
        panStart = panStart.map { CGSize(width: $0.width + x - offsetX, height: $0.height + y - offsetY) }
        withAnimation(twist) { angle = landing }
        withAnimation(target == scale ? twist : zoomSettle(velocity: scaleVelocity, to: target)) {
            scale = target
            offsetX = x
            offsetY = y
        }
        panEnabled = isZoomed(target)
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

    /// How fast the banded zoom moves per unit of raw zoom at `raw`: 1 inside the limits, the band's
    /// slope past them.
    private func zoomSlope(at raw: CGFloat) -> CGFloat {
        if raw < minScale { return PieceMotion.rubberBandSlope(raw - minScale, limit: minScale * zoomLimitReach) }
        if raw > maxScale { return PieceMotion.rubberBandSlope(raw - maxScale, limit: maxScale * zoomLimitReach) }
        return 1
    }

    /// A rebound toward `target` leaving at `velocity` (zoom per second). Measured in percent, because a
    /// settle counts distances under one unit as nothing left to travel, and zoom moves in fractions.
    private func zoomSettle(velocity: CGFloat, to target: CGFloat) -> Animation {
        motion.settle(velocity: velocity * 100, from: scale * 100, to: target * 100)
    }

    // MARK: Pan

    private func trackPan(_ drag: DragGesture.Value) {
        let translation = layout(drag.translation)
        guard pinchStart == nil else {
            // Two fingers own the image; re-base so one finger picks up from here once they let go.
            panStart = CGSize(width: offsetX - translation.width, height: offsetY - translation.height)
            return
        }
        let start = panStart ?? CGSize(width: offsetX - translation.width, height: offsetY - translation.height)
        panStart = start
        let bounds = panBounds(at: scale, angle: angle)
        offsetX = PieceMotion.rubberBand(start.width + translation.width, in: -bounds.width...bounds.width, limit: edgeLimit)
        offsetY = PieceMotion.rubberBand(start.height + translation.height, in: -bounds.height...bounds.height, limit: edgeLimit)
    }

    /// Each axis coasts on at its own speed, slowing as a scroll view does, and stops at the edge; from
    /// past an edge it rebounds. While a pinch holds the image, the pinch's landing decides instead.
    private func releasePan(velocity: CGSize) {
        guard panStart != nil else { return }
        panStart = nil
        guard pinchStart == nil else { return }
        let bounds = panBounds(at: scale, angle: angle)
        let x = landing(from: offsetX, velocity: velocity.width, bound: bounds.width)
        let y = landing(from: offsetY, velocity: velocity.height, bound: bounds.height)
        withAnimation(x.animation) { offsetX = x.target }
        withAnimation(y.animation) { offsetY = y.target }
    }

    /// From past an edge the pan rebounds. Inside, it coasts: an exponential decay from the finger's speed,
    /// as a scroll view decelerates, never overshooting. A coast that would run past an edge settles onto
    /// the edge instead, keeping its speed, so it meets the edge with a little give.
    private func landing(from current: CGFloat, velocity: CGFloat, bound: CGFloat) -> (target: CGFloat, animation: Animation) {
        if abs(current) > bound {
            return (current < 0 ? -bound : bound, motion.rebound)
        }
        let target = PieceMotion.coastTarget(current, velocity: velocity)
        if abs(target) <= bound { return (target, PieceMotion.coast()) }
        let edge = target < 0 ? -bound : bound
        return (edge, motion.settle(velocity: velocity, from: current, to: edge))
    }

    private func keepPanInside(at scale: CGFloat, angle: Angle, with animation: Animation) {
        let bounds = panBounds(at: scale, angle: angle)
        let x = min(max(offsetX, -bounds.width), bounds.width)
        let y = min(max(offsetY, -bounds.height), bounds.height)
        guard x != offsetX || y != offsetY else { return }
        withAnimation(animation) {
            offsetX = x
            offsetY = y
        }
    }

    /// How far the image may move from center on each axis: half of what overflows the viewport.
    private func panBounds(at scale: CGFloat, angle: Angle) -> CGSize {
        let quarterTurns = Int((angle.degrees / 90).rounded())
        let turned = quarterTurns.isMultiple(of: 2) ? fittedSize : CGSize(width: fittedSize.height, height: fittedSize.width)
        return CGSize(
            width: max((turned.width * scale - viewport.width) / 2, 0),
            height: max((turned.height * scale - viewport.height) / 2, 0)
        )
    }

    // MARK: Taps and accessibility

    private var doubleTap: some Gesture {
        SpatialTapGesture(count: 2, coordinateSpace: .global)
            .onEnded { tap in toggleZoom(at: tap.location) }
    }

    /// Zooms in on the tapped point (it stays where it was tapped, unless that would show past an edge),
    /// or resets a zoomed or turned image.
    private func toggleZoom(at location: CGPoint) {
        guard !isZoomed(scale), isUpright else { return reset() }
        let target = clamped(minScale * 2.5)
        let point = CGSize(width: (location.x - viewport.midX) * forward, height: location.y - viewport.midY)
        let ratio = target / scale
        let bounds = panBounds(at: target, angle: angle)
        let x = point.width - ratio * (point.width - offsetX)
        let y = point.height - ratio * (point.height - offsetY)
        withAnimation(motion.settle) {
            scale = target
            offsetX = min(max(x, -bounds.width), bounds.width)
            offsetY = min(max(y, -bounds.height), bounds.height)
        }
        panEnabled = isZoomed(target)
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
        panEnabled = false
    }

    private func zoom(by factor: CGFloat) {
        let target = clamped(scale * factor)
        withAnimation(motion.settle) { scale = target }
        keepPanInside(at: target, angle: angle, with: motion.settle)
        panEnabled = isZoomed(target)
    }

    /// VoiceOver's way to turn the image: a quarter turn, the pan kept inside the new edges.
    private func turn(by degrees: Double) {
        let landing = Angle.degrees((angle.degrees / 90).rounded() * 90 + degrees)
        withAnimation(motion.snap) { angle = landing }
        keepPanInside(at: scale, angle: landing, with: motion.snap)
    }

    // MARK: Helpers

    private func isZoomed(_ scale: CGFloat) -> Bool { scale > minScale + 0.01 }
    private var isUpright: Bool { abs(angle.degrees.truncatingRemainder(dividingBy: 360)) < 0.5 }
    private func clamped(_ value: CGFloat) -> CGFloat { min(max(value, minScale), maxScale) }
    private func isBeyondLimits(_ value: CGFloat) -> Bool { value < minScale || value > maxScale }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: size.width * forward, height: size.height)
    }

    /// A unit point of the viewport as layout points from its centre, where the image's centre rests.
    private func layoutPoint(unit: UnitPoint) -> CGSize {
        CGSize(width: (unit.x - 0.5) * viewport.width * forward, height: (unit.y - 0.5) * viewport.height)
    }

    /// Where a pinch started, so the whole gesture is measured from one base and never drifts.
    private struct PinchStart {
        var scale: CGFloat
        var angle: Angle
        var offset: CGSize
        /// The point between the fingers, in layout points from the viewport's centre.
        var anchor: CGSize

        /// The pan that keeps the image point first under `anchor` there at `scale` and `angle`. An image
        /// point p shows at offset + R(angle)·scale·p, so holding it at the anchor means
        /// offset = anchor − R(angle − start angle)·(scale / start scale)·(anchor − start offset).
        func offset(keepingAnchorAt scale: CGFloat, angle: Angle) -> CGSize {
            let ratio = scale / max(self.scale, 0.0001)
            let turn = angle.radians - self.angle.radians
            let dx = anchor.width - offset.width, dy = anchor.height - offset.height
            let c = CGFloat(cos(turn)), s = CGFloat(sin(turn))
            return CGSize(width: anchor.width - ratio * (c * dx - s * dy), height: anchor.height - ratio * (s * dx + c * dy))
        }
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
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, projection, coast, coastAnimation, rubberBand, releaseVelocity, drag, haptics) sha256:a91730af1d699364

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

    /// Whether a 2-D move from `current` to `target` travels at least as far across as down: the axis whose
    /// settle should carry the completion, since it lands last. A tie goes to the horizontal axis.
    static func leadsHorizontally(from current: CGSize, to target: CGSize) -> Bool {
        abs(target.width - current.width) >= abs(target.height - current.height)
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

    /// Settles a 2-D release one axis at a time, each axis at its own speed: `horizontal` and `vertical` each
    /// change one axis (each on its own `.offset(x:)` / `.offset(y:)`, never one `CGSize` both write) inside its
    /// own settle carrying that axis of `velocity`, since a spring takes one velocity. `completion` runs once,
    /// when the axis that travels further (`leadsHorizontally(from:to:)`) logically completes: it lands last.
    ///
    ///     motion.settle(velocity: release.velocity, from: offset, to: .zero) {
    ///         offsetX = 0
    ///     } vertical: {
    ///         offsetY = 0
    ///     } completion: {
    ///         landed += 1
    ///     }
    @MainActor func settle(
        velocity: CGSize, from current: CGSize, to target: CGSize, tier: Tier = .elastic,
        horizontal: () -> Void, vertical: () -> Void, completion: @escaping () -> Void = {}
    ) {
        let across = settle(velocity: velocity.width, from: current.width, to: target.width, tier: tier)
        let down = settle(velocity: velocity.height, from: current.height, to: target.height, tier: tier)
        if PieceMotion.leadsHorizontally(from: current, to: target) {
            withAnimation(down) { vertical() }
            withAnimation(across, completionCriteria: .logicallyComplete) { horizontal() } completion: { completion() }
        } else {
            withAnimation(across) { horizontal() }
            withAnimation(down, completionCriteria: .logicallyComplete) { vertical() } completion: { completion() }
        }
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
    /// How fast a coast dies away, per second: a scroll view keeps `decelerationRate` of its speed each
    /// millisecond, so its speed falls as e^(−rate × t) with rate = −1000 × ln(decelerationRate). 0.998 (a
    /// scroll view) gives 2.002 per second. 0 for a rate outside 0..<1, which describes no deceleration.
    static func coastRate(decelerationRate: CGFloat = 0.998) -> Double {
        guard decelerationRate > 0, decelerationRate < 1 else { return 0 }
        return -1000 * log(Double(decelerationRate))
    }

    /// Where a coast from `position` at `velocity` (points per second) comes to rest: position + velocity / rate.
    /// Within 0.1% of `project(_:velocity:decelerationRate:)`, which sums the same decay a millisecond at a time.
    static func coastTarget(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat = 0.998) -> CGFloat {
        let rate = coastRate(decelerationRate: decelerationRate)
        guard rate > 0 else { return position }
        return position + velocity / CGFloat(rate)
    }

    /// Where a coast that left `position` at `velocity` is `time` seconds later (negative times read as 0).
    static func coastPosition(
        from position: CGFloat, velocity: CGFloat, after time: Double, decelerationRate: CGFloat = 0.998
    ) -> CGFloat {
        let rate = coastRate(decelerationRate: decelerationRate)
        guard rate > 0 else { return position }
        return position + velocity / CGFloat(rate) * CGFloat(1 - exp(-rate * max(time, 0)))
    }

    /// The coast's speed `time` seconds after it left at `velocity`: velocity × e^(−rate × t).
    static func coastVelocity(_ velocity: CGFloat, after time: Double, decelerationRate: CGFloat = 0.998) -> CGFloat {
        let rate = coastRate(decelerationRate: decelerationRate)
        guard rate > 0 else { return 0 }
        return velocity * CGFloat(exp(-rate * max(time, 0)))
    }

    /// How long a coast at `velocity` takes to come within `tolerance` points of where it rests:
    /// ln(|velocity| / (rate × tolerance)) / rate, and 0 when it already is.
    static func coastDuration(velocity: CGFloat, decelerationRate: CGFloat = 0.998, tolerance: CGFloat = 0.5) -> Double {
        let rate = coastRate(decelerationRate: decelerationRate)
        let remaining = Double(abs(velocity)) / rate
        guard rate > 0, tolerance > 0, remaining > Double(tolerance) else { return 0 }
        return log(remaining / Double(tolerance)) / rate
    }
}

private nonisolated extension PieceMotion {
    /// The animation of a coast: animate to `coastTarget(_:velocity:decelerationRate:)` with it and the value
    /// follows the scroll view's exponential decay exactly, leaving at the finger's speed.
    ///
    ///     let target = PieceMotion.coastTarget(offset, velocity: release.velocity.height)
    ///     withAnimation(PieceMotion.coast()) { offset = target }
    ///
    /// A critically damped spring whose angular frequency is the decay rate k, launched at k distances per
    /// second, is x(t) = D(1 − e^(−kt)): the decay itself, not an approximation, and it keeps its velocity if a
    /// new animation takes over. The velocity is already in the target (D = v / k), so it is not a parameter.
    /// Unchanged under Reduce Motion: a coast has no bounce to take away. Clamp the target and it is no longer
    /// a coast; settle to a clamped or snapped place with `settle(velocity:from:to:)` instead.
    static func coast(decelerationRate: CGFloat = 0.998) -> Animation {
        let rate = coastRate(decelerationRate: decelerationRate)
        guard rate > 0 else { return .spring(Spring(duration: 0.25, bounce: 0)) }
        return .interpolatingSpring(Spring(duration: 2 * Double.pi / rate, bounce: 0), initialVelocity: rate)
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

    /// How fast the banded travel grows per point of pull at `overshoot` points past the limit: the slope of
    /// `rubberBand(_:limit:coefficient:)`, coefficient / (|overshoot| × coefficient / limit + 1)². It starts at
    /// `coefficient` and falls toward 0. Multiply the finger's velocity by it to hand the banded thing's own
    /// velocity to the release spring (the ratio banded / overshoot is the secant, 1.5 to 2× too fast near `limit`).
    static func rubberBandSlope(_ overshoot: CGFloat, limit: CGFloat, coefficient: CGFloat = 0.55) -> CGFloat {
        guard limit > 0 else { return 0 }
        let growth = abs(overshoot) * coefficient / limit + 1
        return coefficient / (growth * growth)
    }

    /// The slope of `rubberBand(_:in:limit:coefficient:)` at `value`: 1 inside `range`, where the value moves
    /// with the finger, and the banded slope past either end.
    static func rubberBandSlope(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, limit: CGFloat, coefficient: CGFloat = 0.55
    ) -> CGFloat {
        if value < range.lowerBound {
            return rubberBandSlope(value - range.lowerBound, limit: limit, coefficient: coefficient)
        }
        if value > range.upperBound {
            return rubberBandSlope(value - range.upperBound, limit: limit, coefficient: coefficient)
        }
        return 1
    }
}

/// A velocity estimated from time-stamped samples of one value (a scale, an angle, a position), for a
/// release whose gesture reports none or reports 0. Keep one in `@State`, `add` every event's value with the
/// event's `time`, read `velocity(at:)` on release, and `reset()` when a new gesture starts.
///
/// It fits a line through the samples of the last `window` seconds, by their own timestamps, so the result
/// does not depend on the frame rate, and a finger that stopped before lifting reads as 0.
private nonisolated struct PieceVelocitySampler: Equatable, Sendable {
    /// How far back samples count, in seconds.
    var window: Double = 0.1
    /// The recent samples, oldest first.
    private(set) var samples: [Sample] = []

    /// One value and when it was read.
    struct Sample: Equatable, Sendable {
        var time: Date
        var value: Double
    }

    /// Records `value` at `time`; samples older than the window before it are dropped.
    mutating func add(_ value: Double, at time: Date) {
        samples.removeAll { time.timeIntervalSince($0.time) > window || $0.time > time }
        samples.append(Sample(time: time, value: value))
    }

    /// The value's rate of change in units per second: the least-squares slope of the samples within the
    /// window before `time` (the last sample's time when `nil`). 0 with fewer than two samples there.
    func velocity(at time: Date? = nil) -> Double {
        guard let last = samples.last else { return 0 }
        let now = time ?? last.time
        let recent = samples.filter { now.timeIntervalSince($0.time) <= window }
        guard recent.count >= 2 else { return 0 }
        let times = recent.map { $0.time.timeIntervalSince(recent[0].time) }
        let meanTime = times.reduce(0, +) / Double(times.count)
        let meanValue = recent.map(\.value).reduce(0, +) / Double(recent.count)
        var covariance = 0.0, variance = 0.0
        for (time, sample) in zip(times, recent) {
            covariance += (time - meanTime) * (sample.value - meanValue)
            variance += (time - meanTime) * (time - meanTime)
        }
        return variance > 0 ? covariance / variance : 0
    }

    /// Forgets every sample, for a new gesture.
    mutating func reset() {
        samples.removeAll()
    }
}

private nonisolated extension PieceMotion {
    /// The release velocity of a pinch or a rotation: the one the gesture reports (`MagnifyGesture.Value.velocity`,
    /// `RotateGesture.Value.velocity.radians`) when it is a finite non-zero number, else the sampler's estimate.
    static func releaseVelocity(reported: Double, sampled sampler: PieceVelocitySampler, at time: Date? = nil) -> Double {
        reported.isFinite && reported != 0 ? reported : sampler.velocity(at: time)
    }

    /// How fast a scale changes, per second, when a pinch that started at `base` scale changes its
    /// magnification at `magnificationVelocity` per second: scale = base × magnification, so base × velocity.
    static func scaleVelocity(_ magnificationVelocity: Double, base: Double) -> Double {
        base * magnificationVelocity
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
    /// Something switched on or off: a toggle, a like, a selected chip. A light impact at 0.6 intensity, a
    /// little softer than a detent.
    case toggle

    /// The system feedback this haptic plays.
    var feedback: SensoryFeedback {
        switch self {
        case .step: .selection
        case .detent: .impact(weight: .light)
        case .threshold: .impact(weight: .medium)
        case .success: .success
        case .failure: .error
        case .impact: .impact(weight: .heavy)
        case .toggle: .impact(weight: .light, intensity: 0.6)
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
