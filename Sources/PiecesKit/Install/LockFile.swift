import Foundation

/// `pieces.lock`: what `pieces add` installed, so later commands can tell a user's edit from the
/// registry's and update by a three-way merge. Machine-written, committed by the user, stable order.
public struct LockFile: Codable, Equatable, Sendable {
    /// One installed file.
    public struct File: Codable, Equatable, Sendable {
        /// Relative to the project root, `/`-separated.
        public var path: String
        /// SHA-256 of the bytes as installed.
        public var sha256: String

        public init(path: String, sha256: String) {
            self.path = path
            self.sha256 = sha256
        }
    }

    /// One installed piece.
    public struct Piece: Codable, Equatable, Sendable {
        public var name: String
        public var version: String
        /// Where it came from: `embedded`, a folder, or a URL.
        public var registry: String
        public var files: [File]
        /// The Xcode project entries `add` created (file reference and build file IDs), so `remove`
        /// deletes exactly those.
        public var projectEntries: [String]?
        /// `true` while `pieces update` has left merge-conflict markers in the piece's files; absent
        /// otherwise. `update` clears it once the markers are gone.
        public var conflicted: Bool?

        public init(name: String, version: String, registry: String, files: [File], projectEntries: [String]? = nil, conflicted: Bool? = nil) {
            self.name = name
            self.version = version
            self.registry = registry
            self.files = files
            self.projectEntries = projectEntries
            self.conflicted = conflicted
        }
    }

    public static let fileName = "pieces.lock"
    public static let currentVersion = 1

    public var lockVersion: Int = LockFile.currentVersion
    public var pieces: [Piece] = []

    public init(pieces: [Piece] = []) { self.pieces = pieces }

    /// The entry for `name`.
    public func piece(named name: String) -> Piece? { pieces.first { $0.name == name } }

    /// Adds or replaces the entry for `piece.name`, keeping pieces sorted by name.
    public mutating func record(_ piece: Piece) {
        pieces.removeAll { $0.name == piece.name }
        pieces.append(piece)
        pieces.sort { $0.name < $1.name }
    }

    public mutating func forget(_ name: String) { pieces.removeAll { $0.name == name } }

    /// Sorted keys, two-space indentation, a final newline: the same bytes for the same content.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return Array(data) + [10]
    }

    /// Reads `pieces.lock`; an absent file is an empty lock.
    public static func read(at path: String) throws(InstallError) -> LockFile {
        guard FileManager.default.fileExists(atPath: path) else { return LockFile() }
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path, limit: .lockFile) } catch { throw .io(error) }
        do {
            let lock = try JSONDecoder().decode(LockFile.self, from: Data(bytes))
            guard lock.lockVersion <= currentVersion else { throw InstallError.lockTooNew(path: path, version: lock.lockVersion) }
            return lock
        } catch let error as InstallError {
            throw error
        } catch {
            throw .lockUnreadable(path: path, reason: "\(error)")
        }
    }
}
