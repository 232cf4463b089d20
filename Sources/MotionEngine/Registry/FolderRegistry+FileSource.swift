import PiecesDiagnostics
import PiecesSupport

/// A folder registry as a file source. Its pieces are listed under `pieces/` whichever folder holds
/// them on disk, so a registry in the upstream `swiftpieces` layout (`swift/<category>/`) reads
/// like a native one everywhere above the engine.
extension FolderRegistry: RegistryFileSource {
    package var sourceName: String { root.path }

    package func relativePaths() throws(DiagnosticError) -> [String] {
        let base = root.path + "/"
        let pieces = piecesFolder.path + "/"
        let foundations = foundationPaths().map { String($0.dropFirst(base.count)) }
        let underPieces = Self.files(under: piecesFolder) { _ in true }.map {
            Self.piecesPrefix + $0.dropFirst(pieces.count)
        }
        return (foundations + underPieces).sorted()
    }

    package func bytes(at relativePath: String) throws(DiagnosticError) -> [UInt8] {
        let path = diskPath(of: relativePath)
        if let escape = ContainedPath.escape(path, root: root.path, rootName: "the registry") {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: escape))
        }
        do {
            return try BoundedFile.read(path, limit: relativePath.hasSuffix(".swift") ? .swiftSource : .resource)
        } catch {
            throw DiagnosticError(RegistryFileError(source: sourceName, path: relativePath, reason: error.message))
        }
    }

    /// The prefix every piece's relative path has, whatever the folder is called on disk.
    package static let piecesPrefix = "pieces/"

    /// Where the file a relative path names lies on disk (`pieces/…` is the pieces folder).
    package func diskPath(of relativePath: String) -> String {
        guard relativePath.hasPrefix(Self.piecesPrefix) else { return root.appendingPathComponent(relativePath).path }
        return piecesFolder.appendingPathComponent(String(relativePath.dropFirst(Self.piecesPrefix.count))).path
    }

    package func displayPath(of relativePath: String) -> String {
        let disk = diskPath(of: relativePath)
        let base = root.path + "/"
        guard disk.hasPrefix(base) else { return relativePath }
        // A folder's path keeps the `/` it was given with.
        return String(disk.dropFirst(base.count)) + (relativePath.hasSuffix("/") ? "/" : "")
    }

    /// The relative path (`pieces/…`, `foundation/…`) of a file on disk inside the registry.
    package func relativePath(ofDiskPath path: String) -> String? {
        let pieces = piecesFolder.path + "/"
        if path.hasPrefix(pieces) { return Self.piecesPrefix + path.dropFirst(pieces.count) }
        let base = root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : nil
    }
}
