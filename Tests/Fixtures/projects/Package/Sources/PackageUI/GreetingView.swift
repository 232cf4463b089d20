import SwiftUI

public struct GreetingView: View {
    public init() {}

    public var body: some View {
        Text("Hello from a package")
    }
}
