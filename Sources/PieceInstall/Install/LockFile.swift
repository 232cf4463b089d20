import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces.lock`: what `pieces add` installed, so later commands can tell a user's edit from the
/// registry's and update by a three-way merge. Machine-written, committed by the user, stable order.
///
/// An entry is keyed by the piece's name **and** its destination (`Destination`: project and
/// target, package target, or folder), so one piece installed into two targets has two entries.
/// Lock version 1 had no destinations: such a lock is read as it is (its entries carry no
/// destination until a command that resolved one writes the lock again, as version 2).
package struct LockFile: Codable, Equatable, Sendable {
    /// One installed file.
    package struct File: Codable, Equatable, Sendable {
        /// Relative to the project root, `/`-separated.
        package var path: String
        /// SHA-256 of the bytes as installed.
        package var sha256: String

        package init(path: String, sha256: String) {
            self.path = path
            self.sha256 = sha256
        }
    }

    /// One installed piece.
    package struct Piece: Codable, Equatable, Sendable {
        package var name: String
        /// Where this copy is installed; nil only in an entry read from a version 1 lock.
        package var destination: Destination?
        package var version: String
        /// Where it came from: `embedded`, a URL, or a folder — relative to the project root (or
        /// as the user typed it when it lies outside the root), never an absolute path, so the lock
        /// means the same on every machine.
        package var registry: String
        package var files: [File]
        /// The Xcode project entries `add` created (file reference and build file IDs), so `remove`
        /// deletes exactly those.
        package var projectEntries: [String]?
        /// `true` while `pieces update` has left merge-conflict markers in the piece's files; absent
        /// otherwise. `update` clears it once the markers are gone.
        package var conflicted: Bool?
        /// The Swift packages the piece needs, with what `add` made in the project for each; absent
        /// when it needs none (see `LockFile.SwiftPackage`).
        package var packages: [SwiftPackage]?
        /// The Info.plist keys the piece needs, with where `add` set each; absent when it needs none.
        package var infoPlist: [InfoPlistKey]?

        package init(
            name: String, destination: Destination? = nil, version: String, registry: String, files: [File],
            projectEntries: [String]? = nil, conflicted: Bool? = nil, packages: [SwiftPackage]? = nil,
            infoPlist: [InfoPlistKey]? = nil
        ) {
            self.name = name
            self.destination = destination
            self.version = version
            self.registry = registry
            self.files = files
            self.projectEntries = projectEntries
            self.conflicted = conflicted
            self.packages = packages
            self.infoPlist = infoPlist
        }
    }

    package static let fileName = "pieces.lock"
    static let currentVersion = 2

    var lockVersion: Int = LockFile.currentVersion
    package var pieces: [Piece] = []

    package init(pieces: [Piece] = []) { self.pieces = pieces }

    /// The entry for `name` at `destination` (an entry without a destination, from a version 1
    /// lock, matches any).
    package func piece(named name: String, at destination: Destination?) -> Piece? {
        pieces.first { $0.name == name && $0.destination == destination }
            ?? pieces.first { $0.name == name && ($0.destination == nil || destination == nil) }
    }

    /// The first entry for `name`, in whichever destination.
    package func piece(named name: String) -> Piece? { pieces.first { $0.name == name } }

    /// Every entry for `name`, in every destination.
    package func entries(named name: String) -> [Piece] { pieces.filter { $0.name == name } }

    /// Adds or replaces the entry for `piece.name` at `piece.destination` (replacing a version 1
    /// entry of that name too), keeping entries sorted by name, then destination.
    package mutating func record(_ piece: Piece) {
        pieces.removeAll { $0.name == piece.name && ($0.destination == piece.destination || $0.destination == nil) }
        pieces.append(piece)
        pieces.sort { ($0.name, $0.destination ?? Destination()) < ($1.name, $1.destination ?? Destination()) }
    }

    /// Drops the entry for `name` at `destination`.
    mutating func forget(_ name: String, at destination: Destination?) {
        pieces.removeAll { $0.name == name && $0.destination == destination }
    }

    /// Gives the entries a version 1 lock left without a destination the one `destination` names,
    /// when their files lie in `folder` (relative to the root; nil: wherever they lie): the
    /// migration to version 2.
    mutating func adoptLegacyEntries(into destination: Destination, folder: String?) {
        for index in pieces.indices where pieces[index].destination == nil {
            let folders = Set(pieces[index].files.map { Path($0.path).parent.string })
            if let folder, !folders.isEmpty, folders != [folder] { continue }
            pieces[index].destination = destination
        }
    }

    /// Sorted keys, two-space indentation, a final newline: the same bytes for the same content.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Whatever was read, what is written is the current shape.
        var current = self
        current.lockVersion = Self.currentVersion
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(current)) ?? Data()
        return Array(data) + [10]
    }

    /// Reads `pieces.lock`; an absent file is an empty lock.
    package static func read(at path: String) throws(InstallError) -> LockFile {
        guard FileManager.default.fileExists(atPath: path) else { return LockFile() }
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path, limit: .lockFile) } catch { throw .io(error) }
        if let duplicate = JSONDuplicateKeys.first(in: bytes) {
            throw .lockUnreadable(
                path: path, reason: JSONDuplicateKeys.duplicateMessage(duplicate.key, duplicate.line).text)
        }
        let lock: LockFile
        do { lock = try JSONDecoder().decode(LockFile.self, from: Data(bytes)) } catch {
            throw .lockUnreadable(path: path, reason: "\(error)")
        }
        guard lock.lockVersion <= currentVersion else { throw .lockTooNew(path: path, version: lock.lockVersion) }
        return lock
    }
}
