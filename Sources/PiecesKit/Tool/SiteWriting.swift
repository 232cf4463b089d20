import Foundation

/// Writes a registry's catalog site into a folder: what `pieces build --site DIR` runs once the
/// index is built. The site is its own module above this one (`PiecesSite`), so the executable
/// hands the writer in through `PiecesTool.Context`.
public typealias SiteWriting = @Sendable (_ catalog: Catalog, _ folder: URL) -> Result<SiteWritingReport, SiteWritingFailure>

/// What a site write changed, relative to the site's folder.
public struct SiteWritingReport: Sendable, Equatable {
    public var written: [String]
    /// Pages an earlier build wrote that the site no longer has.
    public var deleted: [String]

    public init(written: [String], deleted: [String]) {
        self.written = written
        self.deleted = deleted
    }
}

/// Why the site was not written, as one diagnostic.
public struct SiteWritingFailure: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
