import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces init [--path DIR]` writes an app's `pieces.json`; `pieces init --registry DIR` creates
/// a registry for a team instead. `--dry-run` makes the same checks and says what it would write;
/// `--quiet` prints only problems.
struct InitCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "init", abstract: "Write an app's pieces.json, or create a registry for a team.",
        discussion: "In an app: writes pieces.json (where pieces go, which registry), never"
            + " replacing one. With --registry: a foundation, a first piece, the piece template,"
            + " a pre-commit configuration, a CI workflow and a README, in a new or empty folder.",
        declaring: [Options.path, Options.registry, PiecesCommands.dryRun, PiecesCommands.quiet])

    struct Options: CommandOptions {
        static let path = Option<String?>(
            "path", valueName: "DIR",
            help: "Where the app's pieces go, relative to it (default: chosen from the project).")
        static let registry = Option<String?>(
            "registry", valueName: "DIR",
            help: "Create a new registry in DIR instead (a new or empty folder).")

        var path: String?
        var registry: String?
        var dryRun: Bool
        var quiet: Bool

        init(_ arguments: ParsedArguments) {
            path = arguments[Self.path]
            registry = arguments[Self.registry]
            dryRun = arguments[PiecesCommands.dryRun]
            quiet = arguments[PiecesCommands.quiet]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func configSummary(_ file: String, _ folder: String) -> Message { "wrote \(file): pieces go in \(folder)" }
    static func registrySummary(_ folder: String) -> Message { "created the registry \(folder):" }
    static func registryNextSteps(_ folder: String) -> Message {
        "next: cd \(folder), `git init`, `pieces hook install`, and commit; then `pieces new NAME --category C`"
    }
    static let pathWithRegistryMessage = "--path sets where an app's pieces go; it does not apply to --registry"
    static let pathWithRegistryFix =
        "run `pieces init --registry DIR` for a registry, or `pieces init --path DIR` in an app"

    func run() -> ToolOutput {
        if let registry = options.registry {
            guard options.path == nil else {
                let problem = Diagnostic(
                    severity: .error, code: "usage", message: Self.pathWithRegistryMessage,
                    fix: Self.pathWithRegistryFix)
                return output.stopped([problem], status: ExitStatus.usage)
            }
            return createRegistry(at: registry)
        }
        return writeConfig()
    }

    /// In a project, `pieces.json` goes to the project root (where `add` reads it) and, without
    /// `--path`, names the folder `add` would use anyway (for a group-based target, its Pieces
    /// group's folder: the only one `add` accepts there). Elsewhere it is written here with a guess.
    private func writeConfig() -> ToolOutput {
        var folder = URL(fileURLWithPath: context.workingDirectory)
        var path = options.path
        if let found = ResolvedDestination.defaultFolder(workingDirectory: context.workingDirectory) {
            folder = URL(fileURLWithPath: found.root)
            if let given = path {
                path = Path(XcodeProject.join(context.workingDirectory, given)).display(relativeTo: Path(found.root))
            } else {
                path = Path(found.folder).display(relativeTo: Path(found.root))
            }
        }
        var config = AppConfig(path: path ?? AppConfig.suggestedPath(in: folder))
        var migrated: [Diagnostic] = []
        do {
            // A project set up for the upstream `swiftpieces` CLI keeps its settings.
            if let upstream = try SwiftPiecesConfig.load(from: folder) {
                let (taken, notes) = upstream.migrate(into: config, pathGiven: options.path != nil)
                config = taken
                migrated = notes.map { Diagnostic(severity: .note, code: "config-migrated", message: $0) }
            }
        } catch {
            return output.stopped(by: error)
        }
        let display = Path(folder.path).appending(AppConfig.fileName).display(
            relativeTo: Path(context.workingDirectory))
        if options.dryRun {
            guard !AppConfig.exists(in: folder) else {
                let error = ScaffoldError.configExists(path: display)
                return output.stopped(by: error)
            }
            return ToolOutput(
                standardOutput: output.render(migrated, summary: InitCommand.configPlanned(display, config.path).text))
        }
        do {
            try config.write(into: folder, display: display)
        } catch {
            return output.stopped(by: error)
        }
        return ToolOutput(
            standardOutput: output.render(migrated, summary: Self.configSummary(display, config.path).text))
    }

    private func createRegistry(at path: String) -> ToolOutput {
        let folder = URL(fileURLWithPath: Path(path).resolved(against: Path(context.workingDirectory)).string)
        let scaffolder = RegistryScaffolder(workingDirectory: context.workingDirectory)
        let result: RegistryScaffolder.Result
        do {
            if options.dryRun {
                let listing = try scaffolder.plan(at: folder).map { "  " + $0 }.joined(separator: "\n")
                return ToolOutput(
                    standardOutput: output.render([], summary: InitCommand.registryPlanned(path).text + "\n" + listing))
            }
            result = try scaffolder.create(at: folder)
        } catch {
            return output.stopped(by: error)
        }
        let listing = result.files.map { "  " + $0 }.joined(separator: "\n")
        var text = output.render(result.sync.diagnostics, summary: Self.registrySummary(path).text + "\n" + listing)
        var status = result.sync.exitStatus(hook: false)
        // The index is what apps install from: build writes it.
        if status == ExitStatus.success {
            let build = PiecesTool.run(
                ["build", "--registry", folder.path] + (options.quiet ? ["--quiet"] : []), context: context)
            text += build.standardOutput
            status = build.status
        }
        if status == ExitStatus.success, !options.quiet { text += Self.registryNextSteps(path).text + "\n" }
        return ToolOutput(standardOutput: text, standardError: "", status: status)
    }
}

extension InitCommand {
    static func configPlanned(_ file: String, _ path: String) -> Message {
        "dry run: would write \(file): pieces go in \(path); nothing was written"
    }
    static func registryPlanned(_ folder: String) -> Message {
        "dry run: would create the registry \(folder) with these files; nothing was written:"
    }
}
