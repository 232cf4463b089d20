/// An error of whichever kind, where several meet: the one error type of a seam that sees more
/// than one (a registry of any kind, a project of any kind, an installation step).
///
/// A function that can fail in one known way throws that way's own type (`throws(InstallError)`);
/// a seam throws `DiagnosticError`, which holds any `DiagnosticConvertible` error, so whatever
/// reaches a command already says what the user reads and how the command exits: nothing at a
/// seam needs a fallback for an error it cannot describe. An error of one kind enters a seam by
/// `throw DiagnosticError(error)`, in a `catch` of the call that throws it.
package struct DiagnosticError: DiagnosticConvertible, Equatable, CustomStringConvertible {
    /// The error as it was thrown, for a caller or a test that tells kinds apart.
    package let underlying: any DiagnosticConvertible

    /// `error`, or the error it holds when it is already a `DiagnosticError`.
    package init(_ error: some DiagnosticConvertible) {
        underlying = (error as? DiagnosticError)?.underlying ?? error
    }

    package var diagnostic: Diagnostic { underlying.diagnostic }

    /// The thrown error's own description.
    package var description: String { String(describing: underlying) }

    /// Equal when they say the same and end a command the same way.
    package static func == (lhs: DiagnosticError, rhs: DiagnosticError) -> Bool {
        lhs.diagnostic == rhs.diagnostic && lhs.exitStatus == rhs.exitStatus
    }
}
