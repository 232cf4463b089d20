import PieceCatalog
import PiecesSupport

/// `.pieces-site`: what the last `pieces build --site` wrote, one `SHA256  path` line per file.
///
/// The manifest lives in a folder anyone may have edited (a cloned repository), so it is a hint,
/// never an order: a stale file is deleted only when its path is one the builder itself writes
/// (`index.html`, `motion.html`, `pieces/<slug>.html`, `assets/site.css`, `assets/site.js`,
/// `.nojekyll`) and its bytes still have the digest the manifest recorded. A line naming a piece's
/// Swift file, `README.md`, `.git/HEAD` or `../x` deletes nothing; neither does an older manifest
/// without digests.
struct SiteManifest: Sendable, Equatable {
    /// The digest of each file written, by relative path; empty for a line without one.
    var digests: [String: String] = [:]

    init(digests: [String: String] = [:]) { self.digests = digests }

    /// The manifest of `files` as written.
    init(files: [SiteBuilder.File]) {
        for file in files { digests[file.path] = SHA256.hex(SHA256.digest(file.bytes)) }
    }

    /// Reads `bytes`; lines that are not `digest  path` keep their path without a digest.
    init(bytes: [UInt8]) {
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0].count == 64, parts[0].allSatisfy(\.isHexDigit) {
                digests[String(parts[1].drop { $0 == " " })] = String(parts[0])
            } else {
                digests[String(line)] = ""
            }
        }
    }

    var paths: Set<String> { Set(digests.keys) }

    func rendered() -> [UInt8] {
        Array(digests.keys.sorted().map { digests[$0, default: ""] + "  " + $0 + "\n" }.joined().utf8)
    }

    /// Whether `path` is a file the builder writes, by its name alone.
    static func isBuilderPath(_ path: String) -> Bool {
        guard RegistryPath.isSafe(path) else { return false }
        if ["index.html", "motion.html", "assets/site.css", "assets/site.js", ".nojekyll"].contains(path) {
            return true
        }
        let parts = path.split(separator: "/")
        return parts.count == 2 && parts[0] == "pieces" && parts[1].hasSuffix(".html") && !parts[1].hasPrefix(".")
    }

    /// Whether the stale file at `path` (relative), now holding `bytes`, may be deleted: a
    /// builder path whose bytes are what the manifest says the builder wrote.
    func mayDelete(_ path: String, bytes: [UInt8]) -> Bool {
        guard Self.isBuilderPath(path), let digest = digests[path], !digest.isEmpty else { return false }
        return SHA256.hex(SHA256.digest(bytes)) == digest
    }
}
