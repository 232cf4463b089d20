// pieces:
// title: Cycle A
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// dependencies: [CycleB]

import SwiftUI

/// A plain view.
public struct CycleA: View {
    public init() {}

    public var body: some View { Text("CycleA") }
}
