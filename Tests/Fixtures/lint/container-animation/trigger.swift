import SwiftUI

struct Panel: View {
    @State private var expanded = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Text(expanded ? "Less" : "More")
            Rectangle().frame(height: expanded ? 200 : 80)
        }
        .onTapGesture { expanded.toggle() }
        .animation(.snappy, value: expanded)
    }
}
