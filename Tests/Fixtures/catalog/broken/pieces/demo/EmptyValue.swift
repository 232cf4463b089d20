// pieces:
// title: Empty Value
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// license:

import SwiftUI

/// A plain view.
public struct EmptyValue: View {
    public init() {}

    public var body: some View { Text("EmptyValue") }
}
