import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

extension BuildCommand {
    static func itemsSummary(_ pieces: Int, _ folder: String, _ written: Int) -> Message {
        "; the registry items of \(pieces, "piece") in \(folder): \(written, "file") written"
    }
    static func removedItemsSummary(_ removed: Int) -> Message { ", \(removed, "file") removed" }
    static func removedItemMessage(_ path: String) -> Message {
        "removed \(path): the registry no longer has the piece"
    }

    /// Writes the index, then the registry-item form of the catalog into `folder` (created when
    /// missing), each file only when its bytes change; then deletes the items of pieces the
    /// registry lost (those the previous `index.json` lists, see `RegistryItemFiles.staleFiles`).
    func writeItems(
        catalog: Catalog, into folder: String, after changes: [IndexFiles.Change], problems: [Diagnostic],
        target: Target
    ) -> ToolOutput {
        do {
            try IndexFiles.apply(changes, under: target.root)
        } catch {
            return output.report(
                problems + [error.diagnostic], summary: "", status: ExitStatus.cannotCreate, stopped: true)
        }
        let root = URL(fileURLWithPath: Path(folder).resolved(against: Path(context.workingDirectory)).string)
        let items = RegistryItemFiles(catalog: catalog)
        var notes = indexNotes(changes, target: target)
        notes += items.warnings.map {
            Diagnostic(severity: .warning, code: "item-schema", message: $0, fix: RegistryItemFiles.schemaFix)
        }
        var written = 0
        var removed = 0
        do throws(FileError) {
            try Folder.create(root.path)
            // Read before the new index replaces it: it says which files the last build wrote.
            let stale = items.staleFiles(
                previousIndex: try? AtomicFile.read(root.appendingPathComponent("index.json").path),
                contents: { try? AtomicFile.read(root.appendingPathComponent($0).path) })
            for (name, bytes) in items.files {
                let path = root.appendingPathComponent(name).path
                if (try? AtomicFile.read(path)) == bytes { continue }
                try AtomicFile.write(bytes, to: path)
                written += 1
                let shown = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                notes.append(
                    Diagnostic(
                        severity: .note, code: "items-written", message: Self.wroteMessage(shown).text, file: shown))
            }
            removed = try Self.remove(stale, from: root, shownIn: folder, notes: &notes)
        } catch {
            return output.report(
                problems + notes + [error.diagnostic], summary: "", status: ExitStatus.cannotCreate, stopped: true)
        }
        let summary =
            Self.builtSummary(target.pieces, changes.count).text
            + Self.itemsSummary(catalog.pieces.count, folder, written).text
            + (removed > 0 ? Self.removedItemsSummary(removed).text : "")
        return output.finished(problems + notes, summary: summary, json: Self.writtenWithItems)
    }

    /// Deletes the item files `names` from `root` (shown as inside `folder`), a note for each; how many went.
    private static func remove(_ names: [String], from root: URL, shownIn folder: String, notes: inout [Diagnostic])
        throws(FileError) -> Int
    {
        for name in names {
            let path = root.appendingPathComponent(name).path
            guard unlink(path) == 0 || errno == ENOENT else {
                throw .unwritable(path: path, reason: SystemReason.text())
            }
            let shown = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            notes.append(
                Diagnostic(
                    severity: .note, code: "items-removed", message: removedItemMessage(shown).text, file: shown))
        }
        return names.count
    }

    /// In JSON, each file written or removed is a result.
    static let writtenWithItems = ReportOutput.JSONPart(
        resultCodes: ["index-written", "items-written", "items-removed"])
}
