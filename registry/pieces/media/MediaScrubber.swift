// pieces:
// title: Media Scrubber
// description: A playback scrubber that gets finer the further the finger slides away from it, down to a tenth of its speed.
// category: media
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [scrubber, seek, playback, audio, video, timeline, fine scrubbing, slider, reproducción, buscar, línea de tiempo]
// license: MIT

import SwiftUI

/// A playback position bar with a thumb and the elapsed and remaining times. Drag along it to seek: the
/// position follows the finger at full speed while the finger stays near the bar, and moves at half,
/// a quarter, then a tenth of the finger's speed as the finger slides further away from it vertically
/// (up or down), so a long track can be placed to the second. The current speed is named above the bar
/// and each change of speed ticks. The thumb swells while held. A drag the system cancels puts the
/// position back where it was before the drag; `onEditingChanged` says when scrubbing starts and ends,
/// so a player can pause while it happens.
///
/// With Reduce Motion on, the thumb dims instead of swelling; the scrubbing itself is unchanged.
/// VoiceOver treats the bar as one adjustable element reading "1:23 of 4:05": swipe up or down to skip
/// 10 seconds. Media an hour long or more shows hours in every time (1:15:00, never 75:00). The times
/// grow with Dynamic Type; time runs left to right in every language, as in the system's players.
///
/// What it blocks: a drag that starts on the bar belongs to the scrubber, whatever its direction.
///
/// - Parameters:
///   - position: The playback position, in seconds.
///   - duration: The length of the media, in seconds.
///   - onEditingChanged: Called with true when scrubbing starts and false when it ends.
public struct MediaScrubber: View {
    @Binding private var position: Double
    private let duration: Double
    private let onEditingChanged: (Bool) -> Void

    /// Where the position was when the finger came down, to put back on a cancelled drag.
    @State private var positionBeforeDrag: Double?
    /// The finger's horizontal place at the last event, to move by the difference at the current speed.
    @State private var lastX: CGFloat = 0
    @State private var speed: ScrubSpeed = .full
    @State private var width: CGFloat = 0

    @ScaledMetric(relativeTo: .caption) private var barHeight: CGFloat = 6
    @ScaledMetric(relativeTo: .caption) private var thumbSide: CGFloat = 14
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(position: Binding<Double>, duration: Double, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        _position = position
        self.duration = max(duration, 0)
        self.onEditingChanged = onEditingChanged
    }

    private var isScrubbing: Bool { positionBeforeDrag != nil }
    private var fraction: CGFloat { duration > 0 ? CGFloat(min(max(position / duration, 0), 1)) : 0 }

    public var body: some View {
        VStack(spacing: 6) {
            Text(speed.title)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .opacity(isScrubbing ? 1 : 0)
                .animation(isScrubbing ? motion.reveal : motion.dismiss, value: isScrubbing)
                .accessibilityHidden(true)
            bar
            HStack {
                Text(time(position))
                Spacer()
                Text("-" + time(max(duration - position, 0)))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)
            .accessibilityHidden(true)
        }
        .environment(\.layoutDirection, .leftToRight)
        .pieceHaptic(.step, trigger: speed)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Playback position"))
        .accessibilityValue(Text("\(time(position)) of \(time(duration))"))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: position = min(position + 10, duration)
            case .decrement: position = max(position - 10, 0)
            @unknown default: break
            }
        }
    }

    private var bar: some View {
        Capsule()
            .fill(Color.secondary.opacity(0.25))
            .overlay(alignment: .leading) {
                // The played part slides in from the left: an offset, never a width change per event.
                Rectangle()
                    .fill(Color.primary)
                    .offset(x: (fraction - 1) * width)
            }
            .clipShape(Capsule())
            .frame(height: barHeight)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            .overlay(alignment: .leading) {
                Circle()
                    .fill(Color.primary)
                    .frame(width: thumbSide, height: thumbSide)
                    .scaleEffect(isScrubbing && !reduceMotion ? 1.6 : 1)
                    .brightness(isScrubbing && reduceMotion ? -0.15 : 0)
                    .animation(isScrubbing ? motion.press : motion.release, value: isScrubbing)
                    .offset(x: fraction * width - thumbSide / 2)
            }
            .frame(height: 32)
            .contentShape(Rectangle())
            .pieceDrag(minimumDistance: 0, onChanged: scrub, onEnded: { _ in finish() }, onCancelled: cancel)
    }

    private func scrub(_ drag: DragGesture.Value) {
        if positionBeforeDrag == nil {
            positionBeforeDrag = position
            lastX = drag.startLocation.x
            onEditingChanged(true)
        }
        let away = abs(drag.location.y - 16)
        let current = ScrubSpeed(distance: away)
        if current != speed { speed = current }
        guard width > 0 else { return }
        // Tracking is never animated: the position moves by the finger's step at the current speed.
        let step = Double((drag.location.x - lastX) / width) * duration * current.rate
        lastX = drag.location.x
        position = min(max(position + step, 0), duration)
    }

    private func finish() {
        positionBeforeDrag = nil
        speed = .full
        onEditingChanged(false)
    }

    private func cancel() {
        if let before = positionBeforeDrag { position = before }
        finish()
    }

    /// `seconds` as the clock reads it: minutes and seconds, with hours once the media lasts an hour or
    /// more (so 75 minutes reads 1:15:00, not 75:00), the same pattern for every time of one media.
    private func time(_ seconds: Double) -> String {
        let pattern: Duration.TimeFormatStyle.Pattern = duration >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(seconds.rounded(.down)).formatted(.time(pattern: pattern))
    }
}

/// How much of the finger's movement reaches the position, by how far the finger is from the bar.
private enum ScrubSpeed: Equatable {
    case full, half, quarter, fine

    /// Bands 48 points apart, measured from the bar's centre line.
    init(distance: CGFloat) {
        switch distance {
        case ..<48: self = .full
        case ..<96: self = .half
        case ..<144: self = .quarter
        default: self = .fine
        }
    }

    var rate: Double {
        switch self {
        case .full: 1
        case .half: 0.5
        case .quarter: 0.25
        case .fine: 0.1
        }
    }

    var title: LocalizedStringKey {
        switch self {
        case .full: "Hi-Speed Scrubbing"
        case .half: "Half-Speed Scrubbing"
        case .quarter: "Quarter-Speed Scrubbing"
        case .fine: "Fine Scrubbing"
        }
    }
}

// MARK: - Example

private struct MediaScrubberExample: View {
    @State private var position = 83.0
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom))
                .frame(width: 240, height: 240)
            VStack(spacing: 2) {
                Text("Slow Tide").font(.title3.bold())
                Text("The Harbour Lights").foregroundStyle(.secondary)
            }
            MediaScrubber(position: $position, duration: 245) { scrubbing in
                isPlaying = !scrubbing
            }
            Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.largeTitle)
        }
        .padding(28)
    }
}

#Preview { MediaScrubberExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, drag, haptics) sha256:c00d6cd237a962ff

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
