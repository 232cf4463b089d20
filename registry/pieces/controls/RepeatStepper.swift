// pieces:
// title: Repeat Stepper
// description: A stepper that repeats while held, faster and faster, and pushes back with a rebound and a shake at its bounds.
// category: controls
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [stepper, counter, quantity, hold, repeat, bounds, increment, cantidad, contador, mantener, repetir]
// license: MIT

import SwiftUI

/// A minus button, the value and a plus button. A tap steps once. Holding a button steps again after
/// 0.4 s and then ever faster, down to 20 steps a second, until the finger lifts, slides off or the gesture
/// is cancelled. Each step ticks. A step the bounds refuse does not happen: the value leans toward the
/// push and rebounds, the button shakes and the error haptic plays, and a hold stops there.
///
/// With Reduce Motion on, the value does not lean and the button does not shake; the haptic, the dimmed
/// button and VoiceOver still say the bound was reached. VoiceOver treats the control as one adjustable
/// element: swipe up or down to step. The buttons are plain buttons, so the piece works inside a
/// `ScrollView` or `List` and blocks nothing there.
///
/// - Parameters:
///   - title: What the value counts, read by VoiceOver.
///   - value: The value.
///   - range: The lowest and highest value.
///   - step: How much one step changes the value.
public struct RepeatStepper: View {
    private let title: LocalizedStringKey
    @Binding private var value: Int
    private let range: ClosedRange<Int>
    private let step: Int

    /// Refused steps per direction: counters, so each refusal shakes and taps anew.
    @State private var refusedDown = 0
    @State private var refusedUp = 0
    /// How far the value leans toward a refused push, in points; springs back with `rebound`.
    @State private var lean: CGFloat = 0
    /// The running repetition, cancelled whenever the press ends for any reason.
    @State private var repetition: Task<Void, Never>?
    /// Whether the current press has already stepped by repeating, so its release adds no extra step.
    @State private var didRepeat = false

    @ScaledMetric(relativeTo: .title3) private var buttonSide: CGFloat = 44
    @ScaledMetric(relativeTo: .title3) private var valueWidth: CGFloat = 56
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(_ title: LocalizedStringKey, value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1) {
        self.title = title
        _value = value
        self.range = range
        self.step = max(step, 1)
    }

    public var body: some View {
        HStack(spacing: 4) {
            button(direction: -1, symbol: "minus", refusals: refusedDown)
            Text(value, format: .number)
                .font(.title3.monospacedDigit().weight(.semibold))
                .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(value)))
                .frame(minWidth: valueWidth)
                .offset(x: lean)
            button(direction: 1, symbol: "plus", refusals: refusedUp)
        }
        .padding(4)
        .background(.thinMaterial, in: Capsule())
        .pieceHaptic(.step, trigger: value)
        .pieceHaptic(.failure, trigger: refusedDown + refusedUp)
        .onDisappear(perform: stopRepeating)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(title))
        .accessibilityValue(Text(value, format: .number))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: stepOnce(by: 1)
            case .decrement: stepOnce(by: -1)
            @unknown default: break
            }
        }
    }

    private func button(direction: Int, symbol: String, refusals: Int) -> some View {
        let canMove = direction < 0 ? value > range.lowerBound : value < range.upperBound
        return Button {
            // A press that already stepped by repeating ends without another step.
            if didRepeat { didRepeat = false } else { stepOnce(by: direction) }
        } label: {
            Image(systemName: symbol)
                .font(.title3.weight(.semibold))
                .frame(width: buttonSide, height: buttonSide)
                .contentShape(Circle())
                .opacity(canMove ? 1 : 0.35)
        }
        .buttonStyle(RepeatPressStyle { pressing in
            pressing ? startRepeating(direction) : stopRepeating()
        })
        .pieceShake(trigger: refusals)
    }

    /// Steps once in `direction`, or refuses at the bound: the value leans toward the push and rebounds.
    @discardableResult
    private func stepOnce(by direction: Int) -> Bool {
        let next = value + direction * step
        guard range.contains(next) else {
            if direction < 0 { refusedDown += 1 } else { refusedUp += 1 }
            guard !reduceMotion else { return false }
            lean = CGFloat(direction) * 6
            withAnimation(motion.rebound) { lean = 0 }
            return false
        }
        // A value people read: it changes with the value role, never overshooting.
        withAnimation(motion.value) { value = next }
        return true
    }

    /// After a first pause, steps at an ever shorter interval until a step is refused or the press ends.
    private func startRepeating(_ direction: Int) {
        stopRepeating()
        didRepeat = false
        repetition = Task { @MainActor in
            var interval = RepeatStepper.firstDelay
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(interval))
                guard !Task.isCancelled else { return }
                didRepeat = true
                guard stepOnce(by: direction) else { return }
                interval = max(interval * RepeatStepper.acceleration, RepeatStepper.fastestInterval)
            }
        }
    }

    private func stopRepeating() {
        repetition?.cancel()
        repetition = nil
    }

    /// The hold before repetition starts, each interval's share of the one before, and the floor.
    private static let firstDelay = 0.4
    private static let acceleration = 0.8
    private static let fastestInterval = 0.05
}

/// A button style that presses its label in with the foundation's press and reports every change of
/// the pressed state, cancellation included: `isPressed` turns false however the press ends.
private struct RepeatPressStyle: ButtonStyle {
    let onPressChange: (Bool) -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .piecePress(isPressed: configuration.isPressed, touch: nil)
            .onChange(of: configuration.isPressed) { _, pressing in onPressChange(pressing) }
    }
}

// MARK: - Example

private struct RepeatStepperExample: View {
    @State private var tickets = 2
    @State private var minutes = 25

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                VStack(alignment: .leading) {
                    Text("Tickets").font(.headline)
                    Text("Up to 8 per order").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                RepeatStepper("Tickets", value: $tickets, in: 1...8)
            }
            HStack {
                VStack(alignment: .leading) {
                    Text("Focus minutes").font(.headline)
                    Text("Hold to move faster").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                RepeatStepper("Focus minutes", value: $minutes, in: 5...180, step: 5)
            }
        }
        .padding(24)
    }
}

#Preview { RepeatStepperExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, press, shake, haptics) sha256:375b1d7b31ed85b0

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

/// A short decaying side-to-side shake each time `shakeCount` changes. Still under Reduce Motion.
private struct PieceShakeEffect: ViewModifier {
    /// The counter that fires the shake.
    var shakeCount: Int

    @Environment(\.accessibilityReduceMotion) private var shakeReduceMotion

    func body(content: Content) -> some View {
        // The `KeyframeAnimator` view, as in `PiecePopEffect`: its content closure stays on the main actor.
        let still = shakeReduceMotion
        return KeyframeAnimator(initialValue: CGFloat(0), trigger: shakeCount) { offset in
            content.offset(x: still ? 0 : offset)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe<CGFloat>(-8, duration: 0.06)
                CubicKeyframe<CGFloat>(7, duration: 0.08)
                CubicKeyframe<CGFloat>(-4.5, duration: 0.07)
                CubicKeyframe<CGFloat>(2.5, duration: 0.06)
                // Home without a wobble of its own.
                SpringKeyframe<CGFloat>(0, duration: 0.12, spring: PieceMotion.Tier.firm.spring)
            }
        }
    }
}

private extension View {
    /// Shakes this view briefly, decaying, each time `trigger` changes: a refusal. Fire the error haptic on
    /// the same beat; the color and label carry the outcome under Reduce Motion, where the shake is off.
    func pieceShake(trigger: Int) -> some View {
        modifier(PieceShakeEffect(shakeCount: trigger))
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
