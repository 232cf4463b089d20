// pieces:
// title: Mesh Field
// description: A slowly drifting mesh gradient for backgrounds, with a Canvas fallback on iOS 17 and a still rest pose under Reduce Motion.
// category: backgrounds
// minIOS: "17.0"
// version: "1.0.0"
// level: intermediate
// tags: [background, mesh, gradient, ambient, drift, aurora, fondo, degradado, malla, ambiente]
// license: MIT

import SwiftUI

/// A background of soft color that drifts: a 3 × 3 mesh whose inner points wander a little around
/// their places, slowly, on a loop. On iOS 18 it is a `MeshGradient`; on iOS 17 a `Canvas` paints the
/// same points as overlapping radial glows, so the field moves the same way on both, only softer.
///
/// The drift is on a loop of `period` seconds: every point moves on a whole number of sine waves per
/// loop, so the field comes back exactly to where it started and never jumps. Corners never move and
/// points on an edge slide only along it, so the field always covers its whole frame.
///
/// It is cheap and stops when it is not shown: a `TimelineView` redraws it at most 30 times a second
/// and pauses between `onDisappear` and `onAppear` (another tab, a pushed screen, a lazy stack that let
/// it go), while the app is not active, while `isAnimating` is false and under Reduce Motion, where the
/// field rests on its still grid. From iOS 18 it also pauses while a scroll view has scrolled it wholly
/// out of sight (`onScrollVisibilityChange`); on iOS 17 a field scrolled away in a plain `ScrollView`
/// keeps its place in the hierarchy and keeps drifting, so pass `isAnimating: false` there.
///
/// What it takes from the views around it: nothing. It is hidden from hit testing, so touches go to
/// whatever is behind or on top of it, and hidden from VoiceOver, since it is decoration. It fills the
/// space it is offered; add `.ignoresSafeArea()` to run it under the bars.
///
/// - Parameters:
///   - colors: The palette, from the top-leading corner row by row; fewer than nine colors repeat.
///   - period: How long one loop of the drift takes, in seconds; longer is calmer.
///   - isAnimating: Whether the field drifts; false holds it where it is.
public struct MeshField: View {
    private let colors: [Color]
    private let drift: MeshFieldDrift
    private let isAnimating: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    /// In the hierarchy: set by `onAppear`, cleared by `onDisappear`, so a field nobody can see stops.
    @State private var isOnScreen = false
    /// Scrolled wholly out of a scroll view's sight (iOS 18 reports it; iOS 17 never sets it).
    @State private var isScrolledAway = false

    public init(
        colors: [Color] = [.indigo, .purple, .pink, .blue, .teal, .purple, .mint, .indigo, .orange],
        period: Double = 24,
        isAnimating: Bool = true
    ) {
        self.colors = colors.isEmpty ? [.accentColor] : colors
        self.drift = MeshFieldDrift(columns: 3, rows: 3, period: period)
        self.isAnimating = isAnimating
    }

    public var body: some View {
        // The paused schedule stops redrawing; it keeps the last frame on screen.
        TimelineView(.animation(minimumInterval: 1.0 / 30, paused: isPaused)) { context in
            let time = reduceMotion ? 0 : context.date.timeIntervalSinceReferenceDate
            field(points: drift.points(at: time))
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
        .onAppear { isOnScreen = true }
        .onDisappear { isOnScreen = false }
        .modifier(MeshFieldScrollVisibility { visible in isScrolledAway = !visible })
    }

    private var isPaused: Bool {
        reduceMotion || !isAnimating || !isOnScreen || isScrolledAway || scenePhase != .active
    }

    @ViewBuilder
    private func field(points: [SIMD2<Float>]) -> some View {
        let palette = drift.vertexIndices.map { colors[drift.colorIndex(vertex: $0, paletteCount: colors.count)] }
        if #available(iOS 18.0, macOS 15.0, *) {
            MeshGradient(width: drift.columns, height: drift.rows, points: points, colors: palette)
        } else {
            glows(points: points, palette: palette)
        }
    }

    /// iOS 17: each point of the mesh paints a radial glow of its color, fading to clear, over the first
    /// color. Softer than a mesh, and the same drift.
    private func glows(points: [SIMD2<Float>], palette: [Color]) -> some View {
        Canvas { context, size in
            let bounds = CGRect(origin: .zero, size: size)
            context.fill(Path(bounds), with: .color(palette.first ?? .clear))
            let reach = max(size.width, size.height) * drift.glowReach
            for (point, color) in zip(points, palette) {
                let center = CGPoint(x: CGFloat(point.x) * size.width, y: CGFloat(point.y) * size.height)
                let glow = Gradient(colors: [color, color.opacity(0)])
                context.fill(
                    Path(bounds), with: .radialGradient(glow, center: center, startRadius: 0, endRadius: reach))
            }
        }
    }
}

/// Reports when a scroll view scrolls the field in and out of sight, from iOS 18; nothing before.
private struct MeshFieldScrollVisibility: ViewModifier {
    var action: (Bool) -> Void

    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, *) {
            // Any sliver in sight counts as visible, so the field never stops while it shows.
            content.onScrollVisibilityChange(threshold: 0.01, action)
        } else {
            content
        }
    }
}

/// Where the mesh's points are at any moment: the drift's maths, apart from the view so it can be
/// checked on its own (`MeshFieldLogicTests` compiles it from this file). Positions are unit points,
/// (0, 0) the top-leading corner and (1, 1) the bottom-trailing one.
private nonisolated struct MeshFieldDrift: Equatable, Sendable {
    /// Points per row and per column, at least 2 each.
    var columns: Int
    var rows: Int
    /// Seconds per loop; every point comes back to its start after exactly one.
    var period: Double
    /// How far an inner point wanders from its place, as a fraction of the field.
    var amplitude: Float = 0.11
    /// The radius of a fallback glow, as a fraction of the field's longer side.
    var glowReach: CGFloat = 0.55

    init(columns: Int, rows: Int, period: Double) {
        self.columns = max(columns, 2)
        self.rows = max(rows, 2)
        self.period = period > 0 ? period : 24
    }

    /// Every vertex, row by row.
    var vertexIndices: Range<Int> { 0..<(columns * rows) }

    /// The palette color a vertex takes: the palette in order, repeated when it is shorter than the mesh.
    func colorIndex(vertex: Int, paletteCount: Int) -> Int {
        paletteCount > 0 ? vertex % paletteCount : 0
    }

    /// Where vertex (`column`, `row`) rests: an even grid.
    func restPoint(column: Int, row: Int) -> SIMD2<Float> {
        SIMD2(Float(column) / Float(columns - 1), Float(row) / Float(rows - 1))
    }

    /// Every point at `time` seconds (any clock: only its place in the loop counts). At a whole number of
    /// loops, 0 included, every point is at rest. Corners stay put, edge points slide along their edge,
    /// inner points move on both axes, always inside the unit square.
    func points(at time: Double) -> [SIMD2<Float>] {
        let loop = time.truncatingRemainder(dividingBy: period) / period
        return vertexIndices.map { vertex in
            let column = vertex % columns, row = vertex / columns
            let onLeftOrRight = column == 0 || column == columns - 1
            let onTopOrBottom = row == 0 || row == rows - 1
            var point = restPoint(column: column, row: row)
            if !onLeftOrRight { point.x += wave(vertex: vertex, axis: 0, loop: loop) }
            if !onTopOrBottom { point.y += wave(vertex: vertex, axis: 1, loop: loop) }
            return SIMD2(min(max(point.x, 0), 1), min(max(point.y, 0), 1))
        }
    }

    /// One axis of one vertex: a sine with 1 to 3 whole cycles per loop, so neighbours never move in step
    /// and the loop closes; 0 at the start of every loop.
    private func wave(vertex: Int, axis: Int, loop: Double) -> Float {
        let cycles = Double((vertex * 2 + axis * 5) % 3 + 1)
        let direction: Double = (vertex + axis) % 2 == 0 ? 1 : -1
        return amplitude * Float(direction * sin(2 * Double.pi * cycles * loop))
    }
}

// MARK: - Example

private struct MeshFieldExample: View {
    @State private var isAnimating = true

    var body: some View {
        ZStack {
            MeshField(isAnimating: isAnimating)
                .ignoresSafeArea()
            VStack(spacing: 16) {
                Text("Good evening")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                Toggle("Drift", isOn: $isAnimating)
                    .fixedSize()
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .background(.ultraThinMaterial, in: .capsule)
            }
        }
    }
}

#Preview { MeshFieldExample() }
