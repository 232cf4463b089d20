import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The engine behind `pieces sync` and `pieces check`: reads a registry's foundations once, then
/// analyses pieces on both cores.
///
/// The foundations come from any `RegistryFileSource`; pieces are files on disk. With a folder
/// registry the engine also knows the registry's own pieces (a run without files covers them all);
/// with any other source (the embedded copy, a server) it checks only the files it is given.
package struct Synchronizer: Sendable {
    /// The registry folder whose pieces a run covers; nil when the foundations come from elsewhere.
    package let registry: FolderRegistry?
    /// The foundations, parsed on first use: a run whose every piece the clean-piece cache knows
    /// never needs them.
    package var foundations: FoundationSet { parsedFoundations.value }
    /// The foundation files as read (path shown in diagnostics, bytes).
    let foundationFiles: [(path: String, bytes: [UInt8])]
    /// The foundation files' stamps, each taken before the file was read, when they come from a
    /// registry folder: what the clean-piece cache's scope is keyed on while they are settled.
    let foundationStamps: [(path: String, stamp: FileStamp)]?
    let strict: Bool
    private let parsedFoundations: OnDemand<FoundationSet>
    /// Paths in diagnostics are shown relative to this folder when inside it.
    package let workingDirectory: String

    static let foundationBrokenMessage = "the foundations have errors; nothing was written"
    static func leftoversNote(_ leftovers: Int) -> Message {
        "removed \(leftovers, "temporary file") an interrupted run left next to pieces"
    }

    /// Reads every foundation of `registry`; `strict` makes incomplete upstream-format lists errors.
    package init(
        registry: FolderRegistry, workingDirectory: String = FileManager.default.currentDirectoryPath,
        strict: Bool = false
    ) throws(FileError) {
        var inputs: [(path: String, bytes: [UInt8])] = []
        var stamps: [(path: String, stamp: FileStamp)]? = []
        for path in registry.foundationPaths() {
            if let stamp = FileStamp.of(path) { stamps?.append((path, stamp)) } else { stamps = nil }
            inputs.append(
                (Path(path).display(relativeTo: Path(workingDirectory)), try Self.read(path, registry: registry)))
        }
        self.init(
            registry: registry, foundationFiles: inputs, foundationStamps: stamps, workingDirectory: workingDirectory,
            strict: strict)
    }

    /// The engine for pieces outside any registry folder (an app's copies), with the foundations
    /// of `source` read in place: nothing is copied to disk.
    package init(
        foundationsOf source: any RegistryFileSource, workingDirectory: String, strict: Bool = false
    ) throws(DiagnosticError) {
        let prefix = source.sourceName + "/"
        self.init(
            registry: nil, foundationFiles: try source.foundationFiles().map { (prefix + $0.path, $0.bytes) },
            foundationStamps: nil, workingDirectory: workingDirectory, strict: strict)
    }

    private init(
        registry: FolderRegistry?, foundationFiles: [(path: String, bytes: [UInt8])],
        foundationStamps: [(path: String, stamp: FileStamp)]?, workingDirectory: String, strict: Bool
    ) {
        self.registry = registry
        self.foundationFiles = foundationFiles
        self.foundationStamps = foundationStamps
        self.strict = strict
        self.workingDirectory = workingDirectory
        parsedFoundations = OnDemand { FoundationSet(files: foundationFiles, strict: strict) }
    }

    /// Checks `files` (all the registry's pieces when `nil`) without writing anything; with
    /// `cleanPieces`, pieces it knows are not analysed, and the clean ones found are recorded in it.
    package func check(files: [String]? = nil, cleanPieces: CleanPieceCache? = nil) -> CheckReport {
        let selection = select(files)
        let unknown = stamp(selection.pieces, cleanPieces: cleanPieces).filter { !$0.isKnownClean }
        let cache = BlockCache()
        // Each worker keeps only its piece's diagnostics, so memory stays flat however many pieces.
        let perPiece = unknown.parallelMap { piece -> (diagnostics: [Diagnostic], fixable: Int, clean: Bool) in
            let analysis: PieceAnalysis
            do throws(FileError) { analysis = try analyse(piece.path, cache: cache) } catch {
                return ([diagnostic(for: error)], 0, false)
            }
            let findings = analysis.findings(foundations: foundations)
            let fixable = findings.count(where: { !$0.blocksSync && !Self.survivesSync($0) })
            return (Self.shown(findings, in: analysis, prefix: prefix), fixable, findings.isEmpty)
        }
        let foundationDiagnostics =
            Self.everyPieceKnown(unknown, of: selection) ? [] : foundations.errors.map(\.diagnostic)
        if let cleanPieces, foundationDiagnostics.isEmpty {
            cleanPieces.recording(zip(unknown, perPiece).compactMap { $1.clean ? $0.key : nil })
        }
        return CheckReport(
            diagnostics: foundationDiagnostics + selection.diagnostics + perPiece.flatMap(\.diagnostics),
            notes: selection.notes, checked: selection.pieces.count,
            fixableBySync: perPiece.reduce(0) { $0 + $1.fixable })
    }

    /// Regenerates the blocks of `files` (all the registry's pieces when `nil`). Writes only files
    /// whose bytes change, each atomically; refuses files it cannot rewrite safely. With
    /// `cleanPieces`, as `check`.
    package func sync(
        files: [String]? = nil, force: Bool = false, dryRun: Bool = false, cleanPieces: CleanPieceCache? = nil
    ) -> SyncReport {
        let selection = select(files)
        let unknown = stamp(selection.pieces, cleanPieces: cleanPieces).filter { !$0.isKnownClean }
        let everyPieceKnown = Self.everyPieceKnown(unknown, of: selection)
        var report = SyncReport(
            changes: [],
            diagnostics: (everyPieceKnown ? [] : foundations.errors.map(\.diagnostic)) + selection.diagnostics,
            notes: selection.notes, checked: selection.pieces.count, foundations: selection.foundations)
        if !everyPieceKnown && foundations.hasErrors {
            report.notes.append(Self.foundationBrokenMessage)
            report.refused = selection.pieces.count
            return report
        }
        if !dryRun {
            let leftovers = TemporaryFile.removeAbandoned(
                in: selection.pieces.map { Path($0).parent.string })
            if !leftovers.isEmpty { report.notes.append(Self.leftoversNote(leftovers.count).text) }
        }
        let cache = BlockCache()
        let outcomes = unknown.parallelMap { syncPiece($0.path, force: force, dryRun: dryRun, cache: cache) }
        for outcome in outcomes {
            report.diagnostics += outcome.diagnostics
            if let change = outcome.change {
                report.changes.append(change)
            } else if outcome.diagnostics.contains(where: { $0.severity == .error }) {
                report.refused += 1
            }
        }
        cleanPieces?.recording(zip(unknown, outcomes).compactMap { $1.clean ? $0.key : nil })
        return report
    }

    /// What syncing one piece did: its findings, its change when it was rewritten, and whether it
    /// was clean as found (nothing to report, nothing to write).
    private struct PieceOutcome {
        var diagnostics: [Diagnostic] = []
        var change: FileChange?
        var clean = false
    }

    /// One piece's sync, run on a worker thread.
    private func syncPiece(_ path: String, force: Bool, dryRun: Bool, cache: BlockCache) -> PieceOutcome {
        let analysis: PieceAnalysis
        do { analysis = try analyse(path, cache: cache) } catch {
            return PieceOutcome(diagnostics: [diagnostic(for: error)])
        }
        let findings = analysis.findings(foundations: foundations)
        let blocking = findings.filter { $0.blocksSync && !(force && Self.forceable($0)) }
        let reported = findings.filter { ($0.blocksSync || Self.survivesSync($0)) && !(force && Self.forceable($0)) }
        let diagnostics = Self.shown(reported, in: analysis, prefix: prefix)
        guard blocking.isEmpty, !analysis.isCurrent else {
            return PieceOutcome(diagnostics: diagnostics, clean: findings.isEmpty)
        }
        if !dryRun {
            do { try AtomicFile.write(analysis.expectedBytes, to: path) } catch {
                return PieceOutcome(diagnostics: diagnostics + [diagnostic(for: error)])
            }
        }
        return PieceOutcome(diagnostics: diagnostics, change: change(for: analysis))
    }

    // MARK: Pieces

    private var prefix: String { foundations.files.first?.prefix ?? "pieces" }

    private func analyse(_ path: String, cache: BlockCache) throws(FileError) -> PieceAnalysis {
        PieceAnalysis(
            path: Path(path).display(relativeTo: Path(workingDirectory)),
            bytes: try Self.read(path, registry: registry),
            foundations: foundations, cache: cache)
    }

    /// A selected piece with its key in the clean-piece cache, when it may be recorded there, and
    /// whether the cache knows it (it is then neither read nor analysed).
    private struct StampedPiece: Sendable {
        var path: String
        var key: CleanPieceCache.Key?
        var isKnownClean = false
    }

    /// Whether the clean-piece cache knew every piece of `selection` (and there was one). Such a
    /// run neither parses nor reports the foundations: each known piece was found clean beside
    /// these very foundations, which had no finding then.
    private static func everyPieceKnown(_ unknown: [StampedPiece], of selection: PieceSelection) -> Bool {
        unknown.isEmpty && !selection.pieces.isEmpty
    }

    /// What this run's pieces are judged beside, for `cleanPieces`. Settled stamps stand for the
    /// foundations' bytes as a piece's stamp does for its own; a foundation written within the
    /// clock's tick, or not from a folder, is named by its bytes.
    func cacheScope(for cleanPieces: CleanPieceCache) -> CleanPieceCache.Scope {
        if let foundationStamps, foundationStamps.allSatisfy({ cleanPieces.mayRecord($0.stamp) }) {
            return CleanPieceCache.Scope(foundationStamps: foundationStamps, strict: strict)
        }
        return CleanPieceCache.Scope(foundations: foundationFiles, strict: strict)
    }

    /// Stamps `paths` for `cleanPieces` (a `stat` each: no thread would pay for itself).
    private func stamp(_ paths: [String], cleanPieces: CleanPieceCache?) -> [StampedPiece] {
        guard let cleanPieces else { return paths.map { StampedPiece(path: $0) } }
        let scope = cacheScope(for: cleanPieces)
        return paths.map { path in
            // Stamped before the worker reads it: a write in between changes the stamp, so what is
            // recorded is never newer than what was analysed.
            guard let stamp = FileStamp.of(path) else { return StampedPiece(path: path) }
            let key = scope.key(path: path, stamp: stamp)
            if cleanPieces.contains(key) { return StampedPiece(path: path, key: key, isKnownClean: true) }
            return StampedPiece(path: path, key: cleanPieces.mayRecord(stamp) ? key : nil)
        }
    }

    /// A file of the registry is read only when its real location stays inside the registry, the
    /// rule `list` and `info` apply: a piece linked to a file elsewhere is neither read nor
    /// replaced by its synced text. A file named on the command line outside the registry is the
    /// user's own choice and is read as it is, as is every file when the engine reads its foundations
    /// from a source that is not a folder (`registry` nil).
    static func read(_ path: String, registry: FolderRegistry?) throws(FileError) -> [UInt8] {
        guard let root = registry?.rootPath, path.hasPrefix(root + "/") else {
            return try BoundedFile.read(path, limit: .swiftSource)
        }
        return try BoundedFile.read(path, limit: .swiftSource, inside: root, rootName: "the registry")
    }

    /// Hand edits are what `--force` overrides; the file's own code is never touched anyway.
    private static func forceable(_ finding: PieceFinding) -> Bool {
        switch finding {
        case .edited, .notPrivate: true
        default: false
        }
    }

    /// Findings sync cannot fix by rewriting the block.
    private static func survivesSync(_ finding: PieceFinding) -> Bool {
        if case .unknownName = finding { return true }
        return false
    }

    private func change(for analysis: PieceAnalysis) -> FileChange {
        let before = Set(analysis.locator.blocks.flatMap { $0.provenance?.sections ?? [] })
        let after = analysis.needed.map { foundations.sections[$0].name }
        let oldText = analysis.locator.blocks.map { analysis.text(of: $0) }.joined(separator: "\n")
        let refreshed = analysis.needed.filter {
            before.contains(foundations.sections[$0].name) && !oldText.contains(foundations.sections[$0].text)
        }
        return FileChange(
            path: analysis.path,
            added: after.filter { !before.contains($0) },
            removed: before.filter { !after.contains($0) }.sorted(),
            refreshed: refreshed.map { foundations.sections[$0].name })
    }

    // MARK: Selection

    private func select(_ files: [String]?) -> PieceSelection {
        PieceSelection(files, registry: registry, workingDirectory: workingDirectory)
    }

    /// The most findings one file reports; a file with more (a line of 100,000 unterminated
    /// strings) shows these and one note counting the rest, so the output stays readable and the
    /// work stays linear.
    static let findingsPerFile = 100
    static func moreFindingsMessage(_ count: Int) -> Message {
        "\(count) more problems in this file are not shown (at most \(findingsPerFile) per file)"
    }
    static let moreFindingsFix = "fix the problems shown and run the command again"

    /// The diagnostics of the first `findingsPerFile` findings in file order, and a note for the rest.
    static func shown(_ findings: [PieceFinding], in analysis: PieceAnalysis, prefix: String) -> [Diagnostic] {
        var shown = inFileOrder(findings.prefix(findingsPerFile).map { $0.diagnostic(in: analysis, prefix: prefix) })
        if findings.count > findingsPerFile {
            shown.append(
                Diagnostic(
                    severity: .note, code: "more-problems",
                    message: moreFindingsMessage(findings.count - findingsPerFile).text, file: analysis.path,
                    fix: moreFindingsFix))
        }
        return shown
    }

    /// One piece's diagnostics sorted by position, so they read top to bottom.
    static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let left = (a.element.line ?? 0, a.element.column ?? 0, a.offset)
            let right = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }

    /// A piece's read or write failure, its path shown like every other diagnostic's.
    private func diagnostic(for failure: FileError) -> Diagnostic {
        let shown = Path(failure.path).display(relativeTo: Path(workingDirectory))
        switch failure {
        case .unreadable(_, let reason): return FileError.unreadable(path: shown, reason: reason).diagnostic
        case .unwritable(_, let reason): return FileError.unwritable(path: shown, reason: reason).diagnostic
        }
    }
}
