import PiecesSupport
import PiecesDiagnostics

/// Why a registry served over HTTP(S) could not be used. Nothing from the server is returned when
/// one is thrown: a file is handed out only after its digest matched the index.
public enum RemoteRegistryError: DiagnosticConvertible, Equatable, Sendable {
    /// The registry's address is not an `https://` URL (or `http://` to this machine or a private network).
    case unsupportedURL(url: String, reason: String)
    /// No HTTP answer came: the host is unknown, refused the connection, closed it, spoke no HTTP.
    case unreachable(url: String, reason: String)
    /// The server stopped sending for `seconds` (or the whole answer took longer than that).
    case timedOut(url: String, seconds: Double)
    /// The server answered with a status other than 200.
    case httpStatus(url: String, status: Int)
    /// The answer was longer than `limit` bytes.
    case tooLarge(url: String, limit: Int)
    /// The answer named a content coding other than `identity` (it was asked for `identity` only).
    case encodedAnswer(url: String, encoding: String)
    /// A plain-http answer redirected to a place a plain-http registry may not lead to.
    case redirectRefused(url: String, target: String)
    /// The registry's files together took longer than the overall deadline or exceeded the total limit.
    case budgetExceeded(url: String, reason: String)
    /// The answer is not the JSON document expected there; `reason` says what was expected.
    case invalidDocument(url: String, reason: String)
    /// The index has a schema this version of pieces does not know.
    case unsupportedSchema(url: String, found: Int, expected: Int)
    /// The index lists a path that could reach outside the registry; nothing was fetched.
    case unsafePath(url: String, path: String, reason: String)
    /// A file's bytes do not hash to the digest the index publishes for it.
    case digestMismatch(path: String, expected: String, actual: String)
    /// The index lists no file at `path`.
    case notListed(url: String, path: String)

    static let unsupportedURLMessage = "cannot use %@ as a registry: %@"
    /// File URLs are not supported: a folder is given by its path, one spelling for everything.
    static let fileURLFix = "for a folder, pass its path (--registry /path/to/registry), not a file:// URL"
    static let unsupportedURLFix = "give the registry as https://host/path (plain http only to 127.0.0.1, localhost or a private network)"
    static let unreachableMessage = "cannot reach %@: %@"
    static let unreachableFix = "check the address and your network connection, then try again"
    static let timedOutMessage = "%@ did not answer within %@ s"
    static let timedOutFix = "try again later, or raise the timeout if the registry is slow"
    static let httpStatusMessage = "%@ answered HTTP %d instead of 200"
    static let httpStatusFix = "check the registry's address: the server must serve index.json and index/<Name>.json below it"
    static let tooLargeMessage = "%@ sent more than %d bytes, the most a registry file may have"
    static let tooLargeFix = "check the registry's address; a registry's documents are far smaller"
    static let encodedMessage = "%@ sent its answer with content coding '%@' although only 'identity' was asked for; nothing of it was kept"
    static let encodedFix = "configure the server to send registry files uncompressed (or to honour Accept-Encoding: identity)"
    static let redirectMessage = "%@ redirected to %@, which a plain-http registry may not lead to (only https, or plain http to this machine or a private network)"
    static let redirectFix = "give the registry's final address with --registry, preferably https://"
    static let budgetMessage = "%@: %@"
    static let budgetFix = "raise the limit with PIECES_REGISTRY_DEADLINE (seconds) or PIECES_REGISTRY_MAX_BYTES, or check the registry: its documents should be small"
    static let invalidDocumentMessage = "%@ is not a valid registry document: %@"
    static let invalidDocumentFix = "rebuild the registry's index with `pieces build` and publish it again"
    static let schemaMessage = "%@ uses index schema %d; this version of pieces reads schema %d"
    static let schemaNewerFix = "update pieces"
    static let schemaOlderFix = "rebuild the registry's index with a current `pieces build`"
    static let unsafePathMessage = "%@ lists the unsafe path '%@' (%@); nothing was fetched"
    static let unsafePathFix = "the registry is damaged or hostile; do not use it until its index is fixed"
    static let digestMessage = "%@ does not match its published digest (expected %@, got %@); nothing was returned"
    static let digestFix = "the download was corrupted or tampered with; try again, and report it to the registry if it persists"
    static let notListedMessage = "%@ lists no file '%@'"
    static let notListedFix = "run `pieces list` to see what the registry holds"

    /// What went wrong, in one sentence.
    public var message: String {
        switch self {
        case .unsupportedURL(let url, let reason): format(Self.unsupportedURLMessage, url, reason)
        case .unreachable(let url, let reason): format(Self.unreachableMessage, url, reason)
        case .timedOut(let url, let seconds): format(Self.timedOutMessage, url, Self.seconds(seconds))
        case .httpStatus(let url, let status): format(Self.httpStatusMessage, url, status)
        case .tooLarge(let url, let limit): format(Self.tooLargeMessage, url, limit)
        case .invalidDocument(let url, let reason): format(Self.invalidDocumentMessage, url, reason)
        case .encodedAnswer(let url, let encoding): format(Self.encodedMessage, url, encoding)
        case .redirectRefused(let url, let target): format(Self.redirectMessage, url, target)
        case .budgetExceeded(let url, let reason): format(Self.budgetMessage, url, reason)
        case .unsupportedSchema(let url, let found, let expected): format(Self.schemaMessage, url, found, expected)
        case .unsafePath(let url, let path, let reason): format(Self.unsafePathMessage, url, path, reason)
        case .digestMismatch(let path, let expected, let actual): format(Self.digestMessage, path, expected, actual)
        case .notListed(let url, let path): format(Self.notListedMessage, url, path)
        }
    }

    /// How to get past it, in one sentence.
    public var fix: String {
        switch self {
        case .unsupportedURL(let url, _) where url.lowercased().hasPrefix("file:"): Self.fileURLFix
        case .unsupportedURL: Self.unsupportedURLFix
        case .unreachable: Self.unreachableFix
        case .timedOut: Self.timedOutFix
        case .httpStatus: Self.httpStatusFix
        case .tooLarge: Self.tooLargeFix
        case .invalidDocument: Self.invalidDocumentFix
        case .encodedAnswer: Self.encodedFix
        case .redirectRefused: Self.redirectFix
        case .budgetExceeded: Self.budgetFix
        case .unsupportedSchema(_, let found, let expected): found > expected ? Self.schemaNewerFix : Self.schemaOlderFix
        case .unsafePath: Self.unsafePathFix
        case .digestMismatch: Self.digestFix
        case .notListed: Self.notListedFix
        }
    }

    /// The diagnostic code: `io-unreadable` when the network failed.
    public var code: String {
        switch self {
        case .unsupportedURL: "registry-url-invalid"
        case .unreachable, .timedOut, .httpStatus: "io-unreadable"
        case .tooLarge, .encodedAnswer, .budgetExceeded: "registry-response-too-large"
        case .redirectRefused: "registry-redirect-refused"
        case .invalidDocument, .unsupportedSchema: "registry-index-invalid"
        case .unsafePath: "registry-unsafe-path"
        case .digestMismatch: "digest-mismatch"
        case .notListed: "file-not-found"
        }
    }

    /// The exit status of a command that stops on this error: 74 when the network failed, 65 when
    /// the server sent something wrong, 64 for a bad address, 66 for a file the index lacks.
    package var exitStatus: Int32 {
        switch self {
        case .unsupportedURL: ExitStatus.usage
        case .unreachable, .timedOut, .httpStatus: ExitStatus.ioError
        case .tooLarge, .encodedAnswer, .redirectRefused, .budgetExceeded, .invalidDocument, .unsupportedSchema, .unsafePath, .digestMismatch: ExitStatus.dataError
        case .notListed: ExitStatus.noInput
        }
    }

    /// The error as a diagnostic, with its fix. The message names the URL; no file is set because
    /// none of the user's files is at fault.
    package var diagnosticBody: Diagnostic {
        Diagnostic(severity: .error, code: code, message: message, fix: fix)
    }

    /// `1`, `0.5`: whole seconds without a fraction.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
