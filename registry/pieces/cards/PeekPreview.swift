// pieces:
// title: Peek Preview
// description: A card that sinks deeper the longer it is held, then lifts and opens a menu of actions beside it.
// category: cards
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [long press, peek, preview, menu, context menu, hold, card, mantener, vista previa, menú, tarjeta]
// license: MIT

import SwiftUI

/// A card with a press-and-hold menu. A tap runs `onTap`. Holding the card presses it in at once (the
/// press role, within a frame or two) and then lets it sink deeper for as long as the hold lasts, a
/// countdown you can feel; at the end of the
/// hold it lifts above its place, ticks, and a menu of actions opens beside it as a popover. Let go
/// early, slide away or get interrupted by the system and the card springs back with nothing opened.
/// Choosing an action, or tapping outside the menu, closes it and the card settles back.
///
/// With Reduce Motion on, the card dims as the hold runs instead of sinking, and does not lift; the
/// tick and the menu stay. VoiceOver offers every action directly on the card, so nobody has to hold.
///
/// What it blocks: a long press on the card belongs to the piece (so a `contextMenu` on the same card
/// would compete); scrolling a list that holds cards starts as usual, since a moving finger ends the
/// hold.
///
/// - Parameters:
///   - actions: The menu's actions, top to bottom.
///   - onTap: What a plain tap does.
///   - content: The card.
public struct PeekPreview<Content: View>: View {
    private let actions: [PeekAction]
    private let onTap: () -> Void
    private let content: Content

    /// True while the finger holds, reset by SwiftUI however the hold ends.
    @GestureState private var isHolding = false
    @State private var showsMenu = false
    /// Completed holds: each one ticks.
    @State private var peeks = 0
    @State private var size: CGSize = .zero

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    public init(actions: [PeekAction], onTap: @escaping () -> Void = {}, @ViewBuilder content: () -> Content) {
        self.actions = actions
        self.onTap = onTap
        self.content = content()
    }

    /// How long the hold lasts before the menu opens, in seconds.
    private static var holdDuration: Double { 0.5 }

    /// The press: in at once on touch-down (the press role), lifted while the menu shows.
    private var pressScale: CGFloat {
        guard !reduceMotion else { return 1 }
        if showsMenu { return 1.03 }
        return isHolding ? PieceMotion.pressScale(for: size) : 1
    }

    /// The sink on top of the press, through the hold: 4 points of scale deeper by the hold's end.
    private var sinkScale: CGFloat {
        guard !reduceMotion, isHolding, !showsMenu else { return 1 }
        return 1 - 0.04 / PieceMotion.pressScale(for: size)
    }

    public var body: some View {
        content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
            // The press lands within a frame or two; the sink is the hold's countdown, so it runs for
            // exactly the hold; lifting and returning spring.
            .animation(showsMenu ? motion.reveal : isHolding ? motion.press : motion.release) {
                $0.scaleEffect(pressScale)
            }
            .animation(sinkAnimation) {
                $0.scaleEffect(sinkScale).brightness(reduceMotion && isHolding ? -0.1 : 0)
            }
            .shadow(color: .black.opacity(showsMenu && !reduceMotion ? 0.25 : 0), radius: 18, y: 8)
            .animation(showsMenu ? motion.reveal : motion.release, value: showsMenu)
            .onTapGesture(perform: onTap)
            .gesture(
                LongPressGesture(minimumDuration: PeekPreview.holdDuration)
                    .updating($isHolding) { current, state, _ in state = current }
                    .onEnded { _ in
                        peeks += 1
                        showsMenu = true
                    })
            .pieceHaptic(.threshold, trigger: peeks)
            .popover(isPresented: $showsMenu) { menu.presentationCompactAdaptation(.popover) }
            .accessibilityElement(children: .combine)
            .accessibilityActions {
                ForEach(actions) { action in
                    Button(action.title, action: action.perform)
                }
            }
    }

    private var sinkAnimation: Animation {
        // pieces-lint:disable:next-line raw-spring the sink is the hold's countdown: a curve exactly as long as the hold, not a spring
        isHolding ? .easeIn(duration: PeekPreview.holdDuration) : motion.release
    }

    private var menu: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(actions) { action in
                Button(role: action.isDestructive ? .destructive : nil) {
                    showsMenu = false
                    action.perform()
                } label: {
                    Label(action.title, systemImage: action.systemImage)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 12)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .foregroundStyle(action.isDestructive ? Color.red : Color.primary)
                if action.id != actions.last?.id { Divider() }
            }
        }
        .frame(minWidth: 220)
    }
}

/// One action of a `PeekPreview` menu.
public struct PeekAction: Identifiable {
    public let title: String
    public let systemImage: String
    public let isDestructive: Bool
    public let perform: () -> Void

    public var id: String { title }

    public init(_ title: String, systemImage: String, isDestructive: Bool = false, perform: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.isDestructive = isDestructive
        self.perform = perform
    }
}

// MARK: - Example

private struct PeekPreviewExample: View {
    @State private var last = "Hold a card"

    var body: some View {
        VStack(spacing: 20) {
            Text(last).font(.headline)
            PeekPreview(actions: [
                PeekAction("Share", systemImage: "square.and.arrow.up") { last = "Share" },
                PeekAction("Add to Favourites", systemImage: "star") { last = "Favourite" },
                PeekAction("Delete", systemImage: "trash", isDestructive: true) { last = "Delete" },
            ], onTap: { last = "Opened" }) {
                RoundedRectangle(cornerRadius: 22, style: .continuous)
                    .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 180)
                    .overlay(alignment: .bottomLeading) {
                        Text("Weekend in the hills").font(.title3.bold()).foregroundStyle(.white).padding(18)
                    }
            }
        }
        .padding(24)
    }
}

#Preview { PeekPreviewExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (core, tiers, roles, pressScale, haptics) sha256:4512627419436c62

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
