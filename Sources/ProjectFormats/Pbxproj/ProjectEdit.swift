#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The outcome of adding piece files to (or removing them from) a group-based Xcode target: the new
/// `project.pbxproj` bytes and what changed. Writing the bytes is the caller's job.
package struct ProjectEdit: Sendable, Equatable {
    /// One object or reference added (by `adding`) or removed (by `removing`).
    package enum Change: Sendable, Equatable {
        /// The `Pieces` group; `path` is relative to the project's folder.
        case group(id: String, path: String)
        /// A `PBXFileReference`; `path` is relative to the project's folder.
        case fileReference(id: String, path: String)
        /// A `PBXBuildFile` compiling `file` in `target`.
        case buildFile(id: String, file: String, target: String)
        /// `child` listed in (or dropped from) `group`'s children.
        case groupChild(group: String, child: String)
        /// `buildFile` listed in (or dropped from) the Sources phase `phase`.
        case phaseEntry(phase: String, buildFile: String)
        /// A `PBXFileSystemSynchronizedBuildFileExceptionSet` of synchronized folder `group` for
        /// `target`, made (or dropped) to hold platform filters.
        case exceptionSet(id: String, group: String, target: String)
        /// A file of a synchronized folder (`path` inside it) limited to `platforms` (or no longer).
        case platformFilter(path: String, platforms: [String])
    }

    /// The whole new `project.pbxproj`; equal to the old bytes when nothing changed.
    package var bytes: [UInt8]
    /// What was added or removed, in the order it was planned.
    package var changes: [Change]
    /// File names left alone: already compiled by the target (adding), or not added by pieces and so
    /// not removed (removing).
    package var skipped: [String]
    /// The `Pieces` folder the files live in, absolute.
    package var folder: String

    package init(bytes: [UInt8], changes: [Change], skipped: [String], folder: String) {
        self.bytes = bytes
        self.changes = changes
        self.skipped = skipped
        self.folder = folder
    }

    /// Whether the bytes differ from the project's.
    package var isUnchanged: Bool { changes.isEmpty }
}

extension ProjectEdit {
    /// Refuses an edit of a `project.pbxproj` without any write permission bit. (Running as root,
    /// `access(W_OK)` says yes to every file, so the mode bits are read instead.)
    package static func requireWritable(_ path: String) throws(XcodeProjectError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & 0o222 == 0 { throw .readOnly(path: path) }
    }
}
