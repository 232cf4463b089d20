import SwiftUI

struct Saver: View {
    @State private var saves = 0
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "On" : "Off") {
            saves += 1
            isOn.toggle()
        }
        .sensoryFeedback(.success, trigger: saves)
        .sensoryFeedback(.selection, trigger: isOn)
    }
}
