import SwiftUI

struct Wiggle: View {
    @State private var angle = 0.0

    var body: some View {
        Image(systemName: "bell")
            .rotationEffect(.degrees(angle))
            .onTapGesture {
                withAnimation(.spring(duration: 0.3, bounce: 0.6)) { angle += 15 }
            }
    }
}
