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

/// A page offset is a number, not movement; `.animation(nil, …)` turns animation off.
struct Pager: View {
    @State private var offset = 0
    @State private var isOn = false

    var body: some View {
        Text("Page \(offset)")
            .foregroundStyle(isOn ? .red : .primary)
            .animation(nil, value: isOn)
            .onTapGesture { withAnimation { offset += 20 } }
    }
}
