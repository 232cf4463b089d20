import PiecesDiagnostics

extension SiteWriter.Failure: DiagnosticConvertible {
    /// `site-foreign-file` (someone's file where the site would go) or `io-unwritable`, naming the file.
    package var diagnosticBody: Diagnostic {
        switch self {
        case .foreignFile:
            Diagnostic(severity: .error, code: "site-foreign-file", message: message, file: path, fix: fix)
        case .unwritable: Diagnostic(severity: .error, code: "io-unwritable", message: message, file: path)
        }
    }

    /// 73 (cannot create) either way: the site could not be written where it was asked for.
    package var exitStatus: Int32 { ExitStatus.cannotCreate }
}
