import SwiftUI

struct CardView: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
