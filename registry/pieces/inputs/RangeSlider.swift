// pieces:
// title: Range Slider
// description: A two-thumb slider for a range: steps that tick, a minimum gap, and thumbs that stretch past their limits like rubber.
// category: inputs
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [range slider, slider, range, two thumbs, filter, price, step, rubber band, rango, deslizador, filtro, precio]
// license: MIT

import SwiftUI

/// A slider with two thumbs that select a range. Each thumb follows the finger; pulled past the end of
/// the track, or into the minimum gap before the other thumb, it keeps moving with growing resistance
/// while the range stays valid, and on release it settles onto its value at the speed the banded thumb
/// was moving (the rubber band's slope times the finger's speed). With a step, each thumb moves in steps
/// with a selection tick at each one. A thumb caught while it is still settling is picked up where it is
/// drawn, not where it is heading.
///
/// What it takes from the views around it: a drag that starts on a thumb and travels 10 points, mostly
/// horizontally. A drag that starts mostly vertically never moves a thumb, so scrolling across the slider
/// in a vertical `ScrollView` or `List` keeps scrolling. From iOS 18 a drag gesture inside a scroll view
/// can hold the scroll view still while it runs, so a drag that does start on a thumb belongs to it. A drag
/// the system cancels (a second finger, a system gesture) returns the thumb to the value it set.
///
/// With Reduce Motion on, the thumbs still track the finger and rubber-band, and land without overshoot.
/// VoiceOver reads the slider as two adjustable elements, "Price, minimum" and "Price, maximum": swipe up
/// or down to move a thumb by one step (or a tenth of the span). The thumbs and their touch targets grow
/// with Dynamic Type. In right-to-left languages the track runs from right to left: finger travel is
/// mirrored to match, since gestures report screen points while the layout mirrors.
///
/// - Parameters:
///   - range: The selected range, always inside `bounds`, on steps, and at least `minimumDistance` wide.
///   - bounds: The values the track spans, from its leading end to its trailing end.
///   - step: The distance between selectable values, or nil for a continuous slider.
///   - minimumDistance: The smallest width the range may have; rounded up to whole steps.
///   - label: What the range means, read by VoiceOver before "minimum" and "maximum".
///   - format: How VoiceOver reads each thumb's value.
public struct RangeSlider: View {
    @Binding private var range: ClosedRange<Double>
    private let track: RangeSliderTrack
    private let label: LocalizedStringResource
    /// Writes a thumb's value the way `format` does, for VoiceOver.
    private let formatted: (Double) -> String

    /// The values the thumbs show; they trail `range` without overshoot when it changes from outside.
    @State private var shown: [RangeSliderTrack.Thumb: Double]
    /// Each dragged thumb's offset under the finger, rubber-banded past its limits.
    @State private var dragX: [RangeSliderTrack.Thumb: CGFloat] = [:]
    /// What each thumb's current drag does, decided on its first event.
    @State private var drags: [RangeSliderTrack.Thumb: ThumbDrag] = [:]
    /// Each thumb's last release, so a finger that catches it mid-settle starts where it is drawn.
    @State private var flights: [RangeSliderTrack.Thumb: Flight] = [:]
    @State private var width: CGFloat = 0

    @ScaledMetric(relativeTo: .body) private var thumbDiameter: CGFloat = 28
    @ScaledMetric(relativeTo: .body) private var hitSize: CGFloat = 44
    @ScaledMetric(relativeTo: .body) private var trackHeight: CGFloat = 6
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far a thumb may be pulled past a limit, in points: a slider thumb wants 24 to 40.
    private let edgeLimit: CGFloat = 32

    public init<Format: FormatStyle>(
        range: Binding<ClosedRange<Double>>,
        in bounds: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        minimumDistance: Double = 0,
        label: LocalizedStringResource,
        format: Format
    ) where Format.FormatInput == Double, Format.FormatOutput == String {
        _range = range
        track = RangeSliderTrack(bounds: bounds, step: step, minimumDistance: minimumDistance)
        self.label = label
        formatted = { format.format($0) }
        _shown = State(initialValue: [.lower: range.wrappedValue.lowerBound, .upper: range.wrappedValue.upperBound])
    }

    /// A range read with up to two decimals.
    public init(
        range: Binding<ClosedRange<Double>>,
        in bounds: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        minimumDistance: Double = 0,
        label: LocalizedStringResource
    ) {
        self.init(
            range: range, in: bounds, step: step, minimumDistance: minimumDistance, label: label,
            format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...2)))
    }

    public var body: some View {
        ZStack(alignment: .leading) {
            trackView
            thumb(.lower).zIndex(track.lowerOnTop(range) ? 1 : 0)
            thumb(.upper)
        }
        .frame(maxWidth: .infinity, minHeight: hitSize)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
        // One trigger for both thumbs: an outside change that moves both ticks once.
        .pieceHaptic(.step, trigger: [track.stepIndex(of: range.lowerBound), track.stepIndex(of: range.upperBound)])
        .onChange(of: range) { _, newRange in show(newRange) }
        .onAppear { settleInvalidRange() }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(label))
    }

    /// The filled part between the thumbs is a fixed-width bar scaled and moved, so no drag changes layout.
    private var trackView: some View {
        let inset = (hitSize - thumbDiameter) / 2
        let low = thumbX(.lower) + hitSize / 2 - inset
        let high = thumbX(.upper) + hitSize / 2 - inset
        let full = max(width - 2 * inset, 1)
        return Capsule()
            .fill(.quaternary)
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(.tint)
                    .frame(width: full)
                    .scaleEffect(x: max(high - low, 0) / full, y: 1, anchor: .leading)
                    .offset(x: low)
            }
            .clipShape(Capsule())
            .frame(height: trackHeight)
            .padding(.horizontal, inset)
    }

    private func thumb(_ thumb: RangeSliderTrack.Thumb) -> some View {
        Circle()
            .fill(.white)
            .shadow(color: .black.opacity(0.18), radius: 4, y: 2)
            .overlay { Circle().strokeBorder(.black.opacity(0.06), lineWidth: 0.5) }
            .frame(width: thumbDiameter, height: thumbDiameter)
            .frame(width: hitSize, height: hitSize)
            .contentShape(Rectangle())
            .offset(x: thumbX(thumb))
            // Global points: the thumb moves under the finger, and a local space would move with it.
            .pieceDrag(coordinateSpace: .global) { gesture in
                follow(thumb, gesture)
            } onEnded: { release in
                self.release(thumb, release)
            } onCancelled: {
                abandon(thumb)
            }
            .accessibilityElement()
            .accessibilityLabel(thumb == .lower ? Text("\(Text(label)), minimum") : Text("\(Text(label)), maximum"))
            .accessibilityValue(Text(formatted(track.value(of: thumb, in: range))))
            .accessibilityAdjustableAction { direction in
                range = track.adjusted(thumb, by: direction == .increment ? 1 : -1, in: range)
            }
    }

    // MARK: Gesture

    private enum ThumbDrag: Equatable {
        /// Moving the thumb; `origin` is the offset the drag would give at translation zero.
        case tracking(origin: CGFloat)
        /// Started mostly vertically: ignored until the finger lifts.
        case ignored
    }

    /// A release a new drag may catch mid-flight.
    private struct Flight: Equatable {
        var time: Date
        var velocity: CGFloat
        var from: CGFloat
        var to: CGFloat
    }

    private func follow(_ thumb: RangeSliderTrack.Thumb, _ gesture: DragGesture.Value) {
        let travel = gesture.translation.width * forward
        let origin: CGFloat
        switch drags[thumb] {
        case .ignored:
            return
        case .tracking(let start):
            origin = start
        case nil:
            guard abs(gesture.translation.width) >= abs(gesture.translation.height) else {
                drags[thumb] = .ignored
                return
            }
            // Anchor where the thumb is drawn (mid-settle, too), so it never jumps under the finger.
            origin = drawnOffset(thumb, at: gesture.time) - travel
            drags[thumb] = .tracking(origin: origin)
            flights[thumb] = nil
        }
        let raw = origin + travel
        dragX[thumb] = PieceMotion.rubberBand(raw, in: offsetLimits(thumb), limit: edgeLimit)
        let moved = track.moving(thumb, to: track.value(atFraction: Double(raw / travelWidth)), in: range)
        if moved != range { range = moved }
    }

    /// Settles onto the committed value at the banded thumb's own speed: the finger's inside the limits,
    /// the rubber band's slope times the finger's past them.
    private func release(_ thumb: RangeSliderTrack.Thumb, _ release: PieceDragRelease) {
        guard case .tracking(let origin) = drags[thumb] else {
            drags[thumb] = nil
            return
        }
        drags[thumb] = nil
        let raw = origin + release.translation.width * forward
        let current = dragX[thumb] ?? offset(for: shown[thumb] ?? 0)
        let value = track.value(of: thumb, in: range)
        let target = offset(for: value)
        let slope = PieceMotion.rubberBandSlope(raw, in: offsetLimits(thumb), limit: edgeLimit)
        let speed = release.velocity.width * forward * slope
        flights[thumb] = Flight(time: release.time, velocity: speed, from: current, to: target)
        withAnimation(motion.settle(velocity: speed, from: current, to: target)) {
            dragX[thumb] = nil
            shown[thumb] = value
        }
    }

    /// A cancelled drag never reaches `release`: the thumb rebounds to the value it set.
    private func abandon(_ thumb: RangeSliderTrack.Thumb) {
        let wasTracking = drags[thumb] != nil && drags[thumb] != .ignored
        drags[thumb] = nil
        guard wasTracking else { return }
        withAnimation(motion.rebound) {
            dragX[thumb] = nil
            shown[thumb] = track.value(of: thumb, in: range)
        }
    }

    /// Where the thumb is drawn at `time`: along its last settle if one is still running, else at rest.
    private func drawnOffset(_ thumb: RangeSliderTrack.Thumb, at time: Date) -> CGFloat {
        let rest = offset(for: shown[thumb] ?? 0)
        guard let flight = flights[thumb] else { return rest }
        let elapsed = time.timeIntervalSince(flight.time)
        guard elapsed >= 0, elapsed < PieceMotion.Tier.elastic.duration * 3 else { return rest }
        let sample = motion.settleSample(after: elapsed, velocity: flight.velocity, from: flight.from, to: flight.to)
        return CGFloat(sample.position)
    }

    // MARK: Value

    /// Values people read never overshoot: outside changes glide in with the value role.
    private func show(_ newRange: ClosedRange<Double>) {
        for thumb in [RangeSliderTrack.Thumb.lower, .upper] {
            let value = track.value(of: thumb, in: newRange)
            if case .tracking = drags[thumb] {
                shown[thumb] = value
            } else if shown[thumb] != value {
                // Moved from outside: its last release no longer describes where it is drawn.
                flights[thumb] = nil
                withAnimation(motion.value) { shown[thumb] = value }
            }
        }
    }

    /// A range handed in off-step, out of bounds or narrower than the minimum is corrected once.
    private func settleInvalidRange() {
        let valid = track.normalized(range)
        if valid != range { range = valid }
    }

    // MARK: Geometry

    private var travelWidth: CGFloat { max(width - hitSize, 1) }

    private func offset(for value: Double) -> CGFloat { CGFloat(track.fraction(of: value)) * travelWidth }

    private func thumbX(_ thumb: RangeSliderTrack.Thumb) -> CGFloat {
        dragX[thumb] ?? offset(for: shown[thumb] ?? 0)
    }

    /// Where the thumb may travel without banding: to the track's end and to the gap before the other thumb.
    private func offsetLimits(_ thumb: RangeSliderTrack.Thumb) -> ClosedRange<CGFloat> {
        let allowed = track.allowed(thumb, in: range)
        return offset(for: allowed.lowerBound)...offset(for: allowed.upperBound)
    }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }
}

/// The range slider's arithmetic, free of SwiftUI so `swift test` runs it: steps, the minimum gap, where
/// each thumb may go, and which thumb lies on top when the two meet.
private nonisolated struct RangeSliderTrack: Equatable, Sendable {
    enum Thumb: Hashable, Sendable {
        case lower, upper
    }

    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumDistance: Double

    /// Differences smaller than this share of the span are rounding, not a gap (0.3 − 0.2 < 0.1 in binary).
    private static let tolerance = 1e-9

    init(bounds: ClosedRange<Double>, step: Double?, minimumDistance: Double) {
        self.bounds = bounds
        let step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.step = step
        var distance = max(minimumDistance, 0)
        // Whole steps, so both thumbs can sit on steps that far apart; never wider than the track.
        if let step { distance = (distance / step - RangeSliderTrack.tolerance).rounded(.up) * step }
        self.minimumDistance = min(max(distance, 0), bounds.upperBound - bounds.lowerBound)
    }

    var span: Double { bounds.upperBound - bounds.lowerBound }

    /// `raw` held inside the bounds and moved to the nearest step.
    func snapped(_ raw: Double) -> Double {
        let clamped = min(max(raw, bounds.lowerBound), bounds.upperBound)
        guard let step else { return clamped }
        let steps = ((clamped - bounds.lowerBound) / step).rounded()
        return min(bounds.lowerBound + steps * step, bounds.upperBound)
    }

    func value(of thumb: Thumb, in range: ClosedRange<Double>) -> Double {
        thumb == .lower ? range.lowerBound : range.upperBound
    }

    /// Where `thumb` may go while the other one stays: to the end of the track, and no closer to the other
    /// thumb than the minimum distance.
    func allowed(_ thumb: Thumb, in range: ClosedRange<Double>) -> ClosedRange<Double> {
        switch thumb {
        case .lower:
            return bounds.lowerBound...max(bounds.lowerBound, range.upperBound - minimumDistance)
        case .upper:
            return min(bounds.upperBound, range.lowerBound + minimumDistance)...bounds.upperBound
        }
    }

    /// `range` with `thumb` moved toward `raw`: on a step, and held where it may go.
    func moving(_ thumb: Thumb, to raw: Double, in range: ClosedRange<Double>) -> ClosedRange<Double> {
        let limits = allowed(thumb, in: range)
        let value = min(max(snapped(raw), limits.lowerBound), limits.upperBound)
        return thumb == .lower ? value...range.upperBound : range.lowerBound...value
    }

    /// `range` made valid: inside the bounds, on steps, and at least the minimum distance wide (widened
    /// upward first, then downward where the top of the track stops it).
    func normalized(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        var lower = snapped(range.lowerBound)
        var upper = snapped(range.upperBound)
        if upper - lower < minimumDistance - RangeSliderTrack.tolerance * max(span, 1) {
            upper = snapped(lower + minimumDistance)
            if upper - lower < minimumDistance - RangeSliderTrack.tolerance * max(span, 1) {
                lower = snapped(upper - minimumDistance)
            }
        }
        return lower...upper
    }

    /// VoiceOver's swipe: one step (or a tenth of the span) up for 1, down for -1.
    func adjusted(_ thumb: Thumb, by direction: Int, in range: ClosedRange<Double>) -> ClosedRange<Double> {
        let increment = step ?? span / 10
        return moving(thumb, to: value(of: thumb, in: range) + Double(direction) * increment, in: range)
    }

    /// 0 at the leading end, 1 at the trailing end.
    func fraction(of value: Double) -> Double {
        guard span > 0 else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    func value(atFraction fraction: Double) -> Double {
        bounds.lowerBound + min(max(fraction, 0), 1) * span
    }

    /// The step `value` sits on, or nil for a continuous slider, which never ticks.
    func stepIndex(of value: Double) -> Int? {
        step.map { Int(((value - bounds.lowerBound) / $0).rounded()) }
    }

    /// Whether the lower thumb lies over the upper one. Where the two meet, the one that can still move
    /// away must be on top: near the trailing end that is the lower thumb, near the leading end the upper.
    func lowerOnTop(_ range: ClosedRange<Double>) -> Bool {
        fraction(of: range.lowerBound) > 0.5
    }
}

// MARK: - Example

private struct RangeSliderExample: View {
    @State private var price: ClosedRange<Double> = 40...120
    @State private var hours: ClosedRange<Double> = 0.25...0.75

    var body: some View {
        VStack(alignment: .leading, spacing: 28) {
            VStack(alignment: .leading, spacing: 8) {
                let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR").precision(.fractionLength(0))
                Text("Price \(price.lowerBound, format: euros) – \(price.upperBound, format: euros)")
                    .font(.headline)
                RangeSlider(
                    range: $price, in: 0...200, step: 10, minimumDistance: 20, label: "Price",
                    format: .currency(code: "EUR").precision(.fractionLength(0)))
            }
            VStack(alignment: .leading, spacing: 8) {
                let percent = FloatingPointFormatStyle<Double>.Percent().precision(.fractionLength(0))
                Text("Share \(hours.lowerBound, format: percent) – \(hours.upperBound, format: percent)")
                    .font(.headline)
                RangeSlider(range: $hours, label: "Share", format: .percent.precision(.fractionLength(0)))
                    .tint(.orange)
            }
            Button("Reset") {
                price = 40...120
                hours = 0.25...0.75
            }
            .buttonStyle(.bordered)
            Text("Pull a thumb past its end, or into the other one, and let go.")
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { RangeSliderExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, rubberBand, drag, haptics) sha256:fcee65428cad46af

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
