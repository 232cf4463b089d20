import PiecesDiagnostics
import PiecesSupport

/// The command line of the `pieces` tool: the command list, and the arguments several commands
/// share. Each command's own spec (help texts, arguments) sits next to the command in `Tool/`.
enum PiecesCommands {
    /// Every command, in the order the overview lists them; the root spec and `PiecesTool`'s
    /// dispatch table are both built from this list.
    static let entries: [CommandEntry] = [
        .command(SyncCommand.self), .command(CheckCommand.self), .command(AddCommand.self),
        .command(ListCommand.self), .command(SearchCommand.self), .command(InfoCommand.self),
        .command(StatusCommand.self), .command(DiffCommand.self), .command(OutdatedCommand.self),
        .command(UpdateCommand.self), .command(RemoveCommand.self), .command(BuildCommand.self),
        .command(NewCommand.self), .command(InitCommand.self),
        .group(hook, [HookInstallCommand.self, HookUninstallCommand.self]),
        .command(WhyCommand.self), .command(LintCommand.self), .command(MCPCommand.self),
        .command(ViewCommand.self), .command(CompletionsCommand.self), .command(HelpCommand.self)
    ]

    /// The `pieces` command and all its subcommands.
    static let root = CommandSpec(
        name: "pieces",
        abstract: "Copy SwiftUI pieces into your app and keep the motion code they share in sync.",
        arguments: [noColor.spec, .versionFlag()],
        subcommands: entries.map(\.spec))

    /// The command to run for each path after the tool's name (`["hook", "install"]`).
    static let commandsByPath: [[String]: any PiecesCommand.Type] = Dictionary(
        uniqueKeysWithValues: entries.flatMap(\.commandsByPath))

    static let hook = CommandSpec(
        name: "hook", abstract: "Manage the git pre-commit hook that keeps blocks in sync.")

    // MARK: - Arguments several commands share

    static let noColor = Flag("no-color", help: "Print without colors.", isGlobal: true)

    static let files = Positional<[String]>(
        "files", valueName: "FILE",
        help: "Piece files to work on (default: every piece in the registry).")

    static let registry = Option<String?>(
        "registry", valueName: "DIR",
        help: "The registry folder (default: found from the current folder).")

    static let format = Option<DiagnosticFormat>(
        "format", valueName: "FORMAT",
        help: "How to report: text, xcode, github, or json (one envelope, docs/json.md).", defaultValue: .text)

    /// `--format` of the commands that print data, not findings (list, search, info); read
    /// through `format`, whose name it shares.
    static let dataFormat = Option<DiagnosticFormat>(
        "format", valueName: "FORMAT", help: "text, or json (one envelope, docs/json.md).", cases: [.text, .json],
        defaultValue: .text)

    static let quiet = Flag(
        "quiet", short: "q", help: "Report only problems, without the summary.")

    static let dryRun = Flag(
        "dry-run", short: "n", help: "Show what would change without writing anything.")

    /// Kept from before `--format json` existed: the same thing.
    static let json = Flag("json", help: "The same as --format json.")

    static let timeout = Option<String?>(
        "timeout", valueName: "SECONDS",
        help: "How long a remote registry may stay silent (default: PIECES_TIMEOUT, else 10).")

    static let strict = Flag(
        "strict",
        help: "Treat upstream-format provides/requires lists that miss names as errors, not warnings.")

    /// `--registry` of `add` and the commands that read pieces: README "Which registry".
    static let readRegistry = Option<String?>(
        "registry", valueName: "DIR|URL",
        help: "A registry folder or https:// URL (default: pieces.json's \"registry\", else the"
            + " nearest registry folder above, else the one built into pieces).")

    /// The piece NAME of `info`, `view` and `why`.
    static let pieceName = Positional<String>("name", valueName: "NAME", help: "The piece.")
        .completing(.pieces)
}
