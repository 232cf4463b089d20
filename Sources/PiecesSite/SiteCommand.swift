import Foundation
import PiecesKit

/// What `pieces build --site DIR` runs: builds the site of the catalog and writes it into the folder.
public enum SiteCommand {
    /// The writer the executable hands to `PiecesTool.Context`.
    public static let writer: SiteWriting = { catalog, folder in
        let files: [SiteBuilder.File]
        do { files = try SiteBuilder(catalog: catalog).files() } catch {
            return .failure(SiteWritingFailure(diagnostic: Diagnostic(
                severity: .error, code: "site-unreadable", message: String(format: unreadableMessage, "\(error)"))))
        }
        do throws(SiteWriter.Failure) {
            let report = try SiteWriter(folder: folder).write(files)
            return .success(SiteWritingReport(written: report.written, deleted: report.deleted))
        } catch {
            let code = if case .foreignFile = error { "site-foreign-file" } else { "io-unwritable" }
            return .failure(SiteWritingFailure(diagnostic: Diagnostic(
                severity: .error, code: code, message: error.message, file: error.path, fix: error.fix)))
        }
    }

    static let unreadableMessage = "the registry's foundation could not be read for the site: %@"
}
