// pieces:
// title: Cycle B
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// dependencies: [CycleA]

import SwiftUI

/// A plain view.
public struct CycleB: View {
    public init() {}

    public var body: some View { Text("CycleB") }
}
