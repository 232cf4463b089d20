import SwiftUI

struct Nudge: View {
    @GestureState private var dragX: CGFloat = 0
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        Circle()
            .offset(x: dragX)
            .gesture(
                DragGesture()
                    .updating($dragX) { value, state, _ in
                        state = layoutDirection == .rightToLeft ? -value.translation.width : value.translation.width
                    }
            )
    }
}
