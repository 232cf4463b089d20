import MotionEngine

/// Chooses the registry a read-only command (`list`, `info`, `add`, …) reads from.
///
/// `sync` and `check` rewrite or verify files in place, so they keep using `Registry.locate`,
/// which never falls back to the embedded copy.
package enum RegistrySelection {
    /// `explicit` (a `--registry` folder) when given, else the nearest registry folder at or above
    /// `start`, else the registry embedded in the binary.
    ///
    /// An explicit folder that is not a registry is an error, never silently replaced by the
    /// embedded copy: the user asked for that folder.
    package static func resolve(explicit: String?, from start: String) throws(Registry.Failure)
        -> any RegistryFileSource
    {
        try resolve(explicit: explicit, from: start, fallback: EmbeddedRegistry())
    }

    /// `resolve(explicit:from:)` with the source to use when no folder is found.
    static func resolve(explicit: String?, from start: String, fallback: any RegistryFileSource) throws(Registry
        .Failure) -> any RegistryFileSource
    {
        do {
            return try Registry.locate(explicit: explicit, from: start)
        } catch .notFound {
            return fallback
        }
    }
}
