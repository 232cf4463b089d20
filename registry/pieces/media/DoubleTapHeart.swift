// pieces:
// title: Double-Tap Heart
// description: Double-tap any content to like it: a heart pops where the finger landed, with a small burst around it.
// category: media
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [like, heart, double tap, photo, burst, reaction, me gusta, corazón, doble toque, foto, reacción]
// license: MIT

import SwiftUI

/// Wraps content (a photo, a video frame, a card) so that a double tap likes it. A heart appears exactly
/// where the finger landed, swells past full size and settles, while a ring of small hearts bursts out
/// around it; then everything rises a little and fades. Every double tap shows its own heart, so fast
/// taps overlap. A double tap always likes and never takes a like back, as people expect of photos.
/// Each like plays the toggle haptic on the beat its heart lands (the top of its swell), not at the tap.
/// The heart appears under the finger in right-to-left languages too.
///
/// With Reduce Motion on, the heart fades in and out where the finger landed, with no swell, burst or
/// rise; the haptic and `isLiked` still change. VoiceOver offers a "Like" action on the content.
///
/// What it blocks: a single-tap gesture attached to the same content waits until a second tap is ruled
/// out before it fires. Scrolling and buttons inside the content are unaffected.
///
/// - Parameters:
///   - isLiked: Whether the content is liked; a double tap sets it.
///   - content: The content that can be double-tapped.
public struct DoubleTapHeart<Content: View>: View {
    @Binding private var isLiked: Bool
    private let content: Content

    /// Hearts on screen, each where its double tap landed.
    @State private var hearts: [Burst] = []
    /// Hearts landed here: a counter, so every double tap taps the hand once, as its heart lands.
    @State private var landings = 0
    /// The content's size, for a like that comes without a location (VoiceOver's action).
    @State private var contentSize: CGSize = .zero

    @ScaledMetric(relativeTo: .largeTitle) private var heartSize: CGFloat = 88
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(isLiked: Binding<Bool>, @ViewBuilder content: () -> Content) {
        _isLiked = isLiked
        self.content = content()
    }

    public var body: some View {
        content
            .overlay {
                GeometryReader { proxy in
                    ZStack {
                        ForEach(hearts) { burst in
                            BurstView(size: heartSize, still: reduceMotion)
                                .position(burst.location)
                        }
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    // The tap's location and `.position` must agree point for point, and the layer holds
                    // no text: laid out left to right in every language.
                    .environment(\.layoutDirection, .leftToRight)
                    .accessibilityHidden(true)
                    .allowsHitTesting(false)
                }
            }
            .onGeometryChange(for: CGSize.self) { $0.size } action: { contentSize = $0 }
            .contentShape(Rectangle())
            .gesture(SpatialTapGesture(count: 2).onEnded { tap in like(at: tap.location) })
            .pieceHaptic(.toggle, trigger: landings)
            .accessibilityAction(named: Text("Like")) { like(at: nil) }
    }

    /// Likes the content and shows a heart at `location`, or in the middle when it is not known.
    private func like(at location: CGPoint?) {
        let middle = CGPoint(x: contentSize.width / 2, y: contentSize.height / 2)
        let burst = Burst(location: location ?? middle)
        hearts.append(burst)
        isLiked = true
        Task { @MainActor in
            // The tap lands with the heart, at the top of its swell (at once under Reduce Motion).
            try? await Task.sleep(for: .seconds(reduceMotion ? 0 : BurstPose.landing))
            landings += 1
            try? await Task.sleep(for: .seconds(BurstPose.lifetime - (reduceMotion ? 0 : BurstPose.landing)))
            hearts.removeAll { $0.id == burst.id }
        }
    }
}

/// One double tap's heart: where it landed.
private struct Burst: Identifiable {
    let id = UUID()
    let location: CGPoint
}

/// The pose of a heart and its burst at one instant of its short life.
private struct BurstPose {
    var scale: CGFloat = 0.2
    var opacity: Double = 0
    var rise: CGFloat = 0
    /// How far the small hearts have flown out, 0…1 of their reach.
    var spread: CGFloat = 0

    /// How long a heart stays on screen, in seconds.
    static let lifetime = 0.9
    /// When the heart reaches the top of its swell, in seconds: the beat its haptic lands on.
    static let landing = 0.16
}

/// The heart and its ring of small hearts, played once when it appears.
private struct BurstView: View {
    let size: CGFloat
    let still: Bool

    @State private var started = false

    var body: some View {
        KeyframeAnimator(initialValue: BurstPose(), trigger: started) { pose in
            ZStack {
                ForEach(0..<8, id: \.self) { index in
                    let angle = Angle.degrees(Double(index) * 45 - 90)
                    Image(systemName: "heart.fill")
                        .font(.system(size: size * 0.16))
                        .foregroundStyle(.pink)
                        .offset(x: cos(angle.radians) * size * 0.75 * pose.spread,
                                y: sin(angle.radians) * size * 0.75 * pose.spread)
                        .opacity(still ? 0 : Double(1 - pose.spread))
                }
                Image(systemName: "heart.fill")
                    .font(.system(size: size))
                    .foregroundStyle(.white)
                    .shadow(color: .black.opacity(0.25), radius: 8, y: 2)
                    .scaleEffect(still ? 1 : pose.scale)
            }
            .offset(y: still ? 0 : pose.rise)
            .opacity(pose.opacity)
        } keyframes: { _ in
            KeyframeTrack(\.scale) {
                SpringKeyframe(1.12, duration: BurstPose.landing, spring: PieceMotion.Tier.firm.spring)
                SpringKeyframe(1, duration: 0.34, spring: PieceMotion.Tier.expressive.spring)
                LinearKeyframe(1, duration: 0.2)
                CubicKeyframe(0.85, duration: 0.2)
            }
            KeyframeTrack(\.opacity) {
                LinearKeyframe(1, duration: 0.08)
                LinearKeyframe(1, duration: 0.57)
                LinearKeyframe(0, duration: 0.25)
            }
            KeyframeTrack(\.rise) {
                LinearKeyframe(0, duration: 0.65)
                CubicKeyframe(-size * 0.35, duration: 0.25)
            }
            KeyframeTrack(\.spread) {
                LinearKeyframe(0, duration: 0.06)
                CubicKeyframe(1, duration: 0.44)
            }
        }
        .onAppear { started = true }
    }
}

// MARK: - Example

private struct DoubleTapHeartExample: View {
    @State private var isLiked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DoubleTapHeart(isLiked: $isLiked) {
                LinearGradient(colors: [.indigo, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .aspectRatio(4 / 5, contentMode: .fit)
                    .overlay {
                        Text("Double-tap anywhere")
                            .font(.headline)
                            .foregroundStyle(.white.opacity(0.8))
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
            }
            Label(isLiked ? "Liked" : "Not liked yet", systemImage: isLiked ? "heart.fill" : "heart")
                .foregroundStyle(isLiked ? .pink : .secondary)
        }
        .padding(24)
    }
}

#Preview { DoubleTapHeartExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, haptics) sha256:d00283da49b5db08

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
