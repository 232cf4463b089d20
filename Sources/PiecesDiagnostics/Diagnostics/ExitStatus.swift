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
    // Spelled out until each error carries its own status (issue 15): these modules sit above this one.
    static let dataErrorCodes: Set<String> = [
        "registry-response-too-large", "registry-redirect-refused", "registry-index-invalid", "registry-unsafe-path", "digest-mismatch",
    ]

    /// The status for a run that produced `diagnostics`.
    package static func of(_ diagnostics: [Diagnostic]) -> Int32 {
        if diagnostics.contains(where: { usageCodes.contains($0.code) }) { return usage }
        if diagnostics.contains(where: { $0.code == "io-unwritable" || $0.code == "io-partial-write" }) { return cannotCreate }
        if diagnostics.contains(where: { $0.code == "io-unreadable" }) { return ioError }
        if diagnostics.contains(where: { noInputCodes.contains($0.code) }) { return noInput }
        if diagnostics.contains(where: { dataErrorCodes.contains($0.code) }) { return dataError }
        return diagnostics.contains { $0.severity == .error } ? findings : success
    }
}
