// pieces:
// title: Tilt Field
// description: A layered background that tilts toward the finger with parallax depth and springs level at the finger's speed.
// category: backgrounds
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [background, parallax, tilt, depth, drag, spring, rubber band, fondo, paralaje, inclinar, profundidad, arrastrar]
// license: MIT

import SwiftUI

/// A background of soft shapes on layers at different depths. Dragged, the whole field tilts toward the
/// drag and its layers slide apart, the near ones further than the far ones, so it reads as depth. The
/// tilt resists more the further it goes (the scroll view's rubber band) and never passes `reach`; let
/// go, the field springs level at the speed it was moving: the finger's speed times the band's slope,
/// each axis on its own spring, so a diagonal flick settles on both axes at once.
///
/// A field grabbed while it is still springing back is caught where it is drawn, not where it was
/// heading, so it never jumps under the finger.
///
/// The tilt follows a drag rather than the device's motion: reading the motion sensors needs Core
/// Motion, a running sensor and, on some devices, a permission prompt, for a background. Drive
/// `reach` to 0 to keep it still.
///
/// What it takes from the views around it: one drag (the default 10-point minimum) on the field
/// where nothing on top of it takes the touch. Inside a `ScrollView` that drag competes with
/// scrolling, so put the field behind content that does not scroll. A drag the system cancels springs
/// level from where it was left. The field is hidden from VoiceOver: it is decoration.
///
/// With Reduce Motion on, the field stays still and level: a tilting, sliding background is the kind
/// of motion the setting asks to remove, and it carries no information. The field is laid out left to
/// right in every layout direction, so it tilts toward the finger on both; its pattern is symmetric.
///
/// - Parameters:
///   - tint: The color the layers are drawn in, lighter toward the front.
///   - reach: How far the front layer can slide, in points; the tilt nears it ever more slowly.
///   - maximumAngle: How far the field turns at `reach`, in degrees.
public struct TiltField: View {
    private let tint: Color
    private let tilt: TiltFieldTilt

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The banded tilt, one value per axis so each settles with its own speed.
    @State private var tiltX: CGFloat = 0
    @State private var tiltY: CGFloat = 0
    /// The unbanded pull at the drag's translation zero, fixed on its first event.
    @State private var pullOrigin: CGSize?
    /// The last release, while its settle may still be drawing: where a grab finds the field.
    @State private var release: TiltFieldRelease?

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(tint: Color = .indigo, reach: CGFloat = 36, maximumAngle: Double = 7) {
        self.tint = tint
        self.tilt = TiltFieldTilt(reach: reach, maximumAngle: maximumAngle)
    }

    public var body: some View {
        let angles = tilt.rotation(tilt: CGSize(width: tiltX, height: tiltY))
        ZStack {
            ForEach(TiltFieldTilt.depths.indices, id: \.self) { layer in
                layerView(layer)
            }
        }
        .rotation3DEffect(.degrees(angles.aroundY), axis: (x: 0, y: 1, z: 0), perspective: 0.4)
        .rotation3DEffect(.degrees(angles.aroundX), axis: (x: 1, y: 0, z: 0), perspective: 0.4)
        // The layers are larger than the field so a slide never shows their edge; only the field shows.
        .clipped()
        .contentShape(.rect)
        // Global points: the field turns under the finger, so its own space would turn with it.
        .pieceDrag(coordinateSpace: .global, isEnabled: !reduceMotion && tilt.reach > 0) { drag in
            follow(drag)
        } onEnded: { drag in
            letGo(velocity: drag.velocity, translation: drag.translation, time: drag.time)
        } onCancelled: {
            letGo(velocity: .zero, translation: nil, time: .now)
        }
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityHidden(true)
    }

    private func layerView(_ layer: Int) -> some View {
        let depth = TiltFieldTilt.depths[layer]
        let offset = tilt.layerOffset(tilt: CGSize(width: tiltX, height: tiltY), depth: depth)
        let color = tint.opacity(0.16 + 0.22 * Double(depth))
        return Canvas { context, size in
            for blob in TiltFieldTilt.blobs(layer: layer) {
                let side = blob.size * min(size.width, size.height)
                let rect = CGRect(
                    x: blob.x * size.width - side / 2, y: blob.y * size.height - side / 2, width: side, height: side)
                context.fill(Path(ellipseIn: rect), with: .color(color))
            }
        }
        // Each layer is larger than the field, so sliding never shows an edge.
        .padding(-tilt.reach)
        .offset(x: offset.width)
        .offset(y: offset.height)
    }

    // MARK: Gesture

    /// Tracks the finger without animation: the pull is banded into the tilt.
    private func follow(_ drag: DragGesture.Value) {
        if pullOrigin == nil {
            // Caught mid-settle the model is already level: start from where the field is drawn.
            let drawn = drawnTilt(at: drag.time)
            release = nil
            let origin = tilt.pull(forTilt: drawn)
            pullOrigin = CGSize(
                width: origin.width - drag.translation.width, height: origin.height - drag.translation.height)
        }
        let pull = currentPull(drag.translation)
        let banded = tilt.tilt(pull: pull)
        tiltX = banded.width
        tiltY = banded.height
    }

    /// Springs level at the tilt's own speed: the finger's, slowed by the band's slope on each axis.
    private func letGo(velocity: CGSize, translation: CGSize?, time: Date) {
        let pull = translation.map(currentPull) ?? tilt.pull(forTilt: CGSize(width: tiltX, height: tiltY))
        pullOrigin = nil
        let from = CGSize(width: tiltX, height: tiltY)
        let speed = tilt.releaseVelocity(pull: pull, fingerVelocity: velocity)
        guard from != .zero else { return }
        release = TiltFieldRelease(time: time, from: from, velocity: speed)
        motion.settle(velocity: speed, from: from, to: .zero) {
            tiltX = 0
        } vertical: {
            tiltY = 0
        }
    }

    private func currentPull(_ translation: CGSize) -> CGSize {
        let origin = pullOrigin ?? .zero
        return CGSize(width: origin.width + translation.width, height: origin.height + translation.height)
    }

    /// Where the field is drawn at `time`: part-way through the last settle (the spring's exact state),
    /// or where the model says.
    private func drawnTilt(at time: Date) -> CGSize {
        guard let release else { return CGSize(width: tiltX, height: tiltY) }
        let elapsed = time.timeIntervalSince(release.time)
        let across = motion.settleSample(
            after: elapsed, velocity: release.velocity.width, from: release.from.width, to: 0)
        let down = motion.settleSample(
            after: elapsed, velocity: release.velocity.height, from: release.from.height, to: 0)
        return CGSize(width: across.position, height: down.position)
    }
}

/// One release: what `settleSample` needs to find the field mid-settle.
private struct TiltFieldRelease {
    var time: Date
    var from: CGSize
    /// Points per second of tilt, per axis.
    var velocity: CGSize
}

/// The tilt's maths, apart from the view so it can be checked on its own (`TiltFieldLogicTests`
/// compiles it, with the foundation's rubber band, from this file). A pull is the finger's translation
/// in points; a tilt is the front layer's banded slide.
private nonisolated struct TiltFieldTilt: Equatable, Sendable {
    var reach: CGFloat
    var maximumAngle: Double

    /// The layers' depths from back to front: how much of the tilt each slides.
    static let depths: [CGFloat] = [0.25, 0.6, 1]

    init(reach: CGFloat, maximumAngle: Double) {
        self.reach = max(reach, 0)
        self.maximumAngle = min(max(maximumAngle, 0), 20)
    }

    /// The tilt for a pull: each axis rubber-banded toward `reach`, never reaching it.
    func tilt(pull: CGSize) -> CGSize {
        guard reach > 0 else { return .zero }
        return CGSize(
            width: PieceMotion.rubberBand(pull.width, limit: reach),
            height: PieceMotion.rubberBand(pull.height, limit: reach))
    }

    /// The pull that gives `tilt`: the band's inverse, so a grab mid-settle continues from the drawn tilt.
    func pull(forTilt tilt: CGSize) -> CGSize {
        func unband(_ banded: CGFloat) -> CGFloat {
            guard reach > 0 else { return 0 }
            let held = min(abs(banded), reach * 0.999)
            let pull = held / (reach - held) * reach / 0.55
            return banded < 0 ? -pull : pull
        }
        return CGSize(width: unband(tilt.width), height: unband(tilt.height))
    }

    /// How fast the tilt moves when the finger at `pull` moves at `fingerVelocity`: the band's slope
    /// times the finger's speed, per axis (the ratio tilt / pull would be the secant, too fast).
    func releaseVelocity(pull: CGSize, fingerVelocity: CGSize) -> CGSize {
        guard reach > 0 else { return .zero }
        return CGSize(
            width: fingerVelocity.width * PieceMotion.rubberBandSlope(pull.width, limit: reach),
            height: fingerVelocity.height * PieceMotion.rubberBandSlope(pull.height, limit: reach))
    }

    /// A layer's slide: the tilt times its depth, so the front moves furthest.
    func layerOffset(tilt: CGSize, depth: CGFloat) -> CGSize {
        CGSize(width: tilt.width * depth, height: tilt.height * depth)
    }

    /// The field's turn, in degrees, `maximumAngle` at `reach`: a drag to the right is a positive turn
    /// about y, a drag down a negative turn about x, so both axes turn the same way round.
    func rotation(tilt: CGSize) -> (aroundX: Double, aroundY: Double) {
        guard reach > 0 else { return (0, 0) }
        return (-Double(tilt.height / reach) * maximumAngle, Double(tilt.width / reach) * maximumAngle)
    }

    /// A layer's shapes, in unit points and sizes (a share of the field's shorter side): fixed, so the
    /// pattern is the same on every draw.
    nonisolated struct Blob: Equatable, Sendable {
        var x: CGFloat
        var y: CGFloat
        var size: CGFloat
    }

    static func blobs(layer: Int) -> [Blob] {
        switch layer {
        case 0: [Blob(x: 0.2, y: 0.18, size: 0.9), Blob(x: 0.85, y: 0.7, size: 1.1)]
        case 1: [Blob(x: 0.75, y: 0.22, size: 0.55), Blob(x: 0.18, y: 0.78, size: 0.6), Blob(x: 0.5, y: 0.5, size: 0.3)]
        default:
            [Blob(x: 0.3, y: 0.4, size: 0.22), Blob(x: 0.72, y: 0.58, size: 0.18), Blob(x: 0.55, y: 0.85, size: 0.14)]
        }
    }
}

// MARK: - Example

private struct TiltFieldExample: View {
    var body: some View {
        ZStack {
            TiltField(tint: .teal)
                .ignoresSafeArea()
            VStack(spacing: 6) {
                Text("Depth")
                    .font(.largeTitle.bold())
                Text("Drag anywhere to tilt the field.")
                    .foregroundStyle(.secondary)
            }
            .allowsHitTesting(false)
        }
    }
}

#Preview { TiltFieldExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, velocity, momentum, flight, grab, rubberBand, drag) sha256:76bddc510c9821c6

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

/// Where a spring animation is and how fast it moves at one instant: the drawn state of something in flight.
private nonisolated struct PieceSpringSample: Equatable, Sendable {
    /// The animated value, in the same unit as the start and the target.
    var position: Double
    /// Its rate of change, in that unit per second.
    var velocity: Double
}

private nonisolated extension PieceMotion {
    /// The damping ratio SwiftUI gives `Spring(duration:bounce:)`: 1 − bounce for a bounce of 0 or more, and
    /// 1 / (1 + bounce) for a negative (overdamped) one. A bounce of −1 or less is held just above −1.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
    }

    /// The spring's exact state `time` seconds after it left `start` for `target` at `velocity` (unit per
    /// second): the damped harmonic oscillator with angular frequency 2π / `duration` and `dampingRatio`, as
    /// SwiftUI runs `Spring(duration:bounce:)`. Grab something in flight from here, where it is drawn, rather
    /// than from its model value (already the target) or its start.
    ///
    /// Negative times read as 0; a `duration` of 0 or less has already arrived.
    static func springSample(
        after time: Double, from start: Double, to target: Double, velocity: Double,
        duration: Double, dampingRatio: Double
    ) -> PieceSpringSample {
        guard duration > 0 else { return PieceSpringSample(position: target, velocity: 0) }
        let t = max(time, 0), omega = 2 * Double.pi / duration, zeta = max(dampingRatio, 0)
        let offset = start - target
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: (A + Bt)·e^(−ωt).
            let b = velocity + omega * offset, decay = exp(-omega * t)
            return PieceSpringSample(position: target + (offset + b * t) * decay, velocity: (velocity - omega * b * t) * decay)
        }
        if zeta < 1 {
            // Underdamped: e^(−ζωt)·(A cos ω_d t + B sin ω_d t).
            let decayRate = zeta * omega, damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity + decayRate * offset) / damped, decay = exp(-decayRate * t)
            let cosine = cos(damped * t), sine = sin(damped * t)
            let position = target + decay * (offset * cosine + b * sine)
            let speed = decay * (velocity * cosine - (decayRate * velocity + omega * omega * offset) / damped * sine)
            return PieceSpringSample(position: position, velocity: speed)
        }
        // Overdamped: C₁e^(r₁t) + C₂e^(r₂t), both roots negative.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (velocity - r2 * offset) / (r1 - r2), c2 = offset - c1
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return PieceSpringSample(position: target + c1 * e1 + c2 * e2, velocity: r1 * c1 * e1 + r2 * c2 * e2)
    }
}

private nonisolated extension PieceMotion {
    /// Where a `settle(velocity:from:to:tier:)` launched `time` seconds ago draws its value now, and how fast
    /// it moves (points per second): the same spring, capped velocity and Reduce Motion choice as the settle.
    /// The model value is already `target`, so a finger that catches the thing mid-flight must start from
    /// here, or it jumps. Measure `time` from the release's `time` to the new drag's first event.
    ///
    ///     let drawn = motion.settleSample(after: value.time.timeIntervalSince(releaseTime),
    ///                                     velocity: releaseVelocity, from: releasedAt, to: restingPlace)
    ///     dragOrigin = drawn.position   // then follow the finger from there, without animation
    func settleSample(
        after time: Double, velocity: CGFloat, from start: CGFloat, to target: CGFloat, tier: Tier = .elastic
    ) -> PieceSpringSample {
        let spring = reduceMotion ? PieceMotion.reducedSpring : tier.spring
        let relative = PieceMotion.relativeVelocity(
            Double(velocity), from: Double(start), to: Double(target), springDuration: spring.duration)
        let frequency = 2 * Double.pi / spring.duration
        let initial = reduceMotion ? min(max(relative, -frequency), frequency) : relative
        return PieceMotion.springSample(
            after: time, from: Double(start), to: Double(target), velocity: initial * Double(target - start),
            duration: spring.duration, dampingRatio: PieceMotion.dampingRatio(bounce: spring.bounce))
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
