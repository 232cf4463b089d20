// pieces:
// title: Missing Resource
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// resources: [Missing.metal]

import SwiftUI

/// A plain view.
public struct MissingResource: View {
    public init() {}

    public var body: some View { Text("MissingResource") }
}
