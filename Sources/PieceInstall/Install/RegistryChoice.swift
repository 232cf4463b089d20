import Foundation
import MotionEngine
import PieceCatalog
import PiecesSupport

/// Which registry `add` and the commands that read pieces (`list`, `search`, `info`, `view`, `why`)
/// use: the one rule of README "Which registry", written once.
///
/// 1. `--registry DIR|URL` when given;
/// 2. else the `registry` of the nearest `pieces.json` at or above the current folder (a folder
///    relative to that file's folder, or a URL), unless it is `null`;
/// 3. else the nearest registry folder at or above the current folder;
/// 4. else the registry built into `pieces`.
///
/// `diff`, `outdated`, `status` and `update` compare each installed piece with the registry
/// `pieces.lock` records for it unless `--registry` is given, so they use only step 1.
package enum RegistryChoice {
    /// Steps 1 and 2: the registry named on the command line or in `pieces.json`, or nil when
    /// neither names one. A `pieces.json` that does not parse is refused (`[config-invalid]`), as `add` refuses it.
    package static func named(explicit: String?, workingDirectory: String) throws -> String? {
        if let explicit { return explicit }
        guard let (folder, config) = try nearestConfig(from: workingDirectory), let registry = config.registry else {
            return nil
        }
        if RemoteRegistry.isRemote(registry) || registry.hasPrefix("/") { return registry }
        return folder.appendingPathComponent(registry).standardizedFileURL.path
    }

    /// All four steps: the registry's files.
    package static func source(explicit: String?, workingDirectory: String) throws -> any RegistryFileSource {
        let named = try named(explicit: explicit, workingDirectory: workingDirectory)
        return try CatalogLoading.source(registry: named, workingDirectory: workingDirectory)
    }

    /// The nearest `pieces.json` at or above `start`, read, with its folder.
    private static func nearestConfig(from start: String) throws -> (URL, AppConfig)? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if let config = try AppConfig.load(from: folder) { return (folder, config) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
