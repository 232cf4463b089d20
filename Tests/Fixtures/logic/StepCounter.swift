import SwiftUI

/// A fixture shaped like a piece: a view that keeps its logic in a value type of its own.
struct StepCounter: View {
    @State private var count = StepCount(limit: 3)

    var body: some View {
        Button("\(count.value)") { count.step() }
    }

    struct StepCount {
        var limit: Int
        var value = 0

        mutating func step() {
            value = value == limit ? 0 : value + 1
        }
    }
}
