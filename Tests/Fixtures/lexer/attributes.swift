import SwiftUI

@available(iOS 17.0, macOS 14.0, *)
@MainActor
struct Card: View {
    @State private var isOn = false
    @Environment(\.colorScheme) private var colorScheme
    @Binding var title: String

    var body: some View {
        #if os(iOS)
        Toggle(isOn: $isOn) { Text(title) }
        #elseif os(macOS)
        Toggle(title, isOn: $isOn)
        #else
        EmptyView()
        #endif
    }

    @objc func tapped() {
        _ = #selector(tapped)
        if #available(iOS 18, *) { print(#file, #line) }
        let `class` = "keyword as name"
        let path = \Card.title
        let names = [1, 2].map { $0 * 2 }
        print(`class`, path, names)
    }
}

#Preview {
    Card(title: .constant("Hello"))
}
