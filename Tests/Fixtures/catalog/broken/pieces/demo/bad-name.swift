// pieces:
// title: Bad Name
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"

import SwiftUI

/// A plain view.
public struct BadName: View {
    public init() {}

    public var body: some View { Text("BadName") }
}
