import Foundation

/// Why the registry could not be embedded.
enum EmbedFailure: Error {
    case notARegistry(path: String)
    case unreadable(path: String)

    static let notARegistryMessage = "%@ is not a registry: it has no 'foundation/' folder, so there is nothing to embed"
    static let unreadableMessage = "cannot read %@"

    var message: String {
        switch self {
        case .notARegistry(let path): Self.notARegistryMessage.replacingOccurrences(of: "%@", with: path)
        case .unreadable(let path): Self.unreadableMessage.replacingOccurrences(of: "%@", with: path)
        }
    }
}
