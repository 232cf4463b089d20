import Foundation
import PieceCatalog
import PiecesDiagnostics

/// What `pieces build --site DIR` runs once the index is written: builds the site of the catalog
/// and writes it into the folder, or says in one diagnostic why nothing was written.
package enum SiteCommand {
    package enum Outcome {
        case written(SiteWriter.Report)
        case failed(Diagnostic)
    }

    static let unreadableMessage = "the registry's foundation could not be read for the site: %@"
    static let unreadableCode = "site-unreadable"
    static let foreignFileCode = "site-foreign-file"
    static let unwritableCode = "io-unwritable"

    package static func write(_ catalog: Catalog, into folder: URL) -> Outcome {
        let files: [SiteBuilder.File]
        do { files = try SiteBuilder(catalog: catalog).files() } catch {
            return .failed(Diagnostic(severity: .error, code: unreadableCode, message: String(format: unreadableMessage, "\(error)")))
        }
        do throws(SiteWriter.Failure) {
            return .written(try SiteWriter(folder: folder).write(files))
        } catch {
            let code = if case .foreignFile = error { foreignFileCode } else { unwritableCode }
            return .failed(Diagnostic(severity: .error, code: code, message: error.message, file: error.path, fix: error.fix))
        }
    }
}
