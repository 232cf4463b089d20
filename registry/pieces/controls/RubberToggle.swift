// pieces:
// title: Rubber Toggle
// description: A switch whose thumb can be dragged, rubber-bands past the ends of its track and flicks to its side.
// category: controls
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [toggle, switch, on off, drag, rubber band, flick, interruptor, conmutador, arrastrar, elástico]
// license: MIT

import SwiftUI

/// A switch with a draggable thumb. A tap flips it. A drag moves the thumb under the finger along the
/// track; past either end the thumb keeps moving with growing resistance (rubber-banded within 30
/// points) and stretches a little along the track. Let go and the thumb heads where the release points
/// (its position projected from the finger's speed, so a flick toward a side flips it) and settles
/// there carrying its own speed (the finger's, times the rubber band's slope when let go past an end).
/// A touch that moves less than 6 points is a tap. Each change of state plays the toggle haptic once,
/// when the thumb lands; a drag the system cancels settles the thumb back where it was.
///
/// The "on" side is the trailing side, mirrored in right-to-left languages. With Reduce Motion on, the
/// thumb still follows the finger and keeps its speed but does not stretch or bounce. VoiceOver sees a
/// standard toggle with its label; the track grows with Dynamic Type.
///
/// What it blocks: the toggle's track takes touches from first contact (so a tap never waits), so a
/// scroll that starts on the track does not scroll; that is the same area a system switch occupies.
///
/// - Parameters:
///   - title: What the switch turns on, read by VoiceOver.
///   - isOn: Whether it is on.
///   - tint: The track's colour when on.
public struct RubberToggle: View {
    private let title: LocalizedStringKey
    @Binding private var isOn: Bool
    private let tint: Color

    /// The thumb's distance from the "off" end while a finger moves it; `nil` at rest.
    @State private var dragPosition: CGFloat?
    /// Where the thumb was when the finger came down.
    @State private var dragStart: CGFloat = 0
    /// The finger's unbanded position along the track during a drag, for the band's slope at release.
    @State private var dragRaw: CGFloat = 0
    /// Each flip taps once when the thumb lands: a counter, so fast flips each tick.
    @State private var flips = 0
    /// Counts settles, so only the latest one's landing ticks.
    @State private var settles = 0

    @ScaledMetric(relativeTo: .body) private var trackWidth: CGFloat = 56
    @ScaledMetric(relativeTo: .body) private var trackHeight: CGFloat = 32
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>, tint: Color = .green) {
        self.title = title
        _isOn = isOn
        self.tint = tint
    }

    public var body: some View {
        track
            // Drawn left to right always; the "on" end is mirrored by hand, so finger and thumb agree.
            .environment(\.layoutDirection, .leftToRight)
            .pieceDrag(minimumDistance: 0, onChanged: drag, onEnded: release, onCancelled: cancel)
            .pieceHaptic(.toggle, trigger: flips)
            .accessibilityRepresentation {
                Toggle(title, isOn: $isOn)
            }
    }

    private var inset: CGFloat { 2 }
    private var thumbSide: CGFloat { trackHeight - inset * 2 }
    /// How far the thumb travels from end to end.
    private var travel: CGFloat { trackWidth - thumbSide - inset * 2 }
    private var mirrored: Bool { layoutDirection == .rightToLeft }

    /// The thumb's distance from the left end for a state.
    private func restingPosition(on: Bool) -> CGFloat { on != mirrored ? travel : 0 }

    private var track: some View {
        let position = dragPosition ?? restingPosition(on: isOn)
        let fill = min(max(position / max(travel, 1), 0), 1)
        let onAmount = mirrored ? 1 - fill : fill
        let overshoot = position - min(max(position, 0), travel)
        return Capsule()
            .fill(Color.secondary.opacity(0.25))
            .overlay { Capsule().fill(tint).opacity(onAmount) }
            .frame(width: trackWidth, height: trackHeight)
            .overlay(alignment: .leading) {
                Circle()
                    .fill(.white)
                    .shadow(color: .black.opacity(0.2), radius: 2, y: 1)
                    .frame(width: thumbSide, height: thumbSide)
                    .pieceStretch(PieceMotion.stretch(
                        pull: CGSize(width: overshoot, height: 0), reach: 30, maximum: 0.12))
                    .offset(x: inset + position)
            }
            .contentShape(Capsule())
    }

    private func drag(_ value: DragGesture.Value) {
        if dragPosition == nil { dragStart = restingPosition(on: isOn) }
        dragRaw = dragStart + value.translation.width
        // Tracking is never animated; past the ends the total overshoot is banded.
        dragPosition = thumb.banded(dragRaw)
    }

    private var thumb: RubberToggleThumb { RubberToggleThumb(travel: travel, mirrored: mirrored) }

    private func release(_ value: PieceDragRelease) {
        let from = dragPosition ?? restingPosition(on: isOn)
        let wasDragged = dragPosition != nil
        let next = thumb.landsOn(isOn: isOn, at: from, velocity: value.velocity.width, translation: value.translation)
        let velocity = wasDragged ? thumb.releaseVelocity(raw: dragRaw, finger: value.velocity.width) : 0
        settle(to: next, from: from, velocity: velocity)
    }

    private func cancel() {
        settle(to: isOn, from: dragPosition ?? restingPosition(on: isOn), velocity: 0)
    }

    /// Lands the thumb on `on`'s end, leaving at the thumb's own speed; a change of state ticks when the
    /// thumb lands.
    private func settle(to on: Bool, from position: CGFloat, velocity: CGFloat) {
        let target = restingPosition(on: on)
        let flipped = on != isOn
        settles += 1
        let id = settles
        withAnimation(
            motion.settle(velocity: velocity, from: position, to: target, tier: .responsive),
            completionCriteria: .logicallyComplete
        ) {
            isOn = on
            dragPosition = nil
        } completion: {
            if flipped, id == settles { flips += 1 }
        }
    }
}

/// Where a released thumb lands and how fast it leaves: free of SwiftUI, so `swift test` runs it.
/// Positions run along the track left to right, 0 to `travel`.
private struct RubberToggleThumb {
    /// How far the thumb travels between its ends.
    var travel: CGFloat
    /// Whether "on" is the left end (right-to-left languages).
    var mirrored: Bool

    /// The thumb's position for a finger at `raw`: as the finger inside the track, banded within 30
    /// points past either end.
    func banded(_ raw: CGFloat) -> CGFloat { PieceMotion.rubberBand(raw, in: 0...travel, limit: 30) }

    /// The state a release lands on: a touch that moved under 6 points is a tap and flips; otherwise the
    /// side the thumb's projected position is on.
    func landsOn(isOn: Bool, at position: CGFloat, velocity: CGFloat, translation: CGSize) -> Bool {
        guard hypot(translation.width, translation.height) >= 6 else { return !isOn }
        return (PieceMotion.project(position, velocity: velocity) > travel / 2) != mirrored
    }

    /// The thumb's own speed at release for a finger at `raw` moving at `finger` points per second: the
    /// finger's speed inside the track, times the band's slope past an end (not its secant, which is
    /// 1.5 to 2× too fast near the limit).
    func releaseVelocity(raw: CGFloat, finger: CGFloat) -> CGFloat {
        finger * PieceMotion.rubberBandSlope(raw, in: 0...travel, limit: 30)
    }
}

// MARK: - Example

private struct RubberToggleExample: View {
    @State private var wifi = true
    @State private var airplane = false

    var body: some View {
        VStack(spacing: 0) {
            row("Wi-Fi", systemImage: "wifi", isOn: $wifi, tint: .blue)
            Divider().padding(.leading, 52)
            row("Airplane Mode", systemImage: "airplane", isOn: $airplane, tint: .orange)
        }
        .background(.background, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(20)
        .background(Color.secondary.opacity(0.12))
    }

    private func row(_ title: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>, tint: Color) -> some View {
        HStack(spacing: 14) {
            Image(systemName: systemImage).frame(width: 24)
            Text(title)
            Spacer()
            RubberToggle(title, isOn: isOn, tint: tint)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
    }
}

#Preview { RubberToggleExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, velocity, momentum, projection, rubberBand, drag, stretchAmount, stretch, haptics) sha256:d63cf0ad19b3c8d0

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

private nonisolated extension PieceMotion {
    /// The most any stretch may be: 20% longer along its direction, and as much thinner across.
    static var stretchLimit: CGFloat { 0.2 }

    /// The stretch for a tethered pull (a button dragged past its edge): along the pull, growing with its
    /// length as maximum × d / (d + reach), so half of `maximum` at `reach` points and never more than it
    /// (nor than `stretchLimit`).
    static func stretch(pull: CGSize, reach: CGFloat, maximum: CGFloat) -> CGSize {
        let distance = (pull.width * pull.width + pull.height * pull.height).squareRoot()
        guard distance > 0, reach > 0, maximum > 0 else { return .zero }
        let amount = min(maximum, stretchLimit) * distance / (distance + reach)
        return CGSize(width: pull.width / distance * amount, height: pull.height / distance * amount)
    }
}

/// A stretch for free flight, read from the finger's velocity and low-passed so single noisy events don't
/// jolt it. Keep one in `@State`, `update(velocity:maximum:time:)` it from `onChanged` with the event's
/// `time` and feed `vector` to `pieceStretch`. A resting finger sends no events, so `rest()` it when the
/// gesture ends (animated, e.g. with `settle`) or when the finger has stopped.
private nonisolated struct PieceVelocityStretch: Equatable, Sendable {
    /// The current stretch, for `pieceStretch(_:)`.
    var vector: CGSize = .zero
    /// The finger speed, in points per second, that stretches by the full `maximum`.
    var fullSpeed: CGFloat = 2400
    /// The smoothing's time constant in seconds: the stretch closes 63% of the way to a steady reading in this
    /// long, whatever the event rate. 0.0467 s moves 30% of the way per event at 60 Hz (and 16% at 120 Hz).
    var timeConstant: Double = 0.0467
    /// How much of the way to each new reading the untimed `update(velocity:maximum:)` moves (0…1).
    var smoothing: CGFloat = 0.3
    /// The time of the last timed update; `nil` at rest.
    private(set) var lastUpdate: Date?

    /// Moves the stretch toward the one `velocity` (points per second) asks for, at most `maximum`, by as much
    /// as the time since the last update allows: 1 − e^(−elapsed / timeConstant). The same drag gives the same
    /// stretch at 60 and 120 Hz. The first update after a rest counts as one 60 Hz frame.
    mutating func update(velocity: CGSize, maximum: CGFloat, time: Date) {
        let elapsed = lastUpdate.map { max(time.timeIntervalSince($0), 0) } ?? 1.0 / 60
        lastUpdate = time
        let blend = timeConstant > 0 ? 1 - exp(-elapsed / timeConstant) : 1
        move(toward: target(for: velocity, maximum: maximum), by: CGFloat(blend))
    }

    /// Moves the stretch `smoothing` of the way toward the one `velocity` asks for, per call: faster at 120 Hz
    /// than at 60. Prefer `update(velocity:maximum:time:)`.
    mutating func update(velocity: CGSize, maximum: CGFloat) {
        move(toward: target(for: velocity, maximum: maximum), by: min(max(smoothing, 0), 1))
    }

    /// Clears the stretch: the surface is at rest.
    mutating func rest() {
        vector = .zero
        lastUpdate = nil
    }

    /// The stretch `velocity` asks for: along it, `maximum` (held to `stretchLimit`) at `fullSpeed` or faster.
    private func target(for velocity: CGSize, maximum: CGFloat) -> CGSize {
        let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
        guard speed > 0, fullSpeed > 0 else { return .zero }
        let amount = min(speed / fullSpeed, 1) * min(max(maximum, 0), PieceMotion.stretchLimit)
        return CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
    }

    private mutating func move(toward target: CGSize, by blend: CGFloat) {
        vector = CGSize(
            width: vector.width + (target.width - vector.width) * blend,
            height: vector.height + (target.height - vector.height) * blend)
    }
}

/// Stretches a view along `vector`'s direction by its length (0.06 is 6%) and thins it across by the same
/// factor, so its area never changes. The length is held to `PieceMotion.stretchLimit`. Animate the vector
/// back to zero, never its angle and length apart, so the shape never spins on the way home.
private struct PieceStretchEffect: GeometryEffect {
    /// Direction and amount of the stretch, in the view's own axes.
    var vector: CGSize

    /// Both components, so the vector animates as one.
    nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(vector.width, vector.height) }
        set { vector = CGSize(width: newValue.first, height: newValue.second) }
    }

    /// Scales by 1 + amount along the direction and by its inverse across it, about the view's center.
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
        let length = (vector.width * vector.width + vector.height * vector.height).squareRoot()
        guard length > 0.0005 else { return ProjectionTransform() }
        let amount = min(length, PieceMotion.stretchLimit)
        let cosine = vector.width / length, sine = vector.height / length
        let along = 1 + amount, across = 1 / along, difference = along - across
        // across × identity + (along − across) × (direction ⊗ direction): determinant along × across = 1.
        let stretch = CGAffineTransform(
            a: across + difference * cosine * cosine, b: difference * cosine * sine,
            c: difference * cosine * sine, d: across + difference * sine * sine, tx: 0, ty: 0)
        let center = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
        let back = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
        return ProjectionTransform(center.concatenating(stretch).concatenating(back))
    }
}

/// Applies `PieceStretchEffect`, or nothing under Reduce Motion.
private struct PieceStretchGate: ViewModifier {
    /// The stretch asked for.
    var stretchVector: CGSize

    @Environment(\.accessibilityReduceMotion) private var stretchReduceMotion

    func body(content: Content) -> some View {
        content.modifier(PieceStretchEffect(vector: stretchReduceMotion ? .zero : stretchVector))
    }
}

private extension View {
    /// Squashes and stretches this view along `vector` (length 0.06 is 6%, held to 0.2), keeping its area.
    /// About 8 to 12% suits a card or a blob, 12 to 18% a small indicator, no more than 3 to 5% anything
    /// carrying text. Off under Reduce Motion.
    func pieceStretch(_ vector: CGSize) -> some View {
        modifier(PieceStretchGate(stretchVector: vector))
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
