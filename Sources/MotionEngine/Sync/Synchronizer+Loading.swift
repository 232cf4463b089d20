import PiecesDiagnostics
import PiecesSupport

extension Synchronizer {
    /// Why the registry of `sync` or `check` could not be found or its foundations read.
    package struct LoadFailure: Error {
        package var diagnostic: Diagnostic
        package var status: Int32

        package init(diagnostic: Diagnostic, status: Int32) {
            self.diagnostic = diagnostic
            self.status = status
        }
    }
}
