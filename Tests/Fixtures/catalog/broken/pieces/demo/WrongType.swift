// pieces:
// title: Wrong Type
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// tags: elastic

import SwiftUI

/// A plain view.
public struct WrongType: View {
    public init() {}

    public var body: some View { Text("WrongType") }
}
