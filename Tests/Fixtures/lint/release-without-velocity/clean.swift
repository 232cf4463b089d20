import SwiftUI

struct Tile: View {
    @GestureState private var pressing = false
    @State private var offset: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Circle()
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { drag in
                        let speed = drag.velocity.width / max(abs(offset.width), 1)
                        withAnimation(.interpolatingSpring(duration: 0.42, bounce: 0.38, initialVelocity: speed)) { offset = .zero }
                    })
    }
}
