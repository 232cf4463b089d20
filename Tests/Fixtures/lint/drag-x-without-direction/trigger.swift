import SwiftUI

struct Nudge: View {
    @GestureState private var dragX: CGFloat = 0

    var body: some View {
        Circle()
            .offset(x: dragX)
            .gesture(
                DragGesture()
                    .updating($dragX) { value, state, _ in state = value.translation.width }
            )
    }
}
