/// Why a file could not be read or written (`AtomicFile`, `BoundedFile`).
package enum FileError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    static func unreadableMessage(_ path: String, _ reason: String) -> Message { "cannot read \(path): \(reason)" }
    static func unwritableMessage(_ path: String, _ reason: String) -> Message {
        "cannot write \(path): \(reason); nothing was changed"
    }

    package var path: String {
        switch self {
        case .unreadable(let path, _), .unwritable(let path, _): path
        }
    }

    package var message: String {
        switch self {
        case .unreadable(let path, let reason): Self.unreadableMessage(path, reason).text
        case .unwritable(let path, let reason): Self.unwritableMessage(path, reason).text
        }
    }

    /// What went wrong, without the path.
    package var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        }
    }
}
