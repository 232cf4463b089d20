import SwiftUI

struct Wiggle: View {
    @State private var angle = 0.0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Image(systemName: "bell")
            .rotationEffect(.degrees(reduceMotion ? 0 : angle))
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .spring(duration: 0.3, bounce: 0.6)) { angle += 15 }
            }
    }
}
