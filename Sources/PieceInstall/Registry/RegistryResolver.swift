import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which registry a command reads: the README's "Which registry" rule, written once, and the one
/// place a registry's spelling (`--registry`, `pieces.json`, `pieces.lock`) becomes a source.
///
/// Reading commands (`add`, `list`, `search`, `info`, `view`, `why`, the MCP tools), first match wins:
/// 1. `--registry DIR|URL|@namespace`;
/// 2. else the `registry` of the nearest `pieces.json` at or above the working folder (a folder
///    relative to that file's folder, or a URL), unless it is `null`;
/// 3. else the nearest registry folder at or above the working folder;
/// 4. else the registry built into `pieces`.
///
/// `diff`, `outdated`, `status` and `update` read each piece's registry as `pieces.lock` spells it
/// (`source(spelled:base:)`); `sync`, `check`, `build`, `new`, `lint` and `hook` need a folder
/// (`folder(explicit:from:)`); `check` of an app's files reads foundations from any source.
package enum RegistryResolver {
    /// How `pieces.json` in a folder is read: `AppConfig.load`, or a command's `ProjectSession`,
    /// which reads each file once for all its steps.
    package typealias ConfigReader = (String) throws(ScaffoldError) -> AppConfig?

    /// Steps 1–4: the registry's files. `names` are the pieces a namespace is asked for (a
    /// namespace has no index to list). Fails as `source(spelled:base:names:configs:)` does, or
    /// with a `pieces.json` that cannot be read (`ScaffoldError`).
    package static func source(
        explicit: String?, workingDirectory: String, names: [String] = [], configs: ConfigReader = AppConfig.load
    ) throws(DiagnosticError) -> any RegistryFileSource {
        let spelled: String?
        do { spelled = try named(explicit: explicit, workingDirectory: workingDirectory, configs: configs) } catch {
            throw DiagnosticError(error)
        }
        if let spelled { return try source(spelled: spelled, base: workingDirectory, names: names, configs: configs) }
        do {
            return try folder(explicit: nil, from: workingDirectory)
        } catch .notFound {
            return EmbeddedRegistry()
        } catch {
            throw DiagnosticError(error)
        }
    }

    /// Steps 1 and 2: the registry named on the command line or in `pieces.json` (a folder made
    /// absolute, a URL, `@namespace`), or nil. A `pieces.json` that does not parse is refused.
    package static func named(
        explicit: String?, workingDirectory: String, configs: ConfigReader = AppConfig.load
    ) throws(ScaffoldError) -> String? {
        if let explicit { return explicit }
        guard let (folder, config) = try nearestConfig(from: workingDirectory, configs: configs),
            let registry = config.registry
        else {
            return nil
        }
        if isFolderSpelling(registry) == false || registry.hasPrefix("/") { return registry }
        return Path(registry).resolved(against: Path(folder)).string
    }

    /// The registry `spelling` names: `embedded`, a URL (either format), `@namespace` (from the
    /// nearest `pieces.json` above `base`, asked for `names`), or a folder relative to `base`.
    /// Fails with the kind's own error: `FolderRegistry.LookupError`, `RemoteRegistryError`,
    /// `Namespace.ConfigError`, or `ScaffoldError` for a `pieces.json` that cannot be read.
    package static func source(
        spelled spelling: String, base: String, names: [String] = [], configs: ConfigReader = AppConfig.load
    ) throws(DiagnosticError) -> any RegistryFileSource {
        if spelling == EmbeddedRegistry.name { return EmbeddedRegistry() }
        if Namespace.isNamespace(spelling) {
            let nearest: (String, AppConfig)?
            do { nearest = try nearestConfig(from: base, configs: configs) } catch { throw DiagnosticError(error) }
            guard let (_, config) = nearest, let namespace = config.registries?[spelling] else {
                throw DiagnosticError(Namespace.ConfigError.unknown(namespace: spelling, from: base))
            }
            return try namespace.source(named: spelling, names: names)
        }
        if RemoteRegistry.isRemote(spelling) {
            do { return try WebRegistry(string: spelling) } catch { throw DiagnosticError(error) }
        }
        do { return try folder(explicit: spelling, from: base) } catch { throw DiagnosticError(error) }
    }

    /// The source for `add NAMES`: `@acme/Button` names the namespace `@acme` (all names must
    /// share one registry), else the rule above. Returns the names as the registry spells them.
    package static func source(
        forNames names: [String], explicit: String?, workingDirectory: String, configs: ConfigReader = AppConfig.load
    ) throws(DiagnosticError) -> (source: any RegistryFileSource, names: [String]) {
        let spaces = Set(names.compactMap(Namespace.prefix(of:)))
        guard let space = spaces.first else {
            return (
                try source(explicit: explicit, workingDirectory: workingDirectory, names: names, configs: configs),
                names
            )
        }
        guard spaces.count == 1, names.allSatisfy({ Namespace.prefix(of: $0) == space }), explicit == nil else {
            throw DiagnosticError(Namespace.ConfigError.mixed(names: names))
        }
        let bare = names.map { String($0.dropFirst(space.count + 1)) }
        return (try source(spelled: space, base: workingDirectory, names: bare, configs: configs), bare)
    }

    /// The registry folder of `sync`, `check`, `build`, `new`, `lint` and `hook`: `explicit`
    /// (relative to `start`) when given, else the nearest one at or above `start`.
    package static func folder(explicit: String?, from start: String) throws(FolderRegistry.LookupError)
        -> FolderRegistry
    {
        if let explicit {
            guard !explicit.isEmpty else { throw .emptyPath }
            let folder = Path(explicit).resolved(against: Path(start))
            guard FileManager.default.fileExists(atPath: folder.string) else { throw .missing(path: explicit) }
            guard isDirectory(folder.appending("foundation")) else { throw .notARegistry(path: explicit) }
            return FolderRegistry(path: folder.string)
        }
        for folder in Path(start).absolute.ancestors {
            for candidate in [folder.appending("registry"), folder]
            where isDirectory(candidate.appending("foundation")) {
                return FolderRegistry(path: candidate.string)
            }
        }
        throw .notFound(searchedFrom: start)
    }

    /// The engine of `pieces sync`/`check` and the MCP server's `sync_registry`/`check_registry`:
    /// fails when there is no registry folder (`FolderRegistry.LookupError`) or a foundation cannot be read
    /// (`FileError`).
    package static func engine(registry: String?, workingDirectory: String, strict: Bool) throws(DiagnosticError)
        -> Synchronizer
    {
        let found: FolderRegistry
        do { found = try folder(explicit: registry, from: workingDirectory) } catch { throw DiagnosticError(error) }
        do { return try Synchronizer(registry: found, workingDirectory: workingDirectory, strict: strict) } catch {
            throw DiagnosticError(error)
        }
    }

    /// Whether `spelling` names a folder (not a URL, not a namespace).
    static func isFolderSpelling(_ spelling: String) -> Bool {
        !RemoteRegistry.isRemote(spelling) && !Namespace.isNamespace(spelling)
    }

    /// The nearest `pieces.json` at or above `start`, read, with its folder.
    static func nearestConfig(from start: String, configs: ConfigReader = AppConfig.load) throws(ScaffoldError)
        -> (String, AppConfig)?
    {
        for folder in Path(start).absolute.ancestors {
            if let config = try configs(folder.string) { return (folder.string, config) }
        }
        return nil
    }

    private static func isDirectory(_ path: Path) -> Bool {
        FileKind.isFolder(path.string)
    }
}
