import SwiftUI

struct Panel: View {
    @State private var expanded = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Text(expanded ? "Less" : "More")
            Rectangle()
                .frame(height: 200)
                .animation(.snappy) { $0.scaleEffect(y: expanded ? 1 : 0.4, anchor: .top) }
            if expanded { Text("Details") }
        }
        .onTapGesture { expanded.toggle() }
        .overlay { ZStack { if expanded { Color.clear } }.animation(.snappy, value: expanded) }
    }
}
