import MotionEngine
import PiecesDiagnostics
import PiecesSupport

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PieceExplanation {
    static func summaryLine(_ piece: String, _ count: Int, _ sections: String) -> Message {
        "\(piece) carries \(count, "section"): \(sections)"
    }
    static func emptySummary(_ piece: String) -> Message { "\(piece) carries no block" }

    /// `ElasticButton carries 3 section(s): core, tiers, press`: the line `why` ends with.
    package var summary: String {
        let piece = RegistryListing.pieceName(ofPath: path)
        let sections = entries.map(\.section)
        return sections.isEmpty
            ? Self.emptySummary(piece).text
            : Self.summaryLine(piece, sections.count, sections.joined(separator: ", ")).text
    }

    /// `pieces why NAME` and the MCP server's `why`: NAME is a piece of the registry, else the
    /// path of a piece file on disk (an app's copy, say, relative to `workingDirectory`),
    /// explained against the registry's foundations. Throws `PieceLookupError` when it is neither,
    /// and a file that cannot be read as `CatalogLoading.ReadError`.
    package static func explaining(_ name: String, listing: RegistryListing, workingDirectory: String)
        throws(DiagnosticError) -> PieceExplanation
    {
        if let path = listing.piecePath(named: name) {
            do { return try PieceExplanation(piece: path, listing: listing) } catch {
                throw DiagnosticError(CatalogLoading.ReadError(error))
            }
        }
        let file = Path(name).resolved(against: Path(workingDirectory)).string
        if name.hasSuffix(".swift"), FileManager.default.fileExists(atPath: file) {
            do {
                return PieceExplanation(
                    file: name, bytes: try BoundedFile.read(file, limit: .swiftSource), listing: listing)
            } catch { throw DiagnosticError(CatalogLoading.ReadError(error)) }
        }
        throw DiagnosticError(
            PieceLookupError(name: name, suggestion: listing.suggestion(forPiece: name), source: listing.displayName))
    }
}
