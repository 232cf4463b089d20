#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The hidden files a write stages its bytes in before renaming them into place, and the removal
/// of those a killed process left behind.
///
/// A name is `.<file>.<tag>-<pid>-<random>`, next to `<file>`: the folder keeps the rename atomic,
/// the leading dot keeps it out of every listing, and the process id tells a later run whether the
/// writer is still alive. A process that is killed (SIGKILL, a file-size signal, power loss)
/// between creating the file and renaming it cannot remove it; the next run that writes into that
/// folder does.
package enum TemporaryFile {
    /// Which kind of write made the file.
    package enum Tag: String, CaseIterable {
        /// `AtomicFile.write`: one file replaced (`pieces sync`, lock files).
        case replace = "pieces"
        /// `StagedWriter`: several files written, then renamed together (`pieces add`, `update`).
        case staged = "pieces-staged"
        /// `NewFile`: a file created only if it does not exist (`pieces new`).
        case new = "pieces-new"
    }

    /// A fresh hidden name next to `path`, for this process.
    package static func path(for path: String, tag: Tag) -> String {
        // Not normalized: through a linked folder `..` must mean what the file system says, or the
        // temporary file could land on another volume than the file it replaces.
        let file = Path(path).isAbsolute ? Path(path) : Path.currentDirectory.appending(path)
        let name = ".\(file.basename).\(tag.rawValue)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return file.parent.appending(name).string
    }

    /// The process that created the file called `name`, when `name` is one of ours.
    static func owner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), let last = name.lastIndex(of: "-"), isDigits(name[name.index(after: last)...]) else {
            return nil
        }
        let head = name[..<last]
        guard let dash = head.lastIndex(of: "-"), let pid = pid_t(head[head.index(after: dash)...]), pid > 0 else {
            return nil
        }
        let stem = head[..<dash]
        for tag in Tag.allCases {
            let suffix = "." + tag.rawValue
            // `.` + at least one character of the file's name + the tag.
            if stem.hasSuffix(suffix), stem.count > suffix.count + 1 { return pid }
        }
        return nil
    }

    /// Removes, from each of `folders`, the temporary files of processes that no longer exist, and
    /// returns their paths. Files of running processes (this one included) are left alone; so is
    /// anything that cannot be removed, since it is hidden and harmless.
    package static func removeAbandoned(in folders: some Sequence<String>) -> [String] {
        var removed: [String] = []
        for folder in Set(folders) {
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = FileWalker.name(of: entry)
                guard let pid = owner(ofName: name), !isRunning(pid) else { continue }
                let path = folder + "/" + name
                if unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed.sorted()
    }

    /// Whether a process with this id exists. `EPERM` means it exists but belongs to another user.
    static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
    }
}
