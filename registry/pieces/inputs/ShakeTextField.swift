// pieces:
// title: Shake Text Field
// description: A text field that shakes, taps out an error and says why when its input is refused.
// category: inputs
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [text field, input, validation, error, shake, form, campo de texto, validación, error, formulario]
// license: MIT

import SwiftUI

/// A text field in a rounded well that checks its text when the person submits it. A refused text
/// shakes the field once, decaying, plays the error haptic on the same beat, turns the outline red and
/// shows the reason under the field; VoiceOver announces the reason. An accepted text calls `onSubmit`.
/// A refused text keeps the keyboard up and the field focused, so it can be corrected at once. Typing
/// again clears the reason, so the field never scolds while it is being fixed.
///
/// With Reduce Motion on, the field does not shake: the red outline, the reason, the haptic and the
/// announcement still say what went wrong. The piece adds no gesture and blocks nothing; the reason
/// wraps and grows with Dynamic Type.
///
/// - Parameters:
///   - title: The field's label, read by VoiceOver and shown as the placeholder.
///   - text: The text being edited.
///   - validate: Returns why the text is refused, or `nil` to accept it.
///   - onSubmit: Called with the text when it is accepted.
public struct ShakeTextField: View {
    private let title: LocalizedStringKey
    @Binding private var text: String
    private let validate: (String) -> String?
    private let onSubmit: (String) -> Void

    /// Why the last submission was refused; `nil` while there is nothing to say.
    @State private var reason: String?
    /// Refusals so far: a counter, so two refusals in a row each shake and tap.
    @State private var refusals = 0
    /// Kept on after a refusal, so the person can correct the text without tapping back in.
    @FocusState private var isFocused: Bool

    @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 14
    @ScaledMetric(relativeTo: .body) private var cornerRadius: CGFloat = 14
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(
        _ title: LocalizedStringKey, text: Binding<String>,
        validate: @escaping (String) -> String?, onSubmit: @escaping (String) -> Void = { _ in }
    ) {
        self.title = title
        _text = text
        self.validate = validate
        self.onSubmit = onSubmit
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            field
            if let reason {
                Label(reason, systemImage: "exclamationmark.circle.fill")
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .fixedSize(horizontal: false, vertical: true)
                    .transition(motion.moving(.move(edge: .top).combined(with: .opacity)))
            }
        }
        .animation(reason == nil ? motion.dismiss : motion.reveal, value: reason)
    }

    private var field: some View {
        TextField(title, text: $text)
            .focused($isFocused)
            .padding(padding)
            .background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(reason == nil ? Color.clear : Color.red, lineWidth: 1.5)
                    .animation(motion.error, value: reason == nil)
            }
            .pieceShake(trigger: refusals)
            .pieceHaptic(.failure, trigger: refusals)
            .onSubmit(submit)
            .onChange(of: text) {
                if reason != nil { reason = nil }
            }
            .accessibilityHint(reason.map { Text($0) } ?? Text(""))
    }

    private func submit() {
        guard let refusal = validate(text) else {
            reason = nil
            onSubmit(text)
            return
        }
        reason = refusal
        refusals += 1
        isFocused = true
        AccessibilityNotification.Announcement(refusal).post()
    }
}

// MARK: - Example

private struct ShakeTextFieldExample: View {
    @State private var email = ""
    @State private var accepted: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Join the waitlist")
                .font(.title2.bold())
            ShakeTextField("Email address", text: $email, validate: Self.problem(with:)) { address in
                accepted = address
            }
            .textContentType(.emailAddress)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            if let accepted {
                Text("We'll write to \(accepted).")
                    .foregroundStyle(.secondary)
            }
        }
        .padding(24)
    }

    static func problem(with address: String) -> String? {
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "Enter an email address." }
        let parts = trimmed.split(separator: "@")
        guard parts.count == 2, parts[1].contains(".") else { return "That doesn't look like an email address." }
        return nil
    }
}

#Preview { ShakeTextFieldExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, shake, haptics) sha256:54409875670d6c7f

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
