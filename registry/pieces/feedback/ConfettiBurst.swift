// pieces:
// title: Confetti Burst
// description: A burst of paper confetti for a success moment, drawn in one Canvas, seeded so every burst is repeatable, and never in the way of a tap.
// category: feedback
// minIOS: "17.0"
// platforms: [iOS 17.0, macOS 14.0]
// version: "1.0.0"
// level: intermediate
// tags: [confetti, particles, celebration, success, burst, canvas, confeti, partículas, celebración, éxito]
// license: MIT

import SwiftUI

/// Confetti that bursts from a point each time `trigger` changes: pieces of paper fly out, slow in the
/// air, fall, flutter and tumble, and fade before they leave. Every piece's path is a closed-form
/// function of time (linear air drag with gravity), so the burst looks the same at 60 and 120 Hz and a
/// dropped frame never makes a piece jump; the pieces come from a seeded generator, so a given seed and
/// trigger always give the same burst (useful for snapshots and for designers' notes).
///
/// Everything is drawn in one `Canvas` inside a `TimelineView` that runs only while a burst is in the
/// air and pauses when it ends. Put it in an overlay over the view that succeeded; it fills that space.
///
/// What it takes from the views around it: nothing. It never takes a touch (hit testing is off), so
/// buttons under it keep working during a burst. It plays no haptic: the action that succeeded owns
/// that beat (`.success` when it lands), and one event gets one haptic.
///
/// With Reduce Motion on there is no confetti at all: flying particles are the motion the setting asks
/// to remove, and the success is carried by whatever it decorates (its label, color and haptic). The
/// burst is decoration, hidden from VoiceOver; say what succeeded in the view it celebrates. It has no
/// text, so Dynamic Type does not apply, and it is symmetric, so it is the same in both layout
/// directions.
///
/// - Parameters:
///   - trigger: Fires a burst each time it changes; a counter, so two successes in a row both burst.
///   - origin: Where the burst starts, as a unit point of the space it fills.
///   - colors: The paper colors, used in turn.
///   - count: How many pieces one burst throws, held to 1...300.
///   - seed: The generator's seed; each burst uses it with the trigger, so bursts differ but repeat.
public struct ConfettiBurst: View {
    private let trigger: Int
    private let origin: UnitPoint
    private let colors: [Color]
    private let count: Int
    private let seed: UInt64

    /// The burst in the air, if any: when it started and its pieces.
    @State private var burst: ConfettiBurstFlight?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(
        trigger: Int,
        origin: UnitPoint = .center,
        colors: [Color] = [.pink, .orange, .yellow, .mint, .blue, .purple],
        count: Int = 90,
        seed: UInt64 = 7
    ) {
        self.trigger = trigger
        self.origin = origin
        self.colors = colors.isEmpty ? [.accentColor] : colors
        self.count = min(max(count, 1), 300)
        self.seed = seed
    }

    public var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: burst == nil)) { context in
            Canvas { canvas, size in
                guard let burst else { return }
                draw(burst, at: context.date.timeIntervalSince(burst.start), in: &canvas, size: size)
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .onChange(of: trigger) { _, newValue in fire(newValue) }
        // One sleep per burst: the timeline stops once the last piece has faded.
        .task(id: burst?.start) {
            guard burst != nil else { return }
            try? await Task.sleep(for: .seconds(ConfettiBurstPhysics.lifetime))
            guard !Task.isCancelled else { return }
            burst = nil
        }
    }

    private func fire(_ trigger: Int) {
        guard !reduceMotion else {
            burst = nil
            return
        }
        let pieces = ConfettiBurstPhysics.pieces(count: count, seed: seed &+ UInt64(truncatingIfNeeded: trigger))
        burst = ConfettiBurstFlight(start: .now, pieces: pieces)
    }

    private func draw(_ burst: ConfettiBurstFlight, at time: Double, in canvas: inout GraphicsContext, size: CGSize) {
        let start = CGPoint(x: origin.x * size.width, y: origin.y * size.height)
        // Distances are in units of the shorter side, so a burst fills a small card and a screen alike.
        let unit = min(size.width, size.height) / 320
        for (index, piece) in burst.pieces.enumerated() {
            let state = ConfettiBurstPhysics.state(of: piece, after: time)
            guard state.opacity > 0 else { continue }
            var paper = canvas
            paper.opacity = state.opacity
            paper.translateBy(x: start.x + state.position.x * unit, y: start.y + state.position.y * unit)
            paper.rotate(by: .radians(state.rotation))
            // The paper tumbles: its height follows the cosine of its flip, which reads as a turn in depth.
            paper.scaleBy(x: 1, y: max(abs(state.flip), 0.08))
            let side = piece.size * max(unit, 0.5)
            let rect = CGRect(x: -side / 2, y: -side * 0.3, width: side, height: side * 0.6)
            let color = colors[index % colors.count]
            if piece.isRound {
                paper.fill(
                    Path(ellipseIn: CGRect(x: -side / 3, y: -side / 3, width: side / 1.5, height: side / 1.5)),
                    with: .color(color))
            } else {
                paper.fill(Path(rect), with: .color(color))
            }
        }
    }
}

/// A burst in the air: when it started and its pieces.
private struct ConfettiBurstFlight {
    var start: Date
    var pieces: [ConfettiBurstPhysics.Piece]
}

/// The confetti's physics, apart from the view so it can be checked on its own (`ConfettiBurstLogicTests`
/// compiles it from this file). Positions are in points of a 320-point reference field, from the burst's
/// origin, y down; times in seconds.
private nonisolated enum ConfettiBurstPhysics {
    /// How long a burst lasts; every piece has faded by then.
    static let lifetime: Double = 2.6
    /// Downward acceleration, reference points per second squared.
    static let gravity: Double = 620
    /// How much of the lifetime is spent fading out, at the end.
    static let fadeShare: Double = 0.3

    /// One piece of paper, all it needs to be drawn at any time.
    struct Piece: Equatable, Sendable {
        /// Launch velocity, reference points per second.
        var velocityX: Double
        var velocityY: Double
        /// Air drag per second: the launch speed falls as e^(−drag × t).
        var drag: Double
        /// Turns per second in the plane, and of the tumble in depth.
        var spin: Double
        var tumble: Double
        /// The flutter's sideways reach and phase.
        var flutter: Double
        var phase: Double
        /// Size in reference points.
        var size: CGFloat
        var isRound: Bool
    }

    /// Where a piece is drawn, and how.
    struct State: Equatable, Sendable {
        var position: CGPoint
        var rotation: Double
        /// The tumble's cosine, −1…1: the paper's drawn height share.
        var flip: Double
        var opacity: Double
    }

    /// `count` pieces from `seed`: the same seed always gives the same pieces. Launches spread over a cone
    /// opening upward (±70° from straight up), at 380 to 820 points per second.
    static func pieces(count: Int, seed: UInt64) -> [Piece] {
        var generator = Generator(state: seed)
        return (0..<max(count, 0)).map { _ in
            let angle = (generator.unit() * 2 - 1) * 70 * Double.pi / 180
            let speed = 380 + generator.unit() * 440
            return Piece(
                velocityX: sin(angle) * speed, velocityY: -cos(angle) * speed,
                drag: 1.6 + generator.unit() * 1.4,
                spin: (generator.unit() * 2 - 1) * 2.2, tumble: 1 + generator.unit() * 2.5,
                flutter: 6 + generator.unit() * 14, phase: generator.unit() * 2 * Double.pi,
                size: CGFloat(7 + generator.unit() * 6), isRound: generator.unit() < 0.2)
        }
    }

    /// A piece `time` seconds after the burst. With linear drag k and gravity g (y down) the velocity is
    /// g/k + (v₀ − g/k)e^(−kt), so x = vx₀(1 − e^(−kt))/k and y = (vy₀ − g/k)(1 − e^(−kt))/k + g t/k: the
    /// piece slows in the air and falls at no more than g/k. A sideways flutter grows as it slows.
    static func state(of piece: Piece, after time: Double) -> State {
        let t = min(max(time, 0), lifetime)
        let k = max(piece.drag, 0.01)
        let slowed = (1 - exp(-k * t)) / k
        let terminal = gravity / k
        let flutter = piece.flutter * (1 - exp(-k * t)) * sin(piece.phase + 2 * Double.pi * 1.3 * t)
        let x = piece.velocityX * slowed + flutter
        let y = (piece.velocityY - terminal) * slowed + terminal * t
        return State(
            position: CGPoint(x: x, y: y), rotation: piece.phase + 2 * Double.pi * piece.spin * t,
            flip: cos(piece.phase + 2 * Double.pi * piece.tumble * t), opacity: opacity(after: time))
    }

    /// 1 until the last `fadeShare` of the lifetime, then down to 0 at its end, and 0 after it.
    static func opacity(after time: Double) -> Double {
        let fadeStart = lifetime * (1 - fadeShare)
        if time <= fadeStart { return 1 }
        return max(0, 1 - (time - fadeStart) / (lifetime * fadeShare))
    }

    /// SplitMix64: small, fast and the same on every platform, so a seed means one burst everywhere.
    struct Generator: Equatable, Sendable {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in 0..<1 from the top 53 bits.
        mutating func unit() -> Double {
            Double(next() >> 11) / Double(1 << 53)
        }
    }
}

// MARK: - Example

private struct ConfettiBurstExample: View {
    @State private var saves = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(saves == 0 ? "Nothing saved yet" : "Saved \(saves) times")
                .font(.title2.bold())
                .contentTransition(.numericText())
            Button("Save") { saves += 1 }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .pieceHaptic(.success, trigger: saves)
            Text("Tap again during a burst: the confetti never takes the touch.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay { ConfettiBurst(trigger: saves, origin: UnitPoint(x: 0.5, y: 0.55)) }
    }
}

#Preview { ConfettiBurstExample() }

// MARK: - Piece motion
//
// The pieces motion language: spring tiers, roles with their Reduce Motion substitutes, velocity-carrying
// settles, rubber banding, press deformation, stretch, follow-through, pop, shake and haptics.
// Edit registry/foundation/PieceMotion.swift, then run `pieces sync`; never edit this copy by hand.
// pieces-motion: 1.0.0 (haptics) sha256:d8fce8f5f2e46af2

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
