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
                    .onEnded { _ in
                        withAnimation(.spring(duration: 0.42, bounce: 0.38)) { offset = .zero }
                    })
    }
}
