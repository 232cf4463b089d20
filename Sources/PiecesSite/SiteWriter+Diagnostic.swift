import PiecesDiagnostics

extension SiteWriter.WriteError: DiagnosticConvertible {
    /// `site-foreign-file` (someone's file where the site would go) or `io-unwritable`, naming the
    /// file; 73 (cannot create) either way: the site could not be written where it was asked for.
    package var diagnostic: Diagnostic {
        switch self {
        case .foreignFile(let path):
            Diagnostic(
                severity: .error, code: "site-foreign-file", message: Self.foreignFileMessage(path).text, file: path,
                fix: Self.foreignFileFix, status: ExitStatus.cannotCreate)
        case .unwritable(let path, let reason):
            Diagnostic(
                severity: .error, code: "io-unwritable", message: Self.unwritableMessage(path, reason), file: path,
                status: ExitStatus.cannotCreate)
        }
    }
}
