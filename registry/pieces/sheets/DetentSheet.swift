// pieces:
// title: Detent Sheet
// description: A bottom sheet that rests at detents, lands where a flick is heading and stretches like rubber past its ends.
// category: sheets
// minIOS: "17.0"
// version: "1.0.0"
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
                .gesture(drag(heights: heights))
        }
        .pieceHaptic(.detent, trigger: landedIndex)
        .onChange(of: selection?.wrappedValue) { _, newValue in
            guard let newValue, newValue != shownIndex else { return }
            land(on: newValue, with: motion.snap)
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
            .onTapGesture { land(on: (shownIndex + 1) % detents.count, with: motion.snap) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Sheet grabber"))
            .accessibilityValue(Text("Detent \(shownIndex + 1) of \(detents.count)"))
            .accessibilityHint(Text("Swipe up or down to resize the sheet"))
            .accessibilityAdjustableAction { direction in
                let step = direction == .increment ? 1 : -1
                land(on: shownIndex + step, with: motion.snap)
            }
    }

    // MARK: Gesture

    /// Global coordinates, because the sheet moves under the gesture: local ones would shift with it.
    private func drag(heights: [CGFloat]) -> some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in track(drag, heights: heights) }
            .onEnded { drag in release(drag, heights: heights) }
    }

    /// The sheet follows the finger without animation; past the ends the total overshoot is banded.
    private func track(_ drag: DragGesture.Value, heights: [CGFloat]) {
        // Dragging up makes the sheet taller, so height runs against the gesture's y.
        let origin = dragOrigin ?? (dragHeight ?? heights[clamped(shownIndex)]) + drag.translation.height
        dragOrigin = origin
        let raw = origin - drag.translation.height
        dragHeight = PieceMotion.rubberBand(raw, in: range(of: heights), limit: edgeLimit)
    }

    /// Lands on the detent the release is heading for, leaving at the finger's speed.
    private func release(_ drag: DragGesture.Value, heights: [CGFloat]) {
        let current = dragHeight ?? heights[clamped(shownIndex)]
        let velocity = -drag.velocity.height
        let heading = PieceMotion.project(current, velocity: velocity)
        let target = PieceMotion.nearest(heading, in: heights)
        let index = heights.firstIndex(of: target) ?? shownIndex
        dragOrigin = nil
        land(on: index, with: motion.settle(velocity: velocity, from: current, to: target))
    }

    private func land(on requested: Int, with animation: Animation) {
        let index = clamped(requested)
        withAnimation(animation) {
            dragHeight = nil
            shownIndex = index
        } completion: {
            // A newer landing may have replaced this one; only the detent still shown counts.
            if shownIndex == index { landedIndex = index }
        }
        if let selection, selection.wrappedValue != index { selection.wrappedValue = index }
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
