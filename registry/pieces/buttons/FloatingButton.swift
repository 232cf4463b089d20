// pieces:
// title: Floating Button
// description: A round action button floating over content that you can flick into any corner.
// category: buttons
// minIOS: "17.0"
// version: "1.0.0"
// level: advanced
// tags: [floating, overlay, drag, flick, corner, momentum, rubber band, haptics, flotante, arrastrar, lanzar, esquina, impulso, botón]
// license: MIT

import SwiftUI

/// A round action button that floats over your content and lives in one of its four corners. Drag it
/// and it stays under the finger, resisting like rubber past the edges; flick it and it coasts the way
/// it was thrown into the nearest corner, each axis leaving at the finger's speed, with an impact
/// haptic as it lands. It keeps its corner, not its position, when the screen rotates or resizes. A
/// press that does not travel is a tap.
///
/// Put it in an overlay of the content it floats above, `content.overlay { FloatingButton(...) }`: it
/// fills the overlay, stays clear of the safe area and lets every touch outside the button through.
/// VoiceOver offers an action for each corner.
///
/// With Reduce Motion on, the button still follows the finger and keeps its speed, but lands without
/// overshoot and dims instead of sinking when pressed.
///
/// - Parameters:
///   - systemImage: The SF Symbol drawn in white on the button.
///   - label: What the button does, read by VoiceOver.
///   - tint: The button's color.
///   - action: What a tap does.
public struct FloatingButton: View {
    private let systemImage: String
    private let label: LocalizedStringResource
    private let tint: Color
    private let action: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @ScaledMetric(relativeTo: .title2) private var diameter: CGFloat = 56
    /// True while a finger is down; resets by itself when the gesture ends or is cancelled.
    @GestureState private var isTouching = false
    /// The corner as one edge per axis, so each axis flies there on its own spring.
    @State private var horizontalEdge: HorizontalEdge = .trailing
    @State private var verticalEdge: VerticalEdge = .bottom
    /// How far the finger has carried the button from its corner, per axis.
    @State private var dragX: CGFloat = 0
    @State private var dragY: CGFloat = 0
    /// Set once the finger has travelled past `tapSlop`: from then on the touch is a move, not a tap.
    @State private var isDragging = false
    /// Numbers each flight, so a landing overtaken by a newer throw or a grab plays no haptic.
    @State private var flights = 0
    @State private var landings = 0

    private var motion: PieceMotion { PieceMotion(reduceMotion: reduceMotion) }

    /// Space kept between the button and the safe area's edges.
    private let margin: CGFloat = 16
    /// How far past an edge the button can be pulled; it nears this ever more slowly.
    private let edgeLimit: CGFloat = 36
    /// A press that moves less than this many points is still a tap.
    private let tapSlop: CGFloat = 10

    public init(
        systemImage: String,
        label: LocalizedStringResource,
        tint: Color = .accentColor,
        action: @escaping () -> Void
    ) {
        self.systemImage = systemImage
        self.label = label
        self.tint = tint
        self.action = action
    }

    public var body: some View {
        GeometryReader { proxy in
            let area = FloatingButtonArea(
                size: proxy.size, insets: proxy.safeAreaInsets, diameter: diameter, margin: margin)
            face
                .piecePress(isPressed: isTouching && !isDragging, touch: nil)
                .offset(x: area.x(horizontalEdge) + dragX)
                .offset(y: area.y(verticalEdge) + dragY)
                .gesture(drag(in: area))
                .onChange(of: isTouching) { _, touching in
                    // A cancelled gesture never reaches onEnded: land from wherever it was left.
                    if !touching, dragX != 0 || dragY != 0 { land(in: area, velocity: .zero) }
                    if !touching { isDragging = false }
                }
                .pieceHaptic(.impact, trigger: landings)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(label))
                .accessibilityAddTraits(.isButton)
                .accessibilityAction { action() }
                .accessibilityAction(named: Text("Move to top left")) { move(top: true, left: true, in: area) }
                .accessibilityAction(named: Text("Move to top right")) { move(top: true, left: false, in: area) }
                .accessibilityAction(named: Text("Move to bottom left")) { move(top: false, left: true, in: area) }
                .accessibilityAction(named: Text("Move to bottom right")) { move(top: false, left: false, in: area) }
        }
    }

    private var face: some View {
        Image(systemName: systemImage)
            .font(.title2.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: diameter, height: diameter)
            .background(tint.gradient, in: .circle)
            .shadow(color: .black.opacity(0.22), radius: 10, y: 5)
            .contentShape(.circle)
    }

    // MARK: Gesture

    private func drag(in area: FloatingButtonArea) -> some Gesture {
        // Global space: the button moves under the finger, so its own space would move with it.
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { drag in follow(drag, in: area) }
            .onEnded { drag in end(drag, in: area) }
    }

    /// Tracks the finger without animation; past the safe corners the button resists, never escaping.
    private func follow(_ drag: DragGesture.Value, in area: FloatingButtonArea) {
        let travel = layout(drag.translation)
        if hypot(travel.width, travel.height) > tapSlop { isDragging = true }
        let homeX = area.x(horizontalEdge), homeY = area.y(verticalEdge)
        dragX = PieceMotion.rubberBand(homeX + travel.width, in: area.xRange, limit: edgeLimit) - homeX
        dragY = PieceMotion.rubberBand(homeY + travel.height, in: area.yRange, limit: edgeLimit) - homeY
    }

    private func end(_ drag: DragGesture.Value, in area: FloatingButtonArea) {
        if isDragging {
            land(in: area, velocity: layout(drag.velocity))
        } else {
            action()
            withAnimation(motion.settle) {
                dragX = 0
                dragY = 0
            }
        }
        isDragging = false
    }

    // MARK: Flight

    /// Picks the corner the flick is heading for, not the one nearest where the finger lifted.
    private func land(in area: FloatingButtonArea, velocity: CGSize) {
        let x = PieceMotion.project(area.x(horizontalEdge) + dragX, velocity: velocity.width)
        let y = PieceMotion.project(area.y(verticalEdge) + dragY, velocity: velocity.height)
        let landingX = PieceMotion.nearest(x, in: [area.xRange.lowerBound, area.xRange.upperBound])
        let landingY = PieceMotion.nearest(y, in: [area.yRange.lowerBound, area.yRange.upperBound])
        fly(
            to: landingX == area.xRange.lowerBound ? .leading : .trailing,
            landingY == area.yRange.lowerBound ? .top : .bottom,
            in: area, velocity: velocity)
    }

    /// Each axis settles into the corner with its own speed. Changing the corner and clearing the drag
    /// in one transaction animates from where the button is, so nothing jumps.
    private func fly(
        to horizontal: HorizontalEdge, _ vertical: VerticalEdge, in area: FloatingButtonArea, velocity: CGSize
    ) {
        let fromX = area.x(horizontalEdge) + dragX, toX = area.x(horizontal)
        let fromY = area.y(verticalEdge) + dragY, toY = area.y(vertical)
        flights += 1
        let flight = flights
        // The haptic belongs to the landing, so it waits on the axis that travels further.
        let horizontalLands = abs(toX - fromX) >= abs(toY - fromY)
        withAnimation(motion.settle(velocity: velocity.width, from: fromX, to: toX)) {
            horizontalEdge = horizontal
            dragX = 0
        } completion: {
            if horizontalLands { landed(flight) }
        }
        withAnimation(motion.settle(velocity: velocity.height, from: fromY, to: toY)) {
            verticalEdge = vertical
            dragY = 0
        } completion: {
            if !horizontalLands { landed(flight) }
        }
    }

    private func landed(_ flight: Int) {
        // A newer flight, or a finger that caught the button mid-air, makes this landing moot.
        guard flight == flights, dragX == 0, dragY == 0 else { return }
        landings += 1
    }

    /// VoiceOver's way to move the button. Corners are named as seen on screen, so map them to edges.
    private func move(top: Bool, left: Bool, in area: FloatingButtonArea) {
        let leadingIsLeft = layoutDirection == .leftToRight
        let horizontal: HorizontalEdge = left == leadingIsLeft ? .leading : .trailing
        let vertical: VerticalEdge = top ? .top : .bottom
        guard horizontal != horizontalEdge || vertical != verticalEdge else { return }
        fly(to: horizontal, vertical, in: area, velocity: .zero)
    }

    /// Gestures report screen points while layout mirrors in right-to-left: flip the horizontal axis there.
    private func layout(_ size: CGSize) -> CGSize {
        CGSize(width: layoutDirection == .rightToLeft ? -size.width : size.width, height: size.height)
    }
}

/// Where the button's top-leading point may rest, in the overlay's layout space: inside the safe
/// area and `margin` clear of it. The ends of each range are the corners.
private struct FloatingButtonArea {
    let xRange: ClosedRange<CGFloat>
    let yRange: ClosedRange<CGFloat>

    init(size: CGSize, insets: EdgeInsets, diameter: CGFloat, margin: CGFloat) {
        let minX = insets.leading + margin
        let minY = insets.top + margin
        // Never an inverted range, even before the first layout or in a space too small for the button.
        xRange = minX...max(minX, size.width - insets.trailing - margin - diameter)
        yRange = minY...max(minY, size.height - insets.bottom - margin - diameter)
    }

    func x(_ edge: HorizontalEdge) -> CGFloat { edge == .leading ? xRange.lowerBound : xRange.upperBound }
    func y(_ edge: VerticalEdge) -> CGFloat { edge == .top ? yRange.lowerBound : yRange.upperBound }
}

// MARK: - Example

private struct FloatingButtonExample: View {
    @State private var notes = ["Groceries", "Call Ana", "Book flights"]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            // Inside the stack, so the button's safe area keeps it clear of the navigation bar.
            .overlay {
                FloatingButton(systemImage: "plus", label: "New note") {
                    notes.append("Note \(notes.count + 1)")
                }
            }
            .navigationTitle("Notes")
        }
    }
}

#Preview { FloatingButtonExample() }
