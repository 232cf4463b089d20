import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

/// `pieces sync [FILE…]`.
struct SyncCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "sync",
        abstract:
            "Regenerate the Piece motion blocks of the registry's pieces, or of the given files.",
        discussion: "Each block holds exactly the foundation sections the piece's own code uses."
            + " Everything above the block is kept byte for byte.",
        declaring: [
            PiecesCommands.files, PiecesCommands.registry, Options.hook, Options.force,
            PiecesCommands.strict, PiecesCommands.noCache, PiecesCommands.dryRun, PiecesCommands.format,
            PiecesCommands.quiet
        ])

    struct Options: CommandOptions {
        static let hook = Flag(
            "hook", help: "Exit 1 when any file was rewritten, so a pre-commit hook stops the commit.")
        static let force = Flag(
            "force",
            help: "Regenerate blocks that were edited by hand (move the edit into the foundation first).")

        var files: [String]
        var engine: EngineOptions
        var hook: Bool
        var force: Bool
        var dryRun: Bool
        var noCache: Bool

        init(_ arguments: ParsedArguments) {
            files = arguments[PiecesCommands.files]
            engine = EngineOptions(arguments)
            hook = arguments[Self.hook]
            force = arguments[Self.force]
            dryRun = arguments[PiecesCommands.dryRun]
            noCache = arguments[PiecesCommands.noCache]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func hookMessage(_ files: Int) -> Message {
        "pieces sync rewrote \(files, "file"); review them, `git add` them, and commit again"
    }
    static func foundationHookMessage(_ foundations: String, _ pieces: Int) -> Message {
        """
        \(foundations) changed: pieces sync rewrote \(pieces, "piece") carrying its sections (listed above); review \
        them, `git add` them, and commit again
        """
    }

    func run() -> ToolOutput {
        let synchronizer: Synchronizer
        do { synchronizer = try EngineLoader.load(options.engine, context: context) } catch {
            return output.stopped(by: error)
        }
        let dryRun = options.dryRun
        let files = options.files
        let report = synchronizer.sync(
            files: files.isEmpty ? nil : files, force: options.force, dryRun: dryRun,
            cleanPieces: CleanPieceCacheLocation.cache(disabled: options.noCache, context: context))
        let hook = options.hook
        var summary = report.summary(dryRun: dryRun)
        if hook, !report.changes.isEmpty, !dryRun {
            summary +=
                "\n"
                + (report.foundations.isEmpty
                    ? Self.hookMessage(report.changes.count).text
                    : Self.foundationHookMessage(report.foundations.joined(separator: ", "), report.changes.count).text)
        }
        let status = report.exitStatus(hook: hook && !dryRun)
        guard !output.isJSON else {
            let (diagnostics, part) = EngineResults.sync(report, dryRun: dryRun)
            return output.finished(diagnostics, summary: summary, status: status, json: part)
        }
        return output.finished(report.reported(dryRun: dryRun), summary: summary, status: status)
    }
}
