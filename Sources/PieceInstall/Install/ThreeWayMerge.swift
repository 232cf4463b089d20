import MotionEngine
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A three-way merge of one file by `git merge-file`: the user's copy ("yours"), the version pieces
/// installed (the base) and the registry's current version. git's merge is the one people already
/// know how to read and resolve, so pieces runs it rather than inventing another.
///
/// The user's `merge.conflictStyle` is overridden so the markers are always the plain two-sided
/// ones: `<<<<<<< yours`, `=======`, `>>>>>>> registry 1.1.0`.
struct ThreeWayMerge {
    /// What the merge produced.
    struct Result: Equatable {
        var bytes: [UInt8]
        /// Lines where conflicts start in `bytes`; empty for a clean merge.
        var conflictLines: [Int]
        var isClean: Bool { conflictLines.isEmpty }
    }

    static func failedMessage(_ status: Int32?) -> Message {
        status.map { "git exited with status \($0)" } ?? "git was ended by a signal"
    }

    /// Where git is looked for when the environment has no `PATH`.
    static let defaultSearchPath = "/usr/bin:/bin:/usr/local/bin:/opt/homebrew/bin"

    /// The git executable.
    let git: String
    let environment: [String: String]

    /// Finds `git` on the environment's `PATH`.
    static func locate(environment: [String: String]) throws(MaintenanceError) -> ThreeWayMerge {
        let searchPath = environment["PATH"] ?? defaultSearchPath
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return ThreeWayMerge(git: candidate, environment: environment)
            }
        }
        throw .gitMissing(searched: searchPath)
    }

    /// Merges the change from `base` to `theirs` into `ours`. `path` names the file in messages.
    func merge(ours: [UInt8], base: [UInt8], theirs: [UInt8], theirsVersion: String, baseVersion: String, path: String)
        throws(MaintenanceError) -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-merge-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = ["yours", "base", "registry"].map { folder + "/" + $0 }
        do {
            try Folder.create(folder)
            for (bytes, name) in zip([ours, base, theirs], names) { try AtomicFile.write(bytes, to: name) }
        } catch {
            throw .mergeFailed(path: path, reason: error.reason)
        }
        let arguments = [
            "-c", "merge.conflictStyle=merge", "merge-file", "-p", "-q",
            "-L", ConflictMarkers.oursLabel, "-L", ConflictMarkers.baseLabel(baseVersion).text,
            "-L", ConflictMarkers.theirsLabel(theirsVersion).text
        ]
        let outcome: ChildProcess.Outcome
        do { outcome = try ChildProcess(git, arguments + names, environment: environment).run() } catch {
            throw .gitMissing(searched: git)
        }
        let merged = outcome.output
        // git reports the number of conflicts (at most 127) as the status, and -1 (255) on error.
        guard let status = outcome.status, status < 128 else {
            let reason = String(decoding: outcome.errorOutput, as: UTF8.self).trimmingWhitespace(newlines: true)
            throw .mergeFailed(path: path, reason: reason.isEmpty ? Self.failedMessage(outcome.status).text : reason)
        }
        return Result(bytes: merged, conflictLines: status == 0 ? [] : ConflictMarkers.lines(in: merged))
    }
}
