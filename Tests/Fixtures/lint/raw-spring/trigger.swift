import SwiftUI

struct Badge: View {
    @State private var shown = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text("New")
            .scaleEffect(shown > 0 ? 1 : 0.5)
            .animation(.spring(duration: 0.3, bounce: 0.2), value: shown)
    }
}
