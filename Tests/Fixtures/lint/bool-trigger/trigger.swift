import SwiftUI

struct Saver: View {
    @State private var saved = false

    var body: some View {
        Button("Save") { saved.toggle() }
            .sensoryFeedback(.success, trigger: saved)
    }
}
