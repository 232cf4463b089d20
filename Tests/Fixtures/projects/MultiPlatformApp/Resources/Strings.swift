import Foundation

enum Strings {
    static let title = "Atlas"
}
