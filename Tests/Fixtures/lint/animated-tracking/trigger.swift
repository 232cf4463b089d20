import SwiftUI

struct Card: View {
    @State private var offset: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { drag in
                        withAnimation(.spring) { offset = drag.translation }
                    }
                    .onEnded { drag in
                        withAnimation(.spring(duration: 0.4)) { offset = .zero }
                    })
    }
}
