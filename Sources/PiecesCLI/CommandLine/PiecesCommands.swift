import PiecesDiagnostics
import PiecesSupport

/// The command line of the `pieces` tool: the command list, and the arguments several commands
/// share. Each command's own spec (help texts, arguments) sits next to the command in `Tool/`.
enum PiecesCommands {
    /// Every command, in the order the overview lists them; the root spec and `PiecesTool`'s
    /// dispatch are both built from this list.
    static let entries: [CommandEntry] = [
        .command("sync", SyncCommand.self), .command("check", CheckCommand.self), .command("add", AddCommand.self),
        .command("list", ListCommand.self), .command("search", SearchCommand.self),
        .command("info", InfoCommand.self), .command("status", StatusCommand.self),
        .command("diff", DiffCommand.self), .command("outdated", OutdatedCommand.self),
        .command("update", UpdateCommand.self), .command("remove", RemoveCommand.self),
        .command("build", BuildCommand.self), .command("new", NewCommand.self), .command("init", InitCommand.self),
        .group(hook, [HookInstallCommand.self, HookUninstallCommand.self]),
        .command("why", WhyCommand.self), .command("lint", LintCommand.self), .command("mcp", MCPCommand.self),
        .command("view", ViewCommand.self), .command("completions", CompletionsCommand.self),
        .command("help", HelpCommand.self)
    ]

    /// The `pieces` command's own name, help and arguments, without its subcommands.
    static let head = CommandSpec(
        name: "pieces",
        abstract: "Copy SwiftUI pieces into your app and keep the motion code they share in sync.",
        arguments: [noColor.spec, .versionFlag()])

    /// The `pieces` command and all its subcommands: what help, completions and usage errors read.
    static let root: CommandSpec = {
        var root = head
        root.subcommands = entries.map(\.spec)
        return root
    }()

    /// Parses a command line as `ArgumentParser` does against `root`, building the spec of the
    /// named command only: a hook's `pieces check` should not pay for twenty commands' help texts
    /// and option tables (docs/benchmarks.md, Start-up).
    ///
    /// The first bare word before `--` is what the parser takes as the command (the root's own
    /// options are flags, which take no value), so a root holding just that command descends
    /// exactly as the whole one does, and a line naming no command but asking for the version
    /// needs no command at all. Only a command to run or the version is taken from that parse;
    /// help, a missing or unknown command and every usage error are parsed again against `root`,
    /// whose messages and suggestions name every command.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var narrowed = head
        if let word = commandWord(in: arguments) {
            guard let entry = entries.first(where: { $0.name == word }) else {
                return try ArgumentParser.parse(arguments, spec: root)
            }
            narrowed.subcommands = [entry.spec]
        }
        switch try? ArgumentParser.parse(arguments, spec: narrowed) {
        case .run(let parsed) where !parsed.commandPath.isEmpty: return .run(parsed)
        case .version: return .version
        default: return try ArgumentParser.parse(arguments, spec: root)
        }
    }

    /// The command to run for `path`, the words after the tool's name (`["hook", "install"]`).
    static func command(at path: [String]) -> (any PiecesCommand.Type)? {
        entries.lazy.compactMap { $0.command(at: path) }.first
    }

    /// The first word before `--` that is not an option: the one the parser reads as a command.
    private static func commandWord(in arguments: [String]) -> String? {
        for word in arguments {
            if word == "--" { return nil }
            if !ArgumentParser.isOptionLike(word) { return word }
        }
        return nil
    }

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

    /// `check` and `sync`: README, "The clean-piece cache".
    static let noCache = Flag(
        "no-cache", help: "Analyse every piece, even those this build of pieces found clean before.")

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
