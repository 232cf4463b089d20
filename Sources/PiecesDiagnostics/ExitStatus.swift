/// The exit statuses of `pieces`, after sysexits.h.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// Findings: stale blocks, malformed files, a hook run that rewrote files.
    package static let findings: Int32 = 1
    /// The command line was wrong.
    package static let usage: Int32 = 64
    /// A registry sent data that is malformed or fails verification (a bad index, a digest mismatch).
    package static let dataError: Int32 = 65
    /// A registry, project or named file does not exist.
    package static let noInput: Int32 = 66
    /// A file could not be written.
    package static let cannotCreate: Int32 = 73
    /// A file could not be read.
    package static let ioError: Int32 = 74

    /// Which status wins when a run has errors asking for different ones: a wrong command line
    /// first, then what could not be written, read, found, or was malformed; findings last.
    static let precedence: [Int32] = [usage, cannotCreate, ioError, noInput, dataError]

    /// The status for a run that produced `diagnostics`: the most pressing status its errors carry
    /// (`DiagnosticConvertible`), 1 for other errors, 0 without errors.
    package static func of(_ diagnostics: [Diagnostic]) -> Int32 {
        let errors = diagnostics.filter { $0.severity == .error }
        if let status = precedence.first(where: { status in errors.contains { $0.status == status } }) { return status }
        return errors.isEmpty ? success : findings
    }
}
