// pieces:
// title: Unknown Dependency
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// dependencies: [CycleAa]

import SwiftUI

/// A plain view.
public struct UnknownDependency: View {
    public init() {}

    public var body: some View { Text("UnknownDependency") }
}
