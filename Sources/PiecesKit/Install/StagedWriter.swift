import Foundation

/// Writes several files as one step: every file is first written in full to a temporary file next
/// to its destination, and only when all of them are on disk are they renamed into place. An
/// interruption before the renames leaves only temporary files (removed on failure); each rename is
/// atomic, so no destination is ever half-written.
public struct StagedWriter: Sendable {
    /// A file to write.
    public struct Write: Sendable, Equatable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Folders the writes must stay inside (after resolving symbolic links).
    public var root: String

    public init(root: String) { self.root = root }

    /// Checks that every destination resolves inside `root`, then stages and renames. Temporary
    /// files an interrupted earlier run left in those folders are removed first.
    public func apply(_ writes: [Write]) throws(InstallError) {
        for write in writes { try checkContainment(write.path) }
        _ = TemporaryFile.removeAbandoned(in: writes.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })
        var staged: [(temporary: String, destination: String)] = []
        var created: [String] = []
        do throws(InstallError) {
            for write in writes {
                let folder = URL(fileURLWithPath: write.path).deletingLastPathComponent().path
                created += try createFolder(folder)
                let temporary = TemporaryFile.path(for: write.path, tag: .staged)
                do { try AtomicFile.writeNew(write.bytes, to: temporary, permissionsLike: write.path) } catch { throw InstallError.io(error) }
                staged.append((temporary, write.path))
            }
        } catch {
            for entry in staged { unlink(entry.temporary) }
            // A failed step leaves no empty folders behind either: only those it made, deepest first.
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
        for (index, entry) in staged.enumerated() where rename(entry.temporary, entry.destination) != 0 {
            let reason = String(cString: strerror(errno))
            for later in staged[index...] { unlink(later.temporary) }
            if index == 0 { for folder in created.reversed() { rmdir(folder) } }
            throw .io(.unwritable(path: entry.destination, reason: reason))
        }
    }

    /// A destination whose existing parent folders lead, through symbolic links, outside `root` is
    /// refused: the link would make us write somewhere the user did not choose.
    func checkContainment(_ path: String) throws(InstallError) {
        let rootReal = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var existing = URL(fileURLWithPath: path)
        var tail: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            tail.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath()
        for component in tail { resolved.appendPathComponent(component) }
        let real = resolved.standardizedFileURL.path
        guard real == rootReal || real.hasPrefix(rootReal + "/") else {
            throw .escapesProject(path: path, resolved: real)
        }
    }

    /// Creates `folder` and its missing parents; returns those it created, outermost first.
    private func createFolder(_ folder: String) throws(InstallError) -> [String] {
        var missing: [String] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current), current != "/", !current.isEmpty {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            for made in missing.reversed() { rmdir(made) }
            throw .io(.unwritable(path: folder, reason: (error as NSError).localizedDescription))
        }
        return missing
    }
}
