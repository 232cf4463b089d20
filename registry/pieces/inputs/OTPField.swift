// pieces:
// title: One-Time Code Field
// description: A row of digit boxes for a one-time code: autofill and paste fill it at once, each digit pops in as it lands.
// category: inputs
// minIOS: "17.0"
// version: "1.1.0"
// level: intermediate
// tags: [otp, one-time code, verification, pin, code, digits, autofill, paste, código, verificación, dígitos]
// license: MIT

import SwiftUI

/// A one-time code entry: one box per digit, the next empty box outlined, each digit popping into its
/// box as it lands. One real text field lies over the boxes, so the keyboard's code suggestion
/// (`.oneTimeCode` autofill), paste, the delete key and VoiceOver all work as in any text field.
///
/// Whatever arrives is cleaned at once: only decimal digits are kept, each as its ASCII digit (so
/// Arabic-Indic or full-width digits count, and "½", "²" or "五" do not), and the code never grows past
/// `length`. `onComplete` is called once with the code when a change makes it whole, however it
/// arrived: typed digit by digit, autofilled, or pasted as `123 456`, `123-456`, `Your code is 123456`
/// or with a digit too many (the first `length` digits are kept). Bump `refusals` when the app rejects
/// a code: the boxes shake once and the error haptic plays on the same beat.
///
/// A tap anywhere on the row focuses the field. At the largest Dynamic Type sizes the boxes narrow to
/// the width they are offered and the digits shrink (to half at most) rather than run off the screen;
/// how that looks at each size is not verified here without a device. VoiceOver reads the code digit
/// by digit.
///
/// With Reduce Motion on, digits appear without the pop and a refusal does not shake; the outline, the
/// haptic and VoiceOver's reading of the field still carry every change. The boxes always run left to
/// right, as codes are read in every language. The field covers the boxes and takes their taps; it
/// blocks nothing outside them.
///
/// - Parameters:
///   - code: The digits entered so far.
///   - length: How many digits the code has.
///   - refusals: How many codes the app has rejected; each increase shakes the boxes.
///   - onComplete: Called with the code when a change completes it.
public struct OTPField: View {
    @Binding private var code: String
    private let length: Int
    private let refusals: Int
    private let onComplete: (String) -> Void

    /// How many times each box has received a digit: one counter per box, so each pops on its own.
    @State private var arrivals: [Int]
    @FocusState private var isFocused: Bool

    @ScaledMetric(relativeTo: .title2) private var boxWidth: CGFloat = 44
    @ScaledMetric(relativeTo: .title2) private var boxHeight: CGFloat = 56
    @ScaledMetric(relativeTo: .title2) private var spacing: CGFloat = 8
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(code: Binding<String>, length: Int = 6, refusals: Int = 0, onComplete: @escaping (String) -> Void = { _ in }) {
        _code = code
        self.length = max(length, 1)
        self.refusals = refusals
        self.onComplete = onComplete
        _arrivals = State(initialValue: Array(repeating: 0, count: max(length, 1)))
    }

    public var body: some View {
        boxes
            .contentShape(Rectangle())
            .onTapGesture { isFocused = true }
            .overlay { field }
            .pieceShake(trigger: refusals)
            .pieceHaptic(.failure, trigger: refusals)
            .onChange(of: code) { old, new in receive(new, after: old) }
    }

    private var boxes: some View {
        let digits = Array(code)
        return HStack(spacing: spacing) {
            ForEach(0..<length, id: \.self) { index in
                box(index < digits.count ? String(digits[index]) : nil, isNext: isFocused && index == digits.count)
                    .piecePop(trigger: index < arrivals.count ? arrivals[index] : 0)
            }
        }
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityHidden(true)
    }

    private func box(_ digit: String?, isNext: Bool) -> some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(.quaternary.opacity(0.5))
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(isNext ? Color.accentColor : Color.clear, lineWidth: 2)
                    .animation(motion.snap, value: isNext)
            }
            .overlay {
                Text(digit ?? "")
                    .font(.title2.monospacedDigit().weight(.semibold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            // At most the scaled width: narrower when the row is offered less, so it never overflows.
            .frame(maxWidth: boxWidth)
            .frame(height: boxHeight)
    }

    /// The real text field, over the boxes and as tall as they are: its text and caret are clear, its
    /// taps, keyboard, autofill and accessibility are the field's own.
    private var field: some View {
        TextField("", text: $code)
            .keyboardType(.numberPad)
            .textContentType(.oneTimeCode)
            .foregroundStyle(.clear)
            .tint(.clear)
            .focused($isFocused)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .speechSpellsOutCharacters()
            .accessibilityLabel(Text("Verification code"))
            .accessibilityValue(Text(code).speechSpellsOutCharacters())
            .accessibilityHint(Text("\(length) digits"))
    }

    /// Writes back the cleaned text, pops every box whose digit changed, and reports a code this change
    /// completed. The write comes first, so an `onComplete` that clears the code has the last word.
    private func receive(_ new: String, after old: String) {
        let change = OTPFieldEntry(length: length).change(from: old, to: new)
        if change.code != new { code = change.code }
        for index in change.landed where index < arrivals.count { arrivals[index] += 1 }
        if change.completes { onComplete(change.code) }
    }
}

/// What a change of the field's text means for the code: free of SwiftUI, so `swift test` runs it.
private struct OTPFieldEntry {
    /// What one change of the text leaves: the clean code, the boxes whose digit changed, and whether it
    /// completed the code.
    struct Change: Equatable {
        var code: String
        var landed: [Int]
        var completes: Bool
    }

    /// How many digits the code has.
    var length: Int

    /// The code `text` stands for: its decimal digits (any script's, each written as its ASCII digit),
    /// the first `length` of them; every other character is dropped.
    func cleaned(_ text: String) -> String {
        let digits = text.compactMap { character -> Character? in
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar.properties.numericType == .decimal, let value = character.wholeNumberValue
            else { return nil }
            return Character(String(value))
        }
        return String(digits.prefix(length))
    }

    /// The change from `old` to `new`, both read cleaned. It completes when it leaves a whole code that
    /// differs from the one before, so a pasted code completes on the change that brought it, a code
    /// pasted over a whole one completes again, and the cleaning's own write-back (whose new text is
    /// the clean form of its old) and a digit typed past the end change nothing and complete nothing.
    func change(from old: String, to new: String) -> Change {
        let before = Array(cleaned(old)), after = Array(cleaned(new))
        let landed = after.indices.filter { $0 >= before.count || before[$0] != after[$0] }
        return Change(
            code: String(after), landed: landed, completes: after.count == length && after != before)
    }
}

// MARK: - Example

private struct OTPFieldExample: View {
    @State private var code = ""
    @State private var refusals = 0
    @State private var verified = false

    var body: some View {
        VStack(spacing: 20) {
            Text("Enter the code we sent to your phone")
                .font(.headline)
                .multilineTextAlignment(.center)
            OTPField(code: $code, refusals: refusals) { entered in
                // The demo accepts 123456 and rejects everything else.
                if entered == "123456" {
                    verified = true
                } else {
                    refusals += 1
                    code = ""
                }
            }
            Text(verified ? "Verified" : "Try 123456")
                .foregroundStyle(verified ? .green : .secondary)
        }
        .padding(24)
    }
}

#Preview { OTPFieldExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pop, shake, haptics) sha256:947bd39b0629568e

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
