extension Path {
    /// Whether this path is `folder` or lies below it, compared as text (`/a/b` is below `/a` and
    /// `/a/`, `/a/bc` is not below `/a/b`; every absolute path is below `/`). Neither side is
    /// normalized or resolved here: `resolvingSymlinks()` first where links matter.
    package func isDescendant(of folder: Path) -> Bool {
        string == folder.string || string.hasPrefix(folder.folderPrefix)
    }

    /// This path from `base`: `.` when they are the same, the rest after `base/` when it lies
    /// below (a trailing `/` kept: `reg/` for `/w/reg/` from `/w`), else up with `..` from the
    /// components the two share (`../b` for `/w/b` from `/w/a`), as SwiftPM's
    /// `AbsolutePath.relative(to:)` answers. The `..` form reads both normalized.
    package func relative(to base: Path) -> Path {
        if self == base { return Path(".") }
        let prefix = base.folderPrefix
        if string.hasPrefix(prefix) { return Path(string.dropFirst(prefix.count)) }
        let target = normalized.components
        let start = base.normalized.components
        var common = 0
        while common < min(target.count, start.count), target[common] == start[common] { common += 1 }
        let parts = Array(repeating: "..", count: start.count - common) + target[common...].map(String.init)
        return Path(parts.isEmpty ? "." : parts.joined(separator: "/"))
    }

    /// The path as shown to someone working in `folder`: `relative(to:)` when it lies below it,
    /// else as it is (`folder` itself too), so a message names `Sources/App/File.swift`, not the
    /// absolute path.
    package func display(relativeTo folder: Path) -> String {
        let prefix = folder.folderPrefix
        return string.hasPrefix(prefix) ? String(string.dropFirst(prefix.count)) : string
    }

    /// The text a path below this folder starts with: the path and one `/`.
    private var folderPrefix: String {
        string.utf8.last == Self.slash ? string : string + "/"
    }
}
