import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The upstream `swiftpieces` CLI's `swiftpieces.json`, which `pieces init` migrates:
/// `directory` (where pieces go, relative to the file), `minIOSVersion`, and `registries`
/// (`free` and `pro` base URLs; an older single `registry` is the free one).
package struct SwiftPiecesConfig: Decodable, Equatable, Sendable {
    package static let fileName = "swiftpieces.json"

    package struct Registries: Decodable, Equatable, Sendable {
        package var free: String?
        package var pro: String?
    }

    package var directory: String?
    package var minIOSVersion: String?
    package var registries: Registries?
    package var registry: String?

    static func tookDirectoryMessage(_ directory: String) -> Message {
        "took \"directory\": \(directory) from swiftpieces.json as pieces.json's \"path\""
    }
    static func tookRegistryMessage(_ url: String) -> Message {
        "took the free registry \(url) from swiftpieces.json as pieces.json's \"registry\""
    }
    static func tookProMessage(_ url: String) -> Message {
        """
        took the pro registry \(url) from swiftpieces.json as the namespace @pro (pieces add @pro/NAME); add its \
        license header under "headers" yourself: pieces.json never holds a key
        """
    }
    static func minIOSMessage(_ version: String) -> Message {
        """
        read "minIOSVersion": \(version) from swiftpieces.json; not kept: pieces checks every piece against the \
        deployment target of the target it is added to
        """
    }

    /// `swiftpieces.json` in `folder`, nil when there is none; an unreadable one is refused like a bad `pieces.json`.
    package static func load(from folder: URL) throws(ScaffoldError) -> SwiftPiecesConfig? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(url.path, limit: .config) } catch { throw .io(error) }
        do {
            return try JSONDecoder().decode(SwiftPiecesConfig.self, from: Data(bytes))
        } catch {
            let (line, reason) = ConfigReason.describe(error, in: bytes)
            throw ScaffoldError.configInvalid(path: url.path, line: line, reason: reason)
        }
    }

    /// `config` with what this file says (a `path` given on the command line wins), and a note
    /// per setting taken or read.
    package func migrate(into config: AppConfig, pathGiven: Bool) -> (config: AppConfig, notes: [String]) {
        var config = config
        var notes: [String] = []
        if let directory, !pathGiven {
            config.path = directory
            notes.append(Self.tookDirectoryMessage(directory).text)
        }
        if let free = registries?.free ?? registry {
            config.registry = free
            notes.append(Self.tookRegistryMessage(free).text)
        }
        if let pro = registries?.pro {
            let base = pro.hasSuffix("/") ? String(pro.dropLast()) : pro
            config.registries = (config.registries ?? [:]).merging(["@pro": Namespace(url: base + "/{name}.json")]) {
                current, _ in current
            }
            notes.append(Self.tookProMessage(pro).text)
        }
        if let minIOSVersion { notes.append(Self.minIOSMessage(minIOSVersion).text) }
        return (config, notes)
    }
}
