// pieces:
// title: Hold to Confirm
// description: A button that fills while held and acts only when the fill completes; let go early and it drains back.
// category: buttons
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.1.0"
// level: intermediate
// tags: [button, long press, hold, confirm, progress, destructive, botón, mantener, pulsar, confirmar, progreso, muelle]
// license: MIT

import SwiftUI

/// A button for actions that deserve a moment's thought: holding it fills it from the leading edge, and
/// the action runs only when the fill completes, with a success pop and haptic. Let go early and the fill
/// drains back; the surface sinks under the finger while held. The fill is a value people read, so it
/// never overshoots.
///
/// VoiceOver, Switch Control and Voice Control cannot hold, so they get a step as deliberate: the first
/// activation arms the button (half filled, announced) and only a second activation within five seconds
/// runs the action; otherwise it disarms by itself.
///
/// What it takes from the views around it: a long press that begins at touch-down and allows the finger
/// to drift 24 points; a finger that moves further, or a gesture that takes the touch (a scroll view
/// starting to scroll), ends the hold without running the action.
///
/// With Reduce Motion on, the fill still tracks the hold and drains the same way, the press dims
/// instead of sinking, and the success pop turns off while its haptic stays.
///
/// - Parameters:
///   - title: What the button does, shown on it and read by VoiceOver.
///   - systemImage: The SF Symbol shown before the title.
///   - duration: How long, in seconds, the button must be held before the action runs.
///   - tint: The fill color; the title turns white where the fill has passed.
///   - action: Runs once each time a hold completes, or when an assistive technology confirms the button.
public struct HoldToConfirm: View {
    private let title: LocalizedStringResource
    private let systemImage: String
    private let duration: Double
    private let tint: Color
    private let action: () -> Void

    /// When the current hold began; nil while the button is not held, which pauses the timeline.
    @State private var holdStart: Date?
    /// The fill shown while not held: frozen where a hold ended, then animated home.
    @State private var restingProgress: CGFloat = 0
    /// Counts completed holds; drives the pop and the success haptic.
    @State private var confirmations = 0
    /// When an assistive technology armed the button; nil when it is not armed. A second activation
    /// while armed confirms.
    @State private var armedAt: Date?

    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 56
    @ScaledMetric(relativeTo: .body) private var horizontalPadding: CGFloat = 28
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far the finger may drift before the hold counts as cancelled; generous, since a held thumb rolls.
    private let allowedDrift: CGFloat = 24
    /// How long a completed fill stays full before it drains, so the outcome can be read.
    private let fullPause: Double = 0.5
    /// How long an armed button waits for the confirming activation before it disarms.
    private let armedWindow: Double = 5

    public init(
        _ title: LocalizedStringResource,
        systemImage: String,
        duration: Double = 1.2,
        tint: Color = .red,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.duration = max(duration, 0.1)
        self.tint = tint
        self.action = action
    }

    public var body: some View {
        // The timeline only ticks while held: the fill is the time held, never an animation, so it
        // stays true to the finger and never overshoots.
        TimelineView(.animation(minimumInterval: nil, paused: holdStart == nil)) { context in
            face(progress: progress(at: context.date))
        }
        .contentShape(.capsule)
        // Per axis: the wide pill sinks about the same points at its ends as at its top and bottom.
        .piecePress(isPressed: holdStart != nil, touch: nil, perAxis: true)
        .piecePop(trigger: confirmations)
        .pieceHaptic(.success, trigger: confirmations)
        .opacity(isEnabled ? 1 : 0.45)
        .onLongPressGesture(minimumDuration: duration, maximumDistance: allowedDrift) {
            complete()
        } onPressingChanged: { pressing in
            if pressing { begin() } else { end() }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(armedAt == nil ? Text(verbatim: "") : Text("Waiting for confirmation"))
        .accessibilityHint(armedAt == nil ? Text("Activate twice to confirm") : Text("Activate again to confirm"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { activateByAssistiveTechnology() }
        // One task per arming: it disarms when the window passes, and is cancelled by the next change.
        .task(id: armedAt) { await disarmAfterWindow() }
    }

    // MARK: Appearance

    private func face(progress: CGFloat) -> some View {
        paddedLabel
            .foregroundStyle(tint)
            .background {
                Capsule().fill(tint.opacity(0.16))
                fill(progress).foregroundStyle(tint)
            }
            // A white copy of the title, laid out the same, shows only where the fill has passed, so the
            // title reads on both.
            .overlay {
                paddedLabel
                    .foregroundStyle(.white)
                    .mask { fill(progress) }
            }
            .clipShape(.capsule)
    }

    private var paddedLabel: some View {
        Label {
            Text(title)
        } icon: {
            Image(systemName: systemImage)
        }
        .font(.headline)
        .lineLimit(1)
        .padding(.horizontal, horizontalPadding)
        .frame(minHeight: height)
    }

    /// A bar growing from the leading edge; scaling rather than resizing keeps layout still every frame.
    private func fill(_ progress: CGFloat) -> some View {
        Rectangle().scaleEffect(x: progress, y: 1, anchor: .leading)
    }

    // MARK: Hold

    private func progress(at date: Date) -> CGFloat {
        guard let holdStart else { return restingProgress }
        return min(CGFloat(date.timeIntervalSince(holdStart) / duration), 1)
    }

    private func begin() {
        guard isEnabled else { return }
        // A finger takes over from an arming by an assistive technology: its hold decides now.
        armedAt = nil
        holdStart = .now
    }

    /// An early release: freeze the fill where it was and let it drain home. A release that follows a
    /// completed hold finds `holdStart` already cleared and leaves the full fill alone.
    private func end() {
        guard holdStart != nil else { return }
        restingProgress = progress(at: .now)
        holdStart = nil
        // The fill is a value people read: it drains on the value role, which never overshoots (a bouncy
        // spring would dip below empty and flip the bar).
        withAnimation(motion.value) { restingProgress = 0 }
    }

    /// The hold reached its duration: land the fill, run the action, then drain after a beat.
    private func complete() {
        guard isEnabled else { return }
        holdStart = nil
        armedAt = nil
        // The pressing callback may have started a drain an instant earlier; this retargets it to full.
        withAnimation(motion.value) { restingProgress = 1 }
        confirm()
    }

    /// VoiceOver, Switch Control and Voice Control activate rather than hold, so holding becomes two
    /// steps, as deliberate: the first activation arms (half fill, announced), a second one within
    /// `armedWindow` confirms.
    private func activateByAssistiveTechnology() {
        guard isEnabled, holdStart == nil else { return }
        if let armedAt, Date.now.timeIntervalSince(armedAt) <= armedWindow {
            self.armedAt = nil
            withAnimation(motion.value) { restingProgress = 1 }
            confirm()
            return
        }
        armedAt = .now
        withAnimation(motion.value) { restingProgress = 0.5 }
        AccessibilityNotification.Announcement(String(localized: "Activate again to confirm")).post()
    }

    /// The confirming activation never came: disarm and drain.
    private func disarmAfterWindow() async {
        guard armedAt != nil else { return }
        try? await Task.sleep(for: .seconds(armedWindow))
        guard !Task.isCancelled, armedAt != nil else { return }
        armedAt = nil
        withAnimation(motion.value) { restingProgress = 0 }
    }

    private func confirm() {
        confirmations += 1
        action()
        drainAfterPause()
    }

    /// The drain waits in a task rather than behind an animation delay: animating to full and back to
    /// empty in one update would coalesce, and the full fill would never show.
    private func drainAfterPause() {
        Task {
            try? await Task.sleep(for: .seconds(fullPause))
            guard holdStart == nil, armedAt == nil else { return }
            withAnimation(motion.value) { restingProgress = 0 }
        }
    }
}

// MARK: - Example

private struct HoldToConfirmExample: View {
    @State private var deleted = 0
    @State private var sent = 0

    var body: some View {
        VStack(spacing: 28) {
            Text(deleted == 1 ? "1 file deleted" : "\(deleted) files deleted")
                .font(.title2.bold())
            HoldToConfirm("Hold to delete", systemImage: "trash.fill") {
                deleted += 1
            }
            HoldToConfirm("Send payment", systemImage: "paperplane.fill", duration: 0.8, tint: .indigo) {
                sent += 1
            }
            Text(sent == 1 ? "1 payment sent" : "\(sent) payments sent")
                .foregroundStyle(.secondary)
            Text("Let go early and the fill springs back.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { HoldToConfirmExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press, pop, haptics) sha256:7a84832302eddb19

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
