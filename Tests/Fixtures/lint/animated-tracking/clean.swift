import SwiftUI

struct Card: View {
    @GestureState private var offset: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { drag, state, _ in state = drag.translation }
                    .onEnded { drag in
                        withAnimation(.interpolatingSpring(duration: 0.4, initialVelocity: drag.velocity.width)) { }
                    })
    }
}
