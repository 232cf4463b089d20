// pieces:
// title: Zoomable Image
// description: An image you pinch, rotate and pan at once, that stretches past its zoom limits and springs back.
// category: media
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [image, photo, zoom, pinch, rotate, pan, rubber band, imagen, foto, ampliar, pellizcar, girar, gesto, elástico, rebote]
// license: MIT

import SwiftUI

/// An image that zooms and rotates under two fingers at once and pans when zoomed. Pinched past its
/// limits it keeps following with growing resistance and springs back to the limit on release; a
/// rotation lands on the nearest quarter turn; a pan coasts like a scroll view and stops at the edges.
/// Double-tap resets a zoomed or turned image, or zooms in on one at rest.
///
/// With Reduce Motion on, the image still follows the fingers and keeps a pan's speed, and everything
/// lands without overshoot.
///
/// - Parameters:
///   - image: The image to show; it is made resizable and fit into the available space.
///   - minScale: The smallest zoom, relative to the fitted size; pinching below it stretches and springs back.
///   - maxScale: The largest zoom, relative to the fitted size; pinching beyond it stretches and springs back.
public struct ZoomableImage: View {
    private let image: Image
    private let minScale: CGFloat
    private let maxScale: CGFloat

    @State private var scale: CGFloat
    @State private var angle: Angle = .zero
    /// Pan per axis, in layout points, so each axis can be released with its own velocity.
    @State private var offsetX: CGFloat = 0
    @State private var offsetY: CGFloat = 0
    /// Scale and angle when the current pinch began; nil between pinches.
    @State private var pinchStart: PinchStart?
    /// Pan when the current drag began; nil between drags.
    @State private var panStart: CGSize?
    @State private var fittedSize: CGSize = .zero
    @State private var viewportSize: CGSize = .zero
    /// Counts pinches that cross a zoom limit; one tick each time the image starts to resist.
    @State private var limitCrossings = 0

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// How far past a pan edge the image can be pulled, in points.
    private let edgeLimit: CGFloat = 90
    /// How far past a zoom limit a pinch can go, as a fraction of that limit.
    private let zoomLimitReach: CGFloat = 0.3
    /// A pan coasts the way a scroll view does.
    private let panDeceleration: CGFloat = 0.998

    public init(_ image: Image, minScale: CGFloat = 1, maxScale: CGFloat = 4) {
        self.image = image
        self.minScale = max(minScale, 0.1)
        self.maxScale = max(maxScale, self.minScale)
        _scale = State(initialValue: self.minScale)
    }

    public var body: some View {
        image
            .resizable()
            .scaledToFit()
            .onGeometryChange(for: CGSize.self) { $0.size } action: { fittedSize = $0 }
            .scaleEffect(scale)
            .rotationEffect(angle)
            .offset(x: offsetX)
            .offset(y: offsetY)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onGeometryChange(for: CGSize.self) { $0.size } action: { viewportSize = $0 }
            .contentShape(.rect)
            .clipped()
            .gesture(pinchAndRotate)
            // Panning only while zoomed, so at rest a surrounding scroll or page view keeps the drag.
            .simultaneousGesture(pan, including: isZoomed ? .all : .subviews)
            .onTapGesture(count: 2) { toggleZoom() }
            .pieceHaptic(.threshold, trigger: limitCrossings)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isImage)
            .accessibilityValue(Text(Double(scale), format: .percent.precision(.fractionLength(0))))
            .accessibilityZoomAction { action in
                zoom(by: action.direction == .zoomIn ? 1.5 : 1 / 1.5)
            }
            .accessibilityAction(named: Text("Reset zoom")) { reset() }
    }

    // MARK: Pinch and rotate

    private var pinchAndRotate: some Gesture {
        MagnifyGesture()
            .simultaneously(with: RotateGesture())
            .onChanged { value in
                trackPinch(magnification: value.first?.magnification ?? 1, rotation: value.second?.rotation ?? .zero)
            }
            .onEnded { _ in releasePinch() }
    }

    /// Scale and angle follow the fingers without animation; past a limit the zoom is banded.
    private func trackPinch(magnification: CGFloat, rotation: Angle) {
        let start = pinchStart ?? PinchStart(scale: scale, angle: angle)
        pinchStart = start
        let raw = start.scale * magnification
        if isBeyondLimits(raw) && !isBeyondLimits(scale) { limitCrossings += 1 }
        scale = banded(raw)
        // Gestures turn in screen terms while layout mirrors in right-to-left, as offsets do.
        angle = .radians(start.angle.radians + rotation.radians * Double(forward))
    }

    /// The zoom rebounds to the limit it passed, the angle snaps to a quarter turn, and the pan is
    /// brought back inside the edges the new zoom allows.
    private func releasePinch() {
        pinchStart = nil
        let turns = (angle.degrees / 90).rounded(.down) * 90
        let landing = PieceMotion.nearest(CGFloat(angle.degrees), in: [CGFloat(turns), CGFloat(turns + 90)])
        withAnimation(motion.snap) { angle = .degrees(Double(landing)) }
        let target = clamped(scale)
        if target != scale {
            withAnimation(motion.rebound) { scale = target }
        }
        keepPanInside(at: target, angle: .degrees(Double(landing)))
    }

    private func banded(_ raw: CGFloat) -> CGFloat {
        if raw < minScale {
            return minScale + PieceMotion.rubberBand(raw - minScale, limit: minScale * zoomLimitReach)
        }
        if raw > maxScale {
            return maxScale + PieceMotion.rubberBand(raw - maxScale, limit: maxScale * zoomLimitReach)
        }
        return raw
    }

    // MARK: Pan

    /// Global coordinates, because the image moves under the finger: local ones would shift with it.
    private var pan: some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { drag in trackPan(drag) }
            .onEnded { drag in releasePan(drag) }
    }

    private func trackPan(_ drag: DragGesture.Value) {
        let start = panStart ?? CGSize(width: offsetX, height: offsetY)
        panStart = start
        let bounds = panBounds(at: scale, angle: angle)
        offsetX = PieceMotion.rubberBand(start.width + drag.translation.width * forward, in: -bounds.width...bounds.width, limit: edgeLimit)
        offsetY = PieceMotion.rubberBand(start.height + drag.translation.height, in: -bounds.height...bounds.height, limit: edgeLimit)
    }

    /// Each axis coasts toward where the flick is heading, stopping at the edge, at its own speed.
    private func releasePan(_ drag: DragGesture.Value) {
        panStart = nil
        let bounds = panBounds(at: scale, angle: angle)
        let x = landing(from: offsetX, velocity: drag.velocity.width * forward, bound: bounds.width)
        let y = landing(from: offsetY, velocity: drag.velocity.height, bound: bounds.height)
        withAnimation(x.animation) { offsetX = x.target }
        withAnimation(y.animation) { offsetY = y.target }
    }

    /// From past an edge the pan rebounds; inside, it settles where the projected coast ends.
    private func landing(from current: CGFloat, velocity: CGFloat, bound: CGFloat) -> (target: CGFloat, animation: Animation) {
        if abs(current) > bound {
            return (current < 0 ? -bound : bound, motion.rebound)
        }
        let heading = PieceMotion.project(current, velocity: velocity, decelerationRate: panDeceleration)
        let target = min(max(heading, -bound), bound)
        return (target, motion.settle(velocity: velocity, from: current, to: target))
    }

    private func keepPanInside(at scale: CGFloat, angle: Angle) {
        let bounds = panBounds(at: scale, angle: angle)
        let x = min(max(offsetX, -bounds.width), bounds.width)
        let y = min(max(offsetY, -bounds.height), bounds.height)
        guard x != offsetX || y != offsetY else { return }
        withAnimation(motion.settle) {
            offsetX = x
            offsetY = y
        }
    }

    /// How far the image may move from center on each axis: half of what overflows the viewport.
    private func panBounds(at scale: CGFloat, angle: Angle) -> CGSize {
        let quarterTurns = Int((angle.degrees / 90).rounded())
        let turned = quarterTurns.isMultiple(of: 2) ? fittedSize : CGSize(width: fittedSize.height, height: fittedSize.width)
        return CGSize(
            width: max((turned.width * scale - viewportSize.width) / 2, 0),
            height: max((turned.height * scale - viewportSize.height) / 2, 0)
        )
    }

    // MARK: Taps and accessibility

    private func toggleZoom() {
        if isZoomed || !isUpright {
            reset()
        } else {
            withAnimation(motion.settle) { scale = clamped(minScale * 2.5) }
        }
    }

    /// Turns back by the shortest way to upright, so an image turned twice round does not spin back.
    private func reset() {
        let upright = (angle.degrees / 360).rounded() * 360
        withAnimation(motion.settle) {
            scale = minScale
            angle = .degrees(upright)
            offsetX = 0
            offsetY = 0
        }
    }

    private func zoom(by factor: CGFloat) {
        let target = clamped(scale * factor)
        withAnimation(motion.settle) { scale = target }
        keepPanInside(at: target, angle: angle)
    }

    // MARK: Helpers

    private var isZoomed: Bool { scale > minScale + 0.01 }
    private var isUpright: Bool { abs(angle.degrees.truncatingRemainder(dividingBy: 360)) < 0.5 }
    private func clamped(_ value: CGFloat) -> CGFloat { min(max(value, minScale), maxScale) }
    private func isBeyondLimits(_ value: CGFloat) -> Bool { value < minScale || value > maxScale }

    /// Gestures report screen points while layout mirrors in right-to-left: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    /// Where a pinch started, so the whole gesture is measured from one base and never drifts.
    private struct PinchStart {
        var scale: CGFloat
        var angle: Angle
    }
}

// MARK: - Example

private struct ZoomableImageExample: View {
    var body: some View {
        VStack(spacing: 16) {
            ZoomableImage(Image(systemName: "mountain.2.fill"), maxScale: 5)
                .foregroundStyle(.teal.gradient)
                .padding(40)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.teal.opacity(0.12), in: .rect(cornerRadius: 28))
                .accessibilityLabel(Text("Mountains"))
            Text("Pinch and turn with two fingers, drag when zoomed, double-tap to reset.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(20)
    }
}

#Preview { ZoomableImageExample() }
