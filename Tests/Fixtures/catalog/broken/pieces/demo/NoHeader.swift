import SwiftUI

/// A plain view.
public struct NoHeader: View {
    public init() {}

    public var body: some View { Text("NoHeader") }
}
