import Foundation

/// Why the registry could not be embedded.
enum EmbedError: Error {
    case notARegistry(path: String)
    case unreadable(path: String)

    static func notARegistryMessage(_ path: String) -> String {
        "\(path) is not a registry: it has no 'foundation/' folder, so there is nothing to embed"
    }
    static func unreadableMessage(_ path: String) -> String { "cannot read \(path)" }

    var message: String {
        switch self {
        case .notARegistry(let path): Self.notARegistryMessage(path)
        case .unreadable(let path): Self.unreadableMessage(path)
        }
    }
}
