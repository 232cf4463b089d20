// pieces:
// title: Status Button
// description: One button that morphs from its title to a spinner to a check or a refusal while an async action runs.
// category: buttons
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [button, async, loading, success, error, morph, shake, botón, cargando, éxito, fallo, guardar, sacudir]
// license: MIT

import SwiftUI

/// A button that runs an async action and shows how it went without ever leaving its place: the
/// capsule shrinks into a circle with a spinner, lands on a check that pops or a mark that shakes,
/// and after a pause grows back into its title.
///
/// It is one container the whole time. Only the glyph inside it changes, so the button keeps its
/// identity, its position and VoiceOver focus. Success and failure each get one haptic, on the beat
/// their motion lands.
///
/// With Reduce Motion on, the shape changes without overshoot, the glyphs fade instead of blurring,
/// and the pop and shake are left out; the colours, glyphs, haptics and spoken outcome all remain.
///
/// - Parameters:
///   - title: The button's title, shown at rest and always used as its accessibility label.
///   - systemImage: An SF Symbol shown before the title at rest, or `nil` for the title alone.
///   - tint: The capsule's colour at rest and while loading.
///   - action: The work to run. Returning counts as success, throwing as failure.
public struct StatusButton: View {
    private let title: LocalizedStringKey
    private let systemImage: String?
    private let tint: Color
    private let action: @MainActor () async throws -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @ScaledMetric(relativeTo: .headline) private var height: CGFloat = 52
    @State private var phase: Phase = .idle
    @State private var isRunning = false
    @State private var successes = 0
    @State private var failures = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// Long enough to read the outcome, short enough that the button is soon usable again.
    private static let outcomePause: Duration = .seconds(1.4)

    public init(
        _ title: LocalizedStringKey,
        systemImage: String? = nil,
        tint: Color = .accentColor,
        action: @escaping @MainActor () async throws -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.action = action
    }

    public var body: some View {
        Button(action: start) {
            glyph
                .font(.headline)
                .foregroundStyle(.white)
                // At rest the title sets the width; every other phase is a circle.
                .frame(width: phase == .idle ? nil : height, height: height)
                .padding(.horizontal, phase == .idle ? height * 0.45 : 0)
                .background(fill, in: Capsule())
                // Clipping keeps the outgoing title inside the capsule while it shrinks.
                .clipShape(Capsule())
                .contentShape(Capsule())
        }
        .buttonStyle(.piecePress)
        .disabled(phase != .idle)
        .piecePop(trigger: successes)
        .pieceShake(trigger: failures)
        .pieceHaptic(.success, trigger: successes)
        .pieceHaptic(.failure, trigger: failures)
        .accessibilityLabel(Text(title))
        .accessibilityValue(spokenPhase)
        // Each phase owns the work that leads out of it, and a phase change cancels the last.
        .task(id: phase) { await advance() }
    }

    // MARK: Content

    /// The only part that branches: one glyph per phase, swapped inside the same capsule.
    @ViewBuilder private var glyph: some View {
        switch phase {
        case .idle:
            titleLabel
                .lineLimit(1)
                .fixedSize()
                .transition(motion.contentSwap)
        case .loading:
            ProgressView()
                .tint(.white)
                .transition(motion.contentSwap)
        case .success:
            Image(systemName: "checkmark")
                .fontWeight(.bold)
                .transition(motion.contentSwap)
        case .failure:
            Image(systemName: "xmark")
                .fontWeight(.bold)
                .transition(motion.contentSwap)
        }
    }

    @ViewBuilder private var titleLabel: some View {
        if let systemImage {
            Label(title, systemImage: systemImage)
        } else {
            Text(title)
        }
    }

    private var fill: Color {
        switch phase {
        case .idle, .loading: tint
        case .success: .green
        case .failure: .red
        }
    }

    // MARK: Phases

    private func start() {
        guard phase == .idle else { return }
        withAnimation(motion.morph) { phase = .loading }
    }

    private func advance() async {
        switch phase {
        case .idle:
            return
        case .loading:
            await run()
        case .success, .failure:
            try? await Task.sleep(for: Self.outcomePause)
            guard !Task.isCancelled else { return }
            withAnimation(motion.morph) { phase = .idle }
        }
    }

    private func run() async {
        // If the view disappears and returns while an action that ignores cancellation is still
        // running, the new task must not start the same action a second time.
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        do {
            try await action()
            land(.success)
        } catch {
            // Cancelled because the button went away: nothing failed, so come back at rest.
            guard !Task.isCancelled else {
                phase = .idle
                return
            }
            land(.failure)
        }
    }

    /// The outcome lands first (with give for a success, firmly for a refusal); the pop or shake and
    /// its haptic follow on the beat the glyph has arrived.
    private func land(_ outcome: Phase) {
        let landing = outcome == .success ? motion.success : motion.error
        withAnimation(landing, completionCriteria: .logicallyComplete) {
            phase = outcome
        } completion: {
            if outcome == .success { successes += 1 } else { failures += 1 }
        }
        // The glyph alone says nothing to VoiceOver, so the outcome is also spoken.
        let outcomeWord = outcome == .success ? String(localized: "Done") : String(localized: "Failed")
        AccessibilityNotification.Announcement(outcomeWord).post()
    }

    // MARK: Phase

    /// Where the button is in its one round trip: idle → loading → success or failure → idle.
    private enum Phase: Hashable {
        case idle, loading, success, failure
    }

    private var spokenPhase: Text {
        switch phase {
        case .idle: Text(verbatim: "")
        case .loading: Text("In progress")
        case .success: Text("Done")
        case .failure: Text("Failed")
        }
    }
}

// MARK: - Example

private struct StatusButtonExample: View {
    @State private var failsNext = false
    @State private var saves = 0

    var body: some View {
        VStack(spacing: 32) {
            Text(saves == 1 ? "Saved once" : "Saved \(saves) times")
                .font(.headline)
                .foregroundStyle(.secondary)

            StatusButton("Save changes", systemImage: "square.and.arrow.down", tint: .indigo) {
                try await Task.sleep(for: .seconds(1.2))
                if failsNext { throw ExampleError.offline }
                saves += 1
            }

            Toggle("Fail the next save", isOn: $failsNext)
                .padding(.horizontal, 48)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private enum ExampleError: Error { case offline }
}

#Preview { StatusButtonExample() }
