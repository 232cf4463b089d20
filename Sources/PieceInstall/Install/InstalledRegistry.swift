import Foundation
import MotionEngine
import PieceCatalog
import PiecesSupport

/// The registry `pieces check FILE` compares an installed piece with when it runs inside an app,
/// where no registry folder lies above the working folder: the registry `pieces.lock` records for
/// the file (a folder, relative to the lock, or a URL), else the registry built into `pieces`.
///
/// `check` reads only the registry's foundations. A folder registry is used in place; the
/// foundations of any other source are copied into a temporary folder for the run (removed by
/// `discard()`), so the check engine reads files as it always does.
package struct InstalledRegistry {
    package var registry: Registry
    /// The temporary copy to remove afterwards, when one was made.
    var temporary: URL?

    /// The registry for `files` (paths relative to `workingDirectory`).
    static func forChecking(files: [String], workingDirectory: String) throws -> InstalledRegistry {
        let name = files.first.flatMap { registryName(for: InstallSite.absolute($0, in: workingDirectory)) }
        guard let (registryName, root) = name, registryName != EmbeddedRegistry.name else {
            return try copy(of: EmbeddedRegistry())
        }
        if RemoteRegistry.isRemote(registryName) { return try copy(of: RemoteRegistry(string: registryName)) }
        return InstalledRegistry(registry: try Registry.locate(explicit: registryName, from: root))
    }

    /// The registry the lock nearest above `file` records for it, with the lock's folder.
    private static func registryName(for file: String) -> (String, String)? {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > 1 {
            let lockPath = folder + "/" + LockFile.fileName
            if FileManager.default.fileExists(atPath: lockPath) {
                guard let lock = try? LockFile.read(at: lockPath) else { return nil }
                let relative = String(file.dropFirst(folder.count + 1))
                let entry =
                    lock.pieces.first { $0.files.contains { $0.path == relative } }
                    ?? lock.pieces.first {
                        $0.name == (relative.lastPathComponentOfPath as NSString).deletingPathExtension
                    }
                return entry.map { ($0.registry, folder) }
            }
            if FileManager.default.fileExists(atPath: folder + "/.git") { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The foundations of `source`, written to a new temporary folder.
    private static func copy(of source: any RegistryFileSource) throws -> InstalledRegistry {
        removeAbandoned(in: FileManager.default.temporaryDirectory.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(temporaryPrefix)\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let foundation = folder.appendingPathComponent("foundation")
        do {
            try FileManager.default.createDirectory(at: foundation, withIntermediateDirectories: true)
            for path in try source.relativePaths()
            where path.hasPrefix("foundation/") && path.hasSuffix(".swift") && !path.dropFirst(11).contains("/") {
                try AtomicFile.write(try source.bytes(at: path), to: folder.appendingPathComponent(path).path)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return InstalledRegistry(registry: Registry(root: folder), temporary: folder)
    }

    /// The start of a temporary copy's folder name; the process id follows.
    static let temporaryPrefix = "pieces-check-"

    /// Deletes the copies a killed `check FILE` left in `folder`: this user's `pieces-check-PID-…`
    /// folders whose process no longer runs. Best effort; returns the names removed.
    @discardableResult
    static func removeAbandoned(in folder: String) -> [String] {
        var removed: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasPrefix(temporaryPrefix) {
            let rest = name.dropFirst(temporaryPrefix.count)
            guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), pid > 0, pid != getpid() else {
                continue
            }
            var info = stat()
            let path = folder + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            // Signal 0 only asks whether the process exists.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed
    }

    /// Removes the temporary copy.
    package func discard() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }
}
