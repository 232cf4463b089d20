import MotionEngine
import PieceCatalog

/// A registry as `pieces.lock` or `--registry` names it: a folder or an `https://` URL; nil is the
/// registry built into the binary (a lock entry's `embedded`). Which registry `add` installs from
/// is `RegistryChoice`'s rule.
enum InstallSource {
    static func resolve(_ registry: String?, workingDirectory: String) throws -> any RegistryFileSource {
        guard let registry else { return EmbeddedRegistry() }
        if RemoteRegistry.isRemote(registry) { return try RemoteRegistry(string: registry) }
        return try Registry.locate(explicit: registry, from: workingDirectory)
    }
}
