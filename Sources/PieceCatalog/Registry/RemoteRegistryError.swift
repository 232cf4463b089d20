import PiecesDiagnostics
import PiecesSupport

/// Why a registry served over HTTP(S) could not be used. Nothing from the server is returned when
/// one is thrown: a file is handed out only after its digest matched the index.
package enum RemoteRegistryError: DiagnosticConvertible, Equatable, Sendable {
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

    static func unsupportedURLMessage(_ url: String, _ reason: String) -> Message {
        "cannot use \(url) as a registry: \(reason)"
    }
    /// File URLs are not supported: a folder is given by its path, one spelling for everything.
    static let fileURLFix: Message = "for a folder, pass its path (--registry /path/to/registry), not a file:// URL"
    static let unsupportedURLFix: Message =
        "give the registry as https://host/path (plain http only to 127.0.0.1, localhost or a private network)"
    static func unreachableMessage(_ url: String, _ reason: String) -> Message { "cannot reach \(url): \(reason)" }
    static let unreachableFix: Message = "check the address and your network connection, then try again"
    static func timedOutMessage(_ url: String, _ seconds: String) -> Message {
        "\(url) did not answer within \(seconds) s"
    }
    static let timedOutFix: Message = "try again later, or raise the timeout if the registry is slow"
    static func httpStatusMessage(_ url: String, _ status: Int) -> Message {
        "\(url) answered HTTP \(status) instead of 200"
    }
    static let httpStatusFix: Message =
        "check the registry's address: the server must serve index.json and index/<Name>.json below it"
    static func tooLargeMessage(_ url: String, _ limit: Int) -> Message {
        "\(url) sent more than \(limit) bytes, the most a registry file may have"
    }
    static let tooLargeFix: Message = "check the registry's address; a registry's documents are far smaller"
    static func encodedMessage(_ url: String, _ encoding: String) -> Message {
        """
        \(url) sent its answer with content coding '\(encoding)' although only 'identity' was asked for; nothing of \
        it was kept
        """
    }
    static let encodedFix: Message =
        "configure the server to send registry files uncompressed (or to honour Accept-Encoding: identity)"
    static func redirectMessage(_ url: String, _ target: String) -> Message {
        """
        \(url) redirected to \(target), which a plain-http registry may not lead to (only https, or plain http to \
        this machine or a private network)
        """
    }
    static let redirectFix: Message = "give the registry's final address with --registry, preferably https://"
    static func budgetMessage(_ url: String, _ reason: String) -> Message { "\(url): \(reason)" }
    static let budgetFix: Message =
        """
        raise the limit with PIECES_REGISTRY_DEADLINE (seconds) or PIECES_REGISTRY_MAX_BYTES, or check the registry: \
        its documents should be small
        """
    static func invalidDocumentMessage(_ url: String, _ reason: String) -> Message {
        "\(url) is not a valid registry document: \(reason)"
    }
    static let invalidDocumentFix: Message = "rebuild the registry's index with `pieces build` and publish it again"
    static func schemaMessage(_ url: String, _ found: Int, _ expected: Int) -> Message {
        "\(url) uses index schema \(found); this version of pieces reads schema \(expected)"
    }
    static let schemaNewerFix: Message = "update pieces"
    static let schemaOlderFix: Message = "rebuild the registry's index with a current `pieces build`"
    static func unsafePathMessage(_ url: String, _ path: String, _ reason: String) -> Message {
        "\(url) lists the unsafe path '\(path)' (\(reason)); nothing was fetched"
    }
    static let unsafePathFix: Message = "the registry is damaged or hostile; do not use it until its index is fixed"
    static func digestMessage(_ path: String, _ expected: String, _ actual: String) -> Message {
        "\(path) does not match its published digest (expected \(expected), got \(actual)); nothing was returned"
    }
    static let digestFix: Message =
        "the download was corrupted or tampered with; try again, and report it to the registry if it persists"
    static func notListedMessage(_ url: String, _ path: String) -> Message { "\(url) lists no file '\(path)'" }
    static let notListedFix: Message = "run `pieces list` to see what the registry holds"

    /// What went wrong, in one sentence.
    package var message: String { diagnostic.message }

    /// How to get past it, in one sentence.
    package var fix: String { diagnostic.fix ?? "" }

    /// The error as a diagnostic, with its fix. The message names the URL; no file is set because
    /// none of the user's files is at fault. A network failure is `io-unreadable` and 74, something
    /// wrong the server sent 65, a bad address 64, a file the index lacks 66.
    package var diagnostic: Diagnostic {
        switch self {
        case .unsupportedURL(let url, let reason):
            .error(
                "registry-url-invalid", Self.unsupportedURLMessage(url, reason),
                fix: url.lowercased().hasPrefix("file:") ? Self.fileURLFix : Self.unsupportedURLFix,
                status: ExitStatus.usage)
        case .unreachable(let url, let reason):
            .error(
                "io-unreadable", Self.unreachableMessage(url, reason), fix: Self.unreachableFix,
                status: ExitStatus.ioError)
        case .timedOut(let url, let seconds):
            .error(
                "io-unreadable", Self.timedOutMessage(url, Self.seconds(seconds)), fix: Self.timedOutFix,
                status: ExitStatus.ioError)
        case .httpStatus(let url, let status):
            .error(
                "io-unreadable", Self.httpStatusMessage(url, status), fix: Self.httpStatusFix,
                status: ExitStatus.ioError)
        case .tooLarge(let url, let limit):
            .error(
                "registry-response-too-large", Self.tooLargeMessage(url, limit), fix: Self.tooLargeFix,
                status: ExitStatus.dataError)
        case .encodedAnswer(let url, let encoding):
            .error(
                "registry-response-too-large", Self.encodedMessage(url, encoding), fix: Self.encodedFix,
                status: ExitStatus.dataError)
        case .redirectRefused(let url, let target):
            .error(
                "registry-redirect-refused", Self.redirectMessage(url, target), fix: Self.redirectFix,
                status: ExitStatus.dataError)
        case .budgetExceeded(let url, let reason):
            .error(
                "registry-response-too-large", Self.budgetMessage(url, reason), fix: Self.budgetFix,
                status: ExitStatus.dataError)
        case .invalidDocument(let url, let reason):
            .error(
                "registry-index-invalid", Self.invalidDocumentMessage(url, reason), fix: Self.invalidDocumentFix,
                status: ExitStatus.dataError)
        case .unsupportedSchema(let url, let found, let expected):
            .error(
                "registry-index-invalid", Self.schemaMessage(url, found, expected),
                fix: found > expected ? Self.schemaNewerFix : Self.schemaOlderFix, status: ExitStatus.dataError)
        case .unsafePath(let url, let path, let reason):
            .error(
                "registry-unsafe-path", Self.unsafePathMessage(url, path, reason), fix: Self.unsafePathFix,
                status: ExitStatus.dataError)
        case .digestMismatch(let path, let expected, let actual):
            .error(
                "digest-mismatch", Self.digestMessage(path, expected, actual), fix: Self.digestFix,
                status: ExitStatus.dataError)
        case .notListed(let url, let path):
            .error(
                "file-not-found", Self.notListedMessage(url, path), fix: Self.notListedFix, status: ExitStatus.noInput)
        }
    }

    /// `1`, `0.5`: whole seconds without a fraction.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
