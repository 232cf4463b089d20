// pieces:
// title: Duplicate Key
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"
// minIOSVersion: "16.0"

import SwiftUI

/// A plain view.
public struct DuplicateKey: View {
    public init() {}

    public var body: some View { Text("DuplicateKey") }
}
