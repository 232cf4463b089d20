import PiecesSupport

/// The command line of the `pieces` tool: every command, argument and help text.
public enum PiecesCommands {
    /// The `pieces` command and all its subcommands.
    public static let root = CommandSpec(
        name: "pieces",
        abstract: "Copy SwiftUI pieces into your app and keep the motion code they share in sync.",
        arguments: [
            .flag("no-color", help: "Print without colors.", isGlobal: true),
            .versionFlag(),
        ],
        subcommands: [
            sync, check, add, list, search, info, status, diff, outdated, update, remove, build, new,
            initialize, hook, why, lint, mcp, view, completions, help,
        ])

    // MARK: - Arguments several commands share

    static let files = ArgumentSpec.positional(
        "files", valueName: "FILE", arity: .zeroOrMore,
        help: "Piece files to work on (default: every piece in the registry).")

    static let registry = ArgumentSpec.option(
        "registry", valueName: "DIR",
        help: "The registry folder (default: found from the current folder).")

    static let format = ArgumentSpec.option(
        "format", valueName: "FORMAT",
        help: "How to report: text, xcode, github, or json (one envelope, docs/json.md).",
        allowedValues: ["text", "xcode", "github", "json"], defaultValue: "text")

    /// `--format` of the commands that print data, not findings (list, search, info).
    static let dataFormat = ArgumentSpec.option(
        "format", valueName: "FORMAT",
        help: "text, or json (one envelope, docs/json.md).",
        allowedValues: ["text", "json"], defaultValue: "text")

    static let quiet = ArgumentSpec.flag(
        "quiet", short: "q", help: "Report only problems, without the summary.")

    static let dryRun = ArgumentSpec.flag(
        "dry-run", short: "n", help: "Show what would change without writing anything.")

    /// Kept from before `--format json` existed: the same thing.
    static let json = ArgumentSpec.flag("json", help: "The same as --format json.")

    static let timeout = ArgumentSpec.option(
        "timeout", valueName: "SECONDS",
        help: "How long a remote registry may stay silent (default: PIECES_TIMEOUT, else 10).")

    static let force = ArgumentSpec.flag(
        "force", help: "Go ahead even if the copy has local edits.")

    static let strict = ArgumentSpec.flag(
        "strict",
        help: "Treat upstream-format provides/requires lists that miss names as errors, not warnings.")

    // MARK: - Implemented

    static let sync = CommandSpec(
        name: "sync",
        abstract:
            "Regenerate the Piece motion blocks of the registry's pieces, or of the given files.",
        discussion: "Each block holds exactly the foundation sections the piece's own code uses."
            + " Everything above the block is kept byte for byte.",
        arguments: [
            files, registry,
            .flag(
                "hook",
                help: "Exit 1 when any file was rewritten, so a pre-commit hook stops the commit."),
            .flag(
                "force",
                help: "Regenerate blocks that were edited by hand (move the edit into the foundation first)."),
            strict, dryRun, format, quiet,
        ])

    static let check = CommandSpec(
        name: "check",
        abstract: "Report stale, hand-edited or missing blocks without writing.",
        discussion: "Exit status: 0 clean, 1 findings, 64 usage error, 66 registry or file not found,"
            + " 74 a file could not be read.",
        arguments: [files, registry, strict, format, quiet])

    static let add = CommandSpec(
        name: "add", abstract: "Copy pieces into an app, each with the motion code it uses.",
        discussion: "Finds the .xcodeproj, .xcworkspace or Package.swift above the current folder and"
            + " puts the files in the app target's Pieces/ folder (adding them to a group-based"
            + " target's project file). --path DIR chooses another folder inside the project (a"
            + " warning says when the target will not compile it); outside any project it is a"
            + " plain folder."
            + " pieces.lock records what was installed; a file you edited is never overwritten"
            + " without --overwrite.",
        arguments: [
            .positional("names", valueName: "NAME", arity: .oneOrMore, help: "The pieces to add.").completing(.pieces),
            .option(
                "project", valueName: "PATH",
                help: "The .xcodeproj, .xcworkspace or Package.swift (default: found from the current folder)."),
            .option("target", valueName: "NAME", help: "The app or package target (default: the only one)."),
            .option(
                "path", valueName: "DIR",
                help: "The folder the files go into (default: the target's Pieces/ folder, or pieces.json)."),
            .option(
                "registry", valueName: "DIR|URL",
                help: "A registry folder or https:// URL (default: the registry built into pieces)."),
            timeout, dryRun,
            .flag("diff", help: "With --dry-run, show each change as a diff."),
            .flag("overwrite", help: "Replace files that differ from what pieces installed."),
            .flag("force", help: "Install even if the target's deployment target is older than a piece needs, or its name collides with the app's code."),
            .flag("allow-outside", help: "Let --path name a folder outside the project (installed as a plain folder with its own pieces.lock)."),
            format, quiet,
        ])

    /// `--registry` for commands that only read pieces, which fall back to the built-in registry.
    static let readRegistry = ArgumentSpec.option(
        "registry", valueName: "DIR|URL",
        help: "A registry folder or https:// URL (default: the nearest folder above the current"
            + " one, else the registry built into pieces).")

    static let list = CommandSpec(
        name: "list", abstract: "List the registry's pieces by category.",
        discussion: "One line per piece: its name, minimum iOS version and description.",
        arguments: [
            readRegistry, timeout, dataFormat, json,
            .flag("names", help: "Print only the names, one a line (for scripts and shell completion)."),
        ])

    static let search = CommandSpec(
        name: "search", abstract: "Find pieces by title, description or tag.",
        discussion: "Every word must match a piece's name, title, tags, category or description;"
            + " case, accents and small typos do not matter. Best matches first; exit 1 when none.",
        arguments: [
            .positional("words", valueName: "WORDS", arity: .oneOrMore, help: "What to look for."),
            readRegistry, timeout, dataFormat, json,
        ])

    static let info = CommandSpec(
        name: "info",
        abstract: "Show a piece's description, requirements, parameters and motion sections.",
        discussion: "With --format json, the piece's entry exactly as the registry's index.json holds it.",
        arguments: [.positional("name", valueName: "NAME", help: "The piece.").completing(.pieces), readRegistry, timeout, dataFormat, json])

    /// Where the installed pieces are: found exactly as `add` finds them.
    static let installedPieces: [ArgumentSpec] = [
        .option(
            "project", valueName: "PATH",
            help: "The .xcodeproj, .xcworkspace or Package.swift (default: found from the current folder)."),
        .option("target", valueName: "NAME", help: "The app or package target (default: the only one)."),
        .option(
            "path", valueName: "DIR",
            help: "The folder the pieces were added to with --path."),
        .option(
            "registry", valueName: "DIR|URL",
            help: "The registry to read the pieces from (default: the one each was added from, as pieces.lock records)."),
        timeout,
    ]

    static let diff = CommandSpec(
        name: "diff", abstract: "Show how the pieces in your app differ from the registry's.",
        discussion: "One unified diff per file, from your copy (yours/…) to the registry's current"
            + " version (registry/…), which `patch -p1` can apply. Exit status: 0 when every file"
            + " matches the registry, 1 when any differs or has unresolved conflict markers"
            + " (like `git diff --exit-code`); --quiet prints nothing and only sets the status.",
        arguments: [
            .positional(
                "name", valueName: "NAME", arity: .optional,
                help: "The piece to compare (default: every piece in the app).").completing(.pieces)
        ] + installedPieces + [format, quiet])

    static let status = CommandSpec(
        name: "status", abstract: "List every piece installed in your app, where, and in what state.",
        discussion: "One row per piece and destination (project and target, package target, or"
            + " folder): installed version, registry version, and its state — current, outdated,"
            + " edited, missing (a file is gone), conflicted (merge markers), unknown (the registry"
            + " no longer has it). --format json prints the rows. Exit status 0 unless pieces.lock or"
            + " a project cannot be read.",
        arguments: installedPieces + [format, quiet])

    static let outdated = CommandSpec(
        name: "outdated", abstract: "List the pieces in your app that have a newer version.",
        discussion: "A table of the installed pieces whose registry version or bytes differ from"
            + " what pieces.lock records: installed version, registry version, and whether your copy"
            + " has edits of its own. --format json prints the rows as JSON. Exit status: 0 when"
            + " everything is current, 1 when something is outdated or has unresolved conflicts.",
        arguments: installedPieces + [format, quiet])

    static let update = CommandSpec(
        name: "update", abstract: "Bring pieces in your app up to the registry's version.",
        discussion: "An unedited file is replaced; your edits are kept by a three-way merge with"
            + " git merge-file (git must be installed), from the copy pieces keeps in .pieces/base/."
            + " Clashing edits leave conflict markers (<<<<<<< yours … >>>>>>> registry VERSION),"
            + " reported with their lines, and exit 1; resolve them, then run update again.",
        arguments: [
            .positional(
                "name", valueName: "NAME", arity: .optional,
                help: "The piece to update (default: every outdated piece).").completing(.pieces)
        ] + installedPieces + [
            dryRun,
            .flag("force", help: "Update even if the target's deployment target is older than the new version needs."),
            format, quiet,
        ])

    static let remove = CommandSpec(
        name: "remove", abstract: "Delete a piece from your app.",
        discussion: "Deletes the piece's files, the project entries pieces added for them, its"
            + " pieces.lock entry and its copies in .pieces/base/. Refuses a file with edits of your"
            + " own, and a piece another installed piece uses, unless --force.",
        arguments: [
            .positional("name", valueName: "NAME", help: "The piece to remove.").completing(.pieces),
        ] + installedPieces + [
            .flag("force", help: "Delete even edited files, and pieces other pieces use."),
            format, quiet,
        ])

    static let build = CommandSpec(
        name: "build", abstract: "Validate every piece and write the registry's index.",
        discussion: "Validates every piece (header, category, main type, documented parameters,"
            + " resources, dependencies, current blocks) and writes index.json and index/<Name>.json"
            + " into the registry folder, only when their bytes change. Writes nothing while any"
            + " piece has a problem.",
        arguments: [
            .flag("check", help: "Fail when the index is out of date instead of writing it."),
            .option(
                "site", valueName: "DIR",
                help: "Also write the static catalog site (HTML, CSS, JS and the JSON registry) into DIR."),
            registry, strict, format, quiet,
        ])

    static let new = CommandSpec(
        name: "new", abstract: "Start a new piece from the template, synced and ready.",
        discussion: "Renders templates/piece.swift (the registry's own, else the one built in) into"
            + " pieces/CATEGORY/NAME.swift and syncs it. Refuses a name that is taken.",
        arguments: [
            .positional(
                "name", valueName: "NAME",
                help: "The piece's main type, an UpperCamelCase Swift name, e.g. GlowCard."),
            .option(
                "category", valueName: "CATEGORY",
                help: "The folder under pieces/ it goes in: lowercase letters, digits and dashes.",
                isRequired: true),
            registry,
        ])

    static let initialize = CommandSpec(
        name: "init", abstract: "Write an app's pieces.json, or create a registry for a team.",
        discussion: "In an app: writes pieces.json (where pieces go, which registry), never"
            + " replacing one. With --registry: a foundation, a first piece, the piece template,"
            + " a pre-commit configuration, a CI workflow and a README, in a new or empty folder.",
        arguments: [
            .option(
                "path", valueName: "DIR",
                help: "Where the app's pieces go, relative to it (default: chosen from the project)."),
            .option(
                "registry", valueName: "DIR",
                help: "Create a new registry in DIR instead (a new or empty folder)."),
        ])

    static let hook = CommandSpec(
        name: "hook", abstract: "Manage the git pre-commit hook that keeps blocks in sync.",
        subcommands: [
            CommandSpec(
                name: "install",
                abstract: "Install a pre-commit hook that runs 'pieces sync --hook' on staged pieces.",
                discussion: "Writes .git/hooks/pre-commit (or into core.hooksPath). Replaces only a"
                    + " hook pieces wrote; another hook can run first as pre-commit.local.",
                arguments: [registry]),
            CommandSpec(
                name: "uninstall",
                abstract: "Remove the pre-commit hook, if pieces installed it."),
        ])

    static let why = CommandSpec(
        name: "why",
        abstract: "Explain which names in a piece's code pull in each motion section.",
        discussion: "One note per section: the token of the piece's code that uses it, or the"
            + " section that requires it.",
        arguments: [
            .positional(
                "name", valueName: "NAME", help: "The piece, or the path of a piece file.").completing(.pieces),
            readRegistry, timeout, format, quiet,
        ])

    /// Run by the executable, not `PiecesTool`: the server reads standard input until it ends.
    static let mcp = CommandSpec(
        name: "mcp",
        abstract: "Serve pieces to coding assistants: an MCP server on stdio.",
        discussion: "JSON-RPC 2.0, one message per line on standard input, answers on standard output"
            + " (nothing else is written there). The tools search, read and add pieces, show installed"
            + " pieces and check or sync a registry, in the current folder; nothing is written outside"
            + " it. See docs/mcp.md for the tools and how to register the server with an assistant.",
        arguments: [
            .option(
                "registry", valueName: "DIR|URL",
                help: "The registry every tool uses (default: as each command finds it)."),
        ])

    static let lint = CommandSpec(
        name: "lint",
        abstract: "Check Swift code against the motion guide's rules (docs/lint.md).",
        discussion: "Without paths: the registry's pieces when run inside a registry, else the Swift files"
            + " below the current folder. Rules read tokens only, never comments or strings."
            + " `// pieces-lint:disable[:next-line] RULE reason` suppresses; pieces.json's \"lint\""
            + " section disables rules or sets severities. Exit status: 0 clean (warnings allowed"
            + " unless --strict), 1 findings, 64 usage error, 65 bad configuration.",
        arguments: [
            .positional("paths", valueName: "PATH", arity: .zeroOrMore, help: "Swift files or folders to lint."),
            registry,
            .flag("strict", help: "Fail (exit 1) on warnings too, not only on errors."),
            .flag("rules", help: "List the rules with their reasons and fixes instead of linting."),
            format, quiet,
        ])

    static let completions = CommandSpec(
        name: "completions", abstract: "Print a shell completion script for pieces.",
        discussion: "Completes commands, options, option values and piece names (asked of"
            + " `pieces list --names` when Tab is pressed). bash: `source <(pieces completions bash)`"
            + " in ~/.bashrc; zsh: save as _pieces in a folder of $fpath; fish: save as"
            + " ~/.config/fish/completions/pieces.fish.",
        arguments: [
            .positional("shell", valueName: "SHELL", help: "bash, zsh or fish.")
                .completing(.values(CompletionShell.allCases.map(\.rawValue)))
        ])

    static let view = CommandSpec(
        name: "view", abstract: "Print a piece's source, or one of its files, to read before adding it.",
        discussion: "The file exactly as the registry holds it (`pieces view ElasticButton >"
            + " ElasticButton.swift` gives the file `add` would copy, before the project is touched).",
        arguments: [
            .positional("name", valueName: "NAME", help: "The piece.").completing(.pieces),
            .option(
                "file", valueName: "FILE",
                help: "One of the piece's files, by name or registry path (default: its .swift file).")
                .completing(.none),
            readRegistry, timeout,
        ])

    static let help = CommandSpec(
        name: "help", abstract: "Show the help of pieces, or of a command.",
        discussion: "`pieces help hook install` shows what `pieces hook install --help` shows.",
        arguments: [
            .positional(
                "command", valueName: "COMMAND", arity: .zeroOrMore,
                help: "The command, and its subcommand if it has them (default: pieces itself).")
        ])
}
