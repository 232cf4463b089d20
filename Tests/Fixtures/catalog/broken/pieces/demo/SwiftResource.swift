// pieces:
// title: Swift Resource
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// resources: [Helper.swift]

import SwiftUI

/// A plain view.
public struct SwiftResource: View {
    public init() {}

    public var body: some View { Text("SwiftResource") }
}
