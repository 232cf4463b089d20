import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

/// What `pieces --version` prints: the tool's version, then the registry compiled into it, so a
/// bug report or a pinned pre-commit hook says exactly which pieces the binary installs.
///
/// The registry line names its piece count, each foundation's version and a digest: the SHA-256
/// of the `sha256sum` listing (`<hex>  <path>`, one line per embedded file, sorted by path), so
/// `(cd registry && find foundation pieces index.json index -type f ! -name '.*' | LC_ALL=C sort
/// | xargs sha256sum) | sha256sum` on a checkout gives the same value (docs/embedded-registry.md).
enum VersionText {

    static func render(version: String, registry: EmbeddedRegistry = EmbeddedRegistry()) -> String {
        let tool = VersionText.toolVersion(version).text
        do {
            let summary = try registry.summary()
            let line = VersionText.embeddedRegistry(
                pieces: summary.pieceCount,
                foundations: summary.foundations.isEmpty ? "none" : summary.foundations.joinedDirectly(separator: ", "),
                digest: summary.digest)
            return tool + "\n" + line.text + "\n"
        } catch {
            return tool + "\n" + VersionText.embeddedRegistryUnreadable(String(describing: error)).text + "\n"
        }
    }
}

extension VersionText {
    static func toolVersion(_ version: String) -> Message { "pieces \(version)" }
    static func embeddedRegistry(pieces: Int, foundations: String, digest: String) -> Message {
        "registry: embedded, \(pieces, "piece"), foundation \(foundations)\nregistry digest: sha256 \(digest)"
    }
    static func embeddedRegistryUnreadable(_ reason: String) -> Message { "registry: embedded, unreadable (\(reason))" }
}
