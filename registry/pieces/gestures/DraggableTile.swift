// pieces:
// title: Draggable Tile
// description: A tile that stays under the finger, stretches with its speed and springs home at the speed it was thrown.
// category: gestures
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [drag, throw, velocity, momentum, spring, stretch, gesture, arrastrar, lanzar, velocidad, impulso, muelle, estirar, gesto]
// license: MIT

import SwiftUI

/// Makes any content a tile you can pick up and throw. It follows the finger exactly, stretches a
/// little along the direction it is moving, and when let go springs back to its place, each axis
/// leaving at the speed the finger had along it, so a flick carries on before it turns around.
///
/// With Reduce Motion on, the tile still follows the finger and keeps its speed on release, but lands
/// without overshoot and does not stretch.
///
/// - Parameters:
///   - maximumStretch: How far the tile stretches at full speed, 0.08 being 8%; keep it to 0.03–0.05 for content that carries text.
///   - content: The tile's content, which sets its size and shape.
public struct DraggableTile<Content: View>: View {
    private let maximumStretch: CGFloat
    private let content: Content

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    /// True while a finger is down; resets by itself when the gesture ends or is cancelled.
    @GestureState private var isDragging = false
    /// One offset per axis, so each can be released with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    @State private var stretch = PieceVelocityStretch()
    /// Clears the stretch once the finger stops moving.
    @State private var restTimer: Task<Void, Never>?

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// A resting finger sends no events: this long after the last one, the tile counts as still.
    private let restDelay: Duration = .milliseconds(80)
    /// How far the accessibility nudge moves the tile before it springs home.
    private let nudgeDistance: CGFloat = 28

    public init(maximumStretch: Double = 0.08, @ViewBuilder content: () -> Content) {
        self.maximumStretch = CGFloat(min(max(maximumStretch, 0), 0.2))
        self.content = content()
    }

    public var body: some View {
        content
            .pieceStretch(stretch.vector)
            .offset(x: offsetX)
            .offset(y: offsetY)
            .gesture(drag)
            .onChange(of: isDragging) { _, dragging in
                // A cancelled gesture never reaches onEnded: send the tile home from here instead.
                if !dragging { release(velocity: .zero) }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: Text("Nudge")) { nudge() }
    }

    private var drag: some Gesture {
        // Global space: the tile moves under the finger, so its own space would move with it.
        DragGesture(coordinateSpace: .global)
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { drag in follow(drag) }
            .onEnded { drag in release(velocity: layout(drag.velocity)) }
    }

    /// Tracks the finger without animation, so the tile never trails it.
    private func follow(_ drag: DragGesture.Value) {
        let translation = layout(drag.translation)
        offsetX = translation.width
        offsetY = translation.height
        stretch.update(velocity: layout(drag.velocity), maximum: maximumStretch)
        scheduleRest()
    }

    /// Each axis leaves at its own speed; the stretch shrinks along its direction as the tile lands.
    private func release(velocity: CGSize) {
        restTimer?.cancel()
        guard offsetX != 0 || offsetY != 0 || stretch.vector != .zero else { return }
        withAnimation(motion.settle(velocity: velocity.width, from: offsetX, to: 0)) { offsetX = 0 }
        withAnimation(motion.settle(velocity: velocity.height, from: offsetY, to: 0)) { offsetY = 0 }
        withAnimation(motion.settle) { stretch.rest() }
    }

    /// A finger that holds still sends no more events, so the stretch would freeze mid-air: relax it
    /// shortly after the last one.
    private func scheduleRest() {
        restTimer?.cancel()
        restTimer = Task {
            try? await Task.sleep(for: restDelay)
            guard !Task.isCancelled else { return }
            withAnimation(motion.settle) { stretch.rest() }
        }
    }

    /// VoiceOver's stand-in for a throw: the tile hops toward its trailing side and springs home.
    private func nudge() {
        withAnimation(motion.snap) {
            offsetX = nudgeDistance
        } completion: {
            withAnimation(motion.settle) { offsetX = 0 }
        }
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip the horizontal axis there.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }
}

// MARK: - Example

private struct DraggableTileExample: View {
    var body: some View {
        VStack(spacing: 40) {
            Text("Throw a tile")
                .font(.largeTitle.bold())
            HStack(spacing: 24) {
                DraggableTile {
                    tile("flame.fill", color: .orange, label: "Flame")
                }
                DraggableTile(maximumStretch: 0.12) {
                    tile("drop.fill", color: .teal, label: "Drop")
                }
            }
            Text("Each one springs home at the speed you let it go.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func tile(_ systemImage: String, color: Color, label: LocalizedStringKey) -> some View {
        RoundedRectangle(cornerRadius: 28, style: .continuous)
            .fill(color.gradient)
            .frame(width: 128, height: 128)
            .overlay {
                Image(systemName: systemImage)
                    .font(.system(size: 44, weight: .semibold))
                    .foregroundStyle(.white)
            }
            .shadow(color: color.opacity(0.35), radius: 14, y: 8)
            .accessibilityElement()
            .accessibilityLabel(Text(label))
    }
}

#Preview { DraggableTileExample() }
