import MotionEngine
import PiecesDiagnostics
import PiecesSupport
import SwiftLexing

/// Everything the registry knows about one piece: its header, files, the motion sections its
/// block carries and its parameter table.
package struct PieceDescriptor: Sendable {
    /// The piece's name: its file name, which is also its main type's name.
    package var name: String
    /// Relative to the registry's root: `pieces/buttons/ElasticButton.swift`.
    package var path: String
    /// The path as diagnostics show it.
    var displayPath: String
    /// The folder between `pieces/` and the file; empty when the file is not exactly there.
    package var folder: String
    /// What the header holds; empty fields where it has errors.
    package var header: PieceHeader
    var headerErrors: [PieceHeaderFinding]
    /// The piece file first, then its resources in the header's order (those that exist).
    package var files: [PieceFile]
    /// The foundation sections the piece's code needs, in foundation order: what its block holds
    /// once synced, and what `pieces add` copies with it.
    package var sections: [String] { code.value.sections }
    package var parameters: ParameterTable { code.value.parameters }
    /// The main type's problems and the parameter table's.
    package var problems: [CatalogFinding] { code.value.problems }
    /// Analysed when one of the three above is first read: most commands need only the header.
    private let code: OnDemand<PieceCode>

    /// Reads the piece at `path` (registry-relative) with the registry's foundations.
    init(path: String, bytes: [UInt8], listing: RegistryListing) {
        name = RegistryListing.pieceName(ofPath: path)
        self.path = path
        displayPath = listing.display(path)
        let components = path.split(separator: "/")
        folder = components.count == 3 ? String(components[1]) : ""
        let parsed = PieceHeader.parse(SourceText(path: displayPath, bytes: bytes))
        if parsed.header == nil, let known = (listing.source as? any PieceMetadataSource)?.header(ofPiece: path) {
            // A registry-item file has no header of its own: the item carries it.
            header = known
            headerErrors = []
        } else {
            header = parsed.header ?? PieceHeader()
            headerErrors = parsed.errors
        }
        files = [PieceFile(path: path, bytes: bytes)]
        code = OnDemand { [name, displayPath] in
            PieceCode(name: name, displayPath: displayPath, bytes: bytes, listing: listing)
        }
    }

    /// Where the value of `key` is written, else the header's first line.
    func position(of key: HeaderKey) -> SourcePosition {
        let location = header.locations[key] ?? SourceLocation(line: 1, column: 1)
        return SourcePosition(file: displayPath, line: location.line, column: location.column)
    }

    /// The folder the piece's resources sit in.
    var folderPath: String { path.split(separator: "/").dropLast().joined(separator: "/") }
}
