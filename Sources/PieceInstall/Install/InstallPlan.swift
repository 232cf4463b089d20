import PiecesSupport

/// What `pieces add` (or `update`) will do to each file, decided before anything is written.
package struct InstallPlan: Sendable {
    /// One destination file.
    package struct Item: Sendable, Equatable {
        package enum Action: String, Sendable, Equatable, CaseIterable {
            /// The file does not exist yet.
            case create
            /// The file already has exactly these bytes.
            case unchanged
            /// The file is as pieces installed it, so the new version replaces it.
            case update
            /// The file differs from what pieces installed (or was never installed by pieces) and
            /// `--overwrite` was given.
            case overwrite
            /// The file differs from what pieces installed: left alone.
            case keepLocal
        }

        /// Absolute destination path.
        package var path: String
        /// Relative to the project root, `/`-separated: what the lock file records.
        package var relativePath: String
        package var bytes: [UInt8]
        package var current: [UInt8]?
        package var action: Action
        /// The piece the file belongs to, and the version being installed (`add --format json`).
        package var piece = ""
        package var version = ""

        /// Whether this item is written.
        package var writes: Bool { action == .create || action == .update || action == .overwrite }
    }

    package var items: [Item] = []

    /// Chooses the action for writing `bytes` to `path`, given the digest recorded when pieces last
    /// installed it.
    static func action(current: [UInt8]?, new bytes: [UInt8], installedDigest: String?, overwrite: Bool) -> Item.Action
    {
        guard let current else { return .create }
        if current == bytes { return .unchanged }
        if let installedDigest, SHA256.hex(SHA256.digest(current)) == installedDigest { return .update }
        return overwrite ? .overwrite : .keepLocal
    }
}
