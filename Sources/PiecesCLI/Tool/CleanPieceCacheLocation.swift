import MotionEngine
import PiecesSupport

/// Where `check` and `sync` keep the clean-piece cache (README, "The clean-piece cache"): in the
/// user's cache folder, whatever the repository, so no checkout can bring keys of its own.
enum CleanPieceCacheLocation {
    /// Names the cache folder; set empty, it turns the cache off.
    static let folderVariable = "PIECES_CACHE_DIR"

    /// The cache of this build for a run in `context`; nil with `--no-cache` (`disabled`), when no
    /// cache folder is known, or when the system does not say which file the executable is.
    static func cache(disabled: Bool, context: PiecesTool.Context) -> CleanPieceCache? {
        guard !disabled,
            let folder = folder(variable: context.variable, workingDirectory: context.workingDirectory),
            let identity = ExecutableIdentity.current(version: PiecesTool.version)
        else { return nil }
        return CleanPieceCache(folder: folder, identity: identity)
    }

    /// `$PIECES_CACHE_DIR` (nil when empty); else `$XDG_CACHE_HOME/pieces`; else
    /// `~/Library/Caches/pieces` on macOS and `~/.cache/pieces` elsewhere. A relative
    /// `XDG_CACHE_HOME` or `HOME` is ignored, as the XDG specification asks.
    static func folder(
        variable: (String) -> String?, workingDirectory: String, isDarwin: Bool = isDarwin
    ) -> String? {
        if let chosen = variable(folderVariable) {
            return chosen.isEmpty ? nil : Path(chosen).resolved(against: Path(workingDirectory)).string
        }
        if let base = variable("XDG_CACHE_HOME"), base.hasPrefix("/") {
            return Path(base).appending("pieces").string
        }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        return Path(home).appending(isDarwin ? "Library/Caches/pieces" : ".cache/pieces").string
    }

    #if canImport(Darwin)
        static let isDarwin = true
    #else
        static let isDarwin = false
    #endif
}
