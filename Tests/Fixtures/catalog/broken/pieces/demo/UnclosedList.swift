// pieces:
// title: Unclosed List
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// tags: [a, b

import SwiftUI

/// A plain view.
public struct UnclosedList: View {
    public init() {}

    public var body: some View { Text("UnclosedList") }
}
