// pieces:
// title: Detent Sheet
// description: A bottom sheet that rests at detents, lands where a flick is heading and stretches like rubber past its ends.
// category: sheets
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [sheet, bottom sheet, detent, drag, flick, rubber band, spring, hoja, panel, arrastrar, elástico, muelle, rebote]
// license: MIT

import SwiftUI

/// A bottom sheet that rests at a set of heights. It follows the finger, and on release lands on the
/// detent the flick is heading for, not the one nearest the finger, carrying the finger's speed into the
/// landing. Past the highest and lowest detents it stretches with growing resistance and springs back.
/// Each detent it lands on gives a haptic tick; the grabber steps through detents for VoiceOver and on tap.
///
/// Place it over the content it covers, e.g. in a `ZStack` or an `.overlay`: it fills that space and
/// anchors to its bottom. Detents up to 1 are fractions of that height; larger values are points.
///
/// With Reduce Motion on, the sheet still tracks the finger and keeps the flick's speed, and lands
/// without overshoot.
///
/// - Parameters:
///   - detents: The resting heights from lowest to highest: fractions (0...1) of the available height, or points.
///   - selection: The index of the detent the sheet rests at, or nil to let the sheet keep it.
///   - content: The sheet's content, laid out at the highest detent's height below the grabber.
public struct DetentSheet<Content: View>: View {
    private let detents: [CGFloat]
    private let selection: Binding<Int>?
    private let content: Content

    /// The detent the sheet shows; follows `selection` with an animation when it changes from outside.
    @State private var shownIndex: Int
    /// The detent last landed on; it changes when a landing completes, which is when the tick belongs.
    @State private var landedIndex: Int
    /// The sheet's height under the finger, rubber-banded past the ends; nil while not dragged.
    @State private var dragHeight: CGFloat?
    /// The height the drag would give at translation zero, fixed on the drag's first event.
    @State private var dragOrigin: CGFloat?

    @ScaledMetric(relativeTo: .body) private var grabberWidth: CGFloat = 36
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far past its ends the sheet can be pulled, in points: a sheet wants 60 to 120.
    private let edgeLimit: CGFloat = 90
    private let cornerRadius: CGFloat = 28

    public init(
        detents: [CGFloat] = [0.25, 0.5, 0.9],
        selection: Binding<Int>? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let usable = detents.filter { $0 > 0 }
        self.detents = usable.isEmpty ? [0.5] : usable
        self.selection = selection
        self.content = content()
        let start = min(max(selection?.wrappedValue ?? 0, 0), self.detents.count - 1)
        _shownIndex = State(initialValue: start)
        _landedIndex = State(initialValue: start)
    }

    public var body: some View {
        GeometryReader { proxy in
            let heights = resolvedHeights(in: proxy.size.height)
            let height = dragHeight ?? heights[clamped(shownIndex)]
            sheet(heights: heights)
                .frame(height: (heights.max() ?? 0) + edgeLimit, alignment: .top)
                .offset(y: proxy.size.height - height)
                .gesture(drag(heights: heights))
        }
        .pieceHaptic(.detent, trigger: landedIndex)
        .onChange(of: selection?.wrappedValue) { _, newValue in
            guard let newValue, newValue != shownIndex else { return }
            land(on: newValue, with: motion.snap)
        }
    }

    // MARK: Appearance

    private func sheet(heights: [CGFloat]) -> some View {
        VStack(spacing: 0) {
            grabber
            content
                .frame(maxWidth: .infinity, maxHeight: heights.max() ?? 0, alignment: .top)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .clipShape(panelShape)
        // The fill sits outside the clip so its shadow is not cut off.
        .background {
            panelShape
                .fill(.background)
                .shadow(color: .black.opacity(0.16), radius: 18, y: -2)
        }
    }

    private var panelShape: UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
    }

    private var grabber: some View {
        Capsule()
            .fill(.tertiary)
            .frame(width: grabberWidth, height: 5)
            .frame(maxWidth: .infinity, minHeight: 28)
            .contentShape(.rect)
            .onTapGesture { land(on: (shownIndex + 1) % detents.count, with: motion.snap) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("Sheet grabber"))
            .accessibilityValue(Text("Detent \(shownIndex + 1) of \(detents.count)"))
            .accessibilityHint(Text("Swipe up or down to resize the sheet"))
            .accessibilityAdjustableAction { direction in
                let step = direction == .increment ? 1 : -1
                land(on: shownIndex + step, with: motion.snap)
            }
    }

    // MARK: Gesture

    /// Global coordinates, because the sheet moves under the gesture: local ones would shift with it.
    private func drag(heights: [CGFloat]) -> some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in track(drag, heights: heights) }
            .onEnded { drag in release(drag, heights: heights) }
    }

    /// The sheet follows the finger without animation; past the ends the total overshoot is banded.
    private func track(_ drag: DragGesture.Value, heights: [CGFloat]) {
        // Dragging up makes the sheet taller, so height runs against the gesture's y.
        let origin = dragOrigin ?? (dragHeight ?? heights[clamped(shownIndex)]) + drag.translation.height
        dragOrigin = origin
        let raw = origin - drag.translation.height
        dragHeight = PieceMotion.rubberBand(raw, in: range(of: heights), limit: edgeLimit)
    }

    /// Lands on the detent the release is heading for, leaving at the finger's speed.
    private func release(_ drag: DragGesture.Value, heights: [CGFloat]) {
        let current = dragHeight ?? heights[clamped(shownIndex)]
        let velocity = -drag.velocity.height
        let heading = PieceMotion.project(current, velocity: velocity)
        let target = PieceMotion.nearest(heading, in: heights)
        let index = heights.firstIndex(of: target) ?? shownIndex
        dragOrigin = nil
        land(on: index, with: motion.settle(velocity: velocity, from: current, to: target))
    }

    private func land(on requested: Int, with animation: Animation) {
        let index = clamped(requested)
        withAnimation(animation) {
            dragHeight = nil
            shownIndex = index
        } completion: {
            // A newer landing may have replaced this one; only the detent still shown counts.
            if shownIndex == index { landedIndex = index }
        }
        if let selection, selection.wrappedValue != index { selection.wrappedValue = index }
    }

    // MARK: Geometry

    private func resolvedHeights(in available: CGFloat) -> [CGFloat] {
        detents.map { detent in
            let height = detent <= 1 ? detent * available : detent
            return min(max(height, 0), available)
        }
    }

    /// Detents can change from outside while the index is kept, so every lookup is held in range.
    private func clamped(_ index: Int) -> Int {
        min(max(index, 0), detents.count - 1)
    }

    private func range(of heights: [CGFloat]) -> ClosedRange<CGFloat> {
        (heights.min() ?? 0)...(heights.max() ?? 0)
    }
}

// MARK: - Example

private struct DetentSheetExample: View {
    @State private var detent = 0

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal.opacity(0.35), .blue.opacity(0.25)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 8) {
                Text("Detent \(detent + 1)")
                    .font(.largeTitle.bold())
                Text("Drag or flick the sheet.")
                    .foregroundStyle(.secondary)
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .padding(.top, 64)

            DetentSheet(detents: [0.2, 0.5, 0.92], selection: $detent) {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Nearby")
                        .font(.title2.bold())
                    ForEach(["Coffee", "Bakery", "Bookshop", "Park"], id: \.self) { place in
                        Label(place, systemImage: "mappin.circle.fill")
                            .font(.headline)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 24)
            }
        }
    }
}

#Preview { DetentSheetExample() }
