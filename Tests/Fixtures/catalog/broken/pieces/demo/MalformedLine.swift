// pieces:
// title: Malformed Line
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// level intermediate

import SwiftUI

/// A plain view.
public struct MalformedLine: View {
    public init() {}

    public var body: some View { Text("MalformedLine") }
}
