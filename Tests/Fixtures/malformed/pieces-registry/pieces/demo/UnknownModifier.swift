// pieces:
// title: Unknown Modifier
// description: Calls a misspelt pop modifier.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level: beginner
// tags: [malformed]
// license: MIT

import SwiftUI

/// A badge.
public struct UnknownModifier: View {
    public init() {}

    public var body: some View {
        Text("UnknownModifier")
            .piecePopp(trigger: 1)
    }
}
