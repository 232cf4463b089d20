import SwiftUI

struct ContentView: View {
    var body: some View {
        CardView(title: "Hello")
            .padding()
    }
}

#Preview {
    ContentView()
}
