import SwiftUI

struct Greeting: View {
    let names: [String]
    let count: Int

    var body: some View {
        VStack {
            Text("Hello, \(names.first ?? "nobody")!")
            Text("Items: \(names.map { "<\($0.uppercased())>" }.joined(separator: ", "))")
            Text("Nested: \("a\("b\("c\(count)")")")")
            Text("Math: \((count + 1) * (count - 1)) and \(max(count, (2)))")
            Text("Closure: \({ (x: Int) -> String in "\(x)" }(count))")
            Text("Escapes: \"quoted\" \\ backslash \t tab \u{1F600} \(count)")
        }
    }

    var report: String {
        """
        Report for \(names.count) names:
          first: "\(names.first ?? "-")"
          all: \(names.map { name in
              "\(name) (\(name.count))"
          }.joined(separator: "; "))
        continued \
        on one line
        """
    }
}
