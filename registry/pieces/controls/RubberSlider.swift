// pieces:
// title: Rubber Slider
// description: A slider whose thumb stretches past its ends like rubber while the value stays in range, then springs back.
// category: controls
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [slider, rubber band, drag, step, spring, deslizador, elástico, arrastrar, paso, muelle, rebote]
// license: MIT

import SwiftUI

/// A slider whose thumb follows the finger and, pulled past either end, keeps moving with growing
/// resistance while the value stays clamped; on release it springs back to the end. With a step, the
/// value moves in steps with a tick at each one, and the thumb settles onto the step when let go.
///
/// With Reduce Motion on, the thumb still tracks the finger and rubber-bands, and returns without overshoot.
///
/// - Parameters:
///   - value: The selected value, always within `range` and on a step when `step` is set.
///   - range: The values the slider spans, from its leading end to its trailing end.
///   - step: The distance between selectable values, or nil for a continuous slider.
///   - label: What the value means, read by VoiceOver.
public struct RubberSlider: View {
    @Binding private var value: Double
    private let range: ClosedRange<Double>
    private let step: Double?
    private let label: LocalizedStringResource

    /// The value the thumb shows; trails `value` with a non-overshooting animation when it changes from outside.
    @State private var shownValue: Double
    /// The thumb's offset under the finger, rubber-banded past the ends; nil while no drag is active.
    @State private var dragX: CGFloat?
    /// The offset the drag would give at translation zero, fixed on the drag's first event.
    @State private var dragOrigin: CGFloat?
    /// True while a finger is on the slider; resets by itself, even when the system cancels the drag.
    @GestureState private var isDragging = false
    @State private var trackWidth: CGFloat = 0

    @ScaledMetric(relativeTo: .body) private var thumbDiameter: CGFloat = 28
    @ScaledMetric(relativeTo: .body) private var trackHeight: CGFloat = 6
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far the thumb may be pulled past an end, in points: a slider thumb wants 24 to 40.
    private let edgeLimit: CGFloat = 32

    public init(
        value: Binding<Double>,
        in range: ClosedRange<Double> = 0...1,
        step: Double? = nil,
        label: LocalizedStringResource
    ) {
        _value = value
        self.range = range
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        self.label = label
        _shownValue = State(initialValue: value.wrappedValue)
    }

    public var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(.quaternary)
                .frame(height: trackHeight)
            Capsule()
                .fill(.tint)
                .frame(width: max(thumbX + thumbDiameter / 2, 0), height: trackHeight)
            thumb
        }
        .frame(maxWidth: .infinity, minHeight: thumbDiameter + 16)
        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { trackWidth = $0 }
        .contentShape(Rectangle())
        .gesture(drag)
        .pieceHaptic(.step, trigger: stepIndex)
        .onChange(of: value) { _, newValue in show(newValue) }
        .onChange(of: isDragging) { _, dragging in
            if !dragging { abandonDrag() }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(spokenValue)
        .accessibilityAdjustableAction { direction in adjust(direction) }
    }

    private var thumb: some View {
        Circle()
            .fill(.white)
            .shadow(color: .black.opacity(0.18), radius: 4, y: 2)
            .overlay { Circle().strokeBorder(.black.opacity(0.06), lineWidth: 0.5) }
            .frame(width: thumbDiameter, height: thumbDiameter)
            .offset(x: thumbX)
    }

    // MARK: Gesture

    private var drag: some Gesture {
        DragGesture()
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in track(drag) }
            .onEnded { drag in release(drag) }
    }

    /// The thumb follows the finger without animation; only the value is clamped and stepped.
    private func track(_ drag: DragGesture.Value) {
        let travel = drag.translation.width * forward
        // Anchor on the first event so the thumb does not jump by the gesture's start distance.
        let origin = dragOrigin ?? offset(for: shownValue) - travel
        dragOrigin = origin
        let raw = origin + travel
        dragX = PieceMotion.rubberBand(raw, in: 0...maxOffset, limit: edgeLimit)
        let newValue = snapped(valueAt(min(max(raw, 0), maxOffset)))
        if newValue != value { value = newValue }
    }

    /// Returns to the committed value: from inside the track at the finger's speed, from past an end with a rebound.
    private func release(_ drag: DragGesture.Value) {
        let current = dragX ?? offset(for: shownValue)
        let target = offset(for: value)
        let pastEnd = current < 0 || current > maxOffset
        let animation = pastEnd
            ? motion.rebound
            : motion.settle(velocity: drag.velocity.width * forward, from: current, to: target)
        withAnimation(animation) {
            dragX = nil
            shownValue = value
        }
        dragOrigin = nil
    }

    /// A drag the system cancelled never reaches `release`: the thumb rebounds to the value it set.
    private func abandonDrag() {
        guard dragOrigin != nil else { return }
        dragOrigin = nil
        withAnimation(motion.rebound) {
            dragX = nil
            shownValue = value
        }
    }

    // MARK: Value

    /// Values read by people never overshoot: outside changes glide in with the value role.
    private func show(_ newValue: Double) {
        guard dragOrigin == nil else {
            shownValue = newValue
            return
        }
        withAnimation(motion.value) { shownValue = newValue }
    }

    private func adjust(_ direction: AccessibilityAdjustmentDirection) {
        let increment = step ?? (range.upperBound - range.lowerBound) / 10
        let delta = direction == .increment ? increment : -increment
        value = snapped(min(max(value + delta, range.lowerBound), range.upperBound))
    }

    private func snapped(_ raw: Double) -> Double {
        guard let step else { return raw }
        let steps = ((raw - range.lowerBound) / step).rounded()
        return min(range.lowerBound + steps * step, range.upperBound)
    }

    /// A unit range reads as a percentage, as the system slider does; any other range reads its number.
    private var spokenValue: Text {
        if range == 0...1 {
            Text(value, format: .percent.precision(.fractionLength(0)))
        } else {
            Text(value, format: .number.precision(.fractionLength(0...2)))
        }
    }

    /// The step the value sits on; nil without steps, so a continuous slider never ticks.
    private var stepIndex: Int? {
        step.map { Int(((value - range.lowerBound) / $0).rounded()) }
    }

    // MARK: Geometry

    private var thumbX: CGFloat { dragX ?? offset(for: shownValue) }
    private var maxOffset: CGFloat { max(trackWidth - thumbDiameter, 0) }

    private func fraction(of value: Double) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return 0 }
        return min(max((value - range.lowerBound) / span, 0), 1)
    }

    private func offset(for value: Double) -> CGFloat { CGFloat(fraction(of: value)) * maxOffset }

    private func valueAt(_ offset: CGFloat) -> Double {
        guard maxOffset > 0 else { return range.lowerBound }
        return range.lowerBound + Double(offset / maxOffset) * (range.upperBound - range.lowerBound)
    }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }
}

// MARK: - Example

private struct RubberSliderExample: View {
    @State private var volume = 0.4
    @State private var rating = 3.0

    var body: some View {
        VStack(alignment: .leading, spacing: 28) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Volume \(volume, format: .percent.precision(.fractionLength(0)))")
                    .font(.headline)
                RubberSlider(value: $volume, label: "Volume")
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Rating \(rating, format: .number.precision(.fractionLength(0)))")
                    .font(.headline)
                RubberSlider(value: $rating, in: 1...5, step: 1, label: "Rating")
                    .tint(.orange)
            }
            Button("Reset") {
                volume = 0.4
                rating = 3
            }
            .buttonStyle(.bordered)
            Text("Pull a thumb past its end and let go.")
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { RubberSliderExample() }
