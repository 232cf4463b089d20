// pieces:
// title: Hold to Confirm
// description: A button that fills while held and acts only when the fill completes; let go early and it drains back.
// category: buttons
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [button, long press, hold, confirm, progress, destructive, botón, mantener, pulsar, confirmar, progreso, muelle]
// license: MIT

import SwiftUI

/// A button for actions that deserve a moment's thought: holding it fills it from the leading edge, and
/// the action runs only when the fill completes, with a success pop and haptic. Let go early and the fill
/// springs back; the surface sinks under the finger while held.
///
/// With Reduce Motion on, the fill still tracks the hold and drains without overshoot, the press dims
/// instead of sinking, and the success pop turns off while its haptic stays.
///
/// - Parameters:
///   - title: What the button does, shown on it and read by VoiceOver.
///   - systemImage: The SF Symbol shown before the title.
///   - duration: How long, in seconds, the button must be held before the action runs.
///   - tint: The fill color; the title turns white where the fill has passed.
///   - action: Runs once each time a hold completes, or when VoiceOver activates the button.
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

    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 56
    @ScaledMetric(relativeTo: .body) private var horizontalPadding: CGFloat = 28
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.isEnabled) private var isEnabled

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far the finger may drift before the hold counts as cancelled; generous, since a held thumb rolls.
    private let allowedDrift: CGFloat = 24
    /// How long a completed fill stays full before it drains, so the outcome can be read.
    private let fullPause: Double = 0.5

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
        .piecePress(isPressed: holdStart != nil, touch: nil)
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
        .accessibilityHint(Text("Hold to confirm"))
        .accessibilityAddTraits(.isButton)
        .accessibilityAction { confirmDirectly() }
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
        holdStart = .now
    }

    /// An early release: freeze the fill where it was and let it spring home. A release that follows a
    /// completed hold finds `holdStart` already cleared and leaves the full fill alone.
    private func end() {
        guard holdStart != nil else { return }
        restingProgress = progress(at: .now)
        holdStart = nil
        withAnimation(motion.release) { restingProgress = 0 }
    }

    /// The hold reached its duration: land the fill, run the action, then drain after a beat.
    private func complete() {
        guard isEnabled else { return }
        holdStart = nil
        // The pressing callback may have started a drain an instant earlier; this retargets it to full.
        withAnimation(motion.snap) { restingProgress = 1 }
        confirm()
    }

    /// VoiceOver and Switch Control activate the button at once: holding is a guard for fingers, and a
    /// double-tap is already a deliberate act.
    private func confirmDirectly() {
        guard isEnabled, holdStart == nil else { return }
        withAnimation(motion.snap) { restingProgress = 1 }
        confirm()
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
            guard holdStart == nil else { return }
            withAnimation(motion.settle) { restingProgress = 0 }
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
