import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Registry paths that may be installed: relative, no `..`, no backslash or NUL.
package enum RegistryPath {
    package static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// Names `add` never writes, whatever a registry or a lock says: the files pieces and the
    /// project tools keep their own state in.
    package static let reservedNames: Set<String> = [
        "pieces.lock", "pieces.json", "Package.swift", "Package.resolved", "project.pbxproj"
    ]

    /// Whether `name` is one of `reservedNames` in any case: APFS and HFS+ compare names
    /// case-insensitively by default, so `PIECES.LOCK` there is the lock.
    package static func isReservedName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return reservedNames.contains { $0.lowercased() == lowered }
    }

    /// The kinds of file a piece may carry besides its Swift file: shaders, images, fonts, sounds,
    /// video, 3D models, data and strings.
    package static let resourceExtensions: Set<String> = [
        "metal", "png", "jpg", "jpeg", "heic", "gif", "pdf", "svg", "ttf", "otf", "wav", "mp3", "m4a", "caf",
        "aiff", "mp4", "mov", "usdz", "json", "txt", "strings", "xcstrings", "bin", "dat"
    ]

    /// Whether a file `add` puts into the project may have the name `name`: never a dot-file
    /// (`.git`, `.gitattributes`), never a reserved name in any case, and, unless it is Swift, only a
    /// resource kind pieces supports (so no `Evil.xcodeproj` or `Package.resolved`).
    package static func mayInstall(fileNamed name: String) -> Bool {
        guard !name.hasPrefix("."), !isReservedName(name) else { return false }
        let kind = Path(name).extension.lowercased()
        return kind == "swift" || resourceExtensions.contains(kind)
    }

    /// Whether `add` could have written the project-relative `path`: safe, no hidden folder or file
    /// (`.git/…`, `.pieces/…`), nothing inside a project or workspace bundle, no reserved name.
    /// `remove --force` and `update` act only on such paths, whatever the lock lists.
    package static func couldBeInstalled(_ path: String) -> Bool {
        guard isSafe(path) else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, !isReservedName(String(name)) else { return false }
        return !components.contains { $0.hasPrefix(".") || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}
