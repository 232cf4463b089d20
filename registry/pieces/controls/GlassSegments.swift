// pieces:
// title: Glass Segments
// description: A frosted segmented control whose indicator follows the finger, stretches as it travels and snaps to a segment.
// category: controls
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [segmented control, picker, glass, drag, snap, stretch, control segmentado, selector, cristal, arrastrar, estirar, segmento]
// license: MIT

import SwiftUI

/// A segmented control on frosted glass. Tap a segment to select it, or grab the indicator and drag it:
/// it stays under the finger, stretches along its travel and, on release, snaps to the segment the
/// flick was heading for.
///
/// With Reduce Motion on, the indicator still follows the finger and keeps its speed, but lands
/// without overshoot and no longer stretches.
///
/// - Parameters:
///   - selection: The value of the selected segment.
///   - options: Each segment's value and title, from the leading edge to the trailing edge.
public struct GlassSegments<Value: Hashable>: View {
    @Binding private var selection: Value
    private let values: [Value]
    private let titles: [LocalizedStringResource]

    /// The indicator's place in segments (0 is the leading segment); fractional while dragged.
    @State private var position: CGFloat
    /// Where the drag would have put the indicator at translation zero; nil while no drag is active.
    @State private var dragOrigin: CGFloat?
    /// True while a finger holds the indicator; resets by itself, even when the system cancels the drag.
    @GestureState private var isDragging = false
    @State private var stretch = PieceVelocityStretch()
    /// Counts drag events so a pause in them can be noticed: a resting finger sends none.
    @State private var dragEvents = 0
    @State private var rowWidth: CGFloat = 0

    @ScaledMetric(relativeTo: .subheadline) private var segmentHeight: CGFloat = 34
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// Gap between the glass track and the indicator.
    private let inset: CGFloat = 3
    /// How far the indicator may be pulled past the first or last segment, in points.
    private let edgeLimit: CGFloat = 24
    /// A small indicator carrying no text of its own can stretch this much (15%).
    private let maximumStretch: CGFloat = 0.15

    public init(selection: Binding<Value>, options: [(Value, LocalizedStringResource)]) {
        _selection = selection
        values = options.map(\.0)
        titles = options.map(\.1)
        let index = options.firstIndex { $0.0 == selection.wrappedValue } ?? 0
        _position = State(initialValue: CGFloat(index))
    }

    public var body: some View {
        labels
            .background(alignment: .leading) {
                ZStack(alignment: .leading) {
                    tapTargets
                    indicator
                }
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { rowWidth = $0 }
            .padding(inset)
            .background(.ultraThinMaterial, in: Capsule())
            .overlay { Capsule().strokeBorder(.white.opacity(0.3), lineWidth: 0.5) }
            .pieceHaptic(.step, trigger: highlightedIndex)
            .onChange(of: selectedIndex) { _, index in follow(index) }
            .onChange(of: isDragging) { _, dragging in
                if !dragging { abandonDrag() }
            }
            .task(id: dragEvents) { await restStretchAfterPause() }
            .accessibilityElement(children: .contain)
    }

    // MARK: Layers

    /// The titles sit on top but let touches through, so taps reach the targets and drags the indicator.
    private var labels: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(index == highlightedIndex ? HierarchicalShapeStyle.primary : .secondary)
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
                    .padding(.horizontal, 10)
                    .frame(maxWidth: .infinity, minHeight: segmentHeight)
                    .accessibilityAddTraits(index == selectedIndex ? [.isButton, .isSelected] : .isButton)
                    .accessibilityAction { select(index) }
            }
        }
        .allowsHitTesting(false)
    }

    private var tapTargets: some View {
        HStack(spacing: 0) {
            ForEach(values.indices, id: \.self) { index in
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .accessibilityHidden(true)
    }

    private var indicator: some View {
        Capsule()
            .fill(.regularMaterial)
            .overlay { Capsule().strokeBorder(.white.opacity(0.55), lineWidth: 0.5) }
            .shadow(color: .black.opacity(0.12), radius: 6, y: 2)
            .frame(width: segmentWidth)
            .pieceStretch(stretch.vector)
            .offset(x: position * segmentWidth)
            .gesture(indicatorDrag)
            .accessibilityHidden(true)
    }

    // MARK: Gesture

    private var indicatorDrag: some Gesture {
        DragGesture()
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in track(drag) }
            .onEnded { drag in release(drag) }
    }

    /// Follows the finger without animation; past the first or last segment it resists instead of stopping.
    private func track(_ drag: DragGesture.Value) {
        let travel = drag.translation.width * forward
        // Anchor on the first event so the indicator does not jump by the gesture's start distance.
        let origin = dragOrigin ?? position * segmentWidth - travel
        dragOrigin = origin
        let bounds: ClosedRange<CGFloat> = 0...lastStop
        position = PieceMotion.rubberBand(origin + travel, in: bounds, limit: edgeLimit) / segmentWidth
        stretch.update(velocity: CGSize(width: drag.velocity.width * forward, height: 0), maximum: maximumStretch)
        dragEvents += 1
    }

    /// Lands on the segment the release is heading for, leaving at the finger's speed.
    private func release(_ drag: DragGesture.Value) {
        guard !values.isEmpty else { return }
        let velocity = drag.velocity.width * forward
        let current = position * segmentWidth
        let stops = values.indices.map { CGFloat($0) * segmentWidth }
        let landing = PieceMotion.nearest(PieceMotion.project(current, velocity: velocity), in: stops)
        let index = Int((landing / segmentWidth).rounded())
        dragOrigin = nil
        // Segments land on the snap role's tier, here carrying the finger's speed.
        withAnimation(motion.settle(velocity: velocity, from: current, to: landing, tier: .responsive)) {
            position = CGFloat(index)
        }
        withAnimation(motion.settle) { stretch.rest() }
        selection = values[index]
    }

    /// A drag the system cancelled never reaches `release`: the indicator returns to the selection.
    private func abandonDrag() {
        guard dragOrigin != nil else { return }
        dragOrigin = nil
        withAnimation(motion.snap) { position = CGFloat(selectedIndex ?? highlightedIndex) }
        withAnimation(motion.settle) { stretch.rest() }
    }

    /// A finger that rests sends no events, so a short pause in them clears the stretch.
    private func restStretchAfterPause() async {
        guard dragOrigin != nil else { return }
        try? await Task.sleep(for: .milliseconds(80))
        guard !Task.isCancelled else { return }
        withAnimation(motion.settle) { stretch.rest() }
    }

    // MARK: Selection

    private func select(_ index: Int) {
        withAnimation(motion.snap) { position = CGFloat(index) }
        selection = values[index]
    }

    /// Moves the indicator when the selection changes from outside, unless a finger is holding it.
    private func follow(_ index: Int?) {
        guard dragOrigin == nil, let index, CGFloat(index) != position else { return }
        withAnimation(motion.snap) { position = CGFloat(index) }
    }

    private var selectedIndex: Int? { values.firstIndex(of: selection) }

    /// The segment under the indicator: it changes as a drag crosses segments, so each crossing ticks once.
    private var highlightedIndex: Int {
        min(max(Int(position.rounded()), 0), max(values.count - 1, 0))
    }

    // MARK: Geometry

    private var segmentWidth: CGFloat { max(rowWidth / CGFloat(max(values.count, 1)), 1) }
    private var lastStop: CGFloat { CGFloat(max(values.count - 1, 0)) * segmentWidth }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }
}

// MARK: - Example

private struct GlassSegmentsExample: View {
    private enum Period: Hashable { case day, week, month, year }

    @State private var period = Period.week

    var body: some View {
        VStack(spacing: 24) {
            Text(title)
                .font(.largeTitle.bold())
            GlassSegments(selection: $period, options: [
                (.day, "Day"),
                (.week, "Week"),
                (.month, "Month"),
                (.year, "Year"),
            ])
            .padding(.horizontal, 24)
            Text("Tap a segment or drag the glass.")
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            LinearGradient(colors: [.teal.opacity(0.35), .indigo.opacity(0.3)], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
        )
    }

    private var title: LocalizedStringResource {
        switch period {
        case .day: "Today"
        case .week: "This week"
        case .month: "This month"
        case .year: "This year"
        }
    }
}

#Preview { GlassSegmentsExample() }
