// pieces:
// title: Expanding Sheet
// description: A bar that grows into a sheet and shrinks back into itself; thrown down, the sheet flies into the bar at the finger's speed.
// category: motion
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [sheet, shared element, expand, mini player, drag, dismiss, flick, hoja, expandir, reproductor, arrastrar, lanzar]
// license: MIT

import SwiftUI

/// A compact bar at the bottom of its space (a mini player, a draft, a running timer) that opens into
/// a sheet: the sheet grows out of the bar, from its place and width, and when it closes it shrinks
/// back into it. The bar stays where it is underneath, so the sheet always comes from, and returns to,
/// the thing that was tapped.
///
/// The open sheet follows the finger: down freely, up and sideways with growing resistance. Let go,
/// it decides from where the flick is heading, not where the finger lifted: heading past a third of
/// its height, it flies into the bar, carrying the finger's speed on each axis, and closes when the
/// axis that travels further lands; otherwise it springs back open at the speed it had (the finger's,
/// slowed by the band's slope where it was stretched). A sheet grabbed while it springs back is caught
/// where it is drawn. A drag the system cancels springs back open from where it was left.
///
/// What it takes from the views around it: a tap on the bar (a button). The open sheet covers the
/// space above the bar's top inset and takes its touches, with one drag (the default 10-point minimum)
/// on the whole sheet. A `ScrollView` inside the sheet competes with that drag (from iOS 18 a drag
/// gesture can stop a scroll view scrolling), so prefer content that does not scroll, or test it on
/// each iOS you support. VoiceOver opens the sheet from the bar and closes it with the grabber or the
/// escape gesture; the bar is hidden from VoiceOver while the sheet covers it.
///
/// With Reduce Motion on, a tap opens and closes the sheet with a fade in place instead of growing it
/// from the bar. Dragged, it still follows the finger and keeps its speed, and lands without overshoot:
/// a throw still carries it into the bar, where the finger sent it. The sideways give follows the
/// finger in both layout directions.
///
/// - Parameters:
///   - isExpanded: Whether the sheet is open; the bar, the grabber and a throw change it too.
///   - topInset: The space left above the open sheet, in points.
///   - compact: The bar's content.
///   - expanded: The sheet's content, below its grabber.
public struct ExpandingSheet<Compact: View, Expanded: View>: View {
    private let isExpanded: Binding<Bool>
    private let topInset: CGFloat
    private let compact: Compact
    private let expanded: Expanded

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @ScaledMetric(relativeTo: .body) private var grabberWidth: CGFloat = 36
    /// Whether the sheet is on screen: open, or on its way in or out.
    @State private var shown = false
    /// The sheet's travel under the finger and on its way back, one value per axis so each settles
    /// with its own speed.
    @State private var dragX: CGFloat = 0
    @State private var dragY: CGFloat = 0
    /// The sheet's scale and opacity on a throw into the bar: 1 while open.
    @State private var throwScale: CGFloat = 1
    @State private var throwFade: Double = 1
    /// The unbanded pull at the drag's translation zero, fixed on its first event.
    @State private var pullOrigin: CGSize?
    /// The last spring back open, while it may still be drawing: where a grab finds the sheet.
    @State private var release: ExpandingSheetRelease?
    @State private var isThrowing = false
    @State private var bar: CGRect = .zero
    @State private var space: CGSize = .zero
    /// Counts the sheet's arrivals in the bar: the landing's haptic.
    @State private var closings = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private let drag = ExpandingSheetDrag()
    private let cornerRadius: CGFloat = 28
    private let coordinateSpaceName = "ExpandingSheet"

    public init(
        isExpanded: Binding<Bool>,
        topInset: CGFloat = 44,
        @ViewBuilder compact: () -> Compact,
        @ViewBuilder expanded: () -> Expanded
    ) {
        self.isExpanded = isExpanded
        self.topInset = max(topInset, 0)
        self.compact = compact()
        self.expanded = expanded()
    }

    public var body: some View {
        ZStack(alignment: .bottom) {
            barView
            if shown {
                sheet
                    .transition(motion.moving(growingFromBar))
                    .zIndex(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .coordinateSpace(.named(coordinateSpaceName))
        .onGeometryChange(for: CGSize.self) { proxy in
            proxy.size
        } action: { size in
            space = size
        }
        .pieceHaptic(.detent, trigger: closings)
        .onAppear { shown = isExpanded.wrappedValue }
        .onChange(of: isExpanded.wrappedValue) { _, open in
            guard open != shown, !isThrowing else { return }
            withAnimation(open ? motion.reveal : motion.dismiss) { shown = open }
        }
    }

    /// A tap's open and close: the sheet grows out of the bar and shrinks back into it.
    private var growingFromBar: AnyTransition {
        .modifier(
            active: ExpandingSheetMorph(transform: drag.barTransform(bar: bar, sheet: sheetRect)),
            identity: ExpandingSheetMorph(transform: .open))
    }

    /// Where the open sheet is laid out, in the piece's own space.
    private var sheetRect: CGRect {
        CGRect(x: 0, y: topInset, width: space.width, height: max(space.height - topInset, 0))
    }

    // MARK: Appearance

    private var barView: some View {
        Button {
            isExpanded.wrappedValue = true
        } label: {
            compact
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                .background(.regularMaterial, in: .rect(cornerRadius: 18, style: .continuous))
                .contentShape(.rect(cornerRadius: 18, style: .continuous))
        }
        .buttonStyle(.piecePress)
        .padding(.horizontal, 12)
        .padding(.bottom, 8)
        .onGeometryChange(for: CGRect.self) { proxy in
            proxy.frame(in: .named(coordinateSpaceName))
        } action: { frame in
            bar = frame
        }
        .accessibilityHint(Text("Opens the sheet"))
        .accessibilityHidden(shown)
    }

    private var sheet: some View {
        VStack(spacing: 0) {
            grabber
            expanded
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .background {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                .fill(.background)
                .shadow(color: .black.opacity(0.18), radius: 20, y: -2)
        }
        .clipShape(.rect(cornerRadius: cornerRadius, style: .continuous))
        .frame(height: sheetRect.height)
        .scaleEffect(throwScale)
        .opacity(throwFade)
        .offset(x: dragX)
        .offset(y: dragY)
        // Global points: the sheet moves under the finger, so its own space would move with it.
        .pieceDrag(coordinateSpace: .global, isEnabled: !isThrowing) { value in
            follow(value)
        } onEnded: { value in
            letGo(value)
        } onCancelled: {
            springOpen(velocity: .zero)
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape) { isExpanded.wrappedValue = false }
    }

    private var grabber: some View {
        Capsule()
            .fill(.tertiary)
            .frame(width: grabberWidth, height: 5)
            .frame(maxWidth: .infinity, minHeight: 28)
            .contentShape(.rect)
            .onTapGesture { isExpanded.wrappedValue = false }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Close"))
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { isExpanded.wrappedValue = false }
    }

    // MARK: Gesture

    /// Tracks the finger without animation; sideways and upward pulls are banded.
    private func follow(_ value: DragGesture.Value) {
        let finger = layout(value.translation)
        if pullOrigin == nil {
            // Caught springing back open, the model is already at rest: start from where it is drawn.
            let drawn = drawnOffset(at: value.time)
            release = nil
            let origin = drag.pull(forOffset: drawn)
            pullOrigin = CGSize(width: origin.width - finger.width, height: origin.height - finger.height)
        }
        let offset = drag.offset(forPull: pull(finger))
        dragX = offset.width
        dragY = offset.height
    }

    /// Flies into the bar when the flick heads far enough down; springs back open otherwise.
    private func letGo(_ value: PieceDragRelease) {
        let finger = layout(value.translation)
        let speed = drag.velocity(pull: pull(finger), finger: layout(value.velocity))
        pullOrigin = nil
        if drag.collapses(offsetY: dragY, velocityY: speed.height, sheetHeight: sheetRect.height) {
            throwIntoBar(velocity: speed)
        } else {
            springOpen(velocity: speed, time: value.time)
        }
    }

    private func springOpen(velocity: CGSize, time: Date = .now) {
        pullOrigin = nil
        let from = CGSize(width: dragX, height: dragY)
        guard from != .zero else { return }
        release = ExpandingSheetRelease(time: time, from: from, velocity: velocity)
        motion.settle(velocity: velocity, from: from, to: .zero) {
            dragX = 0
        } vertical: {
            dragY = 0
        }
    }

    /// Each axis flies at its own speed to the bar; the sheet shrinks to the bar's width and fades on the
    /// vertical spring. When the axis that travels further lands, the sheet, now invisible over the bar,
    /// goes without a transition.
    private func throwIntoBar(velocity: CGSize) {
        isThrowing = true
        release = nil
        let target = drag.barTransform(bar: bar, sheet: sheetRect)
        let to = CGSize(width: layout(target.offset).width, height: target.offset.height)
        motion.settle(velocity: velocity, from: CGSize(width: dragX, height: dragY), to: to, tier: .responsive) {
            dragX = to.width
        } vertical: {
            dragY = to.height
            throwScale = target.scale
            throwFade = 0
        } completion: {
            var quiet = Transaction()
            quiet.disablesAnimations = true
            withTransaction(quiet) {
                shown = false
                dragX = 0
                dragY = 0
                throwScale = 1
                throwFade = 1
                isThrowing = false
            }
            isExpanded.wrappedValue = false
            closings += 1
        }
    }

    private func pull(_ finger: CGSize) -> CGSize {
        let origin = pullOrigin ?? .zero
        return CGSize(width: origin.width + finger.width, height: origin.height + finger.height)
    }

    /// Where the sheet is drawn at `time`: part-way through the last spring back open, or at rest.
    private func drawnOffset(at time: Date) -> CGSize {
        guard let release else { return CGSize(width: dragX, height: dragY) }
        let elapsed = time.timeIntervalSince(release.time)
        let across = motion.settleSample(
            after: elapsed, velocity: release.velocity.width, from: release.from.width, to: 0)
        let down = motion.settleSample(
            after: elapsed, velocity: release.velocity.height, from: release.from.height, to: 0)
        return CGSize(width: across.position, height: down.position)
    }

    /// Gestures report screen points while an offset mirrors in right-to-left: flip the horizontal axis.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }
}

/// One spring back open: what `settleSample` needs to find the sheet on its way.
private struct ExpandingSheetRelease {
    var time: Date
    var from: CGSize
    var velocity: CGSize
}

/// The sheet drawn somewhere between the bar and open: the insertion and removal of a tap's open and close.
private struct ExpandingSheetMorph: ViewModifier {
    var transform: ExpandingSheetDrag.Transform

    func body(content: Content) -> some View {
        content
            .scaleEffect(transform.scale)
            .opacity(transform.opacity)
            .offset(x: transform.offset.width)
            .offset(y: transform.offset.height)
    }
}

/// The drag's and the throw's maths, apart from the view so they can be checked on their own
/// (`ExpandingSheetLogicTests` compiles it, with the foundation's rubber band and projection, from
/// this file). Offsets are in points from the open sheet's place, x in the layout direction.
private nonisolated struct ExpandingSheetDrag: Equatable, Sendable {
    /// How far the sheet gives sideways, and upward past open.
    var sideLimit: CGFloat = 40
    var upLimit: CGFloat = 60
    /// The share of the sheet's height a flick must head past, downward, to close it.
    var closingShare: CGFloat = 1.0 / 3

    /// How the sheet is drawn over the bar, or open.
    nonisolated struct Transform: Equatable, Sendable {
        var offset: CGSize
        var scale: CGFloat
        var opacity: Double

        static let open = Transform(offset: .zero, scale: 1, opacity: 1)
    }

    /// The sheet's offset for a pull: down as far as the finger, up and sideways banded.
    func offset(forPull pull: CGSize) -> CGSize {
        CGSize(
            width: PieceMotion.rubberBand(pull.width, limit: sideLimit),
            height: PieceMotion.rubberBand(pull.height, in: 0...CGFloat.greatestFiniteMagnitude, limit: upLimit))
    }

    /// The pull that gives `offset`: the bands' inverse, for a grab that catches the sheet on its way.
    func pull(forOffset offset: CGSize) -> CGSize {
        func unband(_ banded: CGFloat, limit: CGFloat) -> CGFloat {
            let held = min(abs(banded), limit * 0.999)
            let pull = held / (limit - held) * limit / 0.55
            return banded < 0 ? -pull : pull
        }
        let down = offset.height >= 0 ? offset.height : unband(offset.height, limit: upLimit)
        return CGSize(width: unband(offset.width, limit: sideLimit), height: down)
    }

    /// The sheet's own speed for the finger's: times each band's slope where it is stretched.
    func velocity(pull: CGSize, finger: CGSize) -> CGSize {
        CGSize(
            width: finger.width * PieceMotion.rubberBandSlope(pull.width, limit: sideLimit),
            height: finger.height
                * PieceMotion.rubberBandSlope(pull.height, in: 0...CGFloat.greatestFiniteMagnitude, limit: upLimit))
    }

    /// Whether a release closes the sheet: the flick, projected as a scroll view would coast it, heads
    /// past `closingShare` of the height.
    func collapses(offsetY: CGFloat, velocityY: CGFloat, sheetHeight: CGFloat) -> Bool {
        PieceMotion.project(offsetY, velocity: velocityY) > max(sheetHeight, 1) * closingShare
    }

    /// The sheet drawn over the bar: its center on the bar's, the bar's width, invisible.
    func barTransform(bar: CGRect, sheet: CGRect) -> Transform {
        guard sheet.width > 0, bar.width > 0 else { return Transform(offset: .zero, scale: 1, opacity: 0) }
        let offset = CGSize(width: bar.midX - sheet.midX, height: bar.midY - sheet.midY)
        return Transform(offset: offset, scale: bar.width / sheet.width, opacity: 0)
    }
}

// MARK: - Example

private struct ExpandingSheetExample: View {
    @State private var isExpanded = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange.opacity(0.3), .pink.opacity(0.25)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            ExpandingSheet(isExpanded: $isExpanded) {
                Label("Morning Mix · Track 3", systemImage: "music.note")
                    .font(.headline)
            } expanded: {
                VStack(spacing: 20) {
                    RoundedRectangle(cornerRadius: 24, style: .continuous)
                        .fill(.orange.gradient)
                        .aspectRatio(1, contentMode: .fit)
                        .padding(.horizontal, 40)
                    Text("Track 3").font(.title.bold())
                    Text("Morning Mix").foregroundStyle(.secondary)
                    Text("Flick down to send it back to the bar.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding(.top, 12)
            }
        }
    }
}

#Preview { ExpandingSheetExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, velocity, momentum, flight, grab, projection, rubberBand, pressScale, drag, press, haptics) sha256:6503a791d8705023

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

private nonisolated extension PieceMotion {
    /// The pressed scale for a surface of `size`: each edge sinks about 2.5 points, whatever the size, so
    /// 1 − 5 / √(width × height), held within 0.92…0.985. An icon button lands on 0.92, a pill near 0.95
    /// and a card near 0.985.
    static func pressScale(for size: CGSize) -> CGFloat {
        let side = (max(size.width, 1) * max(size.height, 1)).squareRoot()
        return min(max(1 - 5 / side, 0.92), 0.985)
    }

    /// The pressed scale per axis for a wide or tall surface: each edge sinks the same 2.5 points,
    /// 1 − 5 / width across and 1 − 5 / height down, each held within 0.92…0.985 and within
    /// ± `maximumDistortion` / 2 of the uniform `pressScale(for:)`, so text on a long pill squashes by no more
    /// than that. A square gets the uniform scale on both axes.
    static func axisPressScale(for size: CGSize, maximumDistortion: CGFloat = 0.03) -> CGSize {
        let uniform = pressScale(for: size), band = max(maximumDistortion, 0) / 2
        func axis(_ length: CGFloat) -> CGFloat {
            let ideal = 1 - 5 / max(length, 1)
            return min(max(min(max(ideal, uniform - band), uniform + band), 0.92), 0.985)
        }
        return CGSize(width: axis(size.width), height: axis(size.height))
    }

    /// The scale anchor for a press at `touch` (in the view's own points), in unit space (0…1 on each axis):
    /// `lean` of the way from the center toward the touch. A touch outside the view counts from its edge;
    /// an unmeasured view presses from its center.
    static func leanAnchor(touch: CGPoint, in size: CGSize, lean: CGFloat = 0.5) -> CGPoint {
        guard size.width > 0, size.height > 0 else { return CGPoint(x: 0.5, y: 0.5) }
        let lean = min(max(lean, 0), 1)
        let unitX = min(max(touch.x / size.width, 0), 1)
        let unitY = min(max(touch.y / size.height, 0), 1)
        return CGPoint(x: 0.5 + (unitX - 0.5) * lean, y: 0.5 + (unitY - 0.5) * lean)
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

/// Presses a view in: size-aware depth, anchored partway toward the finger, and kept there through the
/// release so the surface re-expands from where it was pressed. Under Reduce Motion it dims instead.
private struct PiecePressEffect: ViewModifier {
    /// Whether the finger is down.
    var pressing: Bool
    /// Where the finger is, in the view's own points, or `nil` when it is not known.
    var touchPoint: CGPoint?
    /// Whether each axis sinks by its own scale (`axisPressScale(for:)`), for wide or tall shapes.
    var perAxis = false

    @Environment(\.accessibilityReduceMotion) private var pressReduceMotion
    /// The view's measured size, which sets the depth.
    @State private var measuredSize: CGSize = .zero
    /// The last known touch, kept through the release.
    @State private var heldTouch: CGPoint?

    func body(content: Content) -> some View {
        let motion = PieceMotion(reduceMotion: pressReduceMotion)
        let anchor = (touchPoint ?? heldTouch).map { PieceMotion.leanAnchor(touch: $0, in: measuredSize) }
        let unit = anchor.map { UnitPoint(x: $0.x, y: $0.y) } ?? .center
        let uniform = PieceMotion.pressScale(for: measuredSize)
        let depth = perAxis ? PieceMotion.axisPressScale(for: measuredSize) : CGSize(width: uniform, height: uniform)
        let sinks = pressing && !pressReduceMotion, dims = pressing && pressReduceMotion
        return content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { measuredSize = $0 }
            // Scoped, so only the press itself animates, never the content's own changes.
            .animation(pressing ? motion.press : motion.release) { view in
                view
                    .scaleEffect(sinks ? depth : CGSize(width: 1, height: 1), anchor: unit)
                    // Reduce Motion: dim rather than move, and never turn the surface see-through.
                    .brightness(dims ? -0.08 : 0)
            }
            .onChange(of: touchPoint) { _, touch in
                if let touch { heldTouch = touch }
            }
    }
}

private extension View {
    /// Presses this view in while `isPressed`: it sinks about 2.5 points at each edge (never bouncing on the
    /// way in), leans toward `touch` and springs back elastically on release. Under Reduce Motion it dims
    /// instead of scaling.
    ///
    /// `touch` is the finger in this view's own points, e.g. from a `DragGesture(minimumDistance: 0)`'s
    /// `location`; pass `nil` when it is not known. Leave the lean out inside a `ScrollView` or `List`: a
    /// zero-distance drag there competes with scrolling.
    ///
    /// `perAxis` sinks each edge by the same 2.5 points on a wide or tall shape (a full-width pill, a bar), where
    /// one uniform scale would pull the long edges in several times further than the short ones; the two
    /// scales stay within 3% of each other so text is barely squashed.
    func piecePress(isPressed: Bool, touch: CGPoint?, perAxis: Bool = false) -> some View {
        modifier(PiecePressEffect(pressing: isPressed, touchPoint: touch, perAxis: perAxis))
    }
}

/// A button style that presses its label in with `piecePress`: size-aware depth from the center (a button
/// style never sees the touch, which keeps it free to scroll), dimming under Reduce Motion.
private struct PiecePressStyle: ButtonStyle {
    /// Whether each axis sinks by its own scale, for a wide or tall button.
    var perAxis = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.piecePress(isPressed: configuration.isPressed, touch: nil, perAxis: perAxis)
    }
}

private extension ButtonStyle where Self == PiecePressStyle {
    /// `.buttonStyle(.piecePress)`: presses the label in by a few points and springs it back.
    static var piecePress: PiecePressStyle { PiecePressStyle() }

    /// `.buttonStyle(.piecePress(perAxis: true))`: the same, sinking each edge by the same points on a wide
    /// or tall button.
    static func piecePress(perAxis: Bool) -> PiecePressStyle { PiecePressStyle(perAxis: perAxis) }
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
