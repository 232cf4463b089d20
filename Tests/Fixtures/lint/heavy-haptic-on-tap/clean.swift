import SwiftUI

struct Like: View {
    @State private var likes = 0
    @State private var landings = 0

    var body: some View {
        Button("Like") { likes += 1 }
            .sensoryFeedback(.impact(weight: .light), trigger: likes)
            .sensoryFeedback(.impact(weight: .heavy), trigger: landings)
            .onAppear { landings += 1 }
    }
}
