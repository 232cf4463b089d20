// pieces:
// title: Unclosed Quote
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// license: "MIT

import SwiftUI

/// A plain view.
public struct UnclosedQuote: View {
    public init() {}

    public var body: some View { Text("UnclosedQuote") }
}
