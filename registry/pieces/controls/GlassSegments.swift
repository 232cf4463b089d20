// pieces:
// title: Glass Segments
// description: A frosted segmented control whose indicator follows the finger, stretches as it travels and snaps to a segment.
// category: controls
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [segmented control, picker, glass, drag, snap, stretch, control segmentado, selector, cristal, arrastrar, estirar, segmento]
// license: MIT

import SwiftUI

/// A segmented control on frosted glass. Tap a segment to select it, or grab the indicator and drag it:
/// it stays under the finger, stretches along its travel and, on release, snaps to the segment the
/// flick was heading for.
///
/// With Reduce Motion on, the indicator still follows the finger and keeps its speed, but lands
/// without overshoot and no longer stretches.
///
/// - Parameters:
///   - selection: The value of the selected segment.
///   - options: Each segment's value and title, from the leading edge to the trailing edge.
public struct GlassSegments<Value: Hashable>: View {
    @Binding private var selection: Value
    private let values: [Value]
    private let titles: [LocalizedStringResource]

    /// The indicator's place in segments (0 is the leading segment); fractional while dragged.
    @State private var position: CGFloat
    /// Where the drag would have put the indicator at translation zero; nil while no drag is active.
    @State private var dragOrigin: CGFloat?
    /// True while a finger holds the indicator; resets by itself, even when the system cancels the drag.
    @GestureState private var isDragging = false
    @State private var stretch = PieceVelocityStretch()
    /// Counts drag events so a pause in them can be noticed: a resting finger sends none.
    @State private var dragEvents = 0
    @State private var rowWidth: CGFloat = 0

    @ScaledMetric(relativeTo: .subheadline) private var segmentHeight: CGFloat = 34
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// Gap between the glass track and the indicator.
    private let inset: CGFloat = 3
    /// How far the indicator may be pulled past the first or last segment, in points.
    private let edgeLimit: CGFloat = 24
    /// A small indicator carrying no text of its own can stretch this much (15%).
    private let maximumStretch: CGFloat = 0.15

    public init(selection: Binding<Value>, options: [(Value, LocalizedStringResource)]) {
        _selection = selection
        values = options.map(\.0)
        titles = options.map(\.1)
        let index = options.firstIndex { $0.0 == selection.wrappedValue } ?? 0
        _position = State(initialValue: CGFloat(index))
    }

    public var body: some View {
        labels
            .background(alignment: .leading) {
                ZStack(alignment: .leading) {
                    tapTargets
                    indicator
                }
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { rowWidth = $0 }
            .padding(inset)
            .background(.ultraThinMaterial, in: Capsule())
            .overlay { Capsule().strokeBorder(.white.opacity(0.3), lineWidth: 0.5) }
            .pieceHaptic(.step, trigger: highlightedIndex)
            .onChange(of: selectedIndex) { _, index in follow(index) }
            .onChange(of: isDragging) { _, dragging in
                if !dragging { abandonDrag() }
            }
            .task(id: dragEvents) { await restStretchAfterPause() }
            .accessibilityElement(children: .contain)
    }

    // MARK: Layers

    /// The titles sit on top but let touches through, so taps reach the targets and drags the indicator.
    private var labels: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(index == highlightedIndex ? HierarchicalShapeStyle.primary : .secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
                    .padding(.horizontal, 10)
                    .frame(maxWidth: .infinity, minHeight: segmentHeight)
                    .accessibilityAddTraits(index == selectedIndex ? [.isButton, .isSelected] : .isButton)
                    .accessibilityAction { select(index) }
            }
        }
        .allowsHitTesting(false)
    }

    private var tapTargets: some View {
        HStack(spacing: 0) {
            ForEach(values.indices, id: \.self) { index in
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .accessibilityHidden(true)
    }

    private var indicator: some View {
        Capsule()
            .fill(.regularMaterial)
            .overlay { Capsule().strokeBorder(.white.opacity(0.55), lineWidth: 0.5) }
            .shadow(color: .black.opacity(0.12), radius: 6, y: 2)
            .frame(width: segmentWidth)
            .pieceStretch(stretch.vector)
            .offset(x: position * segmentWidth)
            .gesture(indicatorDrag)
            .accessibilityHidden(true)
    }

    // MARK: Gesture

    private var indicatorDrag: some Gesture {
        DragGesture()
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in track(drag) }
            .onEnded { drag in release(drag) }
    }

    /// Follows the finger without animation; past the first or last segment it resists instead of stopping.
    private func track(_ drag: DragGesture.Value) {
        let travel = drag.translation.width * forward
        // Anchor on the first event so the indicator does not jump by the gesture's start distance.
        let origin = dragOrigin ?? position * segmentWidth - travel
        dragOrigin = origin
        let bounds: ClosedRange<CGFloat> = 0...lastStop
        position = PieceMotion.rubberBand(origin + travel, in: bounds, limit: edgeLimit) / segmentWidth
        stretch.update(velocity: CGSize(width: drag.velocity.width * forward, height: 0), maximum: maximumStretch)
        dragEvents += 1
    }

    /// Lands on the segment the release is heading for, leaving at the finger's speed.
    private func release(_ drag: DragGesture.Value) {
        guard !values.isEmpty else { return }
        let velocity = drag.velocity.width * forward
        let current = position * segmentWidth
        let stops = values.indices.map { CGFloat($0) * segmentWidth }
        let landing = PieceMotion.nearest(PieceMotion.project(current, velocity: velocity), in: stops)
        let index = Int((landing / segmentWidth).rounded())
        dragOrigin = nil
        // Segments land on the snap role's tier, here carrying the finger's speed.
        withAnimation(motion.settle(velocity: velocity, from: current, to: landing, tier: .responsive)) {
            position = CGFloat(index)
        }
        withAnimation(motion.settle) { stretch.rest() }
        selection = values[index]
    }

    /// A drag the system cancelled never reaches `release`: the indicator returns to the selection.
    private func abandonDrag() {
        guard dragOrigin != nil else { return }
        dragOrigin = nil
        withAnimation(motion.snap) { position = CGFloat(selectedIndex ?? highlightedIndex) }
        withAnimation(motion.settle) { stretch.rest() }
    }

    /// A finger that rests sends no events, so a short pause in them clears the stretch.
    private func restStretchAfterPause() async {
        guard dragOrigin != nil else { return }
        try? await Task.sleep(for: .milliseconds(80))
        guard !Task.isCancelled else { return }
        withAnimation(motion.settle) { stretch.rest() }
    }

    // MARK: Selection

    private func select(_ index: Int) {
        withAnimation(motion.snap) { position = CGFloat(index) }
        selection = values[index]
    }

    /// Moves the indicator when the selection changes from outside, unless a finger is holding it.
    private func follow(_ index: Int?) {
        guard dragOrigin == nil, let index, CGFloat(index) != position else { return }
        withAnimation(motion.snap) { position = CGFloat(index) }
    }

    private var selectedIndex: Int? { values.firstIndex(of: selection) }

    /// The segment under the indicator: it changes as a drag crosses segments, so each crossing ticks once.
    private var highlightedIndex: Int {
        min(max(Int(position.rounded()), 0), max(values.count - 1, 0))
    }

    // MARK: Geometry

    private var segmentWidth: CGFloat { max(rowWidth / CGFloat(max(values.count, 1)), 1) }
    private var lastStop: CGFloat { CGFloat(max(values.count - 1, 0)) * segmentWidth }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }
}

// MARK: - Example

private struct GlassSegmentsExample: View {
    private enum Period: Hashable { case day, week, month, year }

    @State private var period = Period.week

    var body: some View {
        VStack(spacing: 24) {
            Text(title)
                .font(.largeTitle.bold())
            GlassSegments(selection: $period, options: [
                (.day, "Day"),
                (.week, "Week"),
                (.month, "Month"),
                (.year, "Year"),
            ])
            .padding(.horizontal, 24)
            Text("Tap a segment or drag the glass.")
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            LinearGradient(colors: [.teal.opacity(0.35), .indigo.opacity(0.3)], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
        )
    }

    private var title: LocalizedStringResource {
        switch period {
        case .day: "Today"
        case .week: "This week"
        case .month: "This month"
        case .year: "This year"
        }
    }
}

#Preview { GlassSegmentsExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, projection, rubberBand, stretch, haptics) sha256:73a3b08754775626

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

/// A stretch for free flight, read from the finger's velocity and low-passed so single noisy events don't
/// jolt it. Keep one in `@State`, `update` it from `onChanged` and feed `vector` to `pieceStretch`. A
/// resting finger sends no events, so `rest()` it when the gesture ends (animated, e.g. with `settle`) or
/// when the finger has stopped.
private nonisolated struct PieceVelocityStretch: Equatable, Sendable {
    /// The current stretch, for `pieceStretch(_:)`.
    var vector: CGSize = .zero
    /// The finger speed, in points per second, that stretches by the full `maximum`.
    var fullSpeed: CGFloat = 2400
    /// How much of the way to each new reading the stretch moves (0…1): lower is smoother and slower.
    var smoothing: CGFloat = 0.3

    /// Moves the stretch toward the one `velocity` (points per second) asks for, at most `maximum`.
    mutating func update(velocity: CGSize, maximum: CGFloat) {
        let speed = (velocity.width * velocity.width + velocity.height * velocity.height).squareRoot()
        var target = CGSize.zero
        if speed > 0, fullSpeed > 0 {
            let amount = min(speed / fullSpeed, 1) * min(max(maximum, 0), PieceMotion.stretchLimit)
            target = CGSize(width: velocity.width / speed * amount, height: velocity.height / speed * amount)
        }
        let blend = min(max(smoothing, 0), 1)
        vector = CGSize(
            width: vector.width + (target.width - vector.width) * blend,
            height: vector.height + (target.height - vector.height) * blend)
    }

    /// Clears the stretch: the surface is at rest.
    mutating func rest() {
        vector = .zero
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
