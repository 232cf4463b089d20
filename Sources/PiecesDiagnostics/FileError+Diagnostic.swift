import PiecesSupport

extension FileError: DiagnosticConvertible {
    /// `io-unreadable` (74) or `io-unwritable` (73), naming the file.
    package var diagnostic: Diagnostic {
        switch self {
        case .unreadable:
            Diagnostic(
                severity: .error, code: "io-unreadable", message: message, file: path, status: ExitStatus.ioError)
        case .unwritable:
            Diagnostic(
                severity: .error, code: "io-unwritable", message: message, file: path, status: ExitStatus.cannotCreate)
        }
    }
}
