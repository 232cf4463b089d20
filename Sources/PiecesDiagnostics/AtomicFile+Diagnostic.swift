import PiecesSupport

extension AtomicFile.Failure: DiagnosticConvertible {
    /// `io-unreadable` or `io-unwritable`, naming the file.
    package var diagnosticBody: Diagnostic {
        switch self {
        case .unreadable: Diagnostic(severity: .error, code: "io-unreadable", message: message, file: path)
        case .unwritable: Diagnostic(severity: .error, code: "io-unwritable", message: message, file: path)
        }
    }

    /// 74 when a file cannot be read, 73 when one cannot be written.
    package var exitStatus: Int32 {
        switch self {
        case .unreadable: ExitStatus.ioError
        case .unwritable: ExitStatus.cannotCreate
        }
    }
}
