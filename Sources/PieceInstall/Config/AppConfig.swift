import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `pieces.json`, an app's settings for `pieces`, written by `pieces init` next to the project:
///
/// ```json
/// {
///   "path": "MyApp/Pieces",
///   "registry": null
/// }
/// ```
///
/// - `path`: where `pieces add` puts pieces, relative to the folder holding `pieces.json`.
/// - `registry`: the registry folder to install from, relative to that folder or absolute; `null`
///   uses the nearest registry folder, else the registry built into `pieces`.
package struct AppConfig: Codable, Equatable, Sendable {
    package static let fileName = "pieces.json"
    /// Where pieces go when no project layout suggests a better place.
    static let fallbackPath = "Pieces"

    package var path: String
    package var registry: String?
    /// Namespaces: `"@acme": {"url": "https://acme.example/r/{name}.json", "headers": {…}}`.
    package var registries: [String: Namespace]?

    package init(path: String, registry: String? = nil, registries: [String: Namespace]? = nil) {
        self.path = path
        self.registry = registry
        self.registries = registries
    }

    /// The file's bytes: `path` and `registry` always present, `registries` when there are any
    /// (in that order), two-space indentation, a final newline.
    package func encoded() -> [UInt8] {
        let registryValue = registry.map(Self.jsonString) ?? "null"
        var text = "{\n  \"path\": \(Self.jsonString(path)),\n  \"registry\": \(registryValue)"
        if let registries, !registries.isEmpty {
            let entries = registries.sorted { $0.key < $1.key }.map { name, space in
                var fields = ["\"url\": \(Self.jsonString(space.url))"]
                if let headers = space.headers, !headers.isEmpty {
                    let pairs = headers.sorted { $0.key < $1.key }.map {
                        "\(Self.jsonString($0.key)): \(Self.jsonString($0.value))"
                    }
                    fields.append("\"headers\": {\(pairs.joined(separator: ", "))}")
                }
                return "    \(Self.jsonString(name)): {\(fields.joined(separator: ", "))}"
            }
            text += ",\n  \"registries\": {\n\(entries.joined(separator: ",\n"))\n  }"
        }
        return Array((text + "\n}\n").utf8)
    }

    /// Every read of a watched `pieces.json` (by path), for the tests that a command reads it once.
    package static let reads = ReadCounter()

    /// Reads `pieces.json` in the folder at `folder`; nil when there is none.
    package static func load(from folder: String) throws(ScaffoldError) -> AppConfig? {
        let path = Path(folder).appending(fileName).string
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        reads.record(path)
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(path, limit: .config) } catch { throw .io(error) }
        if let duplicate = JSONDuplicateKeys.first(in: bytes) {
            throw ScaffoldError.configInvalid(
                path: path, line: duplicate.line,
                reason: JSONDuplicateKeys.duplicateMessage(duplicate.key, duplicate.line).text)
        }
        do {
            return try JSONDecoder().decode(AppConfig.self, from: Data(bytes))
        } catch {
            let (line, reason) = ConfigReason.describe(error, in: bytes)
            throw ScaffoldError.configInvalid(path: path, line: line, reason: reason)
        }
    }

    /// Writes `pieces.json` into `folder`, refusing to replace one.
    package func write(into folder: URL, display: String) throws(ScaffoldError) {
        do {
            try NewFile.create(encoded(), at: folder.appendingPathComponent(Self.fileName).path)
        } catch {
            switch error {
            case .exists: throw .configExists(path: display)
            case .io(let failure): throw .io(failure)
            }
        }
    }

    /// Whether `pieces.json` exists in `folder`, which `write` would refuse (`pieces init --dry-run`).
    package static func exists(in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(fileName).path)
    }

    /// Where pieces most likely belong in the app at `folder`: `X/Pieces` next to a single
    /// `X.xcodeproj` with a folder `X`; `Sources/X/Pieces` in a package with a single target folder;
    /// otherwise `Pieces`.
    package static func suggestedPath(in folder: URL) -> String {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
        if projects.count == 1, let app = projects.first, isFolder(folder.appendingPathComponent(app)) {
            return app + "/" + fallbackPath
        }
        let sources = folder.appendingPathComponent("Sources")
        if names.contains("Package.swift"), isFolder(sources) {
            let targets = ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? [])
                .filter { !$0.hasPrefix(".") && isFolder(sources.appendingPathComponent($0)) }
            if targets.count == 1, let target = targets.first { return "Sources/\(target)/\(fallbackPath)" }
        }
        return fallbackPath
    }

    private static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func isFolder(_ url: URL) -> Bool { FileKind.isFolder(url.path) }
}
