// pieces:
// title: Detent Sheet
// description: A bottom sheet that rests at detents, lands where a flick is heading and stretches like rubber past its ends.
// category: sheets
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.1"
// level: advanced
// tags: [sheet, bottom sheet, detent, drag, flick, rubber band, spring, hoja, panel, arrastrar, elástico, muelle, rebote]
// license: MIT

import SwiftUI

/// A bottom sheet that rests at a set of heights. It follows the finger, and on release lands on the
/// detent the flick is heading for, not the one nearest the finger, carrying the finger's speed into the
/// landing. Past the highest and lowest detents it stretches with growing resistance and springs back.
/// Each detent it lands on gives a haptic tick; the grabber steps through detents for VoiceOver and on tap.
///
/// Place it over the content it covers, e.g. in a `ZStack` or an `.overlay`: it fills that space and
/// anchors to its bottom. Detents up to 1 are fractions of that height; larger values are points.
///
/// A sheet grabbed while it is still landing is caught where it is drawn, not where it was going. A drag
/// the system cancels (a call, a system gesture, the sheet going away) lands on the detent nearest where
/// it was left, so it never stays between detents or stretched.
///
/// What it takes from the views around it: one drag (the default 10-point minimum, any direction) on
/// the whole sheet, attached with `gesture`. Buttons in the content keep their taps. A `ScrollView` or
/// `List` in the content competes with that drag, and which one wins has changed between iOS releases
/// (from iOS 18 a drag gesture can stop a scroll view scrolling), so prefer content that does not
/// scroll, or test it on each iOS you support. The content the sheet covers gets no touches where the
/// sheet is drawn. VoiceOver adjusts the detent on the grabber.
///
/// With Reduce Motion on, the sheet still tracks the finger and keeps the flick's speed, and lands
/// without overshoot.
///
/// - Parameters:
///   - detents: The resting heights from lowest to highest: fractions (0...1) of the available height, or points.
///   - selection: The index of the detent the sheet rests at, or nil to let the sheet keep it.
///   - content: The sheet's content, laid out at the highest detent's height below the grabber.
public struct DetentSheet<Content: View>: View {
    private let detents: [CGFloat]
    private let selection: Binding<Int>?
    private let content: Content

    /// The detent the sheet shows; follows `selection` with an animation when it changes from outside.
    @State private var shownIndex: Int
    /// The detent last landed on; it changes when a landing completes, which is when the tick belongs.
    @State private var landedIndex: Int
    /// The sheet's height under the finger, rubber-banded past the ends; nil while not dragged.
    @State private var dragHeight: CGFloat?
    /// The height the drag would give at translation zero, fixed on the drag's first event.
    @State private var dragOrigin: CGFloat?
    /// The landing under way, if any: where a finger that catches the sheet finds it.
    @State private var landing: DetentSheetLanding?
    /// Numbers each landing, so only the latest one, not caught by a finger, ticks when it completes.
    @State private var landings = 0
    /// The height the sheet has to work in, for landings started from outside the layout pass.
    @State private var available: CGFloat = 0

    @ScaledMetric(relativeTo: .body) private var grabberWidth: CGFloat = 36
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far past its ends the sheet can be pulled, in points: a sheet wants 60 to 120.
    private let edgeLimit: CGFloat = 90
    private let cornerRadius: CGFloat = 28

    public init(
        detents: [CGFloat] = [0.25, 0.5, 0.9],
        selection: Binding<Int>? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let usable = detents.filter { $0 > 0 }
        self.detents = usable.isEmpty ? [0.5] : usable
        self.selection = selection
        self.content = content()
        let start = min(max(selection?.wrappedValue ?? 0, 0), self.detents.count - 1)
        _shownIndex = State(initialValue: start)
        _landedIndex = State(initialValue: start)
    }

    public var body: some View {
        GeometryReader { proxy in
            let heights = resolvedHeights(in: proxy.size.height)
            let height = dragHeight ?? heights[clamped(shownIndex)]
            sheet(heights: heights)
                .frame(height: (heights.max() ?? 0) + edgeLimit, alignment: .top)
                .offset(y: proxy.size.height - height)
                // Global coordinates, because the sheet moves under the gesture: local ones would shift with it.
                .pieceDrag(coordinateSpace: .global) { drag in
                    track(drag, heights: heights)
                } onEnded: { drag in
                    release(drag, heights: heights)
                } onCancelled: {
                    cancel(heights: heights)
                }
        }
        // The reader fills the space it is given: its height is the one the detents resolve against.
        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { available = $0 }
        .pieceHaptic(.detent, trigger: landedIndex)
        .onChange(of: selection?.wrappedValue) { _, newValue in
            guard let newValue, newValue != shownIndex else { return }
            land(on: newValue, velocity: 0, tier: .responsive, heights: resolvedHeights(in: available))
        }
    }

    // MARK: Appearance

    private func sheet(heights: [CGFloat]) -> some View {
        VStack(spacing: 0) {
            grabber
            content
                .frame(maxWidth: .infinity, maxHeight: heights.max() ?? 0, alignment: .top)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .clipShape(panelShape)
        // The fill sits outside the clip so its shadow is not cut off.
        .background {
            panelShape
                .fill(.background)
                .shadow(color: .black.opacity(0.16), radius: 18, y: -2)
        }
    }

    private var panelShape: UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
    }

    private var grabber: some View {
        Capsule()
            .fill(.tertiary)
            .frame(width: grabberWidth, height: 5)
            .frame(maxWidth: .infinity, minHeight: 28)
            .contentShape(.rect)
            .onTapGesture { snap(to: (shownIndex + 1) % detents.count) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Sheet grabber"))
            .accessibilityValue(Text("Detent \(shownIndex + 1) of \(detents.count)"))
            .accessibilityHint(Text("Swipe up or down to resize the sheet"))
            .accessibilityAdjustableAction { direction in
                let step = direction == .increment ? 1 : -1
                snap(to: shownIndex + step)
            }
    }

    // MARK: Gesture

    /// The sheet follows the finger without animation; past the ends the total overshoot is banded.
    private func track(_ drag: DragGesture.Value, heights: [CGFloat]) {
        if dragOrigin == nil {
            // Caught mid-landing, the model is already the detent: start from where the sheet is drawn.
            let caught = drawnHeight(heights: heights)
            landing = nil
            // Dragging up makes the sheet taller, so height runs against the gesture's y.
            dragOrigin = caught + drag.translation.height
        }
        let raw = (dragOrigin ?? 0) - drag.translation.height
        dragHeight = PieceMotion.rubberBand(raw, in: range(of: heights), limit: edgeLimit)
    }

    /// Lands on the detent the release is heading for, leaving at the speed the sheet had: the finger's,
    /// slowed by the band's slope when pulled past an end.
    private func release(_ drag: PieceDragRelease, heights: [CGFloat]) {
        let current = dragHeight ?? heights[clamped(shownIndex)]
        let raw = (dragOrigin ?? current) - drag.translation.height
        let velocity = -drag.velocity.height * PieceMotion.rubberBandSlope(raw, in: range(of: heights), limit: edgeLimit)
        let heading = PieceMotion.project(current, velocity: velocity)
        let target = PieceMotion.nearest(heading, in: heights)
        dragOrigin = nil
        land(on: heights.firstIndex(of: target) ?? shownIndex, velocity: velocity, tier: .elastic, heights: heights)
    }

    /// The system took the drag away: land on the detent nearest where the sheet was left, from rest.
    private func cancel(heights: [CGFloat]) {
        dragOrigin = nil
        guard let current = dragHeight else { return }
        let target = PieceMotion.nearest(current, in: heights)
        land(on: heights.firstIndex(of: target) ?? shownIndex, velocity: 0, tier: .elastic, heights: heights)
    }

    /// A step to a detent without a finger (the grabber's tap, VoiceOver): a snap from rest.
    private func snap(to index: Int) {
        land(on: index, velocity: 0, tier: .responsive, heights: resolvedHeights(in: available))
    }

    /// Springs from where the sheet is drawn to the detent, leaving at `velocity` (points per second,
    /// upward positive), and remembers the landing so a finger can catch it mid-way.
    private func land(on requested: Int, velocity: CGFloat, tier: PieceMotion.Tier, heights: [CGFloat]) {
        let index = clamped(requested)
        guard heights.indices.contains(index) else { return }
        let from = drawnHeight(heights: heights), to = heights[index]
        landings += 1
        let number = landings
        landing = DetentSheetLanding(number: number, start: .now, from: from, to: to, velocity: velocity, tier: tier)
        withAnimation(motion.settle(velocity: velocity, from: from, to: to, tier: tier)) {
            dragHeight = nil
            shownIndex = index
        } completion: {
            // A newer landing, or a finger that caught this one, makes it moot: only a landing ticks.
            guard landing?.number == number else { return }
            landing = nil
            landedIndex = index
        }
        if let selection, selection.wrappedValue != index { selection.wrappedValue = index }
    }

    /// Where the sheet is drawn now: under the finger, part-way through a landing (the spring's exact
    /// state, from the foundation's `settleSample`), or at rest on its detent.
    private func drawnHeight(heights: [CGFloat]) -> CGFloat {
        if let dragHeight { return dragHeight }
        if let landing {
            let sample = motion.settleSample(
                after: Date.now.timeIntervalSince(landing.start), velocity: landing.velocity,
                from: landing.from, to: landing.to, tier: landing.tier)
            return CGFloat(sample.position)
        }
        return heights.isEmpty ? 0 : heights[clamped(shownIndex)]
    }

    // MARK: Geometry

    private func resolvedHeights(in available: CGFloat) -> [CGFloat] {
        detents.map { detent in
            let height = detent <= 1 ? detent * available : detent
            return min(max(height, 0), available)
        }
    }

    /// Detents can change from outside while the index is kept, so every lookup is held in range.
    private func clamped(_ index: Int) -> Int {
        min(max(index, 0), detents.count - 1)
    }

    private func range(of heights: [CGFloat]) -> ClosedRange<CGFloat> {
        (heights.min() ?? 0)...(heights.max() ?? 0)
    }
}

/// One landing on a detent: what `settleSample` needs to say where the sheet is drawn at any moment of it.
/// A landing that interrupts another is taken to start from rest where the first one was drawn.
private struct DetentSheetLanding {
    var number: Int
    var start: Date
    var from: CGFloat
    var to: CGFloat
    /// Points per second, upward positive, as the settle carried it.
    var velocity: CGFloat
    var tier: PieceMotion.Tier
}

// MARK: - Example

private struct DetentSheetExample: View {
    @State private var detent = 0

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal.opacity(0.35), .blue.opacity(0.25)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Detent \(detent + 1)")
                    .font(.largeTitle.bold())
                Text("Drag or flick the sheet.")
                    .foregroundStyle(.secondary)
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .padding(.top, 64)

            DetentSheet(detents: [0.2, 0.5, 0.92], selection: $detent) {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Nearby")
                        .font(.title2.bold())
                    ForEach(["Coffee", "Bakery", "Bookshop", "Park"], id: \.self) { place in
                        Label(place, systemImage: "mappin.circle.fill")
                            .font(.headline)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 24)
            }
        }
    }
}

#Preview { DetentSheetExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, velocity, momentum, flight, grab, projection, rubberBand, drag, haptics) sha256:95f0478e57f15987

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
