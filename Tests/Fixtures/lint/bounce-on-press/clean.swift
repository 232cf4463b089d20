import SwiftUI

struct Squish: ButtonStyle {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .animation(configuration.isPressed ? .spring(duration: 0.14, bounce: 0) : .spring(duration: 0.42, bounce: 0.38),
                       value: configuration.isPressed)
            .animation(.spring(duration: 0.3, bounce: 0.5), value: configuration.role == .destructive)
    }
}
