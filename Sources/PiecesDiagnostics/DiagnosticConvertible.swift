/// An error a command can stop on: what the user reads, and the exit status it ends with.
///
/// Each error type says both in one place, one `switch` over its cases in `diagnostic` giving the
/// code, severity, message, file, line, fix and `status` of each, so the status of a run comes from
/// the errors themselves (`ExitStatus.of` reads the `status` their diagnostics carry), never from
/// matching diagnostic codes. docs/development.md, "Where does X go", shows the shape.
package protocol DiagnosticConvertible: Error {
    /// The error as the user reads it, carrying the exit status (`Diagnostic.status`) a command
    /// that stops on it ends with; a case that sets none ends with 1.
    var diagnostic: Diagnostic { get }
}

extension DiagnosticConvertible {
    /// The status after sysexits.h (`ExitStatus`) a command that stops on this error ends with:
    /// README, "Exit status".
    package var exitStatus: Int32 { diagnostic.status ?? ExitStatus.findings }
}
