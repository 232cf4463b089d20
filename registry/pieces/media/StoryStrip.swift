// pieces:
// title: Story Strip
// description: Stories-style pages with a row of progress segments; hold to pause, tap the sides to step back or on.
// category: media
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [stories, story, progress, segments, timer, pause, hold, tap, historias, progreso, pausa, mantener, tocar]
// license: MIT

import SwiftUI

/// A run of full-bleed pages, each shown for `segmentDuration` seconds, with one progress segment per page
/// along the top: the current one fills with the time played, the earlier ones are full. A finger down
/// anywhere pauses the clock at once; held for a quarter second it also fades the segments away so the
/// page can be looked at; letting go resumes where it stopped. A tap on the leading third steps back (from the first page it restarts it), a tap anywhere
/// else steps on; after the last page `onFinish` runs. The fill is time, drawn every frame from the clock,
/// never an animation, so it stays true and never overshoots; the pages swap with a short blur.
///
/// What it takes from the views around it: a tap and a long press (0.25 s, 30 points of drift) on the
/// whole strip; buttons inside a page keep their own taps. A vertical drag passes through to a sheet or
/// scroll view around it. It plays no haptic: an automatic step every few seconds would tick unasked.
///
/// VoiceOver reads the page as "Story 2 of 5" with the page's own content; swipe up or down steps, and
/// the clock does not run while VoiceOver is on, so a page is never taken away mid-reading. Pause and
/// Play are actions too. The tap sides follow the layout direction: in right-to-left layouts the leading
/// third (the right one) steps back, and the segments fill from the right. With Reduce Motion on, pages
/// swap with a plain fade and the segments hide and show without motion; the clock runs as usual.
///
/// - Parameters:
///   - count: How many pages there are.
///   - index: The page shown; the strip moves it on, and it may be set from outside.
///   - segmentDuration: How long each page shows, in seconds.
///   - onFinish: Runs when the last page has played out or is tapped past.
///   - page: The page for an index, drawn full-bleed under the segments.
public struct StoryStrip<Page: View>: View {
    private let count: Int
    @Binding private var index: Int
    private let segmentDuration: Double
    private let onFinish: () -> Void
    private let page: (Int) -> Page

    /// Seconds played on the current page, paused and resumed without losing time.
    @State private var clock = StoryStripClock()
    /// True while a finger is down: the clock pauses at once, as a tap lands too.
    @State private var holding = false
    /// True once the hold is recognised as a hold: only then do the segments fade, so a tap never flickers them.
    @State private var chromeHidden = false
    /// Counts restarts of the same page (back from the first one), so the playing task starts over.
    @State private var restarts = 0
    @State private var width: CGFloat = 0

    @ScaledMetric(relativeTo: .caption) private var segmentHeight: CGFloat = 3
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }
    private var timeline: StoryStripTimeline { StoryStripTimeline(count: count, segmentDuration: segmentDuration) }
    private var paused: Bool { holding || voiceOverEnabled }

    public init(
        count: Int,
        index: Binding<Int>,
        segmentDuration: Double = 5,
        onFinish: @escaping () -> Void = {},
        @ViewBuilder page: @escaping (Int) -> Page
    ) {
        self.count = max(count, 1)
        _index = index
        self.segmentDuration = max(segmentDuration, 0.5)
        self.onFinish = onFinish
        self.page = page
    }

    public var body: some View {
        let current = timeline.clamped(index)
        ZStack(alignment: .top) {
            page(current)
                .id(current)
                .transition(motion.contentSwap)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            segments(current: current)
                .padding(.horizontal, 10)
                .padding(.top, 8)
                .opacity(chromeHidden ? 0 : 1)
                .animation(chromeHidden ? motion.dismiss : motion.reveal, value: chromeHidden)
                .accessibilityHidden(true)
        }
        .onGeometryChange(for: CGFloat.self) {
            $0.size.width
        } action: {
            width = $0
        }
        .contentShape(.rect)
        .gesture(SpatialTapGesture().onEnded { tap in step(tapAt: tap.location.x) })
        .onLongPressGesture(minimumDuration: 0.25, maximumDistance: 30) {
            chromeHidden = true
        } onPressingChanged: { pressing in
            hold(pressing)
        }
        // One sleep per page and play state: it moves on when the page's time is up, and is cancelled by
        // a pause, a tap or an outside change of the index.
        .task(id: StoryStripTick(index: current, paused: paused, restarts: restarts)) { await playOut(current) }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("Story \(current + 1) of \(count)"))
        .accessibilityAdjustableAction { direction in
            go(to: direction == .increment ? .forward : .back)
        }
        .accessibilityAction(named: holding ? Text("Play") : Text("Pause")) { hold(!holding) }
    }

    private func segments(current: Int) -> some View {
        TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
            let played = clock.elapsed(at: context.date)
            HStack(spacing: 4) {
                ForEach(0..<count, id: \.self) { segment in
                    Capsule()
                        .fill(.white.opacity(0.35))
                        .overlay {
                            // Scaled rather than resized: the fill never changes layout as it grows.
                            Capsule()
                                .fill(.white)
                                .scaleEffect(
                                    x: timeline.fill(segment: segment, current: current, elapsed: played), y: 1,
                                    anchor: .leading)
                        }
                        .clipShape(.capsule)
                        .frame(height: segmentHeight)
                }
            }
            .shadow(color: .black.opacity(0.25), radius: 2)
        }
    }

    // MARK: Playing

    private func hold(_ pressing: Bool) {
        holding = pressing
        if !pressing { chromeHidden = false }
        if pressing { clock.pause(at: .now) } else if !voiceOverEnabled { clock.resume(at: .now) }
    }

    /// Sleeps out what is left of the page, then moves on; a paused strip waits for the next tick.
    private func playOut(_ current: Int) async {
        // A new page, whoever changed the index, starts its clock from nothing.
        clock.show(page: current, at: .now)
        if paused {
            clock.pause(at: .now)
            return
        }
        clock.resume(at: .now)
        let left = timeline.remaining(elapsed: clock.elapsed(at: .now))
        try? await Task.sleep(for: .seconds(left))
        guard !Task.isCancelled else { return }
        go(to: .forward)
    }

    private func step(tapAt x: CGFloat) {
        go(to: StoryStripTimeline.side(tapX: x, width: width, rightToLeft: layoutDirection == .rightToLeft))
    }

    private func go(to side: StoryStripTimeline.Side) {
        let move = timeline.step(side, from: timeline.clamped(index))
        if move.finished {
            clock.pause(at: .now)
            onFinish()
            return
        }
        if move.index == index {
            clock.restart(at: .now, running: !paused)
            restarts += 1
        } else {
            withAnimation(motion.snap) { index = move.index }
        }
    }
}

/// What the playing task restarts on: a new page or a change between playing and paused.
private struct StoryStripTick: Equatable {
    var index: Int
    var paused: Bool
    var restarts: Int
}

/// The seconds played on the current page: a running clock that pauses without losing time, apart from
/// the view so it can be checked on its own (`StoryStripLogicTests` compiles it from this file).
private nonisolated struct StoryStripClock: Equatable, Sendable {
    /// Seconds played before the clock last resumed.
    private(set) var banked: Double = 0
    /// When the clock last resumed; nil while paused.
    private(set) var resumedAt: Date?
    /// The page the time belongs to.
    private(set) var page = 0

    /// The seconds played by `date`.
    func elapsed(at date: Date) -> Double {
        banked + (resumedAt.map { max(date.timeIntervalSince($0), 0) } ?? 0)
    }

    /// Stops counting, keeping what was played. Pausing a paused clock changes nothing.
    mutating func pause(at date: Date) {
        banked = elapsed(at: date)
        resumedAt = nil
    }

    /// Counts on from what was played. Resuming a running clock changes nothing.
    mutating func resume(at date: Date) {
        guard resumedAt == nil else { return }
        resumedAt = date
    }

    /// Moves the clock to `page`: a different page starts from nothing (running), the same one keeps its time.
    mutating func show(page: Int, at date: Date) {
        guard page != self.page else { return }
        self.page = page
        restart(at: date, running: true)
    }

    /// Back to nothing played, running or not.
    mutating func restart(at date: Date, running: Bool) {
        banked = 0
        resumedAt = running ? date : nil
    }
}

/// The strip's index and segment rules (`StoryStripLogicTests` compiles them from this file).
private nonisolated struct StoryStripTimeline: Equatable, Sendable {
    var count: Int
    var segmentDuration: Double

    /// Which way a tap steps.
    enum Side: Equatable, Sendable {
        case back
        case forward
    }

    /// `index` held to the pages there are.
    func clamped(_ index: Int) -> Int {
        min(max(index, 0), max(count - 1, 0))
    }

    /// How full `segment`'s bar is while `current` has played `elapsed` seconds: earlier pages full, later
    /// ones empty, the current one by its time, 0…1.
    func fill(segment: Int, current: Int, elapsed: Double) -> CGFloat {
        if segment < current { return 1 }
        if segment > current || segmentDuration <= 0 { return 0 }
        return CGFloat(min(max(elapsed / segmentDuration, 0), 1))
    }

    /// Seconds left on a page that has played `elapsed`, never negative.
    func remaining(elapsed: Double) -> Double {
        max(segmentDuration - elapsed, 0)
    }

    /// Where a step goes: back from the first page restarts it; on from the last one finishes.
    func step(_ side: Side, from index: Int) -> (index: Int, finished: Bool) {
        switch side {
        case .back: return (max(index - 1, 0), false)
        case .forward: return index + 1 < count ? (index + 1, false) : (index, true)
        }
    }

    /// Which way a tap at `tapX` (screen points from the strip's left edge) steps: the leading `backShare`
    /// steps back, which is the right side in right-to-left layouts, since gestures report screen points.
    static func side(tapX: CGFloat, width: CGFloat, rightToLeft: Bool, backShare: CGFloat = 1.0 / 3) -> Side {
        guard width > 0 else { return .forward }
        let fromLeading = rightToLeft ? width - tapX : tapX
        return fromLeading < width * backShare ? .back : .forward
    }
}

// MARK: - Example

private struct StoryStripExample: View {
    @State private var index = 0
    @State private var rounds = 0
    private let colors: [Color] = [.orange, .pink, .purple, .teal]
    private let captions = ["Morning run", "Market stalls", "Harbour at dusk", "Night train"]

    var body: some View {
        StoryStrip(
            count: colors.count, index: $index, segmentDuration: 4,
            onFinish: {
                rounds += 1
                index = 0
            }
        ) { page in
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [colors[page], colors[page].opacity(0.55)], startPoint: .top, endPoint: .bottom)
                VStack(alignment: .leading, spacing: 6) {
                    Text(captions[page])
                        .font(.title.bold())
                    Text("Seen \(rounds) times. Hold to pause, tap the sides to step.")
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(24)
            }
        }
        .clipShape(.rect(cornerRadius: 24, style: .continuous))
        .padding(16)
    }
}

#Preview { StoryStripExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles) sha256:39c774000a9c2ac2

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

// pieces-motion: end
