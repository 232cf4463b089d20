import MotionEngine
import PieceCatalog

/// The registry `pieces add` installs from: `--registry` (a folder or an `https://` URL), else the
/// registry built into the binary — an app developer never works inside a registry.
enum InstallSource {
    static func resolve(_ registry: String?, workingDirectory: String) throws -> any RegistryFileSource {
        guard let registry else { return EmbeddedRegistry() }
        if RemoteRegistry.isRemote(registry) { return try RemoteRegistry(string: registry) }
        return try Registry.locate(explicit: registry, from: workingDirectory)
    }
}
