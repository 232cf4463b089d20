import SwiftUI

struct Meter: View {
    @State private var width: CGFloat = 100
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Capsule()
            .frame(width: width, height: 8)
            .gesture(DragGesture().onChanged { width = 100 + $0.translation.width })
    }
}
