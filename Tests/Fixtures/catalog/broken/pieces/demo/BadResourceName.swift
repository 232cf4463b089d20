// pieces:
// title: Bad Resource Name
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// resources: [../Escape.metal]

import SwiftUI

/// A plain view.
public struct BadResourceName: View {
    public init() {}

    public var body: some View { Text("BadResourceName") }
}
