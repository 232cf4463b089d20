/// An error a command can stop on: what the user reads, and the exit status it ends with.
///
/// Each error type says both for each of its cases, so the status of a run comes from the errors
/// themselves (`ExitStatus.of` reads the `status` their diagnostics carry), never from matching
/// diagnostic codes.
package protocol DiagnosticConvertible: Error {
    /// Code, message, file and fix; `diagnostic` adds `exitStatus` to it.
    var diagnosticBody: Diagnostic { get }
    /// The status after sysexits.h (`ExitStatus`): README, "Exit status".
    var exitStatus: Int32 { get }
}

extension DiagnosticConvertible {
    /// The error as a diagnostic that carries its exit status.
    package var diagnostic: Diagnostic {
        var diagnostic = diagnosticBody
        diagnostic.status = exitStatus
        return diagnostic
    }
}

extension Diagnostic {
    /// The diagnostic of any error a step can throw: its own when it has one, else `fallbackCode`
    /// with the error's description (status 1).
    package static func of(_ error: any Error, fallbackCode: String) -> Diagnostic {
        if let convertible = error as? any DiagnosticConvertible { return convertible.diagnostic }
        return Diagnostic(severity: .error, code: fallbackCode, message: "\(error)")
    }
}
