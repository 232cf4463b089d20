/// What `pieces check` found.
public struct CheckReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Files skipped and why (foundation files, files that are not pieces).
    public var notes: [String]
    /// How many pieces were checked.
    public var checked: Int
    /// How many of the problems `pieces sync` fixes (stale, missing, extra or misplaced blocks);
    /// the others need an edit by hand.
    public var fixableBySync: Int = 0

    /// 0 clean, 1 findings, or the I/O status of the first unreadable file.
    public var exitStatus: Int32 { ExitStatus.of(diagnostics) }
}

/// What `pieces sync` changed, or would change with `--dry-run`.
public struct SyncReport: Sendable {
    public var changes: [FileChange]
    public var diagnostics: [Diagnostic]
    public var notes: [String]
    public var checked: Int
    /// Foundations named on the command line, which made every piece of the registry a candidate.
    public var foundations: [String] = []

    /// 0 when nothing is wrong; 1 when a file could not be synced, or (`hook`) when any file was
    /// rewritten, so that a pre-commit hook stops the commit for the user to re-stage.
    public func exitStatus(hook: Bool) -> Int32 {
        let status = ExitStatus.of(diagnostics)
        if status != 0 { return status }
        return hook && !changes.isEmpty ? ExitStatus.findings : 0
    }
}

/// One rewritten piece and why it changed.
public struct FileChange: Sendable, Equatable {
    public var path: String
    public var added: [String]
    public var removed: [String]
    /// Sections kept whose text changed in the foundation.
    public var refreshed: [String]

    /// `added momentum; refreshed roles`, or `layout` when only the block's spacing changed.
    public var summary: String {
        var parts: [String] = []
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        if !removed.isEmpty { parts.append("removed " + removed.joined(separator: ", ")) }
        if !refreshed.isEmpty { parts.append("refreshed " + refreshed.joined(separator: ", ")) }
        return parts.isEmpty ? "rewrote the block's layout" : parts.joined(separator: "; ")
    }
}

/// The exit statuses of `pieces`, after sysexits.h.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// Findings: stale blocks, malformed files, a hook run that rewrote files.
    public static let findings: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// A registry sent data that is malformed or fails verification (a bad index, a digest mismatch).
    public static let dataError: Int32 = 65
    /// A registry, project or named file does not exist.
    public static let noInput: Int32 = 66
    /// A file could not be written.
    public static let cannotCreate: Int32 = 73
    /// A file could not be read.
    public static let ioError: Int32 = 74

    /// Codes of a command line that cannot work as given (an invalid registry URL).
    static let usageCodes: Set<String> = ["registry-url-invalid"]
    static let noInputCodes: Set<String> = ["registry-not-found", "registry-invalid", "file-not-found", "project-not-found"]
    static let dataErrorCodes = RemoteRegistryError.dataErrorCodes.union(["digest-mismatch", "registry-unsafe-path"])

    /// The status for a run that produced `diagnostics`.
    static func of(_ diagnostics: [Diagnostic]) -> Int32 {
        if diagnostics.contains(where: { usageCodes.contains($0.code) }) { return usage }
        if diagnostics.contains(where: { $0.code == "io-unwritable" || $0.code == InstallError.partialWriteCode }) { return cannotCreate }
        if diagnostics.contains(where: { $0.code == "io-unreadable" }) { return ioError }
        if diagnostics.contains(where: { noInputCodes.contains($0.code) }) { return noInput }
        if diagnostics.contains(where: { dataErrorCodes.contains($0.code) }) { return dataError }
        return diagnostics.contains { $0.severity == .error } ? findings : success
    }
}
