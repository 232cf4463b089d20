import Foundation

/// Shared model code of the suite.
public struct CoreModel {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}
