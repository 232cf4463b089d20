// pieces:
// title: Spotlight Tour
// description: Coach marks that dim the screen around the view being explained and morph the spotlight from one step to the next.
// category: sheets
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: advanced
// tags: [onboarding, coach marks, tour, spotlight, tutorial, anchor, highlight, guía, recorrido, foco, tutorial, destacar]
// license: MIT

import SwiftUI

/// A guided tour over your own screen. Mark the views to explain with `spotlightTourStop(_:title:message:)`
/// and wrap the screen in a `SpotlightTour`: while the tour is active the screen dims, except for a
/// rounded cut-out around the current stop, and a card beside it says what the stop is for. Next and
/// Back step through the stops in the order their numbers give (gaps are fine); the cut-out morphs from
/// one stop to the next on the morph spring, changing size and place as one shape, and the card moves
/// with it and swaps its text with a short blur. The card sits below the stop, or above it when there is
/// no room below. Each step taken with Next or Back ticks. The last step's button ends the tour; so do Skip, the VoiceOver
/// escape gesture, and the tour's binding. Stops are found through anchor preferences, so they can live
/// anywhere inside the tour's content and move with layout, scrolling and rotation.
///
/// What it takes from the views around it: while active, the dimmed layer covers the content and takes
/// every touch on it: a tap on the dim steps on, so nothing under the tour can be used by accident, and
/// the cut-out is for looking, not for tapping. Inactive, it takes nothing. A stop that is not in the
/// view tree (removed, or in a lazy stack that has not built it) is skipped; one scrolled out of sight
/// gets no hole, so bring it into view before its step.
///
/// VoiceOver announces each step ("Step 2 of 4", its title and message) and moves to the card, which is
/// modal; the dimmed layer is hidden from it. With Reduce Motion on, the cut-out and the card move on a
/// short spring without overshoot and the text fades rather than blurs. The card's text wraps and grows
/// with Dynamic Type. The cut-out and the card are placed from the stops' own bounds, resolved in the
/// tour's coordinate space, so they follow the layout direction with the content; the card's text and
/// buttons follow it too. (Checked by type-checking against the iOS 17 SDK, not on a device.)
///
/// - Parameters:
///   - isActive: Whether the tour shows; set to false when it ends.
///   - step: The number of the stop shown; the tour moves it, and it may be set from outside.
///   - content: The screen the tour explains, with its stops marked.
public struct SpotlightTour<Content: View>: View {
    @Binding private var isActive: Bool
    @Binding private var step: Int
    private let content: Content

    @State private var cardHeight: CGFloat = 0
    /// Counts steps taken with Next and Back: one tick each, none when the tour starts or ends.
    @State private var stepsTaken = 0

    @ScaledMetric(relativeTo: .body) private var cardPadding: CGFloat = 18
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(isActive: Binding<Bool>, step: Binding<Int>, @ViewBuilder content: () -> Content) {
        _isActive = isActive
        _step = step
        self.content = content()
    }

    public var body: some View {
        content
            .overlayPreferenceValue(SpotlightTourStopKey.self) { stops in
                GeometryReader { proxy in
                    if isActive, let shown = SpotlightTourSteps(orders: stops.map(\.order)).resolved(step),
                        let stop = stops.first(where: { $0.order == shown })
                    {
                        layer(stop: stop, steps: SpotlightTourSteps(orders: stops.map(\.order)), in: proxy)
                            .transition(.opacity)
                    }
                }
                // The reader covers the safe areas too, so the dim reaches the screen's edges; the stops'
                // anchors resolve in this same space, so the hole stays on them.
                .ignoresSafeArea()
                .animation(isActive ? motion.reveal : motion.dismiss, value: isActive)
            }
            .pieceHaptic(.step, trigger: stepsTaken)
    }

    private func layer(stop: SpotlightTourStop, steps: SpotlightTourSteps, in proxy: GeometryProxy) -> some View {
        let bounds = CGRect(origin: .zero, size: proxy.size)
        let hole = SpotlightTourSteps.cutout(around: proxy[stop.anchor], padding: 8, in: bounds)
        let centerY = SpotlightTourSteps.cardCenterY(
            cutout: hole, cardHeight: cardHeight, boundsHeight: proxy.size.height)
        return ZStack {
            SpotlightTourDim(hole: hole, cornerRadius: 14)
                .fill(.black.opacity(0.6), style: FillStyle(eoFill: true))
                .contentShape(.rect)
                .onTapGesture { advance(steps, from: stop.order) }
                .accessibilityHidden(true)
            card(stop: stop, steps: steps)
                .frame(maxWidth: min(proxy.size.width - 32, 380))
                .onGeometryChange(for: CGFloat.self) {
                    $0.size.height
                } action: {
                    cardHeight = $0
                }
                .position(x: proxy.size.width / 2, y: centerY)
        }
        .onChange(of: stop.order, initial: true) { _, order in announce(order, steps: steps, stop: stop) }
    }

    private func card(stop: SpotlightTourStop, steps: SpotlightTourSteps) -> some View {
        let place = steps.place(of: stop.order)
        return VStack(alignment: .leading, spacing: 10) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Step \(place.number) of \(place.total)")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(stop.title)
                    .font(.headline)
                Text(stop.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .id(stop.order)
            .transition(motion.contentSwap)
            HStack {
                Button("Skip") { end() }
                    .foregroundStyle(.secondary)
                Spacer(minLength: 12)
                if steps.previous(before: stop.order) != nil {
                    Button("Back") { goBack(steps, from: stop.order) }
                }
                Button(steps.next(after: stop.order) == nil ? "Done" : "Next") { advance(steps, from: stop.order) }
                    .buttonStyle(.borderedProminent)
            }
            .font(.subheadline.weight(.semibold))
        }
        .padding(cardPadding)
        .background(.regularMaterial, in: .rect(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 16, y: 6)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape) { end() }
    }

    // MARK: Steps

    private func advance(_ steps: SpotlightTourSteps, from order: Int) {
        guard let next = steps.next(after: order) else { return end() }
        stepsTaken += 1
        withAnimation(motion.morph) { step = next }
    }

    private func goBack(_ steps: SpotlightTourSteps, from order: Int) {
        guard let previous = steps.previous(before: order) else { return }
        stepsTaken += 1
        withAnimation(motion.morph) { step = previous }
    }

    private func end() {
        isActive = false
    }

    private func announce(_ order: Int, steps: SpotlightTourSteps, stop: SpotlightTourStop) {
        let place = steps.place(of: order)
        let title = String(localized: stop.title)
        let message = String(localized: stop.message)
        AccessibilityNotification.Announcement(
            String(localized: "Step \(place.number) of \(place.total). \(title). \(message)")
        ).post()
    }
}

extension View {
    /// Marks this view as stop `order` of the enclosing `SpotlightTour`: the tour's cut-out frames its
    /// bounds, and its card shows `title` and `message`. Stops are visited in ascending `order`.
    public func spotlightTourStop(_ order: Int, title: LocalizedStringResource, message: LocalizedStringResource)
        -> some View
    {
        anchorPreference(key: SpotlightTourStopKey.self, value: .bounds) { anchor in
            [SpotlightTourStop(order: order, anchor: anchor, title: title, message: message)]
        }
    }
}

/// One marked view: where it is and what its card says.
private struct SpotlightTourStop {
    var order: Int
    var anchor: Anchor<CGRect>
    var title: LocalizedStringResource
    var message: LocalizedStringResource
}

/// Gathers every stop inside the tour.
private struct SpotlightTourStopKey: PreferenceKey {
    static var defaultValue: [SpotlightTourStop] { [] }

    static func reduce(value: inout [SpotlightTourStop], nextValue: () -> [SpotlightTourStop]) {
        value.append(contentsOf: nextValue())
    }
}

/// The dim with a rounded hole; its rectangle animates as one value, so the hole morphs between stops.
private struct SpotlightTourDim: Shape {
    var hole: CGRect
    var cornerRadius: CGFloat

    nonisolated var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(hole.minX, hole.minY), AnimatablePair(hole.width, hole.height)) }
        set {
            hole = CGRect(
                x: newValue.first.first, y: newValue.first.second, width: newValue.second.first,
                height: newValue.second.second)
        }
    }

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        let radius = min(cornerRadius, min(hole.width, hole.height) / 2)
        path.addRoundedRect(in: hole, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
        return path
    }
}

/// The tour's step and placement rules, apart from the view so they can be checked on their own
/// (`SpotlightTourLogicTests` compiles them from this file). Steps are the stops' order numbers.
private nonisolated struct SpotlightTourSteps: Equatable, Sendable {
    /// The order numbers present, ascending, each once.
    private(set) var orders: [Int]

    init(orders: [Int]) {
        self.orders = Array(Set(orders)).sorted()
    }

    /// The stop to show for `step`: itself when present, else the next one after it, else the last; nil
    /// when there are no stops.
    func resolved(_ step: Int) -> Int? {
        orders.first { $0 >= step } ?? orders.last
    }

    func next(after order: Int) -> Int? { orders.first { $0 > order } }

    func previous(before order: Int) -> Int? { orders.last { $0 < order } }

    /// "Step n of total", counted over the stops present, 1-based.
    func place(of order: Int) -> (number: Int, total: Int) {
        ((orders.firstIndex(of: order) ?? 0) + 1, orders.count)
    }

    /// The cut-out around a stop's bounds: grown by `padding`, kept inside `bounds`.
    static func cutout(around rect: CGRect, padding: CGFloat, in bounds: CGRect) -> CGRect {
        let grown = rect.insetBy(dx: -padding, dy: -padding)
        let clipped = grown.intersection(bounds)
        return clipped.isNull ? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) : clipped
    }

    /// The card's center: `gap` below the cut-out when it fits above `margin` from the bottom, else `gap`
    /// above it, and always at least `margin` from either edge.
    static func cardCenterY(
        cutout: CGRect, cardHeight: CGFloat, boundsHeight: CGFloat, gap: CGFloat = 16, margin: CGFloat = 56
    ) -> CGFloat {
        let below = cutout.maxY + gap + cardHeight / 2
        let above = cutout.minY - gap - cardHeight / 2
        let fitsBelow = below + cardHeight / 2 <= boundsHeight - margin
        let wanted = fitsBelow || above - cardHeight / 2 < margin ? below : above
        let lowest = margin + cardHeight / 2
        let highest = boundsHeight - margin - cardHeight / 2
        return highest >= lowest ? min(max(wanted, lowest), highest) : boundsHeight / 2
    }
}

// MARK: - Example

private struct SpotlightTourExample: View {
    @State private var touring = true
    @State private var step = 0

    var body: some View {
        SpotlightTour(isActive: $touring, step: $step) {
            VStack(spacing: 0) {
                HStack {
                    Text("Mail")
                        .font(.largeTitle.bold())
                    Spacer()
                    Button {
                        step = 0
                        touring = true
                    } label: {
                        Image(systemName: "questionmark.circle")
                            .font(.title2)
                    }
                    .accessibilityLabel(Text("Take the tour"))
                    .spotlightTourStop(2, title: "Help", message: "Take this tour again at any time.")
                    Image(systemName: "square.and.pencil")
                        .font(.title2)
                        .padding(.leading, 12)
                        .spotlightTourStop(0, title: "Write", message: "Start a new message from anywhere.")
                }
                .padding(20)
                ScrollView {
                    VStack(alignment: .leading, spacing: 14) {
                        Label("Inbox", systemImage: "tray")
                            .font(.headline)
                            .spotlightTourStop(1, title: "Your inbox", message: "New messages land here first.")
                        Label("Archive", systemImage: "archivebox")
                        Label("Sent", systemImage: "paperplane")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 20)
                }
            }
        }
    }
}

#Preview { SpotlightTourExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, haptics) sha256:ad1607123add0c45

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
