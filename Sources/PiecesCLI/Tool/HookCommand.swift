import MotionEngine
import PieceInstall
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces hook install [--registry DIR]`.
struct HookInstallCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "install",
        abstract: "Install a pre-commit hook that runs 'pieces sync --hook' on staged pieces.",
        discussion: "Writes .git/hooks/pre-commit (or into core.hooksPath). Replaces only a"
            + " hook pieces wrote; another hook can run first as pre-commit.local.",
        declaring: [PiecesCommands.registry])

    struct Options: CommandOptions {
        var registry: String?

        init(_ arguments: ParsedArguments) {
            registry = arguments[PiecesCommands.registry]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        HookCommand(registry: options.registry, uninstalling: false, context: context, output: output).run()
    }
}

/// `pieces hook uninstall`.
struct HookUninstallCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "uninstall", abstract: "Remove the pre-commit hook, if pieces installed it.")

    let options: NoOptions
    let context: PiecesTool.Context
    let output: ReportOutput

    func run() -> ToolOutput {
        HookCommand(registry: nil, uninstalling: true, context: context, output: output).run()
    }
}

/// What `hook install` and `hook uninstall` do.
struct HookCommand {
    /// `--registry` of `hook install`.
    let registry: String?
    let uninstalling: Bool
    let context: PiecesTool.Context
    let output: ReportOutput
    /// The path this process was started with (`CommandLine.arguments[0]`).
    var argument0 = ProcessInfo.processInfo.arguments.first ?? "pieces"

    static func installedSummary(_ hook: String, _ registry: String, _ tool: String) -> Message {
        "installed \(hook): each commit syncs the staged files under \(registry) with \(tool)"
    }
    static func updatedSummary(_ hook: String, _ registry: String, _ tool: String) -> Message {
        "updated \(hook): each commit syncs the staged files under \(registry) with \(tool)"
    }
    static func removedSummary(_ hook: String) -> Message { "removed \(hook)" }
    static func absentSummary(_ hook: String) -> Message { "no pieces hook at \(hook); nothing to remove" }

    func run() -> ToolOutput {
        do {
            let installer = try HookInstaller.locate(from: context.workingDirectory, environment: context.environment)
            return uninstalling ? try uninstall(installer) : try install(installer)
        } catch {
            return output.stopped(by: error)
        }
    }

    private func install(_ installer: HookInstaller) throws(HookError) -> ToolOutput {
        let registry: FolderRegistry
        do {
            registry = try RegistryResolver.folder(explicit: self.registry, from: context.workingDirectory)
        } catch {
            return output.stopped(by: error)
        }
        let pieces = Self.executablePath(
            argument0: argument0, environment: context.environment, workingDirectory: context.workingDirectory)
        let outcome = try installer.install(piecesPath: pieces, registry: registry)
        let relative = installer.relativeRegistryPath(registry) ?? registry.root.path
        let shownRegistry = relative == "." ? "pieces/" : relative + "/pieces/"
        let summary =
            switch outcome {
            case .updated(let path): Self.updatedSummary(display(path), shownRegistry, pieces).text
            default: Self.installedSummary(display(installer.hookPath.path), shownRegistry, pieces).text
            }
        return ToolOutput(standardOutput: output.render([], summary: summary))
    }

    private func uninstall(_ installer: HookInstaller) throws(HookError) -> ToolOutput {
        let summary =
            switch try installer.uninstall() {
            case .removed(let path): Self.removedSummary(display(path)).text
            default: Self.absentSummary(display(installer.hookPath.path)).text
            }
        return ToolOutput(standardOutput: output.render([], summary: summary))
    }

    private func display(_ path: String) -> String { Path(path).display(relativeTo: Path(context.workingDirectory)) }

    /// The absolute path of the running `pieces`, found the way the shell found it: `argument0`
    /// itself when it holds a `/`, else the first executable of that name on `PATH`. Symbolic
    /// links are kept, so a hook keeps working when a package manager upgrades what they point to.
    static func executablePath(argument0: String, environment: [String: String], workingDirectory: String) -> String {
        let folder = Path(workingDirectory)
        if argument0.contains("/") { return Path(argument0).resolved(against: folder).string }
        for entry in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let directory = entry.isEmpty ? "." : String(entry)
            let candidate = Path(directory + "/" + argument0).resolved(against: folder).string
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return argument0
    }
}
