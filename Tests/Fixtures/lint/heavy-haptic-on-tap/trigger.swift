import SwiftUI

struct Like: View {
    @State private var likes = 0

    var body: some View {
        Button("Like") { likes += 1 }
            .sensoryFeedback(.impact(weight: .heavy), trigger: likes)
    }
}
