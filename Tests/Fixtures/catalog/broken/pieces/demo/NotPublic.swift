// pieces:
// title: Not Public
// description: A piece for a broken-rule test.
// category: demo
// minIOS: "17.0"
// version: "1.0.0"

import SwiftUI

/// Not public.
struct NotPublic: View {
    var body: some View { Text("x") }
}
