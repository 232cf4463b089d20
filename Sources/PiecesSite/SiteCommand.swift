import PieceCatalog
import PiecesDiagnostics

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `pieces build --site DIR` runs once the index is written: builds the site of the catalog
/// and writes it into the folder, or says in one diagnostic why nothing was written.
package enum SiteCommand {
    package enum Outcome {
        case written(SiteWriter.Report)
        case failed(Diagnostic)
    }

    package static func write(_ catalog: Catalog, into folder: URL) -> Outcome {
        let files: [SiteBuilder.File]
        do { files = try SiteBuilder(catalog: catalog).files() } catch {
            // A foundation the catalog already read once: only a remote or vanished source fails here.
            return .failed(error.diagnostic)
        }
        do throws(SiteWriter.WriteError) {
            return .written(try SiteWriter(folder: folder).write(files))
        } catch {
            return .failed(error.diagnostic)
        }
    }
}
