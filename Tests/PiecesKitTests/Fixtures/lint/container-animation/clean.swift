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

/// A state switch whose cases swap in and out: the animation is their transition.
struct Loader: View {
    enum State: Equatable { case loading, ready }
    @Observable final class Model { var state = State.loading }
    @State private var model = Model()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            switch model.state {
            case .loading: ProgressView()
            case .ready: Text("Ready")
            }
        }
        .animation(.default, value: model.state)
    }
}
