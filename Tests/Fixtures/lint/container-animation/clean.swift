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

/// Rows that come and go with the list they are built from, and a panel shown while a value is set.
struct Rows: View {
    @State private var rows: [String] = []
    @State private var detail: String?

    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { Text($0) }
        }
        .animation(.default, value: rows.count)
        ZStack {
            if let detail { Text(detail) }
        }
        .animation(.default, value: detail == nil)
    }
}
