import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// `pieces view NAME [--file F] [--registry DIR|URL]`: a piece's source (or one of its files)
/// exactly as the registry holds it, to read before adding it; `> Name.swift` gives the file.
/// Reads only that piece and the foundations, so a remote registry sends one document.
struct ViewCommand: PiecesCommand {
    static let spec = CommandSpec(
        name: "view", abstract: "Print a piece's source, or one of its files, to read before adding it.",
        discussion: "The file exactly as the registry holds it (`pieces view ElasticButton >"
            + " ElasticButton.swift` gives the file `add` would copy, before the project is touched).",
        declaring: [PiecesCommands.pieceName, Options.file, PiecesCommands.readRegistry, PiecesCommands.timeout])

    struct Options: CommandOptions {
        static let file = Option<String?>(
            "file", valueName: "FILE",
            help: "One of the piece's files, by name or registry path (default: its .swift file)."
        ).completing(.none)

        var name: String
        var file: String?
        var registry: String?

        init(_ arguments: ParsedArguments) {
            name = arguments[PiecesCommands.pieceName]
            file = arguments[Self.file]
            registry = arguments[PiecesCommands.readRegistry]
        }
    }

    let options: Options
    let context: PiecesTool.Context
    let output: ReportOutput

    static func fileUnknown(_ piece: String, _ file: String, _ files: String) -> Message {
        "piece '\(piece)' has no file '\(file)'; its files: \(files)"
    }
    static func fileUnknownFix(_ file: String) -> Message { "pass one of the names listed, e.g. --file \(file)" }
    static func binaryFile(_ file: String, _ size: Int) -> Message {
        "\(file) is not text (\(size) bytes); it is not printed"
    }
    static func binaryFix(_ piece: String) -> Message {
        "run `pieces add \(piece)` to get the file, or read it in the registry"
    }

    func run() -> ToolOutput {
        let name = options.name
        let listing: RegistryListing
        do { listing = try CatalogCommandSupport.listing(registry: options.registry, context: context) } catch {
            return fail(error)
        }
        guard let path = listing.piecePath(named: name) else {
            let error = PieceLookupError(
                name: name, suggestion: listing.suggestion(forPiece: name), source: listing.displayName)
            return fail(error)
        }
        let piece: PieceDescriptor
        do { piece = try Catalog.describe(path, listing: listing) } catch {
            return fail(CatalogLoading.ReadError(error))
        }
        guard let file = chosenFile(of: piece) else {
            let names = piece.files.map(Self.fileName)
            let diagnostic = Diagnostic(
                severity: .error, code: "piece-file-unknown",
                message: Self.fileUnknown(piece.name, options.file ?? "", names.joined(separator: ", ")).text,
                fix: Self.fileUnknownFix(names.last ?? piece.name + ".swift").text)
            return fail([diagnostic], status: ExitStatus.findings)
        }
        guard let text = String(wellFormedUTF8: file.bytes) else {
            let diagnostic = Diagnostic(
                severity: .error, code: "piece-file-binary", message: Self.binaryFile(file.path, file.size).text,
                fix: Self.binaryFix(piece.name).text)
            return fail([diagnostic], status: ExitStatus.findings)
        }
        // To a terminal, a registry's escapes are shown, not obeyed; to a pipe the bytes are exact.
        return ToolOutput(standardOutput: context.isTerminal ? TerminalText.escaped(text) : text)
    }

    /// The piece's Swift file, or the one `--file` names by file name or registry path.
    private func chosenFile(of piece: PieceDescriptor) -> PieceFile? {
        guard let wanted = options.file else { return piece.files.first }
        return piece.files.first { $0.path == wanted || Self.fileName($0) == wanted }
    }

    private static func fileName(_ file: PieceFile) -> String {
        file.path.split(separator: "/").last.map(String.init) ?? file.path
    }

    private func fail(_ diagnostics: [Diagnostic], status: Int32) -> ToolOutput {
        CatalogCommandSupport.report(diagnostics, json: false, context: context, status: status)
    }

    private func fail(_ error: some DiagnosticConvertible) -> ToolOutput {
        fail([error.diagnostic], status: error.exitStatus)
    }
}
