import SwiftUI

struct Sheet: View {
    @GestureState private var dragHeight: CGFloat = 0
    @State private var resting: CGFloat = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Rectangle()
            .offset(y: resting + dragHeight)
            .gesture(
                DragGesture()
                    .updating($dragHeight) { drag, state, _ in state = drag.translation.height }
                    .onEnded { drag in
                        resting = drag.predictedEndTranslation.height > 200 ? 400 : 0
                    })
    }
}
