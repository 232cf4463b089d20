// pieces:
// title: Slide to Confirm
// description: A track whose thumb you slide to the end to confirm; a flick that is heading there counts, and it lands with a success tap.
// category: buttons
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [slider, slide, confirm, unlock, pay, drag, flick, rubber band, deslizar, confirmar, desbloquear, pagar, arrastrar, elástico]
// license: MIT

import SwiftUI

/// A confirm control for actions that should not happen by accident: the thumb is dragged along a
/// track, and the action runs only when it reaches the end. A release is judged by where it is heading,
/// not where the finger lifted (the release is projected), so a short decisive flick commits and a slow
/// drag let go two thirds along springs back. Past either end the thumb stretches like rubber. Crossing
/// the commit line ticks; the success haptic, a pop of the thumb and the action come when the thumb
/// lands at the end, not when the finger lifts. The thumb then waits `resetDelay` seconds on its check
/// mark and springs home. A thumb grabbed while it is still springing home is caught where it is drawn.
///
/// What it takes from the views around it: one drag (10-point minimum) that starts on the track and
/// travels mostly along it; a drag that starts mostly across it is left alone, so a vertical
/// `ScrollView` or `List` around it still scrolls. A drag the system cancels springs the thumb home
/// without confirming. From iOS 18 a drag gesture inside a scroll view can stop it scrolling while the
/// drag runs; test the control inside scrolling content on each iOS you support.
///
/// VoiceOver cannot slide, so the control is one button there: its label is the title, activating it
/// confirms without dragging (it is already named for what it does), and the action "Confirm" does the
/// same for Switch Control and Voice Control. The track runs from the leading edge: in right-to-left
/// layouts the thumb starts on the right and slides left, the finger's travel is read in the layout's
/// direction, and the chevron points the way to slide. With Reduce Motion on the thumb still follows
/// the finger and keeps a flick's speed; it lands without overshoot and the pop turns off, while the
/// haptic stays. The track's height and the title grow with Dynamic Type.
///
/// - Parameters:
///   - title: What sliding does, shown on the track and read by VoiceOver, e.g. "Slide to pay".
///   - systemImage: The SF Symbol on the thumb before it confirms.
///   - tint: The thumb's and the filled track's color.
///   - resetDelay: How long, in seconds, the thumb rests at the end before it springs home.
///   - action: Runs once each time the thumb lands at the end (or VoiceOver confirms).
public struct SlideToConfirm: View {
    private let title: LocalizedStringResource
    private let systemImage: String
    private let tint: Color
    private let resetDelay: Double
    private let action: () -> Void

    /// The thumb's offset from the leading end, in layout points; banded past either end.
    @State private var thumbX: CGFloat = 0
    /// What the current drag does, decided on its first event; nil between drags.
    @State private var drag: SlideToConfirmDrag?
    /// The last spring home, while it may still be drawing: where a grab finds the thumb.
    @State private var springHome: SlideToConfirmSpring?
    /// True from a committing release until the thumb is home again; the thumb cannot be grabbed then.
    @State private var committing = false
    @State private var pastThreshold = false
    @State private var crossings = 0
    @State private var confirmations = 0
    @State private var trackWidth: CGFloat = 0

    @ScaledMetric(relativeTo: .headline) private var height: CGFloat = 60
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isEnabled) private var isEnabled

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var thumbSide: CGFloat { height - 8 }
    private var track: SlideToConfirmTrack { SlideToConfirmTrack(travel: max(trackWidth - thumbSide - 8, 0)) }

    public init(
        _ title: LocalizedStringResource,
        systemImage: String = "chevron.forward",
        tint: Color = .green,
        resetDelay: Double = 1.2,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.resetDelay = max(resetDelay, 0)
        self.action = action
    }

    public var body: some View {
        let progress = track.progress(offset: thumbX)
        ZStack(alignment: .leading) {
            Capsule().fill(tint.opacity(0.14))
            // The filled part slides inside the clipped track rather than resizing, so no frame changes layout.
            Capsule()
                .fill(tint.opacity(0.35))
                .offset(x: thumbX + thumbSide + 8 - trackWidth)
            Text(title)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
                .foregroundStyle(.secondary)
                .padding(.leading, thumbSide + 16)
                .padding(.trailing, 16)
                .frame(maxWidth: .infinity)
                .opacity(Double(1 - min(progress * 1.6, 1)))
            thumb
                .padding(4)
                .offset(x: thumbX)
        }
        .frame(height: height)
        .clipShape(.capsule)
        .onGeometryChange(for: CGFloat.self) {
            $0.size.width
        } action: {
            trackWidth = $0
        }
        .contentShape(.capsule)
        .opacity(isEnabled ? 1 : 0.45)
        .pieceDrag(isEnabled: isEnabled && !committing) { gesture in
            follow(gesture)
        } onEnded: { release in
            self.release(release)
        } onCancelled: {
            drag = nil
            goHome(velocity: 0)
        }
        .pieceHaptic(.threshold, trigger: crossings)
        .pieceHaptic(.success, trigger: confirmations)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { confirmWithoutSliding() }
        .accessibilityAction(named: Text("Confirm")) { confirmWithoutSliding() }
    }

    private var thumb: some View {
        Circle()
            .fill(tint)
            .overlay {
                Image(systemName: committing ? "checkmark" : systemImage)
                    .font(.headline.bold())
                    .foregroundStyle(.white)
                    .contentTransition(.symbolEffect(.replace))
            }
            .frame(width: thumbSide, height: thumbSide)
            .shadow(color: .black.opacity(0.15), radius: 3, y: 1)
            .piecePop(trigger: confirmations)
    }

    // MARK: Gesture

    /// The thumb follows the finger without animation; the drag decides on its first event whether it is ours.
    private func follow(_ gesture: DragGesture.Value) {
        let travel = track.layoutTravel(gesture.translation.width, rightToLeft: layoutDirection == .rightToLeft)
        let origin: CGFloat
        switch drag {
        case .ignored:
            return
        case .tracking(let start):
            origin = start
        case nil:
            guard abs(gesture.translation.width) >= abs(gesture.translation.height) else {
                drag = .ignored
                return
            }
            // Caught mid-spring the model is already home: start from where the thumb is drawn.
            let drawn = drawnOffset(at: gesture.time)
            springHome = nil
            origin = track.pull(forOffset: drawn) - travel
            drag = .tracking(origin: origin)
        }
        thumbX = track.offset(pull: origin + travel)
        let crossed = track.commits(offset: thumbX, velocity: 0)
        if crossed != pastThreshold {
            pastThreshold = crossed
            crossings += 1
        }
    }

    private func release(_ release: PieceDragRelease) {
        guard case .tracking(let origin) = drag else {
            drag = nil
            return
        }
        drag = nil
        let rightToLeft = layoutDirection == .rightToLeft
        let pull = origin + track.layoutTravel(release.translation.width, rightToLeft: rightToLeft)
        let velocity = track.velocity(
            pull: pull, finger: track.layoutTravel(release.velocity.width, rightToLeft: rightToLeft))
        if track.commits(offset: thumbX, velocity: velocity) {
            land(velocity: velocity)
        } else {
            goHome(velocity: velocity)
        }
    }

    /// The thumb lands at the end carrying the flick's speed; the outcome belongs to the landing.
    private func land(velocity: CGFloat) {
        committing = true
        pastThreshold = false
        let end = track.travel
        withAnimation(motion.settle(velocity: velocity, from: thumbX, to: end), completionCriteria: .logicallyComplete)
        {
            thumbX = end
        } completion: {
            confirmations += 1
            action()
            Task {
                try? await Task.sleep(for: .seconds(resetDelay))
                goHome(velocity: 0)
            }
        }
    }

    private func goHome(velocity: CGFloat) {
        pastThreshold = false
        let from = thumbX
        springHome = SlideToConfirmSpring(time: .now, from: from, velocity: velocity)
        withAnimation(motion.settle(velocity: velocity, from: from, to: 0), completionCriteria: .logicallyComplete) {
            thumbX = 0
        } completion: {
            committing = false
        }
    }

    /// Where the thumb is drawn at `time`: part-way through the last spring home, or where the model says.
    private func drawnOffset(at time: Date) -> CGFloat {
        guard let springHome else { return thumbX }
        let sample = motion.settleSample(
            after: time.timeIntervalSince(springHome.time), velocity: springHome.velocity, from: springHome.from, to: 0)
        return CGFloat(sample.position)
    }

    /// VoiceOver, Switch Control and Voice Control: the thumb travels to the end on a snap and lands the same way.
    private func confirmWithoutSliding() {
        guard isEnabled, !committing, drag == nil else { return }
        land(velocity: 0)
    }
}

/// What a drag does, decided on its first event.
private enum SlideToConfirmDrag: Equatable {
    /// Moving the thumb; `origin` is the pull the drag would give at translation zero.
    case tracking(origin: CGFloat)
    /// Started mostly across the track: ignored until the finger lifts.
    case ignored
}

/// One spring home: what `settleSample` needs to find the thumb mid-flight.
private struct SlideToConfirmSpring {
    var time: Date
    var from: CGFloat
    var velocity: CGFloat
}

/// The track's rules, apart from the view so they can be checked on their own (`SlideToConfirmLogicTests`
/// compiles them, with the foundation's rubber band and projection, from this file). Positions are the
/// thumb's offset from the leading end in layout points; a pull is the finger's travel, unbanded.
private nonisolated struct SlideToConfirmTrack: Equatable, Sendable {
    /// How far the thumb can travel inside the track.
    var travel: CGFloat
    /// The share of the travel a release must be heading past to commit.
    var commitShare: CGFloat = 0.8
    /// How far past either end the thumb can be pulled, in points: a thumb wants 24 to 40.
    var edgeLimit: CGFloat = 28

    init(travel: CGFloat) {
        self.travel = max(travel, 0)
    }

    /// Gestures report screen points while layout mirrors in right-to-left: a finger moving left there
    /// moves the thumb forward.
    func layoutTravel(_ screen: CGFloat, rightToLeft: Bool) -> CGFloat {
        rightToLeft ? -screen : screen
    }

    /// The thumb follows the finger inside the track and is banded past either end.
    func offset(pull: CGFloat) -> CGFloat {
        PieceMotion.rubberBand(pull, in: 0...travel, limit: edgeLimit)
    }

    /// The band's inverse, so a grab mid-spring continues from the drawn offset.
    func pull(forOffset offset: CGFloat) -> CGFloat {
        func unband(_ banded: CGFloat) -> CGFloat {
            let held = min(abs(banded), edgeLimit * 0.999)
            let pull = held / (edgeLimit - held) * edgeLimit / 0.55
            return banded < 0 ? -pull : pull
        }
        if offset < 0 { return unband(offset) }
        if offset > travel { return travel + unband(offset - travel) }
        return offset
    }

    /// The thumb's own speed: the finger's inside the track, the finger's times the band's slope past an end.
    func velocity(pull: CGFloat, finger: CGFloat) -> CGFloat {
        finger * PieceMotion.rubberBandSlope(pull, in: 0...travel, limit: edgeLimit)
    }

    /// Whether a release at `offset` moving at `velocity` commits: where it is heading, projected as a
    /// detent is, must be past the commit line. A track with no room never commits by dragging.
    func commits(offset: CGFloat, velocity: CGFloat) -> Bool {
        guard travel > 0 else { return false }
        return PieceMotion.project(offset, velocity: velocity) >= travel * commitShare
    }

    /// How far along the thumb is, 0…1, for fading the title.
    func progress(offset: CGFloat) -> CGFloat {
        guard travel > 0 else { return 0 }
        return min(max(offset / travel, 0), 1)
    }
}

// MARK: - Example

private struct SlideToConfirmExample: View {
    @State private var payments = 0
    @State private var unlocked = 0

    var body: some View {
        VStack(spacing: 28) {
            Text(payments == 1 ? "1 payment sent" : "\(payments) payments sent")
                .font(.title2.bold())
            SlideToConfirm("Slide to pay €24.00") { payments += 1 }
            SlideToConfirm("Slide to unlock", systemImage: "lock.fill", tint: .indigo) { unlocked += 1 }
            Text("Unlocked \(unlocked) times. A short flick toward the end counts.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { SlideToConfirmExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, projection, rubberBand, drag, pop, haptics) sha256:b21daf4d02530db6

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

/// Dips, swells past full size and lands each time `popCount` changes. Still under Reduce Motion.
private struct PiecePopEffect: ViewModifier {
    /// The counter that fires the pop.
    var popCount: Int

    @Environment(\.accessibilityReduceMotion) private var popReduceMotion

    func body(content: Content) -> some View {
        // The `KeyframeAnimator` view, not the `keyframeAnimator` modifier: the modifier's content closure is
        // `@Sendable`, so the main-actor `scaleEffect` inside it would be called from outside the main actor.
        let still = popReduceMotion
        return KeyframeAnimator(initialValue: CGFloat(1), trigger: popCount) { scale in
            content.scaleEffect(still ? 1 : scale)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe<CGFloat>(0.97, duration: 0.08)
                SpringKeyframe<CGFloat>(1.08, duration: 0.14, spring: Spring(duration: 0.18, bounce: 0))
                SpringKeyframe<CGFloat>(1, duration: 0.42, spring: PieceMotion.Tier.expressive.spring)
            }
        }
    }
}

private extension View {
    /// Anticipation (0.97), overshoot (1.08) and settle each time `trigger` changes: the secondary response
    /// of a success. Use a counter, never a Bool that can flip back before it fires. Off under Reduce Motion.
    func piecePop(trigger: Int) -> some View {
        modifier(PiecePopEffect(popCount: trigger))
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
