import SwiftUI

struct Meter: View {
    @State private var fraction: CGFloat = 0.5
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Capsule()
            .frame(width: 200, height: 8)
            .scaleEffect(x: fraction, anchor: .leading)
            .gesture(DragGesture().onChanged { fraction = min(max($0.location.x / 200, 0), 1) })
    }
}
