import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension XcodeProject {
    /// The folder Xcode calls `SOURCE_ROOT` (`$(SRCROOT)`): the one holding the `.xcodeproj`, moved by
    /// the project's `projectDirPath` when set.
    package var sourceRoot: String { Self.sourceRoot(projectFolder: path, rootProject: rootProject) }

    static func sourceRoot(projectFolder path: String, rootProject: PBXObject) -> String {
        let folder = Path(path).parent.string
        guard let directory = rootProject.string("projectDirPath"), !directory.isEmpty else { return folder }
        return Self.join(folder, directory)
    }

    /// Where a group, synchronized folder or file reference is on disk, absolute; nil when its
    /// location depends on something outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …).
    ///
    /// `<group>` paths are relative to the enclosing group's folder (the top group's is
    /// `sourceRoot`), `SOURCE_ROOT` paths to `sourceRoot`, `<absolute>` paths to nothing. A group
    /// without `path` has its parent's folder. Every element's location is computed once, when the
    /// project is read (`Locations`).
    package func location(of id: String) -> String? {
        if let known = locations.table[id] { return known.path }
        return Locations.resolveOnce(id, objects: objects, parents: parents, sourceRoot: sourceRoot)
    }

    /// The absolute folder of a group (`location(of:)` for a group).
    package func folder(of group: XcodeGroup) -> String? {
        location(of: group.id)
    }

    /// `relative` resolved against `folder` (kept when already absolute), `Path.normalized`: `.`
    /// and empty components dropped, `..` taken back lexically (symbolic links are not followed).
    /// Pure string work: `URL(fileURLWithPath:)` asks the file system whether each path is a
    /// folder, one `stat` per object of a large project.
    package static func join(_ folder: String, _ relative: String) -> String {
        join(folder, folderIsPlain: isPlain(folder), relative).path
    }

    /// `join(_:_:)` for a folder whose plainness (`isPlain`) is known, with the result's: a
    /// project's locations are joined level by level, and each folder is checked once, not
    /// again for every file in it.
    static func join(_ folder: String, folderIsPlain: Bool, _ relative: String) -> (path: String, isPlain: Bool) {
        // Almost every path in a project is plain (`Views`, `Feature/Login.swift`) and its folder
        // already normalized: those are joined without splitting, and the result is plain too.
        let slash = UInt8(ascii: "/")
        if folderIsPlain, folder.utf8.first == slash, relative.utf8.first != slash, isPlain(relative) {
            return (Path(folder).appending(relative).string, true)
        }
        let joined = Path(relative.hasPrefix("/") ? relative : folder + "/" + relative).normalized
        return (joined.string, joined.isNormal)
    }

    /// Whether `path` needs no normalizing to be joined (`Path.isNormal`).
    static func isPlain(_ path: String) -> Bool { Path(path).isNormal }

    /// The chain of group IDs from the top group down to (not including) `id`.
    func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var visited: Set<String> = [id]
        var current = id
        while let parent = parents[current], visited.insert(parent).inserted {
            chain.append(parent)
            current = parent
        }
        return chain.reversed()
    }
}
