// pieces:
// title: Pressable Button Style
// description: A button style that presses in toward the finger and dims, then springs back.
// category: buttons
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [button style, press, tap, scale, spring, feedback, botón, pulsar, toque, escala, muelle, rebote, estilo de botón]
// license: MIT

import SwiftUI

/// A button style that presses the label in while it is held and springs it back on release. The
/// depth suits the label's size (each edge sinks about the same few points, so an icon and a wide
/// card both feel pressed, neither crushed), the press leans toward where the finger landed, and the
/// label dims a little. Use it as `.buttonStyle(.pressable)` or `.buttonStyle(.pressable(dimming: 0.3))`.
///
/// With Reduce Motion on, the label does not move: it only darkens slightly while pressed, never
/// turning see-through.
///
/// - Parameters:
///   - dimming: How much the label fades while pressed, from 0 (not at all) to 1 (gone).
///   - leansTowardTouch: Whether the press leans toward the finger; turn it off inside a `ScrollView` or `List`, where reading the touch would compete with scrolling.
public struct PressableButtonStyle: ButtonStyle {
    private let dimming: Double
    private let leansTowardTouch: Bool

    public init(dimming: Double = 0.15, leansTowardTouch: Bool = true) {
        self.dimming = min(max(dimming, 0), 1)
        self.leansTowardTouch = leansTowardTouch
    }

    public func makeBody(configuration: Configuration) -> some View {
        PressableButtonBody(configuration: configuration, dimming: dimming, leansTowardTouch: leansTowardTouch)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    /// `.buttonStyle(.pressable)`: presses in toward the finger, dims a little and springs back.
    public static var pressable: PressableButtonStyle { PressableButtonStyle() }

    /// `.buttonStyle(.pressable(dimming: 0.3))`: the pressable style with its own dimming, and the lean
    /// toward the finger turned off when `leansTowardTouch` is false (inside scroll views).
    public static func pressable(dimming: Double, leansTowardTouch: Bool = true) -> PressableButtonStyle {
        PressableButtonStyle(dimming: dimming, leansTowardTouch: leansTowardTouch)
    }
}

/// The pressed label. A view of its own, so it can keep the touch and read the environment.
private struct PressableButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let dimming: Double
    let leansTowardTouch: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    /// Where the last press began, in the label's own points; kept after release so the label
    /// re-expands from where it was pressed.
    @State private var touch: CGPoint?
    @State private var width: CGFloat = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        let pressed = configuration.isPressed
        configuration.label
            .piecePress(isPressed: pressed, touch: leansTowardTouch ? touch : nil)
            // Scoped, so only the dimming animates, never the label's own changes.
            .animation(pressed ? motion.press : motion.release) { label in
                // Under Reduce Motion piecePress darkens the label instead of fading it.
                label.opacity(pressed && !reduceMotion ? 1 - dimming : 1)
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            // `.subviews` switches the tracker off while leaving the label's own gestures alone.
            .simultaneousGesture(touchTracker, including: leansTowardTouch ? .all : .subviews)
    }

    /// Reads where the finger lands without taking the tap from the button.
    private var touchTracker: some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { drag in touch = layoutPoint(drag.startLocation) }
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip x there, so the lean
    /// lands under the finger.
    private func layoutPoint(_ point: CGPoint) -> CGPoint {
        guard layoutDirection == .rightToLeft else { return point }
        return CGPoint(x: width - point.x, y: point.y)
    }
}

// MARK: - Example

private struct PressableButtonStyleExample: View {
    @State private var likes = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    var body: some View {
        VStack(spacing: 28) {
            Text("^[\(likes) like](inflect: true)")
                .font(.largeTitle.bold())
                // Digits roll with the count; under Reduce Motion they cross-fade in place.
                .contentTransition(reduceMotion ? .opacity : .numericText(value: Double(likes)))

            Button {
                withAnimation(motion.value) { likes += 1 }
            } label: {
                Label("Like", systemImage: "heart.fill")
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 44)
                    .padding(.vertical, 20)
                    .background(Color.pink.gradient, in: .capsule)
            }
            .buttonStyle(.pressable)

            Button {
                withAnimation(motion.value) { likes = 0 }
            } label: {
                Text("Reset")
                    .font(.headline)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(.quaternary, in: .capsule)
            }
            .buttonStyle(.pressable(dimming: 0.3))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview { PressableButtonStyleExample() }
