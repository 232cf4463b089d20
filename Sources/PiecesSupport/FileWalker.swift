#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Lists the files below a folder with `readdir`, using the entry type it reports instead of a
/// `stat` per entry: registries of thousands of pieces are listed in milliseconds.
package enum FileWalker {
    /// Relative paths of the regular files below `folder`, hidden entries skipped, sorted. Symbolic
    /// links to files are listed; links to folders are not followed (no cycles).
    package static func files(under folder: String) -> [String] {
        var result: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                guard !name.hasPrefix(".") else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): pending.append(path)
                case Int32(DT_REG): result.append(path)
                default: if FileKind.at(folder + "/" + path) == .file { result.append(path) }
                }
            }
        }
        return result.sorted()
    }

    /// The names of the entries directly in `folder` that are not folders, whatever else they are
    /// (links, devices: the reader refuses those with a reason), hidden ones skipped, sorted.
    package static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            if !name.hasPrefix("."), Int32(entry.pointee.d_type) != Int32(DT_DIR) { names.append(name) }
        }
        return names.sorted()
    }

    /// The name `readdir` reported in `entry`.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
