import MotionEngine
import PieceCatalog
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces init --registry DIR`: a new registry for a team, ready to commit.
///
/// ```
/// DIR/
///   foundation/PieceMotion.swift        a copy of the foundation of the registry built into pieces
///   pieces/cards/WelcomeCard.swift      a first piece, rendered from the template and synced
///   templates/piece.swift               what `pieces new` renders here; the team's to change
///   .pre-commit-config.yaml             the pieces-sync hook for pre-commit
///   .github/workflows/pieces.yml        CI: pieces check --format github, pieces build --check
///   README.md                           what is where, and the everyday commands
/// ```
///
/// DIR is meant to be the root of the registry's repository (the CI workflow and the pre-commit
/// configuration only work there). It must be new or empty; a `.git` folder alone is allowed, so
/// `git init` may come first. All files appear together or none do.
package struct RegistryScaffolder: Sendable {
    /// What `create` wrote.
    package struct Result: Sendable {
        /// The files written, relative to the registry folder, sorted.
        package var files: [String]
        /// The sync of the first piece.
        package var sync: SyncReport
    }

    /// The piece every new registry starts with.
    static let firstPiece = PieceName(checkedName: "WelcomeCard", category: "cards")
    /// Entries an otherwise empty folder may already hold.
    static let ignorableEntries: Set<String> = [".git", ".DS_Store"]

    /// Where the foundation files come from.
    let foundationSource: any RegistryFileSource
    /// Paths in the sync report are shown relative to this folder when inside it.
    package let workingDirectory: String

    /// A scaffolder copying the foundation of `foundationSource` (default: the registry built into
    /// `pieces`, so the new registry speaks the same motion language as the tool's own pieces).
    package init(foundationSource: any RegistryFileSource = EmbeddedRegistry(), workingDirectory: String) {
        self.foundationSource = foundationSource
        self.workingDirectory = workingDirectory
    }

    /// The files of a new registry named `name`, by path relative to its folder.
    package func files(named name: String) throws(ScaffoldError) -> [(path: String, bytes: [UInt8])] {
        var files = try foundationFiles()
        let piece = Self.firstPiece
        files.append((piece.relativePath, Array(BuiltInTemplates.piece.render(Template.pieceValues(for: piece)).utf8)))
        files.append(("templates/" + BuiltInTemplates.piece.name, Array(BuiltInTemplates.piece.text.utf8)))
        files.append((".pre-commit-config.yaml", Array(BuiltInTemplates.preCommitConfig.text.utf8)))
        files.append((".github/workflows/pieces.yml", Array(BuiltInTemplates.githubCI.text.utf8)))
        files.append(("README.md", Array(BuiltInTemplates.registryReadme.render(["registryName": name]).utf8)))
        return files.sorted { $0.path < $1.path }
    }

    /// The paths (relative to `folder`) `create` would write, after the checks it makes before
    /// writing (a new or empty folder, readable foundations); writes nothing (`pieces init
    /// --registry DIR --dry-run`).
    package func plan(at folder: URL) throws(ScaffoldError) -> [String] {
        let root = folder.standardizedFileURL
        try requireEmpty(root)
        return try files(named: root.lastPathComponent).map(\.path)
    }

    /// Writes the registry into `folder` and syncs its first piece.
    package func create(at folder: URL) throws(ScaffoldError) -> Result {
        let root = folder.standardizedFileURL
        try requireEmpty(root)
        let files = try files(named: root.lastPathComponent)
        let writes = files.map { StagedWriter.Write(path: root.appendingPathComponent($0.path).path, bytes: $0.bytes) }
        do { try Folder.create(root.path) } catch { throw .io(error) }
        do { try StagedWriter(root: root.path).apply(writes) } catch {
            if case .io(let failure) = error { throw .io(failure) }
            throw .io(.unwritable(path: root.path, reason: error.diagnostic.message))
        }
        let synchronizer: Synchronizer
        do {
            synchronizer = try Synchronizer(registry: FolderRegistry(root: root), workingDirectory: workingDirectory)
        } catch { throw .io(error) }
        let piecePath = root.appendingPathComponent(Self.firstPiece.relativePath).path
        return Result(files: files.map(\.path), sync: synchronizer.sync(files: [piecePath]))
    }

    /// Every `foundation/` file of the source.
    private func foundationFiles() throws(ScaffoldError) -> [(path: String, bytes: [UInt8])] {
        let paths: [String]
        do {
            paths = try foundationSource.relativePaths().filter {
                $0.hasPrefix("foundation/") && $0.hasSuffix(".swift")
            }
        } catch {
            throw .io(.unreadable(path: foundationSource.sourceName, reason: error.diagnostic.message))
        }
        guard !paths.isEmpty else { throw .foundationMissing(source: foundationSource.sourceName) }
        var files: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            do { files.append((path, try foundationSource.bytes(at: path))) } catch {
                throw .io(.unreadable(path: path, reason: error.diagnostic.message))
            }
        }
        return files
    }

    private func requireEmpty(_ folder: URL) throws(ScaffoldError) {
        guard let kind = FileKind.at(folder.path) else { return }
        let display = Path(folder.path).display(relativeTo: Path(workingDirectory))
        guard kind == .folder else { throw .notAFolder(path: display) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !Self.ignorableEntries.contains($0) }.sorted()
        if !entries.isEmpty { throw .folderNotEmpty(path: display, entries: entries) }
    }
}
