// pieces:
// title: Pull to Refresh
// description: A stack you pull down against growing resistance to run an async refresh, with a tick at the threshold.
// category: lists
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [pull to refresh, refresh, rubber band, drag, spinner, async, list, actualizar, recargar, tirar, arrastrar, elástico, lista]
// license: MIT

import SwiftUI

/// A vertical stack you pull down to refresh. The pull meets growing resistance, a ring fills as it
/// nears the threshold and the arrow turns with a tick when crossing it. Let go past the threshold
/// and the stack settles onto a spinner while `action` runs, keeping the finger's speed; let go
/// short of it and it settles back. When the refresh ends, the stack closes over the spinner.
///
/// The pull is a simultaneous drag on a plain stack rather than a `ScrollView`, because on iOS 17
/// SwiftUI can neither read a scroll view's offset (`onScrollGeometryChange` is iOS 18) nor turn off
/// its own bounce at the top, and two rubber bands fighting over one pull feel broken. Being
/// simultaneous, the drag leaves taps and horizontal swipes inside the rows working. Use it for
/// content that fits on screen, such as a dashboard, a short feed or a card stack, and don't put it
/// inside a `ScrollView`; for long scrolling lists use SwiftUI's own `refreshable(action:)`.
///
/// With Reduce Motion on, the pull still tracks the finger and keeps its speed on release, but it
/// settles without overshoot and the arrow and spinner swap with a fade.
///
/// - Parameters:
///   - threshold: How far, in points on screen, the stack must be pulled before a release refreshes.
///   - action: The refresh, run on the main actor; the spinner shows until it returns.
///   - content: The rows, laid out in a vertical stack.
public struct PullToRefresh<Content: View>: View {
    private let threshold: CGFloat
    private let action: @MainActor () async -> Void
    private let content: Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .body) private var indicatorSize: CGFloat = 30
    @State private var pull: CGFloat = 0
    @State private var intent: Intent?
    @GestureState private var isDragging = false
    @State private var isArmed = false
    @State private var isRefreshing = false
    @State private var crossings = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A spinner that flashes for a frame reads as a glitch, so it stays at least this long.
    private static var shortestRefresh: Duration { .milliseconds(500) }

    public init(
        threshold: CGFloat = 64,
        action: @escaping @MainActor () async -> Void,
        @ViewBuilder content: () -> Content
    ) {
        self.threshold = threshold
        self.action = action
        self.content = content()
    }

    public var body: some View {
        ZStack(alignment: .top) {
            indicator
                // Centred in the gap the pull opens above the rows; moved, never resized per frame.
                .offset(y: (pull - indicatorSize) / 2)
            VStack { content }
                .frame(maxWidth: .infinity)
                .offset(y: pull)
                // VoiceOver can't pull. On a stack that isn't an element itself, the action reaches
                // every row, so "Refresh" is in the actions rotor wherever the reader is.
                .accessibilityAction(named: Text("Refresh")) { beginRefresh(velocity: 0) }
        }
        .contentShape(Rectangle())
        .simultaneousGesture(pullGesture)
        // A drag the system cancels never reaches onEnded; without this the stack would stay pulled open.
        .onChange(of: isDragging) { _, dragging in
            if !dragging, intent != nil { release(velocity: 0) }
        }
        .pieceHaptic(.threshold, trigger: crossings)
        .task(id: isRefreshing) {
            guard isRefreshing else { return }
            await refresh()
        }
    }

    // MARK: Indicator

    @ViewBuilder private var indicator: some View {
        ZStack {
            if isRefreshing {
                ProgressView()
                    .accessibilityLabel(Text("Refreshing"))
                    .transition(motion.contentSwap)
            } else {
                arrow.transition(motion.contentSwap)
            }
        }
        .frame(width: indicatorSize, height: indicatorSize)
        .opacity(isRefreshing ? 1 : progress)
    }

    private var arrow: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.secondary, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "arrow.down")
                .font(.footnote.weight(.bold))
                .foregroundStyle(.secondary)
                .rotationEffect(.degrees(isArmed ? 180 : 0))
                // Only the discrete turn is animated; the ring follows the finger as it is.
                .animation(motion.snap, value: isArmed)
        }
        .accessibilityHidden(true)
    }

    /// How close the pull is to the threshold, 0…1.
    private var progress: CGFloat { min(max(pull / threshold, 0), 1) }

    /// Where the stack rests while refreshing: just enough to show the spinner with some air.
    private var restingPull: CGFloat { indicatorSize + 20 }

    /// The asymptote of the rubber band, well above the threshold: the finger travels about two and
    /// a half thresholds to cross it, so a deliberate pull refreshes and an accidental brush doesn't.
    private var reach: CGFloat { threshold * 3.5 }

    // MARK: Gesture

    /// Whether a drag is a pull, decided once from its first movement so a horizontal swipe inside a
    /// row never turns into a pull halfway through. Only vertical direction is read, so right-to-left
    /// layouts need no conversion.
    private enum Intent { case pull, ignore }

    private var pullGesture: some Gesture {
        DragGesture()
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in
                guard !isRefreshing else { return }
                if intent == nil {
                    let downward = drag.translation.height > 0
                    intent = downward && abs(drag.translation.height) > abs(drag.translation.width) ? .pull : .ignore
                }
                guard intent == .pull else { return }
                // Band the whole overshoot, never the per-event delta, so the stack stays in step with the finger.
                pull = PieceMotion.rubberBand(max(drag.translation.height, 0), limit: reach)
                arm(pull >= threshold)
            }
            .onEnded { drag in
                release(velocity: drag.velocity.height * bandSlope(at: max(drag.translation.height, 0)))
            }
    }

    /// Past the threshold the stack settles onto the spinner, short of it back to rest; either way it
    /// leaves at `velocity`, the speed it had on screen.
    private func release(velocity: CGFloat) {
        defer { intent = nil }
        guard intent == .pull, !isRefreshing else { return }
        if isArmed {
            beginRefresh(velocity: velocity)
        } else {
            withAnimation(motion.settle(velocity: velocity, from: pull, to: 0)) { pull = 0 }
        }
    }

    /// One tick per crossing on the way out; backing off re-arms quietly.
    private func arm(_ armed: Bool) {
        guard armed != isArmed else { return }
        if armed { crossings += 1 }
        isArmed = armed
    }

    /// The banded stack moves slower than the finger; this is how much slower at `overshoot`, so
    /// the release carries the speed the stack actually had rather than the finger's raw speed.
    private func bandSlope(at overshoot: CGFloat) -> CGFloat {
        PieceMotion.rubberBand(overshoot + 1, limit: reach) - PieceMotion.rubberBand(overshoot, limit: reach)
    }

    // MARK: Refresh

    private func beginRefresh(velocity: CGFloat) {
        guard !isRefreshing else { return }
        withAnimation(motion.settle(velocity: velocity, from: pull, to: restingPull)) { pull = restingPull }
        withAnimation(motion.reveal) { isRefreshing = true }
    }

    private func refresh() async {
        let started = ContinuousClock.now
        await action()
        let remaining = Self.shortestRefresh - (ContinuousClock.now - started)
        if remaining > .zero { try? await Task.sleep(for: remaining) }
        // Cancelled (the view went away) or not, the stack must not stay open on a dead spinner.
        withAnimation(motion.dismiss) {
            pull = 0
            isArmed = false
            isRefreshing = false
        }
    }
}

// MARK: - Example

private struct PullToRefreshExample: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var headlines = ["Tide tables updated", "Ferry back on schedule", "Market opens at nine"]
    @State private var refreshes = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        PullToRefresh {
            try? await Task.sleep(for: .seconds(1.2))
            refreshes += 1
            withAnimation(motion.reveal) { headlines.insert("Fresh story #\(refreshes)", at: 0) }
        } content: {
            Text("Pull down to refresh")
                .font(.footnote)
                .foregroundStyle(.secondary)
            ForEach(headlines, id: \.self) { headline in
                Text(headline)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
                    .background(.quaternary, in: .rect(cornerRadius: 14, style: .continuous))
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.top, 12)
    }
}

#Preview { PullToRefreshExample() }
