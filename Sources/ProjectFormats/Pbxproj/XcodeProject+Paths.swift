import Foundation

extension XcodeProject {
    /// The folder Xcode calls `SOURCE_ROOT` (`$(SRCROOT)`): the one holding the `.xcodeproj`, moved by
    /// the project's `projectDirPath` when set.
    package var sourceRoot: String { Self.sourceRoot(projectFolder: path, rootProject: rootProject) }

    /// Whether `path` is `folder` or lies below it (plain string comparison of absolute paths).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    static func sourceRoot(projectFolder path: String, rootProject: PBXObject) -> String {
        let folder = (path as NSString).deletingLastPathComponent
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

    /// `relative` resolved against `folder` (kept when already absolute), standardized: `.` and
    /// empty components dropped, `..` taken back lexically (symbolic links are not followed), as
    /// `URL.standardized` does. Pure string work: `URL(fileURLWithPath:)` asks the file system
    /// whether each path is a folder, one `stat` per object of a large project.
    package static func join(_ folder: String, _ relative: String) -> String {
        join(folder, folderIsPlain: isPlain(folder), relative).path
    }

    /// `join(_:_:)` for a folder whose plainness (`isPlain`) is known, with the result's: a
    /// project's locations are joined level by level, and each folder is checked once, not
    /// again for every file in it.
    static func join(_ folder: String, folderIsPlain: Bool, _ relative: String) -> (path: String, isPlain: Bool) {
        // Almost every path in a project is plain (`Views`, `Feature/Login.swift`) and its folder
        // already standardized: those are joined without splitting, and the result is plain too.
        let slash = UInt8(ascii: "/")
        if folderIsPlain, folder.utf8.first == slash, relative.utf8.first != slash, isPlain(relative) {
            return (folder == "/" ? "/" + relative : concatenate(folder, relative), true)
        }
        let combined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        var parts: [Substring] = []
        for part in combined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        let joined = combined.hasPrefix("/") ? "/" + parts.joined(separator: "/") : parts.joined(separator: "/")
        return (joined, isPlain(joined))
    }

    /// Whether `path` has no empty, `.` or `..` component and no trailing `/` (a leading `/` is
    /// fine): joining it needs no standardizing.
    static func isPlain(_ path: String) -> Bool {
        // Contiguous bytes (every native string) are read without the `UTF8View` iterator.
        if let answer = path.utf8.withContiguousStorageIfAvailable(isPlain) { return answer }
        return isPlain(Array(path.utf8))
    }

    private static func isPlain<Bytes: Collection<UInt8>>(_ path: Bytes) -> Bool {
        if path.count == 1, path.first == UInt8(ascii: "/") { return true }
        var componentStart = true
        var index = 0
        for byte in path {
            if byte == UInt8(ascii: "/") {
                if componentStart && index > 0 { return false }  // an empty component: `//`
                componentStart = true
            } else {
                // `.`, `..` (and, to stay simple, hidden names) take the slow path.
                if componentStart && byte == UInt8(ascii: ".") { return false }
                componentStart = false
            }
            index += 1
        }
        return index > 0 && !componentStart
    }

    /// `folder + "/" + relative` in one allocation (a project joins thousands of paths).
    private static func concatenate(_ folder: String, _ relative: String) -> String {
        var folder = folder
        var relative = relative
        let count = folder.utf8.count + 1 + relative.utf8.count
        return folder.withUTF8 { head in
            relative.withUTF8 { tail in
                String(unsafeUninitializedCapacity: count) { buffer in
                    _ = UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(head))
                    buffer[head.count] = UInt8(ascii: "/")
                    UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[(head.count + 1)...])
                        .copyMemory(from: UnsafeRawBufferPointer(tail))
                    return count
                }
            }
        }
    }

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
