import MotionEngine
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces new`: renders the piece template into `pieces/<category>/<Name>.swift` of a registry
/// and syncs that one file, so the new piece carries its Piece motion block from the start.
package struct PieceScaffolder: Sendable {
    /// What `create` did.
    package struct Result: Sendable {
        /// The new file's absolute path.
        package var path: String
        /// The sync of the new file: its block, or why it could not be written.
        package var sync: SyncReport
    }

    package let registry: FolderRegistry
    /// Paths in the sync report are shown relative to this folder when inside it.
    package let workingDirectory: String

    package init(registry: FolderRegistry, workingDirectory: String) {
        self.registry = registry
        self.workingDirectory = workingDirectory
    }

    /// The template rendered for `piece`: exactly the template's text with its placeholders filled.
    package func render(_ piece: PieceName, template: Template) -> [UInt8] {
        Array(template.render(Template.pieceValues(for: piece)).utf8)
    }

    /// Writes the new piece (refusing when the file, or a piece of that name in another category,
    /// exists) and syncs it. The template is the registry's own when it has one.
    package func create(_ piece: PieceName, template: Template? = nil) throws(ScaffoldError) -> Result {
        let path = try plan(piece)
        let chosen: Template
        if let template { chosen = template } else { chosen = try Template.piece(for: registry) }
        do {
            try NewFile.create(render(piece, template: chosen), at: path)
        } catch {
            switch error {
            case .exists: throw .pieceExists(path: display(path))
            case .io(let failure): throw .io(failure)
            }
        }
        let synchronizer: Synchronizer
        do { synchronizer = try Synchronizer(registry: registry, workingDirectory: workingDirectory) } catch {
            throw .io(error)
        }
        return Result(path: path, sync: synchronizer.sync(files: [path]))
    }

    /// The absolute path `create` would write for `piece`, after the checks `create` makes before
    /// writing (the name is free, the path stays inside the registry, the template can be read);
    /// writes nothing (`pieces new --dry-run`).
    package func plan(_ piece: PieceName) throws(ScaffoldError) -> String {
        let path = registry.root.appendingPathComponent(piece.relativePath).path
        if let existing = existingPiece(named: piece.name), existing != path {
            throw .nameTaken(name: piece.name, existing: display(existing))
        }
        if let escape = ContainedPath.escape(path, root: registry.root.path, rootName: "the registry") {
            throw .io(.unwritable(path: display(path), reason: escape))
        }
        if FileManager.default.fileExists(atPath: path) { throw .pieceExists(path: display(path)) }
        _ = try Template.piece(for: registry)
        return path
    }

    /// The piece file called `<name>.swift` anywhere under `pieces/`.
    private func existingPiece(named name: String) -> String? {
        registry.piecePaths().first { Path($0).basename == name + ".swift" }
    }

    private func display(_ path: String) -> String { Path(path).display(relativeTo: Path(workingDirectory)) }
}
