import PieceInstall

/// The command line's reading of `InstalledOptions.table`, where the options `diff`, `status`,
/// `outdated`, `update` and `remove` share are declared once for the MCP server's tools too.
struct InstalledPiecesOptions: CommandOptions {
    /// The arguments, in help order.
    static let arguments: [any DeclaredArgument] = InstalledOptions.table + [PiecesCommands.timeout]

    /// What the command line gave for each option of the table, by name.
    let given: [String: InstalledOptions.Option.Value]

    init(_ arguments: ParsedArguments) {
        given = Dictionary(uniqueKeysWithValues: InstalledOptions.table.map { ($0.name, arguments[$0]) })
    }

    /// The request for `names` (empty: every installed piece) in the destination these options name.
    func request(names: [String], context: PiecesTool.Context) -> InstallRequest {
        // Every option of the table was read above.
        InstalledOptions.request(names: names, workingDirectory: context.workingDirectory) { given[$0.name]! }
    }
}
