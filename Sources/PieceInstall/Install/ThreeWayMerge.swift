import Foundation
import MotionEngine
import PiecesSupport

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
        let names = ["yours", "base", "registry", "stderr"].map { folder + "/" + $0 }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (bytes, name) in zip([ours, base, theirs, []], names) {
                try Data(bytes).write(to: URL(fileURLWithPath: name))
            }
        } catch {
            throw .mergeFailed(path: path, reason: (error as NSError).localizedDescription)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = [
            "-c", "merge.conflictStyle=merge", "merge-file", "-p", "-q",
            "-L", ConflictMarkers.oursLabel, "-L", ConflictMarkers.baseLabel(baseVersion).text,
            "-L", ConflictMarkers.theirsLabel(theirsVersion).text,
            names[0], names[1], names[2]
        ]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: names[3])
        do { try process.run() } catch { throw .gitMissing(searched: git) }
        let merged = Array(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        let status = process.terminationStatus
        // git reports the number of conflicts (at most 127) as the status, and -1 (255) on error.
        guard process.terminationReason == .exit, status >= 0, status < 128 else {
            let reason = (try? String(contentsOfFile: names[3], encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw .mergeFailed(
                path: path, reason: reason.flatMap { $0.isEmpty ? nil : $0 } ?? "git exited with status \(status)")
        }
        return Result(bytes: merged, conflictLines: status == 0 ? [] : ConflictMarkers.lines(in: merged))
    }
}
