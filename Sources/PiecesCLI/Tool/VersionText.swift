import PiecesSupport
import PiecesDiagnostics
import PieceCatalog

/// What `pieces --version` prints: the tool's version, then the registry compiled into it, so a
/// bug report or a pinned pre-commit hook says exactly which pieces the binary installs.
///
/// The registry line names its piece count, each foundation's version and a digest: the SHA-256
/// of the `sha256sum` listing (`<hex>  <path>`, one line per embedded file, sorted by path), so
/// `(cd registry && find foundation pieces index.json index -type f ! -name '.*' | LC_ALL=C sort
/// | xargs sha256sum) | sha256sum` on a checkout gives the same value (docs/embedded-registry.md).
enum VersionText {
    static let toolLine = "pieces {version}"
    static let registryLine = "registry: embedded, {pieces}, foundation {foundations}\nregistry digest: sha256 {digest}"
    static let unreadable = "registry: embedded, unreadable ({reason})"

    static func render(version: String, registry: EmbeddedRegistry = EmbeddedRegistry()) -> String {
        let tool = MessageTemplate.fill(toolLine, ["version": version])
        do {
            let paths = try registry.relativePaths()
            let manifest = try paths.map { SHA256.hex(SHA256.digest(try registry.bytes(at: $0))) + "  " + $0 + "\n" }.joined()
            let listing = try RegistryListing(source: registry)
            let foundations = listing.foundations.files.map { file in
                file.version + " (" + RegistryListing.pieceName(ofPath: file.path) + ")"
            }
            let count = listing.piecePaths.count
            let line = MessageTemplate.fill(registryLine, [
                "pieces": count == 1 ? "1 piece" : "\(count) pieces",
                "foundations": foundations.isEmpty ? "none" : foundations.joined(separator: ", "),
                "digest": SHA256.hex(SHA256.digest(Array(manifest.utf8))),
            ])
            return tool + "\n" + line + "\n"
        } catch {
            return tool + "\n" + MessageTemplate.fill(unreadable, ["reason": String(describing: error)]) + "\n"
        }
    }
}
