// pieces:
// title: Bad Min iOS
// description: A piece for a broken-rule test.
// category: demo
// minIOS: iOS 17
// version: "1.0.0"

import SwiftUI

/// A plain view.
public struct BadMinIOS: View {
    public init() {}

    public var body: some View { Text("BadMinIOS") }
}
