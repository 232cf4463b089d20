import SwiftUI

struct Sheet: View {
    @State private var dragHeight: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Rectangle()
            .offset(y: dragHeight)
            .gesture(
                DragGesture()
                    .onChanged { dragHeight = $0.translation.height }
                    .onEnded { drag in
                        withAnimation(.interpolatingSpring(stiffness: 200, damping: 20, initialVelocity: drag.velocity.height)) {
                            dragHeight = 0
                        }
                    })
    }
}
