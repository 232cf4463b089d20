#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension Path {
    /// The folder the process runs in (`getcwd`), or `/` when it cannot be read.
    package static var currentDirectory: Path {
        guard let folder = getcwd(nil, 0) else { return .root }
        defer { free(folder) }
        return Path(String(cString: folder))
    }

    /// The path with empty and `.` components dropped, each `..` taking back the component before
    /// it, and no trailing `/`, as `URL.standardized` does, on the text alone (links are not
    /// followed): `/a/c` for `/a//b/../c/`. `..` above the root is the root; a relative path keeps
    /// its leading `..`s and is `.` when nothing is left.
    package var normalized: Path {
        if isNormal { return self }
        let isAbsolute = isAbsolute
        var parts: [Substring] = []
        for part in components {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return Path("/" + joined) }
        return Path(joined.isEmpty ? "." : joined)
    }

    /// The path made absolute from the current folder (`currentDirectory`) when relative, then
    /// `normalized`: what `URL(fileURLWithPath:).standardizedFileURL.path` answers.
    package var absolute: Path {
        isAbsolute ? normalized : Self.currentDirectory.appending(string).normalized
    }

    /// The path taken from `folder` when relative (a relative `folder` from the current folder),
    /// `normalized`: `/w/b` for `../b` against `/w/a`, an absolute path as it is, normalized.
    package func resolved(against folder: Path) -> Path {
        isAbsolute ? normalized : folder.appending(string).absolute
    }

    /// The path with every symbolic link in its existing part resolved: `realpath` of the deepest
    /// existing ancestor, the components that do not exist yet appended and `normalized`, so a file
    /// about to be written is placed where it will really land. A relative path is taken from the
    /// current folder.
    package func resolvingSymlinks() -> Path {
        // An existing absolute path, the case of every file a command reads: realpath's answer is
        // already absolute, normalized and free of links.
        if isAbsolute, let real = Self.realLocation(string) { return real }
        // Not normalized first: a `..` after a linked folder is the link's parent to the file system,
        // and realpath of the existing part answers what the file system will do.
        var existing = isAbsolute ? self : Self.currentDirectory.appending(string)
        var tail: [String] = []
        var resolved: Path?
        while resolved == nil {
            if let real = Self.realLocation(existing.string) {
                resolved = real
            } else if existing == .root || existing.string.isEmpty {
                resolved = .root
            } else {
                tail.append(existing.basename)
                existing = existing.parent
            }
        }
        var result = resolved ?? .root
        for component in tail.reversed() { result = result.appending(component) }
        return result.normalized
    }

    /// The non-empty components between the `/`s, split on the bytes.
    var components: [Substring] {
        let bytes = string.utf8
        var parts: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == Self.slash {
                if start < index { parts.append(string[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < bytes.endIndex { parts.append(string[start...]) }
        return parts
    }

    /// Whether `normalized` answers the path itself: no empty, `.` or `..` component and no
    /// trailing `/` (a leading `/` is fine). Names starting with `.` count as not normal, to keep the
    /// check one pass over the bytes; almost every path of a project is normal.
    package var isNormal: Bool {
        // Contiguous bytes (every native string) are read without the `UTF8View` iterator.
        if let answer = string.utf8.withContiguousStorageIfAvailable(Self.isNormal) { return answer }
        return Self.isNormal(Array(string.utf8))
    }

    private static func isNormal<Bytes: Collection<UInt8>>(_ path: Bytes) -> Bool {
        if path.count == 1, path.first == slash { return true }
        var componentStart = true
        var index = 0
        for byte in path {
            if byte == slash {
                if componentStart && index > 0 { return false }  // an empty component: `//`
                componentStart = true
            } else {
                if componentStart && byte == UInt8(ascii: ".") { return false }
                componentStart = false
            }
            index += 1
        }
        return index > 0 && !componentStart
    }

    private static func realLocation(_ path: String) -> Path? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return Path(String(cString: real))
    }
}
